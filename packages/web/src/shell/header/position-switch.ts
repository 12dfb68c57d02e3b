// The position menu's rules (spec 1 sections 5 and 9) and the position switch (section 4).
import type { QueryClient } from '@tanstack/react-query';
import type { PositionEntry } from '@medportal/contracts/staff/positions.contract';
import { ADMIN_USER_FLAG, readSessionCookie, writeSessionCookies } from '../../lib/session-cookies';
import { useSessionStore } from '../../lib/session-store';
import { enterFirstApp } from '../app-entry';
import { chooseCompany } from './header-api';

/** The company search box shows above this many entries (or while a search text is typed). */
export const POSITION_SEARCH_THRESHOLD = 10;
/** The list scrolls above this many entries, inside this height. */
export const POSITION_SCROLL_THRESHOLD = 13;
export const POSITION_LIST_MAX_HEIGHT = 500;

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
 * Switches to the position of `companyId`: the same company is refused locally (the caller shows
 * 当前已是该岗位); otherwise the switch call re-logs the user in, cached queries of the old company
 * are invalidated, and the first app of the new company is entered. Resolves with the route to open.
 *
 * The original made a separate sign-out call 200 ms before the switch. This server ends the old
 * session inside chooseCompany (the old token is revoked there), and a logout beforehand would revoke
 * the very token the switch must be authorised with, so no separate call is made.
 */
export async function switchPosition(companyId: number, deps: SwitchDeps): Promise<SwitchResult> {
  if (companyId === deps.currentCompanyId) return { switched: false, reason: 'current' };
  // an admin login keeps sending logout back to /loginAdmin after a switch
  const adminFlag = readSessionCookie('adminUser') === ADMIN_USER_FLAG;
  const session = await chooseCompany(companyId);
  useSessionStore.getState().signIn(session);
  if (adminFlag) writeSessionCookies({ adminUser: ADMIN_USER_FLAG });
  void deps.queryClient.invalidateQueries();
  return { switched: true, path: await enterFirstApp() };
}
