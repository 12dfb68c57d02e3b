// Product lines (of a supplier), operation types (of a product line), warehouses (house codes of a
// company) and the stock batches held in them.
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';

export const mallProductLines = pgTable(
  'mall_product_lines',
  {
    tenantId: tenantId(),
    id: id(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    supplierCompanyId: integer('supplier_company_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('mall_product_lines_code').on(t.tenantId, t.code),
    foreignKey({ columns: [t.tenantId, t.supplierCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
  ],
);

export const mallOperationTypes = pgTable(
  'mall_operation_types',
  {
    tenantId: tenantId(),
    id: id(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    productLineCode: varchar('product_line_code', { length: 40 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('mall_operation_types_code').on(t.tenantId, t.productLineCode, t.code),
    foreignKey({ columns: [t.tenantId, t.productLineCode], foreignColumns: [mallProductLines.tenantId, mallProductLines.code] }).onDelete(
      'cascade',
    ),
  ],
);

export const mallWarehouses = pgTable(
  'mall_warehouses',
  {
    tenantId: tenantId(),
    id: id(),
    houseCode: varchar('house_code', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    companyId: integer('company_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('mall_warehouses_code').on(t.tenantId, t.houseCode),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('mall_warehouses_company').on(t.tenantId, t.companyId),
  ],
);

export const mallStockBatches = pgTable(
  'mall_stock_batches',
  {
    tenantId: tenantId(),
    id: id(),
    warehouseId: integer('warehouse_id').notNull(),
    productCode: varchar('product_code', { length: 40 }).notNull(),
    batchNo: varchar('batch_no', { length: 40 }).notNull(),
    // only serial-tracked devices have one; one row per serial then
    serialNo: varchar('serial_no', { length: 60 }),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.warehouseId], foreignColumns: [mallWarehouses.tenantId, mallWarehouses.id] }).onDelete('cascade'),
    index('mall_stock_batches_product').on(t.tenantId, t.warehouseId, t.productCode, t.expiryDate),
    check('mall_stock_batches_quantity', sql`${t.quantity} >= 0`),
  ],
);
