// Product-centre error codes, products (list, edit, audit, status, export): PD1000–PD1019.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const PRODUCT_ERRORS = {
  PRODUCT_NOT_FOUND: { code: 'PD1000', msg: '产品不存在或无权查看' },
} as const;
