// System setup, reference data: pick-up addresses of a supplier (pickUpAddress/*, the bySelf carry way of
// orders), the project status dictionary of the tenant (projectStatus/*) and the enterprise registry data
// imported from Excel (qichacha/*), with its lookup for pre-filling company authentication and relations.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { failRowItem, importProgressItem } from '../mall/imports.contract.js';
import { CREDIT_CODE_INVALID_MSG, CREDIT_CODE_LENGTH_MSG, isValidCreditCode } from '../staff/company-rules.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import {
  PICK_UP_ADDRESS_MAX,
  PICK_UP_HOURS_MAX,
  PICK_UP_NAME_MAX,
  PICK_UP_PHONE_RULE,
  PROJECT_STATUS_CODE_RULE,
  PROJECT_STATUS_COLOR_RULE,
  REGISTRY_STATUSES,
} from './reference-data-rules.js';

export * from './reference-data-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const text = (label: string, max: number) =>
  z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`).regex(noControl, `${label}不能包含控制字符`);
const required = (label: string, max: number) => text(label, max).min(1, `请输入${label}`);
const areaCode = (label: string) => z.string(`${label}应为文本`).regex(/^\d{6}$/, `${label}应为6位数字`);
/** The company the call works on: the platform names one, an enterprise leaves it out (its own). */
const companyId = rowId('企业 companyId').optional();
const queryId = (label: string) =>
  z.coerce.number(`${label}应为数字`).int(`${label}不正确`).min(1, `${label}不正确`).max(2_147_483_647, `${label}不正确`);

// ---- pick-up addresses
export const pickUpAddressPageBody = z.object(
  {
    companyId,
    keyword: text('关键字 keyword', 60).optional(),
    enabled: z.boolean('状态 enabled 应为布尔值').optional(),
    pageNum,
    pageSize,
  },
  { error: '请求体不能为空' },
);
export type PickUpAddressPageBody = z.input<typeof pickUpAddressPageBody>;

const pickUpFields = {
  companyId,
  name: required('自提点名称 name', PICK_UP_NAME_MAX),
  contact: required('联系人 contact', 32),
  phone: z.string('联系电话 phone 应为文本').trim().regex(PICK_UP_PHONE_RULE, '联系电话 phone 格式不正确（手机号或带区号的固定电话）'),
  provinceCode: areaCode('省份 provinceCode'),
  cityCode: areaCode('城市 cityCode'),
  /** optional only for a city without districts */
  districtCode: z
    .string('区县 districtCode 应为文本')
    .regex(/^\d{6}(?:\d{3})?$/, '区县 districtCode 应为6位或9位数字')
    .optional(),
  detailedAddress: required('详细地址 detailedAddress', PICK_UP_ADDRESS_MAX),
  businessHours: text('营业时间 businessHours', PICK_UP_HOURS_MAX).optional(),
  isDefault: z.boolean('默认 isDefault 应为布尔值').default(false),
  enabled: z.boolean('状态 enabled 应为布尔值').default(true),
};
export const pickUpAddressSaveBody = z.object(pickUpFields, { error: '请求体不能为空' });
export type PickUpAddressSaveBody = z.input<typeof pickUpAddressSaveBody>;
export const pickUpAddressUpdateBody = z.object({ id: rowId('自提地址 id'), ...pickUpFields }, { error: '请求体不能为空' });
export type PickUpAddressUpdateBody = z.input<typeof pickUpAddressUpdateBody>;
export const pickUpAddressIdBody = z.object({ companyId, id: rowId('自提地址 id') }, { error: '请求体不能为空' });
export type PickUpAddressIdBody = z.input<typeof pickUpAddressIdBody>;
export const pickUpAddressStatusBody = z.object(
  { companyId, id: rowId('自提地址 id'), enabled: z.boolean('状态 enabled 应为布尔值') },
  { error: '请求体不能为空' },
);
export type PickUpAddressStatusBody = z.input<typeof pickUpAddressStatusBody>;

export const pickUpAddressRow = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string().nullable(),
  districtName: z.string().nullable(),
  detailedAddress: z.string(),
  /** province + city + district + detailed address, for display */
  fullAddress: z.string(),
  businessHours: z.string().nullable(),
  isDefault: z.boolean(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type PickUpAddressRow = z.infer<typeof pickUpAddressRow>;
export const pickUpAddressPageEnvelope = envelope(page(pickUpAddressRow));
export const pickUpAddressEnvelope = envelope(pickUpAddressRow);

/** pickUpAddress/options: a supplier's enabled pick-up addresses (default first), for the bySelf carry way. */
export const pickUpAddressOptionsBody = z
  .object(
    { supplierCompanyId: rowId('供应商 supplierCompanyId').optional(), supplierCode: text('供应商编码 supplierCode', 40).optional() },
    { error: '请求体不能为空' },
  )
  .refine((b) => b.supplierCompanyId !== undefined || Boolean(b.supplierCode), {
    message: '请指定供应商 supplierCompanyId 或供应商编码 supplierCode',
    path: ['supplierCompanyId'],
  });
export type PickUpAddressOptionsBody = z.input<typeof pickUpAddressOptionsBody>;
export const pickUpAddressOption = pickUpAddressRow.pick({
  id: true,
  name: true,
  contact: true,
  phone: true,
  fullAddress: true,
  businessHours: true,
  isDefault: true,
});
export type PickUpAddressOption = z.infer<typeof pickUpAddressOption>;
export const pickUpAddressOptionsEnvelope = envelope(z.array(pickUpAddressOption));

// ---- project statuses
export const projectStatusPageBody = z.object(
  { keyword: text('关键字 keyword', 32).optional(), enabled: z.boolean('状态 enabled 应为布尔值').optional(), pageNum, pageSize },
  { error: '请求体不能为空' },
);
export type ProjectStatusPageBody = z.input<typeof projectStatusPageBody>;

const projectStatusFields = {
  code: z.string('编码 code 应为文本').trim().regex(PROJECT_STATUS_CODE_RULE, '编码 code 应以字母开头，由最多32位字母、数字或下划线组成'),
  name: required('名称 name', 32),
  color: z.string('颜色 color 应为文本').trim().regex(PROJECT_STATUS_COLOR_RULE, '颜色 color 格式应为 #RRGGBB'),
  /** absent on save: after the last */
  sort: z.number('排序 sort 应为数字').int('排序 sort 应为整数').min(0, '排序 sort 最小为0').max(9999, '排序 sort 最大为9999').optional(),
  enabled: z.boolean('状态 enabled 应为布尔值').default(true),
};
export const projectStatusSaveBody = z.object(projectStatusFields, { error: '请求体不能为空' });
export type ProjectStatusSaveBody = z.input<typeof projectStatusSaveBody>;
export const projectStatusUpdateBody = z.object({ id: rowId('项目状态 id'), ...projectStatusFields }, { error: '请求体不能为空' });
export type ProjectStatusUpdateBody = z.input<typeof projectStatusUpdateBody>;
export const projectStatusIdBody = z.object({ id: rowId('项目状态 id') }, { error: '请求体不能为空' });
export const projectStatusStatusBody = z.object(
  { id: rowId('项目状态 id'), enabled: z.boolean('状态 enabled 应为布尔值') },
  { error: '请求体不能为空' },
);
export type ProjectStatusStatusBody = z.input<typeof projectStatusStatusBody>;
/** projectStatus/sort: every status of the tenant in its new order */
export const projectStatusSortBody = z.object(
  {
    ids: z
      .array(rowId('排序 ids 中的项目状态'), '排序 ids 应为数组')
      .min(1, '排序 ids 不能为空')
      .max(200, '排序 ids 最多200项')
      .refine((ids) => new Set(ids).size === ids.length, '排序 ids 中的项目状态不能重复'),
  },
  { error: '请求体不能为空' },
);
export type ProjectStatusSortBody = z.input<typeof projectStatusSortBody>;

export const projectStatusRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  color: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type ProjectStatusRow = z.infer<typeof projectStatusRow>;
export const projectStatusPageEnvelope = envelope(page(projectStatusRow));
export const projectStatusEnvelope = envelope(projectStatusRow);
export const projectStatusOptionsEnvelope = envelope(z.array(projectStatusRow.pick({ id: true, code: true, name: true, color: true })));

// ---- enterprise registry data
const creditCode = z
  .string('统一社会信用代码 creditCode 应为文本')
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().length(18, `creditCode ${CREDIT_CODE_LENGTH_MSG}`).refine(isValidCreditCode, `creditCode ${CREDIT_CODE_INVALID_MSG}`));

const registryFilter = {
  name: text('企业名称 name', 120).optional(),
  creditCode: text('统一社会信用代码 creditCode', 18).optional(),
  status: z.enum(REGISTRY_STATUSES, `登记状态 status 只能为 ${REGISTRY_STATUSES.join('、')}`).optional(),
};
export const registryPageBody = z.object({ ...registryFilter, pageNum, pageSize }, { error: '请求体不能为空' });
export type RegistryPageBody = z.input<typeof registryPageBody>;
export const registryExportBody = z.object(registryFilter, { error: '请求体不能为空' });
export type RegistryExportBody = z.input<typeof registryExportBody>;

export const registryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  registeredCapital: z.string().nullable(),
  status: z.string(),
  registeredAddress: z.string().nullable(),
  /** YYYY-MM-DD */
  establishedDate: z.string().nullable(),
  updatedAt: z.string(),
});
export type RegistryRow = z.infer<typeof registryRow>;
export const registryPageEnvelope = envelope(page(registryRow));

/** qichacha/lookup: an exact credit code, or a part of the name (at most 10 answers). */
export const registryLookupBody = z
  .object({ creditCode: creditCode.optional(), name: text('企业名称 name', 120).optional() }, { error: '请求体不能为空' })
  .refine((b) => b.creditCode !== undefined || Boolean(b.name), {
    message: '请输入统一社会信用代码 creditCode 或企业名称 name',
    path: ['creditCode'],
  });
export type RegistryLookupBody = z.input<typeof registryLookupBody>;
export const registryLookupEnvelope = envelope(z.array(registryRow));

export const registryImportQuery = z.object({});
export const registryImportStartedEnvelope = envelope(z.object({ progressId: z.number().int() }));
export const registryImportProgressBody = z.object({ id: rowId('导入记录编号 id') }, { error: '请求体不能为空' });
export const registryImportProgressEnvelope = envelope(importProgressItem);
export const registryImportFailuresBody = z.object(
  { progressId: rowId('导入记录编号 progressId'), pageNum, pageSize },
  { error: '请求体不能为空' },
);
export type RegistryImportFailuresBody = z.input<typeof registryImportFailuresBody>;
export const registryImportFailuresEnvelope = envelope(page(failRowItem));
export const registryImportFailureFileQuery = z.object({ id: queryId('导入记录编号 id') });
export const registryImportHistoryBody = z.object({ pageNum, pageSize }, { error: '请求体不能为空' });
export type RegistryImportHistoryBody = z.input<typeof registryImportHistoryBody>;
export type RegistryImportHistoryQuery = z.infer<typeof registryImportHistoryBody>;
export const registryImportHistoryEnvelope = envelope(page(importProgressItem));
