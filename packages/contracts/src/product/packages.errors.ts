// Product-centre error codes, packaging levels, barcode rules and labels: PD1040–PD1059.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const PACKAGE_ERRORS = {
  GTIN_CHECK_DIGIT: { code: 'PD1040', msg: 'UDI-DI（GTIN-14）校验位错误' },
} as const;
