// Suppliers (vendors) and contracts as the session company sees them: a buyer its own contracts and
// the suppliers it holds them with; a supplier the contracts addressed to it. Nobody else's.
import type { Page } from '@medportal/contracts/common/envelope';
import type { ContractStatus } from '@medportal/contracts/mall/common.contract';
import type { ContractItem, ContractPageBody, SupplierPageBody, VendorItem } from '@medportal/contracts/mall/vendors.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { companyCards, companyIdByCode } from '../../staff-center/companies/companies.service.js';
import { companyOf, pageOf } from '../scope.js';
import type { DatedContractFilter } from '../contract-scope.js';
import { effectiveBuyersOf, effectiveProductCodes, listContracts, productCodesOfBuyer, type ContractRow } from './vendors.repository.js';

const matches = (text: string | undefined, ...fields: string[]) =>
  !text || fields.some((f) => f.toLowerCase().includes(text.toLowerCase()));

async function toItems(tx: Tx, tenantId: number, rows: ContractRow[]): Promise<ContractItem[]> {
  const cards = await companyCards(
    tx,
    tenantId,
    rows.flatMap((r) => [r.buyerCompanyId, r.supplierCompanyId]),
  );
  return rows.map((r) => {
    const buyer = cards.get(r.buyerCompanyId);
    const vendor = cards.get(r.supplierCompanyId);
    return {
      contractCode: r.contractCode,
      contractName: r.name,
      buyerCode: buyer?.code ?? '',
      buyerName: buyer?.name ?? '',
      vendorCode: vendor?.code ?? '',
      vendorName: vendor?.name ?? '',
      validFrom: r.validFrom,
      validTo: r.validTo,
      status: r.status as ContractStatus,
      effective: r.effective,
      productCount: r.productCount,
    };
  });
}

/** A vendor code → its company id; undefined when the code names no company (the lists are then empty). */
export const vendorIdOf = (tx: Tx, tenantId: number, vendorCode: string) => companyIdByCode(tx, tenantId, vendorCode);

/** The suppliers the company holds an effective contract with, by name. */
async function vendorsOf(tx: Tx, ctx: RequestContext, keyword?: string): Promise<VendorItem[]> {
  const rows = await listContracts(tx, {
    tenantId: ctx.tenantId,
    companyId: companyOf(ctx),
    as: 'buyer',
    effectiveOnly: true,
    today: await tenantTodayIn(tx, ctx.tenantId),
  });
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.supplierCompanyId, (counts.get(r.supplierCompanyId) ?? 0) + 1);
  const cards = await companyCards(tx, ctx.tenantId, [...counts.keys()]);
  return [...counts]
    .flatMap(([id, n]) => {
      const c = cards.get(id);
      return c && matches(keyword, c.code, c.name) ? [{ vendorCode: c.code, vendorName: c.name, contractCount: n }] : [];
    })
    .sort((a, b) => a.vendorCode.localeCompare(b.vendorCode));
}

/** ccOrder/vendorList and order/supplier. */
export const vendorList = (db: Database, ctx: RequestContext, keyword?: string): Promise<VendorItem[]> =>
  db.tenant(ctx.tenantId, (tx) => vendorsOf(tx, ctx, keyword));

/** ccOrder/supplerList: the same, paged. */
export async function vendorPage(db: Database, ctx: RequestContext, q: SupplierPageBody): Promise<Page<VendorItem>> {
  const all = await vendorList(db, ctx, q.keyword);
  return pageOf(all.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize), all.length, q.pageNum, q.pageSize);
}

/** ccOrder/vendorContractList and order/contract: the effective contracts the company buys under from one vendor. */
export const vendorContracts = (db: Database, ctx: RequestContext, vendorCode: string, keyword?: string): Promise<ContractItem[]> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const companyId = companyOf(ctx);
    const vendorId = await vendorIdOf(tx, ctx.tenantId, vendorCode);
    if (vendorId === undefined) return [];
    const rows = await listContracts(tx, {
      tenantId: ctx.tenantId,
      companyId,
      as: 'buyer',
      supplierCompanyId: vendorId,
      effectiveOnly: true,
      today: await tenantTodayIn(tx, ctx.tenantId),
    });
    return (await toItems(tx, ctx.tenantId, rows)).filter((c) => matches(keyword, c.contractCode, c.contractName));
  });

/** ccOrder/contractList: every contract the company is a party to, paged. */
export const contractPage = (db: Database, ctx: RequestContext, q: ContractPageBody): Promise<Page<ContractItem>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const f: DatedContractFilter = {
      tenantId: ctx.tenantId,
      companyId: companyOf(ctx),
      as: 'party',
      effectiveOnly: Boolean(q.effectiveOnly),
      today: await tenantTodayIn(tx, ctx.tenantId),
    };
    if (q.vendorCode) {
      const vendorId = await vendorIdOf(tx, ctx.tenantId, q.vendorCode);
      if (vendorId === undefined) return pageOf([], 0, q.pageNum, q.pageSize);
      f.supplierCompanyId = vendorId;
    }
    const all = (await toItems(tx, ctx.tenantId, await listContracts(tx, f))).filter((c) =>
      matches(q.keyword, c.contractCode, c.contractName, c.vendorName, c.buyerName),
    );
    return pageOf(all.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize), all.length, q.pageNum, q.pageSize);
  });

/** order/orderContract: one contract of which the company is a party. */
export const contractByCode = (db: Database, ctx: RequestContext, contractCode: string): Promise<ContractItem> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const rows = await listContracts(tx, {
      tenantId: ctx.tenantId,
      companyId: companyOf(ctx),
      as: 'party',
      contractCode,
      today: await tenantTodayIn(tx, ctx.tenantId),
    });
    if (!rows[0]) throw new DomainError('CONTRACT_NOT_FOUND');
    return (await toItems(tx, ctx.tenantId, rows))[0]!;
  });

/** A contract ending soon, as one of its parties sees it. */
export type EndingContract = { contractCode: string; contractName: string; counterparty: string; validTo: string };

/**
 * For the worktable's expiry warnings (worktable/warnings): the contracts the company is a party to,
 * buyer or supplier, that are not terminated and whose last valid day is on or before lastDay
 * ('YYYY-MM-DD'), with the other party's name; earliest end first.
 */
export async function contractsEndingBy(tx: Tx, tenantId: number, companyId: number, lastDay: string): Promise<EndingContract[]> {
  const rows = (await listContracts(tx, { tenantId, companyId, as: 'party', today: lastDay })).filter(
    (r) => r.status === 'valid' && r.validTo <= lastDay,
  );
  const cards = await companyCards(
    tx,
    tenantId,
    rows.map((r) => (r.buyerCompanyId === companyId ? r.supplierCompanyId : r.buyerCompanyId)),
  );
  return rows.map((r) => ({
    contractCode: r.contractCode,
    contractName: r.name,
    counterparty: cards.get(r.buyerCompanyId === companyId ? r.supplierCompanyId : r.buyerCompanyId)?.name ?? '',
    validTo: r.validTo,
  }));
}

/**
 * For the product centre: the codes of the products the company buys, i.e. that appear in a contract
 * (not terminated) it is the buyer of. Inside the caller's tenant transaction.
 */
export const contractProductCodesOfBuyer = (tx: Tx, tenantId: number, buyerCompanyId: number): Promise<string[]> =>
  productCodesOfBuyer(tx, tenantId, buyerCompanyId);

/**
 * For the product centre's certificate expiry: the product codes the company buys under its contracts
 * in force on the tenant's day `today`.
 */
export const productCodesBoughtBy = (tx: Tx, tenantId: number, companyId: number, today: string): Promise<string[]> =>
  effectiveProductCodes(tx, tenantId, companyId, today);

/** For the product centre's certificate expiry: who buys which of the products under a contract in force on `today`. */
export const buyersOfProducts = (
  tx: Tx,
  tenantId: number,
  productCodes: readonly string[],
  today: string,
): Promise<{ companyId: number; productCode: string }[]> => effectiveBuyersOf(tx, tenantId, productCodes, today);
