// Relations between orders of one buyer and one supplier (追加 append / 关联 relate), the two lists of
// the relate dialog, and the order-number check. Only the buyer or the supplier of an order sees it;
// only its buyer relates orders to it.
import type { Page } from '@medportal/contracts/common/envelope';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@medportal/contracts/mall/common.contract';
import {
  ORDER_CODE_PATTERN,
  RELATION_KIND_NAMES,
  type AppendRelateBody,
  type ChosenOrderBody,
  type NotChosenOrderBody,
  type OrderAppendBody,
  type OrderBrief,
  type OrderCodeCheck,
  type OrderCodeRule,
  type RelatedOrderItem,
  type RelationKind,
} from '@medportal/contracts/mall/extras.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { companyOf, pageOf } from '../scope.js';
import * as repo from './relations.repository.js';

/** Orders that may still be appended to another one. */
const APPENDABLE: readonly OrderStatus[] = ['submitted', 'confirmed', 'partlyShipped'];

const viewer = (ctx: RequestContext): repo.Viewer => ({ tenantId: ctx.tenantId, companyId: companyOf(ctx) });

const toBrief = (r: repo.OrderRow): OrderBrief => ({
  orderId: r.orderId,
  orderCode: r.orderCode,
  orderType: r.orderType,
  status: r.status as OrderStatus,
  statusName: ORDER_STATUS_NAMES[r.status as OrderStatus],
  totalFen: r.totalFen,
  createdAt: r.createdAt.toISOString(),
});

const toRelated = (r: repo.RelatedRow): RelatedOrderItem => ({
  ...toBrief(r),
  kind: r.kind as RelationKind,
  kindName: RELATION_KIND_NAMES[r.kind as RelationKind],
  direction: r.direction,
  relatedAt: r.relatedAt.toISOString(),
});

async function mainOrder(tx: Tx, v: repo.Viewer, orderId: number): Promise<repo.PartyOrderRow> {
  const [main] = await repo.visibleOrders(tx, v, [orderId]);
  if (!main) throw new DomainError('RELATE_ORDER_NOT_FOUND');
  return main;
}

/** order/appendRelate: one transaction; pairs already related either way are kept as they are. */
export const appendRelate = (db: Database, ctx: RequestContext, body: AppendRelateBody) =>
  db.tenant(ctx.tenantId, async (tx) => {
    const v = viewer(ctx);
    const main = await mainOrder(tx, v, body.orderId);
    if (main.buyerCompanyId !== v.companyId) throw new DomainError('RELATE_BUYER_ONLY');
    await repo.lockParties(tx, v.tenantId, main.buyerCompanyId, main.supplierCompanyId);
    const ids = [...new Set(body.relatedOrderIds)];
    const others = await repo.visibleOrders(tx, v, ids);
    const missing = ids.filter((id) => !others.some((x) => x.orderId === id));
    if (missing.length) throw new DomainError('RELATE_ORDER_NOT_FOUND', `订单不存在或无权查看（订单编号 ${missing.join('、')}）`);
    if (others.some((x) => x.buyerCompanyId !== main.buyerCompanyId || x.supplierCompanyId !== main.supplierCompanyId)) {
      throw new DomainError('RELATE_OTHER_PARTIES');
    }
    const cancelled = [main, ...others].filter((x) => x.status === 'cancelled').map((x) => x.orderCode);
    if (cancelled.length) throw new DomainError('RELATE_CANCELLED', `已取消的订单不能关联：${cancelled.join('、')}`);
    const existing = await repo.relatedIds(tx, v.tenantId, main.orderId);
    const added = await repo.insertRelations(
      tx,
      v.tenantId,
      main.orderId,
      ids.filter((id) => !existing.has(id)),
      body.kind,
      ctx.userId,
    );
    const { rows } = await repo.pageRelated(tx, v, main.orderId);
    return { added, relations: rows.map(toRelated) };
  });

/** order/getAppendInfo: every order related with orderId, both directions. */
export const appendInfo = (db: Database, ctx: RequestContext, orderId: number): Promise<RelatedOrderItem[]> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const v = viewer(ctx);
    const main = await mainOrder(tx, v, orderId);
    return (await repo.pageRelated(tx, v, main.orderId)).rows.map(toRelated);
  });

/** order/chosenOrder: the related orders, paged. */
export const chosenOrders = (db: Database, ctx: RequestContext, q: ChosenOrderBody): Promise<Page<RelatedOrderItem>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const v = viewer(ctx);
    const main = await mainOrder(tx, v, q.orderId);
    const { rows, total } = await repo.pageRelated(tx, v, main.orderId, q);
    return pageOf(rows.map(toRelated), total, q.pageNum, q.pageSize);
  });

async function candidates(
  db: Database,
  ctx: RequestContext,
  q: OrderAppendBody | NotChosenOrderBody,
  f: repo.CandidateFilter,
): Promise<Page<OrderBrief>> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const v = viewer(ctx);
    const main = await mainOrder(tx, v, q.orderId);
    const { rows, total } = await repo.pageCandidates(tx, main, v, f, q.pageNum, q.pageSize);
    return pageOf(rows.map(toBrief), total, q.pageNum, q.pageSize);
  });
}

/** order/orderAppend: orders that can be appended (submitted, confirmed or partly shipped, not related yet). */
export const appendCandidates = (db: Database, ctx: RequestContext, q: OrderAppendBody) => candidates(db, ctx, q, { statuses: APPENDABLE });

/** order/notChosenOrder: orders of the same buyer and supplier not related yet; cancelled ones cannot be related. */
export const notChosenOrders = (db: Database, ctx: RequestContext, q: NotChosenOrderBody) =>
  candidates(db, ctx, q, { excludeStatuses: ['cancelled'], orderCode: q.orderCode });

/** file/testOrderCode: the format rule, or whether an order of the session company has the number. */
export async function testOrderCode(db: Database, ctx: RequestContext, orderCode?: string): Promise<OrderCodeCheck | OrderCodeRule> {
  const v = viewer(ctx);
  if (orderCode === undefined) return { pattern: ORDER_CODE_PATTERN };
  const row = await db.tenant(ctx.tenantId, (tx) => repo.orderByCode(tx, v, orderCode));
  if (!row) return { exists: false };
  const status = row.status as OrderStatus;
  return { exists: true, orderId: row.orderId, status, statusName: ORDER_STATUS_NAMES[status] };
}
