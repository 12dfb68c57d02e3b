// SQL reading delivery notices and pay bills (written by the order operations of orders/): every
// read names the company whose view it is, as either party of the notice or bill.
import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { containsPattern } from '../scope.js';
import {
  mallDeliveryNoticeLines as l,
  mallDeliveryNotices as n,
  mallOrderLines as ol,
  mallOrders as o,
  mallPayBills as b,
} from '../orders/orders.table.js';
import { partyScope, type OrderScope } from '../order-scope.js';

/** scope: the session's data scope; own / department narrow the list to the orders it lets through (docs/architecture.md 'Data scopes') */
export type Viewer = { tenantId: number; companyId: number; scope?: OrderScope };

/** The data scope on the notice's or bill's order (joined as mall_orders); related companies' are not listed here. */
const scoped = (v: Viewer) => (v.scope?.kind === 'users' ? partyScope(v.companyId, v.scope) : undefined);
export type Range = { from?: Date; /** exclusive */ to?: Date };
export type NoticeFilter = { orderCode?: string; noticeCode?: string; status?: string; shipped: Range };

const noticeOrder = and(eq(o.tenantId, n.tenantId), eq(o.id, n.orderId));

const noticeWhere = (v: Viewer, f: NoticeFilter) =>
  and(
    eq(n.tenantId, v.tenantId),
    or(eq(n.buyerCompanyId, v.companyId), eq(n.supplierCompanyId, v.companyId)),
    scoped(v),
    f.orderCode ? ilike(o.orderCode, containsPattern(f.orderCode)) : undefined,
    f.noticeCode ? ilike(n.noticeCode, containsPattern(f.noticeCode)) : undefined,
    f.status ? eq(n.status, f.status) : undefined,
    f.shipped.from ? gte(n.shippedAt, f.shipped.from) : undefined,
    f.shipped.to ? lt(n.shippedAt, f.shipped.to) : undefined,
  );

export async function pageNotices(tx: Tx, v: Viewer, f: NoticeFilter, pageNum: number, pageSize: number) {
  const where = noticeWhere(v, f);
  const [total] = await tx.select({ n: count() }).from(n).innerJoin(o, noticeOrder).where(where);
  const rows = await tx
    .select({
      id: n.id,
      noticeCode: n.noticeCode,
      orderId: n.orderId,
      orderCode: o.orderCode,
      buyerCompanyId: n.buyerCompanyId,
      supplierCompanyId: n.supplierCompanyId,
      carryWay: n.carryWay,
      trackingNo: n.trackingNo,
      status: n.status,
      memo: n.memo,
      shippedAt: n.shippedAt,
      receivedAt: n.receivedAt,
      lineCount: sql<number>`(SELECT count(*) FROM ${l} WHERE ${l.tenantId} = ${n.tenantId} AND ${l.noticeId} = ${n.id})::int`,
      totalQuantity: sql<number>`(SELECT coalesce(sum(${l.quantity}), 0) FROM ${l}
                                   WHERE ${l.tenantId} = ${n.tenantId} AND ${l.noticeId} = ${n.id})::int`,
    })
    .from(n)
    .innerJoin(o, noticeOrder)
    .where(where)
    .orderBy(desc(n.shippedAt), desc(n.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** The notice's id when the company is a party to it and its order is in the session's scope. */
export const visibleNotice = async (tx: Tx, v: Viewer, noticeId: number) =>
  (
    await tx
      .select({ id: n.id })
      .from(n)
      .innerJoin(o, noticeOrder)
      .where(
        and(
          eq(n.tenantId, v.tenantId),
          eq(n.id, noticeId),
          or(eq(n.buyerCompanyId, v.companyId), eq(n.supplierCompanyId, v.companyId)),
          scoped(v),
        ),
      )
  )[0];

export const noticeLines = (tx: Tx, tenantId: number, noticeId: number) =>
  tx
    .select({
      id: l.id,
      orderLineId: l.orderLineId,
      productCode: l.productCode,
      productName: l.productName,
      specification: sql<string>`coalesce(${ol.specification}, '')`,
      unit: sql<string>`coalesce(${ol.unit}, '')`,
      batchNo: l.batchNo,
      serialNo: l.serialNo,
      expiryDate: l.expiryDate,
      quantity: l.quantity,
    })
    .from(l)
    .leftJoin(ol, and(eq(ol.tenantId, l.tenantId), eq(ol.id, l.orderLineId)))
    .where(and(eq(l.tenantId, tenantId), eq(l.noticeId, noticeId)))
    .orderBy(l.productCode, l.batchNo, l.serialNo, l.id);

export type BillFilter = { billCode?: string; orderCode?: string; kind?: string; paid: Range };

export async function pageBills(tx: Tx, v: Viewer, f: BillFilter, pageNum: number, pageSize: number) {
  const join = and(eq(o.tenantId, b.tenantId), eq(o.id, b.orderId));
  const where = and(
    eq(b.tenantId, v.tenantId),
    or(eq(b.payerCompanyId, v.companyId), eq(b.payeeCompanyId, v.companyId)),
    scoped(v),
    f.billCode ? ilike(b.billCode, containsPattern(f.billCode)) : undefined,
    f.orderCode ? ilike(o.orderCode, containsPattern(f.orderCode)) : undefined,
    f.kind ? eq(b.kind, f.kind) : undefined,
    f.paid.from ? gte(b.paidAt, f.paid.from) : undefined,
    f.paid.to ? lt(b.paidAt, f.paid.to) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(b).innerJoin(o, join).where(where);
  const rows = await tx
    .select({
      id: b.id,
      billCode: b.billCode,
      orderId: b.orderId,
      orderCode: o.orderCode,
      payerCompanyId: b.payerCompanyId,
      payeeCompanyId: b.payeeCompanyId,
      kind: b.kind,
      amountFen: b.amountFen,
      payMethod: b.payMethod,
      memo: b.memo,
      paidAt: b.paidAt,
    })
    .from(b)
    .innerJoin(o, join)
    .where(where)
    .orderBy(desc(b.paidAt), desc(b.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}
