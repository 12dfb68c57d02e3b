// Where a successful login goes (spec 1 section 4): users without a company join or register one on
// /business; everyone else gets the app list and its landing rule (two-app rule → /newWorkbench,
// otherwise the main page '/').
import type { Session } from '@medportal/contracts/staff/session.contract';
import { loadAppsAndLand, ROOT_PATH } from '../../shell/app-entry';

export const BUSINESS_PATH = '/business';
export const HOME_PATH = ROOT_PATH;

/** The landing path when the app list does not matter (no company) or cannot be known. */
export const pathAfterLogin = (session: Pick<Session, 'companyId'>): string => (session.companyId === 0 ? BUSINESS_PATH : HOME_PATH);

/** The route to open after any login; a failing app list still lands on the main page. */
export async function landAfterLogin(session: Pick<Session, 'companyId'>): Promise<string> {
  if (session.companyId === 0) return BUSINESS_PATH;
  try {
    return await loadAppsAndLand();
  } catch {
    // the request layer already reported why the app list failed
    return HOME_PATH;
  }
}
