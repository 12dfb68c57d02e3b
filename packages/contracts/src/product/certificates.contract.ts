// Bodies and answers of the certificate calls (/m-product-center/api/v1/registerCard/*, PRODUCT_PATHS):
// registration certificates (注册证) and class I filing certificates (备案凭证), with their versions.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import { CERTIFICATE_KINDS, DEVICE_CLASSES, validateCertNo } from './certificate-rules.js';
import { fileRef } from './products.contract.js';

/** valid: not expired and more than 90 days left; expiring: 0–90 days left; expired: before the tenant's today */
export const CERTIFICATE_EXPIRY_STATUSES = ['valid', 'expiring', 'expired'] as const;
export type CertificateExpiryStatus = (typeof CERTIFICATE_EXPIRY_STATUSES)[number];
export const CERTIFICATE_EXPIRING_DAYS = 90;
/** attachments of one version: PDF or images of the file library */
export const CERTIFICATE_MAX_ATTACHMENTS = 10;
export const CERTIFICATE_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const day = (label: string) =>
  z
    .string(`${label}应为文本`)
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, `${label}应为 YYYY-MM-DD 格式的日期`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${label}不是有效日期`,
    );

export const certNoField = z
  .string('注册证编号应为文本')
  .trim()
  .max(60, '注册证编号最长60个字符')
  .superRefine((v, ctx) => {
    const r = validateCertNo(v);
    if (!r.ok) ctx.addIssue({ code: 'custom', message: r.message });
  });

/** The data of one version (what a change may alter; the number and holder stay). */
export const certificateFields = z.object({
  deviceClass: z.literal(DEVICE_CLASSES, '管理类别只能为1、2或3'),
  productName: z.string('产品名称应为文本').trim().min(1, '产品名称不能为空').max(200, '产品名称最长200个字符'),
  structure: z.string('结构及组成应为文本').trim().max(4000, '结构及组成最长4000个字符').default(''),
  scope: z.string('适用范围应为文本').trim().max(4000, '适用范围最长4000个字符').default(''),
  issueDate: day('批准日期'),
  /** required for a registration certificate, absent (null) for a filing */
  expiryDate: day('有效期至').nullable().default(null),
  attachments: z.array(fileRef, '附件格式不正确').max(CERTIFICATE_MAX_ATTACHMENTS, `附件最多${CERTIFICATE_MAX_ATTACHMENTS}个`).default([]),
});
export type CertificateFields = z.infer<typeof certificateFields>;

export const certificateSaveBody = certificateFields.extend({
  certNo: certNoField,
  kind: z.enum(CERTIFICATE_KINDS, '证书类型只能为注册证或备案凭证'),
  /** the platform names the manufacturer holding it; a manufacturer's session is its own company */
  holderCompanyId: rowId('注册人/备案人').optional(),
});
export type CertificateSaveBody = z.infer<typeof certificateSaveBody>;

export const certificateChangeBody = certificateFields.extend({
  id: rowId('注册证'),
  /** the version the change started from; a stale one is refused */
  revision: z.number('版本应为数字').int('版本应为整数').min(1, '版本不正确').optional(),
  changeReason: z.string('变更原因应为文本').trim().min(1, '变更原因不能为空').max(500, '变更原因最长500个字符'),
});
export type CertificateChangeBody = z.infer<typeof certificateChangeBody>;

const optionalText = (label: string, max: number) => z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`).optional();

export const certificateFilter = z.object({
  certNo: optionalText('注册证编号', 60),
  productName: optionalText('产品名称', 100),
  /** the holder's name */
  holderName: optionalText('注册人/备案人', 100),
  deviceClass: z.literal(DEVICE_CLASSES, '管理类别只能为1、2或3').optional(),
  kind: z.enum(CERTIFICATE_KINDS, '证书类型只能为注册证或备案凭证').optional(),
  expiryStatus: z.enum(CERTIFICATE_EXPIRY_STATUSES, '有效期状态不正确').optional(),
});
export type CertificateFilter = z.infer<typeof certificateFilter>;

export const certificatePageBody = certificateFilter.extend({
  pageNum,
  pageSize,
  sortField: z.enum(['certNo', 'expiryDate', 'updatedAt'], '排序字段不正确').optional(),
  sortOrder: z.enum(['ascend', 'descend'], '排序方式不正确').optional(),
});
export type CertificatePageBody = z.infer<typeof certificatePageBody>;

export const certificateRow = z.object({
  id: z.number(),
  certNo: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  holderCompanyId: z.number(),
  holderName: z.string(),
  deviceClass: z.number(),
  productName: z.string(),
  issueDate: z.string(),
  expiryDate: z.string().nullable(),
  /** calendar days from the tenant's today to the expiry (negative: expired); null for a filing */
  daysLeft: z.number().nullable(),
  currentVersion: z.number(),
  updatedAt: z.string(),
});
export type CertificateRow = z.infer<typeof certificateRow>;

export const certificateVersion = z.object({
  version: z.number(),
  deviceClass: z.number(),
  productName: z.string(),
  structure: z.string(),
  scope: z.string(),
  issueDate: z.string(),
  expiryDate: z.string().nullable(),
  attachments: z.array(z.object({ fileCode: z.string(), fileName: z.string() })),
  changeReason: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type CertificateVersion = z.infer<typeof certificateVersion>;

export const certificateDetail = certificateRow.extend({
  structure: z.string(),
  scope: z.string(),
  attachments: z.array(z.object({ fileCode: z.string(), fileName: z.string() })),
  /** every version, newest first */
  versions: z.array(certificateVersion),
  /** products pointing at this certificate (of every status) */
  productCount: z.number(),
  /** the session may change it */
  canEdit: z.boolean(),
});
export type CertificateDetail = z.infer<typeof certificateDetail>;

export const certificateIdBody = z.object({ id: rowId('注册证') });
export const certificateAttachmentQuery = z.object({
  id: z.coerce.number('注册证应为数字').int('注册证不正确').min(1, '注册证不正确').max(2_147_483_647, '注册证不正确'),
  fileCode: z.string('文件编码应为文本').trim().min(1, '文件编码不能为空').max(64, '文件编码最长64个字符'),
});
export const certificateCheckNoBody = z.object({ certNo: z.string('注册证编号应为文本').max(60, '注册证编号最长60个字符') });

export const certificateCheckAnswer = z.union([
  z.object({
    ok: z.literal(true),
    kind: z.enum(CERTIFICATE_KINDS),
    deviceClass: z.number(),
    authority: z.string(),
    year: z.string(),
    serial: z.string(),
    origin: z.string().optional(),
    category: z.string().optional(),
    /** the number is already registered in the tenant */
    exists: z.boolean(),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type CertificateCheckAnswer = z.infer<typeof certificateCheckAnswer>;

export const certificateOptionsBody = z.object({
  keyword: optionalText('关键字', 60),
  holderCompanyId: rowId('注册人/备案人').optional(),
});
export const certificateOption = z.object({
  id: z.number(),
  certNo: z.string(),
  productName: z.string(),
  expiryDate: z.string().nullable(),
  deviceClass: z.number(),
  kind: z.enum(CERTIFICATE_KINDS),
});
export type CertificateOption = z.infer<typeof certificateOption>;

export const certificatePageEnvelope = envelope(page(certificateRow));
export const certificateDetailEnvelope = envelope(certificateDetail);
export const certificateCheckEnvelope = envelope(certificateCheckAnswer);
export const certificateOptionsEnvelope = envelope(z.array(certificateOption));
