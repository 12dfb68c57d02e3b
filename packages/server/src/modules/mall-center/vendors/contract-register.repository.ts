// SQL of the contract register (the channel centre's contract query): supply contracts of one company as
// buyer or supplier, or of the whole tenant for the platform, filtered, sorted by validTo and paged.
import { and, asc, count, desc, eq, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { mallProductLines } from '../catalogue/catalogue.table.js';
import { containsPattern } from '../scope.js';
import { mallContractProducts, mallContracts } from './vendors.table.js';

export type RegisterFilter = {
  tenantId: number;
  /** the viewing company; null: the platform, every contract of the tenant */
  companyId: number | null;
  contractCode?: string;
  contractName?: string;
  /** companies matching the counterparty text (the other party; for the platform, either party) */
  counterpartyIds?: number[];
  status?: 'valid' | 'terminated';
  validity?: 'inForce' | 'expiring' | 'expired';
  /** the tenant's today and the last day of the expiring window, 'YYYY-MM-DD' */
  today: string;
  horizon: string;
};

const c = mallContracts;

function where(f: RegisterFilter): SQL {
  const party = f.companyId === null ? undefined : or(eq(c.buyerCompanyId, f.companyId), eq(c.supplierCompanyId, f.companyId));
  let counterparty: SQL | undefined;
  if (f.counterpartyIds) {
    const ids = f.counterpartyIds.length ? f.counterpartyIds : [0];
    counterparty =
      f.companyId === null
        ? or(inArray(c.buyerCompanyId, ids), inArray(c.supplierCompanyId, ids))
        : or(
            and(eq(c.buyerCompanyId, f.companyId), inArray(c.supplierCompanyId, ids)),
            and(eq(c.supplierCompanyId, f.companyId), inArray(c.buyerCompanyId, ids)),
          );
  }
  const inForce = and(eq(c.status, 'valid'), lte(c.validFrom, f.today), sql`${c.validTo} >= ${f.today}`);
  const validity =
    f.validity === 'inForce'
      ? inForce
      : f.validity === 'expiring'
        ? and(eq(c.status, 'valid'), sql`${c.validTo} >= ${f.today}`, lte(c.validTo, f.horizon))
        : f.validity === 'expired'
          ? lt(c.validTo, f.today)
          : undefined;
  return and(
    eq(c.tenantId, f.tenantId),
    party,
    counterparty,
    f.contractCode ? ilike(c.contractCode, containsPattern(f.contractCode)) : undefined,
    f.contractName ? ilike(c.name, containsPattern(f.contractName)) : undefined,
    f.status ? eq(c.status, f.status) : undefined,
    validity,
  )!;
}

const columns = {
  id: c.id,
  buyerCompanyId: c.buyerCompanyId,
  supplierCompanyId: c.supplierCompanyId,
  contractCode: c.contractCode,
  name: c.name,
  validFrom: c.validFrom,
  validTo: c.validTo,
  status: c.status,
  terminatedAt: c.terminatedAt,
};

export type RegisterRow = {
  id: number;
  buyerCompanyId: number;
  supplierCompanyId: number;
  contractCode: string;
  name: string;
  validFrom: string;
  validTo: string;
  status: string;
  terminatedAt: Date | null;
  productCount: number;
};

async function withCounts(tx: Tx, tenantId: number, rows: Omit<RegisterRow, 'productCount'>[]): Promise<RegisterRow[]> {
  if (!rows.length) return [];
  const counts = await tx
    .select({ contractId: mallContractProducts.contractId, n: count() })
    .from(mallContractProducts)
    .where(
      and(
        eq(mallContractProducts.tenantId, tenantId),
        inArray(
          mallContractProducts.contractId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .groupBy(mallContractProducts.contractId);
  const byId = new Map(counts.map((r) => [r.contractId, Number(r.n)]));
  return rows.map((r) => ({ ...r, productCount: byId.get(r.id) ?? 0 }));
}

export async function pageRegister(
  tx: Tx,
  f: RegisterFilter,
  order: 'ascend' | 'descend',
  limit: number,
  offset: number,
): Promise<{ rows: RegisterRow[]; total: number }> {
  const w = where(f);
  const [{ n }] = (await tx.select({ n: count() }).from(c).where(w)) as [{ n: number }];
  const by = order === 'descend' ? desc(c.validTo) : asc(c.validTo);
  const rows = await tx.select(columns).from(c).where(w).orderBy(by, asc(c.contractCode)).limit(limit).offset(offset);
  return { rows: await withCounts(tx, f.tenantId, rows), total: Number(n) };
}

/** One contract by its exact code, when the company (null: the platform) may see it. */
export async function registerByCode(tx: Tx, tenantId: number, companyId: number | null, contractCode: string) {
  const [row] = await tx
    .select(columns)
    .from(c)
    .where(
      and(
        eq(c.tenantId, tenantId),
        eq(c.contractCode, contractCode),
        companyId === null ? undefined : or(eq(c.buyerCompanyId, companyId), eq(c.supplierCompanyId, companyId)),
      ),
    );
  return row ? (await withCounts(tx, tenantId, [row]))[0] : undefined;
}

/** A contract's products with their product line names, by product code. */
export const registerProducts = (tx: Tx, tenantId: number, contractId: number) =>
  tx
    .select({
      productCode: mallContractProducts.productCode,
      productName: mallContractProducts.productName,
      specification: mallContractProducts.specification,
      unit: mallContractProducts.unit,
      productLineCode: mallContractProducts.productLineCode,
      productLineName: sql<string>`coalesce(${mallProductLines.name}, '')`,
      priceFen: mallContractProducts.priceFen,
    })
    .from(mallContractProducts)
    .leftJoin(
      mallProductLines,
      and(eq(mallProductLines.tenantId, mallContractProducts.tenantId), eq(mallProductLines.code, mallContractProducts.productLineCode)),
    )
    .where(and(eq(mallContractProducts.tenantId, tenantId), eq(mallContractProducts.contractId, contractId)))
    .orderBy(mallContractProducts.productCode);

// product lines, for the channel centre's channel business (a manufacturer's own lines, names by code)

export const linesOfSupplier = (tx: Tx, tenantId: number, supplierCompanyId: number) =>
  tx
    .select({ code: mallProductLines.code, name: mallProductLines.name, supplierCompanyId: mallProductLines.supplierCompanyId })
    .from(mallProductLines)
    .where(and(eq(mallProductLines.tenantId, tenantId), eq(mallProductLines.supplierCompanyId, supplierCompanyId)))
    .orderBy(mallProductLines.code);

export const linesByCodes = (tx: Tx, tenantId: number, codes: string[]) =>
  codes.length
    ? tx
        .select({ code: mallProductLines.code, name: mallProductLines.name, supplierCompanyId: mallProductLines.supplierCompanyId })
        .from(mallProductLines)
        .where(and(eq(mallProductLines.tenantId, tenantId), inArray(mallProductLines.code, [...new Set(codes)])))
        .orderBy(mallProductLines.code)
    : Promise.resolve([]);
