// Sub-apps (sub-systems): the grouped app list and the entry check.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

const INT_MAX = 2147483647;

export const appListBody = z.object({
  applicationType: z.number({ error: 'applicationType必须是数字' }).int('applicationType必须是整数').min(0).max(99).default(1),
});
export type AppListBody = z.infer<typeof appListBody>;

export const appEntry = z.object({
  id: z.number().int(),
  appCode: z.string(),
  appName: z.string(),
  appLogoUrl: z.string().nullable(),
  domain: z.string().nullable(),
  overallStructureLogo: z.string().nullable(),
  factoryCompanyId: z.number().int().nullable(),
  factoryCompanyName: z.string(),
  businessCode: z.string().nullable(),
  /** the company's theme colour of the app (/systemSetup/appLogoManagement), #RRGGBB */
  themeColor: z.string().nullable().optional(),
});
export type AppEntry = z.infer<typeof appEntry>;

export const appGroup = z.object({ groupName: z.string(), appList: z.array(appEntry) });
export type AppGroup = z.infer<typeof appGroup>;
export const appListEnvelope = envelope(z.array(appGroup));

export const checkAppBody = z.object({
  appId: z.number({ error: '请选择子系统' }).int('子系统编号必须是整数').min(0, '子系统编号不正确').max(INT_MAX, '子系统编号不正确'),
});
export type CheckAppBody = z.infer<typeof checkAppBody>;

export const checkAppPayload = z.object({
  appId: z.number().int(),
  appCode: z.string(),
  appName: z.string(),
  domain: z.string().nullable(),
});
export type CheckAppPayload = z.infer<typeof checkAppPayload>;
export const checkAppEnvelope = envelope(checkAppPayload);
