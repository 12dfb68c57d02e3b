// Product-centre error codes, the product and picture import: PD1081–PD1089 (a missing file is a 400).
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const PRODUCT_IMPORT_ERRORS = {
  PRODUCT_IMPORT_NOT_MANUFACTURER: { code: 'PD1081', msg: '生产企业不存在或不是生产企业' },
  PRODUCT_IMPORT_NOT_ZIP: { code: 'PD1082', msg: '仅支持 .zip 格式的图片压缩包' },
  PRODUCT_IMPORT_ZIP_TOO_BIG: { code: 'PD1083', msg: '图片压缩包大小不能超过100MB' },
} as const;
