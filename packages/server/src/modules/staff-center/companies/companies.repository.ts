// Reads and writes of join requests, company contacts and the rows a new company starts with. The
// position and auth-group rows follow the users and access modules' tables exactly as the seed
// writes them; neither module offers a service call that creates them.
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyJoinRequest, JoinStatus, MyJoinRequest } from '@medportal/contracts/staff/companies.contract';
import type { Tx } from '../../../db/client.js';
import { authGroupCompanies, authGroups } from '../access/access.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { positions, users } from '../users/users.table.js';
import { companyContacts, companyJoinRequests } from './companies.table.js';

export type CompanyRow = typeof companies.$inferSelect;
export type JoinRequestRow = typeof companyJoinRequests.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An enabled company of the tenant by its company code or its unified social credit code. */
export const findCompanyByCode = async (tx: Tx, tenantId: number, code: string): Promise<CompanyRow | undefined> =>
  (
    await tx
      .select()
      .from(companies)
      .where(
        and(eq(companies.tenantId, tenantId), eq(companies.enabled, true), or(eq(companies.code, code), eq(companies.creditCode, code))),
      )
      .orderBy(companies.id)
      .limit(1)
  )[0];

export const findCompanyById = async (tx: Tx, tenantId: number, companyId: number): Promise<CompanyRow | undefined> =>
  (
    await tx
      .select()
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
      .limit(1)
  )[0];

/** Companies of the tenant by id (any state), for modules that show the parties of their rows. */
export const companiesByIds = async (tx: Tx, tenantId: number, ids: number[]): Promise<CompanyRow[]> =>
  ids.length
    ? tx
        .select()
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), inArray(companies.id, ids)))
    : [];

export const companyWithCreditCode = async (tx: Tx, tenantId: number, creditCode: string) =>
  (
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.creditCode, creditCode)))
      .limit(1)
  )[0];

export const companyWithName = async (tx: Tx, tenantId: number, name: string) =>
  (
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.name, name)))
      .limit(1)
  )[0];

export const hasPosition = async (tx: Tx, tenantId: number, userId: number, companyId: number): Promise<boolean> =>
  (
    await tx
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.userId, userId), eq(positions.companyId, companyId)))
      .limit(1)
  ).length > 0;

export const pendingRequestOf = async (tx: Tx, tenantId: number, userId: number): Promise<JoinRequestRow | undefined> =>
  (
    await tx
      .select()
      .from(companyJoinRequests)
      .where(
        and(eq(companyJoinRequests.tenantId, tenantId), eq(companyJoinRequests.userId, userId), eq(companyJoinRequests.status, 'pending')),
      )
      .limit(1)
  )[0];

export const insertJoinRequest = async (tx: Tx, tenantId: number, userId: number, companyId: number): Promise<JoinRequestRow> =>
  (await tx.insert(companyJoinRequests).values({ tenantId, userId, companyId }).returning())[0]!;

export const cancelPendingRequests = async (tx: Tx, tenantId: number, userId: number) => {
  await tx
    .update(companyJoinRequests)
    .set({ status: 'cancelled', decidedAt: new Date() })
    .where(
      and(eq(companyJoinRequests.tenantId, tenantId), eq(companyJoinRequests.userId, userId), eq(companyJoinRequests.status, 'pending')),
    );
};

/** The user's own requests with their companies, the newest first. */
export async function listMyRequests(tx: Tx, tenantId: number, userId: number): Promise<MyJoinRequest[]> {
  const rows = await tx
    .select({
      id: companyJoinRequests.id,
      companyId: companies.id,
      companyName: companies.name,
      companyCode: companies.code,
      status: companyJoinRequests.status,
      reason: companyJoinRequests.reason,
      createdAt: companyJoinRequests.createdAt,
      decidedAt: companyJoinRequests.decidedAt,
    })
    .from(companyJoinRequests)
    .innerJoin(companies, and(eq(companies.tenantId, companyJoinRequests.tenantId), eq(companies.id, companyJoinRequests.companyId)))
    .where(and(eq(companyJoinRequests.tenantId, tenantId), eq(companyJoinRequests.userId, userId)))
    .orderBy(desc(companyJoinRequests.createdAt), desc(companyJoinRequests.id));
  return rows.map((r) => ({ ...r, status: r.status as JoinStatus, createdAt: r.createdAt.toISOString(), decidedAt: iso(r.decidedAt) }));
}

const decider = alias(users, 'decider');

const requestColumns = {
  id: companyJoinRequests.id,
  userId: users.id,
  userName: users.userName,
  realName: users.realName,
  phone: users.phone,
  status: companyJoinRequests.status,
  reason: companyJoinRequests.reason,
  createdAt: companyJoinRequests.createdAt,
  decidedAt: companyJoinRequests.decidedAt,
  decidedByName: decider.realName,
};

type RequestRow = { [K in keyof typeof requestColumns]: unknown };
const toRequest = (r: RequestRow): CompanyJoinRequest => ({
  id: r.id as number,
  userId: r.userId as number,
  userName: r.userName as string,
  realName: r.realName as string,
  phone: (r.phone as string | null) ?? '',
  status: r.status as JoinStatus,
  reason: r.reason as string,
  createdAt: (r.createdAt as Date).toISOString(),
  decidedAt: iso(r.decidedAt as Date | null),
  decidedByName: (r.decidedByName as string | null) ?? '',
});

const requestsOfCompany = (tenantId: number, companyId: number, status?: JoinStatus) =>
  and(
    eq(companyJoinRequests.tenantId, tenantId),
    eq(companyJoinRequests.companyId, companyId),
    status ? eq(companyJoinRequests.status, status) : sql`${companyJoinRequests.status} <> 'cancelled'`,
  );

/** A page of the company's requests: pending first, then the newest. */
export async function pageCompanyRequests(
  tx: Tx,
  tenantId: number,
  companyId: number,
  q: { pageNum: number; pageSize: number; status?: JoinStatus },
): Promise<{ rows: CompanyJoinRequest[]; total: number }> {
  const where = requestsOfCompany(tenantId, companyId, q.status);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(companyJoinRequests)
    .where(where);
  const rows = await tx
    .select(requestColumns)
    .from(companyJoinRequests)
    .innerJoin(users, and(eq(users.tenantId, companyJoinRequests.tenantId), eq(users.id, companyJoinRequests.userId)))
    .leftJoin(decider, and(eq(decider.tenantId, companyJoinRequests.tenantId), eq(decider.id, companyJoinRequests.decidedBy)))
    .where(where)
    .orderBy(sql`(${companyJoinRequests.status} = 'pending') DESC`, desc(companyJoinRequests.createdAt), desc(companyJoinRequests.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { rows: rows.map(toRequest), total: Number(count?.n ?? 0) };
}

export async function companyRequestById(tx: Tx, tenantId: number, companyId: number, id: number): Promise<CompanyJoinRequest | undefined> {
  const rows = await tx
    .select(requestColumns)
    .from(companyJoinRequests)
    .innerJoin(users, and(eq(users.tenantId, companyJoinRequests.tenantId), eq(users.id, companyJoinRequests.userId)))
    .leftJoin(decider, and(eq(decider.tenantId, companyJoinRequests.tenantId), eq(decider.id, companyJoinRequests.decidedBy)))
    .where(and(eq(companyJoinRequests.tenantId, tenantId), eq(companyJoinRequests.companyId, companyId), eq(companyJoinRequests.id, id)));
  return rows[0] ? toRequest(rows[0]) : undefined;
}

/** Locks a pending request of the company, so two admins cannot decide it twice. */
export const lockPendingRequest = async (tx: Tx, tenantId: number, companyId: number, id: number): Promise<JoinRequestRow | undefined> =>
  (
    await tx
      .select()
      .from(companyJoinRequests)
      .where(
        and(
          eq(companyJoinRequests.tenantId, tenantId),
          eq(companyJoinRequests.companyId, companyId),
          eq(companyJoinRequests.id, id),
          eq(companyJoinRequests.status, 'pending'),
        ),
      )
      .for('update')
  )[0];

export const decideRequest = async (
  tx: Tx,
  tenantId: number,
  id: number,
  values: { status: 'approved' | 'rejected'; reason?: string; decidedBy: number },
) => {
  await tx
    .update(companyJoinRequests)
    .set({ ...values, decidedAt: new Date() })
    .where(and(eq(companyJoinRequests.tenantId, tenantId), eq(companyJoinRequests.id, id)));
};

export const insertPosition = async (tx: Tx, values: typeof positions.$inferInsert) =>
  (await tx.insert(positions).values(values).returning({ id: positions.id }))[0]!;

/** The next free code of a type, AG0001 style (the company code unique key guards a race). */
export async function nextCompanyCode(tx: Tx, tenantId: number, type: string): Promise<string> {
  const rows = await tx
    .select({ code: companies.code })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), ilike(companies.code, `${type}%`)));
  const max = rows.reduce((m, r) => {
    const n = new RegExp(`^${type}(\\d+)$`).exec(r.code);
    return n ? Math.max(m, Number(n[1])) : m;
  }, 0);
  return `${type}${String(max + 1).padStart(4, '0')}`;
}

export const insertCompany = async (tx: Tx, values: typeof companies.$inferInsert): Promise<CompanyRow> =>
  (await tx.insert(companies).values(values).returning())[0]!;

/** Attaches a company to every enabled auth group of its type: what the platform grants that type. */
export async function attachTypeAuthGroups(tx: Tx, tenantId: number, companyId: number, type: string): Promise<number> {
  const groups = await tx
    .select({ id: authGroups.id })
    .from(authGroups)
    .where(and(eq(authGroups.tenantId, tenantId), eq(authGroups.companyType, type), eq(authGroups.enabled, true)));
  if (groups.length) await tx.insert(authGroupCompanies).values(groups.map((g) => ({ tenantId, groupId: g.id, companyId })));
  return groups.length;
}

export const contactOf = async (tx: Tx, tenantId: number, companyId: number) =>
  (
    await tx
      .select()
      .from(companyContacts)
      .where(and(eq(companyContacts.tenantId, tenantId), eq(companyContacts.companyId, companyId)))
      .limit(1)
  )[0];

export async function saveContact(
  tx: Tx,
  tenantId: number,
  companyId: number,
  contact: { contactName: string; contactPhone: string; updatedBy: number },
) {
  await tx
    .insert(companyContacts)
    .values({ tenantId, companyId, ...contact })
    .onConflictDoUpdate({ target: [companyContacts.tenantId, companyContacts.companyId], set: { ...contact, updatedAt: new Date() } });
}

/** Enabled companies of the tenant whose name or code contains the keyword, by name (option lists). */
export const companyOptions = async (
  tx: Tx,
  tenantId: number,
  filter: { keyword?: string; companyType?: string; onlyId?: number },
  limit: number,
): Promise<{ id: number; code: string; name: string; type: string }[]> =>
  tx
    .select({ id: companies.id, code: companies.code, name: companies.name, type: companies.type })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        eq(companies.enabled, true),
        filter.onlyId === undefined ? undefined : eq(companies.id, filter.onlyId),
        filter.companyType ? eq(companies.type, filter.companyType) : undefined,
        filter.keyword ? or(ilike(companies.name, `%${filter.keyword}%`), ilike(companies.code, `%${filter.keyword}%`)) : undefined,
      ),
    )
    .orderBy(companies.name, companies.id)
    .limit(limit);

/** Enabled companies of one type whose name or code contains the keyword, or whose credit code is it; with their credit codes. */
export const partnerCandidates = async (
  tx: Tx,
  tenantId: number,
  filter: { type: string; keyword?: string; creditCode?: string },
  limit: number,
) =>
  tx
    .select({ id: companies.id, code: companies.code, name: companies.name, creditCode: companies.creditCode })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        eq(companies.enabled, true),
        eq(companies.type, filter.type),
        filter.keyword
          ? or(
              ilike(companies.name, `%${filter.keyword}%`),
              ilike(companies.code, `%${filter.keyword}%`),
              filter.creditCode ? eq(companies.creditCode, filter.creditCode) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(companies.name, companies.id)
    .limit(limit);
