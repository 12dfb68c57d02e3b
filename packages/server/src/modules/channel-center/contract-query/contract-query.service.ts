// Contract query (/channelManagement/contractManagement/contract/query): the mall's supply contracts the
// session's company is a party to, buyer or supplier (the platform: every contract of the tenant), read
// through the mall centre's register; validity on the tenant's today; a detail with products and prices.
import ExcelJS from 'exceljs';
import { addDays } from '@medportal/contracts/common/time';
import type { Page } from '@medportal/contracts/common/envelope';
import { CONTRACT_STATUS_NAMES } from '@medportal/contracts/mall/common.contract';
import {
  CONTRACT_EXPIRING_DAYS,
  CONTRACT_EXPORT_MAX,
  type ContractRole,
  type ContractState,
} from '@medportal/contracts/channel/contract-query-rules';
import type {
  ContractQueryDetail,
  ContractQueryFilter,
  ContractQueryPageBody,
  ContractQueryRow,
} from '@medportal/contracts/channel/contract-query.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClock, tenantTodayIn } from '../../config-center/config/config.service.js';
import {
  contractRegisterEntry,
  contractRegisterPage,
  type ContractRegisterItem,
} from '../../mall-center/vendors/contract-register.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Whose contracts: null for the platform (all), else the session's company; a session without one sees none. */
function viewerOf(ctx: RequestContext): number | null {
  if (isPlatformSession(ctx)) return null;
  if (ctx.companyId <= 0) throw new DomainError('FORBIDDEN', undefined, { httpStatus: 403 });
  return ctx.companyId;
}

export function contractState(status: string, validFrom: string, validTo: string, today: string): ContractState {
  if (status === 'terminated') return 'terminated';
  if (validTo < today) return 'expired';
  if (validFrom > today) return 'notStarted';
  return daysBetween(today, validTo) <= CONTRACT_EXPIRING_DAYS ? 'expiring' : 'inForce';
}

function toRow(c: ContractRegisterItem, viewer: number | null, today: string): ContractQueryRow {
  const role: ContractRole = viewer === null ? 'platform' : c.buyerCompanyId === viewer ? 'buyer' : 'supplier';
  return {
    contractCode: c.contractCode,
    contractName: c.contractName,
    buyerCode: c.buyerCode,
    buyerName: c.buyerName,
    supplierCode: c.supplierCode,
    supplierName: c.supplierName,
    role,
    counterpartyName: role === 'supplier' ? c.buyerName : c.supplierName,
    validFrom: c.validFrom,
    validTo: c.validTo,
    status: c.status,
    state: contractState(c.status, c.validFrom, c.validTo, today),
    daysLeft: daysBetween(today, c.validTo),
    productCount: c.productCount,
  };
}

async function pageIn(tx: Tx, ctx: RequestContext, q: ContractQueryFilter & { pageNum: number; pageSize: number; sortOrder?: string }) {
  const viewer = viewerOf(ctx);
  const today = await tenantTodayIn(tx, ctx.tenantId);
  const { items, total } = await contractRegisterPage(tx, {
    tenantId: ctx.tenantId,
    companyId: viewer,
    contractCode: q.contractCode || undefined,
    contractName: q.contractName || undefined,
    counterparty: q.counterparty || undefined,
    status: q.status,
    validity: q.validity,
    today,
    horizon: addDays(today, CONTRACT_EXPIRING_DAYS),
    order: q.sortOrder === 'descend' ? 'descend' : 'ascend',
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
  return { rows: items.map((c) => toRow(c, viewer, today)), total };
}

/** contract/query: the filter's page, by validTo (earliest first unless descend). */
export const contractQueryPage = (db: Database, ctx: RequestContext, q: ContractQueryPageBody & { pageNum: number; pageSize: number }) =>
  db.tenant(ctx.tenantId, async (tx): Promise<Page<ContractQueryRow>> => {
    const { rows, total } = await pageIn(tx, ctx, q);
    return {
      content: rows,
      totalElements: total,
      number: q.pageNum - 1,
      size: q.pageSize,
      totalPages: Math.ceil(total / q.pageSize),
      numberOfElements: rows.length,
    };
  });

/** contract/detail: one contract of the company with its products; another's or none is 100002 合同不存在. */
export const contractQueryDetail = (db: Database, ctx: RequestContext, contractCode: string) =>
  db.tenant(ctx.tenantId, async (tx): Promise<ContractQueryDetail> => {
    const viewer = viewerOf(ctx);
    const entry = await contractRegisterEntry(tx, ctx.tenantId, viewer, contractCode);
    if (!entry) throw new DomainError('CONTRACT_QUERY_NOT_FOUND');
    const today = await tenantTodayIn(tx, ctx.tenantId);
    return {
      ...toRow(entry, viewer, today),
      terminatedAt: entry.terminatedAt,
      products: entry.products.map((p) => ({ ...p, priceFen: Number(p.priceFen) })),
    };
  });

const ROLE_NAMES: Record<ContractRole, string> = { buyer: '采购方', supplier: '供应方', platform: '平台' };
const STATE_NAMES: Record<ContractState, string> = {
  notStarted: '未生效',
  inForce: '有效',
  expiring: '即将到期',
  expired: '已过期',
  terminated: '已终止',
};

const EXPORT_COLUMNS: { title: string; width: number; value: (r: ContractQueryRow) => string | number }[] = [
  { title: '合同编号', width: 20, value: (r) => r.contractCode },
  { title: '合同名称', width: 36, value: (r) => r.contractName },
  { title: '采购方', width: 28, value: (r) => r.buyerName },
  { title: '供应方', width: 28, value: (r) => r.supplierName },
  { title: '本企业角色', width: 12, value: (r) => ROLE_NAMES[r.role] },
  { title: '有效期起', width: 12, value: (r) => r.validFrom },
  { title: '有效期至', width: 12, value: (r) => r.validTo },
  { title: '合同状态', width: 10, value: (r) => CONTRACT_STATUS_NAMES[r.status] },
  { title: '有效期状态', width: 12, value: (r) => STATE_NAMES[r.state] },
  { title: '剩余天数', width: 10, value: (r) => r.daysLeft },
  { title: '产品数', width: 8, value: (r) => r.productCount },
];

export const contractExportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `合同查询_${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

/** contract/export: every contract of the filter (no paging) as an .xlsx workbook. */
export const exportContracts = (db: Database, ctx: RequestContext, filter: ContractQueryFilter & { sortOrder?: string }) =>
  db.tenant(ctx.tenantId, async (tx): Promise<Buffer> => {
    const { rows, total } = await pageIn(tx, ctx, { ...filter, pageNum: 1, pageSize: CONTRACT_EXPORT_MAX });
    if (total > CONTRACT_EXPORT_MAX) throw new DomainError('CONTRACT_QUERY_EXPORT_TOO_MANY');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('合同查询');
    sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.title, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    for (const r of rows) sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(r)));
    return Buffer.from(await book.xlsx.writeBuffer());
  });
