// Contract orders of the mall centre (DOMAIN 'Orders'): the draft and submit forms, the order list and
// detail, the state machine (which party may take which action in which status — the web shows the
// buttons the server computes from this table), order lines, stock-batch assignment and the products a
// buyer may order. Money is integer fen; times are China time 'YYYY-MM-DD HH:mm:ss'.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { rowId } from '../worktable/paging.contract.js';
import { CARRY_WAYS, ORDER_STATUSES, code, keyword, pageNum, pageSize, queryObject, type OrderStatus } from './common.contract.js';

// ---- the state machine
export const ORDER_ACTIONS = ['submit', 'cancel', 'confirm', 'reject', 'ship', 'receive', 'pay', 'complete'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export const ORDER_ACTION_NAMES: Record<OrderAction, string> = {
  submit: '提交',
  cancel: '取消',
  confirm: '确认',
  reject: '驳回',
  ship: '发货',
  receive: '收货',
  pay: '付款',
  complete: '完成',
};

export const ORDER_PARTIES = ['buyer', 'supplier'] as const;
export type OrderParty = (typeof ORDER_PARTIES)[number];

/**
 * Who may take an action, from which statuses. Where it leads: submit → submitted, cancel → cancelled,
 * confirm → confirmed, reject → rejected, complete → completed; ship → shipped once every line is fully
 * shipped, else partlyShipped; receive → received once the order is shipped and every shipped quantity
 * received; pay keeps the status. Pay also needs an unpaid amount, receive a notice not yet received.
 */
export const ORDER_TRANSITIONS: Record<OrderAction, { parties: readonly OrderParty[]; from: readonly OrderStatus[] }> = {
  submit: { parties: ['buyer'], from: ['draft'] },
  cancel: { parties: ['buyer'], from: ['draft', 'submitted'] },
  confirm: { parties: ['supplier'], from: ['submitted'] },
  reject: { parties: ['supplier'], from: ['submitted'] },
  ship: { parties: ['supplier'], from: ['confirmed', 'partlyShipped'] },
  receive: { parties: ['buyer'], from: ['partlyShipped', 'shipped'] },
  pay: { parties: ['buyer'], from: ['confirmed', 'partlyShipped', 'shipped', 'received', 'completed'] },
  complete: { parties: ['buyer', 'supplier'], from: ['received'] },
};

/** Timeline entries: the actions above plus draft saves and stock-batch assignment. */
export const ORDER_EVENT_ACTIONS = [
  ...ORDER_ACTIONS,
  'create',
  'update',
  'assignBatch',
  // the buyer company's order-submit approval (business ORDER_SUBMIT): the instance approved, rejected, withdrawn
  'examinePass',
  'examineReject',
  'examineWithdraw',
] as const;
export type OrderEventAction = (typeof ORDER_EVENT_ACTIONS)[number];
export const ORDER_EVENT_NAMES: Record<OrderEventAction, string> = {
  ...ORDER_ACTION_NAMES,
  create: '创建草稿',
  update: '修改草稿',
  assignBatch: '分配库存批次',
  examinePass: '审批通过',
  examineReject: '审批驳回',
  examineWithdraw: '撤回审批',
};

/** Kinds of order in mall_orders: contract orders are made here, consignment and fill-up orders by the fulfilment area. */
export const ORDER_TYPES = ['contract', 'consignment', 'fillup'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_NAMES: Record<OrderType, string> = { contract: '合同订单', consignment: '寄售订单', fillup: '补货单' };

export const DELIVERY_NOTICE_STATUSES = ['shipped', 'received'] as const;
export type DeliveryNoticeStatus = (typeof DELIVERY_NOTICE_STATUSES)[number];
export const DELIVERY_NOTICE_STATUS_NAMES: Record<DeliveryNoticeStatus, string> = { shipped: '已发货', received: '已收货' };

/** Why order/deleteOrder left an id alone. */
export const DELETE_REFUSED = { notDraft: '仅草稿可删除', approving: '订单审批中，不能删除', notFound: '订单不存在或无权操作' } as const;

// ---- field rules
const quantity = (label: string) =>
  z.number(`${label}应为数字`).int(`${label}应为大于0的整数`).min(1, `${label}应为大于0的整数`).max(1_000_000, `${label}最大为1000000`);
const version = z
  .number('version 版本号应为数字')
  .int('version 版本号应为整数')
  .min(1, 'version 版本号不正确')
  .max(2_147_483_647, 'version 版本号不正确');
const memo = (label: string) => z.string(`${label}应为文本`).trim().max(500, `${label}最长500个字符`).optional();
const carryWay = z.enum(CARRY_WAYS, 'carryWay 运输方式只能为 bySelf、b、c、d、e、f');
const orderStatus = z.enum(ORDER_STATUSES, '订单状态不正确');
const orderType = z.enum(ORDER_TYPES, 'orderType 只能为 contract、consignment 或 fillup').optional();
/** A real calendar day and time (JS dates roll 02-30 over to March: compare the round trip). */
const existing = (s: string) => {
  const iso = s.replace(' ', 'T');
  const d = new Date(`${iso.length === 10 ? `${iso}T00:00:00` : iso}Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso);
};
const isoDate = (label: string) =>
  z
    .string(`${label}应为文本`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine(existing, `${label}不是有效日期`);
const dateTime = (label: string) =>
  z
    .string(`${label}应为文本`)
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, `${label}格式应为 YYYY-MM-DD HH:mm:ss`)
    .refine(existing, `${label}不是有效时间`);
export const clientToken = z
  .string('clientToken 应为文本')
  .trim()
  .min(8, 'clientToken 长度应为8–64个字符')
  .max(64, 'clientToken 长度应为8–64个字符')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'clientToken 只能包含字母、数字与 _ . : -');

// ---- the order form: ccOrder/tempStorage, ccOrder/newOrderOms, order/orderSubmit
export const orderLineInput = z.object(
  {
    productCode: code('产品编码 productCode'),
    quantity: quantity('数量 quantity'),
    operationTypeCode: code('业务类型编码 operationTypeCode').optional(),
  },
  { error: '产品行应为对象' },
);

const orderFields = {
  supplierCode: code('供应商编码 supplierCode'),
  contractCode: code('合同编码 contractCode'),
  /** a draft may have none yet; submit needs at least one */
  lines: z
    .array(orderLineInput, 'lines 应为产品行列表')
    .max(200, 'lines 最多200行')
    .default([])
    .refine((ls) => new Set(ls.map((l) => l.productCode)).size === ls.length, 'lines 中同一产品只能出现一次'),
  carryWay: carryWay.optional(),
  /** an address of the buyer's address book; receiver, phone and full address are copied onto the order */
  addressId: rowId('收货地址 addressId').optional(),
  /** the bySelf carry way: an enabled pick-up address of the supplier; its text is copied onto the order */
  pickUpAddressId: rowId('自提地址 pickUpAddressId').optional(),
  memo: memo('备注 memo'),
};
const orderFormObject = z.object(orderFields, { error: 'form 订单表单应为对象' });
export type OrderFormFields = z.infer<typeof orderFormObject>;

/** ccOrder/tempStorage: without id a new draft; with id and version an edit of the company's own draft. */
export const ccOrderForm = z
  .object({ id: rowId('订单编号 id').optional(), version: version.optional(), ...orderFields }, { error: 'ccOrderForm 订单表单不能为空' })
  .refine((f) => f.id === undefined || f.version !== undefined, { message: '修改草稿时 version 不能为空', path: ['version'] });
export type CcOrderForm = z.infer<typeof ccOrderForm>;
export type CcOrderFormInput = z.input<typeof ccOrderForm>;

/** ccOrder/newOrderOms: create and submit at once; with a clientToken it is idempotent like orderSubmit. */
export const ccOrderOmsForm = z.object(
  { clientToken: clientToken.optional(), ...orderFields },
  { error: 'ccOrderOmsForm 订单表单不能为空' },
);
export type CcOrderOmsForm = z.infer<typeof ccOrderOmsForm>;
export type CcOrderOmsFormInput = z.input<typeof ccOrderOmsForm>;

/**
 * order/orderSubmit: a draft (orderId, optionally with a form of changes) or a whole new form. The same
 * clientToken of the same buyer company always answers with the same order and creates nothing more.
 */
export const submitOrderQuery = z
  .object(
    {
      clientToken,
      orderId: rowId('订单编号 orderId').optional(),
      version: version.optional(),
      form: orderFormObject.optional(),
    },
    { error: 'submitOrderQuery 提交参数不能为空' },
  )
  .refine((q) => q.orderId !== undefined || q.form !== undefined, {
    message: '请提供草稿订单编号 orderId 或订单表单 form',
    path: ['orderId'],
  });
export type SubmitOrderQuery = z.infer<typeof submitOrderQuery>;
export type SubmitOrderQueryInput = z.input<typeof submitOrderQuery>;

/** order/deleteOrder: the body is the list of order ids. */
export const deleteOrderBody = z
  .array(rowId('订单编号 orderIds'), 'orderIds 订单编号列表不能为空')
  .min(1, 'orderIds 至少包含一个订单编号')
  .max(200, 'orderIds 最多200个订单编号');
export const deleteOrderResult = z.object({
  deleted: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type DeleteOrderResult = z.infer<typeof deleteOrderResult>;
export const deleteOrderEnvelope = envelope(deleteOrderResult);

export const customCodeEnvelope = envelope(z.string());

// ---- order header (list rows, and the answer of every write)
export const orderItem = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  orderType: z.enum(ORDER_TYPES),
  orderTypeName: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusName: z.string(),
  buyerCode: z.string(),
  buyerName: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  contractCode: z.string().nullable(),
  contractName: z.string().nullable(),
  carryWay: z.enum(CARRY_WAYS).nullable(),
  carryWayName: z.string().nullable(),
  addressId: z.number().int().nullable(),
  receiver: z.string().nullable(),
  receiverPhone: z.string().nullable(),
  receiverAddress: z.string().nullable(),
  pickUpAddressId: z.number().int().nullable(),
  pickUpAddress: z.string().nullable(),
  memo: z.string().nullable(),
  totalFen: z.number().int(),
  paidFen: z.number().int(),
  lineCount: z.number().int(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItem>;
export const orderEnvelope = envelope(orderItem);

// ---- order/orderDetailList
export const ORDER_SORT_FIELDS = ['createdAt', 'totalFen'] as const;
export const orderListQuery = queryObject('query', {
  /** whose view: the orders the company buys, or those addressed to it as supplier (drafts excluded) */
  role: z.enum(ORDER_PARTIES, 'role 只能为 buyer（我采购的）或 supplier（我供应的）'),
  /** one kind of order; every kind when absent */
  orderType,
  orderCode: keyword('订单号 orderCode', 32),
  /** one status or several */
  status: z
    .union(
      [orderStatus, z.array(orderStatus).min(1, 'status 至少包含一个状态').max(ORDER_STATUSES.length, 'status 状态过多')],
      'status 订单状态不正确',
    )
    .optional(),
  supplierCode: code('供应商编码 supplierCode').optional(),
  buyerCode: code('采购方编码 buyerCode').optional(),
  contractCode: code('合同编码 contractCode').optional(),
  createdFrom: dateTime('下单开始时间 createdFrom').optional(),
  createdTo: dateTime('下单结束时间 createdTo').optional(),
  /** orders having a line of this product */
  productCode: code('产品编码 productCode').optional(),
  sortField: z.enum(ORDER_SORT_FIELDS, 'sortField 只能为 createdAt 或 totalFen').default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], 'sortOrder 只能为 asc 或 desc').default('desc'),
  pageNum,
  pageSize,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
export type OrderListQueryInput = z.input<typeof orderListQuery>;
export const orderPageEnvelope = envelope(page(orderItem));

// ---- order/orderDetailList/export (portal addition): the list's body without paging, as an .xlsx
/** The order list's table (field permissions, export history). */
export const TABLE_NO_ORDER_LIST = 'orderList';
export const ORDER_EXPORT_MAX_ROWS = 50_000;
export const orderExportQuery = orderListQuery.omit({ pageNum: true, pageSize: true });
export type OrderExportQuery = z.infer<typeof orderExportQuery>;
export type OrderExportQueryInput = z.input<typeof orderExportQuery>;

// ---- order/orderDetail
export const orderIdQuery = queryObject('query', { orderId: rowId('订单编号 orderId') });
export type OrderIdQuery = z.infer<typeof orderIdQuery>;
export type OrderIdQueryInput = z.input<typeof orderIdQuery>;

export const orderLineItem = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  lineNo: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  /** 规格型号 */
  specification: z.string(),
  unit: z.string(),
  productLineCode: z.string().nullable(),
  operationTypeCode: z.string().nullable(),
  quantity: z.number().int(),
  priceFen: z.number().int(),
  amountFen: z.number().int(),
  /** the supplier's stock batch assigned by order/confirmStockBatch */
  stockBatchId: z.number().int().nullable(),
  batchNo: z.string().nullable(),
  shippedQuantity: z.number().int(),
  receivedQuantity: z.number().int(),
});
export type OrderLineItem = z.infer<typeof orderLineItem>;

export const orderEventItem = z.object({
  id: z.number().int(),
  action: z.enum(ORDER_EVENT_ACTIONS),
  actionName: z.string(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  toStatusName: z.string(),
  actorName: z.string(),
  actorCompanyName: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderEventItem = z.infer<typeof orderEventItem>;

export const deliveryNoticeLineItem = z.object({
  id: z.number().int(),
  orderLineId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  batchNo: z.string(),
  serialNo: z.string().nullable(),
  expiryDate: z.string(),
  quantity: z.number().int(),
});
export const deliveryNoticeItem = z.object({
  id: z.number().int(),
  noticeCode: z.string(),
  carryWay: z.enum(CARRY_WAYS),
  carryWayName: z.string(),
  trackingNo: z.string().nullable(),
  status: z.enum(DELIVERY_NOTICE_STATUSES),
  statusName: z.string(),
  memo: z.string().nullable(),
  shippedAt: z.string(),
  receivedAt: z.string().nullable(),
  lines: z.array(deliveryNoticeLineItem),
});
export type DeliveryNoticeItem = z.infer<typeof deliveryNoticeItem>;

export const payBillItem = z.object({
  id: z.number().int(),
  billCode: z.string(),
  /** payment | refund */
  kind: z.string(),
  amountFen: z.number().int(),
  payMethod: z.string().nullable(),
  memo: z.string().nullable(),
  paidAt: z.string(),
});
export type PayBillItem = z.infer<typeof payBillItem>;

export const orderDetail = z.object({
  order: orderItem,
  /** the caller's side of the order */
  role: z.enum(ORDER_PARTIES),
  lines: z.array(orderLineItem),
  events: z.array(orderEventItem),
  notices: z.array(deliveryNoticeItem),
  payBills: z.array(payBillItem),
  /** the actions the caller may take now (ORDER_TRANSITIONS plus the unpaid/unreceived conditions) */
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderDetailEnvelope = envelope(orderDetail);

// ---- order/orderOperation
export const shipLineInput = z.object(
  {
    orderLineId: rowId('订单行 orderLineId'),
    quantity: quantity('发货数量 quantity'),
    /** a stock batch of the supplier: batch number, serial and expiry are taken from it, its quantity decreases */
    stockBatchId: rowId('库存批次 stockBatchId').optional(),
    batchNo: code('批号 batchNo').optional(),
    serialNo: code('序列号 serialNo', 60).optional(),
    expiryDate: isoDate('有效期 expiryDate').optional(),
  },
  { error: '发货明细应为对象' },
);
export type ShipLineInput = z.infer<typeof shipLineInput>;

export const orderOperationQuery = queryObject('query', {
  orderId: rowId('订单编号 orderId'),
  action: z.enum(ORDER_ACTIONS, 'action 只能为 submit、cancel、confirm、reject、ship、receive、pay、complete'),
  /** optimistic check: the version the caller saw */
  version: version.optional(),
  /** reason of a reject, or a remark on any action */
  comment: memo('说明 comment'),
  // ship
  carryWay: carryWay.optional(),
  trackingNo: z.string('运单号 trackingNo 应为文本').trim().max(60, '运单号 trackingNo 最长60个字符').optional(),
  lines: z.array(shipLineInput, 'lines 应为发货明细列表').min(1, 'lines 至少包含一行发货明细').max(200, 'lines 最多200行').optional(),
  // receive
  noticeId: rowId('发货单 noticeId').optional(),
  /**
   * receive a contract order into this warehouse of the buyer (its stock grows); no stock change when absent. Goods of consignment
   * and fill-up orders always become the holder's consigned goods.
   */
  houseCode: code('收货仓库编码 houseCode').optional(),
  // pay
  amountFen: z
    .number('付款金额 amountFen 应为数字')
    .int('付款金额 amountFen 应为整数（分）')
    .min(1, '付款金额 amountFen 应大于0')
    .max(1e13, '付款金额 amountFen 过大')
    .optional(),
  payMethod: z.string('付款方式 payMethod 应为文本').trim().max(20, '付款方式 payMethod 最长20个字符').optional(),
}).superRefine((q, ctx) => {
  if (q.action === 'ship' && !q.carryWay) ctx.addIssue({ code: 'custom', path: ['carryWay'], message: '发货时请选择运输方式' });
  if (q.action === 'ship' && !q.lines) ctx.addIssue({ code: 'custom', path: ['lines'], message: '发货时请填写发货明细' });
  if (q.action === 'receive' && q.noticeId === undefined)
    ctx.addIssue({ code: 'custom', path: ['noticeId'], message: '收货时请选择发货单' });
  if (q.action === 'pay' && q.amountFen === undefined)
    ctx.addIssue({ code: 'custom', path: ['amountFen'], message: '付款时请填写付款金额' });
});
export type OrderOperationQuery = z.infer<typeof orderOperationQuery>;
export type OrderOperationQueryInput = z.input<typeof orderOperationQuery>;

// ---- order/orderDetailProduct/pageList and order/orderProduct/pageList
export const orderLinePageQuery = queryObject('query', { orderId: rowId('订单编号 orderId'), pageNum, pageSize });
export type OrderLinePageQuery = z.infer<typeof orderLinePageQuery>;
export type OrderLinePageQueryInput = z.input<typeof orderLinePageQuery>;
export const orderLinePageEnvelope = envelope(page(orderLineItem));

export const orderProductPageQuery = queryObject('query', {
  /** one side only; both when absent */
  role: z.enum(ORDER_PARTIES, 'role 只能为 buyer 或 supplier').optional(),
  orderType,
  productCode: code('产品编码 productCode').optional(),
  orderCode: keyword('订单号 orderCode', 32),
  status: z
    .union(
      [orderStatus, z.array(orderStatus).min(1, 'status 至少包含一个状态').max(ORDER_STATUSES.length, 'status 状态过多')],
      'status 订单状态不正确',
    )
    .optional(),
  createdFrom: dateTime('下单开始时间 createdFrom').optional(),
  createdTo: dateTime('下单结束时间 createdTo').optional(),
  pageNum,
  pageSize,
});
export type OrderProductPageQuery = z.infer<typeof orderProductPageQuery>;
export type OrderProductPageQueryInput = z.input<typeof orderProductPageQuery>;
export const orderProductItem = orderLineItem.extend({
  orderCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusName: z.string(),
  buyerName: z.string(),
  supplierName: z.string(),
  createdAt: z.string(),
});
export type OrderProductItem = z.infer<typeof orderProductItem>;
export const orderProductPageEnvelope = envelope(page(orderProductItem));

// ---- order/confirmStockBatch
export const confirmStockBatchForm = z.object(
  {
    orderId: rowId('订单编号 orderId'),
    lines: z
      .array(
        z.object({ orderLineId: rowId('订单行 orderLineId'), stockBatchId: rowId('库存批次 stockBatchId') }, { error: '批次分配应为对象' }),
        'lines 应为批次分配列表',
      )
      .min(1, 'lines 至少包含一行')
      .max(200, 'lines 最多200行')
      .refine((ls) => new Set(ls.map((l) => l.orderLineId)).size === ls.length, 'lines 中同一订单行只能出现一次'),
  },
  { error: 'form 批次分配不能为空' },
);
export type ConfirmStockBatchForm = z.infer<typeof confirmStockBatchForm>;
export type ConfirmStockBatchFormInput = z.input<typeof confirmStockBatchForm>;
export const orderLineListEnvelope = envelope(z.array(orderLineItem));

// ---- order/getIcMdmItemForEcList
export const mdmItemQuery = queryObject('query', {
  supplierCode: code('供应商编码 supplierCode').optional(),
  productLineCode: code('产品线编码 productLineCode').optional(),
  keyword: keyword('产品关键字'),
  pageNum,
  pageSize,
});
export type MdmItemQuery = z.infer<typeof mdmItemQuery>;
export type MdmItemQueryInput = z.input<typeof mdmItemQuery>;
export const mdmItem = z.object({
  productCode: z.string(),
  productName: z.string(),
  specification: z.string(),
  unit: z.string(),
  productLineCode: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
});
export type MdmItem = z.infer<typeof mdmItem>;
export const mdmItemPageEnvelope = envelope(page(mdmItem));
