// Fill-up orders (cFOrder): the holder of consigned goods orders replacements for reported usage from
// the goods' supplier. Creating one covers the usages in the same transaction (a usage is covered once);
// the holder edits it while it is a draft; once submitted it follows the order state machine of orders/.
import type { Page } from '@medportal/contracts/common/envelope';
import { CARRY_WAY_NAMES, ORDER_STATUS_NAMES, type CarryWay, type OrderStatus } from '@medportal/contracts/mall/common.contract';
import type {
  FillupOrder,
  FillupOrderSummary,
  FillupPageBody,
  NewFillupOrderBody,
  UpdateFillupOrderBody,
} from '@medportal/contracts/mall/fulfilment.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { addressList } from '../addresses/addresses.service.js';
import { nextCode } from '../orders/order-code.js';
import { companyOf, pageOf } from '../scope.js';
import { toUsage } from './consignment.service.js';
import * as consignment from './consignment.repository.js';
import * as repo from './fillup.repository.js';
import { orderScopeOf } from '../orders/order-query.service.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { assertFirstCampDone } from '../../channel-center/exchanges/exchange-gate.service.js';
import { assertAuthorizedSale } from '../../channel-center/letters/letter-gate.service.js';
import { relationGate } from '../../staff-center/relations/relations.service.js';
import { assertCertificatesInForce } from '../../product-center/expiry/expiry.service.js';

type Cards = Awaited<ReturnType<typeof companyCards>>;

const viewerOf = (ctx: RequestContext): repo.Viewer => ({ tenantId: ctx.tenantId, companyId: companyOf(ctx) });
/** The view narrowed by the session's data scope (own / department: the fill-up orders it sees). */
const scopedViewerOf = async (db: Database, ctx: RequestContext): Promise<repo.Viewer> => ({
  ...viewerOf(ctx),
  scope: await orderScopeOf(db, ctx),
});

/** The receiver snapshot of an address of the session company's book. */
async function receiverOf(db: Database, ctx: RequestContext, addressId: number) {
  const address = (await addressList(db, ctx)).find((a) => a.id === addressId);
  if (!address) throw new DomainError('FILLUP_ADDRESS_NOT_FOUND');
  return { addressId, receiver: address.receiver, receiverPhone: address.phone, receiverAddress: address.fullAddress };
}

function header(cards: Cards, r: repo.OrderRow, clock: Clock) {
  const holder = cards.get(r.buyerCompanyId);
  const supplier = cards.get(r.supplierCompanyId);
  const carryWay = r.carryWay as CarryWay | null;
  return {
    orderId: r.id,
    orderCode: r.orderCode,
    status: r.status as OrderStatus,
    statusName: ORDER_STATUS_NAMES[r.status as OrderStatus],
    holderCode: holder?.code ?? '',
    holderName: holder?.name ?? '',
    supplierCode: supplier?.code ?? '',
    supplierName: supplier?.name ?? '',
    carryWay,
    carryWayName: carryWay ? CARRY_WAY_NAMES[carryWay] : null,
    receiver: r.receiver,
    receiverPhone: r.receiverPhone,
    receiverAddress: r.receiverAddress,
    memo: r.memo,
    totalFen: Number(r.totalFen),
    paidFen: Number(r.paidFen),
    createdAt: clock.text(r.createdAt),
    submittedAt: clock.textOrNull(r.submittedAt),
  };
}

async function detailOf(tx: Tx, v: repo.Viewer, orderId: number): Promise<FillupOrder> {
  const order = await repo.fillupById(tx, v, orderId);
  if (!order) throw new DomainError('FILLUP_NOT_FOUND');
  const cards = await companyCards(tx, v.tenantId, [order.buyerCompanyId, order.supplierCompanyId]);
  const lines = await repo.linesOf(tx, v.tenantId, orderId);
  const usages = await consignment.usagesOfFillup(tx, v.tenantId, orderId);
  const clock = await tenantClockIn(tx, v.tenantId);
  return {
    ...header(cards, order, clock),
    addressId: order.addressId,
    version: order.version,
    editable: order.status === 'draft' && order.buyerCompanyId === v.companyId,
    lines: lines.map((l) => ({
      id: l.id,
      lineNo: l.lineNo,
      productCode: l.productCode,
      productName: l.productName,
      specification: l.specification,
      unit: l.unit,
      quantity: l.quantity,
      priceFen: l.priceFen,
      amountFen: Number(l.amountFen),
      shippedQuantity: l.shippedQuantity,
      receivedQuantity: l.receivedQuantity,
    })),
    usages: usages.map((u) => toUsage(u, clock)),
  };
}

/** One line per product and consignment price, in product order. */
function linesFor(usages: consignment.UsageView[]): repo.NewLine[] {
  const byKey = new Map<string, repo.NewLine>();
  for (const x of [...usages].sort((a, b) => a.productCode.localeCompare(b.productCode) || a.priceFen - b.priceFen)) {
    const key = `${x.productCode}\u0000${x.priceFen}`;
    const line = byKey.get(key);
    if (line) {
      line.quantity += x.quantity;
      line.amountFen = line.quantity * x.priceFen;
    } else {
      byKey.set(key, {
        lineNo: byKey.size + 1,
        productCode: x.productCode,
        productName: x.productName,
        specification: x.specification,
        unit: x.unit,
        productLineCode: x.productLineCode,
        quantity: x.quantity,
        priceFen: x.priceFen,
        amountFen: x.quantity * x.priceFen,
      });
    }
  }
  return [...byKey.values()];
}

/** cFOrder/newOrderOms: a fill-up order for open usages of goods the company holds, all of one supplier. */
export async function newFillupOrder(db: Database, ctx: RequestContext, body: NewFillupOrderBody): Promise<FillupOrder> {
  const v = viewerOf(ctx);
  const receiver = await receiverOf(db, ctx, body.addressId);
  return db.tenant(ctx.tenantId, async (tx) => {
    // the row locks make a concurrent fill-up of the same usage wait, then see it covered
    const usages = await consignment.lockHeldUsages(tx, v, body.usageIds);
    const missing = body.usageIds.filter((id) => !usages.some((x) => x.usageId === id));
    if (missing.length) throw new DomainError('USAGE_NOT_FOUND', undefined, { payload: { usageIds: missing } });
    const covered = usages.filter((x) => x.fillupOrderId !== null).map((x) => x.usageId);
    if (covered.length) throw new DomainError('USAGE_ALREADY_FILLED', undefined, { payload: { usageIds: covered } });
    const suppliers = new Set(usages.map((x) => x.supplierCompanyId));
    if (suppliers.size > 1) throw new DomainError('FILLUP_MIXED_SUPPLIERS');
    const contracts = new Set(usages.map((x) => x.contractId));
    const lines = linesFor(usages);
    // a disabled company relation stops new orders between the pair
    await relationGate(tx, v.tenantId, usages[0]!.supplierCompanyId, v.companyId);
    if (body.submit)
      await assertCertificatesInForce(
        tx,
        v.tenantId,
        lines.map((l) => l.productCode),
        'submit',
      );
    const campWarning = body.submit ? await assertFirstCampDone(tx, v.tenantId, v.companyId, usages[0]!.supplierCompanyId) : null;
    // a distributor sells only inside its valid authorisation letters (the fill-up names no delivery area)
    const letterWarning = body.submit
      ? await assertAuthorizedSale(tx, v.tenantId, {
          sellerCompanyId: usages[0]!.supplierCompanyId,
          buyerCompanyId: v.companyId,
          productCodes: lines.map((l) => l.productCode),
        })
      : null;
    const warning = [campWarning, letterWarning].filter(Boolean).join('；').slice(0, 500) || null;
    const status = body.submit ? 'submitted' : 'draft';
    const now = new Date();
    const orderId = await repo.insertFillup(
      tx,
      v.tenantId,
      {
        orderCode: await nextCode(tx, v.tenantId, 'CF', now),
        buyerCompanyId: v.companyId,
        supplierCompanyId: usages[0]!.supplierCompanyId,
        contractId: contracts.size === 1 ? [...contracts][0]! : null,
        status,
        carryWay: body.carryWay,
        ...receiver,
        memo: body.memo || null,
        totalFen: lines.reduce((sum, l) => sum + Number(l.amountFen), 0),
        createdBy: ctx.userId,
        submittedAt: body.submit ? now : null,
      },
      lines,
    );
    await consignment.coverUsages(tx, v.tenantId, body.usageIds, orderId);
    await repo.insertEvent(tx, v.tenantId, {
      orderId,
      action: body.submit ? 'submit' : 'create',
      fromStatus: null,
      toStatus: status,
      actorUserId: ctx.userId,
      actorCompanyId: v.companyId,
      // a tenant that only warns about a missing first-camp exchange keeps the warning on the order's history
      ...(warning ? { comment: warning } : {}),
    });
    return detailOf(tx, v, orderId);
  });
}

/** POST cFOrder: one fill-up order for its holder or supplier. */
export const fillupDetail = async (db: Database, ctx: RequestContext, orderId: number): Promise<FillupOrder> => {
  const v = await scopedViewerOf(db, ctx);
  return db.tenant(ctx.tenantId, (tx) => detailOf(tx, v, orderId));
};

/** PUT cFOrder: the holder changes a draft (lines, carry way, address, memo) against the version it read. */
export async function updateFillupOrder(db: Database, ctx: RequestContext, body: UpdateFillupOrderBody): Promise<FillupOrder> {
  const v = viewerOf(ctx);
  const receiver = body.addressId !== undefined ? await receiverOf(db, ctx, body.addressId) : {};
  return db.tenant(ctx.tenantId, async (tx) => {
    const order = await repo.fillupById(tx, v, body.orderId, true);
    if (!order) throw new DomainError('FILLUP_NOT_FOUND');
    if (order.buyerCompanyId !== v.companyId) throw new DomainError('FILLUP_HOLDER_ONLY');
    if (order.status !== 'draft') throw new DomainError('FILLUP_NOT_DRAFT');
    if (order.version !== body.version) throw new DomainError('FILLUP_VERSION_CONFLICT');
    if (body.lines) {
      const lines = await repo.linesOf(tx, v.tenantId, order.id);
      for (const wanted of body.lines) {
        const line = lines.find((l) => l.id === wanted.lineId);
        if (!line) throw new DomainError('FILLUP_LINE_UNKNOWN', undefined, { payload: { lineId: wanted.lineId } });
        if (line.quantity !== wanted.quantity) await repo.setLineQuantity(tx, v.tenantId, line, wanted.quantity);
      }
      const dropped = lines.filter((l) => !body.lines!.some((w) => w.lineId === l.id));
      await repo.deleteLines(
        tx,
        v.tenantId,
        dropped.map((l) => l.id),
      );
      const released = (await consignment.usagesOfFillup(tx, v.tenantId, order.id)).filter((x) =>
        dropped.some((l) => l.productCode === x.productCode && l.priceFen === x.priceFen),
      );
      await consignment.coverUsages(
        tx,
        v.tenantId,
        released.map((x) => x.usageId),
        null,
      );
    }
    await repo.updateHeader(tx, v.tenantId, order.id, {
      ...receiver,
      ...(body.carryWay !== undefined ? { carryWay: body.carryWay } : {}),
      ...(body.memo !== undefined ? { memo: body.memo || null } : {}),
    });
    return detailOf(tx, v, order.id);
  });
}

/** cFOrder/onsignFillupOrderDetailList: the company's fill-up orders as holder and/or supplier, newest first. */
export async function fillupPage(db: Database, ctx: RequestContext, q: FillupPageBody): Promise<Page<FillupOrderSummary>> {
  const v = await scopedViewerOf(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const clock = await tenantClockIn(tx, v.tenantId);
    const { rows, total } = await repo.pageFillups(
      tx,
      v,
      {
        orderCode: q.orderCode || undefined,
        statuses: q.status,
        role: q.role,
        from: clock.from(q.createdFrom),
        to: clock.to(q.createdTo),
      },
      q.pageNum,
      q.pageSize,
    );
    const cards = await companyCards(
      tx,
      v.tenantId,
      rows.flatMap((r) => [r.buyerCompanyId, r.supplierCompanyId]),
    );
    const stats = await repo.statsOf(
      tx,
      v.tenantId,
      rows.map((r) => r.id),
    );
    return pageOf(
      rows.map((r) => ({ ...header(cards, r, clock), ...stats.get(r.id)! })),
      total,
      q.pageNum,
      q.pageSize,
    );
  });
}
