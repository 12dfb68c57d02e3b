// Electronic seals and personal signatures (/systemSetup/signatureManagement, /groupSignature,
// /company/electron-signature/*): a company's seals, who may use them, their uses, the user's own signature.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import { COMPANY_SEAL_TYPES } from './seal-rules.js';

export * from './seal-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const text = (label: string, max: number) =>
  z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`).regex(noControl, `${label}不能包含控制字符`);
const required = (label: string, max: number) => text(label, max).min(1, `请输入${label}`);
const dateTime = (label: string) =>
  z.string(`${label}应为字符串`).regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, `${label}格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`);
const ids = (label: string, max: number) => z.array(rowId(label), `${label}应为数组`).max(max, `${label}不能超过${max}项`);
/** The company the call works on: the platform names one, an enterprise leaves it out (its own). */
const companyId = rowId('企业').optional();
const fileCode = z.string('印章图片应为文件编码').trim().min(1, '请上传印章图片').max(64, '印章图片的文件编码最长64个字符');
const sealType = z.enum(COMPANY_SEAL_TYPES, '印章类型只能为公章、合同专用章、授权专用章或财务专用章');
/** A generated seal: a round red seal with this text (default the company's name) along its arc. */
const generate = z.object({ text: text('印章文字', 30).optional() }, '生成印章的参数应为对象');

export const sealPageBody = z.object({
  companyId,
  name: text('印章名称', 60).optional(),
  sealType: sealType.optional(),
  enabled: z.boolean('状态应为布尔值').optional(),
  page: pageNum,
  pageSize,
});
export type SealPageBody = z.infer<typeof sealPageBody>;

export const sealRow = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  kind: z.enum(['company', 'personal']),
  sealType: z.string(),
  sealTypeName: z.string(),
  name: z.string(),
  imageFileCode: z.string(),
  holderUserId: z.number().int(),
  holderName: z.string(),
  enabled: z.boolean(),
  grantCount: z.number().int(),
  useCount: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss on the tenant's clock; null before the first use */
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SealRow = z.infer<typeof sealRow>;
export const sealPageEnvelope = envelope(page(sealRow));
export const sealEnvelope = envelope(sealRow);

export const sealIdBody = z.object({ companyId, id: rowId('印章') });
export type SealIdBody = z.infer<typeof sealIdBody>;
export const sealImageQuery = z.object({
  id: z.coerce.number('印章应为数字').int('印章不正确').min(1, '印章不正确').max(2_147_483_647, '印章不正确'),
});

export const sealGrant = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userGroupId: z.number().int().nullable(),
  /** the user's name (real name, else login name) or the user group's name */
  name: z.string(),
});
export type SealGrant = z.infer<typeof sealGrant>;

export const sealUseRow = z.object({
  id: z.number().int(),
  sealId: z.number().int(),
  sealName: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  usedAt: z.string(),
  documentType: z.string(),
  documentId: z.number().int(),
  documentNo: z.string(),
  documentHash: z.string(),
});
export type SealUseRow = z.infer<typeof sealUseRow>;

export const sealDetail = sealRow.extend({ grants: z.array(sealGrant), lastUses: z.array(sealUseRow) });
export type SealDetail = z.infer<typeof sealDetail>;
export const sealDetailEnvelope = envelope(sealDetail);

const imageChoice = (v: { fileCode?: string | undefined; generate?: unknown }) => !(v.fileCode && v.generate);

export const sealSaveBody = z
  .object({
    companyId,
    name: required('印章名称', 60),
    sealType,
    holderUserId: rowId('印章保管人'),
    fileCode: fileCode.optional(),
    generate: generate.optional(),
  })
  .refine((v) => Boolean(v.fileCode || v.generate), { message: '请上传印章图片或选择生成印章', path: ['fileCode'] })
  .refine(imageChoice, { message: '上传印章图片与生成印章只能选择一种', path: ['fileCode'] });
export type SealSaveBody = z.infer<typeof sealSaveBody>;

/** Without fileCode or generate the image stays. */
export const sealUpdateBody = z
  .object({
    companyId,
    id: rowId('印章'),
    name: required('印章名称', 60),
    sealType,
    holderUserId: rowId('印章保管人'),
    fileCode: fileCode.optional(),
    generate: generate.optional(),
  })
  .refine(imageChoice, { message: '上传印章图片与生成印章只能选择一种', path: ['fileCode'] });
export type SealUpdateBody = z.infer<typeof sealUpdateBody>;

export const sealStatusBody = z.object({ companyId, id: rowId('印章'), enabled: z.boolean('状态应为布尔值') });
export type SealStatusBody = z.infer<typeof sealStatusBody>;

export const sealOption = z.object({ id: z.number().int(), name: z.string() });
export type SealOption = z.infer<typeof sealOption>;

/** Who may use a seal now, and the company's users and user groups to choose from. */
export const sealGrantList = z.object({
  userIds: z.array(z.number().int()),
  userGroupIds: z.array(z.number().int()),
  users: z.array(sealOption),
  userGroups: z.array(sealOption),
});
export type SealGrantList = z.infer<typeof sealGrantList>;
export const sealGrantListEnvelope = envelope(sealGrantList);

export const sealCandidatesBody = z.object({ companyId });
export const sealCandidatesEnvelope = envelope(sealGrantList.pick({ users: true, userGroups: true }));

export const sealGrantSaveBody = z.object({
  companyId,
  id: rowId('印章'),
  userIds: ids('用章人', 500),
  userGroupIds: ids('用章用户组', 200),
});
export type SealGrantSaveBody = z.infer<typeof sealGrantSaveBody>;

export const sealUsePageBody = z
  .object({
    companyId,
    sealId: rowId('印章').optional(),
    /** the user who stamped: name or login name */
    userName: text('用章人', 64).optional(),
    documentNo: text('文件编号', 40).optional(),
    usedFrom: dateTime('用章开始时间').optional(),
    usedTo: dateTime('用章结束时间').optional(),
    page: pageNum,
    pageSize,
  })
  .refine((v) => !(v.usedFrom && v.usedTo && v.usedFrom > v.usedTo), {
    message: '用章开始时间不能晚于结束时间',
    path: ['usedFrom'],
  });
export type SealUsePageBody = z.infer<typeof sealUsePageBody>;
export const sealUsePageEnvelope = envelope(page(sealUseRow));

/** The company seals the session's user may use (directly or through a user group), and their own signature. */
export const sealMine = z.object({
  seals: z.array(sealRow),
  /** every company seal of the company (read-only view; `seals` says which of them the user may use) */
  companySeals: z.array(sealRow),
  signature: sealRow.nullable(),
  /** the user's latest uses of any seal or their signature in the company */
  recentUses: z.array(sealUseRow),
});
export type SealMine = z.infer<typeof sealMine>;
export const sealMineEnvelope = envelope(sealMine);

export const personalSignatureEnvelope = envelope(sealRow.nullable());
export const personalSignatureSaveBody = z.object({
  fileCode: z.string('签名图片应为文件编码').trim().min(1, '请上传签名图片').max(64, '签名图片的文件编码最长64个字符'),
});
export type PersonalSignatureSaveBody = z.infer<typeof personalSignatureSaveBody>;

export const sealGroupListBody = z.object({ companyId });
export type SealGroupListBody = z.infer<typeof sealGroupListBody>;
export const sealGroupRow = z.object({
  userGroupId: z.number().int(),
  name: z.string(),
  memberCount: z.number().int(),
  seals: z.array(sealOption),
});
export type SealGroupRow = z.infer<typeof sealGroupRow>;
/** Each user group of the company with the seals its members may use; the company's seals to choose from. */
export const sealGroupListEnvelope = envelope(z.object({ groups: z.array(sealGroupRow), seals: z.array(sealOption) }));

export const sealGroupSaveBody = z.object({ companyId, userGroupId: rowId('用户组'), sealIds: ids('印章', 200) });
export type SealGroupSaveBody = z.infer<typeof sealGroupSaveBody>;
