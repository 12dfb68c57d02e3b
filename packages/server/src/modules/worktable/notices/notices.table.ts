// Notices of a tenant (company_id 0: the whole tenant), their attachments and who has read them.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { files } from '../../file-library/files/files.table.js';
import { createdAt, id, tenantId } from '../../../db/columns.js';
import { users } from '../../staff-center/users/users.table.js';

export const notices = pgTable(
  'notices',
  {
    tenantId: tenantId(),
    id: id(),
    // 0: every company of the tenant; otherwise that company only (no foreign key, 0 is no company)
    companyId: integer('company_id').notNull().default(0),
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
