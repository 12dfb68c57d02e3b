// Product-centre error codes, the product category tree: PD1060–PD1069.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const CATEGORY_ERRORS = {
  CATEGORY_NOT_FOUND: { code: 'PD1060', msg: '产品分类不存在' },
} as const;
