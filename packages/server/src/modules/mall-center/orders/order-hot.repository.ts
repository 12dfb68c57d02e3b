// The order list and detail through the hot-path functions of migration 0008 (app_order_page,
// app_order_detail): one round trip with the tenant set inside, plans cached per connection. Each answers
// one json value whose rows carry the columns named as below; timestamps arrive as ISO texts.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { lastMicrosecondBefore } from '../../../lib/time.js';
import { mallOrders } from './orders.table.js';

/** An order with its parties' codes and names, its contract and its line count. */
export type NamedOrderRow = {
  id: number;
  orderCode: string;
  orderType: string;
  status: string;
  buyerCompanyId: number;
  supplierCompanyId: number;
  buyerCode: string;
  buyerName: string;
  supplierCode: string;
  supplierName: string;
  contractCode: string | null;
  contractName: string | null;
  carryWay: string | null;
  addressId: number | null;
  receiver: string | null;
  receiverPhone: string | null;
  receiverAddress: string | null;
  pickUpAddressId: number | null;
  pickUpAddress: string | null;
  memo: string | null;
  totalFen: number;
  paidFen: number;
  lineCount: number;
  createdAt: Date;
  submittedAt: Date | null;
  updatedAt: Date;
  version: number;
};

export type HotLineRow = {
  id: number;
  orderId: number;
  lineNo: number;
  productCode: string;
  productName: string;
  specification: string;
  unit: string;
  productLineCode: string | null;
  operationTypeCode: string | null;
  quantity: number;
  priceFen: number;
  amountFen: number;
  stockBatchId: number | null;
  batchNo: string | null;
  shippedQuantity: number;
  receivedQuantity: number;
};
export type HotEventRow = {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actorName: string;
  actorCompanyName: string;
  comment: string | null;
  createdAt: Date;
};
export type HotNoticeRow = {
  id: number;
  noticeCode: string;
  carryWay: string;
  trackingNo: string | null;
  status: string;
  memo: string | null;
  shippedAt: Date;
  receivedAt: Date | null;
};
export type HotNoticeLineRow = {
  id: number;
  noticeId: number;
  orderLineId: number;
  productCode: string;
  productName: string;
  batchNo: string;
  serialNo: string | null;
  expiryDate: string;
  quantity: number;
};
export type HotPayBillRow = {
  id: number;
  billCode: string;
  kind: string;
  amountFen: number;
  payMethod: string | null;
  memo: string | null;
  paidAt: Date;
};

export type HotDetail = {
  order: NamedOrderRow;
  lines: HotLineRow[];
  events: HotEventRow[];
  notices: HotNoticeRow[];
  noticeLines: HotNoticeLineRow[];
  payBills: HotPayBillRow[];
};

type Json = Record<string, unknown>;
type DetailJson = { order: Json; lines: Json[]; events: Json[]; notices: Json[]; noticeLines: Json[]; payBills: Json[] };

/** The function's json (node-postgres and PGlite parse it; a text is parsed here). */
const answerOf = (rows: Json[], name: string): unknown => {
  const v = rows[0]?.[name];
  return typeof v === 'string' ? JSON.parse(v) : v;
};

/** The named timestamp fields of a json row as Dates. */
const withDates = <T>(row: Json, fields: string[]): T => {
  const out: Json = { ...row };
  for (const f of fields) if (typeof out[f] === 'string') out[f] = new Date(out[f] as string);
  return out as T;
};

const namedOrder = (r: Json) => withDates<NamedOrderRow>(r, ['createdAt', 'submittedAt', 'updatedAt']);

/**
 * The pick-up address columns, which the hot-path functions do not select: one indexed lookup for the
 * bySelf orders among the rows (none for the others, whose columns are null).
 */
async function withPickUp(db: Database, tenantId: number, rows: Json[]): Promise<Json[]> {
  const ids = rows.filter((r) => r.carryWay === 'bySelf').map((r) => Number(r.id));
  const found =
    ids.length === 0
      ? new Map<number, { pickUpAddressId: number | null; pickUpAddress: string | null }>()
      : new Map(
          (
            await db.tenant(tenantId, (tx) =>
              tx
                .select({ id: mallOrders.id, pickUpAddressId: mallOrders.pickUpAddressId, pickUpAddress: mallOrders.pickUpAddress })
                .from(mallOrders)
                .where(and(eq(mallOrders.tenantId, tenantId), inArray(mallOrders.id, ids))),
            )
          ).map((o) => [o.id, o]),
        );
  return rows.map((r) => {
    const p = found.get(Number(r.id));
    return { ...r, pickUpAddressId: p?.pickUpAddressId ?? null, pickUpAddress: p?.pickUpAddress ?? null };
  });
}

export type HotPageFilter = {
  tenantId: number;
  companyId: number;
  role: 'buyer' | 'supplier';
  /** contract statuses (zod enum values: no commas or braces; a repeated one counts once), all of them when the body names none */
  statuses: readonly string[];
  orderType?: string;
  createdFrom?: Date;
  /** exclusive */ createdTo?: Date;
};

/** A page of the company's orders on one side, newest first, with the exact count of the filter. */
export async function hotOrderPage(
  db: Database,
  f: HotPageFilter,
  offset: number,
  limit: number,
): Promise<{ rows: NamedOrderRow[]; total: number }> {
  const rows = await db.callTenantFunction('app_order_page', [
    f.tenantId,
    f.companyId,
    f.role,
    `{${[...new Set(f.statuses)].join(',')}}`,
    f.orderType ?? '',
    // the function compares created_at <= p_to: its last microsecond before the exclusive end is the same bound
    f.createdFrom?.toISOString() ?? '-infinity',
    f.createdTo ? lastMicrosecondBefore(f.createdTo) : 'infinity',
    offset,
    limit,
  ]);
  const page = answerOf(rows, 'app_order_page') as { total: number; rows: Json[] };
  return { total: Number(page.total), rows: (await withPickUp(db, f.tenantId, page.rows)).map(namedOrder) };
}

/** The order with its parts when the company is its buyer, or its supplier past draft; null otherwise. */
export async function hotOrderDetail(db: Database, tenantId: number, companyId: number, orderId: number): Promise<HotDetail | null> {
  const d = answerOf(
    await db.callTenantFunction('app_order_detail', [tenantId, companyId, orderId]),
    'app_order_detail',
  ) as DetailJson | null;
  if (!d) return null;
  const [order] = await withPickUp(db, tenantId, [d.order]);
  return {
    order: namedOrder(order!),
    lines: d.lines as HotLineRow[],
    events: d.events.map((e) => withDates<HotEventRow>(e, ['createdAt'])),
    notices: d.notices.map((n) => withDates<HotNoticeRow>(n, ['shippedAt', 'receivedAt'])),
    noticeLines: d.noticeLines as HotNoticeLineRow[],
    payBills: d.payBills.map((b) => withDates<HotPayBillRow>(b, ['paidAt'])),
  };
}
