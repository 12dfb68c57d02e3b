// Delivery notices and pay bills as the session company sees them: those of orders it buys or supplies,
// nobody else's. Both are written by the order operations (ship, receive, pay) of orders/.
import type { Page } from '@medportal/contracts/common/envelope';
import { DEFAULT_PAGE_SIZE } from '@medportal/contracts/common/constants';
import { CARRY_WAY_NAMES, type CarryWay } from '@medportal/contracts/mall/common.contract';
import {
  NOTICE_STATUS_NAMES,
  PAY_BILL_KIND_NAMES,
  type DeliverListBody,
  type DeliveryNoticeItem,
  type DeliveryNoticeLine,
  type NoticeStatus,
  type PayBillItem,
  type PayBillKind,
  type PayBillPageBody,
} from '@medportal/contracts/mall/fulfilment.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { companyOf, pageOf } from '../scope.js';
import * as repo from './notices.repository.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { orderScopeOf } from '../orders/order-query.service.js';

/** The session company's view, narrowed by its data scope (own / department: the notices and bills of the orders it sees). */
const viewerOf = async (db: Database, ctx: RequestContext): Promise<repo.Viewer> => ({
  tenantId: ctx.tenantId,
  companyId: companyOf(ctx),
  scope: await orderScopeOf(db, ctx),
});

/** orderGoodsNotice/getOrderDeliverList: newest shipment first; an absent body lists the first page. */
export async function deliverList(
  db: Database,
  ctx: RequestContext,
  body: DeliverListBody | null | undefined,
): Promise<Page<DeliveryNoticeItem>> {
  const v = await viewerOf(db, ctx);
  const q = body ?? { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };
  return db.tenant(ctx.tenantId, async (tx) => {
    const clock = await tenantClockIn(tx, v.tenantId);
    const filter: repo.NoticeFilter = {
      orderCode: q.orderCode || undefined,
      noticeCode: q.noticeCode || undefined,
      status: q.status,
      shipped: { from: clock.from(q.shippedFrom), to: clock.to(q.shippedTo) },
    };
    const { rows, total } = await repo.pageNotices(tx, v, filter, q.pageNum, q.pageSize);
    const cards = await companyCards(
      tx,
      v.tenantId,
      rows.flatMap((r) => [r.buyerCompanyId, r.supplierCompanyId]),
    );
    const content = rows.map((r): DeliveryNoticeItem => {
      const buyer = cards.get(r.buyerCompanyId);
      const supplier = cards.get(r.supplierCompanyId);
      return {
        noticeId: r.id,
        noticeCode: r.noticeCode,
        orderId: r.orderId,
        orderCode: r.orderCode,
        buyerCode: buyer?.code ?? '',
        buyerName: buyer?.name ?? '',
        supplierCode: supplier?.code ?? '',
        supplierName: supplier?.name ?? '',
        carryWay: r.carryWay as CarryWay,
        carryWayName: CARRY_WAY_NAMES[r.carryWay as CarryWay],
        trackingNo: r.trackingNo,
        status: r.status as NoticeStatus,
        statusName: NOTICE_STATUS_NAMES[r.status as NoticeStatus],
        lineCount: Number(r.lineCount),
        totalQuantity: Number(r.totalQuantity),
        shippedAt: clock.text(r.shippedAt),
        receivedAt: clock.textOrNull(r.receivedAt),
        memo: r.memo,
      };
    });
    return pageOf(content, total, q.pageNum, q.pageSize);
  });
}

/** orderGoodsNotice/getOrderDeliverDetailList: the batch/serial lines of one notice, for its parties only. */
export async function deliverLines(db: Database, ctx: RequestContext, noticeId: number): Promise<DeliveryNoticeLine[]> {
  const v = await viewerOf(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    if (!(await repo.visibleNotice(tx, v, noticeId))) throw new DomainError('DELIVERY_NOTICE_NOT_FOUND');
    return repo.noticeLines(tx, v.tenantId, noticeId);
  });
}

/** payBillManage/pageList: bills the company paid or received, newest first. */
export async function payBillPage(db: Database, ctx: RequestContext, q: PayBillPageBody): Promise<Page<PayBillItem>> {
  const v = await viewerOf(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const clock = await tenantClockIn(tx, v.tenantId);
    const filter: repo.BillFilter = {
      billCode: q.billCode || undefined,
      orderCode: q.orderCode || undefined,
      kind: q.kind,
      paid: { from: clock.from(q.paidFrom), to: clock.to(q.paidTo) },
    };
    const { rows, total } = await repo.pageBills(tx, v, filter, q.pageNum, q.pageSize);
    const cards = await companyCards(
      tx,
      v.tenantId,
      rows.flatMap((r) => [r.payerCompanyId, r.payeeCompanyId]),
    );
    const content = rows.map((r): PayBillItem => {
      const payer = cards.get(r.payerCompanyId);
      const payee = cards.get(r.payeeCompanyId);
      return {
        billId: r.id,
        billCode: r.billCode,
        orderId: r.orderId,
        orderCode: r.orderCode,
        payerCode: payer?.code ?? '',
        payerName: payer?.name ?? '',
        payeeCode: payee?.code ?? '',
        payeeName: payee?.name ?? '',
        kind: r.kind as PayBillKind,
        kindName: PAY_BILL_KIND_NAMES[r.kind as PayBillKind],
        direction: r.payerCompanyId === v.companyId ? 'out' : 'in',
        amountFen: Number(r.amountFen),
        payMethod: r.payMethod,
        memo: r.memo,
        paidAt: clock.text(r.paidAt),
      };
    });
    return pageOf(content, total, q.pageNum, q.pageSize);
  });
}
