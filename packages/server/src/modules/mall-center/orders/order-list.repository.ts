// SQL of the order lists. The order list is the hot path (benchmarked at 1M orders): it filters on the
// party's company first, so the (tenant_id, company, status, created_at desc) indexes drive the scan
// and the page; names, contracts and line counts are read afterwards for the page's rows only.
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { containsPattern } from '../scope.js';
import { contractScope, type ContractFilter } from '../contract-scope.js';
import { mallContractProducts as cp, mallContracts } from '../vendors/vendors.table.js';
import { partyScope, sideScope, type OrderScope } from '../order-scope.js';
import { mallOrderLines as ol, mallOrders as o } from './orders.table.js';
import { visibleTo, type OrderRow } from './orders.repository.js';

export type { OrderScope };

export type OrderFilter = {
  tenantId: number;
  companyId: number;
  /** one side; both when absent */
  role?: 'buyer' | 'supplier';
  orderType?: string;
  statuses?: string[];
  orderCode?: string;
  supplierCompanyId?: number;
  buyerCompanyId?: number;
  contractId?: number;
  /** the session's data scope; company when absent */
  scope?: OrderScope;
  createdFrom?: Date;
  /** exclusive */ createdTo?: Date;
  productCode?: string;
};

const partyOf = (f: OrderFilter): SQL => {
  if (f.role) return sideScope(f.role, f.companyId, f.scope);
  if (!f.scope || f.scope.kind === 'company') return visibleTo(f.companyId);
  return partyScope(f.companyId, f.scope);
};

/** Whether the order is one of the company's (either side) that the scope lets through. */
export async function inScope(tx: Tx, tenantId: number, companyId: number, scope: OrderScope, orderId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.tenantId, tenantId), eq(o.id, orderId), partyOf({ tenantId, companyId, scope })));
  return rows.length > 0;
}

export const orderWhere = (tx: Tx, f: OrderFilter): SQL =>
  and(
    eq(o.tenantId, f.tenantId),
    partyOf(f),
    f.orderType ? eq(o.orderType, f.orderType) : undefined,
    f.statuses ? inArray(o.status, f.statuses) : undefined,
    f.orderCode ? ilike(o.orderCode, containsPattern(f.orderCode)) : undefined,
    f.supplierCompanyId !== undefined ? eq(o.supplierCompanyId, f.supplierCompanyId) : undefined,
    f.buyerCompanyId !== undefined ? eq(o.buyerCompanyId, f.buyerCompanyId) : undefined,
    f.contractId !== undefined ? eq(o.contractId, f.contractId) : undefined,
    f.createdFrom ? gte(o.createdAt, f.createdFrom) : undefined,
    f.createdTo ? lt(o.createdAt, f.createdTo) : undefined,
    f.productCode
      ? exists(
          tx
            .select({ one: sql`1` })
            .from(ol)
            .where(and(eq(ol.tenantId, o.tenantId), eq(ol.orderId, o.id), eq(ol.productCode, f.productCode))),
        )
      : undefined,
  )!;

export type OrderSort = { field: 'createdAt' | 'totalFen'; dir: 'asc' | 'desc' };

// the list indexes hold created_at DESC NULLS LAST: only this spelling (or its exact reverse) reads them in order
const newestFirst = sql`${o.createdAt} desc nulls last`;
const oldestFirst = sql`${o.createdAt} asc nulls first`;

export async function pageOrders(
  tx: Tx,
  f: OrderFilter,
  sort: OrderSort,
  offset: number,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = orderWhere(tx, f);
  const by = sort.dir === 'asc' ? asc : desc;
  const order =
    sort.field === 'totalFen' ? [by(o.totalFen), newestFirst, desc(o.id)] : [sort.dir === 'asc' ? oldestFirst : newestFirst, by(o.id)];
  const [total] = await tx.select({ n: count() }).from(o).where(where);
  const rows = await tx
    .select()
    .from(o)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One order's lines, paged. */
export async function pageLines(tx: Tx, tenantId: number, orderId: number, offset: number, limit: number) {
  const where = and(eq(ol.tenantId, tenantId), eq(ol.orderId, orderId));
  const [total] = await tx.select({ n: count() }).from(ol).where(where);
  const rows = await tx.select().from(ol).where(where).orderBy(asc(ol.lineNo)).limit(limit).offset(offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Lines of the company's orders with their order, newest order first. */
export async function pageOrderProducts(tx: Tx, f: OrderFilter, offset: number, limit: number) {
  const join = and(eq(o.tenantId, ol.tenantId), eq(o.id, ol.orderId));
  const where = and(
    eq(ol.tenantId, f.tenantId),
    orderWhere(tx, { ...f, productCode: undefined }),
    f.productCode ? eq(ol.productCode, f.productCode) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(ol).innerJoin(o, join).where(where);
  const rows = await tx
    .select({
      line: ol,
      orderCode: o.orderCode,
      status: o.status,
      buyerCompanyId: o.buyerCompanyId,
      supplierCompanyId: o.supplierCompanyId,
      createdAt: o.createdAt,
    })
    .from(ol)
    .innerJoin(o, join)
    .where(where)
    .orderBy(newestFirst, desc(o.id), asc(ol.lineNo))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Distinct products (per product code and supplier) of the contracts in scope, paged. */
export async function pageContractItems(
  tx: Tx,
  f: ContractFilter,
  p: { productLineCode?: string; keyword?: string },
  offset: number,
  limit: number,
) {
  const pattern = p.keyword ? containsPattern(p.keyword) : undefined;
  const items = tx
    .selectDistinctOn([cp.productCode, mallContracts.supplierCompanyId], {
      productCode: cp.productCode,
      productName: cp.productName,
      specification: cp.specification,
      unit: cp.unit,
      productLineCode: cp.productLineCode,
      supplierCompanyId: mallContracts.supplierCompanyId,
    })
    .from(cp)
    .innerJoin(mallContracts, and(eq(mallContracts.tenantId, cp.tenantId), eq(mallContracts.id, cp.contractId)))
    .where(
      and(
        eq(cp.tenantId, f.tenantId),
        contractScope(f),
        p.productLineCode ? eq(cp.productLineCode, p.productLineCode) : undefined,
        pattern ? or(ilike(cp.productCode, pattern), ilike(cp.productName, pattern), ilike(cp.specification, pattern)) : undefined,
      ),
    )
    .orderBy(cp.productCode, mallContracts.supplierCompanyId, desc(cp.id))
    .as('items');
  const [total] = await tx.select({ n: count() }).from(items);
  const rows = await tx.select().from(items).orderBy(items.productCode, items.supplierCompanyId).limit(limit).offset(offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** An order's parties and status (any order of the tenant: the caller decides what the session may see of it). */
export const partiesOf = async (tx: Tx, tenantId: number, orderId: number) =>
  (
    await tx
      .select({ buyerCompanyId: o.buyerCompanyId, supplierCompanyId: o.supplierCompanyId, status: o.status })
      .from(o)
      .where(and(eq(o.tenantId, tenantId), eq(o.id, orderId)))
  )[0];
