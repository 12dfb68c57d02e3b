// Typed client of the fulfilment calls: delivery notices, pay bills, consigned goods and their usage,
// fill-up orders (cFOrder). Each function checks its mandatory argument (the tsv name) before any request.
import type { Envelope, Page } from '@medportal/contracts/common/envelope';
import type {
  ConsignmentDetailPageQuery,
  ConsignmentItem,
  ConsignmentProductItem,
  ConsignmentProductPageQuery,
  DeliverDetailQuery,
  DeliverListQuery,
  DeliveryNoticeItem,
  DeliveryNoticeLine,
  FillupOrder,
  FillupOrderSummary,
  FillupPageQuery,
  NewFillupOrderForm,
  OrderConsignmentQuery,
  PayBillItem,
  PayBillPageQuery,
  ReportUsageBody,
  SerialNumberQuery,
  SerialTrace,
  UpdateFillupOrderForm,
  UsageItem,
  UsagePageQuery,
  UsageResult,
} from '@medportal/contracts/mall/fulfilment.contract';
import { MALL_API, MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { request } from '../../../lib/api-client';
import { mallPost, requireArg } from './mall-call';

/** POST /orderGoodsNotice/getOrderDeliverList: notices of the company's orders; without a query the first page. */
export const getOrderDeliverList = (query?: DeliverListQuery) =>
  mallPost<Page<DeliveryNoticeItem>>('/orderGoodsNotice/getOrderDeliverList', query);

/** POST /orderGoodsNotice/getOrderDeliverDetailList: the batch/serial lines of one notice. */
export const getOrderDeliverDetailList = (query: DeliverDetailQuery) =>
  mallPost<DeliveryNoticeLine[]>(MALL_PATHS.getOrderDeliverDetailList, requireArg('query', query));

/** POST /payBillManage/pageList: bills the company paid or received, amounts in fen. */
export const payBillPageList = (query: PayBillPageQuery) =>
  mallPost<Page<PayBillItem>>('/payBillManage/pageList', requireArg('query', query));

/** POST /ccOrder/consignmentProduct/pageList: consigned goods per product, supplier and holder. */
export const consignmentProductPageList = (query: ConsignmentProductPageQuery) =>
  mallPost<Page<ConsignmentProductItem>>('/ccOrder/consignmentProduct/pageList', requireArg('query', query));

/** POST /ccOrder/consignmentProduct/pageProductDetailList: the batch/serial rows of one product. */
export const consignmentProductDetailPageList = (query: ConsignmentDetailPageQuery) =>
  mallPost<Page<ConsignmentItem>>('/ccOrder/consignmentProduct/pageProductDetailList', requireArg('query', query));

/** POST /ccOrder/consignmentProduct/serialNumberOrderList: where a serial number came from and how it was used. */
export const serialNumberOrderList = (query: SerialNumberQuery) =>
  mallPost<SerialTrace[]>(MALL_PATHS.consignmentSerialNumberOrderList, requireArg('query', query));

/** POST /ccOrder/consignmentProduct/orderConsignmenDetailList (sic): what one consignment order placed. */
export const orderConsignmentDetailList = (query: OrderConsignmentQuery) =>
  mallPost<ConsignmentItem[]>(MALL_PATHS.consignmentOrderDetailList, requireArg('query', query));

/** POST /ccOrder/consignmentProduct/reportUsage (portal addition): the holder reports a use of consigned goods. */
export const reportConsignmentUsage = (query: ReportUsageBody) =>
  mallPost<UsageResult>(MALL_PATHS.consignmentReportUsage, requireArg('query', query));

/**
 * POST /ccOrder/consignmentProduct/usagePageList (portal addition): uses of consigned goods, open ones unless openOnly is false,
 * newest first.
 */
export const consignmentUsagePageList = (query: UsagePageQuery) =>
  mallPost<Page<UsageItem>>('/ccOrder/consignmentProduct/usagePageList', requireArg('query', query));

/** POST /cFOrder?orderId=: one fill-up order with its lines and the usages it covers (no body). */
export const getFillupOrder = (orderId: number) =>
  mallPost<FillupOrder>(MALL_PATHS.fillupOrder, undefined, { params: { orderId: requireArg('orderId', orderId) } });

/** PUT /cFOrder: changes a draft fill-up order; form.version is the version read with it. */
export const updateFillupOrder = (form: UpdateFillupOrderForm): Promise<FillupOrder> => {
  const data = requireArg('form', form);
  return request<Envelope<FillupOrder>>({ method: 'PUT', url: MALL_API.fillupOrder, data }).then((r) => r.payload);
};

/** POST /cFOrder/newOrderOms: a fill-up order for open usages of one supplier (submit: true submits it at once). */
export const newFillupOrder = (consignFillupOrderForm: NewFillupOrderForm) =>
  mallPost<FillupOrder>(MALL_PATHS.fillupNewOrderOms, requireArg('consignFillupOrderForm', consignFillupOrderForm));

/** POST /cFOrder/onsignFillupOrderDetailList (sic): the company's fill-up orders, paged. */
export const fillupOrderPageList = (query: FillupPageQuery) =>
  mallPost<Page<FillupOrderSummary>>('/cFOrder/onsignFillupOrderDetailList', requireArg('query', query));
