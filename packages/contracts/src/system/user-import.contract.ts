// System setup: the user import of /systemSetup/userManagement/uploadFile (merchantUser/import*). The
// workbook, progress, failed rows and error workbook are those of the server-run imports (file library);
// its records have the kind 'sys.user' and belong to the company the users are created in.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { failRowItem, importProgressItem } from '../mall/imports.contract.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';

const companyId = rowId('企业 companyId');
// multipart uploads and downloads carry their arguments in the query string (texts)
const queryId = (label: string) =>
  z.coerce.number(`${label}应为数字`).int(`${label}不正确`).min(1, `${label}不正确`).max(2_147_483_647, `${label}不正确`);

/** merchantUser/import (multipart, field file): the platform names the company, others import into their own. */
export const userImportQuery = z.object({ companyId: queryId('企业 companyId').optional() });
export const userImportTemplateQuery = z.object({});

export const userImportStarted = z.object({
  progressId: z.number().int(),
  /** every user of this import gets it and must change it at the first login; shown once, never stored in clear */
  initialPassword: z.string(),
});
export type UserImportStarted = z.infer<typeof userImportStarted>;
export const userImportStartedEnvelope = envelope(userImportStarted);

export const userImportProgressBody = z.object({ id: rowId('导入记录编号 id') }, { error: '请求体不能为空' });
export type UserImportProgressBody = z.input<typeof userImportProgressBody>;
export const userImportProgressEnvelope = envelope(importProgressItem);

export const userImportFailuresBody = z.object(
  { progressId: rowId('导入记录编号 progressId'), pageNum, pageSize },
  { error: '请求体不能为空' },
);
export type UserImportFailuresBody = z.input<typeof userImportFailuresBody>;
export const userImportFailuresEnvelope = envelope(page(failRowItem));

export const userImportFailureFileQuery = z.object({ id: queryId('导入记录编号 id') });

export const userImportHistoryBody = z.object({ companyId: companyId.optional(), pageNum, pageSize }, { error: '请求体不能为空' });
export type UserImportHistoryBody = z.input<typeof userImportHistoryBody>;
export type UserImportHistoryQuery = z.infer<typeof userImportHistoryBody>;
export const userImportHistoryEnvelope = envelope(page(importProgressItem));
