// The position menu's rules (spec 1 sections 5 and 9) and the position switch (section 4).
import type { QueryClient } from '@tanstack/react-query';
import type { PositionEntry } from '@medportal/contracts/staff/positions.contract';
import { ADMIN_USER_FLAG, readSessionCookie, writeSessionCookies } from '../../lib/session-cookies';
import { useSessionStore } from '../../lib/session-store';
import { enterFirstApp } from '../app-entry';
import { chooseCompany } from './header-api';
import { signOutOfBi } from './logout';

/** The company search box shows above this many entries (or while a search text is typed). */
export const POSITION_SEARCH_THRESHOLD = 10;
/** The list scrolls above this many entries, inside this height. */
export const POSITION_SCROLL_THRESHOLD = 13;
export const POSITION_LIST_MAX_HEIGHT = 500;
/** The switch call follows the sign-out after this delay. */
export const POSITION_SWITCH_DELAY_MS = 200;

export const showPositionSearch = (entryCount: number, searchText: string): boolean =>
  entryCount > POSITION_SEARCH_THRESHOLD || searchText.trim() !== '';

export const positionListScrolls = (entryCount: number): boolean => entryCount > POSITION_SCROLL_THRESHOLD;

/** Client-side filter by company name (case-insensitive); an empty text keeps every entry. */
export function filterPositions(entries: readonly PositionEntry[], searchText: string): PositionEntry[] {
  const text = searchText.trim().toLowerCase();
  return text ? entries.filter((entry) => entry.companyName.toLowerCase().includes(text)) : [...entries];
}

export type SwitchResult = { switched: false; reason: 'current' } | { switched: true; path: string };

export type SwitchDeps = {
  currentCompanyId: number;
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
};

/**
 * Switches to the position of `companyId` (spec 1 section 4 'Choosing a position'): the same company is
 * refused locally (the caller shows 当前已是该岗位); otherwise the old position is signed out, 200 ms
 * later the switch call re-logs the user in, cached queries of the old company are invalidated, and the
 * first app of the new company is entered. Resolves with the route to open.
 *
 * The sign-out: the BI service's login of the old position ends (its sign-out page in a hidden frame,
 * when configured, as at logout); the portal session itself ends inside the switch call, where the
 * server revokes the old token. A portal logout beforehand would revoke the very token the switch must
 * be authorised with.
 */
export async function switchPosition(companyId: number, deps: SwitchDeps): Promise<SwitchResult> {
  if (companyId === deps.currentCompanyId) return { switched: false, reason: 'current' };
  // an admin login keeps sending logout back to /loginAdmin after a switch
  const adminFlag = readSessionCookie('adminUser') === ADMIN_USER_FLAG;
  signOutOfBi(useSessionStore.getState().session);
  await new Promise((resolve) => setTimeout(resolve, POSITION_SWITCH_DELAY_MS));
  const session = await chooseCompany(companyId);
  useSessionStore.getState().signIn(session);
  if (adminFlag) writeSessionCookies({ adminUser: ADMIN_USER_FLAG });
  void deps.queryClient.invalidateQueries();
  return { switched: true, path: await enterFirstApp() };
}
