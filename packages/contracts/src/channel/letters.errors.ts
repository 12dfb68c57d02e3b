// Channel-centre error codes, authorisation letters: CM1100–CM1149 lifecycle and scope, CM1150–CM1169 stamping,
// PDF and verification, CM1170–CM1189 applications and views. Spread into ERRORS (common/errors.ts).
// Messages name the field or the thing; a scope check's message names what exceeds the parent letter.
export const LETTER_ERRORS = {
  LETTER_NOT_FOUND: { code: 'CM1100', msg: '授权书不存在或无权查看' },
  LETTER_ILLEGAL_STATE: { code: 'CM1101', msg: '授权书的当前状态不允许该操作' },
  // 超出上级授权书（{no}）的范围：产品 X、区域 Y、期限 ...
  LETTER_SCOPE_EXCEEDS: { code: 'CM1102', msg: '超出上级授权书的授权范围' },
  LETTER_PARENT_REQUIRED: { code: 'CM1103', msg: '经销商转授权须选择本企业持有的有效上级授权书' },
  LETTER_PARENT_INVALID: { code: 'CM1104', msg: '上级授权书不存在、不属于本企业或已失效' },
  LETTER_GRANTEE_TYPE: { code: 'CM1105', msg: '被授权方只能为经营企业（经销商）' },
  LETTER_GRANTOR_TYPE: { code: 'CM1106', msg: '只有生产企业或持有有效授权书的经销商可以签发授权书' },
  LETTER_SCOPE_EMPTY: { code: 'CM1107', msg: '授权产品不能为空，请至少选择一个产品或产品线' },
  LETTER_PRODUCT_UNKNOWN: { code: 'CM1108', msg: '授权产品不存在或不属于授权方' },
  LETTER_REGION_UNKNOWN: { code: 'CM1109', msg: '授权区域不存在' },
  LETTER_HOSPITAL_UNKNOWN: { code: 'CM1110', msg: '授权医院不存在或不是医疗机构' },
  LETTER_STALE: { code: 'CM1111', msg: '授权书已被他人修改，请刷新后重试' },
  LETTER_NOT_GRANTOR: { code: 'CM1112', msg: '只有授权方可以进行该操作' },
  LETTER_NOT_GRANTEE: { code: 'CM1113', msg: '只有被授权方可以接收授权书' },
  LETTER_RENEW_PERIOD: { code: 'CM1114', msg: '续期的授权结束日期须晚于原授权结束日期' },
  // 订单中的产品“{name}”不在供应商“{seller}”的有效授权范围内（授权书 {no} 已过期 / 未找到授权书）
  ORDER_WITHOUT_LETTER: { code: 'CM1115', msg: '订单中的产品不在供应商的有效授权范围内，不能下单' },
  LETTER_TEMPLATE_UNKNOWN: { code: 'CM1116', msg: '授权书模板不存在' },
  // reading (the last code of the range, clear of the writing part's)
  LETTER_EXPORT_TOO_MANY: { code: 'CM1149', msg: '导出的授权书超过10000条，请缩小查询范围后再导出' },
  // stamping, PDF, verification (CM1150–CM1169)
  STAMP_SEAL_REQUIRED: { code: 'CM1150', msg: '请选择印章' },
  STAMP_SEAL_FORBIDDEN: { code: 'CM1151', msg: '您无权使用该印章，请联系企业管理员授权' },
  STAMP_CODE_INVALID: { code: 'CM1152', msg: '短信验证码错误或已过期' },
  STAMP_HOLDER_NO_PHONE: { code: 'CM1153', msg: '印章保管人未绑定手机号，无法发送验证码' },
  LETTER_PDF_FAILED: { code: 'CM1154', msg: '授权书PDF生成失败，请稍后重试' },
  VERIFY_NOT_FOUND: { code: 'CM1155', msg: '未查询到该编号的授权书，请核对授权书编号' },
  // applications and views (CM1170–CM1189)
  APPLICATION_NOT_FOUND: { code: 'CM1170', msg: '授权申请不存在或无权查看' },
  APPLICATION_PENDING_EXISTS: { code: 'CM1171', msg: '已向该授权方提交过待审核的授权申请，请勿重复申请' },
  APPLICATION_GRANTOR_TYPE: { code: 'CM1172', msg: '授权方只能为生产企业或持有有效授权书的经销商' },
  APPLICATION_ILLEGAL_STATE: { code: 'CM1173', msg: '授权申请的当前状态不允许该操作' },
} as const;
