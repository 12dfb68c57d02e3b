// Company authentication (企业认证, UcAuthCompany): a company's administrator submits its type, name, unified
// social credit code, legal person and business licence (and optionally a video statement, UcAuthVideo);
// the platform reviews it (businessUser) through the approval engine (COMPANY_AUTH), which drives
// companies.approve_status and so the session's approveStatus / authenticateFlag.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { CONTACT_PHONE_RULE, CREDIT_CODE_INVALID_MSG, CREDIT_CODE_LENGTH_MSG, isValidCreditCode } from './company-rules.js';
import { ID_CARD_MSG, isValidIdCard } from '../system/users-rules.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';

import { COMPANY_AUTH_REASON_MAX, COMPANY_AUTH_STATUSES } from './company-auth-rules.js';

export * from './company-auth-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const text = (label: string, max: number, min = 0) => {
  const base = z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`).regex(noControl, `${label}不能包含控制字符`);
  return min ? base.min(min, `请输入${label}`) : base;
};
const fileCode = (label: string) => z.string(`${label}应为字符串`).trim().max(64, `${label}不正确`).regex(noControl, `${label}不正确`);

export const companyAuthSaveBody = z.object({
  /** AG, FC, HO, SV or AM (checked by the server: SC1337) */
  companyType: z.string('请选择企业类型').trim().max(4, '企业类型不正确'),
  companyName: text('企业名称', 100, 1).refine((v) => v.length >= 2, '企业名称至少2个字符'),
  creditCode: z
    .string('请输入统一社会信用代码')
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().length(18, CREDIT_CODE_LENGTH_MSG).refine(isValidCreditCode, CREDIT_CODE_INVALID_MSG)),
  legalPerson: text('法定代表人', 32, 1),
  legalPersonIdNo: z
    .string('请输入法定代表人身份证号')
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => isValidIdCard(v), `法定代表人${ID_CARD_MSG}`),
  registeredAddress: text('注册地址', 200).optional(),
  contactName: text('联系人', 32).optional(),
  contactPhone: z
    .string('联系电话应为字符串')
    .trim()
    .refine((v) => v === '' || CONTACT_PHONE_RULE.test(v), '联系电话格式不正确')
    .optional(),
  /** the business licence in the company's file library (required: SC1334) */
  licenceFileCode: fileCode('营业执照').optional(),
  videoFileCode: fileCode('视频声明').optional(),
});
export type CompanyAuthSaveBody = z.input<typeof companyAuthSaveBody>;
export type CompanyAuthSaveFields = z.output<typeof companyAuthSaveBody>;

export const companyAuthIdBody = z.object({ id: rowId('认证记录') });
export type CompanyAuthIdBody = z.infer<typeof companyAuthIdBody>;

export const companyAuthRemoveBody = z.object({
  ids: z.array(rowId('认证记录'), '请选择认证记录').min(1, '请选择认证记录').max(20, '一次最多撤销20条认证记录'),
});
export type CompanyAuthRemoveBody = z.infer<typeof companyAuthRemoveBody>;

export const companyAuthFilter = z.object({
  status: z.enum(COMPANY_AUTH_STATUSES, '状态只能为 pending、approved、rejected 或 cancelled').optional(),
  companyType: z.string('企业类型应为字符串').trim().max(4, '企业类型不正确').optional(),
  /** part of the submitted company name */
  companyName: text('企业名称', 100).optional(),
  /** part of the credit code */
  creditCode: text('统一社会信用代码', 18).optional(),
});
export type CompanyAuthFilter = z.infer<typeof companyAuthFilter>;

export const companyAuthPageBody = companyAuthFilter.extend({ page: pageNum, pageSize });
export type CompanyAuthPageBody = z.input<typeof companyAuthPageBody>;

export const companyAuthAuditBody = z
  .object({
    id: rowId('认证记录'),
    approved: z.boolean('请选择审核结果'),
    reason: text('驳回原因', COMPANY_AUTH_REASON_MAX).optional(),
  })
  .refine((v) => v.approved || !!v.reason, { message: '请输入驳回原因', path: ['reason'] });
export type CompanyAuthAuditBody = z.infer<typeof companyAuthAuditBody>;

export const companyAuthFileQuery = z.object({
  id: z.coerce.number('认证记录应为数字').int('认证记录不正确').min(1, '认证记录不正确').max(2_147_483_647, '认证记录不正确'),
  kind: z.enum(['licence', 'video'], '文件类型只能为 licence 或 video'),
});
export type CompanyAuthFileQuery = z.infer<typeof companyAuthFileQuery>;

export const companyAuthSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyCode: z.string(),
  /** the submitted name (the company's current name is currentCompanyName) */
  companyName: z.string(),
  currentCompanyName: z.string(),
  companyType: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  /** masked (110***********4578) except to the platform */
  legalPersonIdNo: z.string(),
  registeredAddress: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  licenceFileCode: z.string(),
  videoFileCode: z.string().nullable(),
  status: z.enum(COMPANY_AUTH_STATUSES),
  rejectReason: z.string(),
  submitterName: z.string(),
  submitterLoginName: z.string(),
  /** masked (138****0000) */
  submitterPhone: z.string(),
  /** YYYY-MM-DD HH:mm:ss on the tenant's clock */
  createTime: z.string(),
  decidedByName: z.string(),
  decideTime: z.string().nullable(),
  examineId: z.number().int().nullable(),
  /** the session may approve or reject it now (a platform approver of the running review) */
  mayAudit: z.boolean(),
  /** the session may cancel it (the company's pending submission, by its submitter) */
  mayCancel: z.boolean(),
});
export type CompanyAuth = z.infer<typeof companyAuthSchema>;
export const companyAuthEnvelope = envelope(companyAuthSchema);
export const companyAuthListEnvelope = envelope(z.array(companyAuthSchema));
export const companyAuthPageEnvelope = envelope(page(companyAuthSchema));

export const companyAuthCurrentSchema = z.object({
  companyId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  /** companies.approve_status: '' 未认证, '3' 审核中, '1' 已认证, '2' 已驳回 */
  approveStatus: z.string(),
  authenticateFlag: z.boolean(),
  /** the company's latest submission that is not cancelled */
  latest: companyAuthSchema.nullable(),
  /** the session is the company's administrator */
  isAdmin: z.boolean(),
  /** the session may submit now (administrator, nothing pending, not authenticated) */
  maySubmit: z.boolean(),
  isPlatform: z.boolean(),
});
export type CompanyAuthCurrent = z.infer<typeof companyAuthCurrentSchema>;
export const companyAuthCurrentEnvelope = envelope(companyAuthCurrentSchema);

export const companyAuthCheckSchema = z.object({ ok: z.boolean() });
export const companyAuthCheckEnvelope = envelope(companyAuthCheckSchema);
