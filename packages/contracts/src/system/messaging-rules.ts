// SMS and mail (/systemSetup/smsSet, /shortMessage/messageTemplate/add, /mail-setting): the zod-free rules the
// server and the web share — provider types, template variables and their sample values, the default texts,
// template rendering, the statuses of the SMS history and the mail outbox.
import { CODE_VALID_SECONDS } from '../common/constants.js';

export const SMS_PROVIDER_TYPES = ['outbox', 'aliyun', 'tencent'] as const;
export type SmsProviderType = (typeof SMS_PROVIDER_TYPES)[number];

/** The SMS types that have a text (contracts SMS_TYPES): login, reset password, register, change phone, seal use. */
export const SMS_TEMPLATE_TYPES = [1, 2, 3, 4, 5] as const;
export type SmsTemplateType = (typeof SMS_TEMPLATE_TYPES)[number];
export const SMS_TYPE_NAMES: Record<number, string> = {
  1: '登录验证码',
  2: '重置密码验证码',
  3: '注册验证码',
  4: '更换手机号验证码',
  5: '用章验证码',
};

/** The variables an SMS template may use; ${code} is required (every text carries a code). */
export const SMS_TEMPLATE_VARIABLES = ['code', 'minutes', 'name'] as const;
export const MAIL_TEMPLATE_VARIABLES = ['name', 'companyName', 'date', 'link', 'content'] as const;
export const TEMPLATE_SAMPLE_VALUES: Record<string, string> = {
  code: '123456',
  minutes: String(CODE_VALID_SECONDS / 60),
  name: '张三',
  companyName: '上海康瑞医疗器械有限公司',
  date: '2026-01-01',
  link: 'https://portal.example.com',
  content: '这是一封测试邮件。',
};

/** The sign (签名) of every text when none is configured, and the default text of every type. */
export const DEFAULT_SMS_SIGN = '医械供应链协同平台';
export const DEFAULT_SMS_TEMPLATE = '您的验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。';

/** What the SMS history shows instead of a verification code. */
export const MASKED_CODE = '******';
/** valid: not used yet and within its time; consumed: verified; expired: timed out or tried out. */
export const SMS_STATUSES = ['valid', 'consumed', 'expired'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** outbox: kept in the local outbox (no SMTP host); sent: handed to the SMTP server; failed: refused by it. */
export const MAIL_STATUSES = ['outbox', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const SMS_EXPORT_MAX_ROWS = 10_000;
export const MAIL_TEST_SUBJECT = '邮件设置测试';
export const MAIL_TEST_BODY = '这是一封测试邮件：收到即表示邮件设置可用。';

const VARIABLE = /\$\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The variables a template text uses, in order of first use. */
export const templateVariables = (text: string): string[] => [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1] ?? ''))];

/** The text with each ${variable} replaced by its value (an unknown one is kept as written). */
export const renderTemplate = (text: string, values: Record<string, string>): string =>
  text.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);
