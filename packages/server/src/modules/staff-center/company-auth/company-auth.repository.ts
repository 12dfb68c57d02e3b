// SQL of company authentication: the submissions with the names they are shown under, the company's
// authentication state (companies.approve_status, credit code, name, type) and its users.
import { and, count, desc, eq, ilike, isNotNull, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import { contains } from '../admin/like.js';
import { companies } from '../tenancy/tenancy.table.js';
import { positions, users } from '../users/users.table.js';
import { companyAuthentications } from './company-auth.table.js';

export type CompanyAuthRow = typeof companyAuthentications.$inferSelect;

export type CompanyAuthView = CompanyAuthRow & {
  companyCode: string;
  currentCompanyName: string;
  submitterName: string;
  submitterLoginName: string;
  submitterPhone: string | null;
  decidedByName: string;
};

export type CompanyAuthListFilter = {
  companyId?: number | undefined;
  status?: string | undefined;
  companyType?: string | undefined;
  companyName?: string | undefined;
  creditCode?: string | undefined;
  /** only submissions carrying a video statement */
  withVideo?: boolean | undefined;
};

const submitter = alias(users, 'submitter');
const decider = alias(users, 'decider');

const viewQuery = (tx: Tx, where: SQL | undefined) =>
  tx
    .select({
      row: companyAuthentications,
      companyCode: companies.code,
      currentCompanyName: companies.name,
      submitterName: submitter.realName,
      submitterLogin: submitter.userName,
      submitterPhone: submitter.phone,
      deciderName: decider.realName,
      deciderLogin: decider.userName,
    })
    .from(companyAuthentications)
    .innerJoin(companies, and(eq(companies.tenantId, companyAuthentications.tenantId), eq(companies.id, companyAuthentications.companyId)))
    .leftJoin(submitter, and(eq(submitter.tenantId, companyAuthentications.tenantId), eq(submitter.id, companyAuthentications.submittedBy)))
    .leftJoin(decider, and(eq(decider.tenantId, companyAuthentications.tenantId), eq(decider.id, companyAuthentications.decidedBy)))
    .where(where);

type ViewRecord = Awaited<ReturnType<typeof viewQuery>>[number];

const viewOf = (r: ViewRecord): CompanyAuthView => ({
  ...r.row,
  companyCode: r.companyCode,
  currentCompanyName: r.currentCompanyName,
  submitterName: r.submitterName || r.submitterLogin || '',
  submitterLoginName: r.submitterLogin ?? '',
  submitterPhone: r.submitterPhone,
  decidedByName: r.deciderName || r.deciderLogin || '',
});

const whereOf = (tenantId: number, f: CompanyAuthListFilter): SQL | undefined =>
  and(
    eq(companyAuthentications.tenantId, tenantId),
    f.companyId === undefined ? undefined : eq(companyAuthentications.companyId, f.companyId),
    f.status === undefined ? undefined : eq(companyAuthentications.status, f.status),
    f.companyType ? eq(companyAuthentications.companyType, f.companyType) : undefined,
    f.companyName ? ilike(companyAuthentications.companyName, contains(f.companyName)) : undefined,
    f.creditCode ? ilike(companyAuthentications.creditCode, contains(f.creditCode.toUpperCase())) : undefined,
    f.withVideo ? isNotNull(companyAuthentications.videoFileCode) : undefined,
  );

export async function findAuth(tx: Tx, tenantId: number, id: number): Promise<CompanyAuthView | undefined> {
  const [r] = await viewQuery(tx, and(eq(companyAuthentications.tenantId, tenantId), eq(companyAuthentications.id, id))).limit(1);
  return r && viewOf(r);
}

/** The submission locked for a state change. */
export async function lockAuth(tx: Tx, tenantId: number, id: number): Promise<CompanyAuthRow | undefined> {
  const [r] = await tx
    .select()
    .from(companyAuthentications)
    .where(and(eq(companyAuthentications.tenantId, tenantId), eq(companyAuthentications.id, id)))
    .for('update');
  return r;
}

export async function pageAuths(tx: Tx, tenantId: number, f: CompanyAuthListFilter, pageNum: number, pageSize: number) {
  const where = whereOf(tenantId, f);
  const rows = await viewQuery(tx, where)
    .orderBy(desc(companyAuthentications.createdAt), desc(companyAuthentications.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(companyAuthentications).where(where);
  return { rows: rows.map(viewOf), total: total?.n ?? 0 };
}

export async function listAuths(tx: Tx, tenantId: number, f: CompanyAuthListFilter, limit: number): Promise<CompanyAuthView[]> {
  const rows = await viewQuery(tx, whereOf(tenantId, f))
    .orderBy(desc(companyAuthentications.createdAt), desc(companyAuthentications.id))
    .limit(limit);
  return rows.map(viewOf);
}

/** The company's latest submission that is not cancelled. */
export async function latestAuthOf(tx: Tx, tenantId: number, companyId: number): Promise<CompanyAuthView | undefined> {
  const [r] = await viewQuery(
    tx,
    and(
      eq(companyAuthentications.tenantId, tenantId),
      eq(companyAuthentications.companyId, companyId),
      ne(companyAuthentications.status, 'cancelled'),
    ),
  )
    .orderBy(desc(companyAuthentications.createdAt), desc(companyAuthentications.id))
    .limit(1);
  return r && viewOf(r);
}

export async function pendingAuthOf(tx: Tx, tenantId: number, companyId: number): Promise<CompanyAuthRow | undefined> {
  const [r] = await tx
    .select()
    .from(companyAuthentications)
    .where(
      and(
        eq(companyAuthentications.tenantId, tenantId),
        eq(companyAuthentications.companyId, companyId),
        eq(companyAuthentications.status, 'pending'),
      ),
    )
    .limit(1);
  return r;
}

/** The company's latest decided submission (approved or rejected): what its status was before a new one. */
export async function lastDecidedOf(tx: Tx, tenantId: number, companyId: number, exceptId: number): Promise<CompanyAuthRow | undefined> {
  const rows = await tx
    .select()
    .from(companyAuthentications)
    .where(
      and(
        eq(companyAuthentications.tenantId, tenantId),
        eq(companyAuthentications.companyId, companyId),
        ne(companyAuthentications.id, exceptId),
        isNotNull(companyAuthentications.decidedAt),
      ),
    )
    .orderBy(desc(companyAuthentications.decidedAt), desc(companyAuthentications.id))
    .limit(5);
  return rows.find((r) => r.status === 'approved' || r.status === 'rejected');
}

export async function insertAuth(tx: Tx, values: typeof companyAuthentications.$inferInsert): Promise<CompanyAuthRow> {
  const [row] = await tx.insert(companyAuthentications).values(values).returning();
  return row!;
}

export async function updateAuth(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<typeof companyAuthentications.$inferInsert>,
): Promise<CompanyAuthRow> {
  const [row] = await tx
    .update(companyAuthentications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(companyAuthentications.tenantId, tenantId), eq(companyAuthentications.id, id)))
    .returning();
  return row!;
}

export type CompanyState = {
  id: number;
  code: string;
  name: string;
  type: string;
  creditCode: string | null;
  approveStatus: string | null;
};

export async function companyState(tx: Tx, tenantId: number, companyId: number): Promise<CompanyState | undefined> {
  const [r] = await tx
    .select({
      id: companies.id,
      code: companies.code,
      name: companies.name,
      type: companies.type,
      creditCode: companies.creditCode,
      approveStatus: companies.approveStatus,
    })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
    .limit(1);
  return r;
}

/** Another company of the tenant holding this credit code, if any. */
export async function creditCodeHolder(tx: Tx, tenantId: number, creditCode: string, exceptCompanyId: number) {
  const [r] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.creditCode, creditCode), ne(companies.id, exceptCompanyId)))
    .limit(1);
  return r;
}

export async function setCompanyAuthState(
  tx: Tx,
  tenantId: number,
  companyId: number,
  values: { approveStatus: string; creditCode?: string; name?: string; type?: string },
): Promise<void> {
  await tx
    .update(companies)
    .set(values)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
}

/** The users with a seat in the company (their cached sessions carry its approveStatus). */
export async function companyUserIds(tx: Tx, tenantId: number, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: positions.userId })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId)));
  return [...new Set(rows.map((r) => r.userId))];
}
