// Channel-centre error codes, the first-camp exchange: CM1040–CM1069. Spread into ERRORS (common/errors.ts).
export const EXCHANGE_ERRORS = {
  EXCHANGE_NOT_FOUND: { code: 'CM1040', msg: '首营记录不存在或无权查看' },
  // the message names the supplier: 您与供应商“{name}”尚未完成首营资质交换，不能下单
  ORDER_WITHOUT_EXCHANGE: { code: 'CM1041', msg: '尚未与该供应商完成首营资质交换，不能下单' },
  EXCHANGE_SELF: { code: 'CM1042', msg: '不能与本企业进行首营资质交换' },
  EXCHANGE_COMPANY_UNKNOWN: { code: 'CM1043', msg: '对方企业不存在或已停用' },
  EXCHANGE_OPEN_EXISTS: { code: 'CM1044', msg: '与该企业的同一首营正在进行中（待交换或审核中），请勿重复发起' },
  EXCHANGE_SUPPLIER_TYPE: { code: 'CM1045', msg: '供应商只能为生产企业或经营企业' },
  EXCHANGE_BUYER_TYPE: { code: 'CM1046', msg: '采购方只能为经营企业或医院' },
  EXCHANGE_PRODUCT: { code: 'CM1047', msg: '产品不存在或不是该供应商的产品' },
  EXCHANGE_PRODUCT_REQUIRED: { code: 'CM1048', msg: '产品首营须选择产品' },
  EXCHANGE_NO_LICENCE: { code: 'CM1049', msg: '供应商尚未上传营业执照，不能交换资质，请先在资质证照中上传营业执照' },
  EXCHANGE_ILLEGAL_STATE: { code: 'CM1050', msg: '首营记录的当前状态不允许该操作' },
  EXCHANGE_WRONG_PARTY: { code: 'CM1051', msg: '本企业不是该首营记录中可以进行此操作的一方' },
  EXCHANGE_NOT_APPROVED: { code: 'CM1052', msg: '首营尚未审核通过，不能下载首营资料' },
  EXCHANGE_PACK_FILE: { code: 'CM1053', msg: '首营资料中的附件无法读取（仅支持PDF、JPG、PNG）' },
} as const;
