// Contracts between a buyer company and a supplier company of the tenant, and the products (with
// their contract prices in integer fen) each contract covers.
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';

export const mallContracts = pgTable(
  'mall_contracts',
  {
    tenantId: tenantId(),
    id: id(),
    buyerCompanyId: integer('buyer_company_id').notNull(),
    supplierCompanyId: integer('supplier_company_id').notNull(),
    contractCode: varchar('contract_code', { length: 40 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    // valid | terminated
    status: varchar('status', { length: 12 }).notNull().default('valid'),
    createdAt: createdAt(),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('mall_contracts_code').on(t.tenantId, t.contractCode),
    foreignKey({ columns: [t.tenantId, t.buyerCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.supplierCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('mall_contracts_buyer').on(t.tenantId, t.buyerCompanyId, t.supplierCompanyId),
    index('mall_contracts_supplier').on(t.tenantId, t.supplierCompanyId),
    check('mall_contracts_status', sql`${t.status} IN ('valid', 'terminated')`),
    check('mall_contracts_period', sql`${t.validFrom} <= ${t.validTo}`),
    check('mall_contracts_parties', sql`${t.buyerCompanyId} <> ${t.supplierCompanyId}`),
  ],
);

export const mallContractProducts = pgTable(
  'mall_contract_products',
  {
    tenantId: tenantId(),
    id: id(),
    contractId: integer('contract_id').notNull(),
    productCode: varchar('product_code', { length: 40 }).notNull(),
    productName: varchar('product_name', { length: 200 }).notNull(),
    // 规格型号
    specification: varchar('specification', { length: 200 }).notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    productLineCode: varchar('product_line_code', { length: 40 }).notNull(),
    // exact money: integer fen
    priceFen: integer('price_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('mall_contract_products_line').on(t.tenantId, t.contractId, t.productCode),
    foreignKey({ columns: [t.tenantId, t.contractId], foreignColumns: [mallContracts.tenantId, mallContracts.id] }).onDelete('cascade'),
    index('mall_contract_products_code').on(t.tenantId, t.productCode),
    check('mall_contract_products_price', sql`${t.priceFen} >= 0`),
  ],
);
