// SQL for fill-up orders: mall_orders rows of type 'fillup' (buyer = the holder of the consigned goods,
// supplier = their supplier) with their lines and events. Reads name the company whose view it is.
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { containsPattern } from '../scope.js';
import { mallOrderEvents as e, mallOrderLines as ol, mallOrders as o } from '../orders/orders.table.js';
import { partyScope, type OrderScope } from '../order-scope.js';
import { mallConsignmentUsages as u } from './consignment.table.js';

/** scope: the session's data scope; own / department narrow reads to the orders it lets through (docs/architecture.md 'Data scopes') */
export type Viewer = { tenantId: number; companyId: number; scope?: OrderScope };

const scoped = (v: Viewer) => (v.scope?.kind === 'users' ? partyScope(v.companyId, v.scope) : undefined);

export type OrderRow = typeof o.$inferSelect;
export type LineRow = typeof ol.$inferSelect;
export type NewOrder = Omit<typeof o.$inferInsert, 'tenantId' | 'orderType'>;
export type NewLine = Omit<typeof ol.$inferInsert, 'tenantId' | 'orderId'>;

const fillupOf = (v: Viewer, where: SQL) =>
  and(
    eq(o.tenantId, v.tenantId),
    eq(o.orderType, 'fillup'),
    or(eq(o.buyerCompanyId, v.companyId), eq(o.supplierCompanyId, v.companyId)),
    scoped(v),
    where,
  );

/** The fill-up order when the company is its holder or supplier; locked for an update when asked. */
export async function fillupById(tx: Tx, v: Viewer, orderId: number, lock = false): Promise<OrderRow | undefined> {
  const q = tx
    .select()
    .from(o)
    .where(fillupOf(v, eq(o.id, orderId)));
  return (lock ? await q.for('update') : await q)[0];
}

export const linesOf = (tx: Tx, tenantId: number, orderId: number) =>
  tx
    .select()
    .from(ol)
    .where(and(eq(ol.tenantId, tenantId), eq(ol.orderId, orderId)))
    .orderBy(ol.lineNo);

export async function insertFillup(tx: Tx, tenantId: number, order: NewOrder, lines: NewLine[]): Promise<number> {
  const [row] = await tx
    .insert(o)
    .values({ ...order, tenantId, orderType: 'fillup' })
    .returning({ id: o.id });
  await tx.insert(ol).values(lines.map((l) => ({ ...l, tenantId, orderId: row!.id })));
  return row!.id;
}

export async function insertEvent(tx: Tx, tenantId: number, event: Omit<typeof e.$inferInsert, 'tenantId'>) {
  await tx.insert(e).values({ ...event, tenantId });
}

export async function setLineQuantity(tx: Tx, tenantId: number, line: LineRow, quantity: number) {
  await tx
    .update(ol)
    .set({ quantity, amountFen: quantity * line.priceFen })
    .where(and(eq(ol.tenantId, tenantId), eq(ol.id, line.id)));
}

export async function deleteLines(tx: Tx, tenantId: number, lineIds: number[]) {
  if (lineIds.length) await tx.delete(ol).where(and(eq(ol.tenantId, tenantId), inArray(ol.id, lineIds)));
}

/** Saves the header with a new total and the next version. */
export async function updateHeader(tx: Tx, tenantId: number, orderId: number, set: Partial<NewOrder>) {
  const [total] = await tx
    .select({ fen: sql<number>`coalesce(sum(${ol.amountFen}), 0)` })
    .from(ol)
    .where(and(eq(ol.tenantId, tenantId), eq(ol.orderId, orderId)));
  await tx
    .update(o)
    .set({ ...set, totalFen: Number(total?.fen ?? 0), version: sql`${o.version} + 1`, updatedAt: new Date() })
    .where(and(eq(o.tenantId, tenantId), eq(o.id, orderId)));
}

export type FillupFilter = {
  orderCode?: string;
  statuses?: string[];
  role?: 'holder' | 'supplier';
  from?: Date;
  /** exclusive */ to?: Date;
};

export async function pageFillups(tx: Tx, v: Viewer, f: FillupFilter, pageNum: number, pageSize: number) {
  const where = and(
    eq(o.tenantId, v.tenantId),
    eq(o.orderType, 'fillup'),
    f.role === 'holder'
      ? eq(o.buyerCompanyId, v.companyId)
      : f.role === 'supplier'
        ? eq(o.supplierCompanyId, v.companyId)
        : or(eq(o.buyerCompanyId, v.companyId), eq(o.supplierCompanyId, v.companyId)),
    scoped(v),
    f.orderCode ? ilike(o.orderCode, containsPattern(f.orderCode)) : undefined,
    f.statuses?.length ? inArray(o.status, f.statuses) : undefined,
    f.from ? gte(o.createdAt, f.from) : undefined,
    f.to ? lt(o.createdAt, f.to) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(o).where(where);
  const rows = await tx
    .select()
    .from(o)
    .where(where)
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** Line count, total quantity and covered usages of each order. */
export async function statsOf(tx: Tx, tenantId: number, orderIds: number[]) {
  const stats = new Map<number, { lineCount: number; totalQuantity: number; usageCount: number }>();
  if (orderIds.length === 0) return stats;
  const lines = await tx
    .select({ orderId: ol.orderId, n: count(), quantity: sql<number>`sum(${ol.quantity})::int` })
    .from(ol)
    .where(and(eq(ol.tenantId, tenantId), inArray(ol.orderId, orderIds)))
    .groupBy(ol.orderId);
  const usages = await tx
    .select({ orderId: u.fillupOrderId, n: count() })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), inArray(u.fillupOrderId, orderIds)))
    .groupBy(u.fillupOrderId);
  for (const id of orderIds) {
    const l = lines.find((r) => r.orderId === id);
    stats.set(id, {
      lineCount: l?.n ?? 0,
      totalQuantity: Number(l?.quantity ?? 0),
      usageCount: usages.find((r) => r.orderId === id)?.n ?? 0,
    });
  }
  return stats;
}
