// SQL of the administrator change: the requests with the names they are shown under, and the
// administrator seats (positions.is_admin) of a company.
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import { companies } from '../tenancy/tenancy.table.js';
import { adminChangeRequests, positions, users } from '../users/users.table.js';
import { contains } from './like.js';

export type AdminChangeRow = typeof adminChangeRequests.$inferSelect;

export type AdminChangeView = AdminChangeRow & {
  companyCode: string;
  companyName: string;
  fromUserName: string;
  fromRealName: string;
  toUserName: string;
  toRealName: string;
  requestedByName: string;
  decidedByName: string | null;
};

export type AdminChangeFilter = {
  companyId?: number | undefined;
  status?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const viewColumns = {
  row: adminChangeRequests,
  companyCode: companies.code,
  companyName: companies.name,
  fromUserName: fromUser.userName,
  fromRealName: fromUser.realName,
  toUserName: toUser.userName,
  toRealName: toUser.realName,
  requesterName: requester.realName,
  requesterLogin: requester.userName,
  deciderName: decider.realName,
  deciderLogin: decider.userName,
};

const viewQuery = (tx: Tx, where: SQL | undefined) =>
  tx
    .select(viewColumns)
    .from(adminChangeRequests)
    .innerJoin(companies, and(eq(companies.tenantId, adminChangeRequests.tenantId), eq(companies.id, adminChangeRequests.companyId)))
    .innerJoin(fromUser, and(eq(fromUser.tenantId, adminChangeRequests.tenantId), eq(fromUser.id, adminChangeRequests.fromUserId)))
    .innerJoin(toUser, and(eq(toUser.tenantId, adminChangeRequests.tenantId), eq(toUser.id, adminChangeRequests.toUserId)))
    .innerJoin(requester, and(eq(requester.tenantId, adminChangeRequests.tenantId), eq(requester.id, adminChangeRequests.requestedBy)))
    .leftJoin(decider, and(eq(decider.tenantId, adminChangeRequests.tenantId), eq(decider.id, adminChangeRequests.decidedBy)))
    .where(where);

type ViewRecord = Awaited<ReturnType<typeof viewQuery>>[number];

const viewOf = (r: ViewRecord): AdminChangeView => ({
  ...r.row,
  companyCode: r.companyCode,
  companyName: r.companyName,
  fromUserName: r.fromUserName,
  fromRealName: r.fromRealName,
  toUserName: r.toUserName,
  toRealName: r.toRealName,
  requestedByName: r.requesterName || r.requesterLogin,
  decidedByName: r.deciderLogin === null ? null : r.deciderName || r.deciderLogin,
});

const whereOf = (tenantId: number, f: AdminChangeFilter): SQL | undefined =>
  and(
    eq(adminChangeRequests.tenantId, tenantId),
    f.companyId === undefined ? undefined : eq(adminChangeRequests.companyId, f.companyId),
    f.status === undefined ? undefined : eq(adminChangeRequests.status, f.status),
    f.from === undefined ? undefined : gte(adminChangeRequests.createdAt, f.from),
    f.to === undefined ? undefined : lt(adminChangeRequests.createdAt, f.to),
  );

export async function findChangeView(tx: Tx, tenantId: number, id: number): Promise<AdminChangeView | undefined> {
  const [r] = await viewQuery(tx, and(eq(adminChangeRequests.tenantId, tenantId), eq(adminChangeRequests.id, id)));
  return r && viewOf(r);
}

/** The request, its row locked until the transaction ends (approve / reject / withdraw). */
export async function lockChange(tx: Tx, tenantId: number, id: number): Promise<AdminChangeRow | undefined> {
  const [r] = await tx
    .select()
    .from(adminChangeRequests)
    .where(and(eq(adminChangeRequests.tenantId, tenantId), eq(adminChangeRequests.id, id)))
    .for('update');
  return r;
}

export async function countChanges(tx: Tx, tenantId: number, f: AdminChangeFilter): Promise<number> {
  const [r] = await tx.select({ n: count() }).from(adminChangeRequests).where(whereOf(tenantId, f));
  return r?.n ?? 0;
}

export async function pageChanges(
  tx: Tx,
  tenantId: number,
  f: AdminChangeFilter,
  offset: number,
  limit: number,
): Promise<AdminChangeView[]> {
  const rows = await viewQuery(tx, whereOf(tenantId, f))
    .orderBy(desc(adminChangeRequests.createdAt), desc(adminChangeRequests.id))
    .offset(offset)
    .limit(limit);
  return rows.map(viewOf);
}

export async function hasPendingChange(tx: Tx, tenantId: number, companyId: number): Promise<boolean> {
  const [r] = await tx
    .select({ id: adminChangeRequests.id })
    .from(adminChangeRequests)
    .where(
      and(
        eq(adminChangeRequests.tenantId, tenantId),
        eq(adminChangeRequests.companyId, companyId),
        eq(adminChangeRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return r !== undefined;
}

export async function insertChange(tx: Tx, values: typeof adminChangeRequests.$inferInsert): Promise<number> {
  const [r] = await tx.insert(adminChangeRequests).values(values).returning({ id: adminChangeRequests.id });
  return r!.id;
}

export async function updateChange(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<Pick<AdminChangeRow, 'status' | 'decidedBy' | 'decidedAt' | 'rejectReason' | 'instanceId'>>,
): Promise<void> {
  await tx
    .update(adminChangeRequests)
    .set(values)
    .where(and(eq(adminChangeRequests.tenantId, tenantId), eq(adminChangeRequests.id, id)));
}

export type Seat = { positionId: number; userId: number; userName: string; realName: string; isAdmin: boolean; status: string };

const seatQuery = (tx: Tx, where: SQL | undefined) =>
  tx
    .select({
      positionId: positions.id,
      userId: users.id,
      userName: users.userName,
      realName: users.realName,
      isAdmin: positions.isAdmin,
      status: users.status,
    })
    .from(positions)
    .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
    .where(where);

/** The company's administrator seats, oldest first. */
export const adminSeats = (tx: Tx, tenantId: number, companyId: number): Promise<Seat[]> =>
  seatQuery(tx, and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId), eq(positions.isAdmin, true))).orderBy(
    asc(positions.id),
  );

export async function seatOf(tx: Tx, tenantId: number, companyId: number, userId: number): Promise<Seat | undefined> {
  const [r] = await seatQuery(tx, and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId), eq(positions.userId, userId)));
  return r;
}

/** The users with a seat in the company, by login name; keyword matches login name or name. */
export const companySeats = (tx: Tx, tenantId: number, companyId: number, keyword: string | undefined, limit: number): Promise<Seat[]> =>
  seatQuery(
    tx,
    and(
      eq(positions.tenantId, tenantId),
      eq(positions.companyId, companyId),
      keyword ? or(ilike(users.userName, contains(keyword)), ilike(users.realName, contains(keyword))) : undefined,
    ),
  )
    .orderBy(asc(users.userName))
    .limit(limit);

export async function setSeatAdmin(tx: Tx, tenantId: number, positionId: number, isAdmin: boolean): Promise<void> {
  await tx
    .update(positions)
    .set({ isAdmin })
    .where(and(eq(positions.tenantId, tenantId), eq(positions.id, positionId)));
}

export async function companyOf(
  tx: Tx,
  tenantId: number,
  companyId: number,
): Promise<{ id: number; code: string; name: string } | undefined> {
  const [r] = await tx
    .select({ id: companies.id, code: companies.code, name: companies.name })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
  return r;
}

/** A user's login name (the audit log's actor name). */
export async function userLogin(tx: Tx, tenantId: number, userId: number): Promise<string> {
  const [r] = await tx
    .select({ userName: users.userName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return r?.userName ?? String(userId);
}
