// Rows of the order tables as the contract's items: party and contract names, zh-CN names of status
// and carry way, texts on the tenant's clock for timestamps. The hot-path rows (order-hot.repository) come with
// their names; table rows get them by one query each.
import { CARRY_WAY_NAMES, ORDER_STATUS_NAMES, type CarryWay, type OrderStatus } from '@medportal/contracts/mall/common.contract';
import {
  DELIVERY_NOTICE_STATUS_NAMES,
  ORDER_EVENT_NAMES,
  ORDER_TYPE_NAMES,
  type OrderType,
  type DeliveryNoticeItem,
  type DeliveryNoticeStatus,
  type OrderEventAction,
  type OrderEventItem,
  type OrderItem,
  type OrderLineItem,
  type PayBillItem,
} from '@medportal/contracts/mall/orders.contract';
import type { Tx } from '../../../db/client.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import type { HotEventRow, HotLineRow, HotNoticeLineRow, HotNoticeRow, NamedOrderRow } from './order-hot.repository.js';
import * as repo from './orders.repository.js';

/** The header item of an order whose names, contract and line count are known. */
export const namedOrderItem = (r: NamedOrderRow, clock: Clock): OrderItem => {
  const carryWay = r.carryWay as CarryWay | null;
  return {
    id: r.id,
    orderCode: r.orderCode,
    orderType: r.orderType as OrderType,
    orderTypeName: ORDER_TYPE_NAMES[r.orderType as OrderType],
    status: r.status as OrderStatus,
    statusName: ORDER_STATUS_NAMES[r.status as OrderStatus],
    buyerCode: r.buyerCode,
    buyerName: r.buyerName,
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    contractCode: r.contractCode,
    contractName: r.contractName,
    carryWay,
    carryWayName: carryWay ? CARRY_WAY_NAMES[carryWay] : null,
    addressId: r.addressId,
    receiver: r.receiver,
    receiverPhone: r.receiverPhone,
    receiverAddress: r.receiverAddress,
    pickUpAddressId: r.pickUpAddressId,
    pickUpAddress: r.pickUpAddress,
    memo: r.memo,
    totalFen: r.totalFen,
    paidFen: r.paidFen,
    lineCount: r.lineCount,
    createdAt: clock.text(r.createdAt),
    submittedAt: clock.textOrNull(r.submittedAt),
    updatedAt: clock.text(r.updatedAt),
    version: r.version,
  };
};

/** Header items of orders (one query each for company names, contracts and line counts). */
export async function orderItems(tx: Tx, tenantId: number, rows: repo.OrderRow[]): Promise<OrderItem[]> {
  if (rows.length === 0) return [];
  const cards = await companyCards(
    tx,
    tenantId,
    rows.flatMap((r) => [r.buyerCompanyId, r.supplierCompanyId]),
  );
  const contracts = new Map(
    (await repo.contractsByIds(tx, tenantId, [...new Set(rows.flatMap((r) => r.contractId ?? []))])).map((c) => [c.id, c]),
  );
  const counts = await repo.lineCounts(
    tx,
    tenantId,
    rows.map((r) => r.id),
  );
  const clock = await tenantClockIn(tx, tenantId);
  return rows.map((r) => {
    const contract = r.contractId === null ? undefined : contracts.get(r.contractId);
    return namedOrderItem(
      {
        ...r,
        buyerCode: cards.get(r.buyerCompanyId)?.code ?? '',
        buyerName: cards.get(r.buyerCompanyId)?.name ?? '',
        supplierCode: cards.get(r.supplierCompanyId)?.code ?? '',
        supplierName: cards.get(r.supplierCompanyId)?.name ?? '',
        contractCode: contract?.contractCode ?? null,
        contractName: contract?.name ?? null,
        lineCount: counts.get(r.id) ?? 0,
      },
      clock,
    );
  });
}

export const orderItem = async (tx: Tx, tenantId: number, row: repo.OrderRow): Promise<OrderItem> =>
  (await orderItems(tx, tenantId, [row]))[0]!;

export const lineItem = (l: HotLineRow): OrderLineItem => ({
  id: l.id,
  orderId: l.orderId,
  lineNo: l.lineNo,
  productCode: l.productCode,
  productName: l.productName,
  specification: l.specification,
  unit: l.unit,
  productLineCode: l.productLineCode,
  operationTypeCode: l.operationTypeCode,
  quantity: l.quantity,
  priceFen: l.priceFen,
  amountFen: l.amountFen,
  stockBatchId: l.stockBatchId,
  batchNo: l.batchNo,
  shippedQuantity: l.shippedQuantity,
  receivedQuantity: l.receivedQuantity,
});

export const noticeItem = (n: HotNoticeRow, lines: HotNoticeLineRow[], clock: Clock): DeliveryNoticeItem => ({
  id: n.id,
  noticeCode: n.noticeCode,
  carryWay: n.carryWay as CarryWay,
  carryWayName: CARRY_WAY_NAMES[n.carryWay as CarryWay],
  trackingNo: n.trackingNo,
  status: n.status as DeliveryNoticeStatus,
  statusName: DELIVERY_NOTICE_STATUS_NAMES[n.status as DeliveryNoticeStatus],
  memo: n.memo,
  shippedAt: clock.text(n.shippedAt),
  receivedAt: clock.textOrNull(n.receivedAt),
  lines: lines
    .filter((l) => l.noticeId === n.id)
    .map((l) => ({
      id: l.id,
      orderLineId: l.orderLineId,
      productCode: l.productCode,
      productName: l.productName,
      batchNo: l.batchNo,
      serialNo: l.serialNo,
      expiryDate: l.expiryDate,
      quantity: l.quantity,
    })),
});

export const payBillItem = (
  b: { id: number; billCode: string; kind: string; amountFen: number; payMethod: string | null; memo: string | null; paidAt: Date },
  clock: Clock,
): PayBillItem => ({
  id: b.id,
  billCode: b.billCode,
  kind: b.kind,
  amountFen: b.amountFen,
  payMethod: b.payMethod,
  memo: b.memo,
  paidAt: clock.text(b.paidAt),
});

export const eventItem = (e: HotEventRow, clock: Clock): OrderEventItem => ({
  id: e.id,
  action: e.action as OrderEventAction,
  actionName: ORDER_EVENT_NAMES[e.action as OrderEventAction] ?? e.action,
  fromStatus: e.fromStatus as OrderStatus | null,
  toStatus: e.toStatus as OrderStatus,
  toStatusName: ORDER_STATUS_NAMES[e.toStatus as OrderStatus],
  actorName: e.actorName,
  actorCompanyName: e.actorCompanyName,
  comment: e.comment,
  createdAt: clock.text(e.createdAt),
});
