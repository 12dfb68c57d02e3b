// A company's qualification files (资质证照): one head row per company and licence type with the current
// version's number and validity (what lists, warnings, exchanges and orders read), and every version as
// an immutable snapshot (a new version supersedes the old; the history stays).
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';

export const qualificationFiles = pgTable(
  'qualification_files',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    // contracts channel/qualification-files.contract QUALIFICATION_FILE_TYPES
    fileType: varchar('file_type', { length: 24 }).notNull(),
    // 证照编号 (a business licence: the credit code)
    fileNo: varchar('file_no', { length: 60 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    // null: 长期 (valid without end)
    validTo: date('valid_to', { mode: 'string' }),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // one current file per company and type; its history is in the versions
    unique('qualification_files_type').on(t.tenantId, t.companyId, t.fileType),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('qualification_files_valid_to').on(t.tenantId, t.validTo),
    check(
      'qualification_files_type_check',
      sql`${t.fileType} IN ('business_license', 'operating_license', 'class2_filing', 'production_license')`,
    ),
    check('qualification_files_period', sql`${t.validTo} IS NULL OR ${t.validFrom} IS NULL OR ${t.validFrom} <= ${t.validTo}`),
  ],
);

/** Every version of a file as it was saved; never changed once written. */
export const qualificationFileVersions = pgTable(
  'qualification_file_versions',
  {
    tenantId: tenantId(),
    id: id(),
    fileId: integer('file_id').notNull(),
    version: integer('version').notNull(),
    fileNo: varchar('file_no', { length: 60 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    // the type's own fields (contracts QualificationFileDetails): legal representative, capital, address,
    // business scope, licensed category codes, warehouse address ...
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    // [{ fileCode, fileName }] of the file library (PDF or images)
    attachments: jsonb('attachments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    // why this version was made (换证原因); empty for the first
    changeReason: varchar('change_reason', { length: 500 }).notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('qualification_file_versions_no').on(t.tenantId, t.fileId, t.version),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [qualificationFiles.tenantId, qualificationFiles.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Which expiry alerts (90/60/30 days left, expired) were raised as todos for which company: each once. */
export const qualificationExpiryAlerts = pgTable(
  'qualification_expiry_alerts',
  {
    tenantId: tenantId(),
    fileId: integer('file_id').notNull(),
    companyId: integer('company_id').notNull(),
    // the file's validity end the alert was raised for (a new version starts the buckets again)
    validTo: varchar('valid_to', { length: 10 }).notNull(),
    // expired | within30 | within60 | within90 (contracts WARNING_BUCKETS)
    bucket: varchar('bucket', { length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.fileId, t.companyId, t.validTo, t.bucket] }),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [qualificationFiles.tenantId, qualificationFiles.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete('cascade'),
    check('qualification_expiry_alerts_bucket', sql`${t.bucket} IN ('expired', 'within30', 'within60', 'within90')`),
  ],
);
