// File library (prefix /guoke-deepexi-file-library/api/v1): uploads, downloads and the
// import/export history of spec 1 section 7 'Shell calls'.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';

export const FILE_STATUS = ['SAVESUCCESSFUL', 'PROCESSING', 'FAILED'] as const;
export type FileStatus = (typeof FILE_STATUS)[number];
/** 1 import, 2 export (spec 1 section 3, 'File history record') */
export const OPERATION_TYPES = [1, 2] as const;

export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_TYPES = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const UPLOAD_TIP = '支持 jpg/png/pdf 格式，大小不超过4M';
export const UPLOAD_TOO_BIG_MSG = '文件大小不能超过4M';
export const UPLOAD_BAD_TYPE_MSG = '仅支持 jpg/png/pdf 格式的文件';

const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '时间格式应为 YYYY-MM-DD HH:mm:ss');
const idLike = z.union([z.number().int().min(0), z.string().regex(/^\d{0,12}$/, '编号格式不正确')]).nullish();

export const fileHistoryBody = z.object({
  // the web sends its own merchant and company ids; the server lists the session's company only
  merchantId: idLike,
  companyId: idLike,
  creatorId: z.number().int().min(0).nullish(),
  startCreatedAt: dateTime.nullish(),
  endCreatedAt: dateTime.nullish(),
  operationType: z.union([z.literal(1), z.literal(2)]).nullish(),
  fileOldName: z.string().trim().max(200, '文件名不能超过200个字符').nullish(),
  pageNum: z.number().int().min(1, 'pageNum 最小为1').max(100000).default(1),
  pageSize: z.number().int().min(1, 'pageSize 最小为1').max(100, 'pageSize 最大为100').default(20),
});
export type FileHistoryBody = z.infer<typeof fileHistoryBody>;

export const fileRecord = z.object({
  fileCode: z.string(),
  fileOldName: z.string(),
  operationType: z.number().int().nullable(),
  status: z.string(),
  showStatus: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  errorTxt: z.string().nullable(),
  fileSize: z.number().int(),
});
export type FileRecord = z.infer<typeof fileRecord>;

export const fileHistoryEnvelope = envelope(page(fileRecord));

export const fileCodeQuery = z.object({
  fileCode: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'fileCode 格式不正确'),
});

export const uploadEnvelope = envelope(z.string().describe('文件下载地址'));
