// Where a successful login goes (spec 1 section 4): users without a company join or register one on
// /business, everyone else starts at the root.
import type { Session } from '@medportal/contracts/staff/session.contract';

export const BUSINESS_PATH = '/business';
export const HOME_PATH = '/';

export const pathAfterLogin = (session: Pick<Session, 'companyId'>): string =>
  session.companyId === 0 ? BUSINESS_PATH : HOME_PATH;
