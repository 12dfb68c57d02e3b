// SQL of channel business records (渠道商务). Every read names its viewer: a company sees the records it is
// the manufacturer or the dealer of; the platform (viewer null) every record of the tenant.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { channelBusinessRecords as r } from './channel-business.table.js';

export type RecordRow = typeof r.$inferSelect;
export type RecordValues = Pick<
  typeof r.$inferInsert,
  'companyId' | 'dealerCompanyId' | 'productLineCode' | 'regionCodes' | 'tier' | 'validFrom' | 'validTo' | 'remark' | 'createdBy'
>;

export type RecordFilter = {
  tenantId: number;
  viewer: number | null;
  /** ids of dealers / manufacturers matching a name search; [] matches nothing */
  dealerIds?: number[];
  manufacturerIds?: number[];
  productLineCode?: string;
  regionCode?: string;
  tier?: number;
  status?: string;
};

const visible = (tenantId: number, viewer: number | null): SQL =>
  and(eq(r.tenantId, tenantId), viewer === null ? undefined : or(eq(r.companyId, viewer), eq(r.dealerCompanyId, viewer)))!;

const idsIn = (column: typeof r.dealerCompanyId | typeof r.companyId, ids: number[] | undefined) =>
  ids === undefined ? undefined : inArray(column, ids.length ? ids : [0]);

function where(f: RecordFilter): SQL {
  return and(
    visible(f.tenantId, f.viewer),
    idsIn(r.dealerCompanyId, f.dealerIds),
    idsIn(r.companyId, f.manufacturerIds),
    f.productLineCode ? eq(r.productLineCode, f.productLineCode) : undefined,
    // a province also matches the records naming one of its cities
    f.regionCode
      ? f.regionCode.endsWith('0000')
        ? sql`EXISTS (SELECT 1 FROM unnest(${r.regionCodes}) AS rc(code) WHERE left(rc.code, 2) = ${f.regionCode.slice(0, 2)})`
        : sql`(${f.regionCode} = ANY(${r.regionCodes}) OR ${`${f.regionCode.slice(0, 2)}0000`} = ANY(${r.regionCodes}))`
      : undefined,
    f.tier !== undefined ? eq(r.tier, f.tier) : undefined,
    f.status ? eq(r.status, f.status) : undefined,
  )!;
}

export type RecordSort = { field: 'updatedAt' | 'validTo'; order: 'ascend' | 'descend' };

export async function pageRecords(tx: Tx, f: RecordFilter, sort: RecordSort, limit: number, offset: number) {
  const w = where(f);
  const [{ n }] = (await tx.select({ n: count() }).from(r).where(w)) as [{ n: number }];
  const column = sort.field === 'validTo' ? r.validTo : r.updatedAt;
  const rows = await tx
    .select()
    .from(r)
    .where(w)
    .orderBy(sort.order === 'ascend' ? sql`${column} ASC NULLS LAST` : sql`${column} DESC NULLS LAST`, desc(r.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(n) };
}

export async function recordById(tx: Tx, tenantId: number, viewer: number | null, id: number): Promise<RecordRow | undefined> {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(visible(tenantId, viewer), eq(r.id, id)));
  return row;
}

export async function recordOf(tx: Tx, tenantId: number, companyId: number, dealerCompanyId: number, productLineCode: string) {
  const [row] = await tx
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.companyId, companyId),
        eq(r.dealerCompanyId, dealerCompanyId),
        eq(r.productLineCode, productLineCode),
      ),
    );
  return row;
}

export async function insertRecord(tx: Tx, tenantId: number, v: RecordValues): Promise<RecordRow> {
  const [row] = await tx
    .insert(r)
    .values({ tenantId, ...v })
    .returning();
  return row!;
}

export async function setStatus(tx: Tx, tenantId: number, id: number, status: string): Promise<RecordRow> {
  const [row] = await tx
    .update(r)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
    .returning();
  return row!;
}

/** Product line codes of the records the viewer sees (the choices of a distributor's or the platform's filter). */
export async function lineCodesSeen(tx: Tx, tenantId: number, viewer: number | null): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ code: r.productLineCode })
    .from(r)
    .where(visible(tenantId, viewer))
    .orderBy(asc(r.productLineCode));
  return rows.map((x) => x.code);
}
