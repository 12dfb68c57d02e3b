// Product-centre error codes, the product and picture import: PD1080–PD1089.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const PRODUCT_IMPORT_ERRORS = {
  PRODUCT_IMPORT_NO_FILE: { code: 'PD1080', msg: '请选择要导入的文件' },
} as const;
