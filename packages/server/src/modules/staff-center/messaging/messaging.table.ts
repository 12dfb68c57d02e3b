// SMS and mail (system setup): the tenant's SMS provider settings and templates (the platform's), each company's
// SMTP settings and mail templates, and the mail outbox (every mail: kept locally when there is no SMTP host,
// else with the SMTP server's answer). Secrets are stored sealed (lib/secrets.ts), never in plain text. The SMS
// history is the auth module's sms_outbox.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies, tenants } from '../tenancy/tenancy.table.js';

/** One row per tenant (the platform's setting). */
export const smsSettings = pgTable(
  'sms_settings',
  {
    tenantId: tenantId().references(() => tenants.id),
    providerName: varchar('provider_name', { length: 40 }).notNull(),
    // contracts SMS_PROVIDER_TYPES
    providerType: varchar('provider_type', { length: 16 }).notNull(),
    // sealed (lib/secrets.ts); null: not set
    accessKeyIdSealed: text('access_key_id_sealed'),
    accessKeySecretSealed: text('access_key_secret_sealed'),
    signName: varchar('sign_name', { length: 12 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    check('sms_settings_provider_type', sql`${t.providerType} IN ('outbox', 'aliyun', 'tencent')`),
  ],
);

/** The text of one SMS type (contracts SMS_TYPES) in a tenant; no row: the default text. */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    tenantId: tenantId(),
    smsType: smallint('sms_type').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    content: varchar('content', { length: 300 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.smsType] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    check('sms_templates_type', sql`${t.smsType} BETWEEN 1 AND 5`),
  ],
);

/** A company's SMTP server; no row or an empty host: mail goes to the outbox. */
export const mailSettings = pgTable(
  'mail_settings',
  {
    tenantId: tenantId(),
    companyId: integer('company_id').notNull(),
    host: varchar('host', { length: 253 }).notNull().default(''),
    port: integer('port').notNull(),
    secure: boolean('secure').notNull().default(false),
    userName: varchar('user_name', { length: 128 }).notNull().default(''),
    // sealed (lib/secrets.ts); null: none
    passwordSealed: text('password_sealed'),
    fromAddress: varchar('from_address', { length: 254 }).notNull(),
    fromName: varchar('from_name', { length: 60 }).notNull().default(''),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.companyId] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    check('mail_settings_port', sql`${t.port} BETWEEN 1 AND 65535`),
  ],
);

export const mailTemplates = pgTable(
  'mail_templates',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    uniqueIndex('mail_templates_code').on(t.tenantId, t.companyId, t.code),
  ],
);

/** Every mail a company sends: outbox (no SMTP host, kept here), sent (accepted by the SMTP server), failed. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    error: varchar('error', { length: 500 }).notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('mail_outbox_company_time').on(t.tenantId, t.companyId, t.createdAt),
    check('mail_outbox_status', sql`${t.status} IN ('outbox', 'sent', 'failed')`),
  ],
);
