// Bodies and answers of the contract query (/m-channel-center/api/v1/contract/*, CHANNEL_PATHS): the
// supply contracts of the mall the session's company is a party to (the platform: every contract).
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { CONTRACT_STATUSES } from '../mall/common.contract.js';
import { pageNum, pageSize } from '../worktable/paging.contract.js';
import { CONTRACT_ROLES, CONTRACT_STATES, CONTRACT_VALIDITIES } from './contract-query-rules.js';

const optionalText = (label: string, max: number) => z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`).optional();

export const contractQueryFilter = z.object({
  contractCode: optionalText('合同编号', 40),
  contractName: optionalText('合同名称', 100),
  /** the other party's name or company code (the platform: either party) */
  counterparty: optionalText('合同相对方', 100),
  status: z.enum(CONTRACT_STATUSES, '合同状态只能为生效或已终止').optional(),
  validity: z.enum(CONTRACT_VALIDITIES, '有效期状态不正确').optional(),
});
export type ContractQueryFilter = z.infer<typeof contractQueryFilter>;

export const contractQueryPageBody = contractQueryFilter.extend({
  pageNum,
  pageSize,
  sortField: z.literal('validTo', '排序字段只能为有效期至').optional(),
  sortOrder: z.enum(['ascend', 'descend'], '排序方式不正确').optional(),
});
export type ContractQueryPageBody = z.input<typeof contractQueryPageBody>;
/** export: the list's filter and order, no paging */
export const contractQueryExportBody = contractQueryFilter.extend({
  sortOrder: z.enum(['ascend', 'descend'], '排序方式不正确').optional(),
});
export type ContractQueryExportBody = z.input<typeof contractQueryExportBody>;

export const contractQueryRow = z.object({
  contractCode: z.string(),
  contractName: z.string(),
  buyerCode: z.string(),
  buyerName: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  role: z.enum(CONTRACT_ROLES),
  /** the other party (the platform: the supplier) */
  counterpartyName: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  state: z.enum(CONTRACT_STATES),
  /** calendar days from the tenant's today to validTo (negative: expired) */
  daysLeft: z.number(),
  productCount: z.number(),
});
export type ContractQueryRow = z.infer<typeof contractQueryRow>;
export const contractQueryPageEnvelope = envelope(page(contractQueryRow));

export const contractQueryDetailBody = z.object({
  contractCode: z.string('合同编号应为文本').trim().min(1, '合同编号不能为空').max(40, '合同编号最长40个字符'),
});

export const contractQueryProduct = z.object({
  productCode: z.string(),
  productName: z.string(),
  specification: z.string(),
  unit: z.string(),
  productLineCode: z.string(),
  productLineName: z.string(),
  /** contract price in integer fen */
  priceFen: z.number(),
});
export type ContractQueryProduct = z.infer<typeof contractQueryProduct>;

export const contractQueryDetail = contractQueryRow.extend({
  terminatedAt: z.string().nullable(),
  products: z.array(contractQueryProduct),
});
export type ContractQueryDetail = z.infer<typeof contractQueryDetail>;
export const contractQueryDetailEnvelope = envelope(contractQueryDetail);
