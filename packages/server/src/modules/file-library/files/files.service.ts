// Uploads (type and size checked on the server: jpg/png/pdf within 4 MB), downloads visible to the
// uploader's company, error-hint files and the import/export history of the session's company.
import { randomBytes } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_TYPES, type FileHistoryBody, type FileRecord } from '@medportal/contracts/files/file-library.contract';
import type { Page } from '@medportal/contracts/common/envelope';
import { FILE_API } from '@medportal/contracts/common/api-paths';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { ErrorKey } from '@medportal/contracts/common/errors';
import { checkFileName } from '../../../lib/file-name.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClock } from '../../config-center/config/config.service.js';
import { userDisplayName } from '../../staff-center/users/users.service.js';
import { findFileByCode, insertFile, listExports, listHistory, type FileRow } from './files.repository.js';
import { filePath, openStored, openStoredRange, readHead, removeStored, storeStream } from './files.storage.js';

const STATUS_TEXT: Record<string, string> = { SAVESUCCESSFUL: '已完成', PROCESSING: '处理中', FAILED: '失败' };

// the first bytes of each accepted type: the extension and the declared type alone are the client's word
const SIGNATURES: Record<string, { mime: string[]; magic: number[] }> = {
  jpg: { mime: ['image/jpeg'], magic: [0xff, 0xd8, 0xff] },
  jpeg: { mime: ['image/jpeg'], magic: [0xff, 0xd8, 0xff] },
  png: { mime: ['image/png'], magic: [0x89, 0x50, 0x4e, 0x47] },
  pdf: { mime: ['application/pdf'], magic: [0x25, 0x50, 0x44, 0x46] },
};

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

async function startsWith(path: string, magic: number[]): Promise<boolean> {
  const fh = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(magic.length), 0, magic.length, 0);
    return bytesRead === magic.length && magic.every((b, i) => buffer[i] === b);
  } finally {
    await fh.close();
  }
}

export type Upload = { filename: string; mimetype: string; file: Readable & { truncated?: boolean } };

export async function saveUpload(db: Database, ctx: RequestContext, root: string, upload: Upload): Promise<string> {
  try {
    checkFileName(upload.filename);
  } catch (err) {
    upload.file.resume();
    throw err;
  }
  const ext = extensionOf(upload.filename);
  const sig = SIGNATURES[ext];
  if (!sig || !(UPLOAD_TYPES as readonly string[]).includes(ext) || !sig.mime.includes(upload.mimetype)) {
    upload.file.resume();
    throw new DomainError('UPLOAD_BAD_TYPE');
  }
  const fileCode = randomBytes(16).toString('base64url');
  const size = await storeStream(root, ctx.tenantId, fileCode, upload.file);
  const reject = async (key: 'UPLOAD_TOO_BIG' | 'UPLOAD_BAD_TYPE') => {
    await removeStored(root, ctx.tenantId, fileCode);
    throw new DomainError(key);
  };
  if (upload.file.truncated) await reject('UPLOAD_TOO_BIG');
  if (!(await startsWith(filePath(root, ctx.tenantId, fileCode), sig.magic))) await reject('UPLOAD_BAD_TYPE');
  try {
    await db.tenant(ctx.tenantId, (tx) =>
      insertFile(tx, {
        tenantId: ctx.tenantId,
        fileCode,
        companyId: ctx.companyId,
        creatorId: ctx.userId,
        creatorName: ctx.userName,
        fileOldName: upload.filename.slice(0, 255),
        mimeType: upload.mimetype,
        fileSize: size,
        status: 'SAVESUCCESSFUL',
      }),
    );
  } catch (err) {
    await removeStored(root, ctx.tenantId, fileCode);
    throw err;
  }
  return `${FILE_API.fileDownload}?fileCode=${fileCode}`;
}

/** A file the session may read: same company; without a company, only the user's own files. */
async function visibleFile(db: Database, ctx: RequestContext, fileCode: string): Promise<FileRow> {
  const row = await db.tenant(ctx.tenantId, (tx) => findFileByCode(tx, ctx.tenantId, fileCode));
  const visible = row && row.companyId === ctx.companyId && (ctx.companyId !== 0 || row.creatorId === ctx.userId);
  if (!row || !visible) throw new DomainError('FILE_NOT_FOUND', undefined, { httpStatus: 404 });
  return row;
}

export async function openDownload(db: Database, ctx: RequestContext, root: string, fileCode: string) {
  const row = await visibleFile(db, ctx, fileCode);
  if (row.status !== 'SAVESUCCESSFUL') throw new DomainError('FILE_NOT_FOUND', undefined, { httpStatus: 404 });
  return { row, stream: openStored(root, ctx.tenantId, fileCode) };
}

export async function errorHints(db: Database, ctx: RequestContext, fileCode: string): Promise<{ name: string; text: string }> {
  const row = await visibleFile(db, ctx, fileCode);
  if (!row.errorTxt) throw new DomainError('NO_ERROR_FILE', undefined, { httpStatus: 404 });
  return { name: `${row.fileOldName.replace(/\.[^.]+$/, '')}-错误提示.txt`, text: row.errorTxt };
}

const toRecord = (r: FileRow): FileRecord => ({
  fileCode: r.fileCode,
  fileOldName: r.fileOldName,
  operationType: r.operationType,
  status: r.status,
  showStatus: STATUS_TEXT[r.status] ?? r.status,
  createdBy: r.creatorName,
  createdAt: r.createdAt.toISOString(),
  errorTxt: r.errorTxt,
  fileSize: r.fileSize,
});

export async function history(db: Database, ctx: RequestContext, q: FileHistoryBody): Promise<Page<FileRecord>> {
  const clock = await tenantClock(db, ctx.tenantId);
  const { rows, total } = await db.tenant(ctx.tenantId, (tx) =>
    listHistory(
      tx,
      {
        tenantId: ctx.tenantId,
        companyId: ctx.companyId,
        // without a company a user sees only their own jobs
        creatorId: ctx.companyId === 0 ? ctx.userId : q.creatorId,
        operationType: q.operationType,
        fileOldName: q.fileOldName,
        from: clock.from(q.startCreatedAt) ?? null,
        to: clock.to(q.endCreatedAt) ?? null,
      },
      q.pageNum,
      q.pageSize,
    ),
  );
  return {
    content: rows.map(toRecord),
    totalElements: total,
    number: q.pageNum - 1,
    size: q.pageSize,
    totalPages: Math.ceil(total / q.pageSize),
    numberOfElements: rows.length,
  };
}

/** For other modules: a stored file the session may read (same rules as a download), with its url. */
export async function fileInfo(db: Database, ctx: RequestContext, fileCode: string) {
  const row = await visibleFile(db, ctx, fileCode);
  return {
    fileCode: row.fileCode,
    fileName: row.fileOldName,
    contentType: row.mimeType,
    size: row.fileSize,
    url: `${FILE_API.fileDownload}?fileCode=${row.fileCode}`,
  };
}

/**
 * For other modules that have decided the session may read a file their records point to (a notice's
 * attachment): the stored file of the session's tenant, not limited to the uploader's company.
 */
export async function openSharedDownload(db: Database, ctx: RequestContext, root: string, fileCode: string) {
  const row = await db.tenant(ctx.tenantId, (tx) => findFileByCode(tx, ctx.tenantId, fileCode));
  if (!row || row.status !== 'SAVESUCCESSFUL') throw new DomainError('FILE_NOT_FOUND', undefined, { httpStatus: 404 });
  return { row, stream: openStored(root, ctx.tenantId, fileCode) };
}

/** The directory stored files live in: FILES_DIR, default <DATA_DIR>/files. */
export const filesRootOf = (config: { FILES_DIR?: string | undefined; DATA_DIR: string }) =>
  resolve(config.FILES_DIR ?? join(config.DATA_DIR, 'files'));

/** For other modules: stores a file the server generated (an export) in the company's history, done. */
export async function saveGenerated(
  db: Database,
  ctx: RequestContext,
  root: string,
  file: { fileName: string; mimeType: string; data: Buffer; operationType: 1 | 2; businessCode?: string },
): Promise<string> {
  const fileCode = randomBytes(16).toString('base64url');
  const size = await storeStream(root, ctx.tenantId, fileCode, Readable.from([file.data]));
  try {
    await db.tenant(ctx.tenantId, async (tx) =>
      insertFile(tx, {
        tenantId: ctx.tenantId,
        fileCode,
        companyId: ctx.companyId,
        creatorId: ctx.userId,
        // the history shows who did it by name, as colleagues know them
        creatorName: await userDisplayName(tx, ctx.tenantId, ctx.userId),
        fileOldName: file.fileName.slice(0, 255),
        mimeType: file.mimeType,
        fileSize: size,
        status: 'SAVESUCCESSFUL',
        operationType: file.operationType,
        businessCode: file.businessCode ?? null,
      }),
    );
  } catch (err) {
    await removeStored(root, ctx.tenantId, fileCode);
    throw err;
  }
  return fileCode;
}

/**
 * For other modules that write a generated file as part of their own transaction (a stamped letter's PDF): stores
 * the bytes and records the file of the owner company inside `tx`. When the caller's transaction fails, it
 * calls removeGeneratedFile so no stored file is left without its row.
 */
export async function saveGeneratedIn(
  tx: Tx,
  owner: { tenantId: number; companyId: number; userId: number },
  root: string,
  file: { fileName: string; mimeType: string; data: Buffer; businessCode?: string },
): Promise<string> {
  const fileCode = randomBytes(16).toString('base64url');
  const size = await storeStream(root, owner.tenantId, fileCode, Readable.from([file.data]));
  await insertFile(tx, {
    tenantId: owner.tenantId,
    fileCode,
    companyId: owner.companyId,
    creatorId: owner.userId,
    creatorName: await userDisplayName(tx, owner.tenantId, owner.userId),
    fileOldName: file.fileName.slice(0, 255),
    mimeType: file.mimeType,
    fileSize: size,
    status: 'SAVESUCCESSFUL',
    businessCode: file.businessCode ?? null,
  });
  return fileCode;
}

export const removeGeneratedFile = (root: string, tenantId: number, fileCode: string) => removeStored(root, tenantId, fileCode);

/** Another module's upload rules: the type is judged by the stored file's first bytes, not by the client. */
export type UploadRules = {
  /** the type recorded for the file once its head is accepted */
  mimeType: string;
  headBytes: number;
  accept: (head: Buffer) => boolean;
  badType: ErrorKey;
  /** the multipart limit of the caller's route cut the file short */
  tooBig: ErrorKey;
};

/**
 * For other modules with their own upload route and limit (training videos): streams the upload to disk,
 * checks its name, size and first bytes, and records it as the session's upload in the session's company.
 */
export async function saveCheckedUpload(
  db: Database,
  ctx: RequestContext,
  root: string,
  upload: Upload,
  rules: UploadRules,
): Promise<{ fileCode: string; fileName: string; fileSize: number }> {
  try {
    checkFileName(upload.filename);
  } catch (err) {
    upload.file.resume();
    throw err;
  }
  const fileCode = randomBytes(16).toString('base64url');
  const size = await storeStream(root, ctx.tenantId, fileCode, upload.file);
  const reject = async (key: ErrorKey) => {
    await removeStored(root, ctx.tenantId, fileCode);
    throw new DomainError(key);
  };
  if (upload.file.truncated) await reject(rules.tooBig);
  if (!rules.accept(await readHead(root, ctx.tenantId, fileCode, rules.headBytes))) await reject(rules.badType);
  const fileName = upload.filename.slice(0, 255);
  try {
    await db.tenant(ctx.tenantId, (tx) =>
      insertFile(tx, {
        tenantId: ctx.tenantId,
        fileCode,
        companyId: ctx.companyId,
        creatorId: ctx.userId,
        creatorName: ctx.userName,
        fileOldName: fileName,
        mimeType: rules.mimeType,
        fileSize: size,
        status: 'SAVESUCCESSFUL',
      }),
    );
  } catch (err) {
    await removeStored(root, ctx.tenantId, fileCode);
    throw err;
  }
  return { fileCode, fileName, fileSize: size };
}

/**
 * For other modules that have decided who may read a file their records point to (a public training
 * video): the stored file of the tenant, its size, and a reader of a byte range. No session needed.
 */
export async function storedFileOf(db: Database, tenantId: number, root: string, fileCode: string) {
  const row = await db.tenant(tenantId, (tx) => findFileByCode(tx, tenantId, fileCode));
  if (!row || row.status !== 'SAVESUCCESSFUL') throw new DomainError('FILE_NOT_FOUND', undefined, { httpStatus: 404 });
  const size = (await stat(filePath(root, tenantId, fileCode)).catch(() => null))?.size;
  if (size === undefined) throw new DomainError('FILE_NOT_FOUND', undefined, { httpStatus: 404 });
  return {
    mimeType: row.mimeType,
    fileName: row.fileOldName,
    size,
    open: (start: number, end: number) => openStoredRange(root, tenantId, fileCode, start, end),
  };
}

export type ExportRow = FileRecord & { companyId: number; creatorId: number; businessCode: string | null; downloadUrl: string | null };

/**
 * The export rows of one company (or of every company: companyId null, for the platform), newest first.
 * A row's download url is given only where the file library's download call serves it to this session.
 */
export async function exportHistory(
  db: Database,
  ctx: RequestContext,
  q: { companyId: number | null; creatorName?: string | null; fileName?: string | null; from?: Date | null; to?: Date | null },
  pageNum: number,
  pageSize: number,
): Promise<{ rows: ExportRow[]; total: number }> {
  const { rows, total } = await db.tenant(ctx.tenantId, (tx) =>
    listExports(
      tx,
      { tenantId: ctx.tenantId, companyId: q.companyId, creatorName: q.creatorName, fileOldName: q.fileName, from: q.from, to: q.to },
      pageNum,
      pageSize,
    ),
  );
  const downloadable = (r: FileRow) => r.companyId === ctx.companyId && (ctx.companyId !== 0 || r.creatorId === ctx.userId);
  return {
    rows: rows.map((r) => ({
      ...toRecord(r),
      companyId: r.companyId,
      creatorId: r.creatorId,
      businessCode: r.businessCode,
      downloadUrl: downloadable(r) && r.status === 'SAVESUCCESSFUL' ? `${FILE_API.fileDownload}?fileCode=${r.fileCode}` : null,
    })),
    total,
  };
}
