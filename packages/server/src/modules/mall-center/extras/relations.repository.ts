// SQL for relations between orders, and the reads of mall_orders they need. Every read of an order
// names the viewing company, which must be its buyer or its supplier; an order waiting for its buyer
// company's submit approval is the buyer's alone.
import { and, count, desc, eq, ilike, inArray, ne, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { mallOrders as o } from '../orders/orders.table.js';
import { containsPattern } from '../scope.js';
import { mallOrderRelations as r } from './extras.table.js';

export type Viewer = { tenantId: number; companyId: number };

const notApproving = (): SQL => ne(o.status, 'approving');

const partyOf = (v: Viewer): SQL =>
  and(eq(o.tenantId, v.tenantId), or(eq(o.buyerCompanyId, v.companyId), and(eq(o.supplierCompanyId, v.companyId), notApproving())))!;

const brief = {
  orderId: o.id,
  orderCode: o.orderCode,
  orderType: o.orderType,
  status: o.status,
  totalFen: o.totalFen,
  createdAt: o.createdAt,
};
export type OrderRow = { orderId: number; orderCode: string; orderType: string; status: string; totalFen: number; createdAt: Date };
export type PartyOrderRow = OrderRow & { buyerCompanyId: number; supplierCompanyId: number };

/** The orders among ids the viewer is a party to. */
export const visibleOrders = (tx: Tx, v: Viewer, ids: number[]): Promise<PartyOrderRow[]> =>
  tx
    .select({ ...brief, buyerCompanyId: o.buyerCompanyId, supplierCompanyId: o.supplierCompanyId })
    .from(o)
    .where(and(partyOf(v), inArray(o.id, ids)));

export const orderByCode = async (tx: Tx, v: Viewer, orderCode: string) =>
  (
    await tx
      .select({ orderId: o.id, status: o.status })
      .from(o)
      .where(and(partyOf(v), eq(o.orderCode, orderCode)))
  )[0];

/** Serialises relation writes between one buyer and one supplier: two calls relating A–B and B–A would both insert. */
export const lockParties = async (tx: Tx, tenantId: number, buyerCompanyId: number, supplierCompanyId: number) => {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mall-relate:${tenantId}:${buyerCompanyId}:${supplierCompanyId}`}, 0))`,
  );
};

/** Ids of the orders already related with orderId, either way round. */
export async function relatedIds(tx: Tx, tenantId: number, orderId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ a: r.orderId, b: r.relatedOrderId })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), or(eq(r.orderId, orderId), eq(r.relatedOrderId, orderId))));
  return new Set(rows.map((x) => (x.a === orderId ? x.b : x.a)));
}

export async function insertRelations(
  tx: Tx,
  tenantId: number,
  orderId: number,
  relatedOrderIds: number[],
  kind: string,
  createdBy: number,
) {
  if (relatedOrderIds.length === 0) return 0;
  return (
    await tx
      .insert(r)
      .values(relatedOrderIds.map((relatedOrderId) => ({ tenantId, orderId, relatedOrderId, kind, createdBy })))
      .onConflictDoNothing()
      .returning({ id: r.relatedOrderId })
  ).length;
}

export type RelatedRow = OrderRow & { kind: string; direction: 'to' | 'from'; relatedAt: Date };

/** The orders related with orderId (both directions) that the viewer is a party to, oldest relation first. */
export async function pageRelated(tx: Tx, v: Viewer, orderId: number, paging?: { pageNum: number; pageSize: number }) {
  const outgoing = sql`${r.orderId} = ${orderId}`;
  const join = and(eq(o.tenantId, r.tenantId), eq(o.id, sql`CASE WHEN ${outgoing} THEN ${r.relatedOrderId} ELSE ${r.orderId} END`));
  const where = and(eq(r.tenantId, v.tenantId), or(eq(r.orderId, orderId), eq(r.relatedOrderId, orderId)), partyOf(v));
  const query = tx
    .select({
      ...brief,
      kind: r.kind,
      direction: sql<'to' | 'from'>`CASE WHEN ${outgoing} THEN 'to' ELSE 'from' END`,
      relatedAt: r.createdAt,
    })
    .from(r)
    .innerJoin(o, join)
    .where(where)
    .orderBy(r.createdAt, o.id);
  if (!paging) {
    const rows: RelatedRow[] = await query;
    return { rows, total: rows.length };
  }
  const [total] = await tx.select({ n: count() }).from(r).innerJoin(o, join).where(where);
  const rows: RelatedRow[] = await query.limit(paging.pageSize).offset((paging.pageNum - 1) * paging.pageSize);
  return { rows, total: total?.n ?? 0 };
}

export type CandidateFilter = { statuses?: readonly string[]; excludeStatuses?: readonly string[]; orderCode?: string };

/**
 * Orders of main's buyer and supplier, other than main and not related with it yet, newest first; a
 * supplier viewer sees none waiting for the buyer's approval.
 */
export async function pageCandidates(tx: Tx, main: PartyOrderRow, v: Viewer, f: CandidateFilter, pageNum: number, pageSize: number) {
  const tenantId = v.tenantId;
  const pair = tx
    .select({ x: sql`1` })
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        or(and(eq(r.orderId, main.orderId), eq(r.relatedOrderId, o.id)), and(eq(r.orderId, o.id), eq(r.relatedOrderId, main.orderId))),
      ),
    );
  const where = and(
    eq(o.tenantId, tenantId),
    eq(o.buyerCompanyId, main.buyerCompanyId),
    eq(o.supplierCompanyId, main.supplierCompanyId),
    ne(o.id, main.orderId),
    main.buyerCompanyId === v.companyId ? undefined : notApproving(),
    f.statuses ? inArray(o.status, [...f.statuses]) : undefined,
    f.excludeStatuses ? notInArray(o.status, [...f.excludeStatuses]) : undefined,
    f.orderCode ? ilike(o.orderCode, containsPattern(f.orderCode)) : undefined,
    notExists(pair),
  );
  const [total] = await tx.select({ n: count() }).from(o).where(where);
  const rows: OrderRow[] = await tx
    .select(brief)
    .from(o)
    .where(where)
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}
