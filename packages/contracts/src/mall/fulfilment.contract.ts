// Fulfilment of mall orders as the parties see them: delivery notices (orderGoodsNotice), pay bills
// (payBillManage), consigned goods held by a distributor or hospital (ccOrder/consignmentProduct) with
// their reported usage, and fill-up orders (cFOrder) that replenish used items. Money is integer fen;
// times are China time 'YYYY-MM-DD HH:mm:ss', dates 'YYYY-MM-DD'.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { rowId } from '../worktable/paging.contract.js';
import { CARRY_WAYS, ORDER_STATUSES, code, keyword, pageNum, pageSize, queryObject } from './common.contract.js';

const validCalendarDay = (s: string) => {
  const d = new Date(`${s.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s.slice(0, 10);
};

/** A day 'YYYY-MM-DD' or a moment 'YYYY-MM-DD HH:mm:ss' (China time); a bare day as an upper bound means its end. */
export const dayOrTime = (label: string) =>
  z
    .string(`${label}应为文本`)
    .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}( ([01]\d|2[0-3]):[0-5]\d:[0-5]\d)?$/, `${label}格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`)
    .refine(validCalendarDay, `${label}不是有效日期`);

const quantity = (label: string) =>
  z.number(`${label}应为数字`).int(`${label}应为大于0的整数`).min(1, `${label}应为大于0的整数`).max(99_999, `${label}最大为99999`);

const text = (label: string, max: number) =>
  z.string(`${label}应为文本`).trim().min(1, `${label}不能为空`).max(max, `${label}最长${max}个字符`);

const memo = z.string('备注应为文本').trim().max(500, '备注最长500个字符');

// ---- delivery notices: orderGoodsNotice/getOrderDeliverList, getOrderDeliverDetailList
export const NOTICE_STATUSES = ['shipped', 'received'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_STATUS_NAMES: Record<NoticeStatus, string> = { shipped: '已发货', received: '已收货' };

// no required argument: an absent body lists the first page
export const deliverListBody = z
  .object(
    {
      pageNum,
      pageSize,
      orderCode: keyword('订单号', 32),
      noticeCode: keyword('发货单号', 32),
      status: z.enum(NOTICE_STATUSES, 'status 只能为 shipped 或 received').optional(),
      shippedFrom: dayOrTime('发货开始时间 shippedFrom').optional(),
      shippedTo: dayOrTime('发货结束时间 shippedTo').optional(),
    },
    { error: '请求体应为对象' },
  )
  .nullish();
export type DeliverListBody = NonNullable<z.infer<typeof deliverListBody>>;
/** What a client sends (page fields may be left out). */
export type DeliverListQuery = NonNullable<z.input<typeof deliverListBody>>;

export const deliveryNoticeItem = z.object({
  noticeId: z.number().int(),
  noticeCode: z.string(),
  orderId: z.number().int(),
  orderCode: z.string(),
  buyerCode: z.string(),
  buyerName: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  carryWay: z.enum(CARRY_WAYS),
  carryWayName: z.string(),
  trackingNo: z.string().nullable(),
  status: z.enum(NOTICE_STATUSES),
  statusName: z.string(),
  lineCount: z.number().int(),
  totalQuantity: z.number().int(),
  shippedAt: z.string(),
  receivedAt: z.string().nullable(),
  memo: z.string().nullable(),
});
export type DeliveryNoticeItem = z.infer<typeof deliveryNoticeItem>;
export const deliveryNoticePageEnvelope = envelope(page(deliveryNoticeItem));

export const deliverDetailBody = queryObject('query', { noticeId: rowId('发货单编号 noticeId') });
export type DeliverDetailQuery = z.input<typeof deliverDetailBody>;
export const deliveryNoticeLine = z.object({
  id: z.number().int(),
  orderLineId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  specification: z.string(),
  unit: z.string(),
  batchNo: z.string(),
  serialNo: z.string().nullable(),
  expiryDate: z.string(),
  quantity: z.number().int(),
});
export type DeliveryNoticeLine = z.infer<typeof deliveryNoticeLine>;
export const deliveryNoticeLinesEnvelope = envelope(z.array(deliveryNoticeLine));

// ---- pay bills: payBillManage/pageList
export const PAY_BILL_KINDS = ['payment', 'refund'] as const;
export type PayBillKind = (typeof PAY_BILL_KINDS)[number];
export const PAY_BILL_KIND_NAMES: Record<PayBillKind, string> = { payment: '付款', refund: '退款' };

export const payBillPageBody = queryObject('query', {
  billCode: keyword('付款单号', 32),
  orderCode: keyword('订单号', 32),
  kind: z.enum(PAY_BILL_KINDS, 'kind 只能为 payment 或 refund').optional(),
  paidFrom: dayOrTime('付款开始时间 paidFrom').optional(),
  paidTo: dayOrTime('付款结束时间 paidTo').optional(),
  pageNum,
  pageSize,
});
export type PayBillPageBody = z.infer<typeof payBillPageBody>;
export type PayBillPageQuery = z.input<typeof payBillPageBody>;

export const payBillItem = z.object({
  billId: z.number().int(),
  billCode: z.string(),
  orderId: z.number().int(),
  orderCode: z.string(),
  payerCode: z.string(),
  payerName: z.string(),
  payeeCode: z.string(),
  payeeName: z.string(),
  kind: z.enum(PAY_BILL_KINDS),
  kindName: z.string(),
  /** the session company paid it (out) or received it (in) */
  direction: z.enum(['out', 'in']),
  amountFen: z.number().int(),
  payMethod: z.string().nullable(),
  memo: z.string().nullable(),
  paidAt: z.string(),
});
export type PayBillItem = z.infer<typeof payBillItem>;
export const payBillPageEnvelope = envelope(page(payBillItem));

// ---- consigned goods: ccOrder/consignmentProduct/*
const productShape = {
  productCode: z.string(),
  productName: z.string(),
  /** 规格型号 */
  specification: z.string(),
  unit: z.string(),
};
/** the supplier that placed the goods and the distributor or hospital holding them */
const holdingShape = {
  supplierCode: z.string(),
  supplierName: z.string(),
  holderCode: z.string(),
  holderName: z.string(),
};

export const consignmentProductPageBody = queryObject('query', {
  productCode: code('产品编码 productCode').optional(),
  keyword: keyword('产品关键字'),
  supplierCode: code('供应商编码 supplierCode').optional(),
  holderCode: code('寄售方编码 holderCode').optional(),
  pageNum,
  pageSize,
});
export type ConsignmentProductPageBody = z.infer<typeof consignmentProductPageBody>;
export type ConsignmentProductPageQuery = z.input<typeof consignmentProductPageBody>;

/** One product of one supplier held by one company, summed over its batches and serial numbers. */
export const consignmentProductItem = z.object({
  ...productShape,
  ...holdingShape,
  totalQuantity: z.number().int(),
  usedQuantity: z.number().int(),
  availableQuantity: z.number().int(),
  /** batch/serial rows */
  itemCount: z.number().int(),
  /** the earliest expiry among rows with something left (null when all is used) */
  nearestExpiryDate: z.string().nullable(),
});
export type ConsignmentProductItem = z.infer<typeof consignmentProductItem>;
export const consignmentProductPageEnvelope = envelope(page(consignmentProductItem));

export const consignmentDetailPageBody = queryObject('query', {
  productCode: code('产品编码 productCode'),
  supplierCode: code('供应商编码 supplierCode').optional(),
  holderCode: code('寄售方编码 holderCode').optional(),
  batchNo: keyword('批号', 40),
  serialNo: keyword('序列号', 60),
  /** only rows with something left to use */
  availableOnly: z.boolean('availableOnly 应为布尔值').optional(),
  pageNum,
  pageSize,
});
export type ConsignmentDetailPageBody = z.infer<typeof consignmentDetailPageBody>;
export type ConsignmentDetailPageQuery = z.input<typeof consignmentDetailPageBody>;

/** One batch (or one serial number) of consigned goods. */
export const consignmentItem = z.object({
  itemId: z.number().int(),
  ...productShape,
  batchNo: z.string(),
  serialNo: z.string().nullable(),
  expiryDate: z.string(),
  expired: z.boolean(),
  /** expires within 30 days from today */
  expiringSoon: z.boolean(),
  priceFen: z.number().int(),
  quantity: z.number().int(),
  usedQuantity: z.number().int(),
  availableQuantity: z.number().int(),
  ...holdingShape,
  sourceOrderId: z.number().int().nullable(),
  sourceOrderCode: z.string().nullable(),
});
export type ConsignmentItem = z.infer<typeof consignmentItem>;
export const consignmentItemPageEnvelope = envelope(page(consignmentItem));
export const consignmentItemListEnvelope = envelope(z.array(consignmentItem));

export const usageRecord = z.object({
  usageId: z.number().int(),
  itemId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  batchNo: z.string(),
  serialNo: z.string().nullable(),
  quantity: z.number().int(),
  usedAt: z.string(),
  usedFor: z.string().nullable(),
  fillupOrderId: z.number().int().nullable(),
  fillupOrderCode: z.string().nullable(),
});
export type UsageRecord = z.infer<typeof usageRecord>;

export const serialNumberBody = queryObject('query', { serialNo: text('序列号 serialNo', 60) });
export type SerialNumberQuery = z.input<typeof serialNumberBody>;
/** A consigned row carrying the serial number, with the order that placed it and every use of it. */
export const serialTrace = consignmentItem.extend({ usages: z.array(usageRecord) });
export type SerialTrace = z.infer<typeof serialTrace>;
export const serialTraceListEnvelope = envelope(z.array(serialTrace));

export const orderConsignmentBody = queryObject('query', { orderId: rowId('寄售订单编号 orderId') });
export type OrderConsignmentQuery = z.input<typeof orderConsignmentBody>;

/** Portal addition (no tsv call): the holder reports the use of consigned goods. */
export const reportUsageBody = z.object(
  {
    itemId: rowId('寄售产品编号 itemId'),
    quantity: quantity('使用数量 quantity'),
    usedFor: text('使用去向 usedFor', 200),
  },
  { error: 'query 使用记录不能为空' },
);
export type ReportUsageBody = z.infer<typeof reportUsageBody>;
export const usageResult = z.object({ usage: usageRecord, item: consignmentItem });
export type UsageResult = z.infer<typeof usageResult>;
export const usageResultEnvelope = envelope(usageResult);

/**
 * Portal addition (no tsv call): uses of consigned goods, newest first; by default only the open ones
 * (no fill-up order covers them yet). holder: uses of goods the company holds; supplier: uses of goods
 * it placed; both when absent.
 */
export const usagePageBody = queryObject('query', {
  openOnly: z.boolean('openOnly 应为布尔值').default(true),
  role: z.enum(['holder', 'supplier'], 'role 只能为 holder 或 supplier').optional(),
  supplierCode: code('供应商编码 supplierCode').optional(),
  holderCode: code('寄售方编码 holderCode').optional(),
  productCode: code('产品编码 productCode').optional(),
  pageNum,
  pageSize,
});
export type UsagePageBody = z.infer<typeof usagePageBody>;
export type UsagePageQuery = z.input<typeof usagePageBody>;
/** A use with its goods (specification, unit, expiry) and the two parties. */
export const usageItem = usageRecord.extend({
  specification: z.string(),
  unit: z.string(),
  expiryDate: z.string(),
  ...holdingShape,
});
export type UsageItem = z.infer<typeof usageItem>;
export const usagePageEnvelope = envelope(page(usageItem));

// ---- fill-up orders: cFOrder
export const fillupOrderQuery = z.object({
  orderId: z
    .string({ error: (iss) => (iss.input === undefined ? '补货单编号 orderId 不能为空' : '补货单编号 orderId 应为数字') })
    .regex(/^[1-9]\d{0,9}$/, '补货单编号 orderId 应为正整数')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, '补货单编号 orderId 不正确'),
});

const usageIds = z
  .array(rowId('使用记录编号 usageIds'), 'usageIds 应为使用记录编号列表')
  .min(1, 'usageIds 至少包含一条使用记录')
  .max(200, 'usageIds 最多200条')
  .refine((ids) => new Set(ids).size === ids.length, 'usageIds 不能包含重复的使用记录');

export const newFillupOrderBody = z.object(
  {
    usageIds,
    carryWay: z.enum(CARRY_WAYS, '运输方式 carryWay 只能为 bySelf、b、c、d、e 或 f'),
    addressId: rowId('收货地址 addressId'),
    memo: memo.optional(),
    /** true: submitted at once; otherwise a draft */
    submit: z.boolean('submit 应为布尔值').optional(),
  },
  { error: 'consignFillupOrderForm 补货单不能为空' },
);
export type NewFillupOrderBody = z.infer<typeof newFillupOrderBody>;
export type NewFillupOrderForm = z.input<typeof newFillupOrderBody>;

export const updateFillupOrderBody = z.object(
  {
    orderId: rowId('补货单编号 orderId'),
    /** the version read with the order (optimistic concurrency) */
    version: z.number('版本号 version 应为数字').int('版本号 version 应为整数').min(1, '版本号 version 不正确'),
    /** every line to keep with its quantity; a line left out is removed and the usages it covered are released */
    lines: z
      .array(
        z.object(
          {
            lineId: rowId('补货单行编号 lineId'),
            quantity: quantity('补货数量 quantity'),
          },
          'lines 的每一项应为对象',
        ),
        'lines 应为产品行列表',
      )
      .min(1, '补货单至少保留一个产品')
      .max(200, 'lines 最多200行')
      .refine((ls) => new Set(ls.map((l) => l.lineId)).size === ls.length, 'lines 中产品行不能重复')
      .optional(),
    carryWay: z.enum(CARRY_WAYS, '运输方式 carryWay 只能为 bySelf、b、c、d、e 或 f').optional(),
    addressId: rowId('收货地址 addressId').optional(),
    memo: memo.optional(),
  },
  { error: 'form 补货单不能为空' },
);
export type UpdateFillupOrderBody = z.infer<typeof updateFillupOrderBody>;
export type UpdateFillupOrderForm = z.input<typeof updateFillupOrderBody>;

export const fillupLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  ...productShape,
  quantity: z.number().int(),
  priceFen: z.number().int(),
  amountFen: z.number().int(),
  shippedQuantity: z.number().int(),
  receivedQuantity: z.number().int(),
});
export type FillupLine = z.infer<typeof fillupLine>;

export const fillupOrder = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusName: z.string(),
  /** the distributor or hospital holding the consigned goods (the buyer) */
  holderCode: z.string(),
  holderName: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  carryWay: z.enum(CARRY_WAYS).nullable(),
  carryWayName: z.string().nullable(),
  addressId: z.number().int().nullable(),
  receiver: z.string().nullable(),
  receiverPhone: z.string().nullable(),
  receiverAddress: z.string().nullable(),
  memo: z.string().nullable(),
  totalFen: z.number().int(),
  paidFen: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  /** the session company may change it now (holder, draft) */
  editable: z.boolean(),
  lines: z.array(fillupLine),
  usages: z.array(usageRecord),
});
export type FillupOrder = z.infer<typeof fillupOrder>;
export const fillupOrderEnvelope = envelope(fillupOrder);

export const fillupPageBody = queryObject('query', {
  orderCode: keyword('补货单号', 32),
  status: z
    .array(z.enum(ORDER_STATUSES, 'status 不是有效的订单状态'), 'status 应为订单状态列表')
    .max(ORDER_STATUSES.length, `status 最多${ORDER_STATUSES.length}个`)
    .optional(),
  /** holder: fill-up orders the company placed; supplier: those addressed to it; both when absent */
  role: z.enum(['holder', 'supplier'], 'role 只能为 holder 或 supplier').optional(),
  createdFrom: dayOrTime('创建开始时间 createdFrom').optional(),
  createdTo: dayOrTime('创建结束时间 createdTo').optional(),
  pageNum,
  pageSize,
});
export type FillupPageBody = z.infer<typeof fillupPageBody>;
export type FillupPageQuery = z.input<typeof fillupPageBody>;

export const fillupOrderSummary = fillupOrder.omit({ lines: true, usages: true, addressId: true, editable: true, version: true }).extend({
  lineCount: z.number().int(),
  totalQuantity: z.number().int(),
  usageCount: z.number().int(),
});
export type FillupOrderSummary = z.infer<typeof fillupOrderSummary>;
export const fillupPageEnvelope = envelope(page(fillupOrderSummary));
