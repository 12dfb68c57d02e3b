// The product category tree: the 22 first-level categories of the 2017 medical-device classification
// catalogue (seeded, code '01'..'22') and the second-level categories a tenant's platform adds under them.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';

export const productCategories = pgTable(
  'product_categories',
  {
    tenantId: tenantId(),
    id: id(),
    // null: a first-level category of the catalogue
    parentId: integer('parent_id'),
    // first level '01'..'22'; second level the parent's code + '-' + two digits ('14-01')
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('product_categories_code').on(t.tenantId, t.code),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
    index('product_categories_parent').on(t.tenantId, t.parentId),
    check('product_categories_code_format', sql`${t.code} ~ '^[0-9]{2}(-[0-9]{2})?$'`),
  ],
);
