// Bodies and answers of the channel business calls (/m-channel-center/api/v1/channelBusiness/*,
// CHANNEL_PATHS): which distributor carries which product line of a manufacturer in which regions.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { CREDIT_CODE_INVALID_MSG, isValidCreditCode } from '../staff/company-rules.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import { dayField } from './qualification-files.contract.js';
import { CHANNEL_BUSINESS_STATUSES, CHANNEL_REGIONS_MAX, CHANNEL_REMARK_MAX, CHANNEL_TIERS } from './channel-business-rules.js';

const optionalText = (label: string, max: number) => z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`).optional();

const regionCode = z.string('区域编码应为文本').regex(/^[1-9][0-9]{5}$/, '区域编码应为6位行政区划代码');

export const channelBusinessFields = z.object({
  productLineCode: z.string('产品线应为文本').trim().min(1, '请选择产品线').max(40, '产品线最长40个字符'),
  regionCodes: z
    .array(regionCode, '代理区域格式不正确')
    .min(1, '请选择代理区域')
    .max(CHANNEL_REGIONS_MAX, `代理区域最多${CHANNEL_REGIONS_MAX}个`),
  tier: z.literal(CHANNEL_TIERS, '渠道级别只能为一级或二级'),
  validFrom: dayField('有效期起').nullable().default(null),
  validTo: dayField('有效期至').nullable().default(null),
  remark: z.string('备注应为文本').trim().max(CHANNEL_REMARK_MAX, `备注最长${CHANNEL_REMARK_MAX}个字符`).default(''),
});

const period = <T extends { validFrom: string | null; validTo: string | null }>(v: T) =>
  v.validFrom === null || v.validTo === null || v.validFrom <= v.validTo;
const PERIOD_MSG = { message: '有效期至不能早于有效期起', path: ['validTo'] };

/** add: the dealer by its id (picked by name) or by its unified social credit code (typed) */
export const channelBusinessSaveBody = channelBusinessFields
  .extend({
    dealerCompanyId: rowId('渠道商').optional(),
    dealerCreditCode: z
      .string('统一社会信用代码应为文本')
      .trim()
      .toUpperCase()
      .refine((v) => isValidCreditCode(v), CREDIT_CODE_INVALID_MSG)
      .optional(),
  })
  .refine((v) => v.dealerCompanyId !== undefined || v.dealerCreditCode !== undefined, {
    message: '请选择渠道商',
    path: ['dealerCompanyId'],
  })
  .refine(period, PERIOD_MSG);
export type ChannelBusinessSaveBody = z.input<typeof channelBusinessSaveBody>;

export const channelBusinessStatusBody = z.object({
  id: rowId('渠道商务记录'),
  status: z.enum(CHANNEL_BUSINESS_STATUSES, '状态只能为启用或停用'),
});
export type ChannelBusinessStatusBody = z.infer<typeof channelBusinessStatusBody>;

export const channelBusinessIdBody = z.object({ id: rowId('渠道商务记录') });

export const channelBusinessFilter = z.object({
  /** the dealer's name or company code */
  dealerName: optionalText('渠道商', 100),
  productLineCode: optionalText('产品线', 40),
  regionCode: regionCode.optional(),
  tier: z.literal(CHANNEL_TIERS, '渠道级别只能为一级或二级').optional(),
  status: z.enum(CHANNEL_BUSINESS_STATUSES, '状态只能为启用或停用').optional(),
  /** the manufacturer's name (a distributor or the platform sees several) */
  manufacturerName: optionalText('生产企业', 100),
});
export type ChannelBusinessFilter = z.infer<typeof channelBusinessFilter>;

export const channelBusinessPageBody = channelBusinessFilter.extend({
  pageNum,
  pageSize,
  sortField: z.enum(['updatedAt', 'validTo'], '排序字段只能为更新时间或有效期至').optional(),
  sortOrder: z.enum(['ascend', 'descend'], '排序方式不正确').optional(),
});
export type ChannelBusinessPageBody = z.input<typeof channelBusinessPageBody>;
/** export: the list's filter and order, no paging */
export const channelBusinessExportBody = channelBusinessPageBody.omit({ pageNum: true, pageSize: true });
export type ChannelBusinessExportBody = z.input<typeof channelBusinessExportBody>;

const region = z.object({ code: z.string(), name: z.string() });

export const channelBusinessRow = z.object({
  id: z.number(),
  companyId: z.number(),
  manufacturerName: z.string(),
  dealerCompanyId: z.number(),
  dealerCode: z.string(),
  dealerName: z.string(),
  dealerCreditCode: z.string(),
  productLineCode: z.string(),
  productLineName: z.string(),
  regions: z.array(region),
  tier: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  status: z.enum(CHANNEL_BUSINESS_STATUSES),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the session may stop or restart it (its manufacturer, holding the edit button) */
  canEdit: z.boolean(),
});
export type ChannelBusinessRow = z.infer<typeof channelBusinessRow>;
export const channelBusinessPageEnvelope = envelope(page(channelBusinessRow));
export const channelBusinessRowEnvelope = envelope(channelBusinessRow);

export const channelBusinessDealerOptionsBody = z.object({
  /** a part of the name or company code, or a whole unified social credit code */
  keyword: optionalText('渠道商', 100),
});
export const channelBusinessDealerOption = z.object({ id: z.number(), code: z.string(), name: z.string(), creditCode: z.string() });
export type ChannelBusinessDealerOption = z.infer<typeof channelBusinessDealerOption>;
export const channelBusinessDealerOptionsEnvelope = envelope(z.array(channelBusinessDealerOption));

const areaNode: z.ZodType<{ code: string; name: string; children?: { code: string; name: string }[] }> = z.object({
  code: z.string(),
  name: z.string(),
  children: z.array(region).optional(),
});
export const channelBusinessOptions = z.object({
  /** the product lines the session's manufacturer supplies (the others: of the records it sees) */
  productLines: z.array(z.object({ code: z.string(), name: z.string() })),
  /** provinces with their cities */
  regions: z.array(areaNode),
});
export type ChannelBusinessOptions = z.infer<typeof channelBusinessOptions>;
export const channelBusinessOptionsEnvelope = envelope(channelBusinessOptions);
