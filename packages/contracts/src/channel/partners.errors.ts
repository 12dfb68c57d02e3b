// Channel-centre error codes, enterprise registry: CM1000–CM1019. Spread into ERRORS (common/errors.ts).
export const PARTNER_ERRORS = {
  PARTNER_NOT_FOUND: { code: 'CM1000', msg: '企业关系不存在或无权查看' },
  PARTNER_COMPANY_NOT_FOUND: { code: 'CM1001', msg: '平台中没有该统一社会信用代码的企业' },
} as const;
