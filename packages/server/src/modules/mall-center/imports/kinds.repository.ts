// SQL of the five imports: what a row is checked against (contracts, product lines, operation types,
// warehouses) and the writes of one batch (draft order lines, templates, operation types, stock,
// warehouses). Every statement names the tenant, and the company whose data it is.
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { contractIdsIn, contractScope } from '../contract-scope.js';
import { mallOperationTypes, mallProductLines, mallStockBatches, mallWarehouses } from '../catalogue/catalogue.table.js';
import { mallOrderTemplateLines, mallOrderTemplates } from '../extras/extras.table.js';
import { mallOrderEvents, mallOrderLines, mallOrders } from '../orders/orders.table.js';
import { mallContractProducts as cp, mallContracts } from '../vendors/vendors.table.js';

// ---- product lines and contracts
export const productLineByCode = async (tx: Tx, tenantId: number, code: string) =>
  (
    await tx
      .select({ code: mallProductLines.code, supplierCompanyId: mallProductLines.supplierCompanyId })
      .from(mallProductLines)
      .where(and(eq(mallProductLines.tenantId, tenantId), eq(mallProductLines.code, code)))
  )[0];

/** The buyer's newest contract in force on the tenant's day with the supplier that covers a product of the line. */
export const contractCoveringLine = async (
  tx: Tx,
  tenantId: number,
  buyerId: number,
  supplierId: number,
  lineCode: string,
  today: string,
) =>
  (
    await tx
      .select({ id: mallContracts.id, contractCode: mallContracts.contractCode })
      .from(mallContracts)
      .where(
        and(
          contractScope({ tenantId, companyId: buyerId, as: 'buyer', supplierCompanyId: supplierId, effectiveOnly: true, today }),
          sql`EXISTS (SELECT 1 FROM ${cp} WHERE ${cp.tenantId} = ${mallContracts.tenantId} AND ${cp.contractId} = ${mallContracts.id}
                         AND ${cp.productLineCode} = ${lineCode})`,
        ),
      )
      .orderBy(desc(mallContracts.validFrom), mallContracts.contractCode)
      .limit(1)
  )[0];

export const productsOfContract = (tx: Tx, tenantId: number, contractId: number) =>
  tx
    .select({
      productCode: cp.productCode,
      productName: cp.productName,
      specification: cp.specification,
      unit: cp.unit,
      productLineCode: cp.productLineCode,
      priceFen: cp.priceFen,
    })
    .from(cp)
    .where(and(eq(cp.tenantId, tenantId), eq(cp.contractId, contractId)));

export const operationCodesOf = async (tx: Tx, tenantId: number, lineCode: string): Promise<Set<string>> =>
  new Set(
    (
      await tx
        .select({ code: mallOperationTypes.code })
        .from(mallOperationTypes)
        .where(and(eq(mallOperationTypes.tenantId, tenantId), eq(mallOperationTypes.productLineCode, lineCode)))
    ).map((r) => r.code),
  );

/** Products the company may buy: supplier, product and the contract, from its contracts in force on the tenant's day. */
export const purchasableProducts = (tx: Tx, tenantId: number, buyerId: number, today: string) =>
  tx
    .select({ supplierCompanyId: mallContracts.supplierCompanyId, productCode: cp.productCode, contractId: cp.contractId })
    .from(cp)
    .innerJoin(mallContracts, and(eq(mallContracts.tenantId, cp.tenantId), eq(mallContracts.id, cp.contractId)))
    .where(and(eq(cp.tenantId, tenantId), contractScope({ tenantId, companyId: buyerId, as: 'buyer', effectiveOnly: true, today })))
    .orderBy(desc(mallContracts.validFrom));

/** Product codes of every contract the company is a party to (bought or supplied). */
export const knownProductCodes = async (tx: Tx, tenantId: number, companyId: number): Promise<Set<string>> =>
  new Set(
    (
      await tx
        .selectDistinct({ code: cp.productCode })
        .from(cp)
        .where(and(eq(cp.tenantId, tenantId), inArray(cp.contractId, contractIdsIn(tx, { tenantId, companyId, as: 'party' }))))
    ).map((r) => r.code),
  );

export const ownLineCodes = async (tx: Tx, tenantId: number, companyId: number): Promise<Set<string>> =>
  new Set(
    (
      await tx
        .select({ code: mallProductLines.code })
        .from(mallProductLines)
        .where(and(eq(mallProductLines.tenantId, tenantId), eq(mallProductLines.supplierCompanyId, companyId)))
    ).map((r) => r.code),
  );

// ---- draft order of file/readFile
export type DraftOrder = { orderCode: string; buyerCompanyId: number; supplierCompanyId: number; contractId: number; createdBy: number };

/** A new draft with its first timeline event (the comment says where it came from). */
export async function insertDraftOrder(tx: Tx, tenantId: number, o: DraftOrder, comment: string): Promise<number> {
  const [row] = await tx
    .insert(mallOrders)
    .values({ tenantId, ...o, orderType: 'contract', status: 'draft' })
    .returning({ id: mallOrders.id });
  await tx.insert(mallOrderEvents).values({
    tenantId,
    orderId: row!.id,
    action: 'import',
    toStatus: 'draft',
    actorUserId: o.createdBy,
    actorCompanyId: o.buyerCompanyId,
    comment,
  });
  return row!.id;
}

export const lastLineNo = async (tx: Tx, tenantId: number, orderId: number): Promise<number> =>
  Number(
    (
      await tx
        .select({ n: max(mallOrderLines.lineNo) })
        .from(mallOrderLines)
        .where(and(eq(mallOrderLines.tenantId, tenantId), eq(mallOrderLines.orderId, orderId)))
    )[0]?.n ?? 0,
  );

export type LineValues = Omit<typeof mallOrderLines.$inferInsert, 'tenantId' | 'orderId'>;

/** Lines and the order's total in one go (the caller's batch transaction). */
export async function insertOrderLines(tx: Tx, tenantId: number, orderId: number, lines: LineValues[]) {
  await tx.insert(mallOrderLines).values(lines.map((l) => ({ ...l, tenantId, orderId })));
  const sum = lines.reduce((s, l) => s + Number(l.amountFen), 0);
  await tx
    .update(mallOrders)
    .set({ totalFen: sql`${mallOrders.totalFen} + ${sum}`, updatedAt: new Date() })
    .where(and(eq(mallOrders.tenantId, tenantId), eq(mallOrders.id, orderId)));
}

export const setOrderMemo = async (tx: Tx, tenantId: number, orderId: number, memo: string) => {
  await tx
    .update(mallOrders)
    .set({ memo })
    .where(and(eq(mallOrders.tenantId, tenantId), eq(mallOrders.id, orderId)));
};

/** Removes a draft that received no line (its event goes with it). */
export const deleteEmptyDraft = async (tx: Tx, tenantId: number, orderId: number) => {
  await tx.delete(mallOrders).where(
    and(
      eq(mallOrders.tenantId, tenantId),
      eq(mallOrders.id, orderId),
      eq(mallOrders.status, 'draft'),
      sql`NOT EXISTS (SELECT 1 FROM ${mallOrderLines}
                       WHERE ${mallOrderLines.tenantId} = ${tenantId} AND ${mallOrderLines.orderId} = ${orderId})`,
    ),
  );
};

// ---- order templates
export const templatesByName = (tx: Tx, tenantId: number, companyId: number, names: string[]) =>
  tx
    .select({ id: mallOrderTemplates.id, name: mallOrderTemplates.name, supplierCompanyId: mallOrderTemplates.supplierCompanyId })
    .from(mallOrderTemplates)
    .where(
      and(eq(mallOrderTemplates.tenantId, tenantId), eq(mallOrderTemplates.companyId, companyId), inArray(mallOrderTemplates.name, names)),
    );

export const insertTemplates = (
  tx: Tx,
  tenantId: number,
  companyId: number,
  createdBy: number,
  rows: { name: string; supplierCompanyId: number; contractId: number }[],
) =>
  tx
    .insert(mallOrderTemplates)
    .values(rows.map((r) => ({ tenantId, companyId, createdBy, ...r })))
    .returning({ id: mallOrderTemplates.id, name: mallOrderTemplates.name });

export const touchTemplates = async (tx: Tx, tenantId: number, ids: number[]) => {
  if (ids.length)
    await tx
      .update(mallOrderTemplates)
      .set({ updatedAt: new Date() })
      .where(and(eq(mallOrderTemplates.tenantId, tenantId), inArray(mallOrderTemplates.id, ids)));
};

/** One row per template and product: a product already in the template gets the new quantity. */
export const upsertTemplateLines = async (
  tx: Tx,
  tenantId: number,
  rows: { templateId: number; productCode: string; quantity: number }[],
) => {
  await tx
    .insert(mallOrderTemplateLines)
    .values(rows.map((r) => ({ tenantId, ...r })))
    .onConflictDoUpdate({
      target: [mallOrderTemplateLines.tenantId, mallOrderTemplateLines.templateId, mallOrderTemplateLines.productCode],
      set: { quantity: sql`excluded.quantity` },
    });
};

// ---- operation types
export const upsertOperationTypes = async (tx: Tx, tenantId: number, rows: { productLineCode: string; code: string; name: string }[]) => {
  await tx
    .insert(mallOperationTypes)
    .values(rows.map((r) => ({ tenantId, ...r })))
    .onConflictDoUpdate({
      target: [mallOperationTypes.tenantId, mallOperationTypes.productLineCode, mallOperationTypes.code],
      set: { name: sql`excluded.name` },
    });
};

// ---- warehouses and stock
export const warehousesByCodes = (tx: Tx, tenantId: number, codes: string[]) =>
  tx
    .select({ id: mallWarehouses.id, houseCode: mallWarehouses.houseCode, companyId: mallWarehouses.companyId })
    .from(mallWarehouses)
    .where(and(eq(mallWarehouses.tenantId, tenantId), inArray(mallWarehouses.houseCode, codes)));

export const ownWarehouses = async (tx: Tx, tenantId: number, companyId: number): Promise<Map<string, number>> =>
  new Map(
    (
      await tx
        .select({ id: mallWarehouses.id, houseCode: mallWarehouses.houseCode })
        .from(mallWarehouses)
        .where(and(eq(mallWarehouses.tenantId, tenantId), eq(mallWarehouses.companyId, companyId)))
    ).map((r) => [r.houseCode, r.id]),
  );

export const insertWarehouses = async (tx: Tx, tenantId: number, companyId: number, rows: { houseCode: string; name: string }[]) => {
  if (rows.length) await tx.insert(mallWarehouses).values(rows.map((r) => ({ tenantId, companyId, ...r })));
};

export const renameWarehouse = async (tx: Tx, tenantId: number, companyId: number, id: number, name: string) => {
  await tx
    .update(mallWarehouses)
    .set({ name })
    .where(and(eq(mallWarehouses.tenantId, tenantId), eq(mallWarehouses.companyId, companyId), eq(mallWarehouses.id, id)));
};

/** Stock rows that a batch of stock-in rows may add to (same warehouses, products and batch numbers), locked. */
export const stockRowsFor = (tx: Tx, tenantId: number, warehouseIds: number[], productCodes: string[], batchNos: string[]) =>
  tx
    .select({
      id: mallStockBatches.id,
      warehouseId: mallStockBatches.warehouseId,
      productCode: mallStockBatches.productCode,
      batchNo: mallStockBatches.batchNo,
      serialNo: mallStockBatches.serialNo,
      expiryDate: mallStockBatches.expiryDate,
    })
    .from(mallStockBatches)
    .where(
      and(
        eq(mallStockBatches.tenantId, tenantId),
        inArray(mallStockBatches.warehouseId, warehouseIds),
        inArray(mallStockBatches.productCode, productCodes),
        inArray(mallStockBatches.batchNo, batchNos),
      ),
    )
    .for('update');

export const addStock = async (tx: Tx, tenantId: number, id: number, quantity: number) => {
  await tx
    .update(mallStockBatches)
    .set({ quantity: sql`${mallStockBatches.quantity} + ${quantity}`, updatedAt: new Date() })
    .where(and(eq(mallStockBatches.tenantId, tenantId), eq(mallStockBatches.id, id)));
};

export const insertStock = async (
  tx: Tx,
  tenantId: number,
  rows: { warehouseId: number; productCode: string; batchNo: string; serialNo: string | null; expiryDate: string; quantity: number }[],
) => {
  if (rows.length) await tx.insert(mallStockBatches).values(rows.map((r) => ({ tenantId, ...r })));
};
