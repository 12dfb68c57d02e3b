// Typed client of the enterprise-registry calls (channel centre, partner/*) and the mall's area list the
// region field reads.
import type { Page } from '@medportal/contracts/common/envelope';
import { CHANNEL_API, MALL_API } from '@medportal/contracts/common/api-paths';
import type {
  PartnerDetail,
  PartnerKind,
  PartnerLookupAnswer,
  PartnerRow,
  PartnerSaveBody,
  PartnerTrade,
} from '@medportal/contracts/channel/partners.contract';
import { post } from '../../../lib/api-client';

export type { PartnerDetail, PartnerKind, PartnerLookupAnswer, PartnerRow, PartnerSaveBody, PartnerTrade };
export type AreaItem = { code: string; name: string };

const payload = async <T>(url: string, body: unknown, opts?: { ignoreErrors?: boolean; params?: Record<string, unknown> }): Promise<T> =>
  (await post<T>(url, body, opts)).payload;

export const partnerDetail = (id: number) => payload<PartnerDetail>(CHANNEL_API.partnerDetail, { id });
export const partnerTrades = (id: number, pageNum: number, pageSize: number) =>
  payload<Page<PartnerTrade>>(CHANNEL_API.partnerTrades, { id, pageNum, pageSize });
/** the form's live look-up: its answer or error is shown under the field, no error notification */
export const lookupPartner = (creditCode: string, kind: PartnerKind) =>
  payload<PartnerLookupAnswer>(CHANNEL_API.partnerLookup, { creditCode, kind }, { ignoreErrors: true });
export const savePartner = (body: PartnerSaveBody) => payload<PartnerRow>(CHANNEL_API.partnerSave, body);
export const updatePartnerStatus = (id: number, enabled: boolean) => payload<PartnerRow>(CHANNEL_API.partnerUpdateStatus, { id, enabled });
export const deletePartner = (id: number) => payload<null>(CHANNEL_API.partnerDelete, { id });

/** area/list of the mall centre: provinces; a province's cities (provinceCode); a city's districts (cityCode). */
export const areaList = (params: { provinceCode?: string; cityCode?: string } = {}) =>
  payload<AreaItem[]>(MALL_API.areaList, undefined, { params });
