// For the channel centre: the mall's supply contracts as a register (contract query), and the product
// lines a manufacturer supplies (channel business). Called inside the caller's tenant transaction; the
// caller decides whose view it is (a company, or null for the platform).
import type { Tx } from '../../../db/client.js';
import { companyCards, companyIdsNamed } from '../../staff-center/companies/companies.service.js';
import * as repo from './contract-register.repository.js';

export type ContractRegisterQuery = Omit<repo.RegisterFilter, 'counterpartyIds'> & {
  /** the other party's name or company code */
  counterparty?: string;
  order: 'ascend' | 'descend';
  pageNum: number;
  pageSize: number;
};

export type ContractRegisterItem = {
  contractCode: string;
  contractName: string;
  buyerCompanyId: number;
  buyerCode: string;
  buyerName: string;
  supplierCompanyId: number;
  supplierCode: string;
  supplierName: string;
  validFrom: string;
  validTo: string;
  status: 'valid' | 'terminated';
  terminatedAt: string | null;
  productCount: number;
};

async function toItems(tx: Tx, tenantId: number, rows: repo.RegisterRow[]): Promise<ContractRegisterItem[]> {
  const cards = await companyCards(
    tx,
    tenantId,
    rows.flatMap((r) => [r.buyerCompanyId, r.supplierCompanyId]),
  );
  return rows.map((r) => ({
    contractCode: r.contractCode,
    contractName: r.name,
    buyerCompanyId: r.buyerCompanyId,
    buyerCode: cards.get(r.buyerCompanyId)?.code ?? '',
    buyerName: cards.get(r.buyerCompanyId)?.name ?? '',
    supplierCompanyId: r.supplierCompanyId,
    supplierCode: cards.get(r.supplierCompanyId)?.code ?? '',
    supplierName: cards.get(r.supplierCompanyId)?.name ?? '',
    validFrom: r.validFrom,
    validTo: r.validTo,
    status: r.status as 'valid' | 'terminated',
    terminatedAt: r.terminatedAt ? r.terminatedAt.toISOString() : null,
    productCount: r.productCount,
  }));
}

/** The contracts of the company (null: every contract of the tenant), filtered and paged by validTo. */
export async function contractRegisterPage(tx: Tx, q: ContractRegisterQuery): Promise<{ items: ContractRegisterItem[]; total: number }> {
  const { counterparty, order, pageNum, pageSize, ...filter } = q;
  const counterpartyIds = counterparty ? await companyIdsNamed(tx, q.tenantId, counterparty) : undefined;
  const { rows, total } = await repo.pageRegister(tx, { ...filter, counterpartyIds }, order, pageSize, (pageNum - 1) * pageSize);
  return { items: await toItems(tx, q.tenantId, rows), total };
}

/** One contract by code with its products and prices (fen), or undefined when the company may not see it. */
export async function contractRegisterEntry(tx: Tx, tenantId: number, companyId: number | null, contractCode: string) {
  const row = await repo.registerByCode(tx, tenantId, companyId, contractCode);
  if (!row) return undefined;
  const [item] = await toItems(tx, tenantId, [row]);
  return { ...item!, products: await repo.registerProducts(tx, tenantId, row.id) };
}

export type ProductLine = { code: string; name: string; supplierCompanyId: number };

/** The product lines a manufacturer supplies (the order module's lines), by code. */
export const productLinesOfSupplier = (tx: Tx, tenantId: number, supplierCompanyId: number): Promise<ProductLine[]> =>
  repo.linesOfSupplier(tx, tenantId, supplierCompanyId);

/** Product lines of the tenant by code (names for rows that hold only codes). */
export const productLinesByCodes = (tx: Tx, tenantId: number, codes: string[]): Promise<ProductLine[]> =>
  repo.linesByCodes(tx, tenantId, codes);
