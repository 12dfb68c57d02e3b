// SQL for the trading history between two companies: the orders one placed with the other, either
// direction, once past the buyer's own stages (drafts and orders waiting for approval are no trade yet).
import { and, count, desc, eq, max, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { pastBuyer } from '../order-scope.js';
import { mallOrders as o } from './orders.table.js';

const between = (tenantId: number, a: number, b: number) =>
  and(
    eq(o.tenantId, tenantId),
    or(and(eq(o.buyerCompanyId, a), eq(o.supplierCompanyId, b)), and(eq(o.buyerCompanyId, b), eq(o.supplierCompanyId, a))),
    pastBuyer(),
  );

export async function tradePage(tx: Tx, tenantId: number, a: number, b: number, pageNum: number, pageSize: number) {
  const where = between(tenantId, a, b);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(o).where(where);
  const rows = await tx
    .select({
      id: o.id,
      orderCode: o.orderCode,
      orderType: o.orderType,
      buyerCompanyId: o.buyerCompanyId,
      status: o.status,
      totalFen: o.totalFen,
      createdAt: o.createdAt,
      submittedAt: o.submittedAt,
    })
    .from(o)
    .where(where)
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total };
}

/** Counts per direction, the amount of the orders not cancelled or rejected, and the newest order's time. */
export async function tradeTotals(tx: Tx, tenantId: number, a: number, b: number) {
  const [row] = await tx
    .select({
      orderCount: count(),
      buyCount: sql<number>`count(*) FILTER (WHERE ${o.buyerCompanyId} = ${a})`.mapWith(Number),
      totalFen: sql<number>`coalesce(sum(${o.totalFen}) FILTER (WHERE ${notInArray(o.status, ['cancelled', 'rejected'])}), 0)`.mapWith(
        Number,
      ),
      lastOrderAt: max(o.createdAt),
    })
    .from(o)
    .where(between(tenantId, a, b));
  return row ?? { orderCount: 0, buyCount: 0, totalFen: 0, lastOrderAt: null };
}
