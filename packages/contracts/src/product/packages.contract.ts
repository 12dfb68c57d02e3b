// Bodies and answers of the packaging, barcode rule and label calls (/m-product-center/api/v1/productPackage/*).
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { rowId } from '../worktable/paging.contract.js';
import { LABEL_FORMATS, LABEL_SHEET_MAX, LABEL_SYMBOLOGIES, PACKAGE_LEVELS_MAX } from './label-rules.js';
import { BARCODE_SCHEMES, LABEL_AIS } from './products.contract.js';

export type LabelSymbology = (typeof LABEL_SYMBOLOGIES)[number];
export type LabelFormat = (typeof LABEL_FORMATS)[number];

const text = (label: string, max: number) =>
  z.string(`${label}应为文本`).trim().min(1, `${label}不能为空`).max(max, `${label}最长${max}个字符`);
const queryId = (label: string) =>
  z.coerce.number(`${label}应为数字`).int(`${label}不正确`).min(1, `${label}不正确`).max(2_147_483_647, `${label}不正确`);

export const packageListBody = z.object({ productId: rowId('产品') });

export const packageLevelInput = z.object({
  name: text('包装名称', 20),
  /** checked by the service, which names the level in its messages */
  udiDi: z
    .string('UDI-DI应为文本')
    .trim()
    .regex(/^[0-9]{14}$/, 'UDI-DI应为14位数字（GTIN-14）'),
  quantity: z
    .number('包含下级数量应为数字')
    .int('包含下级数量应为整数')
    .min(1, '包含下级数量最小为1')
    .max(1_000_000, '包含下级数量最大为1000000'),
  unit: text('包装单位', 16),
});
export type PackageLevelInput = z.infer<typeof packageLevelInput>;

export const packageSaveBody = z.object({
  productId: rowId('产品'),
  /** from level 2 up */
  levels: z.array(packageLevelInput, '包装层级应为数组').max(PACKAGE_LEVELS_MAX, `包装层级最多${PACKAGE_LEVELS_MAX}级`),
});
export type PackageSaveBody = z.infer<typeof packageSaveBody>;

export const barcodeRuleBody = z.object({
  productId: rowId('产品'),
  barcodeScheme: z.enum(BARCODE_SCHEMES, '条码体系只能为 GS1 或 MA'),
  labelAis: z
    .array(z.enum(LABEL_AIS, '标签应用标识符只能为 01、11、17、10、21'), '标签应用标识符格式不正确')
    .max(LABEL_AIS.length, '标签应用标识符最多5个')
    .refine((ais) => ais.includes('01'), '标签应用标识符必须包含（01）UDI-DI')
    .refine((ais) => new Set(ais).size === ais.length, '标签应用标识符不能重复'),
});
export type BarcodeRuleBody = z.infer<typeof barcodeRuleBody>;

export const packageLevelRow = z.object({
  level: z.number(),
  name: z.string(),
  udiDi: z.string().nullable(),
  /** how many of the level below one holds (1 for the product's own unit) */
  quantity: z.number(),
  unit: z.string(),
  /** how many of the product's own units one holds */
  baseUnits: z.number(),
});
export type PackageLevelRow = z.infer<typeof packageLevelRow>;

export const packageView = z.object({
  product: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    specification: z.string(),
    unit: z.string(),
    udiDi: z.string().nullable(),
    manufacturerCompanyId: z.number(),
  }),
  /** level 1 (the product's own unit) first, then the package levels */
  levels: z.array(packageLevelRow),
  barcodeScheme: z.enum(BARCODE_SCHEMES),
  labelAis: z.array(z.enum(LABEL_AIS)),
});
export type PackageView = z.infer<typeof packageView>;
export const packageViewEnvelope = envelope(packageView);

const labelFields = {
  level: z.coerce
    .number('包装层级应为数字')
    .int('包装层级应为整数')
    .min(1, '包装层级最小为1')
    .max(PACKAGE_LEVELS_MAX + 1, '包装层级不正确'),
  symbology: z.enum(LABEL_SYMBOLOGIES, '码制只能为 gs1-128 或 gs1datamatrix'),
  /** AI (10); charset and length checked by the service */
  lot: z.string('批号应为文本').trim().max(50, '批号最长20个字符').optional(),
  /** AI (17): YYMMDD or YYYY-MM-DD */
  expiry: z.string('有效期应为文本').trim().max(10, '有效期格式应为 YYMMDD 或 YYYY-MM-DD').optional(),
  /** AI (11): YYMMDD or YYYY-MM-DD */
  productionDate: z.string('生产日期应为文本').trim().max(10, '生产日期格式应为 YYMMDD 或 YYYY-MM-DD').optional(),
  /** AI (21) */
  serial: z.string('序列号应为文本').trim().max(50, '序列号最长20个字符').optional(),
};

export const labelImageQuery = z.object({
  productId: queryId('产品'),
  ...labelFields,
  format: z.enum(LABEL_FORMATS, '图片格式只能为 png 或 svg').default('png'),
});
export type LabelImageQuery = z.infer<typeof labelImageQuery>;
export type LabelData = Omit<LabelImageQuery, 'format'>;

export const labelSheetItem = z.object({
  productId: rowId('产品'),
  ...labelFields,
  level: z
    .number('包装层级应为数字')
    .int('包装层级应为整数')
    .min(1, '包装层级最小为1')
    .max(PACKAGE_LEVELS_MAX + 1, '包装层级不正确'),
  copies: z.number('份数应为数字').int('份数应为整数').min(1, '份数最小为1').max(LABEL_SHEET_MAX, `份数最大为${LABEL_SHEET_MAX}`),
});
export type LabelSheetItem = z.infer<typeof labelSheetItem>;

export const labelSheetBody = z.object({
  items: z
    .array(labelSheetItem, '标签应为数组')
    .min(1, '请选择要打印的标签')
    .max(50, '一次最多50种标签')
    .refine((items) => items.reduce((n, i) => n + i.copies, 0) <= LABEL_SHEET_MAX, `一次最多打印${LABEL_SHEET_MAX}张标签`),
});
export type LabelSheetBody = z.infer<typeof labelSheetBody>;
