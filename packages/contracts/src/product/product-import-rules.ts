// The product import's zod-free constants (web and server): the kinds of its records, the template's
// sheet and header row, and the limits of the workbook and of the pictures archive.
export const PRODUCT_IMPORT_KIND = 'pd.product';
export const PRODUCT_PICTURES_KIND = 'pd.picture';
export const PRODUCT_IMPORT_SHEET = '产品导入';
/** The template's header row; * marks a required column. */
export const PRODUCT_IMPORT_HEADERS = [
  '产品编码*',
  '产品名称*',
  '规格型号*',
  '单位*',
  '分类编码',
  '注册证编号',
  'UDI-DI',
  '产品线编码',
] as const;
export const PRODUCT_IMPORT_MAX_ROWS = 2_000;
/** The valid rows of a file are written in one transaction. */
export const PRODUCT_IMPORT_BATCH_ROWS = PRODUCT_IMPORT_MAX_ROWS;
/** The same limit as the other workbook imports (IMPORT_TOO_BIG says 20MB). */
export const PRODUCT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const PRODUCT_PICTURES_MAX_BYTES = 100 * 1024 * 1024;
export const PRODUCT_PICTURES_MAX_ENTRIES = 500;
export const PRODUCT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_PICTURES_MAX = 9;
