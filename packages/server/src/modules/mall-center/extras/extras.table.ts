// Order templates (saved product lists), temp-stored order forms (order/TS, order/getTS) and
// relations between orders (append / relate).
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { mallOrders } from '../orders/orders.table.js';

export const mallOrderTemplates = pgTable(
  'mall_order_templates',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    supplierCompanyId: integer('supplier_company_id').notNull(),
    contractId: integer('contract_id'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('mall_order_templates_name').on(t.tenantId, t.companyId, t.name),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
  ],
);

export const mallOrderTemplateLines = pgTable(
  'mall_order_template_lines',
  {
    tenantId: tenantId(),
    id: id(),
    templateId: integer('template_id').notNull(),
    productCode: varchar('product_code', { length: 40 }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('mall_order_template_lines_product').on(t.tenantId, t.templateId, t.productCode),
    foreignKey({ columns: [t.tenantId, t.templateId], foreignColumns: [mallOrderTemplates.tenantId, mallOrderTemplates.id] }).onDelete(
      'cascade',
    ),
    check('mall_order_template_lines_quantity', sql`${t.quantity} > 0`),
  ],
);

/** order/TS: a half-filled order form kept for its user under a key; order/getTS reads it back. */
export const mallOrderTempForms = pgTable(
  'mall_order_temp_forms',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    tsKey: varchar('ts_key', { length: 64 }).notNull(),
    form: jsonb('form').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique('mall_order_temp_forms_key').on(t.tenantId, t.companyId, t.userId, t.tsKey)],
);

/** An order appended to (追加) or related with another order of the same buyer and supplier. */
export const mallOrderRelations = pgTable(
  'mall_order_relations',
  {
    tenantId: tenantId(),
    orderId: integer('order_id').notNull(),
    relatedOrderId: integer('related_order_id').notNull(),
    // append | relate
    kind: varchar('kind', { length: 8 }).notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId, t.relatedOrderId] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [mallOrders.tenantId, mallOrders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.relatedOrderId], foreignColumns: [mallOrders.tenantId, mallOrders.id] }).onDelete('cascade'),
    index('mall_order_relations_related').on(t.tenantId, t.relatedOrderId),
    check('mall_order_relations_kind', sql`${t.kind} IN ('append', 'relate')`),
    check('mall_order_relations_self', sql`${t.orderId} <> ${t.relatedOrderId}`),
  ],
);
