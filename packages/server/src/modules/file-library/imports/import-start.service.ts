// Accepting an uploaded workbook for any server-run import: the checks that refuse it with nothing
// written (name and type, size, zip structure, the kind's header row, data rows, and the caller's own
// context check), then the file kept in the file library (its import history), a progress record and
// the background task. The calling module brings the kind: its header, its row checks and writes.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { checkFileName } from '../../../lib/file-name.js';
import { userDisplayName } from '../../staff-center/users/users.service.js';
import { filePath, removeStored, storeStream } from '../files/files.storage.js';
import { runImport, type KindSpec } from './import-runner.js';
import * as repo from './imports.repository.js';
import { checkSheet, checkZip } from './upload-checks.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type Upload = { filename: string; file: Readable & { truncated?: boolean } };

/** Where the task runs: the database, the file library's directory, a logger and the task registry. */
export type ImportHost = {
  db: Database;
  filesRoot: string;
  log: { error: (obj: unknown, msg: string) => void };
  /** keeps the task so that closing the app waits for it */
  track: (task: Promise<void>) => void;
  /** the runner's heartbeat period (tests shorten it) */
  heartbeatMs?: number;
};

export type ImportRequest = {
  tenantId: number;
  /** the company the rows are imported for (the record and the history row belong to it) */
  companyId: number;
  userId: number;
  userName: string;
  kind: string;
  headers: readonly string[];
  spec: Omit<KindSpec, 'width'>;
  /** the file library's business code of the history row */
  businessCode: string;
  /** the caller's checks of the request itself, before the file is stored; answers the record's params */
  context?: () => Promise<Record<string, unknown>>;
};

/** Answers the new record's id as soon as the file is accepted; the rows are imported afterwards. */
export async function startImport(host: ImportHost, req: ImportRequest, upload: Upload): Promise<{ progressId: number }> {
  const { db, filesRoot } = host;
  const { tenantId, companyId, userId } = req;
  let context: Record<string, unknown> = {};
  try {
    checkFileName(upload.filename);
    if (!/\.xlsx$/i.test(upload.filename)) throw new DomainError('IMPORT_NOT_XLSX');
    if (req.context) context = await req.context();
  } catch (err) {
    upload.file.resume();
    throw err;
  }
  const fileCode = randomBytes(16).toString('base64url');
  const size = await storeStream(filesRoot, tenantId, fileCode, upload.file);
  const path = filePath(filesRoot, tenantId, fileCode);
  let progressId: number;
  let fileId: number;
  let params: typeof context & { createdBy: string };
  const fileName = upload.filename.slice(0, 200);
  try {
    if (upload.file.truncated) throw new DomainError('IMPORT_TOO_BIG');
    await checkZip(path, size);
    await checkSheet(path, req.headers);
    ({ fileId, progressId, params } = await db.tenant(tenantId, async (tx) => {
      // import and file history show the person's real name, not the login name
      const createdBy = await userDisplayName(tx, tenantId, userId);
      const id = await repo.insertImportFile(tx, {
        tenantId,
        fileCode,
        companyId,
        creatorId: userId,
        creatorName: createdBy,
        fileOldName: fileName,
        mimeType: XLSX_MIME,
        fileSize: size,
        businessCode: req.businessCode,
      });
      const progressParams = { ...context, createdBy };
      const progress = await repo.insertProgress(tx, {
        tenantId,
        companyId,
        userId,
        kind: req.kind,
        fileName,
        fileId: id,
        params: progressParams,
      });
      return { fileId: id, progressId: progress.id, params: progressParams };
    }));
  } catch (err) {
    await removeStored(filesRoot, tenantId, fileCode);
    throw err;
  }
  const job = { tenantId, companyId, userId, userName: req.userName, progressId, fileName, params };
  const spec = { ...req.spec, width: req.headers.length };
  host.track(runImport({ db, path, spec, job, fileId, log: host.log, heartbeatMs: host.heartbeatMs }));
  return { progressId };
}

/** A task registry for a routes plugin: closing the app waits for the imports still running. */
export function taskTracker(): { track: (task: Promise<void>) => void; settle: () => Promise<void> } {
  const tasks = new Set<Promise<void>>();
  return {
    track: (task) => {
      const settled = task.catch(() => undefined).finally(() => tasks.delete(settled));
      tasks.add(settled);
    },
    settle: async () => {
      await Promise.allSettled([...tasks]);
    },
  };
}
