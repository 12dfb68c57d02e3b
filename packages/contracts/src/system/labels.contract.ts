// Label categories and labels of the platform (PD001 标签分类 /merchants/management/labelClassification,
// 标签管理 /merchants/management/labelList; POST /m-staff-center/api/v1/label/labelCategory/*,
// /label/labelTabulation/*), and the options merchants tag with: enabled labels of enabled categories.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import {
  LABEL_APPLIES_TO,
  LABEL_CATEGORY_CODE_MAX,
  LABEL_CATEGORY_CODE_PATTERN,
  LABEL_COLOUR_PATTERN,
  LABEL_NAME_MAX,
  LABEL_SORT_MAX,
  LABEL_TEXT_MAX,
} from './labels-rules.js';

export * from './labels-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const text = (label: string, max: number) =>
  z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`).regex(noControl, `${label}不能包含控制字符`);
const required = (label: string, max: number) => text(label, max).min(1, `请输入${label}`);
const sort = z
  .number('排序应为数字')
  .int('排序应为整数')
  .min(0, '排序不能小于0')
  .max(LABEL_SORT_MAX, `排序不能大于${LABEL_SORT_MAX}`)
  .default(0);
const enabled = z.boolean('状态应为布尔值');
const appliesTo = z.enum(LABEL_APPLIES_TO, '适用对象只能为产品、品牌或企业');
const sortOrder = z.enum(['ascend', 'descend'], '排序方式不正确').optional();
const colour = z
  .string('标签颜色应为字符串')
  .trim()
  .regex(LABEL_COLOUR_PATTERN, '标签颜色格式应为 #RRGGBB')
  .transform((v) => v.toUpperCase());

// ---- categories ----

export const labelCategoryQueryBody = z.object({
  /** name or code, partly */
  keyword: text('关键字', 30).optional(),
  appliesTo: appliesTo.optional(),
  enabled: enabled.optional(),
  page: pageNum,
  pageSize,
  sortField: z.enum(['sort', 'name', 'labelCount', 'createdAt'], '排序字段不正确').optional(),
  sortOrder,
});
export type LabelCategoryQueryBody = z.infer<typeof labelCategoryQueryBody>;

export const labelCategoryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  appliesTo: z.enum(LABEL_APPLIES_TO),
  labelCount: z.number().int(),
  enabledLabelCount: z.number().int(),
  /** ISO instants */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LabelCategoryRow = z.infer<typeof labelCategoryRow>;
export const labelCategoryPageEnvelope = envelope(page(labelCategoryRow));
export const labelCategoryEnvelope = envelope(labelCategoryRow);

export const labelCategoryIdBody = z.object({ id: rowId('标签分类') });
export type LabelCategoryIdBody = z.infer<typeof labelCategoryIdBody>;

const categoryFields = {
  name: required('分类名称', LABEL_NAME_MAX),
  code: required('分类编码', LABEL_CATEGORY_CODE_MAX).regex(
    LABEL_CATEGORY_CODE_PATTERN,
    '分类编码只能包含字母、数字、下划线和横线，并以字母开头',
  ),
  description: text('分类说明', LABEL_TEXT_MAX).default(''),
  sort,
  appliesTo,
};
export const labelCategorySaveBody = z.object({ ...categoryFields, enabled: enabled.default(true) });
export type LabelCategorySaveBody = z.infer<typeof labelCategorySaveBody>;
/** what the web sends (defaults may be left out) */
export type LabelCategorySaveInput = z.input<typeof labelCategorySaveBody>;
export const labelCategoryUpdateBody = z.object({ id: rowId('标签分类'), ...categoryFields });
export type LabelCategoryUpdateBody = z.infer<typeof labelCategoryUpdateBody>;
/** what the web sends (defaults may be left out) */
export type LabelCategoryUpdateInput = z.input<typeof labelCategoryUpdateBody>;
export const labelCategoryStatusBody = z.object({ id: rowId('标签分类'), enabled });
export type LabelCategoryStatusBody = z.infer<typeof labelCategoryStatusBody>;

export const labelCategoryOption = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  appliesTo: z.enum(LABEL_APPLIES_TO),
});
export type LabelCategoryOption = z.infer<typeof labelCategoryOption>;
export const labelCategoryOptionsEnvelope = envelope(z.array(labelCategoryOption));

// ---- labels ----

export const labelQueryBody = z.object({
  categoryId: rowId('标签分类').optional(),
  /** the label's name, partly */
  name: text('标签名称', LABEL_NAME_MAX).optional(),
  enabled: enabled.optional(),
  page: pageNum,
  pageSize,
  sortField: z.enum(['sort', 'name', 'createdAt'], '排序字段不正确').optional(),
  sortOrder,
});
export type LabelQueryBody = z.infer<typeof labelQueryBody>;

export const labelRow = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryEnabled: z.boolean(),
  appliesTo: z.enum(LABEL_APPLIES_TO),
  name: z.string(),
  colour: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LabelRow = z.infer<typeof labelRow>;
export const labelPageEnvelope = envelope(page(labelRow));
export const labelEnvelope = envelope(labelRow);

export const labelIdBody = z.object({ id: rowId('标签') });
export type LabelIdBody = z.infer<typeof labelIdBody>;

const labelFields = {
  categoryId: rowId('标签分类'),
  name: required('标签名称', LABEL_NAME_MAX),
  colour,
  sort,
  remark: text('备注', LABEL_TEXT_MAX).default(''),
};
export const labelSaveBody = z.object({ ...labelFields, enabled: enabled.default(true) });
export type LabelSaveBody = z.infer<typeof labelSaveBody>;
/** what the web sends (defaults may be left out) */
export type LabelSaveInput = z.input<typeof labelSaveBody>;
export const labelUpdateBody = z.object({ id: rowId('标签'), ...labelFields });
export type LabelUpdateBody = z.infer<typeof labelUpdateBody>;
/** what the web sends (defaults may be left out) */
export type LabelUpdateInput = z.input<typeof labelUpdateBody>;
export const labelStatusBody = z.object({ id: rowId('标签'), enabled });
export type LabelStatusBody = z.infer<typeof labelStatusBody>;

/** What a merchant may tag with: optionally only one category or what applies to one kind of object. */
export const labelOptionsBody = z.object({ appliesTo: appliesTo.optional(), categoryId: rowId('标签分类').optional() });
export type LabelOptionsBody = z.infer<typeof labelOptionsBody>;
export const labelOption = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  appliesTo: z.enum(LABEL_APPLIES_TO),
});
export type LabelOption = z.infer<typeof labelOption>;
export const labelOptionsEnvelope = envelope(z.array(labelOption));
