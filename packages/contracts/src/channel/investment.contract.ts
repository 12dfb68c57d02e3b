// Bodies and answers of the investment calls (/m-channel-center/api/v1/investment/*, CHANNEL_PATHS): a
// manufacturer's investment entries (招商录入: a product line, optionally some of its products, the regions
// it wants covered, requirements and a deadline) and the distributors' applications to them.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import { dayField } from './qualification-files.contract.js';

export const INVESTMENT_STATUSES = ['open', 'closed'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
export const INVESTMENT_STATUS_NAMES: Record<InvestmentStatus, string> = { open: '招商中', closed: '已关闭' };

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, string> = { pending: '待处理', accepted: '已接受', rejected: '已拒绝' };

export const INVESTMENT_DECISIONS = ['accept', 'reject'] as const;
export type InvestmentDecision = (typeof INVESTMENT_DECISIONS)[number];

/** The entry's detail screen: todos of applications and decisions link to it. */
export const INVESTMENT_READ_PATH = '/basicData/investmentEntry/read';
export const INVESTMENT_EDIT_CODE = 'cm.investment.edit';
export const INVESTMENT_APPLY_CODE = 'cm.investment.apply';
export const INVESTMENT_MAX_PRODUCTS = 200;
export const INVESTMENT_MAX_REGIONS = 400;

const text = (label: string, max: number) => z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`);
const optionalText = (label: string, max: number) => text(label, max).optional();
/** a province or city of the national division standard (china-area-data): six digits */
const regionCode = z.string('招商区域编码应为文本').regex(/^[0-9]{6}$/, '招商区域编码应为6位数字');

export const investmentSaveBody = z.object({
  /** absent: a new entry */
  id: rowId('招商信息').optional(),
  title: text('招商标题', 100).min(1, '招商标题不能为空'),
  productLineCode: text('产品线', 40).min(1, '请选择产品线'),
  /** empty: the whole product line */
  productCodes: z
    .array(text('产品编码', 40).min(1, '产品编码不能为空'), '产品格式不正确')
    .max(INVESTMENT_MAX_PRODUCTS, `产品最多${INVESTMENT_MAX_PRODUCTS}个`)
    .default([]),
  regionCodes: z
    .array(regionCode, '招商区域格式不正确')
    .min(1, '请选择招商区域')
    .max(INVESTMENT_MAX_REGIONS, `招商区域最多${INVESTMENT_MAX_REGIONS}个`),
  requirements: text('招商要求', 2000).default(''),
  deadline: dayField('截止日期'),
});
export type InvestmentSaveBody = z.input<typeof investmentSaveBody>;

export const investmentIdBody = z.object({ id: rowId('招商信息') });
export type InvestmentIdBody = z.infer<typeof investmentIdBody>;

export const INVESTMENT_SORT_FIELDS = ['deadline', 'createdAt', 'title'] as const;
export type InvestmentSortField = (typeof INVESTMENT_SORT_FIELDS)[number];

export const investmentPageBody = z.object({
  pageNum,
  pageSize,
  title: optionalText('招商标题', 100),
  productLineCode: optionalText('产品线', 40),
  /** a province or city: entries covering it (a city also matches entries covering its province) */
  regionCode: regionCode.optional(),
  /** a distributor sees open entries only */
  status: z.enum(INVESTMENT_STATUSES, '招商状态不正确').optional(),
  sortField: z.enum(INVESTMENT_SORT_FIELDS, '排序字段不正确').optional(),
  sortOrder: z.enum(['ascend', 'descend'], '排序方式不正确').optional(),
});
export type InvestmentPageBody = z.input<typeof investmentPageBody>;

export const investmentRegion = z.object({ code: z.string(), name: z.string() });
export type InvestmentRegion = z.infer<typeof investmentRegion>;

export const investmentRow = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  title: z.string(),
  productLineCode: z.string(),
  productLineName: z.string(),
  productCodes: z.array(z.string()),
  regions: z.array(investmentRegion),
  deadline: z.string().nullable(),
  status: z.enum(INVESTMENT_STATUSES),
  /** open, but the deadline is before the tenant's today: no more applications */
  expired: z.boolean(),
  /** the manufacturer's (and the platform's) view: applications in all and still pending */
  applicationCount: z.number(),
  pendingCount: z.number(),
  /** a distributor's view: its own application's status, null when it has not applied */
  myApplicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvestmentRow = z.infer<typeof investmentRow>;
export const investmentPageEnvelope = envelope(page(investmentRow));

export const investmentApplication = z.object({
  id: z.number(),
  dealerCompanyId: z.number(),
  dealerName: z.string(),
  creditCode: z.string(),
  note: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string(),
  appliedByName: z.string(),
  createdAt: z.string(),
  decidedByName: z.string(),
  decidedAt: z.string().nullable(),
});
export type InvestmentApplication = z.infer<typeof investmentApplication>;

export const investmentProduct = z.object({ code: z.string(), name: z.string(), specification: z.string() });
export type InvestmentProduct = z.infer<typeof investmentProduct>;

export const investmentDetail = investmentRow.extend({
  requirements: z.string(),
  products: z.array(investmentProduct),
  /** the owner (and the platform): every application; a distributor: none (see myApplication) */
  applications: z.array(investmentApplication),
  myApplication: investmentApplication.nullable(),
  /** the session's company owns the entry (may edit, close and decide) */
  owner: z.boolean(),
  /** the session's company may apply now (a distributor, open, before the deadline, not yet applied) */
  canApply: z.boolean(),
});
export type InvestmentDetail = z.infer<typeof investmentDetail>;
export const investmentDetailEnvelope = envelope(investmentDetail);

export const investmentApplyBody = z.object({
  entryId: rowId('招商信息'),
  note: text('申请说明', 500).default(''),
});
export type InvestmentApplyBody = z.input<typeof investmentApplyBody>;

export const investmentDecideBody = z
  .object({
    applicationId: rowId('代理申请'),
    decision: z.enum(INVESTMENT_DECISIONS, '处理结果只能为接受或拒绝'),
    reason: text('拒绝原因', 500).default(''),
  })
  .refine((b) => b.decision === 'accept' || b.reason.length > 0, { message: '拒绝原因不能为空', path: ['reason'] });
export type InvestmentDecideBody = z.input<typeof investmentDecideBody>;

export const investmentProductLine = z.object({ code: z.string(), name: z.string(), products: z.array(investmentProduct) });
export type InvestmentProductLine = z.infer<typeof investmentProductLine>;
export const investmentProvince = investmentRegion.extend({ children: z.array(investmentRegion) });
export type InvestmentProvince = z.infer<typeof investmentProvince>;
export const investmentOptions = z.object({
  productLines: z.array(investmentProductLine),
  regions: z.array(investmentProvince),
});
export type InvestmentOptions = z.infer<typeof investmentOptions>;
export const investmentOptionsEnvelope = envelope(investmentOptions);
