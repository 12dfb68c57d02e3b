// Product-centre error codes, registration and filing certificates: PD1020–PD1039.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const CERTIFICATE_ERRORS = {
  CERTIFICATE_NOT_FOUND: { code: 'PD1020', msg: '注册证不存在或无权查看' },
} as const;
