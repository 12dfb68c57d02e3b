// Excel imports of every module (the mall's kinds, the user import 'sys.user'): one progress record per
// upload (percent done, counts, status) and its failed rows (row number, message, the row's cells) for
// checkFailMessage and the error workbook. Moved from mall-center with the user import; the table names
// stay (no migration).
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';

export const mallImportProgress = pgTable(
  'mall_import_progress',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    // which template: operation | templateOperation | templateProduct | wareHosp | orderLines (mall) | sys.user …
    // a kind with a dot belongs to one module's own calls; the mall's progress calls never show it
    kind: varchar('kind', { length: 32 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    // the uploaded workbook in the file library, for downloadFailUploadData
    fileId: integer('file_id'),
    // running | succeeded | failed
    status: varchar('status', { length: 12 }).notNull().default('running'),
    totalRows: integer('total_rows').notNull().default(0),
    doneRows: integer('done_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    percent: integer('percent').notNull().default(0),
    message: varchar('message', { length: 500 }),
    // context of the import (product line, vendor …)
    params: jsonb('params'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // written by the process running a server-run import every few seconds: once it stops, the import is dead
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('mall_import_progress_owner').on(t.tenantId, t.companyId, t.userId, t.createdAt.desc()),
    // the sweep for imports whose process stopped reads only the running ones
    index('mall_import_progress_running')
      .on(t.tenantId, t.heartbeatAt)
      .where(sql`${t.status} = 'running'`),
    check('mall_import_progress_status', sql`${t.status} IN ('running', 'succeeded', 'failed')`),
    check('mall_import_progress_percent', sql`${t.percent} BETWEEN 0 AND 100`),
  ],
);

export const mallImportFailRows = pgTable(
  'mall_import_fail_rows',
  {
    tenantId: tenantId(),
    id: id(),
    progressId: integer('progress_id').notNull(),
    rowNo: integer('row_no').notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    cells: jsonb('cells').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.progressId], foreignColumns: [mallImportProgress.tenantId, mallImportProgress.id] }).onDelete(
      'cascade',
    ),
    index('mall_import_fail_rows_progress').on(t.tenantId, t.progressId, t.rowNo),
  ],
);
