// Consignment (寄售): a supplier's stock placed at a distributor or hospital, by batch and serial
// number; usage reported against it; fill-up orders (cFOrder, mall_orders of type 'fillup') replenish it.
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { mallOrders } from '../orders/orders.table.js';

export const mallConsignmentItems = pgTable(
  'mall_consignment_items',
  {
    tenantId: tenantId(),
    id: id(),
    supplierCompanyId: integer('supplier_company_id').notNull(),
    // the distributor or hospital holding the goods
    holderCompanyId: integer('holder_company_id').notNull(),
    contractId: integer('contract_id'),
    productCode: varchar('product_code', { length: 40 }).notNull(),
    productName: varchar('product_name', { length: 200 }).notNull(),
    specification: varchar('specification', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 16 }).notNull().default(''),
    productLineCode: varchar('product_line_code', { length: 40 }),
    batchNo: varchar('batch_no', { length: 40 }).notNull(),
    serialNo: varchar('serial_no', { length: 60 }),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    priceFen: integer('price_fen').notNull().default(0),
    quantity: integer('quantity').notNull(),
    usedQuantity: integer('used_quantity').notNull().default(0),
    // the consignment order that placed the goods, when there was one
    sourceOrderId: integer('source_order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.supplierCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.holderCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.sourceOrderId], foreignColumns: [mallOrders.tenantId, mallOrders.id] }).onDelete('set null'),
    index('mall_consignment_items_holder').on(t.tenantId, t.holderCompanyId, t.productCode),
    index('mall_consignment_items_supplier').on(t.tenantId, t.supplierCompanyId, t.productCode),
    index('mall_consignment_items_serial').on(t.tenantId, t.serialNo),
    check('mall_consignment_items_quantity', sql`${t.quantity} >= 0 AND ${t.usedQuantity} >= 0 AND ${t.usedQuantity} <= ${t.quantity}`),
  ],
);

/** A reported use of consigned goods; fillupOrderId is set once a fill-up order covers it. */
export const mallConsignmentUsages = pgTable(
  'mall_consignment_usages',
  {
    tenantId: tenantId(),
    id: id(),
    itemId: integer('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    // e.g. the hospital department or surgery the item was used in
    usedFor: varchar('used_for', { length: 200 }),
    reportedBy: integer('reported_by'),
    fillupOrderId: integer('fillup_order_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.itemId], foreignColumns: [mallConsignmentItems.tenantId, mallConsignmentItems.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.fillupOrderId], foreignColumns: [mallOrders.tenantId, mallOrders.id] }).onDelete('set null'),
    index('mall_consignment_usages_item').on(t.tenantId, t.itemId),
    index('mall_consignment_usages_fillup').on(t.tenantId, t.fillupOrderId),
    check('mall_consignment_usages_quantity', sql`${t.quantity} > 0`),
  ],
);
