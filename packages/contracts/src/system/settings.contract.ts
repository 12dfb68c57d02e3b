// Platform settings (/systemSetup/system/platform, platform administrator) and company settings
// (/systemSetup/system/company, a company administrator for its own company). Every field is named in
// its zh-CN message; the ranges live in settings-rules.ts (the web reads them from there).
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { isTimeZone } from '../common/time.js';
import { brandingSaveBody } from '../staff/branding.contract.js';
import {
  CHECK_MODES,
  LOCKOUT_MINUTES_RANGE,
  LOCKOUT_THRESHOLD_RANGE,
  PASSWORD_EXPIRY_DAYS_RANGE,
  PASSWORD_MIN_LENGTH_RANGE,
  PORTAL_NAME_MAX,
  SESSION_HOURS_RANGE,
} from './settings-rules.js';

const whole = (label: string, [min, max]: readonly [number, number], unit: string) =>
  z
    .number(`${label}应为数字`)
    .int(`${label}应为整数`)
    .min(min, `${label}应在${min}–${max}${unit}之间`)
    .max(max, `${label}应在${min}–${max}${unit}之间`);

const flag = (label: string) => z.boolean(`${label}应为是或否`);
const checkMode = (label: string) => z.enum(CHECK_MODES, { error: `${label}应为拦截（block）或提醒（warn）` });

const passwordMinLength = whole('密码最小长度', PASSWORD_MIN_LENGTH_RANGE, '位');
const sessionHours = whole('会话时长', SESSION_HOURS_RANGE, '小时');

const branding = brandingSaveBody.pick({ appName: true, logoLogin: true, logoSidebar: true }).required();

export const platformSettingsSaveBody = branding.extend({
  passwordMinLength,
  passwordRequireUpper: flag('须包含大写字母'),
  passwordRequireLower: flag('须包含小写字母'),
  passwordExpiryDays: whole('密码有效期', PASSWORD_EXPIRY_DAYS_RANGE, '天').nullable(),
  sessionHours,
  lockoutThreshold: whole('锁定阈值', LOCKOUT_THRESHOLD_RANGE, '次'),
  lockoutMinutes: whole('锁定时长', LOCKOUT_MINUTES_RANGE, '分钟'),
  timeZone: z
    .string('时区应为文字')
    .trim()
    .refine((v) => isTimeZone(v), '时区应为有效的IANA时区（如 Asia/Shanghai）'),
  firstCampCheck: checkMode('首营检查'),
  authorizationCheck: checkMode('授权检查'),
});
export type PlatformSettingsSaveBody = z.infer<typeof platformSettingsSaveBody>;

export const platformSettingsSchema = platformSettingsSaveBody.extend({
  appName: z.string(),
  logoLogin: z.string(),
  logoSidebar: z.string(),
  timeZone: z.string(),
  /** sessionHours when the tenant has not set one (the server's SESSION_HOURS) */
  defaultSessionHours: z.number(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export const platformSettingsEnvelope = envelope(platformSettingsSchema);

const portalLogo = brandingSaveBody.shape.logoSidebar.unwrap();

/**
 * What a company may set for itself: the name and logo its users see in the portal, a stricter password
 * policy, a shorter session. null / '' / false: follow the platform.
 */
export const companySettingsSaveBody = z.object({
  portalName: z
    .string('门户名称应为文字')
    .trim()
    .max(PORTAL_NAME_MAX, `门户名称不能超过${PORTAL_NAME_MAX}个字符`)
    .regex(/^[^\p{Cc}]*$/u, '门户名称不能包含控制字符'),
  portalLogo,
  passwordMinLength: passwordMinLength.nullable(),
  passwordRequireUpper: flag('须包含大写字母'),
  passwordRequireLower: flag('须包含小写字母'),
  sessionHours: sessionHours.nullable(),
});
export type CompanySettingsSaveBody = z.infer<typeof companySettingsSaveBody>;

const effective = z.object({
  appName: z.string(),
  logoSidebar: z.string(),
  passwordMinLength: z.number(),
  passwordRequireUpper: z.boolean(),
  passwordRequireLower: z.boolean(),
  sessionHours: z.number(),
});

export const companySettingsSchema = z.object({
  companyId: z.number(),
  companyName: z.string(),
  /** what the company saved */
  own: companySettingsSaveBody.extend({ portalName: z.string(), portalLogo: z.string() }),
  /** the platform's values the company's are measured against */
  platform: effective.extend({ passwordExpiryDays: z.number().nullable(), timeZone: z.string() }),
  /** what applies to the company's users */
  effective,
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export const companySettingsEnvelope = envelope(companySettingsSchema);
