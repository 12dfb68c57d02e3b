// SQL for import progress records and their failed rows, and for the import's row in the file
// library's history: the file-library service has calls for finished files only, while an import's
// row goes PROCESSING → SAVESUCCESSFUL | FAILED (with its error text) as the background task ends.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, ne, notLike, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { files } from '../files/files.table.js';
import { mallImportFailRows as f, mallImportProgress as p } from './imports.table.js';

export type ProgressRow = typeof p.$inferSelect;
export type ProgressValues = typeof p.$inferInsert;
export type ProgressCounts = Partial<
  Pick<ProgressRow, 'totalRows' | 'doneRows' | 'failedRows' | 'importedRows' | 'percent' | 'status' | 'message' | 'finishedAt'>
>;

/**
 * Which records a caller's calls see: one module-owned kind (a name with a dot, such as 'sys.user'),
 * or null for the mall's own and client-driven kinds (names without a dot).
 */
export type KindScope = string | null;
const kindIs = (scope: KindScope) => (scope === null ? notLike(p.kind, '%.%') : eq(p.kind, scope));

export const insertProgress = async (tx: Tx, v: ProgressValues): Promise<ProgressRow> => (await tx.insert(p).values(v).returning())[0]!;

/** A record of the company (any of its users); companyId null: of any company of the tenant (the platform). */
export const companyProgress = async (
  tx: Tx,
  scope: KindScope,
  tenantId: number,
  companyId: number | null,
  id: number,
): Promise<ProgressRow | undefined> =>
  (
    await tx
      .select()
      .from(p)
      .where(and(eq(p.tenantId, tenantId), companyId === null ? undefined : eq(p.companyId, companyId), eq(p.id, id), kindIs(scope)))
  )[0];

/** Locks a record of the user for an update. */
export const lockUserProgress = async (
  tx: Tx,
  scope: KindScope,
  tenantId: number,
  companyId: number,
  userId: number,
  id: number,
): Promise<ProgressRow | undefined> =>
  (
    await tx
      .select()
      .from(p)
      .where(and(eq(p.tenantId, tenantId), eq(p.companyId, companyId), eq(p.userId, userId), eq(p.id, id), kindIs(scope)))
      .for('update')
  )[0];

export const updateProgress = async (tx: Tx, tenantId: number, id: number, set: ProgressCounts): Promise<ProgressRow> =>
  (
    await tx
      .update(p)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(p.tenantId, tenantId), eq(p.id, id)))
      .returning()
  )[0]!;

export const setProgressParams = async (tx: Tx, tenantId: number, id: number, params: Record<string, unknown>) => {
  await tx
    .update(p)
    .set({ params, updatedAt: new Date() })
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
};

/** Adds one batch's counts; the percent follows from the new totals. */
export const addBatchCounts = async (tx: Tx, tenantId: number, id: number, done: number, failed: number, imported: number) => {
  await tx
    .update(p)
    .set({
      doneRows: sql`${p.doneRows} + ${done}`,
      failedRows: sql`${p.failedRows} + ${failed}`,
      importedRows: sql`${p.importedRows} + ${imported}`,
      percent: sql`CASE WHEN ${p.totalRows} = 0 THEN 0 ELSE LEAST(100, ((${p.doneRows} + ${done}) * 100) / ${p.totalRows}) END`,
      updatedAt: new Date(),
      heartbeatAt: sql`now()`,
    })
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
};

export type ProgressFilter = {
  scope: KindScope;
  tenantId: number;
  companyId: number;
  userId?: number;
  kind?: string;
  status?: string;
  from?: Date;
  to?: Date;
};

const progressWhere = (q: ProgressFilter) =>
  and(
    eq(p.tenantId, q.tenantId),
    eq(p.companyId, q.companyId),
    kindIs(q.scope),
    q.userId !== undefined ? eq(p.userId, q.userId) : undefined,
    q.kind ? eq(p.kind, q.kind) : undefined,
    q.status ? eq(p.status, q.status) : undefined,
    q.from ? gte(p.createdAt, q.from) : undefined,
    q.to ? lt(p.createdAt, q.to) : undefined,
  );

export async function listProgress(tx: Tx, q: ProgressFilter, limit: number, offset = 0) {
  const where = progressWhere(q);
  const [total] = await tx.select({ n: count() }).from(p).where(where);
  const rows = await tx.select().from(p).where(where).orderBy(desc(p.createdAt), desc(p.id)).limit(limit).offset(offset);
  return { rows, total: total?.n ?? 0 };
}

/** The user's records among ids, locked: the caller refuses when one is still running. */
export const lockUserProgresses = (tx: Tx, scope: KindScope, tenantId: number, companyId: number, userId: number, ids: number[]) =>
  tx
    .select({ id: p.id, status: p.status })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.companyId, companyId), eq(p.userId, userId), inArray(p.id, ids), kindIs(scope)))
    .for('update');

/** Deletes finished records (their failed rows go with them). */
export const deleteFinished = async (tx: Tx, tenantId: number, ids: number[]): Promise<number> =>
  (
    await tx
      .delete(p)
      .where(and(eq(p.tenantId, tenantId), inArray(p.id, ids), ne(p.status, 'running')))
      .returning({ id: p.id })
  ).length;

// ---- failed rows
export type FailRow = { rowNo: number; message: string; cells: string[] };

export const insertFailRows = async (tx: Tx, tenantId: number, progressId: number, rows: FailRow[]) => {
  if (rows.length)
    await tx
      .insert(f)
      .values(rows.map((r) => ({ tenantId, progressId, rowNo: r.rowNo, message: r.message.slice(0, 500), cells: r.cells })));
};

export async function pageFailRows(tx: Tx, tenantId: number, progressId: number, pageNum: number, pageSize: number) {
  const where = and(eq(f.tenantId, tenantId), eq(f.progressId, progressId));
  const [total] = await tx.select({ n: count() }).from(f).where(where);
  const rows = await tx
    .select({ rowNo: f.rowNo, message: f.message, cells: f.cells })
    .from(f)
    .where(where)
    .orderBy(asc(f.rowNo), asc(f.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows: rows.map((r) => ({ ...r, cells: (r.cells as string[]) ?? [] })), total: total?.n ?? 0 };
}

/** Row number → message of every failed row (the first message when a row failed twice). */
export async function failMessages(tx: Tx, tenantId: number, progressId: number, limit?: number): Promise<Map<number, string>> {
  const q = tx
    .select({ rowNo: f.rowNo, message: f.message })
    .from(f)
    .where(and(eq(f.tenantId, tenantId), eq(f.progressId, progressId)))
    .orderBy(asc(f.rowNo), asc(f.id));
  const rows = limit === undefined ? await q : await q.limit(limit);
  const map = new Map<number, string>();
  for (const r of rows) if (!map.has(r.rowNo)) map.set(r.rowNo, r.message);
  return map;
}

// ---- the import's row in the file library (operation type 1 = import)
export const insertImportFile = async (
  tx: Tx,
  v: {
    tenantId: number;
    fileCode: string;
    companyId: number;
    creatorId: number;
    creatorName: string;
    fileOldName: string;
    mimeType: string;
    fileSize: number;
    businessCode: string;
  },
): Promise<number> =>
  (
    await tx
      .insert(files)
      .values({ ...v, operationType: 1, status: 'PROCESSING' })
      .returning({ id: files.id })
  )[0]!.id;

/** A file an import stored (a picture of a pictures archive), done, in the company's library. */
export const insertStoredFile = async (tx: Tx, v: Omit<typeof files.$inferInsert, 'status' | 'operationType' | 'id'>): Promise<void> => {
  await tx.insert(files).values({ ...v, status: 'SAVESUCCESSFUL' });
};

export const finishImportFile = async (
  tx: Tx,
  tenantId: number,
  id: number,
  status: 'SAVESUCCESSFUL' | 'FAILED',
  errorTxt: string | null,
) => {
  await tx
    .update(files)
    .set({ status, errorTxt })
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
};

export const importFileCode = async (tx: Tx, tenantId: number, id: number): Promise<string | undefined> =>
  (
    await tx
      .select({ fileCode: files.fileCode })
      .from(files)
      .where(and(eq(files.tenantId, tenantId), eq(files.id, id)))
  )[0]?.fileCode;

/** Locks the record for the runner's last update; false when it is no longer running. */
export const lockRunning = async (tx: Tx, tenantId: number, id: number): Promise<boolean> =>
  (
    await tx
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.tenantId, tenantId), eq(p.id, id), eq(p.status, 'running')))
      .for('update')
  ).length > 0;

/** The runner's heartbeat: false once the record is no longer running (a sweep failed it). */
export const beat = async (tx: Tx, tenantId: number, id: number): Promise<boolean> =>
  (
    await tx
      .update(p)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(p.tenantId, tenantId), eq(p.id, id), eq(p.status, 'running')))
      .returning({ id: p.id })
  ).length > 0;

/**
 * Server-run imports (those with an uploaded workbook) still 'running' whose heartbeat (database clock)
 * is older than `silentMs`, or all of them when null: their process stopped (killed, crashed) mid-way.
 * Each becomes failed with `message`, its file-library row too; returns how many.
 */
export async function failAbandoned(tx: Tx, tenantId: number, silentMs: number | null, message: string): Promise<number> {
  const now = new Date();
  const ended = await tx
    .update(p)
    .set({ status: 'failed', message, finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(p.tenantId, tenantId),
        eq(p.status, 'running'),
        isNotNull(p.fileId),
        silentMs === null ? undefined : lt(p.heartbeatAt, sql`now() - make_interval(secs => ${silentMs / 1000})`),
      ),
    )
    .returning({ fileId: p.fileId });
  const fileIds = ended.map((r) => r.fileId!);
  if (fileIds.length) {
    await tx
      .update(files)
      .set({ status: 'FAILED', errorTxt: message })
      .where(and(eq(files.tenantId, tenantId), inArray(files.id, fileIds), eq(files.status, 'PROCESSING')));
  }
  return ended.length;
}
