// Product-centre error codes, UDI parsing: PD1070–PD1079.
// Spread into ERRORS (common/errors.ts); codes stay inside this range. The parser answers a specific
// message naming the AI, field and value; these are the defaults.
export const UDI_ERRORS = {
  UDI_EMPTY: { code: 'PD1070', msg: '请输入或扫描UDI码（code）' },
  UDI_FORMAT: { code: 'PD1071', msg: 'UDI码格式无法识别：应为GS1元素串（如(01)06901234567892(17)281231(10)LOT123）或MA码' },
  UDI_UNKNOWN_AI: { code: 'PD1072', msg: '不支持的应用标识符（AI）' },
  UDI_CHECK_DIGIT: { code: 'PD1073', msg: 'GTIN校验位错误' },
  UDI_BAD_DATE: { code: 'PD1074', msg: 'UDI码中的日期不是有效日期' },
  UDI_FIELD_LENGTH: { code: 'PD1075', msg: 'UDI码中的数据长度不正确' },
  UDI_BAD_CHARACTER: { code: 'PD1076', msg: 'UDI码含有不允许的字符' },
  UDI_DUPLICATE_AI: { code: 'PD1077', msg: 'UDI码中同一应用标识符出现了多次' },
  UDI_NO_DI: { code: 'PD1078', msg: 'UDI码缺少产品标识（DI）' },
} as const;
