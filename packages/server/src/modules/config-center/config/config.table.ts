// Configuration entries by key, per business code and company (company 0: the tenant default).
import { integer, pgTable, primaryKey, text, unique, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, updatedAt } from '../../../db/columns.js';

export const configEntries = pgTable(
  'config_entries',
  {
    tenantId: tenantId(),
    id: id(),
    businessCode: varchar('business_code', { length: 60 }).notNull().default(''),
    companyId: integer('company_id').notNull().default(0),
    groupId: varchar('group_id', { length: 40 }).notNull().default(''),
    configKey: varchar('config_key', { length: 100 }).notNull(),
    configValue: text('config_value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('config_entries_key').on(t.tenantId, t.businessCode, t.companyId, t.groupId, t.configKey),
  ],
);
