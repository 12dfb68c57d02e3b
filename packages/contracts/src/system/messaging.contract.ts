// SMS and mail settings, templates and outboxes (/systemSetup/smsSet, /add, /historyRecord,
// /shortMessage/messageTemplate/add, /mail-setting, /mail-setting-new). Secrets (SMTP password, SMS keys)
// only go in: answers say whether one is set, never what it is.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import {
  MAIL_STATUSES,
  MAIL_TEMPLATE_VARIABLES,
  SMS_PROVIDER_TYPES,
  SMS_STATUSES,
  SMS_TEMPLATE_TYPES,
  SMS_TEMPLATE_VARIABLES,
  templateVariables,
} from './messaging-rules.js';

export * from './messaging-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const text = (label: string, max: number) =>
  z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`).regex(noControl, `${label}不能包含控制字符`);
const required = (label: string, max: number) => text(label, max).min(1, `请输入${label}`);
/** Multi-line text (template bodies): line breaks and tabs allowed, other control characters not. */
const multiline = (label: string, max: number) =>
  z
    .string(`${label}应为字符串`)
    .max(max, `${label}不能超过${max}个字符`)
    .refine((v) => noControl.test(v.replace(/[\t\n\r]/g, '')), `${label}不能包含控制字符`)
    .refine((v) => v.trim().length > 0, `请输入${label}`);
/** A secret: left out (or empty) keeps the stored one. Never trimmed: spaces may belong to it. */
const secret = (label: string, max: number) =>
  z.string(`${label}应为字符串`).max(max, `${label}不能超过${max}个字符`).regex(noControl, `${label}不能包含控制字符`).optional();
const dateTime = (label: string) =>
  z.string(`${label}应为字符串`).regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, `${label}格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`);
const startBeforeEnd = (v: { timeStart?: string | undefined; timeEnd?: string | undefined }) =>
  !(v.timeStart && v.timeEnd && v.timeStart > v.timeEnd);
const START_AFTER_END = '开始时间不能晚于结束时间';
/** The company the call works on: the platform may name one, an enterprise leaves it out (its own). */
const companyId = rowId('企业').optional();
const email = (label: string) => z.email(`${label}格式不正确`).max(254, `${label}不能超过254个字符`);
/** Only the listed ${variables}: names the first unknown one. */
const knownVariables = (label: string, allowed: readonly string[]) => (v: string, ctx: z.RefinementCtx) => {
  const unknown = templateVariables(v).find((n) => !allowed.includes(n));
  if (unknown)
    ctx.addIssue({ code: 'custom', message: `${label}包含未知变量\${${unknown}}，可用变量：${allowed.map((n) => `\${${n}}`).join('、')}` });
};
const smsType = z.literal(SMS_TEMPLATE_TYPES, '短信类型只能为1（登录）、2（重置密码）、3（注册）、4（更换手机号）或5（用章）');

// ---- SMS provider settings (platform) ----

export const smsSettingSaveBody = z.object({
  providerName: required('服务商名称', 40),
  providerType: z.enum(SMS_PROVIDER_TYPES, '服务商类型只能为 outbox（站内发件箱）、aliyun（阿里云）或 tencent（腾讯云）'),
  accessKeyId: secret('AccessKey ID', 128),
  accessKeySecret: secret('AccessKey Secret', 256),
  signName: required('短信签名', 12)
    .min(2, '短信签名至少2个字符')
    .regex(/^[\p{Script=Han}A-Za-z0-9]+$/u, '短信签名只能包含汉字、字母和数字'),
  enabled: z.boolean('是否启用应为布尔值'),
});
export type SmsSettingSaveBody = z.infer<typeof smsSettingSaveBody>;

export const smsSettingView = z.object({
  /** false: nothing saved yet (the built-in outbox and the default sign apply) */
  saved: z.boolean(),
  providerName: z.string(),
  providerType: z.enum(SMS_PROVIDER_TYPES),
  accessKeyIdSet: z.boolean(),
  accessKeySecretSet: z.boolean(),
  signName: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SmsSettingView = z.infer<typeof smsSettingView>;
export const smsSettingEnvelope = envelope(smsSettingView);

// ---- SMS templates (platform; one per SMS type, else the default text) ----

export const smsTemplateTypeBody = z.object({ smsType });
export type SmsTemplateTypeBody = z.infer<typeof smsTemplateTypeBody>;

export const smsTemplateSaveBody = z.object({
  smsType,
  name: required('模板名称', 60),
  content: multiline('模板内容', 300)
    .superRefine(knownVariables('模板内容', SMS_TEMPLATE_VARIABLES))
    .refine((v) => v.includes('${code}'), '模板内容须包含验证码变量${code}'),
  enabled: z.boolean('是否启用应为布尔值'),
});
export type SmsTemplateSaveBody = z.infer<typeof smsTemplateSaveBody>;

export const smsTemplateRow = z.object({
  smsType: z.number().int(),
  typeName: z.string(),
  /** false: no template saved for the type, the default text applies */
  custom: z.boolean(),
  name: z.string(),
  content: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SmsTemplateRow = z.infer<typeof smsTemplateRow>;
export const smsTemplateListEnvelope = envelope(z.array(smsTemplateRow));
export const smsTemplateEnvelope = envelope(smsTemplateRow);

// ---- SMS history (the outbox of every text; codes masked) ----

const smsHistoryFilter = {
  phone: text('手机号', 20).regex(/^\d*$/, '手机号只能包含数字').optional(),
  type: smsType.optional(),
  status: z.enum(SMS_STATUSES, '状态只能为 valid（有效）、consumed（已验证）或 expired（已失效）').optional(),
  timeStart: dateTime('开始时间').optional(),
  timeEnd: dateTime('结束时间').optional(),
};
export const smsHistoryPageBody = z.object({ ...smsHistoryFilter, page: pageNum, pageSize }).refine(startBeforeEnd, {
  message: START_AFTER_END,
  path: ['timeStart'],
});
export type SmsHistoryPageBody = z.infer<typeof smsHistoryPageBody>;
export const smsHistoryExportBody = z.object(smsHistoryFilter).refine(startBeforeEnd, { message: START_AFTER_END, path: ['timeStart'] });
export type SmsHistoryExportBody = z.infer<typeof smsHistoryExportBody>;

export const smsHistoryRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  /** the text with its verification code replaced by ****** */
  content: z.string(),
  provider: z.string(),
  status: z.enum(SMS_STATUSES),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type SmsHistoryRow = z.infer<typeof smsHistoryRow>;
export const smsHistoryPageEnvelope = envelope(page(smsHistoryRow));

// ---- mail settings (per company) ----

export const mailCompanyBody = z.object({ companyId });
export type MailCompanyBody = z.infer<typeof mailCompanyBody>;

export const mailSettingSaveBody = z.object({
  companyId,
  /** empty: no SMTP server, mail goes to the local outbox */
  host: text('SMTP服务器', 253)
    .regex(
      /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^$/,
      'SMTP服务器应为域名或IP地址',
    )
    .default(''),
  port: z
    .number('SMTP端口应为数字')
    .int('SMTP端口应为1到65535之间的整数')
    .min(1, 'SMTP端口应为1到65535之间的整数')
    .max(65535, 'SMTP端口应为1到65535之间的整数'),
  secure: z.boolean('SSL/TLS加密应为布尔值'),
  userName: text('SMTP用户名', 128).default(''),
  /** left out or empty: keep the stored password */
  password: secret('SMTP密码', 128),
  /** true: remove the stored password */
  clearPassword: z.boolean('清除密码应为布尔值').optional(),
  fromAddress: email('发件人地址'),
  fromName: text('发件人名称', 60).default(''),
});
export type MailSettingSaveBody = z.infer<typeof mailSettingSaveBody>;

export const mailSettingView = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** false: nothing saved yet (mail goes to the outbox) */
  saved: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  userName: z.string(),
  passwordSet: z.boolean(),
  fromAddress: z.string(),
  fromName: z.string(),
  updatedAt: z.string().nullable(),
});
export type MailSettingView = z.infer<typeof mailSettingView>;
export const mailSettingEnvelope = envelope(mailSettingView);

export const mailTestSendBody = z.object({
  companyId,
  to: email('收件人'),
  /** a mail template rendered with the sample values; none: the standard test text */
  templateId: rowId('邮件模板').optional(),
});
export type MailTestSendBody = z.infer<typeof mailTestSendBody>;

export const mailOutboxRow = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** the SMTP server's refusal (failed) */
  error: z.string(),
  createdAt: z.string(),
});
export type MailOutboxRow = z.infer<typeof mailOutboxRow>;
export const mailOutboxEnvelope = envelope(mailOutboxRow);

export const mailOutboxPageBody = z
  .object({
    companyId,
    recipient: text('收件人', 254).optional(),
    status: z.enum(MAIL_STATUSES, '状态只能为 outbox（发件箱）、sent（已发送）或 failed（发送失败）').optional(),
    timeStart: dateTime('开始时间').optional(),
    timeEnd: dateTime('结束时间').optional(),
    page: pageNum,
    pageSize,
  })
  .refine(startBeforeEnd, { message: START_AFTER_END, path: ['timeStart'] });
export type MailOutboxPageBody = z.infer<typeof mailOutboxPageBody>;
export const mailOutboxPageEnvelope = envelope(page(mailOutboxRow));

// ---- mail templates (per company) ----

export const mailTemplatePageBody = z.object({ companyId, keyword: text('关键字', 60).optional(), page: pageNum, pageSize });
export type MailTemplatePageBody = z.infer<typeof mailTemplatePageBody>;
export const mailTemplateIdBody = z.object({ companyId, id: rowId('邮件模板') });
export type MailTemplateIdBody = z.infer<typeof mailTemplateIdBody>;

export const mailTemplateSaveBody = z.object({
  companyId,
  /** none: a new template */
  id: rowId('邮件模板').optional(),
  code: required('模板编码', 40).regex(/^[A-Za-z][A-Za-z0-9_-]*$/, '模板编码只能包含字母、数字、下划线和短横线，并以字母开头'),
  name: required('模板名称', 60),
  subject: required('邮件主题', 200).superRefine(knownVariables('邮件主题', MAIL_TEMPLATE_VARIABLES)),
  body: multiline('邮件正文', 5000).superRefine(knownVariables('邮件正文', MAIL_TEMPLATE_VARIABLES)),
  enabled: z.boolean('是否启用应为布尔值'),
});
export type MailTemplateSaveBody = z.infer<typeof mailTemplateSaveBody>;

export const mailTemplateRow = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  code: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type MailTemplateRow = z.infer<typeof mailTemplateRow>;
export const mailTemplateEnvelope = envelope(mailTemplateRow);
export const mailTemplatePageEnvelope = envelope(page(mailTemplateRow));
