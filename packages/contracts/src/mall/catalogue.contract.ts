// Product lines, operation types, warehouses (house codes), stock batches, contract products with
// prices (integer fen) and the order dictionaries (carry ways, order statuses).
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { code, enumEntry, keyword, pageNum, pageSize, queryObject } from './common.contract.js';

// ---- dictionaries: ccOrder/dd, order/commonEnum
export const ENUM_TYPES = ['carryWay', 'orderStatus', 'contractStatus'] as const;
export type EnumType = (typeof ENUM_TYPES)[number];
export const dictionaries = z.object({
  carryWays: z.array(enumEntry),
  orderStatuses: z.array(enumEntry),
  contractStatuses: z.array(enumEntry),
});
export type Dictionaries = z.infer<typeof dictionaries>;
export const dictionariesEnvelope = envelope(dictionaries);

export const commonEnumBody = queryObject('query', {
  /** one dictionary; all of them when absent */
  enumType: z.enum(ENUM_TYPES, 'enumType 只能为 carryWay、orderStatus 或 contractStatus').optional(),
});
export const commonEnumEnvelope = envelope(z.array(enumEntry.extend({ type: z.enum(ENUM_TYPES) })));

// ---- product lines and operation types
export const productLineItem = z.object({
  productLineCode: z.string(),
  productLineName: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
});
export type ProductLineItem = z.infer<typeof productLineItem>;
export const productLineNameListBody = queryObject('query', {
  vendorCode: code('供应商编码 vendorCode').optional(),
  contractCode: code('合同编码 contractCode').optional(),
});
export type ProductLineNameListBody = z.infer<typeof productLineNameListBody>;
export const productLineListEnvelope = envelope(z.array(productLineItem));

export const operationTypeQuery = queryObject('operationTypeQuery', {
  productLineCode: code('产品线编码 productLineCode'),
});
export const operationTypeItem = z.object({ operationCode: z.string(), operationName: z.string(), productLineCode: z.string() });
export type OperationTypeItem = z.infer<typeof operationTypeItem>;
export const operationTypeListEnvelope = envelope(z.array(operationTypeItem));

// ---- warehouses
export const operationHouseQuery = queryObject('operationHouseByHouseCodeQuery', {
  /** exact house code; every warehouse of the session company when absent */
  houseCode: code('仓库编码 houseCode').optional(),
  keyword: keyword('仓库关键字'),
});
export type OperationHouseQuery = z.infer<typeof operationHouseQuery>;
export const warehouseItem = z.object({ houseCode: z.string(), houseName: z.string(), companyCode: z.string(), companyName: z.string() });
export type WarehouseItem = z.infer<typeof warehouseItem>;
export const warehouseListEnvelope = envelope(z.array(warehouseItem));

// ---- stock batches
export const stockBatchPageBody = queryObject('query', {
  houseCode: code('仓库编码 houseCode').optional(),
  productCode: code('产品编码 productCode').optional(),
  batchNo: keyword('批号', 40),
  /** also batches past their expiry date (default: only those not expired) */
  includeExpired: z.boolean('includeExpired 应为布尔值').optional(),
  pageNum,
  pageSize,
});
export type StockBatchPageBody = z.infer<typeof stockBatchPageBody>;
export const stockBatchItem = z.object({
  id: z.number().int(),
  houseCode: z.string(),
  houseName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  specification: z.string(),
  unit: z.string(),
  batchNo: z.string(),
  serialNo: z.string().nullable(),
  expiryDate: z.string(),
  quantity: z.number().int(),
  expired: z.boolean(),
});
export type StockBatchItem = z.infer<typeof stockBatchItem>;
export const stockBatchPageEnvelope = envelope(page(stockBatchItem));

// ---- contract products
export const contractProductItem = z.object({
  contractCode: z.string(),
  contractName: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  /** 规格型号 */
  specification: z.string(),
  unit: z.string(),
  productLineCode: z.string(),
  productLineName: z.string(),
  /** contract price, integer fen */
  priceFen: z.number().int(),
});
export type ContractProductItem = z.infer<typeof contractProductItem>;

export const purchaseProductPageBody = queryObject('query', {
  vendorCode: code('供应商编码 vendorCode').optional(),
  contractCode: code('合同编码 contractCode').optional(),
  productLineCode: code('产品线编码 productLineCode').optional(),
  keyword: keyword('产品关键字'),
  pageNum,
  pageSize,
});
export type PurchaseProductPageBody = z.infer<typeof purchaseProductPageBody>;
export const contractProductPageEnvelope = envelope(page(contractProductItem));

export const referencePriceBody = queryObject('query', {
  contractCode: code('合同编码 contractCode'),
  productCodes: z
    .array(code('产品编码 productCodes'), 'productCodes 应为产品编码列表')
    .min(1, 'productCodes 至少包含一个产品编码')
    .max(200, 'productCodes 最多200个'),
});
export type ReferencePriceBody = z.infer<typeof referencePriceBody>;
export const referencePriceItem = z.object({ productCode: z.string(), priceFen: z.number().int(), unit: z.string() });
export const referencePriceEnvelope = envelope(z.array(referencePriceItem));

// ---- product set: set/queryAllName, set/product/list
export const queryAllNameBody = queryObject('query', { keyword: keyword('产品名称关键字') });
export const productNameItem = z.object({ productCode: z.string(), productName: z.string() });
export const productNameListEnvelope = envelope(z.array(productNameItem));

export const productSetPageBody = queryObject('query', {
  productLineCode: code('产品线编码 productLineCode').optional(),
  keyword: keyword('产品关键字'),
  pageNum,
  pageSize,
});
export type ProductSetPageBody = z.infer<typeof productSetPageBody>;
export const productSetItem = z.object({
  productCode: z.string(),
  productName: z.string(),
  specification: z.string(),
  unit: z.string(),
  productLineCode: z.string(),
  productLineName: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
});
export type ProductSetItem = z.infer<typeof productSetItem>;
export const productSetPageEnvelope = envelope(page(productSetItem));
