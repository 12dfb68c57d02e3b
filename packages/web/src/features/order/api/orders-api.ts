// Typed client of the contract-order calls of the order & mall service (/m-mall-center/api/v1): drafts,
// submit, order numbers, deleting drafts, the order list and detail, the state-machine operations, order
// lines, stock-batch assignment, the products a buyer may order and the order list's export. Each function checks its tsv
// argument first (mall-call.ts) and answers the envelope's payload; money is integer fen.
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  CcOrderFormInput,
  CcOrderOmsFormInput,
  ConfirmStockBatchFormInput,
  DeleteOrderResult,
  MdmItem,
  MdmItemQueryInput,
  OrderDetail,
  OrderIdQueryInput,
  OrderExportQueryInput,
  OrderItem,
  OrderLineItem,
  OrderLinePageQueryInput,
  OrderListQueryInput,
  OrderOperationQueryInput,
  OrderProductItem,
  OrderProductPageQueryInput,
  SubmitOrderQueryInput,
} from '@medportal/contracts/mall/orders.contract';
import { MALL_API, MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { EXPORT_TIMEOUT_MS } from '../../../kit/table/export-button';
import { downloadFile, type DownloadResult } from '../../../lib/download';
import { mallPost, requireArg } from './mall-call';

/** POST ccOrder/tempStorage: a new draft, or (id + version) changes to one of the company's drafts. */
export const tempStorage = async (ccOrderForm: CcOrderFormInput): Promise<OrderItem> =>
  mallPost(MALL_PATHS.tempStorage, requireArg('ccOrderForm', ccOrderForm));

/** POST ccOrder/newOrderOms: create and submit at once (idempotent when it carries a clientToken). */
export const newOrderOms = async (ccOrderOmsForm: CcOrderOmsFormInput): Promise<OrderItem> =>
  mallPost(MALL_PATHS.newOrderOms, requireArg('ccOrderOmsForm', ccOrderOmsForm));

/** POST order/orderSubmit: submit a draft (orderId) or a form; one clientToken per form gives one order. */
export const orderSubmit = async (submitOrderQuery: SubmitOrderQueryInput): Promise<OrderItem> =>
  mallPost(MALL_PATHS.orderSubmit, requireArg('submitOrderQuery', submitOrderQuery));

/** POST order/getCustomCode: a fresh order number. */
export const getCustomCode = (): Promise<string> => mallPost(MALL_PATHS.getCustomCode);

/** POST order/deleteOrder: the body is the list of ids; drafts of the company go, the rest is reported with a reason. */
export const deleteOrder = async (orderIds: number[]): Promise<DeleteOrderResult> =>
  mallPost(MALL_PATHS.deleteOrder, requireArg('orderIds', orderIds));

/** POST order/orderDetail: header, lines, timeline, notices, pay bills and the caller's allowed actions. */
export const orderDetail = async (query: OrderIdQueryInput): Promise<OrderDetail> =>
  mallPost(MALL_PATHS.orderDetail, requireArg('query', query));

/** POST order/orderDetailList: the order list of one side (role buyer | supplier), filtered, sorted, paged. */
export const orderDetailList = async (query: OrderListQueryInput): Promise<Page<OrderItem>> =>
  mallPost(MALL_PATHS.orderDetailList, requireArg('query', query));

/** The URL of order/orderDetailList/export (for the list's ExportButton). */
export const ORDER_EXPORT_URL = MALL_API.orderDetailListExport;

/** POST order/orderDetailList/export (portal addition): the list of the same body, unpaged, saved as 订单列表_<time>.xlsx. */
export const orderDetailListExport = async (query: OrderExportQueryInput): Promise<DownloadResult> =>
  downloadFile({ url: ORDER_EXPORT_URL, method: 'POST', data: requireArg('query', query), timeout: EXPORT_TIMEOUT_MS });

/** POST order/orderOperation: submit, cancel, confirm, reject, ship, receive, pay or complete. */
export const orderOperation = async (query: OrderOperationQueryInput): Promise<OrderItem> =>
  mallPost(MALL_PATHS.orderOperation, requireArg('query', query));

/** POST order/orderDetailProduct/pageList: the lines of one order, paged. */
export const orderDetailProductPageList = async (query: OrderLinePageQueryInput): Promise<Page<OrderLineItem>> =>
  mallPost(MALL_PATHS.orderDetailProductPageList, requireArg('query', query));

/** POST order/orderProduct/pageList: lines across the company's orders (which orders hold a product). */
export const orderProductPageList = async (query: OrderProductPageQueryInput): Promise<Page<OrderProductItem>> =>
  mallPost(MALL_PATHS.orderProductPageList, requireArg('query', query));

/** POST order/confirmStockBatch: the supplier assigns stock batches to lines of a confirmed order. */
export const confirmStockBatch = async (form: ConfirmStockBatchFormInput): Promise<OrderLineItem[]> =>
  mallPost(MALL_PATHS.confirmStockBatch, requireArg('form', form));

/** POST order/getIcMdmItemForEcList: products of the company's contracts in force, paged. */
export const getIcMdmItemForEcList = async (query: MdmItemQueryInput): Promise<Page<MdmItem>> =>
  mallPost(MALL_PATHS.getIcMdmItemForEcList, requireArg('query', query));
