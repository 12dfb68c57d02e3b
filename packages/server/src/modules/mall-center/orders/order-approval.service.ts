// The buyer company's optional order-submit approval (business ORDER_SUBMIT of the approval engine). A
// submitted contract order starts an instance in the submit's transaction; when the buyer company has an
// enabled ORDER_SUBMIT flow and the order's total is above the flow's minAmount, the order waits as
// 'approving' — its buyer's alone, like a draft (order-scope.ts BUYER_ONLY_STATUSES) — until the instance
// ends: approved -> 'submitted' as a plain submit would have made it, rejected or withdrawn -> back to
// 'draft' for the buyer to change and submit again. Without a flow (the default) orders go straight to the
// supplier as they always did.
import type { Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { registerExamineBusiness, type ExamineEdit, type ExamineEnd } from '../../audit-center/examine/engine-registry.js';
import { startExamine } from '../../audit-center/examine/engine.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { yuanText } from './order-export.service.js';
import * as repo from './orders.repository.js';

export const ORDER_SUBMIT = 'ORDER_SUBMIT';

/** The order detail screen, where the approver's link leads. */
const detailPath = (orderId: number) => `/order/detail?id=${orderId}`;

/** The fields of an order an approver may change when the step allows it. */
const EDITABLE = [{ name: 'memo', label: '备注' }] as const;
const MEMO_MAX = 500;

type LineFacts = {
  productCode: string;
  productName: string;
  specification?: string | null;
  unit?: string | null;
  quantity: number;
  priceFen: number;
  amountFen: number;
};

/** '一次性使用无菌注射器（KR-SYR-5，5ml）× 100支，45.00元' */
const lineText = (l: LineFacts): string =>
  `${l.productName}（${[l.productCode, l.specification].filter(Boolean).join('，')}）× ${l.quantity}${l.unit ?? ''}，${yuanText(l.amountFen)}元`;

/**
 * Starts the buyer company's approval of an order being submitted (its total and lines as they will be
 * stored). 'approving' when an instance started, 'submitted' when none is needed.
 */
export async function submitOrApprove(
  tx: Tx,
  ctx: RequestContext,
  order: Pick<repo.OrderRow, 'id' | 'orderCode' | 'orderType' | 'buyerCompanyId' | 'supplierCompanyId' | 'memo'>,
  totalFen: number,
  lines: readonly LineFacts[],
): Promise<'approving' | 'submitted'> {
  // fill-up and consignment orders replenish the supplier's own goods: only the buyer's purchase orders are approved
  if (order.orderType !== 'contract') return 'submitted';
  const supplier = (await companyCards(tx, ctx.tenantId, [order.supplierCompanyId])).get(order.supplierCompanyId)?.name ?? '';
  const started = await startExamine(tx, {
    tenantId: ctx.tenantId,
    companyId: order.buyerCompanyId,
    businessCode: ORDER_SUBMIT,
    businessId: String(order.id),
    title: `${order.orderCode} ${supplier}`.trim(),
    data: {
      orderCode: order.orderCode,
      supplier,
      amount: yuanText(totalFen),
      memo: order.memo ?? '',
      // one readable text for the approver: name (code, specification) × quantity and unit, amount
      lines: lines.map(lineText).join('；'),
    },
    linkPath: detailPath(order.id),
    amount: totalFen,
    initiatorUserId: ctx.userId,
    initiatorCompanyId: order.buyerCompanyId,
  });
  return started ? 'approving' : 'submitted';
}

const END_EVENT = { approved: 'examinePass', rejected: 'examineReject', withdrawn: 'examineWithdraw' } as const;

/** The engine's callback when an order's instance ends (in the engine's transaction). */
async function onEnd(tx: Tx, end: ExamineEnd): Promise<void> {
  const row = await repo.lockOrderById(tx, end.tenantId, Number(end.businessId));
  // the order is no longer waiting (it cannot leave 'approving' otherwise, but a stale instance must not move it)
  if (!row || row.status !== 'approving') return;
  const to = end.status === 'approved' ? 'submitted' : 'draft';
  await repo.updateOrder(tx, end.tenantId, row.id, {
    status: to,
    submittedAt: to === 'submitted' ? new Date() : null,
    version: row.version + 1,
  });
  await repo.insertEvent(tx, end.tenantId, {
    orderId: row.id,
    action: END_EVENT[end.status],
    fromStatus: 'approving',
    toStatus: to,
    actorUserId: end.actorUserId,
    // approvers are people of the buyer company, whose flow it is; the initiator withdrawing is one too
    actorCompanyId: row.buyerCompanyId,
    comment: end.comment.slice(0, MEMO_MAX) || null,
  });
}

/** An approver allowed to edit the memo changes it on the waiting order. */
async function onEdit(tx: Tx, edit: ExamineEdit): Promise<void> {
  if (!('memo' in edit.fields)) return;
  const memo = edit.fields.memo;
  if (memo !== null && typeof memo !== 'string') throw new DomainError('ORDER_MEMO_INVALID', '备注 memo 应为文本');
  const text = (memo ?? '').trim();
  if (text.length > MEMO_MAX) throw new DomainError('ORDER_MEMO_INVALID', `备注 memo 最长${MEMO_MAX}个字符`);
  const row = await repo.lockOrderById(tx, edit.tenantId, Number(edit.businessId));
  if (!row || row.status !== 'approving') throw new DomainError('ORDER_NOT_OPERABLE');
  await repo.updateOrder(tx, edit.tenantId, row.id, { memo: text || null, version: row.version + 1 });
}

registerExamineBusiness({
  code: ORDER_SUBMIT,
  defaultDescription: '无需审批：订单提交后直接发送给供应商',
  defaultSteps: () => Promise.resolve(null),
  dataFields: [
    { name: 'orderCode', label: '订单号' },
    { name: 'supplier', label: '供应商' },
    { name: 'amount', label: '订单金额（元）' },
    { name: 'lines', label: '订单明细' },
    { name: 'memo', label: '备注' },
  ],
  editableFields: EDITABLE,
  amountCondition: true,
  onEnd,
  onEdit,
});
