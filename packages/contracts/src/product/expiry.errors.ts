// Product-centre error codes, certificate expiry and its enforcement on orders: PD1090–PD1099.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const EXPIRY_ERRORS = {
  // the message names the product and the certificate: 产品“{name}”（{code}）的注册证{certNo}已于{date}过期
  ORDER_CERTIFICATE_EXPIRED: { code: 'PD1090', msg: '订单中有产品的注册证已过期' },
} as const;
