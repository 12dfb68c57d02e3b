// Notices of the worktable (/m-worktable/api/v1/notice/*): the tenant's platform-wide notices and the
// session company's own; reading one marks it read for the user.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from './paging.contract.js';

export const NOTICE_LEVELS = ['normal', 'important'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

export const noticePageBody = z.object({
  pageNum,
  pageSize,
  unreadOnly: z.boolean('unreadOnly 应为布尔值').optional(),
});
export type NoticePageBody = z.infer<typeof noticePageBody>;

export const noticeItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  level: z.enum(NOTICE_LEVELS),
  publishedAt: z.string(),
  read: z.boolean(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;
export const noticePageEnvelope = envelope(page(noticeItemSchema));

export const noticeDetailBody = z.object({ id: rowId('公告编号') });

export const noticeAttachmentSchema = z.object({
  fileCode: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
});
export type NoticeAttachment = z.infer<typeof noticeAttachmentSchema>;

export const noticeDetailSchema = noticeItemSchema.extend({
  /** sanitised HTML */
  content: z.string(),
  /** true for a platform-wide notice, false for one of the session's company */
  platformWide: z.boolean(),
  /** who published it: the publisher's real name ('' when unknown) */
  publisher: z.string(),
  /** files of the file library, downloaded through notice/attachment */
  attachments: z.array(noticeAttachmentSchema),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;
export const noticeDetailEnvelope = envelope(noticeDetailSchema);

/** GET notice/attachment: a file attached to a notice the session may read. */
export const noticeAttachmentQuery = z.object({
  noticeId: z.coerce.number('noticeId 应为数字').int('noticeId 不正确').min(1, 'noticeId 不正确').max(2_147_483_647, 'noticeId 不正确'),
  fileCode: z.string('fileCode 不能为空').min(1, 'fileCode 不能为空').max(64, 'fileCode 不正确'),
  tenantId: z.string().optional(),
  _t: z.string().optional(),
});
