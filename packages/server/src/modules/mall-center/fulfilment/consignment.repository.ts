// SQL for consigned goods and their usage. A consigned row is visible to its holder and its supplier;
// usage is reported by the holder only, under a row lock on the item.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { containsPattern } from '../scope.js';
import { mallDeliveryNoticeLines as nl, mallDeliveryNotices as n, mallOrderLines as ol, mallOrders as o } from '../orders/orders.table.js';
import { mallConsignmentItems as i, mallConsignmentUsages as u } from './consignment.table.js';

export type Viewer = { tenantId: number; companyId: number };
export type ItemRow = typeof i.$inferSelect;

export const itemScope = (v: Viewer): SQL =>
  and(eq(i.tenantId, v.tenantId), or(eq(i.holderCompanyId, v.companyId), eq(i.supplierCompanyId, v.companyId)))!;

export type ProductFilter = { productCode?: string; keyword?: string; supplierCompanyId?: number; holderCompanyId?: number };

const productWhere = (v: Viewer, p: ProductFilter) =>
  and(
    itemScope(v),
    p.productCode ? eq(i.productCode, p.productCode) : undefined,
    p.keyword
      ? or(
          ilike(i.productCode, containsPattern(p.keyword)),
          ilike(i.productName, containsPattern(p.keyword)),
          ilike(i.specification, containsPattern(p.keyword)),
        )
      : undefined,
    p.supplierCompanyId !== undefined ? eq(i.supplierCompanyId, p.supplierCompanyId) : undefined,
    p.holderCompanyId !== undefined ? eq(i.holderCompanyId, p.holderCompanyId) : undefined,
  );

/** One row per product, supplier and holder, summed over batches and serial numbers. */
export async function pageProducts(tx: Tx, v: Viewer, p: ProductFilter, pageNum: number, pageSize: number) {
  const grouped = tx
    .select({
      productCode: i.productCode,
      supplierCompanyId: i.supplierCompanyId,
      holderCompanyId: i.holderCompanyId,
      productName: sql<string>`max(${i.productName})`.as('product_name'),
      specification: sql<string>`max(${i.specification})`.as('specification'),
      unit: sql<string>`max(${i.unit})`.as('unit'),
      totalQuantity: sql<number>`sum(${i.quantity})::int`.as('total_quantity'),
      usedQuantity: sql<number>`sum(${i.usedQuantity})::int`.as('used_quantity'),
      itemCount: sql<number>`count(*)::int`.as('item_count'),
      nearestExpiryDate: sql<string | null>`min(${i.expiryDate}) FILTER (WHERE ${i.quantity} > ${i.usedQuantity})::text`.as(
        'nearest_expiry_date',
      ),
    })
    .from(i)
    .where(productWhere(v, p))
    .groupBy(i.productCode, i.supplierCompanyId, i.holderCompanyId)
    .as('g');
  const [total] = await tx.select({ n: count() }).from(grouped);
  const rows = await tx
    .select()
    .from(grouped)
    .orderBy(grouped.productCode, grouped.supplierCompanyId, grouped.holderCompanyId)
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

const itemColumns = {
  id: i.id,
  productCode: i.productCode,
  productName: i.productName,
  specification: i.specification,
  unit: i.unit,
  batchNo: i.batchNo,
  serialNo: i.serialNo,
  expiryDate: i.expiryDate,
  priceFen: i.priceFen,
  quantity: i.quantity,
  usedQuantity: i.usedQuantity,
  supplierCompanyId: i.supplierCompanyId,
  holderCompanyId: i.holderCompanyId,
  sourceOrderId: i.sourceOrderId,
  sourceOrderCode: o.orderCode,
};
const sourceJoin = and(eq(o.tenantId, i.tenantId), eq(o.id, i.sourceOrderId));
const itemOrder = [asc(i.expiryDate), asc(i.batchNo), asc(i.serialNo), asc(i.id)];

export type ItemFilter = ProductFilter & { batchNo?: string; serialNo?: string; availableOnly?: boolean };

export async function pageItems(tx: Tx, v: Viewer, p: ItemFilter, pageNum: number, pageSize: number) {
  const where = and(
    productWhere(v, p),
    p.batchNo ? ilike(i.batchNo, containsPattern(p.batchNo)) : undefined,
    p.serialNo ? ilike(i.serialNo, containsPattern(p.serialNo)) : undefined,
    p.availableOnly ? gt(i.quantity, i.usedQuantity) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(i).where(where);
  const rows = await tx
    .select(itemColumns)
    .from(i)
    .leftJoin(o, sourceJoin)
    .where(where)
    .orderBy(...itemOrder)
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export const itemsWhere = (tx: Tx, where: SQL | undefined) =>
  tx
    .select(itemColumns)
    .from(i)
    .leftJoin(o, sourceJoin)
    .where(where)
    .orderBy(...itemOrder);
export type ItemView = Awaited<ReturnType<typeof itemsWhere>>[number];

export const itemsBySerial = (tx: Tx, v: Viewer, serialNo: string) => itemsWhere(tx, and(itemScope(v), eq(i.serialNo, serialNo)));

export const itemsOfOrder = (tx: Tx, v: Viewer, orderId: number) => itemsWhere(tx, and(itemScope(v), eq(i.sourceOrderId, orderId)));

/** The consignment order when the company is a party to it. */
export const visibleConsignmentOrder = async (tx: Tx, v: Viewer, orderId: number) =>
  (
    await tx
      .select({ id: o.id })
      .from(o)
      .where(
        and(
          eq(o.tenantId, v.tenantId),
          eq(o.id, orderId),
          eq(o.orderType, 'consignment'),
          or(eq(o.buyerCompanyId, v.companyId), eq(o.supplierCompanyId, v.companyId)),
        ),
      )
  )[0];

const usageColumns = {
  usageId: u.id,
  itemId: u.itemId,
  productCode: i.productCode,
  productName: i.productName,
  batchNo: i.batchNo,
  serialNo: i.serialNo,
  quantity: u.quantity,
  usedAt: u.usedAt,
  usedFor: u.usedFor,
  fillupOrderId: u.fillupOrderId,
  fillupOrderCode: o.orderCode,
  supplierCompanyId: i.supplierCompanyId,
  holderCompanyId: i.holderCompanyId,
  priceFen: i.priceFen,
  contractId: i.contractId,
  specification: i.specification,
  unit: i.unit,
  productLineCode: i.productLineCode,
  expiryDate: i.expiryDate,
};

// a usage with its item and the fill-up order covering it
const usageSelect = (tx: Tx) =>
  tx
    .select(usageColumns)
    .from(u)
    .innerJoin(i, and(eq(i.tenantId, u.tenantId), eq(i.id, u.itemId)))
    .leftJoin(o, and(eq(o.tenantId, u.tenantId), eq(o.id, u.fillupOrderId)));

const usagesWhere = (tx: Tx, where: SQL | undefined) => usageSelect(tx).where(where).orderBy(asc(u.usedAt), asc(u.id));
export type UsageView = Awaited<ReturnType<typeof usagesWhere>>[number];

export type UsageFilter = Omit<ProductFilter, 'keyword'> & { role?: 'holder' | 'supplier'; openOnly: boolean };

/** Uses of goods the company holds and/or placed, newest first. */
export async function pageUsages(tx: Tx, v: Viewer, f: UsageFilter, pageNum: number, pageSize: number) {
  const where = and(
    eq(u.tenantId, v.tenantId),
    f.role === 'holder'
      ? and(eq(i.tenantId, v.tenantId), eq(i.holderCompanyId, v.companyId))
      : f.role === 'supplier'
        ? and(eq(i.tenantId, v.tenantId), eq(i.supplierCompanyId, v.companyId))
        : itemScope(v),
    f.openOnly ? isNull(u.fillupOrderId) : undefined,
    f.productCode ? eq(i.productCode, f.productCode) : undefined,
    f.supplierCompanyId !== undefined ? eq(i.supplierCompanyId, f.supplierCompanyId) : undefined,
    f.holderCompanyId !== undefined ? eq(i.holderCompanyId, f.holderCompanyId) : undefined,
  );
  const [total] = await tx
    .select({ n: count() })
    .from(u)
    .innerJoin(i, and(eq(i.tenantId, u.tenantId), eq(i.id, u.itemId)))
    .where(where);
  const rows = await usageSelect(tx)
    .where(where)
    .orderBy(desc(u.usedAt), desc(u.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export const usagesOfItems = (tx: Tx, tenantId: number, itemIds: number[]) =>
  itemIds.length === 0 ? Promise.resolve([]) : usagesWhere(tx, and(eq(u.tenantId, tenantId), inArray(u.itemId, itemIds)));

export const usagesOfFillup = (tx: Tx, tenantId: number, orderId: number) =>
  usagesWhere(tx, and(eq(u.tenantId, tenantId), eq(u.fillupOrderId, orderId)));

/** Locks the usages (only those of items the company holds) for a fill-up order. */
export const lockHeldUsages = (tx: Tx, v: Viewer, usageIds: number[]) =>
  usageSelect(tx)
    .where(and(eq(u.tenantId, v.tenantId), inArray(u.id, usageIds), eq(i.holderCompanyId, v.companyId)))
    .orderBy(asc(u.id))
    .for('update', { of: u });

export const coverUsages = async (tx: Tx, tenantId: number, usageIds: number[], fillupOrderId: number | null) => {
  if (usageIds.length)
    await tx
      .update(u)
      .set({ fillupOrderId })
      .where(and(eq(u.tenantId, tenantId), inArray(u.id, usageIds)));
};

/** Locks an item the company holds. */
export const lockHeldItem = async (tx: Tx, v: Viewer, itemId: number) =>
  (
    await tx
      .select({ ...itemColumns, sourceOrderCode: sql<string | null>`NULL` })
      .from(i)
      .where(and(eq(i.tenantId, v.tenantId), eq(i.id, itemId), eq(i.holderCompanyId, v.companyId)))
      .for('update')
  )[0];

export async function insertUsage(tx: Tx, tenantId: number, itemId: number, quantity: number, usedFor: string, reportedBy: number) {
  const [usage] = await tx.insert(u).values({ tenantId, itemId, quantity, usedFor, reportedBy }).returning({ id: u.id });
  await tx
    .update(i)
    .set({ usedQuantity: sql`${i.usedQuantity} + ${quantity}`, updatedAt: new Date() })
    .where(and(eq(i.tenantId, tenantId), eq(i.id, itemId)));
  return usage!.id;
}

export const usageById = async (tx: Tx, tenantId: number, usageId: number) =>
  (await usagesWhere(tx, and(eq(u.tenantId, tenantId), eq(u.id, usageId))))[0]!;

export const itemById = async (tx: Tx, tenantId: number, itemId: number) =>
  (await itemsWhere(tx, and(eq(i.tenantId, tenantId), eq(i.id, itemId))))[0]!;

/** The lines of a received notice of a consignment or fill-up order, with the order's parties and prices. */
export const receivedGoods = (tx: Tx, tenantId: number, noticeId: number) =>
  tx
    .select({
      orderId: o.id,
      holderCompanyId: o.buyerCompanyId,
      supplierCompanyId: o.supplierCompanyId,
      contractId: o.contractId,
      productCode: nl.productCode,
      productName: ol.productName,
      specification: ol.specification,
      unit: ol.unit,
      productLineCode: ol.productLineCode,
      priceFen: ol.priceFen,
      batchNo: nl.batchNo,
      serialNo: nl.serialNo,
      expiryDate: nl.expiryDate,
      quantity: nl.quantity,
    })
    .from(nl)
    .innerJoin(n, and(eq(n.tenantId, nl.tenantId), eq(n.id, nl.noticeId)))
    .innerJoin(o, and(eq(o.tenantId, n.tenantId), eq(o.id, n.orderId)))
    .innerJoin(ol, and(eq(ol.tenantId, nl.tenantId), eq(ol.id, nl.orderLineId)))
    .where(
      and(eq(nl.tenantId, tenantId), eq(nl.noticeId, noticeId), eq(n.status, 'received'), inArray(o.orderType, ['consignment', 'fillup'])),
    )
    .orderBy(asc(nl.id));

export async function insertItems(tx: Tx, tenantId: number, rows: Omit<typeof i.$inferInsert, 'tenantId'>[]) {
  if (rows.length) await tx.insert(i).values(rows.map((r) => ({ ...r, tenantId })));
}
