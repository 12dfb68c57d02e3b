// Joining and creating a company (/business) and the enterprise centre (/enterpriseCenter): the
// company profile with its contact, and the join requests its admin approves or rejects.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { sessionEnvelope } from './session.contract.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import {
  CONTACT_PHONE_RULE,
  CREATABLE_COMPANY_TYPES,
  CREDIT_CODE_INVALID_MSG,
  CREDIT_CODE_LENGTH_MSG,
  JOIN_STATUSES,
  REJECT_REASON_MAX,
  isValidCreditCode,
} from './company-rules.js';

export * from './company-rules.js';

const noControl = /^[^\p{Cc}]*$/u;

// ---- joining ----

export const joinApplyBody = z.object({
  companyCode: z
    .string('请输入企业编码或统一社会信用代码')
    .trim()
    .min(1, '请输入企业编码或统一社会信用代码')
    .max(40, '企业编码不能超过40个字符')
    .regex(/^[A-Za-z0-9]+$/, '企业编码只能包含字母和数字')
    .transform((v) => v.toUpperCase()),
});
export type JoinApplyBody = z.infer<typeof joinApplyBody>;

/** One of the user's own join requests, as /business shows it. */
export const myJoinRequestSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyCode: z.string(),
  status: z.enum(JOIN_STATUSES),
  /** the admin's reason of a rejection, '' otherwise */
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyJoinRequest = z.infer<typeof myJoinRequestSchema>;
export const myJoinRequestEnvelope = envelope(myJoinRequestSchema);
export const myJoinRequestsEnvelope = envelope(z.array(myJoinRequestSchema));

// ---- creating ----

export const createCompanyBody = z.object({
  companyName: z
    .string('请输入企业名称')
    .trim()
    .min(2, '企业名称至少2个字符')
    .max(100, '企业名称不能超过100个字符')
    .regex(noControl, '企业名称不能包含控制字符'),
  companyType: z.enum(CREATABLE_COMPANY_TYPES, '请选择企业类型'),
  creditCode: z
    .string('请输入统一社会信用代码')
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().length(18, CREDIT_CODE_LENGTH_MSG).refine(isValidCreditCode, CREDIT_CODE_INVALID_MSG)),
});
export type CreateCompanyBody = z.input<typeof createCompanyBody>;
/** The creator is signed into the new company: the answer is a new session, like chooseCompany. */
export const createCompanyEnvelope = sessionEnvelope;

// ---- enterprise centre ----

export const companyProfileSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  companyCode: z.string(),
  companyType: z.string(),
  creditCode: z.string(),
  /** '' or '0' not submitted, '1' approved, '2' rejected, '3' pending */
  approveStatus: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
export const companyProfileEnvelope = envelope(companyProfileSchema);

/** A mobile number or a landline such as 021-12345678(-123). */

export const updateContactBody = z.object({
  contactName: z
    .string('请输入联系人')
    .trim()
    .min(1, '请输入联系人')
    .max(32, '联系人不能超过32个字符')
    .regex(noControl, '联系人不能包含控制字符'),
  contactPhone: z
    .string('请输入联系电话')
    .trim()
    .min(1, '请输入联系电话')
    .regex(CONTACT_PHONE_RULE, '请输入正确的联系电话（手机号或座机号）'),
});
export type UpdateContactBody = z.infer<typeof updateContactBody>;

export const joinRequestPageBody = z.object({
  pageNum,
  pageSize,
  status: z.enum(['pending', 'approved', 'rejected'], '审核状态不正确').optional(),
});
export type JoinRequestPageBody = z.input<typeof joinRequestPageBody>;

/** A join request of the admin's company, as the enterprise centre lists it. */
export const companyJoinRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  phone: z.string(),
  status: z.enum(JOIN_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string(),
});
export type CompanyJoinRequest = z.infer<typeof companyJoinRequestSchema>;
export const joinRequestPageEnvelope = envelope(page(companyJoinRequestSchema));
export const companyJoinRequestEnvelope = envelope(companyJoinRequestSchema);

export const approveJoinBody = z.object({
  id: rowId('申请编号'),
  positionName: z
    .string('岗位名称应为文本')
    .trim()
    .min(1, '请输入岗位名称')
    .max(100, '岗位名称不能超过100个字符')
    .regex(noControl, '岗位名称不能包含控制字符')
    .optional(),
});
export type ApproveJoinBody = z.infer<typeof approveJoinBody>;

export const rejectJoinBody = z.object({
  id: rowId('申请编号'),
  reason: z
    .string('请输入拒绝原因')
    .trim()
    .min(1, '请输入拒绝原因')
    .max(REJECT_REASON_MAX, `拒绝原因不能超过${REJECT_REASON_MAX}个字符`)
    .regex(noControl, '拒绝原因不能包含控制字符'),
});
export type RejectJoinBody = z.infer<typeof rejectJoinBody>;

// ---- company options (system setup: the platform picks the company it manages) ----

export const companyOptionsBody = z
  .object({
    keyword: z.string().trim().max(100, { error: '企业名称最多100个字符' }).optional(),
    companyType: z.enum(['AG', 'FC', 'HO', 'MM', 'SV', 'AM'], { error: '企业类型不正确' }).optional(),
  })
  .nullable();
export type CompanyOptionsBody = z.infer<typeof companyOptionsBody>;

export const companyOptionSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), type: z.string() });
export type CompanyOption = z.infer<typeof companyOptionSchema>;
/** At most COMPANY_OPTIONS_MAX companies, by name; the own company only for a non-platform session. */
export const companyOptionsEnvelope = envelope(z.array(companyOptionSchema));
export const COMPANY_OPTIONS_MAX = 200;
