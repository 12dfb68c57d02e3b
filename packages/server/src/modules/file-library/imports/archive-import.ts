// The import of an uploaded zip archive of files (product pictures): the archive is refused whole when it
// is no zip or breaks the workbook limits (entry count, total and per-entry expansion); otherwise each
// file entry is one "row" of the same progress record, failed rows and history as a workbook import
// (rowNo: the entry's position in the archive, cells: [its name]). An entry fails on its own for an
// unsafe path, a type other than the accepted ones (by extension and first bytes), its size, or the
// kind's own check of its name; the good entries are stored in the file library and handed to the kind
// in batches, one transaction each. The error workbook lists the failed entries with their messages.
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { checkFileName } from '../../../lib/file-name.js';
import { userDisplayName } from '../../staff-center/users/users.service.js';
import { filePath, removeStored, storeStream } from '../files/files.storage.js';
import { HEARTBEAT_MS } from './import-runner.js';
import type { ImportHost, Upload } from './import-start.service.js';
import { companyRecord, type RecordScope } from './imports.service.js';
import * as repo from './imports.repository.js';
import type { ImportJob, ValidRow, Verdict } from './row-checks.js';
import { checkArchive, entryName } from './upload-checks.js';

export const ZIP_MIME = 'application/zip';

/** A file type an archive may carry: its extension(s), the type recorded and its first bytes. */
export type EntryType = { extensions: readonly string[]; mimeType: string; magic: readonly number[] };
/** A good entry, stored in the file library: what the kind records (e.g. in a product's pictures). */
export type StoredEntry = { fileCode: string; fileName: string };

export type ArchiveRunner<V> = {
  /** The kind's check of an entry by its name (without folders), before its bytes are read. */
  check(name: string, rowNo: number): Verdict<V>;
  /** Records one batch of stored entries in the caller's transaction; answers the entries refused (rowNo → message). */
  write(tx: Tx, rows: (ValidRow<V> & { file: StoredEntry })[]): Promise<Map<number, string>>;
  finish?(tx: Tx, imported: number, failed: number): Promise<void>;
};
export type ArchiveKindDef<V> = { prepare(db: Database, job: ImportJob): Promise<ArchiveRunner<V>> };

export type ArchiveImportRequest<V> = {
  tenantId: number;
  companyId: number;
  userId: number;
  userName: string;
  kind: string;
  businessCode: string;
  def: ArchiveKindDef<V>;
  types: readonly EntryType[];
  maxEntries: number;
  maxEntryBytes: number;
  batchEntries: number;
  /** the refusal of an upload that is no zip archive, and of one the route's size limit cut short */
  notZip: () => DomainError;
  tooBig: () => DomainError;
  context?: () => Promise<Record<string, unknown>>;
};

// absolute paths, drive letters, backslashes and '..' segments: a name that could leave the folder
const UNSAFE = (name: string) => name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.includes('\\') || name.split('/').includes('..');
const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);
const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');
// folders and the files archivers add on their own (macOS resource forks, Windows thumbnails)
const SKIPPED = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)(\.DS_Store|Thumbs\.db)$/i.test(name);

type Entry = { rowNo: number; name: string; entry: yauzl.Entry };

/** The file entries of the archive in their order, numbered from 1. */
const listEntries = (path: string) =>
  new Promise<{ zip: yauzl.ZipFile; entries: Entry[] }>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, decodeStrings: false }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries: Entry[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        const name = entryName(e);
        if (!SKIPPED(name)) entries.push({ rowNo: entries.length + 1, name, entry: e });
        zip.readEntry();
      });
      zip.on('end', () => resolve({ zip, entries }));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

const readEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Buffer>((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('unreadable'));
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    });
  });

/** Answers the record's id as soon as the archive is accepted; its entries are imported afterwards. */
export async function startArchiveImport<V>(
  host: ImportHost,
  req: ArchiveImportRequest<V>,
  upload: Upload,
): Promise<{ progressId: number }> {
  const { db, filesRoot } = host;
  const { tenantId, companyId, userId } = req;
  let context: Record<string, unknown> = {};
  try {
    checkFileName(upload.filename);
    if (!/\.zip$/i.test(upload.filename)) throw req.notZip();
    if (req.context) context = await req.context();
  } catch (err) {
    upload.file.resume();
    throw err;
  }
  const fileCode = randomBytes(16).toString('base64url');
  const size = await storeStream(filesRoot, tenantId, fileCode, upload.file);
  const path = filePath(filesRoot, tenantId, fileCode);
  const fileName = upload.filename.slice(0, 200);
  let ids: { fileId: number; progressId: number; params: Record<string, unknown> };
  try {
    if (upload.file.truncated) throw req.tooBig();
    const entries = (await checkArchive(path, size, req.maxEntries, req.notZip())).filter((e) => !SKIPPED(e.fileName));
    if (!entries.length) throw new DomainError('IMPORT_NO_ROWS', '压缩包中没有文件');
    ids = await db.tenant(tenantId, async (tx) => {
      const createdBy = await userDisplayName(tx, tenantId, userId);
      const fileId = await repo.insertImportFile(tx, {
        tenantId,
        fileCode,
        companyId,
        creatorId: userId,
        creatorName: createdBy,
        fileOldName: fileName,
        mimeType: ZIP_MIME,
        fileSize: size,
        businessCode: req.businessCode,
      });
      const params = { ...context, createdBy };
      const progress = await repo.insertProgress(tx, {
        tenantId,
        companyId,
        userId,
        kind: req.kind,
        fileName,
        fileId,
        totalRows: entries.length,
        params,
      });
      return { fileId, progressId: progress.id, params };
    });
  } catch (err) {
    await removeStored(filesRoot, tenantId, fileCode);
    throw err;
  }
  const job: ImportJob = { tenantId, companyId, userId, userName: req.userName, progressId: ids.progressId, fileName, params: ids.params };
  host.track(runArchive(host, req, path, job, ids.fileId));
  return { progressId: ids.progressId };
}

type Pending<V> = { rowNo: number; name: string; error?: string; value?: V; file?: StoredEntry & { mimeType: string; size: number } };

async function runArchive<V>(host: ImportHost, req: ArchiveImportRequest<V>, path: string, job: ImportJob, fileId: number): Promise<void> {
  const { db, filesRoot } = host;
  let imported = 0;
  let failed = 0;
  let runner: ArchiveRunner<V> | undefined;
  let outcome = { ok: false, message: '导入中断：服务器处理出错，请重新导入' };
  const heartbeat = setInterval(() => {
    db.tenant(job.tenantId, (tx) => repo.beat(tx, job.tenantId, job.progressId)).catch(() => undefined);
  }, host.heartbeatMs ?? HEARTBEAT_MS);
  let zip: yauzl.ZipFile | undefined;
  try {
    const listed = await listEntries(path);
    zip = listed.zip;
    runner = await req.def.prepare(db, job);
    let batch: Pending<V>[] = [];
    const send = async () => {
      const n = await flush(host, job, runner!, batch);
      imported += n;
      failed += batch.length - n;
      batch = [];
    };
    for (const { rowNo, name, entry } of listed.entries) {
      batch.push(await examine(req, runner, filesRoot, job, zip, rowNo, name, entry));
      if (batch.length === req.batchEntries) await send();
    }
    if (batch.length) await send();
    outcome =
      imported > 0
        ? { ok: true, message: `成功导入${imported}个文件，失败${failed}个` }
        : { ok: false, message: `导入失败：${failed}个文件全部未通过校验，没有导入任何文件` };
  } catch (err) {
    host.log.error({ err, progressId: job.progressId }, 'archive import failed');
    if (imported + failed > 0)
      outcome = { ok: false, message: `导入中断：服务器处理出错，已导入${imported}个文件，失败${failed}个，其余未处理` };
  } finally {
    clearInterval(heartbeat);
    zip?.close();
    try {
      await db.tenant(job.tenantId, async (tx) => {
        await runner?.finish?.(tx, imported, failed);
        if (!(await repo.lockRunning(tx, job.tenantId, job.progressId))) return;
        const lines = [...(await repo.failMessages(tx, job.tenantId, job.progressId, 500))].map(([n, m]) => `第${n}个文件：${m}`);
        await repo.finishImportFile(
          tx,
          job.tenantId,
          fileId,
          outcome.ok ? 'SAVESUCCESSFUL' : 'FAILED',
          failed ? [outcome.message, ...lines].join('\n') : null,
        );
        await repo.updateProgress(tx, job.tenantId, job.progressId, {
          status: outcome.ok ? 'succeeded' : 'failed',
          message: outcome.message.slice(0, 500),
          finishedAt: new Date(),
          ...(outcome.ok ? { percent: 100 } : {}),
        });
      });
    } catch (err) {
      host.log.error({ err, progressId: job.progressId }, 'archive import could not be marked finished');
    }
  }
}

/** One entry: its name's safety and type, the kind's check, its bytes' type and size; a good one is stored on disk. */
async function examine<V>(
  req: ArchiveImportRequest<V>,
  runner: ArchiveRunner<V>,
  filesRoot: string,
  job: ImportJob,
  zip: yauzl.ZipFile,
  rowNo: number,
  name: string,
  entry: yauzl.Entry,
): Promise<Pending<V>> {
  const fail = (error: string): Pending<V> => ({ rowNo, name, error });
  if (UNSAFE(name)) return fail('文件名含有不安全的路径（绝对路径或“..”），已忽略');
  const base = baseName(name);
  const ext = extensionOf(base);
  const type = req.types.find((t) => t.extensions.includes(ext));
  if (!type) return fail(`不支持的文件类型，只接受 ${req.types.flatMap((t) => t.extensions).join('、')} 图片`);
  if (entry.uncompressedSize > req.maxEntryBytes) return fail(`文件大小不能超过${Math.round(req.maxEntryBytes / 1024 / 1024)}MB`);
  const verdict = runner.check(base, rowNo);
  if ('error' in verdict) return fail(verdict.error);
  const data = await readEntry(zip, entry);
  if (!type.magic.every((b, i) => data[i] === b)) return fail(`文件内容不是有效的 ${ext} 图片`);
  const fileCode = randomBytes(16).toString('base64url');
  await storeStream(filesRoot, job.tenantId, fileCode, Readable.from([data]));
  return {
    rowNo,
    name,
    value: verdict.value,
    file: { fileCode, fileName: base.slice(0, 200), mimeType: type.mimeType, size: data.length },
  };
}

/** One batch in one transaction: the kind records the stored entries, the file library keeps those accepted. */
async function flush<V>(host: ImportHost, job: ImportJob, runner: ArchiveRunner<V>, batch: Pending<V>[]): Promise<number> {
  const { db, filesRoot } = host;
  const stored = batch.filter((p) => p.file);
  const failedOf = (refused: Map<number, string>) =>
    batch.flatMap((p) => {
      const message = p.error ?? refused.get(p.rowNo);
      return message === undefined ? [] : [{ rowNo: p.rowNo, message, cells: [p.name] }];
    });
  let refused: Map<number, string>;
  try {
    refused = await db.tenant(job.tenantId, async (tx) => {
      const no = stored.length
        ? await runner.write(
            tx,
            stored.map((p) => ({ rowNo: p.rowNo, value: p.value as V, file: { fileCode: p.file!.fileCode, fileName: p.file!.fileName } })),
          )
        : new Map<number, string>();
      const creatorName = await userDisplayName(tx, job.tenantId, job.userId);
      for (const p of stored.filter((s) => !no.has(s.rowNo)))
        await repo.insertStoredFile(tx, {
          tenantId: job.tenantId,
          fileCode: p.file!.fileCode,
          companyId: job.companyId,
          creatorId: job.userId,
          creatorName,
          fileOldName: p.file!.fileName,
          mimeType: p.file!.mimeType,
          fileSize: p.file!.size,
        });
      const failedRows = failedOf(no);
      await repo.insertFailRows(tx, job.tenantId, job.progressId, failedRows);
      await repo.addBatchCounts(tx, job.tenantId, job.progressId, batch.length, failedRows.length, batch.length - failedRows.length);
      return no;
    });
  } catch {
    await Promise.all(stored.map((p) => removeStored(filesRoot, job.tenantId, p.file!.fileCode)));
    const range = `第${batch[0]!.rowNo}–${batch.at(-1)!.rowNo}个文件`;
    const rolledBack = new Map(stored.map((p) => [p.rowNo, `写入数据库失败，本批（${range}）已整体回滚，请检查后重新导入`]));
    await db.tenant(job.tenantId, async (tx) => {
      await repo.insertFailRows(tx, job.tenantId, job.progressId, failedOf(rolledBack));
      await repo.addBatchCounts(tx, job.tenantId, job.progressId, batch.length, batch.length, 0);
    });
    return 0;
  }
  await Promise.all(stored.filter((p) => refused.has(p.rowNo)).map((p) => removeStored(filesRoot, job.tenantId, p.file!.fileCode)));
  return stored.length - refused.size;
}

/** The error workbook of an archive import: each failed entry's number, name and message. */
export async function archiveFailWorkbook(db: Database, scope: RecordScope, id: number): Promise<{ fileName: string; stream: Readable }> {
  const record = await companyRecord(db, scope, id);
  if (record.status === 'running') throw new DomainError('IMPORT_NOT_FINISHED');
  const { rows } = await db.tenant(scope.tenantId, (tx) => repo.pageFailRows(tx, scope.tenantId, record.id, 1, 100_000));
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('失败文件');
  sheet.columns = [
    { header: '序号', width: 8 },
    { header: '文件名', width: 40 },
    { header: '错误信息', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow([r.rowNo, r.cells[0] ?? '', r.message]);
  const out = new PassThrough();
  out.end(Buffer.from(await wb.xlsx.writeBuffer()));
  return { fileName: `${record.fileName.replace(/\.zip$/i, '')}-失败文件.xlsx`, stream: out };
}
