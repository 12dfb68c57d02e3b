// Which kind of partner a screen of /basicData/enterprise/* shows: read from the list path it sits under.
import { useLocation } from 'react-router';
import {
  PARTNER_KINDS,
  PARTNER_KIND_MENUS,
  PARTNER_KIND_PATHS,
  partnerEditCode,
  type PartnerKind,
} from '@medportal/contracts/channel/partner-rules';

export { PARTNER_KINDS, PARTNER_KIND_MENUS, PARTNER_KIND_PATHS, partnerEditCode, type PartnerKind };

export const kindOfPath = (pathname: string): PartnerKind =>
  PARTNER_KINDS.find((k) => pathname === PARTNER_KIND_PATHS[k] || pathname.startsWith(`${PARTNER_KIND_PATHS[k]}/`)) ?? 'dealer';

export type KindScreen = { kind: PartnerKind; listPath: string; editPath: string; detailPath: string; editCode: string };

export function useKindScreen(): KindScreen {
  const kind = kindOfPath(useLocation().pathname);
  const listPath = PARTNER_KIND_PATHS[kind];
  return { kind, listPath, editPath: `${listPath}/edit`, detailPath: `${listPath}/detail`, editCode: partnerEditCode(kind) };
}

/** The path from an area code to itself: 320115 → [320000, 320100, 320115]; 320000 → [320000]. */
export function areaCodePath(code: string): string[] {
  if (!/^\d{6}$/.test(code)) return [];
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  return [...new Set([province, city, code])];
}
