// Import progress records of one company: those the server runs for an uploaded workbook and those a
// client keeps up to date itself; their failed rows; the uploaded workbook with an error column. A record
// is read by its company and changed or deleted by its own user only. Each caller names the records it
// may see (ImportScope.kinds): the mall its kinds without a dot, the user import 'sys.user'.
import type { Page } from '@medportal/contracts/common/envelope';
import {
  IMPORT_STATUS_NAMES,
  type AddImportProgressBody,
  type FailRowItem,
  type ImportProgressItem,
  type ImportProgressListBody,
  type ImportProgressPageBody,
  type ImportStatus,
  type UpdateImportProgressBody,
} from '@medportal/contracts/mall/imports.contract';
import { access } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Database, Tx } from '../../../db/client.js';
import { tenantIds } from '../../../db/tenants.js';
import { DomainError } from '../../../lib/domain-error.js';
import { filePath } from '../files/files.storage.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClock, tenantClockIn } from '../../config-center/config/config.service.js';
import { userDisplayName } from '../../staff-center/users/users.service.js';
import * as repo from './imports.repository.js';
import { workbookWithErrors } from './sheet-io.js';

/** Whose records a call works on, and which kinds it may see (see KindScope). */
export type ImportScope = { tenantId: number; companyId: number; userId: number; kinds: repo.KindScope };
/** For reading one record: companyId null reads a record of any company of the tenant (the platform). */
export type RecordScope = Omit<ImportScope, 'companyId'> & { companyId: number | null };
/** The first sheet's layout of a kind (for the error workbook); undefined for kinds without a server template. */
export type SheetLayout = (kind: string) => { width: number; sheetName: string } | undefined;

export type { KindScope, ProgressRow } from './imports.repository.js';
// the sweep's statement itself, for tests that fail one import inside their own transaction
export { failAbandoned } from './imports.repository.js';

/** The Spring-style page of every list. */
export const pageOf = <T>(content: T[], total: number, pageNum: number, pageSize: number): Page<T> => ({
  content,
  totalElements: total,
  number: pageNum - 1,
  size: pageSize,
  totalPages: Math.ceil(total / pageSize),
  numberOfElements: content.length,
});

/** For a kind's own finishing step: what it keeps in the record's params (e.g. the draft order). */
export const setProgressParams = (tx: Tx, tenantId: number, id: number, params: Record<string, unknown>) =>
  repo.setProgressParams(tx, tenantId, id, params);

const LIST_SIZE = 20;

/** A server-run import whose heartbeat stopped this long has no process left (PostgreSQL, several replicas). */
export const SILENT_AFTER_MS = 30_000;
/** How often each PostgreSQL replica looks for such imports. */
export const SWEEP_MS = 10_000;
export const RESTART_MESSAGE = '导入中断：服务重启时该导入尚未完成，已导入的批次已保留，其余行未处理。可删除该记录或重新导入';
export const SILENT_MESSAGE = '导入中断：处理该导入的服务进程已停止响应，已导入的批次已保留，其余行未处理。可删除该记录或重新导入';

/**
 * At start-up. On PGlite the starting process owns the data directory, so every server-run import still
 * 'running' is dead; on PostgreSQL other replicas may be running theirs, so only the silent ones.
 */
export const failAbandonedImports = (db: Database, tenantId: number): Promise<number> =>
  db.tenant(tenantId, (tx) =>
    db.kind === 'pglite'
      ? repo.failAbandoned(tx, tenantId, null, RESTART_MESSAGE)
      : repo.failAbandoned(tx, tenantId, SILENT_AFTER_MS, SILENT_MESSAGE),
  );

/** The periodic sweep (PostgreSQL): server-run imports of every tenant whose heartbeat stopped for 30 s become failed. */
export async function failSilentImports(db: Database): Promise<number> {
  let failed = 0;
  for (const tenantId of await tenantIds(db)) {
    failed += await db.tenant(tenantId, (tx) => repo.failAbandoned(tx, tenantId, SILENT_AFTER_MS, SILENT_MESSAGE));
  }
  return failed;
}

export const toItem = (r: repo.ProgressRow, clock: Clock): ImportProgressItem => {
  const params = (r.params ?? {}) as { createdBy?: string; orderCode?: string };
  return {
    id: r.id,
    kind: r.kind,
    fileName: r.fileName,
    status: r.status as ImportStatus,
    statusName: IMPORT_STATUS_NAMES[r.status as ImportStatus] ?? r.status,
    totalRows: r.totalRows,
    doneRows: r.doneRows,
    failedRows: r.failedRows,
    importedRows: r.importedRows,
    percent: r.percent,
    message: r.message,
    orderCode: params.orderCode ?? null,
    hasFile: r.fileId !== null,
    createdBy: params.createdBy ?? '',
    createdAt: clock.text(r.createdAt),
    finishedAt: clock.textOrNull(r.finishedAt),
  };
};

const percentOf = (done: number, total: number) => (total === 0 ? 0 : Math.min(100, Math.floor((done * 100) / total)));

/** order/addImportProgress: a running record the client updates itself. */
export const addProgress = (db: Database, ctx: ImportScope, form: AddImportProgressBody): Promise<number> =>
  db.tenant(
    ctx.tenantId,
    async (tx) =>
      (
        await repo.insertProgress(tx, {
          tenantId: ctx.tenantId,
          companyId: ctx.companyId,
          userId: ctx.userId,
          kind: form.kind,
          fileName: form.fileName,
          totalRows: form.totalRows,
          params: { createdBy: await userDisplayName(tx, ctx.tenantId, ctx.userId) },
        })
      ).id,
  );

/** order/updateImportProgress: counts of the user's own client-driven record; a status other than running ends it. */
export const updateProgress = (db: Database, ctx: ImportScope, form: UpdateImportProgressBody): Promise<ImportProgressItem> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const row = await repo.lockUserProgress(tx, ctx.kinds, ctx.tenantId, ctx.companyId, ctx.userId, form.id);
    if (!row) throw new DomainError('IMPORT_PROGRESS_NOT_FOUND');
    if (row.fileId !== null) throw new DomainError('IMPORT_SERVER_RUN');
    if (row.status !== 'running') throw new DomainError('IMPORT_PROGRESS_FINISHED');
    if (form.doneRows > row.totalRows) throw new DomainError('IMPORT_DONE_EXCEEDS_TOTAL', `已处理行数不能超过总行数${row.totalRows}`);
    const failedRows = form.failedRows ?? row.failedRows;
    if (failedRows > form.doneRows) throw new DomainError('IMPORT_FAILED_EXCEEDS_DONE');
    const status = form.status ?? 'running';
    const ended = status !== 'running';
    const clock = await tenantClockIn(tx, ctx.tenantId);
    return toItem(
      await repo.updateProgress(tx, ctx.tenantId, row.id, {
        doneRows: form.doneRows,
        failedRows,
        importedRows: form.doneRows - failedRows,
        status,
        percent: status === 'succeeded' && row.totalRows === 0 ? 100 : percentOf(form.doneRows, row.totalRows),
        ...(form.message !== undefined ? { message: form.message } : {}),
        ...(ended ? { finishedAt: new Date() } : {}),
      }),
      clock,
    );
  });

/** A record of the scope's company and kinds, or IMPORT_PROGRESS_NOT_FOUND. */
export async function companyRecord(db: Database, ctx: RecordScope, id: number): Promise<repo.ProgressRow> {
  const row = await db.tenant(ctx.tenantId, (tx) => repo.companyProgress(tx, ctx.kinds, ctx.tenantId, ctx.companyId, id));
  if (!row) throw new DomainError('IMPORT_PROGRESS_NOT_FOUND');
  return row;
}

/** order/getImportProgress */
export const getProgress = async (db: Database, ctx: RecordScope, id: number): Promise<ImportProgressItem> =>
  toItem(await companyRecord(db, ctx, id), await tenantClock(db, ctx.tenantId));

/** order/getImportProgressList: the user's latest records. */
export const progressList = (db: Database, ctx: ImportScope, q: ImportProgressListBody): Promise<ImportProgressItem[]> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const clock = await tenantClockIn(tx, ctx.tenantId);
    return (
      await repo.listProgress(
        tx,
        {
          scope: ctx.kinds,
          tenantId: ctx.tenantId,
          companyId: ctx.companyId,
          userId: ctx.userId,
          kind: q.kind,
          status: q.status,
        },
        LIST_SIZE,
      )
    ).rows.map((r) => toItem(r, clock));
  });

/** order/getImportProgressPageList: the company's records, newest first. */
export const progressPage = (
  db: Database,
  ctx: ImportScope,
  q: Omit<ImportProgressPageBody, 'kind'> & { kind?: string },
): Promise<Page<ImportProgressItem>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const clock = await tenantClockIn(tx, ctx.tenantId);
    const { rows, total } = await repo.listProgress(
      tx,
      {
        scope: ctx.kinds,
        tenantId: ctx.tenantId,
        companyId: ctx.companyId,
        kind: q.kind,
        status: q.status,
        from: clock.from(q.startDate),
        to: clock.to(q.endDate),
      },
      q.pageSize,
      (q.pageNum - 1) * q.pageSize,
    );
    return pageOf(
      rows.map((r) => toItem(r, clock)),
      total,
      q.pageNum,
      q.pageSize,
    );
  });

/** order/deleteProgress: the user's finished records; one still running refuses the whole call. */
export const deleteProgress = (db: Database, ctx: ImportScope, ids: number[]): Promise<{ deleted: number }> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const mine = await repo.lockUserProgresses(tx, ctx.kinds, ctx.tenantId, ctx.companyId, ctx.userId, [...new Set(ids)]);
    if (mine.some((r) => r.status === 'running')) throw new DomainError('IMPORT_PROGRESS_RUNNING');
    return {
      deleted: mine.length
        ? await repo.deleteFinished(
            tx,
            ctx.tenantId,
            mine.map((r) => r.id),
          )
        : 0,
    };
  });

/** order/checkFailMessage/pageList */
export async function failRowsPage(
  db: Database,
  ctx: RecordScope,
  q: { progressId: number; pageNum: number; pageSize: number },
): Promise<Page<FailRowItem>> {
  const record = await companyRecord(db, ctx, q.progressId);
  const { rows, total } = await db.tenant(ctx.tenantId, (tx) => repo.pageFailRows(tx, ctx.tenantId, record.id, q.pageNum, q.pageSize));
  return pageOf(rows, total, q.pageNum, q.pageSize);
}

/** file/downloadFailUploadData: the uploaded workbook with 错误信息 filled for each failed row. */
export async function failWorkbook(
  db: Database,
  ctx: RecordScope,
  filesRoot: string,
  id: number,
  layoutOf: SheetLayout,
): Promise<{ fileName: string; stream: Readable }> {
  const record = await companyRecord(db, ctx, id);
  const layout = layoutOf(record.kind);
  if (record.fileId === null || !layout) throw new DomainError('IMPORT_NO_SOURCE_FILE');
  if (record.status === 'running') throw new DomainError('IMPORT_NOT_FINISHED');
  const { fileCode, messages } = await db.tenant(ctx.tenantId, async (tx) => ({
    fileCode: await repo.importFileCode(tx, ctx.tenantId, record.fileId!),
    messages: await repo.failMessages(tx, ctx.tenantId, record.id),
  }));
  const path = fileCode ? filePath(filesRoot, ctx.tenantId, fileCode) : '';
  if (
    !path ||
    !(await access(path).then(
      () => true,
      () => false,
    ))
  )
    throw new DomainError('IMPORT_NO_SOURCE_FILE');
  const stream = workbookWithErrors(path, layout.width, layout.sheetName, (rowNo) => messages.get(rowNo));
  return { fileName: `${record.fileName.replace(/\.xlsx$/i, '')}-失败数据.xlsx`, stream };
}
