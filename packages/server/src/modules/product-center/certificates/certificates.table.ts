// Registration certificates (注册证) and class I filing certificates (备案凭证): one head row per number
// with the current version's data (what products, warnings and orders read), and every version as an
// immutable snapshot (a change creates a new version; products follow the head, i.e. the current one).
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';

export const registrationCertificates = pgTable(
  'registration_certificates',
  {
    tenantId: tenantId(),
    id: id(),
    certNo: varchar('cert_no', { length: 60 }).notNull(),
    // registration (注册证, class II/III) | filing (备案凭证, class I)
    kind: varchar('kind', { length: 12 }).notNull(),
    // the manufacturer holding it (注册人/备案人)
    holderCompanyId: integer('holder_company_id').notNull(),
    deviceClass: smallint('device_class').notNull(),
    productName: varchar('product_name', { length: 200 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    // null: a filing, valid without end
    expiryDate: date('expiry_date', { mode: 'string' }),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('registration_certificates_no').on(t.tenantId, t.certNo),
    foreignKey({ columns: [t.tenantId, t.holderCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('registration_certificates_holder').on(t.tenantId, t.holderCompanyId),
    index('registration_certificates_expiry').on(t.tenantId, t.expiryDate),
    check('registration_certificates_kind', sql`${t.kind} IN ('registration', 'filing')`),
    check('registration_certificates_class', sql`${t.deviceClass} IN (1, 2, 3)`),
    check('registration_certificates_period', sql`${t.expiryDate} IS NULL OR ${t.issueDate} <= ${t.expiryDate}`),
  ],
);

/** Every version of a certificate as it was saved; never changed once written. */
export const registrationCertificateVersions = pgTable(
  'registration_certificate_versions',
  {
    tenantId: tenantId(),
    id: id(),
    certificateId: integer('certificate_id').notNull(),
    version: integer('version').notNull(),
    deviceClass: smallint('device_class').notNull(),
    productName: varchar('product_name', { length: 200 }).notNull(),
    // 结构及组成
    structure: text('structure').notNull().default(''),
    // 适用范围
    scope: text('scope').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    // [{ fileCode, fileName }] of the file library
    attachments: jsonb('attachments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    // why this version was made (变更原因); empty for the first
    changeReason: varchar('change_reason', { length: 500 }).notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('registration_certificate_versions_no').on(t.tenantId, t.certificateId, t.version),
    foreignKey({
      columns: [t.tenantId, t.certificateId],
      foreignColumns: [registrationCertificates.tenantId, registrationCertificates.id],
    }).onDelete('cascade'),
  ],
);
