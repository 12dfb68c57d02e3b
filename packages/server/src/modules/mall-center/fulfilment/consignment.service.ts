// Consigned goods (寄售) as the session company sees them: what it holds for its suppliers and what it has
// placed at distributors and hospitals, by product, by batch/serial number and by consignment order;
// the trace of one serial number; the holder's usage reports.
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  ConsignmentDetailPageBody,
  ConsignmentItem,
  ConsignmentProductItem,
  ConsignmentProductPageBody,
  ReportUsageBody,
  SerialTrace,
  UsageItem,
  UsagePageBody,
  UsageRecord,
  UsageResult,
} from '@medportal/contracts/mall/fulfilment.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { companyCards, companyIdByCode } from '../../staff-center/companies/companies.service.js';
import { companyOf, pageOf } from '../scope.js';
import * as repo from './consignment.repository.js';
import { addDays, type Clock } from '../../../lib/time.js';
import { tenantClockIn, tenantTodayIn } from '../../config-center/config/config.service.js';

type Cards = Awaited<ReturnType<typeof companyCards>>;

const viewerOf = (ctx: RequestContext): repo.Viewer => ({ tenantId: ctx.tenantId, companyId: companyOf(ctx) });

/** Company codes of a filter as ids; null when a code names no company (nothing can match then). */
async function partiesOf(tx: Tx, tenantId: number, q: { supplierCode?: string; holderCode?: string }) {
  const supplierCompanyId = q.supplierCode ? await companyIdByCode(tx, tenantId, q.supplierCode) : undefined;
  const holderCompanyId = q.holderCode ? await companyIdByCode(tx, tenantId, q.holderCode) : undefined;
  if ((q.supplierCode && supplierCompanyId === undefined) || (q.holderCode && holderCompanyId === undefined)) return null;
  return { supplierCompanyId, holderCompanyId };
}

const parties = (cards: Cards, supplierCompanyId: number, holderCompanyId: number) => {
  const supplier = cards.get(supplierCompanyId);
  const holder = cards.get(holderCompanyId);
  return {
    supplierCode: supplier?.code ?? '',
    supplierName: supplier?.name ?? '',
    holderCode: holder?.code ?? '',
    holderName: holder?.name ?? '',
  };
};

export const toUsage = (r: repo.UsageView, clock: Clock): UsageRecord => ({
  usageId: r.usageId,
  itemId: r.itemId,
  productCode: r.productCode,
  productName: r.productName,
  batchNo: r.batchNo,
  serialNo: r.serialNo,
  quantity: r.quantity,
  usedAt: clock.text(r.usedAt),
  usedFor: r.usedFor,
  fillupOrderId: r.fillupOrderId,
  fillupOrderCode: r.fillupOrderCode,
});

/** Expired before the tenant's day; expiring soon within its next 30 days. */
const EXPIRING_DAYS = 30;
export const isExpired = (expiryDate: string, today: string): boolean => expiryDate < today;

const toItem = (cards: Cards, r: repo.ItemView, today: string): ConsignmentItem => ({
  itemId: r.id,
  productCode: r.productCode,
  productName: r.productName,
  specification: r.specification,
  unit: r.unit,
  batchNo: r.batchNo,
  serialNo: r.serialNo,
  expiryDate: r.expiryDate,
  expired: isExpired(r.expiryDate, today),
  expiringSoon: !isExpired(r.expiryDate, today) && r.expiryDate < addDays(today, EXPIRING_DAYS),
  priceFen: r.priceFen,
  quantity: r.quantity,
  usedQuantity: r.usedQuantity,
  availableQuantity: r.quantity - r.usedQuantity,
  ...parties(cards, r.supplierCompanyId, r.holderCompanyId),
  sourceOrderId: r.sourceOrderId,
  sourceOrderCode: r.sourceOrderCode,
});

async function toItems(tx: Tx, tenantId: number, rows: repo.ItemView[]): Promise<ConsignmentItem[]> {
  const cards = await companyCards(
    tx,
    tenantId,
    rows.flatMap((r) => [r.supplierCompanyId, r.holderCompanyId]),
  );
  const today = await tenantTodayIn(tx, tenantId);
  return rows.map((r) => toItem(cards, r, today));
}

/** ccOrder/consignmentProduct/pageList: one row per product, supplier and holder. */
export function consignmentProducts(
  db: Database,
  ctx: RequestContext,
  q: ConsignmentProductPageBody,
): Promise<Page<ConsignmentProductItem>> {
  const v = viewerOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const ids = await partiesOf(tx, v.tenantId, q);
    if (!ids) return pageOf([], 0, q.pageNum, q.pageSize);
    const { rows, total } = await repo.pageProducts(
      tx,
      v,
      { ...ids, productCode: q.productCode, keyword: q.keyword || undefined },
      q.pageNum,
      q.pageSize,
    );
    const cards = await companyCards(
      tx,
      v.tenantId,
      rows.flatMap((r) => [r.supplierCompanyId, r.holderCompanyId]),
    );
    const content = rows.map((r): ConsignmentProductItem => ({
      productCode: r.productCode,
      productName: r.productName,
      specification: r.specification,
      unit: r.unit,
      ...parties(cards, r.supplierCompanyId, r.holderCompanyId),
      totalQuantity: Number(r.totalQuantity),
      usedQuantity: Number(r.usedQuantity),
      availableQuantity: Number(r.totalQuantity) - Number(r.usedQuantity),
      itemCount: Number(r.itemCount),
      nearestExpiryDate: r.nearestExpiryDate,
    }));
    return pageOf(content, total, q.pageNum, q.pageSize);
  });
}

/** ccOrder/consignmentProduct/pageProductDetailList: the batch/serial rows of one product, earliest expiry first. */
export function consignmentItems(db: Database, ctx: RequestContext, q: ConsignmentDetailPageBody): Promise<Page<ConsignmentItem>> {
  const v = viewerOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const ids = await partiesOf(tx, v.tenantId, q);
    if (!ids) return pageOf([], 0, q.pageNum, q.pageSize);
    const { rows, total } = await repo.pageItems(
      tx,
      v,
      {
        ...ids,
        productCode: q.productCode,
        batchNo: q.batchNo || undefined,
        serialNo: q.serialNo || undefined,
        availableOnly: q.availableOnly,
      },
      q.pageNum,
      q.pageSize,
    );
    return pageOf(await toItems(tx, v.tenantId, rows), total, q.pageNum, q.pageSize);
  });
}

/** ccOrder/consignmentProduct/serialNumberOrderList: the rows carrying the serial number, each with its usage. */
export function serialTrace(db: Database, ctx: RequestContext, serialNo: string): Promise<SerialTrace[]> {
  const v = viewerOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const items = await toItems(tx, v.tenantId, await repo.itemsBySerial(tx, v, serialNo));
    const usages = await repo.usagesOfItems(
      tx,
      v.tenantId,
      items.map((x) => x.itemId),
    );
    const clock = await tenantClockIn(tx, v.tenantId);
    return items.map((item) => ({ ...item, usages: usages.filter((x) => x.itemId === item.itemId).map((u) => toUsage(u, clock)) }));
  });
}

/** ccOrder/consignmentProduct/orderConsignmenDetailList: what one consignment order placed, for its parties. */
export function consignmentOrderItems(db: Database, ctx: RequestContext, orderId: number): Promise<ConsignmentItem[]> {
  const v = viewerOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    if (!(await repo.visibleConsignmentOrder(tx, v, orderId))) throw new DomainError('CONSIGNMENT_ORDER_NOT_FOUND');
    return toItems(tx, v.tenantId, await repo.itemsOfOrder(tx, v, orderId));
  });
}

/** ccOrder/consignmentProduct/reportUsage (portal addition): the holder records a use; the item row lock serialises reports. */
export function reportUsage(db: Database, ctx: RequestContext, body: ReportUsageBody): Promise<UsageResult> {
  const v = viewerOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const item = await repo.lockHeldItem(tx, v, body.itemId);
    if (!item) throw new DomainError('CONSIGNMENT_ITEM_NOT_FOUND');
    if (isExpired(item.expiryDate, await tenantTodayIn(tx, v.tenantId))) throw new DomainError('CONSIGNMENT_EXPIRED');
    if (item.usedQuantity + body.quantity > item.quantity) {
      throw new DomainError('CONSIGNMENT_OVERUSE', undefined, { payload: { availableQuantity: item.quantity - item.usedQuantity } });
    }
    const usageId = await repo.insertUsage(tx, v.tenantId, item.id, body.quantity, body.usedFor, ctx.userId);
    const [row] = await toItems(tx, v.tenantId, [await repo.itemById(tx, v.tenantId, item.id)]);
    return { usage: toUsage(await repo.usageById(tx, v.tenantId, usageId), await tenantClockIn(tx, v.tenantId)), item: row! };
  });
}

/**
 * ccOrder/consignmentProduct/usagePageList (portal addition): uses of goods the company holds (role holder)
 * or placed (role supplier), both when no role; open ones only unless openOnly is false; newest first.
 */
export function usagePage(db: Database, ctx: RequestContext, q: UsagePageBody): Promise<Page<UsageItem>> {
  const v = viewerOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const ids = await partiesOf(tx, v.tenantId, q);
    if (!ids) return pageOf([], 0, q.pageNum, q.pageSize);
    const { rows, total } = await repo.pageUsages(
      tx,
      v,
      { ...ids, productCode: q.productCode, role: q.role, openOnly: q.openOnly },
      q.pageNum,
      q.pageSize,
    );
    const cards = await companyCards(
      tx,
      v.tenantId,
      rows.flatMap((r) => [r.supplierCompanyId, r.holderCompanyId]),
    );
    const clock = await tenantClockIn(tx, v.tenantId);
    const content = rows.map((r): UsageItem => ({
      ...toUsage(r, clock),
      specification: r.specification,
      unit: r.unit,
      expiryDate: r.expiryDate,
      ...parties(cards, r.supplierCompanyId, r.holderCompanyId),
    }));
    return pageOf(content, total, q.pageNum, q.pageSize);
  });
}

/**
 * For the receive operation of orders/, in its transaction once the notice is marked received: the goods
 * of a consignment or fill-up order become consigned goods of the buyer (the holder), one row per batch or
 * serial line of the notice, at the order's price. Other orders' notices place nothing. Returns the rows placed.
 */
export async function placeReceivedGoods(tx: Tx, tenantId: number, noticeId: number): Promise<number> {
  const goods = await repo.receivedGoods(tx, tenantId, noticeId);
  await repo.insertItems(
    tx,
    tenantId,
    goods.map(({ orderId, ...g }) => ({ ...g, sourceOrderId: orderId })),
  );
  return goods.length;
}
