// SQL for orders, their lines and status events, and the contract data an order form is checked
// against. A party reads an order as its buyer, or as its supplier once it is past draft and approval.
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { mallOperationTypes } from '../catalogue/catalogue.table.js';
import { contractScope, effectiveSql, type DatedContractFilter } from '../contract-scope.js';
import { pastBuyer } from '../order-scope.js';
import { mallContractProducts as cp, mallContracts } from '../vendors/vendors.table.js';
import { mallOrderEvents as ev, mallOrderLines as ol, mallOrders as o } from './orders.table.js';

export type OrderRow = typeof o.$inferSelect;
export type OrderLineRow = typeof ol.$inferSelect;
export type NewOrder = typeof o.$inferInsert;
export type NewOrderLine = Omit<typeof ol.$inferInsert, 'tenantId' | 'orderId'>;
export type NewEvent = Omit<typeof ev.$inferInsert, 'tenantId'>;

/** Orders a company may see: its own as buyer, and those addressed to it as supplier once submitted (approved when approval applies). */
export const visibleTo = (companyId: number) => or(eq(o.buyerCompanyId, companyId), and(eq(o.supplierCompanyId, companyId), pastBuyer()))!;

export const findOrder = async (tx: Tx, tenantId: number, companyId: number, orderId: number): Promise<OrderRow | undefined> =>
  (
    await tx
      .select()
      .from(o)
      .where(and(eq(o.tenantId, tenantId), eq(o.id, orderId), visibleTo(companyId)))
  )[0];

/** The order row locked for a write (SELECT … FOR UPDATE): every transition of one order runs one after another. */
export const lockOrder = async (tx: Tx, tenantId: number, companyId: number, orderId: number): Promise<OrderRow | undefined> =>
  (
    await tx
      .select()
      .from(o)
      .where(and(eq(o.tenantId, tenantId), eq(o.id, orderId), visibleTo(companyId)))
      .for('update')
  )[0];

/** Any order of the tenant by id, locked: for the approval engine's callbacks, which act for the buyer company whose flow it is. */
export const lockOrderById = async (tx: Tx, tenantId: number, orderId: number): Promise<OrderRow | undefined> =>
  (
    await tx
      .select()
      .from(o)
      .where(and(eq(o.tenantId, tenantId), eq(o.id, orderId)))
      .for('update')
  )[0];

/** The buyer's drafts among ids, locked (order/deleteOrder). */
export const lockOwnOrders = (tx: Tx, tenantId: number, buyerCompanyId: number, ids: number[]) =>
  tx
    .select({ id: o.id, status: o.status })
    .from(o)
    .where(and(eq(o.tenantId, tenantId), eq(o.buyerCompanyId, buyerCompanyId), inArray(o.id, ids)))
    .for('update');

export const deleteOrders = async (tx: Tx, tenantId: number, ids: number[]) => {
  if (ids.length) await tx.delete(o).where(and(eq(o.tenantId, tenantId), inArray(o.id, ids)));
};

/** Serialises submits of one client token of one buyer, so a double submit finds the first order. */
export const lockClientToken = async (tx: Tx, tenantId: number, buyerCompanyId: number, token: string) => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mall-order-token:${tenantId}:${buyerCompanyId}:${token}`}, 0))`);
};

export const orderByToken = async (tx: Tx, tenantId: number, buyerCompanyId: number, token: string): Promise<OrderRow | undefined> =>
  (
    await tx
      .select()
      .from(o)
      .where(and(eq(o.tenantId, tenantId), eq(o.buyerCompanyId, buyerCompanyId), eq(o.clientToken, token)))
  )[0];

export const insertOrder = async (tx: Tx, values: NewOrder): Promise<OrderRow> => (await tx.insert(o).values(values).returning())[0]!;

export const updateOrder = async (tx: Tx, tenantId: number, id: number, values: Partial<NewOrder>): Promise<OrderRow> =>
  (
    await tx
      .update(o)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(o.tenantId, tenantId), eq(o.id, id)))
      .returning()
  )[0]!;

export async function replaceLines(tx: Tx, tenantId: number, orderId: number, lines: NewOrderLine[]) {
  await tx.delete(ol).where(and(eq(ol.tenantId, tenantId), eq(ol.orderId, orderId)));
  if (lines.length) await tx.insert(ol).values(lines.map((l) => ({ ...l, tenantId, orderId })));
}

/** Line counts of orders, by order id. */
export async function lineCounts(tx: Tx, tenantId: number, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select({ orderId: ol.orderId, n: count() })
    .from(ol)
    .where(and(eq(ol.tenantId, tenantId), inArray(ol.orderId, orderIds)))
    .groupBy(ol.orderId);
  return new Map(rows.map((r) => [r.orderId, Number(r.n)]));
}

export const linesOf = (tx: Tx, tenantId: number, orderId: number): Promise<OrderLineRow[]> =>
  tx
    .select()
    .from(ol)
    .where(and(eq(ol.tenantId, tenantId), eq(ol.orderId, orderId)))
    .orderBy(asc(ol.lineNo));

export const updateLine = async (tx: Tx, tenantId: number, id: number, values: Partial<typeof ol.$inferInsert>) => {
  await tx
    .update(ol)
    .set(values)
    .where(and(eq(ol.tenantId, tenantId), eq(ol.id, id)));
};

/** Adds to a line's shipped (or received) quantity; the table's checks keep it within the ordered (shipped) quantity. */
export const addLineQuantity = async (tx: Tx, tenantId: number, id: number, column: 'shipped' | 'received', n: number) => {
  const col = column === 'shipped' ? ol.shippedQuantity : ol.receivedQuantity;
  await tx
    .update(ol)
    .set(column === 'shipped' ? { shippedQuantity: sql`${col} + ${n}` } : { receivedQuantity: sql`${col} + ${n}` })
    .where(and(eq(ol.tenantId, tenantId), eq(ol.id, id)));
};

export const insertEvent = async (tx: Tx, tenantId: number, e: NewEvent) => {
  await tx.insert(ev).values({ ...e, tenantId });
};

// ---- what an order form is checked against

export type ContractRef = { id: number; supplierCompanyId: number; contractCode: string; name: string; status: string; effective: boolean };

export const findContract = async (tx: Tx, f: DatedContractFilter): Promise<ContractRef | undefined> => {
  const [row] = await tx
    .select({
      id: mallContracts.id,
      supplierCompanyId: mallContracts.supplierCompanyId,
      contractCode: mallContracts.contractCode,
      name: mallContracts.name,
      status: mallContracts.status,
      effective: effectiveSql(f.today),
    })
    .from(mallContracts)
    .where(contractScope(f))
    .orderBy(asc(mallContracts.id))
    .limit(1);
  return row && { ...row, effective: Boolean(row.effective) };
};

export const contractsByIds = (tx: Tx, tenantId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: mallContracts.id, contractCode: mallContracts.contractCode, name: mallContracts.name })
        .from(mallContracts)
        .where(and(eq(mallContracts.tenantId, tenantId), inArray(mallContracts.id, ids)));

export const contractProducts = (tx: Tx, tenantId: number, contractId: number, codes: string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          productCode: cp.productCode,
          productName: cp.productName,
          specification: cp.specification,
          unit: cp.unit,
          productLineCode: cp.productLineCode,
          priceFen: cp.priceFen,
        })
        .from(cp)
        .where(and(eq(cp.tenantId, tenantId), eq(cp.contractId, contractId), inArray(cp.productCode, codes)));

/** Which of the (product line, operation type) pairs exist, as 'line/code' keys. */
export async function operationTypeKeys(tx: Tx, tenantId: number, lineCodes: string[]): Promise<Set<string>> {
  if (lineCodes.length === 0) return new Set();
  const rows = await tx
    .select({ line: mallOperationTypes.productLineCode, code: mallOperationTypes.code })
    .from(mallOperationTypes)
    .where(and(eq(mallOperationTypes.tenantId, tenantId), inArray(mallOperationTypes.productLineCode, lineCodes)));
  return new Set(rows.map((r) => `${r.line}/${r.code}`));
}
