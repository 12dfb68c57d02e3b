// Per-user column settings of a table (spec 2 section 3, 'Custom table setting').
import { integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { tenantId, updatedAt } from '../../../db/columns.js';

export const customTableSettings = pgTable(
  'custom_table_settings',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    tableNo: varchar('table_no', { length: 80 }).notNull(),
    customSet: text('custom_set').notNull(),
    pagePath: varchar('page_path', { length: 300 }),
    interfaceUrl: varchar('interface_url', { length: 300 }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.tableNo] })],
);
