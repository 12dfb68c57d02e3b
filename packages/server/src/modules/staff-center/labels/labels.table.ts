// Label categories and labels of the platform (PD001 标签分类, 标签管理): tenant-wide, kept by the platform,
// and later attached by merchants to products, brands or companies (a category's applies_to). A category
// name and code are unique in the tenant, a label's name within its category; a category with labels
// cannot be deleted (the restricting key below backs the service's refusal).
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';

export const labelCategories = pgTable(
  'label_categories',
  {
    tenantId: tenantId(),
    id: id(),
    name: varchar('name', { length: 30 }).notNull(),
    code: varchar('code', { length: 30 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    // contracts LABEL_APPLIES_TO: product, brand, company
    appliesTo: varchar('applies_to', { length: 16 }).notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('label_categories_name').on(t.tenantId, t.name),
    uniqueIndex('label_categories_code').on(t.tenantId, t.code),
    check('label_categories_applies_to', sql`${t.appliesTo} IN ('product', 'brand', 'company')`),
    check('label_categories_sort', sql`${t.sort} BETWEEN 0 AND 9999`),
  ],
);

export const labels = pgTable(
  'labels',
  {
    tenantId: tenantId(),
    id: id(),
    categoryId: integer('category_id').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    // #RRGGBB, upper-case
    colour: varchar('colour', { length: 7 }).notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [labelCategories.tenantId, labelCategories.id] }).onDelete(
      'restrict',
    ),
    uniqueIndex('labels_category_name').on(t.tenantId, t.categoryId, t.name),
    index('labels_category_sort').on(t.tenantId, t.categoryId, t.sort),
    check('labels_colour', sql`${t.colour} ~ '^#[0-9A-F]{6}$'`),
    check('labels_sort', sql`${t.sort} BETWEEN 0 AND 9999`),
  ],
);
