// The product master: one row per product code of the tenant (the code the order module's contract
// products, order lines and stock carry). A product belongs to one manufacturer. Its columns are the
// audited version buyers see once it was approved; a change to an approved product waits in `pending`
// until it is audited in turn.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { productCategories } from '../categories/categories.table.js';
import { registrationCertificates } from '../certificates/certificates.table.js';

export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    id: id(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    // the lower-case pinyin initials of the name ('医用口罩' -> 'yykz'), kept by the service
    nameInitials: varchar('name_initials', { length: 200 }).notNull().default(''),
    // 规格型号
    specification: varchar('specification', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 16 }).notNull(),
    categoryId: integer('category_id'),
    manufacturerCompanyId: integer('manufacturer_company_id').notNull(),
    certificateId: integer('certificate_id'),
    // UDI-DI (GTIN-14) of the smallest sales unit; higher packaging levels in product_packages
    udiDi: varchar('udi_di', { length: 14 }),
    // the supplier's product line of the order module (mall_product_lines.code)
    productLineCode: varchar('product_line_code', { length: 40 }),
    // [{ fileCode, fileName }] of the file library, the first one the main picture
    pictures: jsonb('pictures')
      .notNull()
      .default(sql`'[]'::jsonb`),
    // barcode rules: GS1 or MA (IDcode), and the application identifiers printed on labels
    barcodeScheme: varchar('barcode_scheme', { length: 8 }).notNull().default('GS1'),
    labelAis: varchar('label_ais', { length: 4 })
      .array()
      .notNull()
      .default(sql`ARRAY['01','17','10']::varchar[]`),
    // draft | auditing | approved | rejected (of the product, or of its pending change once approved)
    status: varchar('status', { length: 12 }).notNull().default('draft'),
    enabled: boolean('enabled').notNull().default(true),
    // a change of an approved product, as the product's editable fields, until audited
    pending: jsonb('pending'),
    rejectReason: varchar('reject_reason', { length: 500 }),
    // set when first approved: from then on buyers see the product
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    revision: integer('revision').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('products_code').on(t.tenantId, t.code),
    unique('products_udi_di').on(t.tenantId, t.udiDi),
    foreignKey({ columns: [t.tenantId, t.manufacturerCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [productCategories.tenantId, productCategories.id] }),
    foreignKey({
      columns: [t.tenantId, t.certificateId],
      foreignColumns: [registrationCertificates.tenantId, registrationCertificates.id],
    }),
    index('products_manufacturer').on(t.tenantId, t.manufacturerCompanyId),
    index('products_certificate').on(t.tenantId, t.certificateId),
    index('products_category').on(t.tenantId, t.categoryId),
    // the product search ('contains' on name, pinyin initials, 规格型号, code): trigram GIN indexes (pg_trgm)
    index('products_code_trgm').using('gin', sql`${t.code} gin_trgm_ops`),
    index('products_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_initials_trgm').using('gin', sql`${t.nameInitials} gin_trgm_ops`),
    index('products_specification_trgm').using('gin', sql`${t.specification} gin_trgm_ops`),
    check('products_status', sql`${t.status} IN ('draft', 'auditing', 'approved', 'rejected')`),
    check('products_barcode_scheme', sql`${t.barcodeScheme} IN ('GS1', 'MA')`),
    check('products_udi_di_format', sql`${t.udiDi} IS NULL OR ${t.udiDi} ~ '^[0-9]{14}$'`),
  ],
);
