// Channel-centre error codes, the first-camp exchange: CM1040–CM1069. Spread into ERRORS (common/errors.ts).
export const EXCHANGE_ERRORS = {
  EXCHANGE_NOT_FOUND: { code: 'CM1040', msg: '首营记录不存在或无权查看' },
  // the message names the supplier: 您与供应商“{name}”尚未完成首营资质交换，不能下单
  ORDER_WITHOUT_EXCHANGE: { code: 'CM1041', msg: '尚未与该供应商完成首营资质交换，不能下单' },
} as const;
