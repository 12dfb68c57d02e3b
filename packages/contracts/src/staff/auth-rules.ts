// Rules and constants of the login flows without zod, so the web app can import them without
// bundling the schema library (auth-flows.contract re-exports them for the server).
export const PHONE_RULE = /^1\d{10}$/;
export const PHONE_RULE_MSG = '请输入正确的手机号';
/** Login names of self-registered users: 4-32 letters, digits or underscores. */
export const USER_NAME_RULE = /^[A-Za-z0-9_]{4,32}$/;
export const USER_NAME_RULE_MSG = '用户名由4-32位字母、数字或下划线组成';

/** SMS code purposes: 1 login, 2 reset password, 3 register, 4 change phone, 5 a use of an electronic seal (sent to
 * the seal's holder; never through the public send-code call). */
export const SMS_TYPES = { login: 1, resetPassword: 2, register: 3, changePhone: 4, sealUse: 5 } as const;
export type SmsType = (typeof SMS_TYPES)[keyof typeof SMS_TYPES];

export const CODE_LENGTH = 6;
export const RESET_TOKEN_MINUTES = 15;
export const OAUTH_CODE_MINUTES = 2;
/** Wrong entries after which a code is dead. */
export const CODE_MAX_TRIES = 5;
/** Codes one phone may receive per hour (on top of the 30 s resend rule). */
export const CODES_PER_PHONE_HOUR = 10;
