// SQL for contracts and contract products. Every read names the company whose view it is: as buyer,
// or as either party.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { contractScope, effectiveSql, type DatedContractFilter } from '../contract-scope.js';
import { mallProductLines } from '../catalogue/catalogue.table.js';
import { mallContractProducts, mallContracts } from './vendors.table.js';

export type ContractRow = {
  id: number;
  buyerCompanyId: number;
  supplierCompanyId: number;
  contractCode: string;
  name: string;
  validFrom: string;
  validTo: string;
  status: string;
  effective: boolean;
  productCount: number;
};

export async function listContracts(tx: Tx, f: DatedContractFilter): Promise<ContractRow[]> {
  const counts = tx
    .select({ contractId: mallContractProducts.contractId, n: count().as('n') })
    .from(mallContractProducts)
    .where(eq(mallContractProducts.tenantId, f.tenantId))
    .groupBy(mallContractProducts.contractId)
    .as('pc');
  const rows = await tx
    .select({
      id: mallContracts.id,
      buyerCompanyId: mallContracts.buyerCompanyId,
      supplierCompanyId: mallContracts.supplierCompanyId,
      contractCode: mallContracts.contractCode,
      name: mallContracts.name,
      validFrom: mallContracts.validFrom,
      validTo: mallContracts.validTo,
      status: mallContracts.status,
      effective: effectiveSql(f.today),
      productCount: sql<number>`coalesce(${counts.n}, 0)::int`,
    })
    .from(mallContracts)
    .leftJoin(counts, eq(counts.contractId, mallContracts.id))
    .where(contractScope(f))
    .orderBy(mallContracts.validTo, mallContracts.contractCode);
  return rows.map((r) => ({ ...r, effective: Boolean(r.effective), productCount: Number(r.productCount) }));
}

/** The distinct product codes of the contracts (not terminated) the company buys under. */
export async function productCodesOfBuyer(tx: Tx, tenantId: number, buyerCompanyId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ code: mallContractProducts.productCode })
    .from(mallContractProducts)
    .innerJoin(
      mallContracts,
      and(eq(mallContracts.tenantId, mallContractProducts.tenantId), eq(mallContracts.id, mallContractProducts.contractId)),
    )
    .where(
      and(eq(mallContractProducts.tenantId, tenantId), eq(mallContracts.buyerCompanyId, buyerCompanyId), eq(mallContracts.status, 'valid')),
    );
  return rows.map((r) => r.code);
}

/** Product codes of the contracts in force on `today` that the company buys under. */
export async function effectiveProductCodes(tx: Tx, tenantId: number, companyId: number, today: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ code: mallContractProducts.productCode })
    .from(mallContractProducts)
    .innerJoin(
      mallContracts,
      and(eq(mallContracts.tenantId, mallContractProducts.tenantId), eq(mallContracts.id, mallContractProducts.contractId)),
    )
    .where(and(contractScope({ tenantId, companyId, as: 'buyer', effectiveOnly: true, today })));
  return rows.map((r) => r.code).sort();
}

/** The buyers of the products under contracts in force on `today`: one row per (buyer, product code). */
export async function effectiveBuyersOf(
  tx: Tx,
  tenantId: number,
  productCodes: readonly string[],
  today: string,
): Promise<{ companyId: number; productCode: string }[]> {
  if (!productCodes.length) return [];
  return tx
    .selectDistinct({ companyId: mallContracts.buyerCompanyId, productCode: mallContractProducts.productCode })
    .from(mallContractProducts)
    .innerJoin(
      mallContracts,
      and(eq(mallContracts.tenantId, mallContractProducts.tenantId), eq(mallContracts.id, mallContractProducts.contractId)),
    )
    .where(
      and(eq(mallContractProducts.tenantId, tenantId), inArray(mallContractProducts.productCode, [...productCodes]), effectiveSql(today)),
    );
}

/** A contract of the tenant by code, locked (its products are about to change); any party's. */
export async function lockContractByCode(tx: Tx, tenantId: number, contractCode: string) {
  const [row] = await tx
    .select({
      id: mallContracts.id,
      contractCode: mallContracts.contractCode,
      name: mallContracts.name,
      buyerCompanyId: mallContracts.buyerCompanyId,
      supplierCompanyId: mallContracts.supplierCompanyId,
      validTo: mallContracts.validTo,
      status: mallContracts.status,
    })
    .from(mallContracts)
    .where(and(eq(mallContracts.tenantId, tenantId), eq(mallContracts.contractCode, contractCode)))
    .for('update');
  return row;
}

export type ContractProductValues = {
  productCode: string;
  productName: string;
  specification: string;
  unit: string;
  productLineCode: string;
  priceFen: number;
};

export async function findContractProduct(tx: Tx, tenantId: number, contractId: number, productCode: string) {
  const [row] = await tx
    .select()
    .from(mallContractProducts)
    .where(
      and(
        eq(mallContractProducts.tenantId, tenantId),
        eq(mallContractProducts.contractId, contractId),
        eq(mallContractProducts.productCode, productCode),
      ),
    );
  return row;
}

/** Adds the product to the contract, or replaces its copied fields and price. */
export async function upsertContractProduct(tx: Tx, tenantId: number, contractId: number, v: ContractProductValues): Promise<void> {
  await tx
    .insert(mallContractProducts)
    .values({ tenantId, contractId, ...v })
    .onConflictDoUpdate({
      target: [mallContractProducts.tenantId, mallContractProducts.contractId, mallContractProducts.productCode],
      set: {
        productName: v.productName,
        specification: v.specification,
        unit: v.unit,
        productLineCode: v.productLineCode,
        priceFen: v.priceFen,
      },
    });
}

/** A product line of the tenant by code, with the supplier it belongs to. */
export async function productLineOf(tx: Tx, tenantId: number, code: string) {
  const [row] = await tx
    .select({ code: mallProductLines.code, supplierCompanyId: mallProductLines.supplierCompanyId })
    .from(mallProductLines)
    .where(and(eq(mallProductLines.tenantId, tenantId), eq(mallProductLines.code, code)));
  return row;
}
