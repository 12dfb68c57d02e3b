// The group's export records (/group-exportRecord, /m-worktable/api/v1/exportRecord/pageList): the file
// library's export rows (operation type 2) with who, when, what and a download link. Company groups do
// not exist yet: the list is the session company's own (the platform sees every company's).
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from './paging.contract.js';

const dateTime = (label: string) =>
  z.string(`${label}应为文本`).regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, `${label}格式应为 YYYY-MM-DD HH:mm:ss`);

export const exportRecordPageBody = z.object({
  pageNum,
  pageSize,
  startTime: dateTime('开始时间（startTime）').nullish(),
  endTime: dateTime('结束时间（endTime）').nullish(),
  /** who exported: part of their name as the history shows it */
  creatorName: z.string('导出人（creatorName）应为文本').trim().max(64, '导出人（creatorName）不能超过64个字符').nullish(),
  fileName: z.string('文件名（fileName）应为文本').trim().max(200, '文件名（fileName）不能超过200个字符').nullish(),
  /** the platform: one company's records (none: every company); others may name only their own company */
  companyId: rowId('企业（companyId）').nullish(),
});
export type ExportRecordPageBody = z.infer<typeof exportRecordPageBody>;

export { EXPORT_BUSINESS_NAMES } from './export-records-rules.js';

export const exportRecordSchema = z.object({
  fileCode: z.string(),
  fileName: z.string(),
  businessCode: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  creatorId: z.number().int(),
  creatorName: z.string(),
  createdAt: z.string(),
  status: z.string(),
  showStatus: z.string(),
  fileSize: z.number().int(),
  /** the file library's download call; null when the session may not download it (another company's file) */
  downloadUrl: z.string().nullable(),
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;
export const exportRecordPageEnvelope = envelope(page(exportRecordSchema));
