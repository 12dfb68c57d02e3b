// Where a successful login goes (spec 1 section 4): users without a company join or register one on
// /business, everyone else starts at the worktable.
import type { Session } from '@medportal/contracts/staff/session.contract';

export const BUSINESS_PATH = '/business';
export const WORKTABLE_PATH = '/worktable';

export const pathAfterLogin = (session: Pick<Session, 'companyId'>): string =>
  session.companyId === 0 ? BUSINESS_PATH : WORKTABLE_PATH;
