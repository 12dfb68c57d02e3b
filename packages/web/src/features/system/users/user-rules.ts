// Small rules of the user screen: who sees the company picker, what a row's status shows.
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';

/** The platform (a session in an MM company, or the platform administrator) manages every company of the tenant. */
export const isPlatformSession = (session: Pick<Session, 'companyType' | 'adminUser'> | null | undefined): boolean =>
  session?.companyType === 'MM' || session?.adminUser === '1';

/** A row that no list action may stop or delete: the viewer itself or the company's administrator. */
export const isProtectedRow = (row: Pick<MerchantUserRow, 'id' | 'isAdmin'>, viewerId: number | undefined): boolean =>
  Boolean(row.isAdmin) || row.id === viewerId;

/** Empty search values are not sent. */
export function compact(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}

/** The list's status text of an enabled user (USER_STATUS_ENABLED of the merchant-user contract, whose values web code may not import). */
export const USER_STATUS_ENABLED = '启用';
