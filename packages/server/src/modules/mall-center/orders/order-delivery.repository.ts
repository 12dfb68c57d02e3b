// SQL the order's shipments, receipts and payments write: delivery notices with their lines, pay bills,
// and the stock batches a shipment takes from (supplier) or a receipt adds to (buyer).
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { mallStockBatches as sb, mallWarehouses as wh } from '../catalogue/catalogue.table.js';
import { mallDeliveryNoticeLines as nl, mallDeliveryNotices as n, mallPayBills as pb } from './orders.table.js';

export type NoticeRow = typeof n.$inferSelect;
export type NoticeLineRow = typeof nl.$inferSelect;

export const noticeLinesOf = (tx: Tx, tenantId: number, noticeIds: number[]): Promise<NoticeLineRow[]> =>
  noticeIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(nl)
        .where(and(eq(nl.tenantId, tenantId), inArray(nl.noticeId, noticeIds)))
        .orderBy(asc(nl.noticeId), asc(nl.id));

export const insertNotice = async (
  tx: Tx,
  values: typeof n.$inferInsert,
  lines: Omit<typeof nl.$inferInsert, 'tenantId' | 'noticeId'>[],
): Promise<NoticeRow> => {
  const [notice] = await tx.insert(n).values(values).returning();
  await tx.insert(nl).values(lines.map((l) => ({ ...l, tenantId: values.tenantId, noticeId: notice!.id })));
  return notice!;
};

/** A notice of the order not yet received, locked. */
export const lockOpenNotice = async (tx: Tx, tenantId: number, orderId: number, noticeId: number): Promise<NoticeRow | undefined> =>
  (
    await tx
      .select()
      .from(n)
      .where(and(eq(n.tenantId, tenantId), eq(n.orderId, orderId), eq(n.id, noticeId), eq(n.status, 'shipped')))
      .for('update')
  )[0];

export const markReceived = async (tx: Tx, tenantId: number, noticeId: number, userId: number | null) => {
  await tx
    .update(n)
    .set({ status: 'received', receivedBy: userId, receivedAt: new Date() })
    .where(and(eq(n.tenantId, tenantId), eq(n.id, noticeId)));
};

export const insertPayBill = async (tx: Tx, values: typeof pb.$inferInsert) => {
  await tx.insert(pb).values(values);
};

export type BatchRow = {
  id: number;
  warehouseId: number;
  productCode: string;
  batchNo: string;
  serialNo: string | null;
  expiryDate: string;
  quantity: number;
  expired: boolean;
};

/** Stock batches among ids that lie in a warehouse of the company; expired: before the tenant's day 'YYYY-MM-DD'. */
export async function companyBatches(
  tx: Tx,
  tenantId: number,
  companyId: number,
  ids: number[],
  today: string,
): Promise<Map<number, BatchRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: sb.id,
      warehouseId: sb.warehouseId,
      productCode: sb.productCode,
      batchNo: sb.batchNo,
      serialNo: sb.serialNo,
      expiryDate: sb.expiryDate,
      quantity: sb.quantity,
      expired: sql<boolean>`${sb.expiryDate} < ${today}::date`,
    })
    .from(sb)
    .innerJoin(wh, and(eq(wh.tenantId, sb.tenantId), eq(wh.id, sb.warehouseId)))
    .where(and(eq(sb.tenantId, tenantId), eq(wh.companyId, companyId), inArray(sb.id, ids)));
  return new Map(rows.map((r) => [r.id, { ...r, expired: Boolean(r.expired) }]));
}

/** Takes n from a batch when it holds that many; false (nothing changed) when it does not. */
export const takeFromBatch = async (tx: Tx, tenantId: number, batchId: number, qty: number): Promise<boolean> =>
  (
    await tx
      .update(sb)
      .set({ quantity: sql`${sb.quantity} - ${qty}`, updatedAt: new Date() })
      .where(and(eq(sb.tenantId, tenantId), eq(sb.id, batchId), gte(sb.quantity, qty)))
      .returning({ id: sb.id })
  ).length > 0;

export const companyWarehouse = async (tx: Tx, tenantId: number, companyId: number, houseCode: string) =>
  (
    await tx
      .select({ id: wh.id })
      .from(wh)
      .where(and(eq(wh.tenantId, tenantId), eq(wh.companyId, companyId), eq(wh.houseCode, houseCode)))
  )[0];

/** Adds received goods to a warehouse: onto the row of the same product, batch, serial and expiry, or a new row. */
export async function addStock(
  tx: Tx,
  tenantId: number,
  warehouseId: number,
  s: { productCode: string; batchNo: string; serialNo: string | null; expiryDate: string; quantity: number },
) {
  const same = and(
    eq(sb.tenantId, tenantId),
    eq(sb.warehouseId, warehouseId),
    eq(sb.productCode, s.productCode),
    eq(sb.batchNo, s.batchNo),
    s.serialNo === null ? isNull(sb.serialNo) : eq(sb.serialNo, s.serialNo),
    eq(sb.expiryDate, s.expiryDate),
  );
  const [row] = await tx.select({ id: sb.id }).from(sb).where(same).orderBy(asc(sb.id)).limit(1).for('update');
  if (row)
    await tx
      .update(sb)
      .set({ quantity: sql`${sb.quantity} + ${s.quantity}`, updatedAt: new Date() })
      .where(and(eq(sb.tenantId, tenantId), eq(sb.id, row.id)));
  else await tx.insert(sb).values({ tenantId, warehouseId, ...s });
}
