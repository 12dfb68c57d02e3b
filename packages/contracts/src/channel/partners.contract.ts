// Bodies and answers of the enterprise-registry calls (/m-channel-center/api/v1/partner/*, CHANNEL_PATHS):
// the companies a company works with, by kind, the relation's data, the partner's licences and trades.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import { CONTACT_PHONE_RULE, CREDIT_CODE_INVALID_MSG, CREDIT_CODE_LENGTH_MSG, isValidCreditCode } from '../staff/company-rules.js';
import { QUALIFICATION_EXPIRY_STATUSES, QUALIFICATION_FILE_TYPES, dayField } from './qualification-files.contract.js';
import { PARTNER_KINDS, PARTNER_LEVEL_MAX, PARTNER_REMARK_MAX } from './partner-rules.js';

export * from './partner-rules.js';

const kindField = z.enum(PARTNER_KINDS, '企业分类只能为经销商、CSO、第三方企业、生产厂家或医院');
const text = (label: string, max: number) => z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`);
// eslint-disable-next-line no-control-regex
const noControl = /^[^\u0000-\u001f\u007f]*$/;

/** A unified social credit code: 18 characters with a right GB 32100 check character (upper-cased). */
export const partnerCreditCode = z
  .string('统一社会信用代码应为文本')
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().length(18, CREDIT_CODE_LENGTH_MSG).refine(isValidCreditCode, CREDIT_CODE_INVALID_MSG));

/** Area code of china-area-data: a province, city or district (6 digits). */
const regionCodeField = z
  .string('所在区域应为文本')
  .trim()
  .regex(/^(\d{6})?$/, '所在区域编码应为6位数字');

export const partnerFilter = z.object({
  kind: kindField,
  /** the platform (MM) reads any company's registry; others only their own */
  ownerCompanyId: rowId('所属企业').optional(),
  partnerName: text('企业名称', 100).optional(),
  creditCode: text('统一社会信用代码', 18).optional(),
  /** a province, city or district: the relations in it */
  regionCode: regionCodeField.optional(),
  enabled: z.boolean('启用状态应为是或否').optional(),
  level: text('合作等级', PARTNER_LEVEL_MAX).optional(),
});
export type PartnerFilter = z.infer<typeof partnerFilter>;

export const PARTNER_SORT_FIELDS = ['level', 'cooperationTo', 'createdAt', 'updatedAt'] as const;
export const partnerPageBody = partnerFilter.extend({
  pageNum,
  pageSize,
  sortField: z.enum(PARTNER_SORT_FIELDS, '排序字段不正确').optional(),
  sortOrder: z.enum(['ascend', 'descend'], '排序方式不正确').optional(),
});
export type PartnerPageBody = z.infer<typeof partnerPageBody>;

export const partnerLookupBody = z.object({
  creditCode: z.string('统一社会信用代码应为文本').trim().max(40, '统一社会信用代码最长18个字符'),
  /** when given, a company of another type is refused with the kind's message */
  kind: kindField.optional(),
  ownerCompanyId: rowId('所属企业').optional(),
});
export type PartnerLookupBody = z.infer<typeof partnerLookupBody>;

export const partnerCompany = z.object({
  companyId: z.number(),
  companyCode: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  creditCode: z.string(),
  /** the platform's authentication of the company (staff companies: '1' approved, '3' waiting ...) */
  approveStatus: z.string().nullable(),
});
export type PartnerCompany = z.infer<typeof partnerCompany>;

export const partnerLookupAnswer = partnerCompany.extend({
  /** the relation of that kind the owner already has with the company, if any */
  relationId: z.number().nullable(),
});
export type PartnerLookupAnswer = z.infer<typeof partnerLookupAnswer>;

export const partnerSaveBody = z.object({
  /** absent: a new relation; present: edit that relation (kind and partner stay) */
  id: rowId('企业关系').optional(),
  kind: kindField,
  ownerCompanyId: rowId('所属企业').optional(),
  /** the partner by credit code (the add form) or by id */
  creditCode: partnerCreditCode.optional(),
  partnerCompanyId: rowId('合作企业').optional(),
  contactName: text('联系人', 32).regex(noControl, '联系人不能包含控制字符').min(1, '请输入联系人'),
  contactPhone: z.string('联系电话应为文本').trim().regex(CONTACT_PHONE_RULE, '请输入正确的联系电话（手机号或座机号）'),
  regionCode: regionCodeField.default(''),
  level: text('合作等级', PARTNER_LEVEL_MAX).regex(noControl, '合作等级不能包含控制字符').default(''),
  cooperationFrom: dayField('合作开始日期').nullable().default(null),
  cooperationTo: dayField('合作结束日期').nullable().default(null),
  remark: text('备注', PARTNER_REMARK_MAX).default(''),
});
export type PartnerSaveBody = z.input<typeof partnerSaveBody>;
export type PartnerSaveData = z.infer<typeof partnerSaveBody>;

export const partnerIdBody = z.object({ id: rowId('企业关系') });
export const partnerStatusBody = z.object({ id: rowId('企业关系'), enabled: z.boolean('启用状态应为是或否') });
export const partnerTradesBody = z.object({ id: rowId('企业关系'), pageNum, pageSize });
export type PartnerTradesBody = z.infer<typeof partnerTradesBody>;

export const partnerRow = z.object({
  id: z.number(),
  kind: z.enum(PARTNER_KINDS),
  ownerCompanyId: z.number(),
  partnerCompanyId: z.number(),
  partnerCode: z.string(),
  partnerName: z.string(),
  partnerType: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  regionCode: z.string(),
  /** 省 / 市 / 区 names of the code, '' when none */
  regionName: z.string(),
  level: z.string(),
  cooperationFrom: z.string().nullable(),
  cooperationTo: z.string().nullable(),
  remark: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerRow = z.infer<typeof partnerRow>;

export const partnerFile = z.object({
  id: z.number(),
  fileType: z.enum(QUALIFICATION_FILE_TYPES),
  fileTypeName: z.string(),
  fileNo: z.string(),
  validFrom: z.string().nullable(),
  /** null: 长期 */
  validTo: z.string().nullable(),
  daysLeft: z.number().nullable(),
  expiryStatus: z.enum(QUALIFICATION_EXPIRY_STATUSES),
  currentVersion: z.number(),
});
export type PartnerFile = z.infer<typeof partnerFile>;

export const partnerTradeSummary = z.object({
  orderCount: z.number(),
  /** orders the session's company bought from the partner / sold to it */
  buyCount: z.number(),
  sellCount: z.number(),
  /** integer fen, cancelled and rejected orders excluded */
  totalFen: z.number(),
  lastOrderAt: z.string().nullable(),
});
export type PartnerTradeSummary = z.infer<typeof partnerTradeSummary>;

export const partnerDetail = z.object({
  relation: partnerRow,
  partner: partnerCompany,
  files: z.array(partnerFile),
  trades: partnerTradeSummary,
  /** the session may edit, enable/disable and delete it */
  canEdit: z.boolean(),
});
export type PartnerDetail = z.infer<typeof partnerDetail>;

export const partnerTrade = z.object({
  orderId: z.number(),
  orderCode: z.string(),
  orderType: z.string(),
  /** buy: the session's company is the buyer; sell: the supplier */
  direction: z.enum(['buy', 'sell']),
  status: z.string(),
  totalFen: z.number(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type PartnerTrade = z.infer<typeof partnerTrade>;

export const partnerPageEnvelope = envelope(page(partnerRow));
export const partnerRowEnvelope = envelope(partnerRow);
export const partnerLookupEnvelope = envelope(partnerLookupAnswer);
export const partnerDetailEnvelope = envelope(partnerDetail);
export const partnerTradesEnvelope = envelope(page(partnerTrade));
