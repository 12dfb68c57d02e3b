// Reading orders as one of their parties: the order list, one order's detail with the actions the caller
// may take, order lines (of one order, or across the company's orders) and the products it may order.
import type { Page } from '@medportal/contracts/common/envelope';
import { ORDER_STATUSES, ORDER_STATUS_NAMES, type OrderStatus } from '@medportal/contracts/mall/common.contract';
import type {
  MdmItem,
  MdmItemQuery,
  OrderDetail,
  OrderItem,
  OrderLineItem,
  OrderLinePageQuery,
  OrderListQuery,
  OrderProductItem,
  OrderProductPageQuery,
} from '@medportal/contracts/mall/orders.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { companyCards, companyIdByCode } from '../../staff-center/companies/companies.service.js';
import { dataScopeOf } from '../../staff-center/access/data-scope.service.js';
import { groupMemberCompanyIds } from '../../staff-center/company-groups/company-groups.service.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClock, tenantTodayIn } from '../../config-center/config/config.service.js';
import { isBuyerOnly } from '../order-scope.js';
import { companyOf, pageOf } from '../scope.js';
import { hotOrderDetail, hotOrderPage } from './order-hot.repository.js';
import * as list from './order-list.repository.js';
import { allowedActions } from './order-state.js';
import { eventItem, lineItem, namedOrderItem, noticeItem, orderItems, payBillItem } from './order-view.js';
import * as repo from './orders.repository.js';

/**
 * The session's data scope as the order lists apply it (order-list.repository OrderScope says what each sees).
 * A session that sees its whole company (an administrator, scope company or related) whose company heads a
 * company group granting 'orders' also sees the members' orders, read only, as related companies'.
 */
export async function orderScopeOf(db: Database, ctx: RequestContext): Promise<list.OrderScope> {
  const scope = await dataScopeOf(db, ctx);
  if (scope.kind === 'own') return { kind: 'users', userIds: [scope.userId] };
  if (scope.kind === 'department') return { kind: 'users', userIds: scope.userIds };
  const members = await groupMemberCompanyIds(db, ctx, 'orders');
  if (!members.length) return scope;
  const related = scope.kind === 'related' ? scope.companyIds : [];
  return { kind: 'related', companyIds: [...new Set([...related, ...members])].sort((a, b) => a - b) };
}

/**
 * The company through which the session sees an order: its own (as buyer, or as supplier past draft) when
 * the scope lets the order through, or — scope related — the related company that is a party of it (read
 * only). ORDER_NOT_FOUND otherwise, exactly as for another company's order.
 */
export async function scopedOrder(
  tx: Tx,
  ctx: RequestContext,
  scope: list.OrderScope,
  orderId: number,
): Promise<{ companyId: number; readOnly: boolean }> {
  const companyId = companyOf(ctx);
  const p = await list.partiesOf(tx, ctx.tenantId, orderId);
  if (p) {
    const party = p.buyerCompanyId === companyId || (p.supplierCompanyId === companyId && !isBuyerOnly(p.status));
    if (party && (scope.kind !== 'users' || (await list.inScope(tx, ctx.tenantId, companyId, scope, orderId))))
      return { companyId, readOnly: false };
    if (!party && scope.kind === 'related' && !isBuyerOnly(p.status)) {
      const related = [p.buyerCompanyId, p.supplierCompanyId].find((id) => scope.companyIds.includes(id));
      if (related !== undefined) return { companyId: related, readOnly: true };
    }
  }
  throw new DomainError('ORDER_NOT_FOUND');
}

const statusesOf = (s: OrderStatus | OrderStatus[] | undefined) => (s === undefined ? undefined : [s].flat());

/** The filter of a list body; null when a named company or contract does not exist (the page is then empty). */
async function filterOf(
  tx: Tx,
  ctx: RequestContext,
  q: Partial<OrderListQuery> & Pick<OrderProductPageQuery, 'role'>,
  clock: Clock,
  scope: list.OrderScope,
): Promise<list.OrderFilter | null> {
  const f: list.OrderFilter = {
    tenantId: ctx.tenantId,
    companyId: companyOf(ctx),
    role: q.role,
    scope,
    orderType: q.orderType,
    statuses: statusesOf(q.status),
    orderCode: q.orderCode || undefined,
    createdFrom: clock.from(q.createdFrom),
    createdTo: clock.to(q.createdTo),
    productCode: q.productCode,
  };
  for (const [code, key] of [
    [q.supplierCode, 'supplierCompanyId'],
    [q.buyerCode, 'buyerCompanyId'],
  ] as const) {
    if (code === undefined) continue;
    const id = await companyIdByCode(tx, ctx.tenantId, code);
    if (id === undefined) return null;
    f[key] = id;
  }
  if (q.contractCode !== undefined) {
    const c = await repo.findContract(tx, {
      tenantId: ctx.tenantId,
      companyId: f.companyId,
      as: 'party',
      contractCode: q.contractCode,
      today: clock.day(new Date()),
    });
    if (!c) return null;
    f.contractId = c.id;
  }
  return f;
}

/**
 * The list bodies app_order_page answers in one round trip: every filter but the order number, product,
 * party and contract codes, newest first, for a session whose data scope is its company. Other bodies and
 * scopes take the general query below (same answers; the scope's predicate added).
 */
const hotList = (q: OrderListQuery) =>
  !q.orderCode &&
  q.productCode === undefined &&
  q.supplierCode === undefined &&
  q.buyerCode === undefined &&
  q.contractCode === undefined &&
  q.sortField === 'createdAt' &&
  q.sortOrder === 'desc';

/** order/orderDetailList */
export const orderPage = async (db: Database, ctx: RequestContext, q: OrderListQuery): Promise<Page<OrderItem>> => {
  const offset = (q.pageNum - 1) * q.pageSize;
  const clock = await tenantClock(db, ctx.tenantId);
  const scope = await orderScopeOf(db, ctx);
  if (scope.kind === 'company' && hotList(q)) {
    const { rows, total } = await hotOrderPage(
      db,
      {
        tenantId: ctx.tenantId,
        companyId: companyOf(ctx),
        role: q.role,
        statuses: statusesOf(q.status) ?? ORDER_STATUSES,
        orderType: q.orderType,
        createdFrom: clock.from(q.createdFrom),
        createdTo: clock.to(q.createdTo),
      },
      offset,
      q.pageSize,
    );
    return pageOf(
      rows.map((r) => namedOrderItem(r, clock)),
      total,
      q.pageNum,
      q.pageSize,
    );
  }
  return db.tenant(ctx.tenantId, async (tx) => {
    const f = await filterOf(tx, ctx, q, clock, scope);
    if (!f) return pageOf([], 0, q.pageNum, q.pageSize);
    const { rows, total } = await list.pageOrders(tx, f, { field: q.sortField, dir: q.sortOrder }, offset, q.pageSize);
    return pageOf(await orderItems(tx, ctx.tenantId, rows), total, q.pageNum, q.pageSize);
  });
};

async function visibleOrder(tx: Tx, ctx: RequestContext, scope: list.OrderScope, orderId: number) {
  const { companyId } = await scopedOrder(tx, ctx, scope, orderId);
  const row = await repo.findOrder(tx, ctx.tenantId, companyId, orderId);
  if (!row) throw new DomainError('ORDER_NOT_FOUND');
  return row;
}

/**
 * order/orderDetail: header, lines, timeline, notices with lines, pay bills (one call of app_order_detail), and what the caller may
 * do now.
 */
export async function orderDetail(db: Database, ctx: RequestContext, orderId: number): Promise<OrderDetail> {
  const scope = await orderScopeOf(db, ctx);
  // a company scope reads the detail in the one round trip; a narrower or wider one asks first through which company
  const seen =
    scope.kind === 'company'
      ? { companyId: companyOf(ctx), readOnly: false }
      : await db.tenant(ctx.tenantId, (tx) => scopedOrder(tx, ctx, scope, orderId));
  const d = await hotOrderDetail(db, ctx.tenantId, seen.companyId, orderId);
  if (!d) throw new DomainError('ORDER_NOT_FOUND');
  const clock = await tenantClock(db, ctx.tenantId);
  const role = d.order.buyerCompanyId === seen.companyId ? 'buyer' : 'supplier';
  return {
    order: namedOrderItem(d.order, clock),
    role,
    lines: d.lines.map(lineItem),
    events: d.events.map((e) => eventItem(e, clock)),
    notices: d.notices.map((n) => noticeItem(n, d.noticeLines, clock)),
    payBills: d.payBills.map((b) => payBillItem(b, clock)),
    // a related company's order is shown, never acted on
    allowedActions: seen.readOnly
      ? []
      : allowedActions(d.order.status as OrderStatus, role, {
          unpaidFen: d.order.totalFen - d.order.paidFen,
          noticesToReceive: d.notices.filter((n) => n.status === 'shipped').length,
        }),
  };
}

/** order/orderDetailProduct/pageList */
export async function orderLinePage(db: Database, ctx: RequestContext, q: OrderLinePageQuery): Promise<Page<OrderLineItem>> {
  const scope = await orderScopeOf(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = await visibleOrder(tx, ctx, scope, q.orderId);
    const { rows, total } = await list.pageLines(tx, ctx.tenantId, row.id, (q.pageNum - 1) * q.pageSize, q.pageSize);
    return pageOf(rows.map(lineItem), total, q.pageNum, q.pageSize);
  });
}

/** order/orderProduct/pageList: which of the company's orders hold a product, line by line. */
export const orderProductPage = async (db: Database, ctx: RequestContext, q: OrderProductPageQuery): Promise<Page<OrderProductItem>> => {
  const clock = await tenantClock(db, ctx.tenantId);
  const scope = await orderScopeOf(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const f = await filterOf(tx, ctx, q, clock, scope);
    if (!f) return pageOf([], 0, q.pageNum, q.pageSize);
    const { rows, total } = await list.pageOrderProducts(tx, f, (q.pageNum - 1) * q.pageSize, q.pageSize);
    const cards = await companyCards(
      tx,
      ctx.tenantId,
      rows.flatMap((r) => [r.buyerCompanyId, r.supplierCompanyId]),
    );
    return pageOf(
      rows.map((r) => ({
        ...lineItem(r.line),
        orderCode: r.orderCode,
        status: r.status as OrderStatus,
        statusName: ORDER_STATUS_NAMES[r.status as OrderStatus],
        buyerName: cards.get(r.buyerCompanyId)?.name ?? '',
        supplierName: cards.get(r.supplierCompanyId)?.name ?? '',
        createdAt: clock.text(r.createdAt),
      })),
      total,
      q.pageNum,
      q.pageSize,
    );
  });
};

/** order/getIcMdmItemForEcList: the products of the company's contracts in force as buyer, one row per product and supplier. */
export const mdmItemPage = (db: Database, ctx: RequestContext, q: MdmItemQuery): Promise<Page<MdmItem>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    let supplierCompanyId: number | undefined;
    if (q.supplierCode !== undefined) {
      supplierCompanyId = await companyIdByCode(tx, ctx.tenantId, q.supplierCode);
      if (supplierCompanyId === undefined) return pageOf([], 0, q.pageNum, q.pageSize);
    }
    const today = await tenantTodayIn(tx, ctx.tenantId);
    const { rows, total } = await list.pageContractItems(
      tx,
      { tenantId: ctx.tenantId, companyId: companyOf(ctx), as: 'buyer', effectiveOnly: true, today, supplierCompanyId },
      q,
      (q.pageNum - 1) * q.pageSize,
      q.pageSize,
    );
    const cards = await companyCards(
      tx,
      ctx.tenantId,
      rows.map((r) => r.supplierCompanyId),
    );
    return pageOf(
      rows.map(({ supplierCompanyId: id, ...r }) => ({
        ...r,
        supplierCode: cards.get(id)?.code ?? '',
        supplierName: cards.get(id)?.name ?? '',
      })),
      total,
      q.pageNum,
      q.pageSize,
    );
  });
