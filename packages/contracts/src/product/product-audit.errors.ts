// Product-centre error codes, product commit and audit (product-audit): PD1100–PD1109, beside the parts'
// ranges PD1000–PD1099. Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const PRODUCT_AUDIT_ERRORS = {
  PRODUCT_AUDIT_STALE: { code: 'PD1100', msg: '产品已被他人修改，请刷新后重试' },
  PRODUCT_NOT_COMMITTABLE: { code: 'PD1101', msg: '产品当前状态不能提交审核' },
  PRODUCT_NO_CERTIFICATE: { code: 'PD1102', msg: '提交审核前请先关联注册证或备案凭证' },
  PRODUCT_CERTIFICATE_EXPIRED: { code: 'PD1103', msg: '产品的注册证已过期，不能提交审核' },
  PRODUCT_AUDIT_CERT_HOLDER: { code: 'PD1104', msg: '注册证的注册人（备案人）不是该产品的生产企业' },
  PRODUCT_UDI_REQUIRED: { code: 'PD1105', msg: '第二类、第三类医疗器械提交审核前须填写UDI-DI' },
  PRODUCT_NOT_AUDITING: { code: 'PD1106', msg: '产品不在审核中' },
  PRODUCT_MERGE_CONFLICT: { code: 'PD1107', msg: '产品编码或UDI-DI已被其他产品使用，不能通过审核' },
} as const;
