// For the mall tests (extras, order hot path): orders written straight into mall_orders (no order
// calls involved), between companies named by code, with a chosen status, total and creation time.
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@medportal/contracts/mall/common.contract';
import type { Database } from '../db/client.js';
import { companies } from '../modules/staff-center/tenancy/tenancy.table.js';
import { mallOrders } from '../modules/mall-center/orders/orders.table.js';

export type FixtureOrder = {
  buyer: string;
  supplier: string;
  status: OrderStatus;
  totalFen?: number;
  /** minutes before now; later entries default to newer orders */
  minutesAgo?: number;
  orderType?: 'contract' | 'consignment' | 'fillup';
};
export type InsertedOrder = { id: number; orderCode: string };

let seq = 900_000;

/** Inserts the orders in one tenant; codes are PO/CF + 20000101 (a day no real order has) + a six-digit sequence. */
export async function insertOrders(db: Database, tenantId: number, orders: FixtureOrder[]): Promise<InsertedOrder[]> {
  return db.tenant(tenantId, async (tx) => {
    const codes = [...new Set(orders.flatMap((o) => [o.buyer, o.supplier]))];
    const rows = await tx
      .select({ id: companies.id, code: companies.code })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), inArray(companies.code, codes)));
    const company = (code: string) => {
      const id = rows.find((r) => r.code === code)?.id;
      if (id === undefined) throw new Error(`order fixture: no company ${code} in tenant ${tenantId}`);
      return id;
    };
    const now = Date.now();
    return tx
      .insert(mallOrders)
      .values(
        orders.map((o, i) => ({
          tenantId,
          orderCode: `${o.orderType === 'fillup' ? 'CF' : 'PO'}20000101${String(++seq)}`,
          orderType: o.orderType ?? 'contract',
          buyerCompanyId: company(o.buyer),
          supplierCompanyId: company(o.supplier),
          status: o.status,
          totalFen: o.totalFen ?? 0,
          createdAt: new Date(now - (o.minutesAgo ?? orders.length - i) * 60_000),
        })),
      )
      .returning({ id: mallOrders.id, orderCode: mallOrders.orderCode });
  });
}
