// Channel-centre error codes, channel business and investment entries: CM1080–CM1099, and the spec's
// 100002 on the channel-business add page (spec 2 section 8: its msg is shown). Spread into ERRORS.
export const CHANNEL_BUSINESS_ERRORS = {
  CHANNEL_BUSINESS_EXISTS: { code: '100002', msg: '渠道商已存在' },
  CHANNEL_BUSINESS_NOT_FOUND: { code: 'CM1080', msg: '渠道商务记录不存在或无权查看' },
  INVESTMENT_NOT_FOUND: { code: 'CM1090', msg: '招商信息不存在或无权查看' },
} as const;
