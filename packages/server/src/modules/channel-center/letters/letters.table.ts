// Authorisation letters (授权书): a grantor (a manufacturer, or a distributor within its own letter) authorises a
// grantee to sell products or product lines in regions and/or to named hospitals for a period. One row per
// version of a letter number: renewing writes version n+1 and supersedes version n; the public number stays.
// A sub-authorisation names its parent by number (parent_letter_no), so the chain survives renewals.
// Whether a letter is in force is derived (status, suspension, period and every ancestor): see letters-state.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LetterScopeKind, LetterStatus } from '@medportal/contracts/channel/letter-rules';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';

export const authorizationLetters = pgTable(
  'authorization_letters',
  {
    tenantId: tenantId(),
    id: id(),
    // the public number: SQ + yyyymmdd + 6 digits, unique per tenant; shared by the versions of one letter
    letterNo: varchar('letter_no', { length: 24 }).notNull(),
    version: integer('version').notNull().default(1),
    // the version that verification and the chain read (one per number)
    isCurrent: boolean('is_current').notNull().default(true),
    grantorCompanyId: integer('grantor_company_id').notNull(),
    granteeCompanyId: integer('grantee_company_id').notNull(),
    // the grantor's own letter this one derives from (null: the grantor is the manufacturer)
    parentLetterNo: varchar('parent_letter_no', { length: 24 }),
    // 1: from the manufacturer, 2: a first-tier distributor's sub-authorisation, ...
    level: integer('level').notNull().default(1),
    // a template of contracts LETTER_TEMPLATES, or null for a free-form (手工) letter
    templateCode: varchar('template_code', { length: 24 }),
    title: varchar('title', { length: 100 }).notNull(),
    bodyText: text('body_text').notNull().default(''),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    // draft | stamping (waiting for the grantor's seal) | issued | received (the grantee acknowledged) |
    // superseded (a newer version exists) | terminated (early, with a reason)
    status: varchar('status', { length: 12 }).$type<LetterStatus>().notNull().default('draft'),
    // suspended by the grantor (reversible); a suspended letter suspends every letter derived from it
    suspended: boolean('suspended').notNull().default(false),
    suspendReason: varchar('suspend_reason', { length: 200 }).notNull().default(''),
    terminateReason: varchar('terminate_reason', { length: 200 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    // the stamp: which seal, the PDF in the file library, the SHA-256 printed in its footer
    sealId: integer('seal_id'),
    pdfFileCode: varchar('pdf_file_code', { length: 64 }),
    contentHash: varchar('content_hash', { length: 64 }),
    // the distributor's application this letter answers, if any
    applicationId: integer('application_id'),
    createdBy: integer('created_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: integer('issued_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: integer('received_by'),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('authorization_letters_no_version').on(t.tenantId, t.letterNo, t.version),
    uniqueIndex('authorization_letters_current')
      .on(t.tenantId, t.letterNo)
      .where(sql`is_current`),
    foreignKey({ columns: [t.tenantId, t.grantorCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.granteeCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('authorization_letters_grantor').on(t.tenantId, t.grantorCompanyId, t.status),
    index('authorization_letters_grantee').on(t.tenantId, t.granteeCompanyId, t.status),
    index('authorization_letters_parent').on(t.tenantId, t.parentLetterNo),
    check('authorization_letters_status', sql`${t.status} IN ('draft', 'stamping', 'issued', 'received', 'superseded', 'terminated')`),
    check('authorization_letters_period', sql`${t.validFrom} <= ${t.validTo}`),
    check('authorization_letters_parties', sql`${t.grantorCompanyId} <> ${t.granteeCompanyId}`),
    check('authorization_letters_level', sql`${t.level} >= 1`),
  ],
);

/**
 * What a letter covers, one row per item: product (value = product id), productLine (a product line code),
 * region (an area code: province, city or district), hospital (value = a hospital company id). A letter names at
 * least one product or product line; no region row = nationwide; no hospital row = every hospital of its regions.
 */
export const authorizationLetterScopes = pgTable(
  'authorization_letter_scopes',
  {
    tenantId: tenantId(),
    id: id(),
    letterId: integer('letter_id').notNull(),
    kind: varchar('kind', { length: 12 }).$type<LetterScopeKind>().notNull(),
    value: varchar('value', { length: 40 }).notNull(),
    // the name when the letter was written (product name + model, line name, area name, hospital name)
    label: varchar('label', { length: 200 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('authorization_letter_scopes_item').on(t.tenantId, t.letterId, t.kind, t.value),
    foreignKey({
      columns: [t.tenantId, t.letterId],
      foreignColumns: [authorizationLetters.tenantId, authorizationLetters.id],
    }).onDelete('cascade'),
    index('authorization_letter_scopes_value').on(t.tenantId, t.kind, t.value),
    check('authorization_letter_scopes_kind', sql`${t.kind} IN ('product', 'productLine', 'region', 'hospital')`),
  ],
);

/** Every step of a letter, append-only: create, update, submit, stamp, receive, renew, suspend, reinstate, terminate. */
export const authorizationLetterEvents = pgTable(
  'authorization_letter_events',
  {
    tenantId: tenantId(),
    id: id(),
    letterId: integer('letter_id').notNull(),
    action: varchar('action', { length: 12 }).notNull(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id'),
    note: varchar('note', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.letterId],
      foreignColumns: [authorizationLetters.tenantId, authorizationLetters.id],
    }).onDelete('cascade'),
    index('authorization_letter_events_letter').on(t.tenantId, t.letterId),
  ],
);

/**
 * A distributor asks a grantor (a manufacturer, or a distributor holding a letter) for a letter
 * (/authorization-management/authorizationApplication); reviewed through the approval engine. Approval writes a
 * draft letter of the requested scope for the grantor to stamp.
 */
export const authorizationApplications = pgTable(
  'authorization_applications',
  {
    tenantId: tenantId(),
    id: id(),
    // SA + yyyymmdd + 4 digits
    applicationNo: varchar('application_no', { length: 24 }).notNull(),
    applicantCompanyId: integer('applicant_company_id').notNull(),
    grantorCompanyId: integer('grantor_company_id').notNull(),
    // the requested scope: { products: [{id,label}], productLines: [...], regions: [...], hospitals: [...] }
    scope: jsonb('scope').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    // pending (in the grantor's approval flow) | approved | rejected | cancelled
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    rejectReason: varchar('reject_reason', { length: 500 }).notNull().default(''),
    examineId: integer('examine_id'),
    letterId: integer('letter_id'),
    appliedBy: integer('applied_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('authorization_applications_no').on(t.tenantId, t.applicationNo),
    foreignKey({ columns: [t.tenantId, t.applicantCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.grantorCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('authorization_applications_applicant').on(t.tenantId, t.applicantCompanyId, t.status),
    index('authorization_applications_grantor').on(t.tenantId, t.grantorCompanyId, t.status),
    check('authorization_applications_status', sql`${t.status} IN ('pending', 'approved', 'rejected', 'cancelled')`),
    check('authorization_applications_period', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

/** Each expiry alert (90/60/30 days, expired) of a letter version raised once (like qualification files). */
export const authorizationLetterExpiryAlerts = pgTable(
  'authorization_letter_expiry_alerts',
  {
    tenantId: tenantId(),
    letterId: integer('letter_id').notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    bucket: varchar('bucket', { length: 8 }).notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.letterId, t.validTo, t.bucket] }),
    foreignKey({
      columns: [t.tenantId, t.letterId],
      foreignColumns: [authorizationLetters.tenantId, authorizationLetters.id],
    }).onDelete('cascade'),
  ],
);
