// Accepting an uploaded workbook: the checks that refuse it with nothing written (type, size, zip
// structure, template header, data rows; for file/readFile also the supplier, product line and
// contract), then the file kept in the file library, a progress record, and the background task.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ImportKind, ImportStarted, ReadFileQuery } from '@medportal/contracts/mall/imports.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { checkFileName } from '../../../lib/file-name.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { filePath, removeStored, storeStream } from '../../file-library/files/files.storage.js';
import { userDisplayName } from '../../staff-center/users/users.service.js';
import { companyOf } from '../scope.js';
import { vendorIdOf } from '../vendors/vendors.service.js';
import { runImport } from './import-runner.js';
import * as repo from './imports.repository.js';
import { contractCoveringLine, productLineByCode } from './kinds.repository.js';
import type { OrderLinesParams } from './kinds.js';
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

/** The draft order's supplier, product line and contract: the buyer's effective contract with the vendor covering the line. */
async function orderLinesContext(db: Database, ctx: RequestContext, q: ReadFileQuery): Promise<OrderLinesParams> {
  const companyId = companyOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const supplierCompanyId = await vendorIdOf(tx, ctx.tenantId, q.vendorNum);
    if (supplierCompanyId === undefined || supplierCompanyId === companyId)
      throw new DomainError('IMPORT_VENDOR_NOT_FOUND', `供应商 ${q.vendorNum} 不存在`);
    const line = await productLineByCode(tx, ctx.tenantId, q.productLineCode);
    if (!line || line.supplierCompanyId !== supplierCompanyId) {
      throw new DomainError('IMPORT_LINE_NOT_OF_VENDOR', `产品线 ${q.productLineCode} 不存在或不属于供应商 ${q.vendorNum}`);
    }
    const contract = await contractCoveringLine(
      tx,
      ctx.tenantId,
      companyId,
      supplierCompanyId,
      q.productLineCode,
      await tenantTodayIn(tx, ctx.tenantId),
    );
    if (!contract) throw new DomainError('IMPORT_NO_CONTRACT', `没有与供应商 ${q.vendorNum} 覆盖产品线 ${q.productLineCode} 的有效合同`);
    return { ...q, supplierCompanyId, contractId: contract.id, contractCode: contract.contractCode };
  });
}

/** Every file/read* call: answers { progressId } as soon as the file is accepted; the rows are imported afterwards. */
export async function acceptUpload(
  host: ImportHost,
  ctx: RequestContext,
  kind: ImportKind,
  upload: Upload,
  query?: ReadFileQuery,
): Promise<ImportStarted> {
  const { db, filesRoot } = host;
  const companyId = companyOf(ctx);
  let context: Record<string, unknown> = {};
  try {
    checkFileName(upload.filename);
    if (!/\.xlsx$/i.test(upload.filename)) throw new DomainError('IMPORT_NOT_XLSX');
    if (query) context = await orderLinesContext(db, ctx, query);
  } catch (err) {
    upload.file.resume();
    throw err;
  }
  const fileCode = randomBytes(16).toString('base64url');
  const size = await storeStream(filesRoot, ctx.tenantId, fileCode, upload.file);
  const path = filePath(filesRoot, ctx.tenantId, fileCode);
  let progressId: number;
  let fileId: number;
  let params: typeof context & { createdBy: string };
  const fileName = upload.filename.slice(0, 200);
  try {
    if (upload.file.truncated) throw new DomainError('IMPORT_TOO_BIG');
    await checkZip(path, size);
    await checkSheet(path, kind);
    ({ fileId, progressId, params } = await db.tenant(ctx.tenantId, async (tx) => {
      // import and file history show the person's real name, not the login name
      const createdBy = await userDisplayName(tx, ctx.tenantId, ctx.userId);
      const id = await repo.insertImportFile(tx, {
        tenantId: ctx.tenantId,
        fileCode,
        companyId,
        creatorId: ctx.userId,
        creatorName: createdBy,
        fileOldName: fileName,
        mimeType: XLSX_MIME,
        fileSize: size,
        businessCode: `mall-import-${kind}`,
      });
      const progressParams = { ...context, createdBy };
      const progress = await repo.insertProgress(tx, {
        tenantId: ctx.tenantId,
        companyId,
        userId: ctx.userId,
        kind,
        fileName,
        fileId: id,
        params: progressParams,
      });
      return { fileId: id, progressId: progress.id, params: progressParams };
    }));
  } catch (err) {
    await removeStored(filesRoot, ctx.tenantId, fileCode);
    throw err;
  }
  const job = { tenantId: ctx.tenantId, companyId, userId: ctx.userId, userName: ctx.userName, progressId, fileName, params };
  host.track(runImport({ db, path, kind, job, fileId, log: host.log, heartbeatMs: host.heartbeatMs }));
  return { progressId };
}
