// Typed client of the order-extras calls: temp-stored order forms, order templates (with the portal's
// own save and delete), relations between orders and the order-number check. Each function checks its
// mandatory argument (the tsv name) before any request.
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  AppendInfoQuery,
  AppendRelateBody,
  AppendRelateResult,
  ChosenOrderQuery,
  DeleteTemplateQuery,
  GetTsBody,
  NotChosenOrderQuery,
  OrderAppendQuery,
  OrderBrief,
  OrderCodeCheck,
  OrderCodeRule,
  RelatedOrderItem,
  SaveTemplateBody,
  TemplateItem,
  TemplatePageQuery,
  TemplateProductQuery,
  TemplateProducts,
  TsBody,
  TsFormItem,
  TsSaved,
} from '@medportal/contracts/mall/extras.contract';
import { MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { mallPost, requireArg } from './mall-call';

/** POST /order/TS: keeps a half-filled order form under its key (replaces what was there). */
export const saveTempOrder = (ts: TsBody) => mallPost<TsSaved>(MALL_PATHS.ts, requireArg('ts', ts));

/** POST /order/getTS: the stored form or null; remove: true drops it once the real order is saved. */
export const getTempOrder = (getTsOrderQuery: GetTsBody) =>
  mallPost<TsFormItem | null>(MALL_PATHS.getTS, requireArg('getTsOrderQuery', getTsOrderQuery));

/** POST /order/orderTemplate: the company's order templates, paged. */
export const orderTemplatePage = (query: TemplatePageQuery) =>
  mallPost<Page<TemplateItem>>('/order/orderTemplate', requireArg('query', query));

/** POST /order/orderTemplate/save (portal addition): creates or replaces a template with its lines. */
export const saveOrderTemplate = (form: SaveTemplateBody) => mallPost<TemplateItem>(MALL_PATHS.orderTemplateSave, requireArg('form', form));

/** POST /order/orderTemplate/delete (portal addition). */
export const deleteOrderTemplate = (query: DeleteTemplateQuery) =>
  mallPost<null>(MALL_PATHS.orderTemplateDelete, requireArg('query', query));

/** POST /order/orderTemplateProduct: a template's lines with today's contract price (fen) and availability. */
export const orderTemplateProducts = (query: TemplateProductQuery) =>
  mallPost<TemplateProducts>(MALL_PATHS.orderTemplateProduct, requireArg('query', query));

/** POST /order/appendRelate: appends or relates orders of the same buyer and supplier. */
export const appendRelate = (form: AppendRelateBody) => mallPost<AppendRelateResult>(MALL_PATHS.appendRelate, requireArg('form', form));

/** POST /order/getAppendInfo: the orders related with one order, both directions. */
export const getAppendInfo = (query: AppendInfoQuery) => mallPost<RelatedOrderItem[]>(MALL_PATHS.getAppendInfo, requireArg('query', query));

/** POST /order/orderAppend: orders that can still be appended to one order, paged. */
export const orderAppend = (query: OrderAppendQuery) => mallPost<Page<OrderBrief>>('/order/orderAppend', requireArg('query', query));

/** POST /order/chosenOrder: the orders already related with one order, paged. */
export const chosenOrder = (query: ChosenOrderQuery) => mallPost<Page<RelatedOrderItem>>('/order/chosenOrder', requireArg('query', query));

/** POST /order/notChosenOrder: the same buyer's and supplier's orders not related yet, paged. */
export const notChosenOrder = (query: NotChosenOrderQuery) =>
  mallPost<Page<OrderBrief>>('/order/notChosenOrder', requireArg('query', query));

/** POST /file/testOrderCode: no argument answers the number format { pattern }; with orderCode whether the company has that order. */
export function testOrderCode(): Promise<OrderCodeRule>;
export function testOrderCode(body: { orderCode: string }): Promise<OrderCodeCheck>;
export function testOrderCode(body?: { orderCode: string }): Promise<OrderCodeRule | OrderCodeCheck> {
  return mallPost<OrderCodeRule | OrderCodeCheck>(MALL_PATHS.testOrderCode, body);
}
