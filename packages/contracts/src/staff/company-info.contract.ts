// The company's information (/company/info-manage/enterprise-info and financial-info): the enterprise
// profile beside the company's name, code and credit code, and the financial (invoice) information.
// Any member reads them; the company's administrator saves them; the platform reads any company.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { CONTACT_PHONE_RULE, CREDIT_CODE_INVALID_MSG, CREDIT_CODE_LENGTH_MSG, isValidCreditCode } from './company-rules.js';
import {
  BANK_ACCOUNT_RULE,
  PROFILE_LIMITS,
  FINANCIAL_LIMITS,
  TAX_NO_INVALID_MSG,
  TAX_NO_LENGTH_MSG,
  isValidTaxNo,
  normalizeBankAccount,
  isWebsite,
} from './company-info-rules.js';

export * from './company-info-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const INT_MAX = 2147483647;
const text = (label: string, max: number) =>
  z.string(`${label}应为文本`).trim().max(max, `${label}不能超过${max}个字符`).regex(noControl, `${label}不能包含控制字符`).default('');

/** GET: the session's own company; the platform may name another (companyId). */
export const companyInfoQuery = z.object({
  companyId: z.number('企业ID应为数字').int('企业ID应为整数').positive('企业ID应为正整数').max(INT_MAX, '企业ID不正确').optional(),
});
export type CompanyInfoQuery = z.infer<typeof companyInfoQuery>;

/** A province or city with its cities, for the region field. */
export const regionOption = z.object({
  code: z.string(),
  name: z.string(),
  children: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type RegionOption = z.infer<typeof regionOption>;
export const regionOptionsEnvelope = envelope(z.array(regionOption));

// ---- enterprise information ----

export const enterpriseInfoSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  companyCode: z.string(),
  /** AG, FC, HO, MM, SV, AM */
  companyType: z.string(),
  creditCode: z.string(),
  /** '' not submitted, '1' approved, '2' rejected, '3' pending */
  approveStatus: z.string(),
  /** the name and credit code are fixed once the company is authenticated */
  identityLocked: z.boolean(),
  logoUrl: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  shortName: z.string(),
  regionCode: z.string(),
  /** e.g. 江苏省 南京市; '' without a region */
  regionName: z.string(),
  address: z.string(),
  businessScope: z.string(),
  website: z.string(),
  intro: z.string(),
  updatedAt: z.string().nullable(),
  /** whether this session may save (the company's administrator) */
  editable: z.boolean(),
});
export type EnterpriseInfo = z.infer<typeof enterpriseInfoSchema>;
export const enterpriseInfoEnvelope = envelope(enterpriseInfoSchema);

export const saveEnterpriseInfoBody = z.object({
  /** only while the company is not authenticated; otherwise it must equal the current name */
  companyName: z
    .string('企业名称应为文本')
    .trim()
    .min(2, '企业名称至少2个字符')
    .max(100, '企业名称不能超过100个字符')
    .regex(noControl, '企业名称不能包含控制字符')
    .optional(),
  creditCode: z
    .string('统一社会信用代码应为文本')
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().length(18, CREDIT_CODE_LENGTH_MSG).refine(isValidCreditCode, CREDIT_CODE_INVALID_MSG))
    .optional(),
  shortName: text('企业简称', PROFILE_LIMITS.shortName),
  regionCode: z
    .string('所在地区应为文本')
    .trim()
    .regex(/^(?:[1-9]\d{5})?$/, '所在地区应为6位行政区划代码')
    .default(''),
  address: text('详细地址', PROFILE_LIMITS.address),
  businessScope: text('经营范围', PROFILE_LIMITS.businessScope),
  website: text('企业网站', PROFILE_LIMITS.website).refine(
    (v) => v === '' || isWebsite(v),
    '企业网站格式不正确，应以 http:// 或 https:// 开头',
  ),
  intro: z.string('企业简介应为文本').trim().max(PROFILE_LIMITS.intro, `企业简介不能超过${PROFILE_LIMITS.intro}个字符`).default(''),
});
export type SaveEnterpriseInfoBody = z.input<typeof saveEnterpriseInfoBody>;

// ---- financial information ----

export const financialInfoSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** false until the administrator first saves it */
  saved: z.boolean(),
  invoiceTitle: z.string(),
  taxNo: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  invoiceAddress: z.string(),
  invoicePhone: z.string(),
  updatedAt: z.string().nullable(),
  editable: z.boolean(),
});
export type FinancialInfo = z.infer<typeof financialInfoSchema>;
export const financialInfoEnvelope = envelope(financialInfoSchema);

export const saveFinancialInfoBody = z.object({
  invoiceTitle: z
    .string('请输入发票抬头')
    .trim()
    .min(1, '请输入发票抬头')
    .max(FINANCIAL_LIMITS.invoiceTitle, `发票抬头不能超过${FINANCIAL_LIMITS.invoiceTitle}个字符`)
    .regex(noControl, '发票抬头不能包含控制字符'),
  taxNo: z
    .string('请输入纳税人识别号')
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(
      z
        .string()
        .min(1, '请输入纳税人识别号')
        .refine((v) => [15, 18, 20].includes(v.length), TAX_NO_LENGTH_MSG)
        .refine(isValidTaxNo, TAX_NO_INVALID_MSG),
    ),
  bankName: text('开户银行', FINANCIAL_LIMITS.bankName),
  bankAccount: z
    .string('银行账号应为文本')
    .transform(normalizeBankAccount)
    .refine((v) => v === '' || BANK_ACCOUNT_RULE.test(v), '银行账号应为8至30位数字（可含空格）')
    .default(''),
  invoiceAddress: text('开票地址', FINANCIAL_LIMITS.invoiceAddress),
  invoicePhone: z
    .string('开票电话应为文本')
    .trim()
    .refine((v) => v === '' || CONTACT_PHONE_RULE.test(v), '开票电话格式不正确，请输入手机号或座机号（如 021-12345678）')
    .default(''),
});
export type SaveFinancialInfoBody = z.input<typeof saveFinancialInfoBody>;
