// SQL for order templates and their lines (always of one company), and the contract products of a
// buyer with one supplier that templates are checked and priced against.
import { and, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { contractScope, effectiveSql, type DatedContractFilter } from '../contract-scope.js';
import { containsPattern } from '../scope.js';
import { mallContractProducts as cp, mallContracts } from '../vendors/vendors.table.js';
import { mallOrderTemplateLines as l, mallOrderTemplates as tpl } from './extras.table.js';

export type Owner = { tenantId: number; companyId: number };
export type TemplateRow = {
  id: number;
  name: string;
  supplierCompanyId: number;
  contractId: number | null;
  contractCode: string | null;
  contractName: string | null;
  lineCount: number;
  createdAt: Date;
  updatedAt: Date;
};

const ownedBy = (o: Owner) => and(eq(tpl.tenantId, o.tenantId), eq(tpl.companyId, o.companyId));

function selectTemplates(tx: Tx, tenantId: number) {
  const lines = tx
    .select({ templateId: l.templateId, n: count().as('n') })
    .from(l)
    .where(eq(l.tenantId, tenantId))
    .groupBy(l.templateId)
    .as('lc');
  return tx
    .select({
      id: tpl.id,
      name: tpl.name,
      supplierCompanyId: tpl.supplierCompanyId,
      contractId: tpl.contractId,
      contractCode: mallContracts.contractCode,
      contractName: mallContracts.name,
      lineCount: sql<number>`coalesce(${lines.n}, 0)::int`,
      createdAt: tpl.createdAt,
      updatedAt: tpl.updatedAt,
    })
    .from(tpl)
    .leftJoin(mallContracts, and(eq(mallContracts.tenantId, tpl.tenantId), eq(mallContracts.id, tpl.contractId)))
    .leftJoin(lines, eq(lines.templateId, tpl.id));
}

export type TemplateFilter = { name?: string; supplierCompanyId?: number };

export async function pageTemplates(tx: Tx, o: Owner, f: TemplateFilter, pageNum: number, pageSize: number) {
  const where = and(
    ownedBy(o),
    f.name ? ilike(tpl.name, containsPattern(f.name)) : undefined,
    f.supplierCompanyId !== undefined ? eq(tpl.supplierCompanyId, f.supplierCompanyId) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(tpl).where(where);
  const rows = await selectTemplates(tx, o.tenantId)
    .where(where)
    .orderBy(desc(tpl.updatedAt), desc(tpl.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows: rows.map((r) => ({ ...r, lineCount: Number(r.lineCount) })), total: total?.n ?? 0 };
}

export async function templateById(tx: Tx, o: Owner, id: number): Promise<TemplateRow | undefined> {
  const [row] = await selectTemplates(tx, o.tenantId).where(and(ownedBy(o), eq(tpl.id, id)));
  return row && { ...row, lineCount: Number(row.lineCount) };
}

export const templateLines = (tx: Tx, tenantId: number, templateId: number) =>
  tx
    .select({ productCode: l.productCode, quantity: l.quantity })
    .from(l)
    .where(and(eq(l.tenantId, tenantId), eq(l.templateId, templateId)))
    .orderBy(l.id);

/** Serialises template saves of one company: the name check and the write happen as one step. */
export const lockCompanyTemplates = async (tx: Tx, o: Owner) => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mall-template:${o.tenantId}:${o.companyId}`}, 0))`);
};

/** The company's template of that exact name. */
export const templateIdByName = async (tx: Tx, o: Owner, name: string): Promise<number | undefined> =>
  (
    await tx
      .select({ id: tpl.id })
      .from(tpl)
      .where(and(ownedBy(o), eq(tpl.name, name)))
  )[0]?.id;

export const nameTaken = async (tx: Tx, o: Owner, name: string, exceptId?: number) =>
  (
    await tx
      .select({ id: tpl.id })
      .from(tpl)
      .where(and(ownedBy(o), eq(tpl.name, name), exceptId !== undefined ? ne(tpl.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

export type TemplateValues = { name: string; supplierCompanyId: number; contractId: number | null };

export const insertTemplate = async (tx: Tx, o: Owner, createdBy: number, v: TemplateValues): Promise<number> =>
  (
    await tx
      .insert(tpl)
      .values({ ...o, ...v, createdBy })
      .returning({ id: tpl.id })
  )[0]!.id;

export const updateTemplate = async (tx: Tx, o: Owner, id: number, v: TemplateValues) => {
  await tx
    .update(tpl)
    .set({ ...v, updatedAt: sql`now()` })
    .where(and(ownedBy(o), eq(tpl.id, id)));
};

/** The lines become exactly the given ones. */
export async function replaceLines(tx: Tx, tenantId: number, templateId: number, lines: { productCode: string; quantity: number }[]) {
  await tx.delete(l).where(and(eq(l.tenantId, tenantId), eq(l.templateId, templateId)));
  await tx.insert(l).values(lines.map((x) => ({ tenantId, templateId, productCode: x.productCode, quantity: x.quantity })));
}

/** Lines go with it (ON DELETE CASCADE). */
export const deleteTemplate = async (tx: Tx, o: Owner, id: number) =>
  (
    await tx
      .delete(tpl)
      .where(and(ownedBy(o), eq(tpl.id, id)))
      .returning({ id: tpl.id })
  ).length > 0;

/** Contracts in scope (one supplier of the buyer), most recently ending first. */
export const contractsIn = (tx: Tx, f: DatedContractFilter) =>
  tx
    .select({
      id: mallContracts.id,
      contractCode: mallContracts.contractCode,
      supplierCompanyId: mallContracts.supplierCompanyId,
      effective: effectiveSql(f.today),
    })
    .from(mallContracts)
    .where(contractScope(f))
    .orderBy(desc(mallContracts.validTo), mallContracts.contractCode);

export type OfferRow = {
  productCode: string;
  productName: string;
  specification: string;
  unit: string;
  productLineCode: string;
  priceFen: number;
  contractCode: string;
  effective: boolean;
};

/** The given products in the contracts in scope: one row per product and contract, effective and most recently ending first. */
export async function offers(tx: Tx, f: DatedContractFilter, productCodes: string[]): Promise<OfferRow[]> {
  if (productCodes.length === 0) return [];
  const rows = await tx
    .select({
      productCode: cp.productCode,
      productName: cp.productName,
      specification: cp.specification,
      unit: cp.unit,
      productLineCode: cp.productLineCode,
      priceFen: cp.priceFen,
      contractCode: mallContracts.contractCode,
      effective: effectiveSql(f.today),
    })
    .from(cp)
    .innerJoin(mallContracts, and(eq(mallContracts.tenantId, cp.tenantId), eq(mallContracts.id, cp.contractId)))
    .where(and(contractScope(f), eq(cp.tenantId, f.tenantId), inArray(cp.productCode, productCodes)))
    .orderBy(desc(effectiveSql(f.today)), desc(mallContracts.validTo), mallContracts.contractCode);
  return rows.map((r) => ({ ...r, effective: Boolean(r.effective) }));
}
