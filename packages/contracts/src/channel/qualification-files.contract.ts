// Bodies and answers of the qualification-file calls (/m-channel-center/api/v1/qualificationFile/*,
// CHANNEL_PATHS): a company's licences by type, each with versions (a new version supersedes the old).
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { rowId } from '../worktable/paging.contract.js';
import { fileRef } from '../product/products.contract.js';
import { QUALIFICATION_EXPIRY_STATUSES, QUALIFICATION_FILE_TYPES, QUALIFICATION_MAX_ATTACHMENTS } from './qualification-files-rules.js';

export * from './qualification-files-rules.js';

export const dayField = (label: string) =>
  z
    .string(`${label}应为文本`)
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, `${label}应为 YYYY-MM-DD 格式的日期`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${label}不是有效日期`,
    );

const text = (label: string, max: number) => z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`);

/**
 * The type's own fields. 营业执照: legalRepresentative, registeredCapital, address, businessScope;
 * 经营许可证 / 备案凭证 / 生产许可证: the licensed category codes (categoryCodes, 2017 catalogue codes such as
 * '06' or '14-01'), warehouseAddress (经营) or productionAddress (生产), responsible person.
 */
export const qualificationFileDetails = z.object({
  companyName: text('企业名称', 200).default(''),
  legalRepresentative: text('法定代表人', 32).default(''),
  /** 注册资本, as printed (e.g. 5000万元人民币) */
  registeredCapital: text('注册资本', 40).default(''),
  address: text('住所', 200).default(''),
  businessScope: text('经营范围', 4000).default(''),
  responsiblePerson: text('企业负责人', 32).default(''),
  qualityManager: text('质量负责人', 32).default(''),
  warehouseAddress: text('库房地址', 200).default(''),
  productionAddress: text('生产地址', 200).default(''),
  categoryCodes: z
    .array(z.string('分类编码应为文本').regex(/^[0-9]{2}(-[0-9]{2})?$/, '分类编码格式不正确'), '经营范围分类格式不正确')
    .max(200, '经营范围分类最多200个')
    .default([]),
  issuingAuthority: text('发证机关', 100).default(''),
});
export type QualificationFileDetails = z.infer<typeof qualificationFileDetails>;

/** The data of one version (what a new version may alter; the type and holder stay). */
export const qualificationFileFields = z.object({
  fileNo: z.string('证照编号应为文本').trim().min(1, '证照编号不能为空').max(60, '证照编号最长60个字符'),
  validFrom: dayField('有效期起').nullable().default(null),
  /** null: 长期 */
  validTo: dayField('有效期至').nullable().default(null),
  details: qualificationFileDetails.default(qualificationFileDetails.parse({})),
  attachments: z
    .array(fileRef, '附件格式不正确')
    .min(1, '请上传证照附件')
    .max(QUALIFICATION_MAX_ATTACHMENTS, `附件最多${QUALIFICATION_MAX_ATTACHMENTS}个`),
});
export type QualificationFileFields = z.infer<typeof qualificationFileFields>;

export const qualificationFileSaveBody = qualificationFileFields.extend({
  fileType: z.enum(QUALIFICATION_FILE_TYPES, '证照类型不正确'),
  /** the platform files for a named company; any other session files for its own company */
  companyId: rowId('企业').optional(),
});
export type QualificationFileSaveBody = z.input<typeof qualificationFileSaveBody>;

export const qualificationFileNewVersionBody = qualificationFileFields.extend({
  id: rowId('资质证照'),
  /** the version the change started from; a stale one is refused */
  currentVersion: z.number('版本应为数字').int('版本应为整数').min(1, '版本不正确'),
  changeReason: z.string('换证原因应为文本').trim().min(1, '换证原因不能为空').max(500, '换证原因最长500个字符'),
});
export type QualificationFileNewVersionBody = z.input<typeof qualificationFileNewVersionBody>;

export const qualificationFileListBody = z.object({
  /** another company's files: the platform, or a company it trades with (read-only) */
  companyId: rowId('企业').optional(),
  fileType: z.enum(QUALIFICATION_FILE_TYPES, '证照类型不正确').optional(),
  expiryStatus: z.enum(QUALIFICATION_EXPIRY_STATUSES, '有效期状态不正确').optional(),
});
export type QualificationFileListBody = z.input<typeof qualificationFileListBody>;

export const qualificationFileRow = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  fileType: z.enum(QUALIFICATION_FILE_TYPES),
  fileTypeName: z.string(),
  fileNo: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  expiryStatus: z.enum(QUALIFICATION_EXPIRY_STATUSES),
  /** days left until validTo (negative: expired); null for 长期 */
  daysLeft: z.number().nullable(),
  currentVersion: z.number(),
  updatedAt: z.string(),
});
export type QualificationFileRow = z.infer<typeof qualificationFileRow>;
export const qualificationFileListEnvelope = envelope(z.array(qualificationFileRow));

export const qualificationFileVersion = z.object({
  version: z.number(),
  fileNo: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  details: qualificationFileDetails,
  attachments: z.array(fileRef),
  changeReason: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type QualificationFileVersion = z.infer<typeof qualificationFileVersion>;

export const qualificationFileDetail = qualificationFileRow.extend({
  current: qualificationFileVersion,
  versions: z.array(qualificationFileVersion),
});
export type QualificationFileDetail = z.infer<typeof qualificationFileDetail>;
export const qualificationFileDetailEnvelope = envelope(qualificationFileDetail);

export const qualificationFileIdBody = z.object({ id: rowId('资质证照') });
export type QualificationFileIdBody = z.input<typeof qualificationFileIdBody>;
export const qualificationFileVersionsEnvelope = envelope(z.array(qualificationFileVersion));

/** GET qualificationFile/attachment?id=&fileCode= */
export const qualificationFileAttachmentQuery = z.object({
  id: z.coerce.number('资质证照应为数字').int('资质证照不正确').min(1, '资质证照不正确').max(2_147_483_647, '资质证照不正确'),
  fileCode: z.string('文件编码应为文本').trim().min(1, '文件编码不能为空').max(64, '文件编码最长64个字符'),
});
