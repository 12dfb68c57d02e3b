// Training videos of a tenant: an mp4 of the file library uploaded by the platform, shown on the
// worktable and, when public, on the login page's video list.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { files } from '../../file-library/files/files.table.js';
import { users } from '../../staff-center/users/users.table.js';

export const trainingVideos = pgTable(
  'training_videos',
  {
    tenantId: tenantId(),
    id: id(),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    // the video (video/mp4) and an optional cover image, files of the file library
    fileCode: varchar('file_code', { length: 64 }).notNull(),
    coverFileCode: varchar('cover_file_code', { length: 64 }),
    durationSeconds: integer('duration_seconds'),
    // shown on the login page's list too (no session)
    public: boolean('public').notNull().default(false),
    // published | hidden
    status: varchar('status', { length: 10 }).notNull().default('published'),
    sort: integer('sort').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.fileCode], foreignColumns: [files.tenantId, files.fileCode] }),
    foreignKey({ columns: [t.tenantId, t.coverFileCode], foreignColumns: [files.tenantId, files.fileCode] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    check('training_videos_status', sql`${t.status} IN ('published', 'hidden')`),
    index('training_videos_sort').on(t.tenantId, t.status, t.sort),
  ],
);
