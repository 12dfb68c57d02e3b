// Product-centre error codes, UDI parsing: PD1070–PD1079.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const UDI_ERRORS = {
  UDI_EMPTY: { code: 'PD1070', msg: '请输入或扫描UDI码（code）' },
} as const;
