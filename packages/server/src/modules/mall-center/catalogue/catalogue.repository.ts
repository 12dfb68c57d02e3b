// SQL for product lines, operation types, warehouses, stock batches and contract products. A product
// line is visible to its supplier and to every buyer holding a contract with a product of that line.
import { and, asc, count, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { containsPattern } from '../scope.js';
import { mallContractProducts as cp, mallContracts } from '../vendors/vendors.table.js';
import { contractIdsIn, contractScope, type ContractFilter } from '../contract-scope.js';
import { mallOperationTypes, mallProductLines, mallStockBatches, mallWarehouses } from './catalogue.table.js';

export type Viewer = { tenantId: number; companyId: number };

const lineJoin = and(eq(mallProductLines.tenantId, cp.tenantId), eq(mallProductLines.code, cp.productLineCode));
const productText = (keyword: string) => {
  const p = containsPattern(keyword);
  return or(ilike(cp.productCode, p), ilike(cp.productName, p), ilike(cp.specification, p))!;
};

export function visibleLines(tx: Tx, v: Viewer, opts: { supplierCompanyId?: number; contractCode?: string; code?: string } = {}) {
  const bought = tx
    .select({ code: cp.productLineCode })
    .from(cp)
    .where(
      and(
        eq(cp.tenantId, v.tenantId),
        inArray(
          cp.contractId,
          contractIdsIn(tx, {
            tenantId: v.tenantId,
            companyId: v.companyId,
            as: opts.contractCode ? 'party' : 'buyer',
            contractCode: opts.contractCode,
          }),
        ),
      ),
    );
  return tx
    .select({ code: mallProductLines.code, name: mallProductLines.name, supplierCompanyId: mallProductLines.supplierCompanyId })
    .from(mallProductLines)
    .where(
      and(
        eq(mallProductLines.tenantId, v.tenantId),
        opts.contractCode
          ? inArray(mallProductLines.code, bought)
          : or(eq(mallProductLines.supplierCompanyId, v.companyId), inArray(mallProductLines.code, bought)),
        opts.supplierCompanyId !== undefined ? eq(mallProductLines.supplierCompanyId, opts.supplierCompanyId) : undefined,
        opts.code !== undefined ? eq(mallProductLines.code, opts.code) : undefined,
      ),
    )
    .orderBy(mallProductLines.code);
}

export const operationTypesOf = (tx: Tx, tenantId: number, productLineCode: string) =>
  tx
    .select({
      operationCode: mallOperationTypes.code,
      operationName: mallOperationTypes.name,
      productLineCode: mallOperationTypes.productLineCode,
    })
    .from(mallOperationTypes)
    .where(and(eq(mallOperationTypes.tenantId, tenantId), eq(mallOperationTypes.productLineCode, productLineCode)))
    .orderBy(mallOperationTypes.code);

export const warehousesOf = (tx: Tx, v: Viewer, houseCode?: string, keyword?: string) =>
  tx
    .select({ houseCode: mallWarehouses.houseCode, houseName: mallWarehouses.name, companyId: mallWarehouses.companyId })
    .from(mallWarehouses)
    .where(
      and(
        eq(mallWarehouses.tenantId, v.tenantId),
        eq(mallWarehouses.companyId, v.companyId),
        houseCode ? eq(mallWarehouses.houseCode, houseCode) : undefined,
        keyword
          ? or(ilike(mallWarehouses.houseCode, containsPattern(keyword)), ilike(mallWarehouses.name, containsPattern(keyword)))
          : undefined,
      ),
    )
    .orderBy(mallWarehouses.houseCode);

export type StockFilter = { houseCode?: string; productCode?: string; batchNo?: string; includeExpired?: boolean };

/** today: the tenant's day 'YYYY-MM-DD'; a batch expiring before it is expired. */
export async function pageStock(tx: Tx, v: Viewer, f: StockFilter, today: string, pageNum: number, pageSize: number) {
  const where = and(
    eq(mallWarehouses.tenantId, v.tenantId),
    eq(mallWarehouses.companyId, v.companyId),
    f.houseCode ? eq(mallWarehouses.houseCode, f.houseCode) : undefined,
    f.productCode ? eq(mallStockBatches.productCode, f.productCode) : undefined,
    f.batchNo ? ilike(mallStockBatches.batchNo, containsPattern(f.batchNo)) : undefined,
    f.includeExpired ? undefined : gte(mallStockBatches.expiryDate, today),
  );
  const join = and(eq(mallWarehouses.tenantId, mallStockBatches.tenantId), eq(mallWarehouses.id, mallStockBatches.warehouseId));
  const [total] = await tx.select({ n: count() }).from(mallStockBatches).innerJoin(mallWarehouses, join).where(where);
  const rows = await tx
    .select({
      id: mallStockBatches.id,
      houseCode: mallWarehouses.houseCode,
      houseName: mallWarehouses.name,
      productCode: mallStockBatches.productCode,
      batchNo: mallStockBatches.batchNo,
      serialNo: mallStockBatches.serialNo,
      expiryDate: mallStockBatches.expiryDate,
      quantity: mallStockBatches.quantity,
      expired: sql<boolean>`${mallStockBatches.expiryDate} < ${today}::date`,
    })
    .from(mallStockBatches)
    .innerJoin(mallWarehouses, join)
    .where(where)
    .orderBy(asc(mallStockBatches.expiryDate), asc(mallStockBatches.batchNo), asc(mallStockBatches.serialNo), asc(mallStockBatches.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** Name, 规格型号 and unit of product codes, from the contracts the company is a party to. */
export const productInfo = (tx: Tx, v: Viewer, codes: string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : tx
        .selectDistinctOn([cp.productCode], {
          productCode: cp.productCode,
          productName: cp.productName,
          specification: cp.specification,
          unit: cp.unit,
        })
        .from(cp)
        .where(
          and(
            eq(cp.tenantId, v.tenantId),
            inArray(cp.productCode, codes),
            inArray(cp.contractId, contractIdsIn(tx, { tenantId: v.tenantId, companyId: v.companyId, as: 'party' })),
          ),
        )
        .orderBy(cp.productCode, cp.id);

export type ProductFilter = {
  productLineCode?: string;
  keyword?: string;
  /** products the keyword finds by their pinyin initials (the product centre's), matched besides the text */
  initialsCodes?: readonly string[];
};

const productWhere = (tx: Tx, f: ContractFilter, p: ProductFilter): SQL =>
  and(
    eq(cp.tenantId, f.tenantId),
    inArray(cp.contractId, contractIdsIn(tx, f)),
    p.productLineCode ? eq(cp.productLineCode, p.productLineCode) : undefined,
    p.keyword ? or(productText(p.keyword), p.initialsCodes?.length ? inArray(cp.productCode, [...p.initialsCodes]) : undefined) : undefined,
  )!;

/** Contract products (with their contract) in scope, paged. */
export async function pageContractProducts(tx: Tx, f: ContractFilter, p: ProductFilter, pageNum: number, pageSize: number) {
  const where = productWhere(tx, f, p);
  const contractJoin = and(eq(mallContracts.tenantId, cp.tenantId), eq(mallContracts.id, cp.contractId));
  const [total] = await tx.select({ n: count() }).from(cp).where(where);
  const rows = await tx
    .select({
      contractCode: mallContracts.contractCode,
      contractName: mallContracts.name,
      supplierCompanyId: mallContracts.supplierCompanyId,
      productCode: cp.productCode,
      productName: cp.productName,
      specification: cp.specification,
      unit: cp.unit,
      productLineCode: cp.productLineCode,
      productLineName: sql<string>`coalesce(${mallProductLines.name}, '')`,
      priceFen: cp.priceFen,
    })
    .from(cp)
    .innerJoin(mallContracts, contractJoin)
    .leftJoin(mallProductLines, lineJoin)
    .where(where)
    .orderBy(mallContracts.contractCode, cp.productCode)
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** Distinct products (one row per product code and supplier) in scope, paged. */
export async function pageProductSet(tx: Tx, f: ContractFilter, p: ProductFilter, pageNum: number, pageSize: number) {
  const contractJoin = and(eq(mallContracts.tenantId, cp.tenantId), eq(mallContracts.id, cp.contractId));
  const distinct = tx
    .selectDistinctOn([cp.productCode, mallContracts.supplierCompanyId], {
      productCode: cp.productCode,
      productName: cp.productName,
      specification: cp.specification,
      unit: cp.unit,
      productLineCode: cp.productLineCode,
      productLineName: sql<string>`coalesce(${mallProductLines.name}, '')`.as('product_line_name'),
      supplierCompanyId: mallContracts.supplierCompanyId,
    })
    .from(cp)
    .innerJoin(mallContracts, contractJoin)
    .leftJoin(mallProductLines, lineJoin)
    .where(productWhere(tx, f, p))
    .orderBy(cp.productCode, mallContracts.supplierCompanyId, cp.id)
    .as('products');
  const [total] = await tx.select({ n: count() }).from(distinct);
  const rows = await tx
    .select()
    .from(distinct)
    .orderBy(distinct.productCode, distinct.supplierCompanyId)
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export const productNames = (tx: Tx, f: ContractFilter, keyword: string | undefined, limit: number) =>
  tx
    .selectDistinctOn([cp.productCode], { productCode: cp.productCode, productName: cp.productName })
    .from(cp)
    .where(productWhere(tx, f, { keyword }))
    .orderBy(cp.productCode, cp.id)
    .limit(limit);

export const contractPrices = (tx: Tx, f: ContractFilter, productCodes: string[]) =>
  tx
    .select({ productCode: cp.productCode, priceFen: cp.priceFen, unit: cp.unit })
    .from(cp)
    .where(and(eq(cp.tenantId, f.tenantId), inArray(cp.contractId, contractIdsIn(tx, f)), inArray(cp.productCode, productCodes)))
    .orderBy(cp.productCode);

export const contractExists = async (tx: Tx, f: ContractFilter) =>
  (await tx.select({ id: mallContracts.id }).from(mallContracts).where(contractScope(f)).limit(1)).length > 0;
