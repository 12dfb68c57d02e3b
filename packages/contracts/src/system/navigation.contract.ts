// App groups (/systemSetup/menuConfig 应用分组), the top navigation of the portal header
// (/systemSetup/navMenuManagement 导航菜单) and per-company app branding (/systemSetup/appLogoManagement).
import { z } from 'zod';
import { COMPANY_TYPES } from '../common/constants.js';
import { envelope } from '../common/envelope.js';
import { rowId } from '../worktable/paging.contract.js';
import {
  APP_DISPLAY_NAME_MAX,
  APP_GROUP_NAME_MAX,
  NAV_MENU_NAME_MAX,
  NAV_TARGET_TYPES,
  NAV_URL_MAX,
  THEME_COLOR_PATTERN,
} from './navigation-rules.js';

export * from './navigation-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const text = (label: string, max: number) =>
  z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`).regex(noControl, `${label}不能包含控制字符`);
const required = (label: string, max: number) => text(label, max).min(1, `请输入${label}`);
const sort = (label: string) =>
  z.number(`${label}应为数字`).int(`${label}应为整数`).min(0, `${label}不能小于0`).max(9999, `${label}不能超过9999`);
const idList = (label: string, max: number) => z.array(rowId(label), `${label}应为数组`).max(max, `${label}不能超过${max}项`);
const enabled = z.boolean('状态应为布尔值');
/** The company the call works on: the platform names one, an enterprise leaves it out (its own). */
const companyId = rowId('企业').optional();

// ---- app groups ----

export const appGroupApp = z.object({
  id: z.number().int(),
  appCode: z.string(),
  appName: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AppGroupApp = z.infer<typeof appGroupApp>;

export const appGroupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  apps: z.array(appGroupApp),
});
export type AppGroupRow = z.infer<typeof appGroupRow>;
export const appGroupRowEnvelope = envelope(appGroupRow);

/** The tenant's groups in their order, and the apps in no group. */
export const appGroupList = z.object({ groups: z.array(appGroupRow), ungrouped: z.array(appGroupApp) });
export type AppGroupList = z.infer<typeof appGroupList>;
export const appGroupListEnvelope = envelope(appGroupList);

/** sort left out: after the last group */
export const appGroupSaveBody = z.object({
  name: required('分组名称', APP_GROUP_NAME_MAX),
  sort: sort('排序').optional(),
  enabled: enabled.default(true),
});
export type AppGroupSaveBody = z.infer<typeof appGroupSaveBody>;
export const appGroupUpdateBody = appGroupSaveBody.extend({ id: rowId('分组'), sort: sort('排序'), enabled });
export type AppGroupUpdateBody = z.infer<typeof appGroupUpdateBody>;
export const appGroupIdBody = z.object({ id: rowId('分组') });
export type AppGroupIdBody = z.infer<typeof appGroupIdBody>;
/** The new order (drag): every group id once, first first. */
export const appGroupSortBody = z.object({ ids: idList('分组', 200).min(1, '请提供分组顺序') });
export type AppGroupSortBody = z.infer<typeof appGroupSortBody>;
/** Puts these apps into a group (null: out of every group). */
export const appGroupAssignBody = z.object({ groupId: rowId('分组').nullable(), appIds: idList('应用', 500).min(1, '请选择应用') });
export type AppGroupAssignBody = z.infer<typeof appGroupAssignBody>;

// ---- top navigation ----

const navTargetType = z.enum(NAV_TARGET_TYPES, '导航目标类型只能为应用、页面路由或外部链接');
const httpUrl = text('外部链接', NAV_URL_MAX).regex(/^https?:\/\/[^\s/]+/i, '外部链接须以 http:// 或 https:// 开头');
const route = text('页面路由', 200).regex(/^\/[^\s]*$/, '页面路由须以 / 开头');

export const navMenuSaveBody = z.object({
  name: required('菜单名称', NAV_MENU_NAME_MAX),
  targetType: navTargetType,
  appId: rowId('目标应用').nullable().optional(),
  route: route.nullable().optional(),
  url: httpUrl.nullable().optional(),
  /** left out: after the last entry */
  sort: sort('排序').optional(),
  enabled: enabled.default(true),
  /** the company types that see the entry; empty: every type */
  companyTypes: z.array(z.enum(COMPANY_TYPES, '可见企业类型不正确'), '可见企业类型应为数组').max(COMPANY_TYPES.length).default([]),
});
export type NavMenuSaveBody = z.infer<typeof navMenuSaveBody>;
export const navMenuUpdateBody = navMenuSaveBody.extend({ id: rowId('导航菜单'), sort: sort('排序') });
export type NavMenuUpdateBody = z.infer<typeof navMenuUpdateBody>;
export const navMenuIdBody = z.object({ id: rowId('导航菜单') });
export type NavMenuIdBody = z.infer<typeof navMenuIdBody>;
export const navMenuSortBody = z.object({ ids: idList('导航菜单', 200).min(1, '请提供导航菜单顺序') });
export type NavMenuSortBody = z.infer<typeof navMenuSortBody>;

export const navMenuRow = z.object({
  id: z.number().int(),
  name: z.string(),
  targetType: z.enum(NAV_TARGET_TYPES),
  appId: z.number().int().nullable(),
  appName: z.string().nullable(),
  route: z.string().nullable(),
  url: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  companyTypes: z.array(z.string()),
});
export type NavMenuRow = z.infer<typeof navMenuRow>;
export const navMenuListEnvelope = envelope(z.array(navMenuRow));
export const navMenuEnvelope = envelope(navMenuRow);

export const navAppOption = z.object({ id: z.number().int(), appCode: z.string(), appName: z.string(), enabled: z.boolean() });
export type NavAppOption = z.infer<typeof navAppOption>;
export const navAppOptionsEnvelope = envelope(z.array(navAppOption));

/** An entry of the session's header: only what the user may open. */
export const navEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  targetType: z.enum(NAV_TARGET_TYPES),
  appId: z.number().int().nullable(),
  /** the route (a built screen) or the external address */
  href: z.string().nullable(),
});
export type NavEntry = z.infer<typeof navEntry>;
export const navEntriesEnvelope = envelope(z.array(navEntry));

// ---- app branding ----

export const appBrandingListBody = z.object({ companyId });
export type AppBrandingListBody = z.infer<typeof appBrandingListBody>;

export const appBrandingRow = z.object({
  companyId: z.number().int(),
  appId: z.number().int(),
  appCode: z.string(),
  appName: z.string(),
  groupName: z.string(),
  logoFileCode: z.string().nullable(),
  /** the logo's address (public GET, by the file's code) */
  logoUrl: z.string().nullable(),
  displayName: z.string().nullable(),
  themeColor: z.string().nullable(),
  /** YYYY-MM-DD HH:mm:ss on the tenant's clock; null: nothing set */
  updatedAt: z.string().nullable(),
});
export type AppBrandingRow = z.infer<typeof appBrandingRow>;
export const appBrandingListEnvelope = envelope(z.array(appBrandingRow));
export const appBrandingEnvelope = envelope(appBrandingRow);

export const appBrandingSaveBody = z.object({
  companyId,
  appId: rowId('应用'),
  logoFileCode: z
    .string('Logo图片应为文件编码')
    .trim()
    .min(1, 'Logo图片不正确')
    .max(64, 'Logo图片的文件编码最长64个字符')
    .nullable()
    .optional(),
  displayName: text('显示名称', APP_DISPLAY_NAME_MAX).nullable().optional(),
  themeColor: z.string('主题色应为字符串').regex(THEME_COLOR_PATTERN, '主题色格式应为 #RRGGBB').nullable().optional(),
});
export type AppBrandingSaveBody = z.infer<typeof appBrandingSaveBody>;
export const appBrandingResetBody = z.object({ companyId, appId: rowId('应用') });
export type AppBrandingResetBody = z.infer<typeof appBrandingResetBody>;

export const appBrandingCompaniesBody = z.object({ keyword: text('关键字', 60).optional() });
export const appBrandingCompany = z.object({ id: z.number().int(), name: z.string(), code: z.string(), companyType: z.string() });
export type AppBrandingCompany = z.infer<typeof appBrandingCompany>;
export const appBrandingCompaniesEnvelope = envelope(z.array(appBrandingCompany));

export const appLogoQuery = z.object({
  code: z.string('Logo编码应为字符串').regex(/^[A-Za-z0-9_-]{1,64}$/, 'Logo编码不正确'),
});
