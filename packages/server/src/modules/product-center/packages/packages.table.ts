// Packaging levels of a product above its smallest sales unit (the product's own UDI-DI): each level
// has its own UDI-DI and holds a quantity of the level below it (level 2 holds units, level 3 level-2 packs).
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';
import { products } from '../products/products.table.js';

export const productPackages = pgTable(
  'product_packages',
  {
    tenantId: tenantId(),
    id: id(),
    productId: integer('product_id').notNull(),
    // 2, 3, ... (1 is the product's smallest sales unit)
    level: integer('level').notNull(),
    // e.g. 中包装, 箱
    name: varchar('name', { length: 20 }).notNull(),
    udiDi: varchar('udi_di', { length: 14 }).notNull(),
    // how many of the level below one of this level holds
    quantity: integer('quantity').notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('product_packages_level').on(t.tenantId, t.productId, t.level),
    unique('product_packages_udi_di').on(t.tenantId, t.udiDi),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    check('product_packages_level_min', sql`${t.level} >= 2`),
    check('product_packages_quantity', sql`${t.quantity} > 0`),
    check('product_packages_udi_di_format', sql`${t.udiDi} ~ '^[0-9]{14}$'`),
  ],
);
