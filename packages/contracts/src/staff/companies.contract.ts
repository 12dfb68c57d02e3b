// Joining and creating a company (/business) and the enterprise centre (/enterpriseCenter): the
// company profile with its contact, and the join requests its admin approves or rejects.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { sessionEnvelope } from './session.contract.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';

/** Company types a user may create (MM, the operations platform, is set up by the platform only). */
export const CREATABLE_COMPANY_TYPES = ['AG', 'FC', 'HO', 'SV', 'AM'] as const;
export type CreatableCompanyType = (typeof CREATABLE_COMPANY_TYPES)[number];

export const JOIN_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type JoinStatus = (typeof JOIN_STATUSES)[number];

/** approveStatus of a company created by a user: waiting for the platform's authentication. */
export const NEW_COMPANY_APPROVE_STATUS = '3';
/** The position a join approval creates when the admin names none. */
export const DEFAULT_MEMBER_POSITION = '员工';
export const ADMIN_POSITION = '企业管理员';

// GB 32100-2015: 18 characters from 31 symbols (no I, O, S, V, Z); the 18th is a check character.
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters, or null when one is outside the symbol set. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CHARS.indexOf(first17[i] ?? '?');
    if (v < 0) return null;
    sum += v * CREDIT_WEIGHTS[i]!;
  }
  return CREDIT_CHARS[(31 - (sum % 31)) % 31]!;
}

/** True for an 18-character unified social credit code whose check character is right. */
export const isValidCreditCode = (code: string): boolean =>
  CREDIT_CODE_SHAPE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];

export const CREDIT_CODE_LENGTH_MSG = '统一社会信用代码应为18位';
export const CREDIT_CODE_INVALID_MSG = '统一社会信用代码不正确，请核对后重新输入';

const noControl = /^[^\p{Cc}]*$/u;

// ---- joining ----

export const joinApplyBody = z.object({
  companyCode: z.string('请输入企业编码或统一社会信用代码').trim().min(1, '请输入企业编码或统一社会信用代码')
    .max(40, '企业编码不能超过40个字符').regex(/^[A-Za-z0-9]+$/, '企业编码只能包含字母和数字')
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
  companyName: z.string('请输入企业名称').trim().min(2, '企业名称至少2个字符').max(100, '企业名称不能超过100个字符')
    .regex(noControl, '企业名称不能包含控制字符'),
  companyType: z.enum(CREATABLE_COMPANY_TYPES, '请选择企业类型'),
  creditCode: z.string('请输入统一社会信用代码').trim().transform((v) => v.toUpperCase())
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
export const CONTACT_PHONE_RULE = /^(?:1\d{10}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;

export const updateContactBody = z.object({
  contactName: z.string('请输入联系人').trim().min(1, '请输入联系人').max(32, '联系人不能超过32个字符')
    .regex(noControl, '联系人不能包含控制字符'),
  contactPhone: z.string('请输入联系电话').trim().min(1, '请输入联系电话')
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
  positionName: z.string('岗位名称应为文本').trim().min(1, '请输入岗位名称').max(100, '岗位名称不能超过100个字符')
    .regex(noControl, '岗位名称不能包含控制字符').optional(),
});
export type ApproveJoinBody = z.infer<typeof approveJoinBody>;

export const REJECT_REASON_MAX = 200;
export const rejectJoinBody = z.object({
  id: rowId('申请编号'),
  reason: z.string('请输入拒绝原因').trim().min(1, '请输入拒绝原因').max(REJECT_REASON_MAX, `拒绝原因不能超过${REJECT_REASON_MAX}个字符`)
    .regex(noControl, '拒绝原因不能包含控制字符'),
});
export type RejectJoinBody = z.infer<typeof rejectJoinBody>;
