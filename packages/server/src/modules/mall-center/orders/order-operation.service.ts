// order/orderOperation and order/confirmStockBatch: the state machine enforced on the server. Each call
// locks the order (SELECT … FOR UPDATE), checks party and status against the transition table, does the
// action's work (delivery notice and stock for ship, receipt for receive, pay bill for pay) and writes
// the status event, all in one transaction.
import type { OrderStatus } from '@medportal/contracts/mall/common.contract';
import type {
  ConfirmStockBatchForm,
  OrderItem,
  OrderLineItem,
  OrderOperationQuery,
  ShipLineInput,
} from '@medportal/contracts/mall/orders.contract';
import { ORDER_ACTION_PERMISSION, type Permission } from '@medportal/contracts/permissions';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { addressList } from '../addresses/addresses.service.js';
import { buttonCodesOf } from '../../staff-center/access/grants.service.js';
import { assertCertificatesInForce } from '../../product-center/expiry/expiry.service.js';
import { placeReceivedGoods } from '../fulfilment/consignment.service.js';
import { companyOf } from '../scope.js';
import { nextCode } from './order-code.js';
import * as delivery from './order-delivery.repository.js';
import { inScope, type OrderScope } from './order-list.repository.js';
import { orderScopeOf } from './order-query.service.js';
import { SIMPLE_TARGET, afterReceive, afterShip, illegalMsg } from './order-state.js';
import { lineItem, orderItem } from './order-view.js';
import * as repo from './orders.repository.js';
import { assertAllowed, submitDraft } from './orders.service.js';

type Step = { to: OrderStatus; set?: Partial<repo.NewOrder> };

/** ship: a delivery notice of the given lines; stock batches of the supplier decrease; never above the ordered quantity. */
async function ship(tx: Tx, ctx: RequestContext, row: repo.OrderRow, q: OrderOperationQuery): Promise<Step> {
  const lines = await repo.linesOf(tx, ctx.tenantId, row.id);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const wanted = new Map<number, number>();
  for (const l of q.lines!) {
    if (!byId.has(l.orderLineId)) throw new DomainError('ORDER_LINE_NOT_FOUND');
    wanted.set(l.orderLineId, (wanted.get(l.orderLineId) ?? 0) + l.quantity);
  }
  for (const [id, n] of wanted) {
    const line = byId.get(id)!;
    if (line.shippedQuantity + n > line.quantity) throw new DomainError('ORDER_SHIP_OVER');
  }
  await assertCertificatesInForce(
    tx,
    ctx.tenantId,
    [...wanted.keys()].map((id) => byId.get(id)!.productCode),
    'ship',
  );
  const batchIdOf = (l: ShipLineInput) => l.stockBatchId ?? byId.get(l.orderLineId)!.stockBatchId ?? undefined;
  const today = await tenantTodayIn(tx, ctx.tenantId);
  const batches = await delivery.companyBatches(
    tx,
    ctx.tenantId,
    row.supplierCompanyId,
    q.lines!.flatMap((l) => batchIdOf(l) ?? []),
    today,
  );
  const noticeLines = [];
  for (const l of q.lines!) {
    const line = byId.get(l.orderLineId)!;
    const batchId = batchIdOf(l);
    const item = { orderLineId: line.id, productCode: line.productCode, productName: line.productName, quantity: l.quantity };
    if (batchId === undefined) {
      if (!l.batchNo || !l.expiryDate) throw new DomainError('ORDER_SHIP_BATCH_REQUIRED');
      noticeLines.push({ ...item, batchNo: l.batchNo, serialNo: l.serialNo ?? null, expiryDate: l.expiryDate });
      continue;
    }
    const b = batches.get(batchId);
    if (!b) throw new DomainError('ORDER_BATCH_NOT_FOUND');
    if (b.productCode !== line.productCode) throw new DomainError('ORDER_BATCH_PRODUCT_MISMATCH');
    if (b.expired) throw new DomainError('ORDER_BATCH_EXPIRED');
    if (
      (l.batchNo && l.batchNo !== b.batchNo) ||
      (l.expiryDate && l.expiryDate !== b.expiryDate) ||
      (l.serialNo && l.serialNo !== b.serialNo)
    ) {
      throw new DomainError('ORDER_BATCH_MISMATCH');
    }
    if (!(await delivery.takeFromBatch(tx, ctx.tenantId, b.id, l.quantity))) throw new DomainError('ORDER_BATCH_SHORT');
    noticeLines.push({ ...item, batchNo: b.batchNo, serialNo: b.serialNo, expiryDate: b.expiryDate });
  }
  await delivery.insertNotice(
    tx,
    {
      tenantId: ctx.tenantId,
      noticeCode: await nextCode(tx, ctx.tenantId, 'DN'),
      orderId: row.id,
      supplierCompanyId: row.supplierCompanyId,
      buyerCompanyId: row.buyerCompanyId,
      carryWay: q.carryWay!,
      trackingNo: q.trackingNo || null,
      memo: q.comment || null,
      shippedBy: ctx.userId,
    },
    noticeLines,
  );
  for (const [id, n] of wanted) await repo.addLineQuantity(tx, ctx.tenantId, id, 'shipped', n);
  return { to: afterShip(lines.map((l) => ({ ...l, shippedQuantity: l.shippedQuantity + (wanted.get(l.id) ?? 0) }))) };
}

/**
 * receive: one notice of the order, not yet received. Goods of a contract order may go into a warehouse
 * of the buyer; those of a consignment or fill-up order become the holder's consigned goods.
 */
async function receive(tx: Tx, ctx: RequestContext, row: repo.OrderRow, q: OrderOperationQuery): Promise<Step> {
  const notice = await delivery.lockOpenNotice(tx, ctx.tenantId, row.id, q.noticeId!);
  if (!notice) throw new DomainError('ORDER_NOTICE_NOT_FOUND');
  if (q.houseCode !== undefined && row.orderType !== 'contract') throw new DomainError('ORDER_HOUSE_NOT_FOR_CONSIGNMENT');
  const house = q.houseCode === undefined ? undefined : await delivery.companyWarehouse(tx, ctx.tenantId, row.buyerCompanyId, q.houseCode);
  if (q.houseCode !== undefined && !house) throw new DomainError('ORDER_WAREHOUSE_NOT_FOUND');
  await delivery.markReceived(tx, ctx.tenantId, notice.id, ctx.userId);
  for (const l of await delivery.noticeLinesOf(tx, ctx.tenantId, [notice.id])) {
    await repo.addLineQuantity(tx, ctx.tenantId, l.orderLineId, 'received', l.quantity);
    if (house)
      await delivery.addStock(tx, ctx.tenantId, house.id, {
        productCode: l.productCode,
        batchNo: l.batchNo,
        serialNo: l.serialNo,
        expiryDate: l.expiryDate,
        quantity: l.quantity,
      });
  }
  await placeReceivedGoods(tx, ctx.tenantId, notice.id);
  return { to: afterReceive(row.status as OrderStatus, await repo.linesOf(tx, ctx.tenantId, row.id)) };
}

/** pay: a pay bill of the buyer to the supplier, never above what is unpaid. */
async function pay(tx: Tx, ctx: RequestContext, row: repo.OrderRow, q: OrderOperationQuery): Promise<Step> {
  const amountFen = q.amountFen!;
  if (amountFen > row.totalFen - row.paidFen) throw new DomainError('ORDER_PAY_OVER');
  await delivery.insertPayBill(tx, {
    tenantId: ctx.tenantId,
    billCode: await nextCode(tx, ctx.tenantId, 'PB'),
    orderId: row.id,
    payerCompanyId: row.buyerCompanyId,
    payeeCompanyId: row.supplierCompanyId,
    kind: 'payment',
    amountFen,
    payMethod: q.payMethod || null,
    memo: q.comment || null,
    createdBy: ctx.userId,
  });
  return { to: row.status as OrderStatus, set: { paidFen: row.paidFen + amountFen } };
}

/** The caller's role must hold the action's button of app OD001 (the route config checks whole routes). */
async function assertButton(db: Database, ctx: RequestContext, code: Permission | undefined): Promise<void> {
  if (code && !(await buttonCodesOf(db, ctx)).has(code)) throw new DomainError('FORBIDDEN');
}

/**
 * An order outside the session's data scope (own / department: order-list.repository OrderScope) is not
 * operable, exactly like another company's; a related company's order never is (lockOrder reads only the
 * company's own orders).
 */
async function assertInScope(tx: Tx, ctx: RequestContext, scope: OrderScope, orderId: number): Promise<void> {
  if (scope.kind === 'users' && !(await inScope(tx, ctx.tenantId, companyOf(ctx), scope, orderId)))
    throw new DomainError('ORDER_NOT_OPERABLE');
}

/** order/orderOperation: one action of the state machine by one party of the order. */
export async function orderOperation(db: Database, ctx: RequestContext, q: OrderOperationQuery): Promise<OrderItem> {
  const companyId = companyOf(ctx);
  await assertButton(db, ctx, ORDER_ACTION_PERMISSION[q.action]);
  const scope = await orderScopeOf(db, ctx);
  if (q.action === 'submit') {
    const book = await addressList(db, ctx);
    return db.tenant(ctx.tenantId, async (tx) => {
      await assertInScope(tx, ctx, scope, q.orderId);
      return orderItem(
        tx,
        ctx.tenantId,
        await submitDraft(tx, ctx, q.orderId, { version: q.version, book, clientToken: null, comment: q.comment }),
      );
    });
  }
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = await repo.lockOrder(tx, ctx.tenantId, companyId, q.orderId);
    if (!row) throw new DomainError('ORDER_NOT_OPERABLE');
    await assertInScope(tx, ctx, scope, row.id);
    assertAllowed(row, q.action, companyId);
    if (q.version !== undefined && q.version !== row.version) throw new DomainError('ORDER_VERSION_CONFLICT');
    if (q.action === 'reject' && !q.comment) throw new DomainError('ORDER_REJECT_REASON');
    if (q.action === 'confirm')
      await assertCertificatesInForce(
        tx,
        ctx.tenantId,
        (await repo.linesOf(tx, ctx.tenantId, row.id)).map((l) => l.productCode),
        'confirm',
      );
    const step =
      q.action === 'ship'
        ? await ship(tx, ctx, row, q)
        : q.action === 'receive'
          ? await receive(tx, ctx, row, q)
          : q.action === 'pay'
            ? await pay(tx, ctx, row, q)
            : { to: SIMPLE_TARGET[q.action]! };
    const updated = await repo.updateOrder(tx, ctx.tenantId, row.id, { ...step.set, status: step.to, version: row.version + 1 });
    await repo.insertEvent(tx, ctx.tenantId, {
      orderId: row.id,
      action: q.action,
      fromStatus: row.status,
      toStatus: step.to,
      actorUserId: ctx.userId,
      actorCompanyId: companyId,
      comment: q.comment || null,
    });
    return orderItem(tx, ctx.tenantId, updated);
  });
}

const ASSIGNABLE: OrderStatus[] = ['confirmed', 'partlyShipped'];

/**
 * order/confirmStockBatch: the supplier picks a batch of its own warehouses for lines of a confirmed
 * order: same product, not expired, holding at least the line's unshipped quantity.
 */
export const confirmStockBatch = async (db: Database, ctx: RequestContext, form: ConfirmStockBatchForm): Promise<OrderLineItem[]> => {
  const scope = await orderScopeOf(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = companyOf(ctx);
    const row = await repo.lockOrder(tx, ctx.tenantId, companyId, form.orderId);
    if (!row) throw new DomainError('ORDER_NOT_OPERABLE');
    await assertInScope(tx, ctx, scope, row.id);
    if (row.supplierCompanyId !== companyId) throw new DomainError('ORDER_WRONG_PARTY');
    if (!ASSIGNABLE.includes(row.status as OrderStatus))
      throw new DomainError('ORDER_ILLEGAL_ACTION', illegalMsg(row.status as OrderStatus, '分配库存批次'));
    const byId = new Map((await repo.linesOf(tx, ctx.tenantId, row.id)).map((l) => [l.id, l]));
    const batches = await delivery.companyBatches(
      tx,
      ctx.tenantId,
      companyId,
      form.lines.map((l) => l.stockBatchId),
      await tenantTodayIn(tx, ctx.tenantId),
    );
    for (const a of form.lines) {
      const line = byId.get(a.orderLineId);
      if (!line) throw new DomainError('ORDER_LINE_NOT_FOUND');
      const b = batches.get(a.stockBatchId);
      if (!b) throw new DomainError('ORDER_BATCH_NOT_FOUND');
      if (b.productCode !== line.productCode) throw new DomainError('ORDER_BATCH_PRODUCT_MISMATCH');
      if (b.expired) throw new DomainError('ORDER_BATCH_EXPIRED');
      if (b.quantity < line.quantity - line.shippedQuantity) throw new DomainError('ORDER_BATCH_SHORT');
      await repo.updateLine(tx, ctx.tenantId, line.id, { stockBatchId: b.id, warehouseId: b.warehouseId, batchNo: b.batchNo });
    }
    await repo.updateOrder(tx, ctx.tenantId, row.id, { version: row.version + 1 });
    await repo.insertEvent(tx, ctx.tenantId, {
      orderId: row.id,
      action: 'assignBatch',
      fromStatus: row.status,
      toStatus: row.status,
      actorUserId: ctx.userId,
      actorCompanyId: companyId,
      comment: null,
    });
    return (await repo.linesOf(tx, ctx.tenantId, row.id)).map(lineItem);
  });
};
