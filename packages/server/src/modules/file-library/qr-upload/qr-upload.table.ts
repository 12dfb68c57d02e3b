// One-time QR upload codes: a desktop session asks for one, a phone uploads one file with it. Only a
// hash of the upload token is stored; the code is bound to its tenant, company and user.
import { index, integer, pgTable, primaryKey, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';

export const qrUploadCodes = pgTable(
  'qr_upload_codes',
  {
    tenantId: tenantId(),
    id: id(),
    code: varchar('code', { length: 80 }).notNull(),
    // sha-256 of the upload token, hex
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    userName: varchar('user_name', { length: 64 }).notNull().default(''),
    // waiting | uploading | uploaded | cancelled
    status: varchar('status', { length: 12 }).notNull().default('waiting'),
    fileCode: varchar('file_code', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('qr_upload_codes_code').on(t.tenantId, t.code),
    index('qr_upload_codes_user').on(t.tenantId, t.userId, t.createdAt),
  ],
);
