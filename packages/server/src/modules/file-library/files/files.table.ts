// Stored files: metadata only; the bytes live in the storage directory under the file code.
import { bigint, index, integer, pgTable, primaryKey, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';

export const files = pgTable(
  'files',
  {
    tenantId: tenantId(),
    id: id(),
    fileCode: varchar('file_code', { length: 64 }).notNull(),
    companyId: integer('company_id').notNull().default(0),
    creatorId: integer('creator_id').notNull(),
    creatorName: varchar('creator_name', { length: 64 }).notNull().default(''),
    fileOldName: varchar('file_old_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    // null for a plain upload; 1 import, 2 export (the history dropdown lists these)
    operationType: smallint('operation_type'),
    // SAVESUCCESSFUL | PROCESSING | FAILED
    status: varchar('status', { length: 20 }).notNull(),
    businessCode: varchar('business_code', { length: 60 }),
    // the error hints of an import, downloadable as a text file
    errorTxt: text('error_txt'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('files_tenant_code').on(t.tenantId, t.fileCode),
    index('files_company_time').on(t.tenantId, t.companyId, t.createdAt),
  ],
);
