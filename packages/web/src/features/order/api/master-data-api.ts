// The 21 master-data calls of the order & mall service (/m-mall-center/api/v1) the order screens are
// built on: areas, suppliers and contracts, dictionaries, product lines, operation types, warehouses,
// stock batches, contract products and prices, the product set, the address book and its receivers.
// Each checks its tsv argument first (mall-call.ts) and answers the envelope's payload.
import type { areaListEnvelope, areaListQuery } from '@medportal/contracts/mall/area.contract';
import type {
  addressEnvelope,
  addressListEnvelope,
  orderReceiverBody,
  receiverListEnvelope,
  saveAddressBody,
} from '@medportal/contracts/mall/addresses.contract';
import type {
  commonEnumBody,
  commonEnumEnvelope,
  contractProductPageEnvelope,
  dictionariesEnvelope,
  operationHouseQuery,
  operationTypeListEnvelope,
  operationTypeQuery,
  productLineListEnvelope,
  productLineNameListBody,
  productNameListEnvelope,
  productSetPageBody,
  productSetPageEnvelope,
  purchaseProductPageBody,
  queryAllNameBody,
  referencePriceBody,
  referencePriceEnvelope,
  stockBatchPageBody,
  stockBatchPageEnvelope,
  warehouseListEnvelope,
} from '@medportal/contracts/mall/catalogue.contract';
import type {
  contractEnvelope,
  contractListEnvelope,
  contractPageBody,
  contractPageEnvelope,
  orderContractBody,
  orderContractListBody,
  orderSupplierBody,
  supplierPageBody,
  vendorListEnvelope,
  vendorPageEnvelope,
} from '@medportal/contracts/mall/vendors.contract';
import { MALL_PATHS, STAFF_API } from '@medportal/contracts/common/api-paths';
import type { PickUpAddressOption } from '@medportal/contracts/system/reference-data.contract';
import { post } from '../../../lib/api-client';
import { mallGet, mallPost, requireArg } from './mall-call';

/** What a caller may send: the schema's input (defaults such as pageNum and pageSize optional). */
type In<S extends { _zod: { input: unknown } }> = S['_zod']['input'];
/** What the call answers: the envelope's payload. */
type Out<E extends { _zod: { output: { payload: unknown } } }> = E['_zod']['output']['payload'];

export type AreaListParams = In<typeof areaListQuery>;
export type SupplierPageQuery = In<typeof supplierPageBody>;
export type ContractPageQuery = In<typeof contractPageBody>;
export type CommonEnumQuery = In<typeof commonEnumBody>;
export type OrderSupplierQuery = In<typeof orderSupplierBody>;
export type OrderContractListQuery = In<typeof orderContractListBody>;
export type OrderContractQuery = In<typeof orderContractBody>;
export type ProductLineNameListQuery = In<typeof productLineNameListBody>;
export type OperationTypeQuery = In<typeof operationTypeQuery>;
export type OperationHouseQuery = In<typeof operationHouseQuery>;
export type StockBatchPageQuery = In<typeof stockBatchPageBody>;
export type PurchaseProductPageQuery = In<typeof purchaseProductPageBody>;
export type ReferencePriceQuery = In<typeof referencePriceBody>;
export type QueryAllNameQuery = In<typeof queryAllNameBody>;
export type ProductSetPageQuery = In<typeof productSetPageBody>;
export type SaveAddressInput = In<typeof saveAddressBody>;
export type OrderReceiverQuery = In<typeof orderReceiverBody>;

// ---- areas

/** POST area/list: provinces; a provinceCode gives its cities, a cityCode its districts (query params). */
export const areaList = (params: AreaListParams = {}): Promise<Out<typeof areaListEnvelope>> =>
  mallPost(MALL_PATHS.areaList, undefined, { params });

// ---- suppliers and contracts

/** GET ccOrder/dd: carry ways, order statuses and contract statuses. */
export const ccOrderDd = (): Promise<Out<typeof dictionariesEnvelope>> => mallGet(MALL_PATHS.ccOrderDd);

/** GET ccOrder/vendorList: suppliers the session company holds valid contracts with. */
export const vendorList = (): Promise<Out<typeof vendorListEnvelope>> => mallGet(MALL_PATHS.vendorList);

/** GET ccOrder/vendorContractList?vendorCode=: the valid contracts with one supplier. */
export const vendorContractList = async (vendorCode: string): Promise<Out<typeof contractListEnvelope>> =>
  mallGet(MALL_PATHS.vendorContractList, { vendorCode: requireArg('vendorCode', vendorCode) });

/** POST ccOrder/supplerList (sales-order client): suppliers, paged. */
export const supplerList = async (query: SupplierPageQuery): Promise<Out<typeof vendorPageEnvelope>> =>
  mallPost(MALL_PATHS.supplerList, requireArg('query', query));

/** POST ccOrder/contractList (sales-order client): contracts of the company as buyer or supplier, paged. */
export const contractList = async (query: ContractPageQuery): Promise<Out<typeof contractPageEnvelope>> =>
  mallPost(MALL_PATHS.contractList, requireArg('query', query));

/** POST order/commonEnum: one dictionary by enumType, or all of them. */
export const commonEnum = async (query: CommonEnumQuery): Promise<Out<typeof commonEnumEnvelope>> =>
  mallPost(MALL_PATHS.commonEnum, requireArg('query', query));

/** POST order/supplier: suppliers for the order form. */
export const orderSuppliers = async (query: OrderSupplierQuery): Promise<Out<typeof vendorListEnvelope>> =>
  mallPost(MALL_PATHS.supplier, requireArg('query', query));

/** POST order/contract: the effective contracts with one supplier, for the order form. */
export const orderContracts = async (query: OrderContractListQuery): Promise<Out<typeof contractListEnvelope>> =>
  mallPost(MALL_PATHS.contract, requireArg('query', query));

/** POST order/orderContract: one contract by its code. */
export const orderContract = async (query: OrderContractQuery): Promise<Out<typeof contractEnvelope>> =>
  mallPost(MALL_PATHS.orderContract, requireArg('query', query));

// ---- product lines, operations, warehouses, stock

/** POST order/getProductLineNameList: product lines, by supplier or contract. */
export const getProductLineNameList = async (query: ProductLineNameListQuery): Promise<Out<typeof productLineListEnvelope>> =>
  mallPost(MALL_PATHS.getProductLineNameList, requireArg('query', query));

/** POST operation/operationTypeByProductLineCode: the operation types of a product line. */
export const operationTypeByProductLineCode = async (
  operationTypeQuery: OperationTypeQuery,
): Promise<Out<typeof operationTypeListEnvelope>> =>
  mallPost(MALL_PATHS.operationTypeByProductLineCode, requireArg('operationTypeQuery', operationTypeQuery));

/** POST operation/operationHouseByHoseCode: the session company's warehouses. */
export const operationHouseByHoseCode = async (
  operationHouseByHouseCodeQuery: OperationHouseQuery,
): Promise<Out<typeof warehouseListEnvelope>> =>
  mallPost(MALL_PATHS.operationHouseByHoseCode, requireArg('operationHouseByHouseCodeQuery', operationHouseByHouseCodeQuery));

/** POST order/stockBatch/pageList: the session company's stock batches, paged. */
export const stockBatchPageList = async (query: StockBatchPageQuery): Promise<Out<typeof stockBatchPageEnvelope>> =>
  mallPost(MALL_PATHS.stockBatchPageList, requireArg('query', query));

// ---- contract products and the product set

/** POST order/purchaseProduct/pageList: contract products with their prices (fen), paged. */
export const purchaseProductPageList = async (query: PurchaseProductPageQuery): Promise<Out<typeof contractProductPageEnvelope>> =>
  mallPost(MALL_PATHS.purchaseProductPageList, requireArg('query', query));

/** POST order/getProductReferencePrice: contract prices (fen) of some products. */
export const getProductReferencePrice = async (query: ReferencePriceQuery): Promise<Out<typeof referencePriceEnvelope>> =>
  mallPost(MALL_PATHS.getProductReferencePrice, requireArg('query', query));

/** POST set/queryAllName: product names. */
export const queryAllName = async (query: QueryAllNameQuery): Promise<Out<typeof productNameListEnvelope>> =>
  mallPost(MALL_PATHS.setQueryAllName, requireArg('query', query));

/** POST set/product/list: the product set, paged. */
export const productSetList = async (query: ProductSetPageQuery): Promise<Out<typeof productSetPageEnvelope>> =>
  mallPost(MALL_PATHS.setProductList, requireArg('query', query));

// ---- address book

/** POST orderAddress/getOrderAddressList: the company's addresses, the default first; '' lists all. */
export const getOrderAddressList = (detailedAddress = ''): Promise<Out<typeof addressListEnvelope>> =>
  mallPost(MALL_PATHS.getOrderAddressList, { detailedAddress });

/** POST orderAddress/saveOrderAddress: a new address (no id) or a change of one. */
export const saveOrderAddress = async (newMallAddressReqDto: SaveAddressInput): Promise<Out<typeof addressEnvelope>> =>
  mallPost(MALL_PATHS.saveOrderAddress, requireArg('newMallAddressReqDto', newMallAddressReqDto));

/** POST order/orderReceiver: receivers from the address book. */
export const orderReceiver = async (query: OrderReceiverQuery): Promise<Out<typeof receiverListEnvelope>> =>
  mallPost(MALL_PATHS.orderReceiver, requireArg('query', query));

// ---- pick-up addresses (staff centre reference data)

/** pickUpAddress/options: the supplier's enabled pick-up addresses for the bySelf carry way, default first. */
export const pickUpAddressOptions = async (supplierCode: string): Promise<PickUpAddressOption[]> =>
  (
    await post<PickUpAddressOption[]>(STAFF_API.pickUpAddressOptions, {
      supplierCode: requireArg('supplierCode', supplierCode || undefined),
    })
  ).payload;
