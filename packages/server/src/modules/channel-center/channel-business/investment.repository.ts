// SQL for investment entries and their applications. Every query names the tenant besides RLS.
import { and, arrayOverlaps, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { investmentApplications as apps, investmentEntries as entries } from './channel-business.table.js';

export type EntryRecord = typeof entries.$inferSelect;
export type ApplicationRecord = typeof apps.$inferSelect;
export type NewEntry = Omit<typeof entries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Whose entries a list shows: one manufacturer's, the open ones of all, or every entry (the platform). */
export type EntryScope = { kind: 'owner'; companyId: number } | { kind: 'dealer'; companyId: number } | { kind: 'all' };

export type EntryFilter = {
  tenantId: number;
  scope: EntryScope;
  title?: string | undefined;
  productLineCode?: string | undefined;
  /** any of these region codes (a city and its province) */
  regionCodes?: string[] | undefined;
  status?: string | undefined;
};

const escaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: EntryFilter): SQL | undefined {
  return and(
    eq(entries.tenantId, f.tenantId),
    f.scope.kind === 'owner' ? eq(entries.companyId, f.scope.companyId) : undefined,
    f.scope.kind === 'dealer' ? eq(entries.status, 'open') : undefined,
    f.title ? ilike(entries.title, escaped(f.title)) : undefined,
    f.productLineCode ? eq(entries.productLineCode, f.productLineCode) : undefined,
    f.regionCodes?.length ? arrayOverlaps(entries.regionCodes, f.regionCodes) : undefined,
    f.status ? eq(entries.status, f.status) : undefined,
  );
}

const SORT = { deadline: entries.deadline, createdAt: entries.createdAt, title: entries.title } as const;
export type EntrySort = { field: keyof typeof SORT; order: 'ascend' | 'descend' };

// the outer row's columns, spelled with the table name: inside the subquery a bare id would be the application's
const outerTenant = sql.raw('"investment_entries"."tenant_id"');
const outerId = sql.raw('"investment_entries"."id"');

/** Applications of the entry in all and pending, and the dealer's own status (when the scope is a dealer's). */
const countsOf = (dealerCompanyId: number) => {
  const ofEntry = sql`FROM investment_applications a WHERE a.tenant_id = ${outerTenant} AND a.entry_id = ${outerId}`;
  return {
    applicationCount: sql<number>`(SELECT count(*)::int ${ofEntry})`,
    pendingCount: sql<number>`(SELECT count(*)::int ${ofEntry} AND a.status = 'pending')`,
    myStatus: sql<string | null>`(SELECT a.status ${ofEntry} AND a.dealer_company_id = ${dealerCompanyId})`,
  };
};

export type EntryListRecord = EntryRecord & { applicationCount: number; pendingCount: number; myStatus: string | null };

export async function pageEntries(
  tx: Tx,
  f: EntryFilter,
  sort: EntrySort | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: EntryListRecord[]; total: number }> {
  const where = whereOf(f);
  const [totalRow] = await tx.select({ n: count() }).from(entries).where(where);
  const total = totalRow?.n ?? 0;
  if (total === 0) return { rows: [], total };
  const direction = sort?.order === 'ascend' ? asc : desc;
  const by = sort ? SORT[sort.field] : entries.createdAt;
  const dealer = f.scope.kind === 'dealer' ? f.scope.companyId : 0;
  const rows = await tx
    .select({ entry: entries, ...countsOf(dealer) })
    .from(entries)
    .where(where)
    .orderBy(direction(by), direction(entries.id))
    .limit(limit)
    .offset(offset);
  return {
    rows: rows.map((r) => ({ ...r.entry, applicationCount: r.applicationCount, pendingCount: r.pendingCount, myStatus: r.myStatus })),
    total,
  };
}

export async function findEntry(tx: Tx, tenantId: number, id: number, forUpdate = false): Promise<EntryRecord | undefined> {
  const q = tx
    .select()
    .from(entries)
    .where(and(eq(entries.tenantId, tenantId), eq(entries.id, id)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertEntry(tx: Tx, values: NewEntry): Promise<EntryRecord> {
  const [row] = await tx.insert(entries).values(values).returning();
  return row!;
}

export async function updateEntry(tx: Tx, tenantId: number, id: number, values: Partial<NewEntry>): Promise<EntryRecord> {
  const [row] = await tx
    .update(entries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(entries.tenantId, tenantId), eq(entries.id, id)))
    .returning();
  return row!;
}

export const applicationsOf = (tx: Tx, tenantId: number, entryId: number): Promise<ApplicationRecord[]> =>
  tx
    .select()
    .from(apps)
    .where(and(eq(apps.tenantId, tenantId), eq(apps.entryId, entryId)))
    .orderBy(desc(apps.createdAt), desc(apps.id));

export async function applicationOf(
  tx: Tx,
  tenantId: number,
  entryId: number,
  dealerCompanyId: number,
): Promise<ApplicationRecord | undefined> {
  const [row] = await tx
    .select()
    .from(apps)
    .where(and(eq(apps.tenantId, tenantId), eq(apps.entryId, entryId), eq(apps.dealerCompanyId, dealerCompanyId)));
  return row;
}

export async function findApplication(tx: Tx, tenantId: number, id: number): Promise<ApplicationRecord | undefined> {
  const [row] = await tx
    .select()
    .from(apps)
    .where(and(eq(apps.tenantId, tenantId), eq(apps.id, id)))
    .for('update');
  return row;
}

/** The new application, or undefined when the dealer had applied already (the unique key). */
export async function insertApplication(
  tx: Tx,
  values: { tenantId: number; entryId: number; dealerCompanyId: number; note: string; appliedBy: number },
): Promise<ApplicationRecord | undefined> {
  const [row] = await tx.insert(apps).values(values).onConflictDoNothing().returning();
  return row;
}

/** Decides a pending application; undefined when it was decided meanwhile. */
export async function decideApplication(
  tx: Tx,
  tenantId: number,
  id: number,
  values: { status: 'accepted' | 'rejected'; reason: string; decidedBy: number },
): Promise<ApplicationRecord | undefined> {
  const [row] = await tx
    .update(apps)
    .set({ ...values, decidedAt: new Date() })
    .where(and(eq(apps.tenantId, tenantId), eq(apps.id, id), eq(apps.status, 'pending')))
    .returning();
  return row;
}

/** The manufacturers and product lines of the tenant's open entries (a distributor's search choices). */
export const openEntryLines = (tx: Tx, tenantId: number): Promise<{ companyId: number; productLineCode: string }[]> =>
  tx
    .selectDistinct({ companyId: entries.companyId, productLineCode: entries.productLineCode })
    .from(entries)
    .where(and(eq(entries.tenantId, tenantId), eq(entries.status, 'open')))
    .orderBy(entries.productLineCode);
