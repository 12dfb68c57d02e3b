// Training videos (/m-worktable/api/v1/video/*): mp4 files of the file library uploaded by the platform,
// listed on the worktable (published ones; managers also see hidden ones) and, when public, on the
// login page without a session. The bytes are streamed with HTTP Range support.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from './paging.contract.js';

import { VIDEO_DESCRIPTION_MAX, VIDEO_STATUSES, VIDEO_TITLE_MAX } from './videos-rules.js';

export * from './videos-rules.js';

const title = z.string('标题（title）应为文本').trim().max(VIDEO_TITLE_MAX, `标题（title）不能超过${VIDEO_TITLE_MAX}个字符`).optional();

export const videoPageBody = z.object({
  pageNum,
  pageSize,
  title,
  /** managers only; others always see published videos */
  status: z.enum(VIDEO_STATUSES, '状态（status）只能为 published 或 hidden').optional(),
});
export type VideoPageBody = z.infer<typeof videoPageBody>;

export const videoPublicBody = z.object({ pageNum, pageSize, title });
export type VideoPublicBody = z.infer<typeof videoPublicBody>;

export const videoItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  fileCode: z.string(),
  coverFileCode: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  public: z.boolean(),
  status: z.enum(VIDEO_STATUSES),
  sort: z.number().int(),
  /** the bytes for the browser's <video src>: a path under the api base with the query it needs */
  streamUrl: z.string(),
  /** the cover for <img src>, null without a cover */
  coverUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type VideoItem = z.infer<typeof videoItemSchema>;
export const videoPageEnvelope = envelope(page(videoItemSchema));

const fileCode = (label: string) => z.string(`${label}不能为空`).regex(/^[A-Za-z0-9_-]{8,64}$/, `${label}格式不正确`);

export const videoSaveBody = z.object({
  /** absent: a new video */
  id: rowId('视频编号（id）').optional(),
  title: z
    .string('标题（title）不能为空')
    .trim()
    .min(1, '标题（title）不能为空')
    .max(VIDEO_TITLE_MAX, `标题（title）不能超过${VIDEO_TITLE_MAX}个字符`),
  description: z
    .string('简介（description）应为文本')
    .trim()
    .max(VIDEO_DESCRIPTION_MAX, `简介（description）不能超过${VIDEO_DESCRIPTION_MAX}个字符`)
    .default(''),
  fileCode: fileCode('视频文件（fileCode）'),
  coverFileCode: fileCode('封面（coverFileCode）').nullish(),
  /** measured by the browser from the file's metadata */
  durationSeconds: z
    .number('时长（durationSeconds）应为数字')
    .int('时长（durationSeconds）应为整数')
    .min(0, '时长（durationSeconds）不能为负数')
    .max(86_400, '时长（durationSeconds）不能超过24小时')
    .nullish(),
  public: z.boolean('公开（public）应为布尔值').default(false),
  status: z.enum(VIDEO_STATUSES, '状态（status）只能为 published 或 hidden').default('published'),
  sort: z
    .number('排序（sort）应为数字')
    .int('排序（sort）应为整数')
    .min(0, '排序（sort）最小为0')
    .max(9999, '排序（sort）最大为9999')
    .default(0),
});
export type VideoSaveBody = z.infer<typeof videoSaveBody>;
export const videoSaveEnvelope = envelope(videoItemSchema);

export const videoDeleteBody = z.object({ id: rowId('视频编号（id）') });

/** GET video/stream and video/cover: the video's id; a ticket from the list when the video is not public. */
export const videoFileQuery = z.object({
  id: z.coerce.number('id 应为数字').int('id 不正确').min(1, 'id 不正确').max(2_147_483_647, 'id 不正确'),
  ticket: z.string().max(200, 'ticket 不正确').optional(),
  tenantId: z.string().optional(),
  _t: z.string().optional(),
});
export type VideoFileQuery = z.infer<typeof videoFileQuery>;

export const videoUploadSchema = z.object({ fileCode: z.string(), fileName: z.string(), fileSize: z.number().int() });
export type VideoUpload = z.infer<typeof videoUploadSchema>;
export const videoUploadEnvelope = envelope(videoUploadSchema);
