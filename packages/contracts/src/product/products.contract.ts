// Bodies and answers of the product calls (/m-product-center/api/v1/product/*, PRODUCT_PATHS).
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import { isValidGtin14 } from './gs1-rules.js';
import { BARCODE_SCHEMES, LABEL_AIS, PRODUCT_STATUSES } from './product-rules.js';

export { BARCODE_SCHEMES, LABEL_AIS, PRODUCT_STATUSES, PRODUCT_STATUS_NAMES } from './product-rules.js';
export type { BarcodeScheme, LabelAi, ProductStatus } from './product-rules.js';

const text = (label: string, max: number) =>
  z.string(`${label}应为文本`).trim().min(1, `${label}不能为空`).max(max, `${label}最长${max}个字符`);
const optionalText = (label: string, max: number) => z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`).optional();

/** A UDI-DI as a GTIN-14 with its check digit. */
export const udiDi = (label = 'UDI-DI') =>
  z
    .string(`${label}应为文本`)
    .trim()
    .regex(/^[0-9]{14}$/, `${label}应为14位数字（GTIN-14）`)
    .refine(isValidGtin14, `${label}校验位错误`);

export const fileRef = z.object({
  fileCode: z.string('文件编码应为文本').trim().min(1, '文件编码不能为空').max(64, '文件编码最长64个字符'),
  fileName: z.string('文件名应为文本').trim().min(1, '文件名不能为空').max(200, '文件名最长200个字符'),
});
export type FileRef = z.infer<typeof fileRef>;

/** The editable fields of a product (what a pending change of an approved product holds). */
export const productFields = z.object({
  code: z
    .string('产品编码应为文本')
    .trim()
    .min(1, '产品编码不能为空')
    .max(40, '产品编码最长40个字符')
    .regex(/^[A-Za-z0-9_.-]+$/, '产品编码只能包含字母、数字、下划线、点与短横线'),
  name: text('产品名称', 200),
  specification: text('规格型号', 200),
  unit: text('单位', 16),
  categoryId: rowId('产品分类').nullable().default(null),
  certificateId: rowId('注册证').nullable().default(null),
  udiDi: udiDi().nullable().default(null),
  productLineCode: z.string('产品线应为文本').trim().max(40, '产品线最长40个字符').nullable().default(null),
  pictures: z.array(fileRef, '产品图片格式不正确').max(9, '产品图片最多9张').default([]),
  barcodeScheme: z.enum(BARCODE_SCHEMES, '条码体系只能为 GS1 或 MA').default('GS1'),
  labelAis: z
    .array(z.enum(LABEL_AIS, '标签应用标识符只能为 01、11、17、10、21'), '标签应用标识符格式不正确')
    .max(5, '标签应用标识符最多5个')
    .default(['01', '17', '10']),
});
export type ProductFields = z.infer<typeof productFields>;

export const productSaveBody = productFields.extend({
  /** absent: a new product */
  id: rowId('产品').optional(),
  /** the revision the edit started from (absent for a new product); a stale one is refused */
  revision: z.number('版本应为数字').int('版本应为整数').min(0, '版本不正确').optional(),
  /** the platform names the manufacturer; a manufacturer's session is its own company */
  manufacturerCompanyId: rowId('生产企业').optional(),
});
export type ProductSaveBody = z.infer<typeof productSaveBody>;

export const productPageBody = z.object({
  pageNum,
  pageSize,
  /** name, pinyin initials ('yxkz'), code, model, certificate number or UDI-DI */
  keyword: optionalText('关键字', 50),
  name: optionalText('产品名称', 50),
  specification: optionalText('规格型号', 50),
  certNo: optionalText('注册证编号', 60),
  udiDi: optionalText('UDI-DI', 14),
  categoryId: rowId('产品分类').optional(),
  status: z.enum(PRODUCT_STATUSES, '审核状态不正确').optional(),
  enabled: z.boolean('启用状态应为布尔值').optional(),
  manufacturerCompanyId: rowId('生产企业').optional(),
  sortField: z.enum(['code', 'name', 'updatedAt'], '排序字段不正确').optional(),
  sortOrder: z.enum(['ascend', 'descend'], '排序方式不正确').optional(),
});
export type ProductPageBody = z.infer<typeof productPageBody>;

export const productRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  nameInitials: z.string(),
  specification: z.string(),
  unit: z.string(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  manufacturerCompanyId: z.number(),
  manufacturerName: z.string(),
  certificateId: z.number().nullable(),
  certNo: z.string().nullable(),
  deviceClass: z.number().nullable(),
  /** the certificate's expiry ('YYYY-MM-DD'); null for a filing or no certificate */
  certExpiryDate: z.string().nullable(),
  udiDi: z.string().nullable(),
  productLineCode: z.string().nullable(),
  /** the main picture's file code */
  pictureFileCode: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  enabled: z.boolean(),
  /** an approved product with a change waiting for audit */
  hasPending: z.boolean(),
  /** the session user may decide the product's running audit (an approver of its step, not its committer) */
  mayAudit: z.boolean(),
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
  revision: z.number(),
});
export type ProductRow = z.infer<typeof productRow>;

export const productIdBody = z.object({ id: rowId('产品') });

export const productStatusBody = z.object({
  ids: z.array(rowId('产品'), '产品应为数组').min(1, '请选择产品').max(500, '一次最多500个产品'),
  enabled: z.boolean('启用状态应为布尔值'),
});

export const productCommitBody = z.object({
  id: rowId('产品'),
  revision: z.number('版本应为数字').int('版本应为整数').min(0, '版本不正确'),
});

export const productAuditBody = z
  .object({
    id: rowId('产品'),
    approve: z.boolean('审核结果应为布尔值'),
    reason: z.string('驳回原因应为文本').trim().max(500, '驳回原因最长500个字符').optional(),
  })
  // a rejection says why (the engine's reject needs its reason too)
  .refine((b) => b.approve || Boolean(b.reason), { message: '驳回原因不能为空', path: ['reason'] });

export const productPageEnvelope = envelope(page(productRow));

/** One packaging level above the product's own unit, as the detail shows it. */
export const productPackageLevel = z.object({
  id: z.number(),
  level: z.number(),
  name: z.string(),
  udiDi: z.string(),
  quantity: z.number(),
  unit: z.string(),
});
export type ProductPackageLevel = z.infer<typeof productPackageLevel>;

/** productDetail: the row, its pictures and barcode rules, the pending change and the packaging levels. */
export const productDetail = productRow.extend({
  pictures: z.array(fileRef),
  barcodeScheme: z.enum(BARCODE_SCHEMES),
  labelAis: z.array(z.string()),
  /** the change of an approved product waiting for audit (only its manufacturer and the platform see it) */
  pending: productFields.nullable(),
  rejectReason: z.string().nullable(),
  packages: z.array(productPackageLevel),
});
export type ProductDetail = z.infer<typeof productDetail>;
export const productDetailEnvelope = envelope(productDetail);

/** productExport: the list's filter without paging. */
export const productExportBody = productPageBody.omit({ pageNum: true, pageSize: true });
export type ProductExportBody = z.infer<typeof productExportBody>;
export const PRODUCT_EXPORT_MAX_ROWS = 10_000;

export const productOptionsBody = z.object({ keyword: optionalText('关键字', 50) }).optional();
export const productOption = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  specification: z.string(),
  unit: z.string(),
  udiDi: z.string().nullable(),
});
export type ProductOption = z.infer<typeof productOption>;
export const productOptionsEnvelope = envelope(z.array(productOption));
export const PRODUCT_OPTIONS_MAX = 20;
