// SQL of the locked accounts: users whose lock has not ended, their seats, the failed logins around
// the lock and the last administrator lock recorded in the audit log.
import { and, count, desc, eq, exists, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { auditLog } from '../audit/audit.table.js';
import { loginAttempts } from '../auth/auth.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { positions, users } from '../users/users.table.js';
import { contains } from './like.js';

export type LockedFilter = {
  /** users with a seat in this company */
  companyId?: number | undefined;
  /** leave platform administrators out (an enterprise never manages them) */
  noPlatformAdmins: boolean;
  keyword?: string | undefined;
  now: Date;
};

function whereOf(tenantId: number, f: LockedFilter): SQL | undefined {
  return and(
    eq(users.tenantId, tenantId),
    gt(users.lockedUntil, f.now),
    f.noPlatformAdmins ? eq(users.isPlatformAdmin, false) : undefined,
    f.companyId === undefined
      ? undefined
      : exists(
          sql`(SELECT 1 FROM positions p
                WHERE p.tenant_id = ${users.tenantId} AND p.user_id = ${users.id} AND p.company_id = ${f.companyId})`,
        ),
    f.keyword
      ? or(ilike(users.userName, contains(f.keyword)), ilike(users.realName, contains(f.keyword)), ilike(users.phone, contains(f.keyword)))
      : undefined,
  );
}

const ilike = (column: Parameters<typeof eq>[0], pattern: string) => sql`${column} ILIKE ${pattern}`;

export async function countLocked(tx: Tx, tenantId: number, f: LockedFilter): Promise<number> {
  const [r] = await tx.select({ n: count() }).from(users).where(whereOf(tenantId, f));
  return r?.n ?? 0;
}

export type LockedRow = { id: number; userName: string; realName: string; lockedUntil: Date; passwordChangedAt: Date | null };

export async function pageLocked(tx: Tx, tenantId: number, f: LockedFilter, offset: number, limit: number): Promise<LockedRow[]> {
  const rows = await tx
    .select({
      id: users.id,
      userName: users.userName,
      realName: users.realName,
      lockedUntil: users.lockedUntil,
      passwordChangedAt: users.passwordChangedAt,
    })
    .from(users)
    .where(whereOf(tenantId, f))
    .orderBy(desc(users.lockedUntil), desc(users.id))
    .offset(offset)
    .limit(limit);
  // the filter keeps locked users only: lockedUntil is set
  return rows.map((r) => ({ ...r, lockedUntil: r.lockedUntil! }));
}

/** The companies the users have a seat in (one company only when given). */
export const seatCompanies = (tx: Tx, tenantId: number, userIds: number[], companyId: number | undefined) =>
  tx
    .select({ userId: positions.userId, name: companies.name })
    .from(positions)
    .innerJoin(companies, and(eq(companies.tenantId, positions.tenantId), eq(companies.id, positions.companyId)))
    .where(
      and(
        eq(positions.tenantId, tenantId),
        inArray(positions.userId, userIds),
        companyId === undefined ? undefined : eq(positions.companyId, companyId),
      ),
    )
    .orderBy(positions.id);

/** Failed logins of the given login names since a time. */
export const failuresOf = (tx: Tx, tenantId: number, userNames: string[], since: Date) =>
  tx
    .select({ userName: loginAttempts.userName, ip: loginAttempts.ip, at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.tenantId, tenantId),
        inArray(loginAttempts.userName, userNames),
        eq(loginAttempts.success, false),
        gte(loginAttempts.createdAt, since),
      ),
    );

/** The last time an administrator locked each user (audit entries 'lock' on object type 'user'). */
export const lastAdminLocks = (tx: Tx, tenantId: number, userIds: number[], until: Date) =>
  tx
    .select({ objectId: auditLog.objectId, at: sql<Date>`max(${auditLog.at})`.mapWith(auditLog.at) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.objectType, 'user'),
        eq(auditLog.action, 'lock'),
        inArray(
          auditLog.objectId,
          userIds.map((id) => String(id)),
        ),
        lte(auditLog.at, until),
      ),
    )
    .groupBy(auditLog.objectId);
