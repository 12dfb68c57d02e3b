// Company authentication (企业认证, UcAuthCompany): a company proves who it is (type, unified social credit code,
// business licence, legal person, optionally a video of the legal person's statement — UcAuthVideo); the
// platform reviews it through the approval engine, which drives companies.approve_status and so the session's
// authenticateFlag. One row per submission; at most one pending per company.
// Also each company's financial information (开票信息) for invoices.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../tenancy/tenancy.table.js';

export const companyAuthentications = pgTable(
  'company_authentications',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    // the type the company asks to be authenticated as (AG, FC, HO, SV, AM)
    companyType: varchar('company_type', { length: 4 }).notNull(),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    legalPerson: varchar('legal_person', { length: 32 }).notNull(),
    // masked on every answer except to the platform's reviewer
    legalPersonIdNo: varchar('legal_person_id_no', { length: 18 }).notNull().default(''),
    registeredAddress: varchar('registered_address', { length: 200 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 24 }).notNull().default(''),
    // the business licence (PDF or image) and the optional video statement, in the file library
    licenceFileCode: varchar('licence_file_code', { length: 64 }).notNull(),
    videoFileCode: varchar('video_file_code', { length: 64 }),
    // pending (with the platform's approval flow) | approved | rejected | cancelled
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    rejectReason: varchar('reject_reason', { length: 500 }).notNull().default(''),
    examineId: integer('examine_id'),
    submittedBy: integer('submitted_by'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    uniqueIndex('company_authentications_one_pending')
      .on(t.tenantId, t.companyId)
      .where(sql`status = 'pending'`),
    index('company_authentications_status').on(t.tenantId, t.status, t.createdAt),
    check('company_authentications_status', sql`${t.status} IN ('pending', 'approved', 'rejected', 'cancelled')`),
  ],
);

export const companyFinancialInfo = pgTable(
  'company_financial_info',
  {
    tenantId: tenantId(),
    companyId: integer('company_id').notNull(),
    invoiceTitle: varchar('invoice_title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 20 }).notNull(),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
    invoiceAddress: varchar('invoice_address', { length: 200 }).notNull().default(''),
    invoicePhone: varchar('invoice_phone', { length: 24 }).notNull().default(''),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.companyId] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
  ],
);

/** The company's public profile (/company/info-manage/enterprise-info) beside its name, code and credit code. */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    tenantId: tenantId(),
    companyId: integer('company_id').notNull(),
    shortName: varchar('short_name', { length: 40 }).notNull().default(''),
    regionCode: varchar('region_code', { length: 12 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    businessScope: varchar('business_scope', { length: 1000 }).notNull().default(''),
    website: varchar('website', { length: 200 }).notNull().default(''),
    intro: varchar('intro', { length: 2000 }).notNull().default(''),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.companyId] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
  ],
);
