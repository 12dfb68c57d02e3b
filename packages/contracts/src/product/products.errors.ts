// Product-centre error codes, products (list, edit, audit, status, export): PD1000–PD1019.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const PRODUCT_ERRORS = {
  PRODUCT_NOT_FOUND: { code: 'PD1000', msg: '产品不存在或无权查看' },
  // commit and audit (product-audit): PD1012–PD1019
  PRODUCT_AUDIT_STALE: { code: 'PD1012', msg: '产品已被他人修改，请刷新后重试' },
  PRODUCT_NOT_COMMITTABLE: { code: 'PD1013', msg: '产品当前状态不能提交审核' },
  PRODUCT_NO_CERTIFICATE: { code: 'PD1014', msg: '提交审核前请先关联注册证或备案凭证' },
  PRODUCT_CERTIFICATE_EXPIRED: { code: 'PD1015', msg: '产品的注册证已过期，不能提交审核' },
  PRODUCT_CERTIFICATE_HOLDER: { code: 'PD1016', msg: '注册证的注册人（备案人）不是该产品的生产企业' },
  PRODUCT_UDI_REQUIRED: { code: 'PD1017', msg: '第二类、第三类医疗器械提交审核前须填写UDI-DI' },
  PRODUCT_NOT_AUDITING: { code: 'PD1018', msg: '产品不在审核中' },
  PRODUCT_MERGE_CONFLICT: { code: 'PD1019', msg: '产品编码或UDI-DI已被其他产品使用，不能通过审核' },
} as const;
