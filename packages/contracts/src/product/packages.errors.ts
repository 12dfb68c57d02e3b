// Product-centre error codes, packaging levels, barcode rules and labels: PD1040–PD1059.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const PACKAGE_ERRORS = {
  GTIN_CHECK_DIGIT: { code: 'PD1040', msg: 'UDI-DI（GTIN-14）校验位错误' },
  PACKAGE_PRODUCT_NOT_FOUND: { code: 'PD1041', msg: '产品不存在或无权查看' },
  PACKAGE_UDI_DI_TAKEN: { code: 'PD1042', msg: 'UDI-DI已被使用' },
  PACKAGE_LEVEL_NOT_FOUND: { code: 'PD1043', msg: '该包装层级不存在' },
  LABEL_NO_UDI_DI: { code: 'PD1044', msg: '该包装层级未设置UDI-DI，无法生成标签' },
  LABEL_FIELD_INVALID: { code: 'PD1045', msg: '标签数据不正确' },
  LABEL_MA_UNSUPPORTED: {
    code: 'PD1046',
    msg: '该产品的条码体系为MA码（IDcode）：MA码由码号注册机构分配，系统未登记该产品的MA码，无法生成标签；请改用GS1条码体系',
  },
  LABEL_FONT_MISSING: { code: 'PD1047', msg: '服务器缺少中文字体（Noto Sans CJK），无法生成标签PDF，请联系管理员安装 fonts-noto-cjk' },
  LABEL_RENDER_FAILED: { code: 'PD1048', msg: '条码生成失败' },
} as const;
