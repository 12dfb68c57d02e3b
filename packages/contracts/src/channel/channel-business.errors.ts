// Channel-centre error codes, channel business and investment entries: CM1080–CM1099, and the spec's
// 100002 on the channel-business add page (spec 2 section 8: its msg is shown). Spread into ERRORS.
export const CHANNEL_BUSINESS_ERRORS = {
  CHANNEL_BUSINESS_EXISTS: { code: '100002', msg: '渠道商已存在' },
  CHANNEL_BUSINESS_NOT_FOUND: { code: 'CM1080', msg: '渠道商务记录不存在或无权查看' },
  CHANNEL_BUSINESS_MANUFACTURER_ONLY: { code: 'CM1081', msg: '仅生产企业可以维护渠道商务' },
  CHANNEL_BUSINESS_DEALER_NOT_FOUND: { code: 'CM1082', msg: '渠道商不存在，请选择本平台已启用的经销商' },
  CHANNEL_BUSINESS_PRODUCT_LINE_NOT_FOUND: { code: 'CM1083', msg: '产品线不存在或不是本企业的产品线' },
  CHANNEL_BUSINESS_REGION_NOT_FOUND: { code: 'CM1084', msg: '代理区域不存在，请从省市列表中选择' },
  CHANNEL_BUSINESS_EXPORT_TOO_MANY: { code: 'CM1085', msg: '导出的渠道商务记录超过10000条，请缩小查询范围后再导出' },
  CHANNEL_BUSINESS_DEALER_NOT_DISTRIBUTOR: { code: 'CM1086', msg: '渠道商须为经销商企业' },
  INVESTMENT_NOT_FOUND: { code: 'CM1090', msg: '招商信息不存在或无权查看' },
  INVESTMENT_MANUFACTURER_ONLY: { code: 'CM1091', msg: '仅生产企业可发布、修改、关闭招商信息和处理代理申请' },
  INVESTMENT_DEALER_ONLY: { code: 'CM1092', msg: '仅经销商可申请代理' },
  INVESTMENT_CLOSED: { code: 'CM1093', msg: '招商信息已关闭，不能修改或申请代理' },
  INVESTMENT_DEADLINE_PAST: { code: 'CM1094', msg: '截止日期不能早于今天' },
  INVESTMENT_PRODUCT_LINE_UNKNOWN: { code: 'CM1095', msg: '产品线不存在或不属于本企业' },
  INVESTMENT_PRODUCT_INVALID: { code: 'CM1096', msg: '产品不是本企业该产品线下已审核的产品' },
  INVESTMENT_REGION_UNKNOWN: { code: 'CM1097', msg: '招商区域编码不存在，请选择省份或城市' },
  INVESTMENT_APPLIED: { code: 'CM1098', msg: '您已申请过该招商，不能重复申请' },
  INVESTMENT_APPLICATION_DECIDED: { code: 'CM1099', msg: '该代理申请已处理，不能再次处理' },
} as const;
