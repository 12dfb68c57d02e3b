// Notices of a tenant: published by the platform or a company to an audience (everyone, company types,
// named companies, the publisher's own staff, or one user for the engine's decision notices), their
// attachments and who has read them.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { files } from '../../file-library/files/files.table.js';
import { createdAt, id, tenantId } from '../../../db/columns.js';
import { users } from '../../staff-center/users/users.table.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';

export const notices = pgTable(
  'notices',
  {
    tenantId: tenantId(),
    id: id(),
    // the publishing company (0: the platform before publishers were recorded)
    companyId: integer('company_id').notNull().default(0),
    // all | types | companies | own | user (see notice_audience_companies, audience_types, recipient_user_id)
    audience: varchar('audience', { length: 10 }).notNull().default('all'),
    // company types (FC, AG, HO ...) when audience = 'types'
    audienceTypes: varchar('audience_types', { length: 2 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    // the one reader when audience = 'user' (the approval engine's decision notices)
    recipientUserId: integer('recipient_user_id'),
    // draft | published | withdrawn
    status: varchar('status', { length: 10 }).notNull().default('published'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    title: varchar('title', { length: 200 }).notNull(),
    // sanitised HTML
    content: text('content').notNull(),
    // normal | important
    level: varchar('level', { length: 10 }).notNull().default('normal'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    index('notices_company_time').on(t.tenantId, t.companyId, t.publishedAt),
    check('notices_level', sql`${t.level} IN ('normal', 'important')`),
    check('notices_audience', sql`${t.audience} IN ('all', 'types', 'companies', 'own', 'user')`),
    check('notices_status', sql`${t.status} IN ('draft', 'published', 'withdrawn')`),
    index('notices_recipient').on(t.tenantId, t.recipientUserId),
  ],
);

/** The named companies of a notice whose audience is 'companies'. */
export const noticeAudienceCompanies = pgTable(
  'notice_audience_companies',
  {
    tenantId: tenantId(),
    noticeId: integer('notice_id').notNull(),
    companyId: integer('company_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.noticeId, t.companyId] }),
    foreignKey({ columns: [t.tenantId, t.noticeId], foreignColumns: [notices.tenantId, notices.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete('cascade'),
    index('notice_audience_company').on(t.tenantId, t.companyId),
  ],
);

export const noticeReads = pgTable(
  'notice_reads',
  {
    tenantId: tenantId(),
    noticeId: integer('notice_id').notNull(),
    userId: integer('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.noticeId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.noticeId], foreignColumns: [notices.tenantId, notices.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('notice_reads_user').on(t.tenantId, t.userId),
  ],
);

// files of the file library attached to a notice, in the order shown; whoever may read the notice may
// download them (notices.service openNoticeAttachment)
export const noticeAttachments = pgTable(
  'notice_attachments',
  {
    tenantId: tenantId(),
    noticeId: integer('notice_id').notNull(),
    fileCode: varchar('file_code', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.noticeId, t.fileCode] }),
    foreignKey({ columns: [t.tenantId, t.noticeId], foreignColumns: [notices.tenantId, notices.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.fileCode], foreignColumns: [files.tenantId, files.fileCode] }),
  ],
);
