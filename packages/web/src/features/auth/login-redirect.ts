// Where a successful login goes (spec 1 section 4): users without a company join or register one on
// /business; everyone else gets the app list and its landing rule (two-app rule → /newWorkbench,
// otherwise the main page '/').
import type { Session } from '@medportal/contracts/staff/session.contract';
import { loadAppsAndLand, ROOT_PATH } from '../../shell/app-entry';
import { useSessionStore } from '../../lib/session-store';
import { passwordResetPath } from './password-reset';

export const BUSINESS_PATH = '/business';
export const HOME_PATH = ROOT_PATH;

/** The landing path when the app list does not matter (no company) or cannot be known. */
export const pathAfterLogin = (session: Pick<Session, 'companyId'>): string => (session.companyId === 0 ? BUSINESS_PATH : HOME_PATH);

/**
 * The route to open after any login; a failing app list still lands on the main page. A session on an
 * administrator's temporary password can do nothing until the password is changed (the server answers
 * SC1101): it is dropped and the user sets a new password on the retrieve page, by SMS code.
 */
export async function landAfterLogin(
  session: Pick<Session, 'companyId'> & Partial<Pick<Session, 'mustChangePassword' | 'userName'>>,
): Promise<string> {
  if (session.mustChangePassword) {
    useSessionStore.getState().clear();
    return passwordResetPath(session.userName ?? '');
  }
  if (session.companyId === 0) return BUSINESS_PATH;
  try {
    return await loadAppsAndLand();
  } catch {
    // the request layer already reported why the app list failed
    return HOME_PATH;
  }
}
