// Notices of the worktable (/m-worktable/api/v1/notice/*): what a reader sees (published, in its
// audience), reading one marks it read for the user; and the publisher's side: drafts, publishing
// (now or at a set time), withdrawing, deleting, read receipts.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import {
  ENTERPRISE_AUDIENCES,
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_AUDIENCES,
  NOTICE_COMPANY_TYPES,
  NOTICE_STATUSES,
  PLATFORM_AUDIENCES,
  RECEIPT_STATES,
  type NoticeAudience,
  type NoticeCompanyType,
  type NoticeStatus,
  type ReceiptState,
} from './notice-rules.js';
import { pageNum, pageSize, rowId } from './paging.contract.js';

export const NOTICE_LEVELS = ['normal', 'important'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

export {
  ENTERPRISE_AUDIENCES,
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_AUDIENCES,
  NOTICE_COMPANY_TYPES,
  NOTICE_STATUSES,
  PLATFORM_AUDIENCES,
  RECEIPT_STATES,
  type NoticeAudience,
  type NoticeCompanyType,
  type NoticeStatus,
  type ReceiptState,
};

const keyword = z.string('keyword 应为字符串').trim().max(100, '关键字最多100个字符').optional();
const level = z.enum(NOTICE_LEVELS, '重要程度只能为 normal 或 important');

export const noticePageBody = z.object({
  pageNum,
  pageSize,
  unreadOnly: z.boolean('unreadOnly 应为布尔值').optional(),
  /** a part of the title */
  keyword,
  level: level.optional(),
});
export type NoticePageBody = z.infer<typeof noticePageBody>;

export const noticeItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  level: z.enum(NOTICE_LEVELS),
  publishedAt: z.string(),
  read: z.boolean(),
  /** true for a notice of the platform */
  platformWide: z.boolean().optional(),
  /** the publishing company's name ('' for the platform) */
  companyName: z.string().optional(),
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

// ---- marking read ----

/** One notice (id) or every notice the session may see (all: true). */
export const noticeMarkReadBody = z
  .object({ id: rowId('公告编号').optional(), all: z.boolean('all 应为布尔值').optional() })
  .refine((b) => b.id !== undefined || b.all === true, { message: '请指定公告编号（id）或全部（all）', path: ['id'] });
export type NoticeMarkReadBody = z.infer<typeof noticeMarkReadBody>;
/** how many notices became read */
export const noticeMarkReadEnvelope = envelope(z.object({ marked: z.number().int() }));

// ---- the publisher's side ----

export const noticeManagePageBody = z.object({
  pageNum,
  pageSize,
  keyword,
  level: level.optional(),
  status: z.enum(NOTICE_STATUSES, '状态只能为 draft、scheduled、published 或 withdrawn').optional(),
});
export type NoticeManagePageBody = z.infer<typeof noticeManagePageBody>;

export const noticeCompanyRefSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type NoticeCompanyRef = z.infer<typeof noticeCompanyRefSchema>;

export const noticeManageItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  level: z.enum(NOTICE_LEVELS),
  status: z.enum(NOTICE_STATUSES),
  audience: z.enum(NOTICE_AUDIENCES),
  audienceTypes: z.array(z.string()),
  audienceCompanies: z.array(noticeCompanyRefSchema),
  /** the publish time (set or reached); null for a draft */
  publishedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
  /** who wrote it: the real name ('' when unknown) */
  createdBy: z.string(),
  /** users of the audience (enabled, seated in its companies) and how many of them have read it */
  audienceCount: z.number().int(),
  readCount: z.number().int(),
  attachmentCount: z.number().int(),
});
export type NoticeManageItem = z.infer<typeof noticeManageItemSchema>;
export const noticeManagePageEnvelope = envelope(page(noticeManageItemSchema));

export const noticeManageDetailSchema = noticeManageItemSchema.extend({
  /** sanitised HTML */
  content: z.string(),
  attachments: z.array(noticeAttachmentSchema),
});
export type NoticeManageDetail = z.infer<typeof noticeManageDetailSchema>;
export const noticeManageDetailEnvelope = envelope(noticeManageDetailSchema);

export const noticeIdBody = z.object({ id: rowId('公告编号') });
export type NoticeIdBody = z.infer<typeof noticeIdBody>;

export const noticeSaveBody = z
  .object({
    /** absent: a new draft; else the draft to update */
    id: rowId('公告编号').optional(),
    title: z.string('请输入公告标题').trim().min(1, '请输入公告标题').max(200, '公告标题最多200个字符'),
    /** HTML; sanitised on the server (scripts, event handlers, styles and javascript: links removed) */
    content: z.string('请输入公告内容').min(1, '请输入公告内容').max(200_000, '公告内容最多200000个字符'),
    level,
    audience: z.enum(NOTICE_AUDIENCES, '发布范围只能为 all、types、companies 或 own'),
    audienceTypes: z
      .array(z.enum(NOTICE_COMPANY_TYPES, '企业类型只能为 FC、AG、HO、SV、AM 或 MM'), '企业类型应为数组')
      .max(NOTICE_COMPANY_TYPES.length, '企业类型重复')
      .default([]),
    audienceCompanyIds: z.array(rowId('企业编号'), '指定企业应为数组').max(500, '指定企业最多500家').default([]),
    /** file codes of the file library, uploaded by the publishing company, in the order shown */
    attachments: z
      .array(z.string('附件应为文件编码').min(1, '附件应为文件编码').max(64, '附件文件编码不正确'), '附件应为数组')
      .max(NOTICE_ATTACHMENTS_MAX, `附件最多${NOTICE_ATTACHMENTS_MAX}个`)
      .default([]),
  })
  .superRefine((b, ctx) => {
    if (b.audience === 'types' && b.audienceTypes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['audienceTypes'], message: '请选择企业类型' });
    if (b.audience === 'companies' && b.audienceCompanyIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['audienceCompanyIds'], message: '请选择指定企业' });
    if (new Set(b.audienceTypes).size !== b.audienceTypes.length)
      ctx.addIssue({ code: 'custom', path: ['audienceTypes'], message: '企业类型重复' });
    if (new Set(b.attachments).size !== b.attachments.length) ctx.addIssue({ code: 'custom', path: ['attachments'], message: '附件重复' });
  });
export type NoticeSaveBody = z.input<typeof noticeSaveBody>;
export type NoticeSaveInput = z.output<typeof noticeSaveBody>;

export const noticePublishBody = z.object({
  id: rowId('公告编号'),
  /** a future time to publish at (ISO 8601 with offset); now when absent */
  publishedAt: z.iso.datetime({ offset: true, error: '定时发布时间应为 ISO 8601 时间' }).optional(),
});
export type NoticePublishBody = z.infer<typeof noticePublishBody>;

export const noticeManageDetailBody = noticeIdBody;

export const noticeReceiptsBody = z.object({
  id: rowId('公告编号'),
  pageNum,
  pageSize,
  state: z.enum(RECEIPT_STATES, '阅读状态只能为 read 或 unread').optional(),
  /** a part of the user's name or login name, or of the company's name */
  keyword,
});
export type NoticeReceiptsBody = z.infer<typeof noticeReceiptsBody>;

export const noticeReceiptSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  /** the user's companies of the audience, joined with '、' */
  companyNames: z.string(),
  /** null while unread */
  readAt: z.string().nullable(),
});
export type NoticeReceipt = z.infer<typeof noticeReceiptSchema>;

/** A page of the audience's users (read first, by time; then unread), with the counts of the whole audience. */
export const noticeReceiptsSchema = page(noticeReceiptSchema).extend({
  audienceCount: z.number().int(),
  readCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type NoticeReceipts = z.infer<typeof noticeReceiptsSchema>;
export const noticeReceiptsEnvelope = envelope(noticeReceiptsSchema);

export const noticeAudienceOptionsBody = z
  .object({ keyword: z.string('keyword 应为字符串').trim().max(100, '企业名称最多100个字符').optional() })
  .nullable()
  .optional();
export type NoticeAudienceOptionsBody = z.infer<typeof noticeAudienceOptionsBody>;

export const noticeAudienceOptionsSchema = z.object({
  /** the audiences this session may publish to */
  audiences: z.array(z.enum(NOTICE_AUDIENCES)),
  /** company types (platform only; empty for an enterprise) */
  types: z.array(z.enum(NOTICE_COMPANY_TYPES)),
  /** enabled companies of the tenant matching the keyword, by name (platform only) */
  companies: z.array(noticeCompanyRefSchema.extend({ type: z.string() })),
});
export type NoticeAudienceOptions = z.infer<typeof noticeAudienceOptionsSchema>;
export const noticeAudienceOptionsEnvelope = envelope(noticeAudienceOptionsSchema);

/** Answer of save / publish / withdraw: the notice as the manage list shows it. */
export const noticeManageItemEnvelope = envelope(noticeManageItemSchema);
