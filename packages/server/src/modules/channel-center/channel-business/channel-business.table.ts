// A manufacturer's channel business (渠道商务): which distributor carries which product line where, and its
// investment entries (招商录入): products it wants distributed in which regions, with the distributors'
// applications.
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';

export const channelBusinessRecords = pgTable(
  'channel_business_records',
  {
    tenantId: tenantId(),
    id: id(),
    // the manufacturer
    companyId: integer('company_id').notNull(),
    // the channel partner (渠道商)
    dealerCompanyId: integer('dealer_company_id').notNull(),
    productLineCode: varchar('product_line_code', { length: 40 }).notNull(),
    // area codes (china-area-data) the dealer covers, comma-free: one per element
    regionCodes: varchar('region_codes', { length: 12 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    // 渠道级别: 1 first tier, 2 second tier
    tier: integer('tier').notNull().default(1),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    // active | stopped
    status: varchar('status', { length: 8 }).notNull().default('active'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // one record per dealer and product line: a second is 100002 渠道商已存在
    unique('channel_business_records_dealer').on(t.tenantId, t.companyId, t.dealerCompanyId, t.productLineCode),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.dealerCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    check('channel_business_records_status', sql`${t.status} IN ('active', 'stopped')`),
    check('channel_business_records_tier', sql`${t.tier} IN (1, 2)`),
    check('channel_business_records_period', sql`${t.validTo} IS NULL OR ${t.validFrom} IS NULL OR ${t.validFrom} <= ${t.validTo}`),
  ],
);

export const investmentEntries = pgTable(
  'investment_entries',
  {
    tenantId: tenantId(),
    id: id(),
    // the manufacturer looking for distributors
    companyId: integer('company_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    productLineCode: varchar('product_line_code', { length: 40 }).notNull(),
    // product codes of the product centre offered (empty: the whole product line)
    productCodes: varchar('product_codes', { length: 40 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    regionCodes: varchar('region_codes', { length: 12 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    // 招商要求
    requirements: varchar('requirements', { length: 2000 }).notNull().default(''),
    deadline: date('deadline', { mode: 'string' }),
    // open | closed
    status: varchar('status', { length: 8 }).notNull().default('open'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('investment_entries_status').on(t.tenantId, t.status),
    check('investment_entries_status_check', sql`${t.status} IN ('open', 'closed')`),
  ],
);

/** A distributor's application to an investment entry, decided by the manufacturer. */
export const investmentApplications = pgTable(
  'investment_applications',
  {
    tenantId: tenantId(),
    id: id(),
    entryId: integer('entry_id').notNull(),
    dealerCompanyId: integer('dealer_company_id').notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    // pending | accepted | rejected
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    appliedBy: integer('applied_by'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('investment_applications_dealer').on(t.tenantId, t.entryId, t.dealerCompanyId),
    foreignKey({ columns: [t.tenantId, t.entryId], foreignColumns: [investmentEntries.tenantId, investmentEntries.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.dealerCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    check('investment_applications_status', sql`${t.status} IN ('pending', 'accepted', 'rejected')`),
  ],
);
