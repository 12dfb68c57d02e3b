// Authorisation applications (/authorization-management/authorizationApplication): a distributor asks a grantor
// (a manufacturer of the tenant, or a distributor holding a valid letter) for a letter of a scope and period; the
// grantor reviews it through the approval engine (AUTHORIZATION_APPLICATION); approval writes a draft letter of
// the requested scope for the grantor to complete and stamp.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';

export const APPLICATION_STATUSES = { pending: '审核中', approved: '已通过', rejected: '已驳回', cancelled: '已撤回' } as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUSES;
export const APPLICATION_STATUS_CODES = Object.keys(APPLICATION_STATUSES) as ApplicationStatus[];

const day = (label: string) => z.string(`${label}应为日期`).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`);

export const letterApplicationOptionsBody = z
  .object({
    /** the grantor whose products, lines and hospitals to list */
    grantorCompanyId: rowId('授权方').optional(),
    /** a part of a hospital's name */
    hospitalKeyword: z.string('医院名称应为文本').trim().max(100, '医院名称不能超过100个字符').optional(),
  })
  .optional();
export type LetterApplicationOptionsBody = z.infer<typeof letterApplicationOptionsBody>;

const option = z.object({ value: z.string(), label: z.string() });
export const letterApplicationOptions = z.object({
  grantors: z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })),
  /** the chosen grantor's products (a distributor: within its valid letters) */
  products: z.array(option.extend({ productLineCode: z.string().nullable() })),
  productLines: z.array(option),
  /** provinces with their cities */
  areas: z.array(option.extend({ children: z.array(option) })),
  hospitals: z.array(option),
});
export type LetterApplicationOptions = z.infer<typeof letterApplicationOptions>;
export const letterApplicationOptionsEnvelope = envelope(letterApplicationOptions);

export const letterApplicationSaveBody = z
  .object({
    grantorCompanyId: rowId('授权方'),
    productIds: z.array(rowId('产品'), '产品应为数组').max(200, '产品最多200个').default([]),
    productLineCodes: z
      .array(z.string('产品线应为文本').min(1, '产品线不能为空').max(40, '产品线编码过长'), '产品线应为数组')
      .max(50, '产品线最多50个')
      .default([]),
    regionCodes: z
      .array(z.string('区域应为文本').regex(/^\d{6}$/, '区域编码应为6位数字'), '区域应为数组')
      .max(100, '区域最多100个')
      .default([]),
    hospitalIds: z.array(rowId('医院'), '医院应为数组').max(200, '医院最多200个').default([]),
    validFrom: day('授权开始日期'),
    validTo: day('授权结束日期'),
    reason: z.string('申请理由应为文本').trim().max(500, '申请理由不能超过500个字符').default(''),
  })
  .refine((b) => b.productIds.length + b.productLineCodes.length > 0, {
    message: '授权产品不能为空，请至少选择一个产品或产品线',
    path: ['productIds'],
  })
  .refine((b) => b.validFrom <= b.validTo, { message: '授权结束日期不能早于开始日期', path: ['validTo'] });
export type LetterApplicationSaveBody = z.infer<typeof letterApplicationSaveBody>;

export const letterApplicationIdBody = z.object({ id: rowId('授权申请') });

export const letterApplicationReviewBody = z
  .object({
    id: rowId('授权申请'),
    approved: z.boolean('approved 应为布尔值'),
    reason: z.string('驳回原因应为文本').trim().max(500, '驳回原因不能超过500个字符').optional(),
  })
  .refine((b) => b.approved || (b.reason ?? '').length > 0, { message: '请填写驳回原因', path: ['reason'] });
export type LetterApplicationReviewBody = z.infer<typeof letterApplicationReviewBody>;

export const letterApplicationPageBody = z.object({
  pageNum,
  pageSize,
  /** mine: the session company applied; received: it is the grantor */
  side: z.enum(['mine', 'received'], '申请方向只能为 mine 或 received').default('mine'),
  status: z.enum(APPLICATION_STATUS_CODES, '申请状态只能为 pending、approved、rejected 或 cancelled').optional(),
});
export type LetterApplicationPageBody = z.infer<typeof letterApplicationPageBody>;

const scopeItems = z.array(option);
export const letterApplicationRow = z.object({
  id: z.number(),
  applicationNo: z.string(),
  applicantCompanyId: z.number(),
  applicantName: z.string(),
  grantorCompanyId: z.number(),
  grantorName: z.string(),
  products: scopeItems,
  productLines: scopeItems,
  regions: scopeItems,
  hospitals: scopeItems,
  validFrom: z.string(),
  validTo: z.string(),
  reason: z.string(),
  status: z.enum(APPLICATION_STATUS_CODES),
  statusName: z.string(),
  rejectReason: z.string(),
  letterId: z.number().nullable(),
  examineId: z.number().nullable(),
  /** the session may approve or reject it now (an approver of the running step) */
  mayReview: z.boolean(),
  /** the session's company applied and it is still pending */
  mayCancel: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type LetterApplicationRow = z.infer<typeof letterApplicationRow>;
export const letterApplicationPageEnvelope = envelope(page(letterApplicationRow));
export const letterApplicationEnvelope = envelope(letterApplicationRow);
