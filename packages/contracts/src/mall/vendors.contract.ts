// Suppliers (vendors) and their contracts with the session company. A vendor is a company of the
// tenant with which the session company (the buyer) holds a contract; a supplier sees the contracts
// addressed to it. Dates are YYYY-MM-DD, prices integer fen.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { CONTRACT_STATUSES, code, keyword, pageNum, pageSize, queryObject } from './common.contract.js';

export const vendorItem = z.object({
  vendorCode: z.string(),
  vendorName: z.string(),
  /** valid contracts (today inside the period, status valid) the session company holds with it */
  contractCount: z.number().int(),
});
export type VendorItem = z.infer<typeof vendorItem>;
export const vendorListEnvelope = envelope(z.array(vendorItem));

export const vendorContractListQuery = z.object({ vendorCode: code('供应商编码 vendorCode') });

export const contractItem = z.object({
  contractCode: z.string(),
  contractName: z.string(),
  buyerCode: z.string(),
  buyerName: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  /** status valid and today inside the period */
  effective: z.boolean(),
  productCount: z.number().int(),
});
export type ContractItem = z.infer<typeof contractItem>;
export const contractListEnvelope = envelope(z.array(contractItem));
export const contractPageEnvelope = envelope(page(contractItem));
export const contractEnvelope = envelope(contractItem);

/** ccOrder/supplerList: the session company's suppliers, paged, by code or name. */
export const supplierPageBody = queryObject('query', { keyword: keyword('供应商关键字'), pageNum, pageSize });
export type SupplierPageBody = z.infer<typeof supplierPageBody>;
export const vendorPageEnvelope = envelope(page(vendorItem));

/** ccOrder/contractList: every contract the session company is a party to (buyer or supplier). */
export const contractPageBody = queryObject('query', {
  vendorCode: code('供应商编码 vendorCode').optional(),
  keyword: keyword('合同关键字'),
  effectiveOnly: z.boolean('effectiveOnly 应为布尔值').optional(),
  pageNum,
  pageSize,
});
export type ContractPageBody = z.infer<typeof contractPageBody>;

/** order/supplier: suppliers for the order form (buyer side), filtered by code or name. */
export const orderSupplierBody = queryObject('query', { keyword: keyword('供应商关键字') });

/** order/contract: the effective contracts with one supplier, for the order form. */
export const orderContractListBody = queryObject('query', {
  vendorCode: code('供应商编码 vendorCode'),
  keyword: keyword('合同关键字'),
});
export type OrderContractListBody = z.infer<typeof orderContractListBody>;

/** order/orderContract: one contract by its code (buyer or supplier party only). */
export const orderContractBody = queryObject('query', { contractCode: code('合同编码 contractCode') });

/** order/contract/product/save: the supplier puts an audited product into a contract, or changes its price. */
export const contractProductSaveBody = z.object({
  contractCode: code('合同编码 contractCode'),
  productCode: code('产品编码 productCode'),
  priceFen: z
    .number('合同价 priceFen 应为数字（分）')
    .int('合同价 priceFen 应为整数（分）')
    .min(0, '合同价 priceFen 不能为负数')
    .max(2_000_000_000, '合同价 priceFen 过大'),
});
export type ContractProductSaveBody = z.infer<typeof contractProductSaveBody>;

export const contractProductItem = z.object({
  contractCode: z.string(),
  productCode: z.string(),
  productName: z.string(),
  specification: z.string(),
  unit: z.string(),
  productLineCode: z.string(),
  priceFen: z.number().int(),
  /** false: the product was in the contract already and only its price (and copied fields) changed */
  created: z.boolean(),
});
export type ContractProductItem = z.infer<typeof contractProductItem>;
export const contractProductEnvelope = envelope(contractProductItem);
