// Apps and menus (/systemSetup/subsystemManagement, /systemSetup/menuManagement and their /sysMenu): the
// tenant's apps and each app's resource tree as the platform operator shapes them.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import {
  APP_CODE_MAX,
  APP_GROUP_MAX,
  APP_NAME_MAX,
  RESOURCE_ICON_MAX,
  RESOURCE_NAME_MAX,
  URL_MAX,
  isExternalUrl,
} from './apps-menus-rules.js';

export * from './apps-menus-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const text = (label: string, max: number) =>
  z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`).regex(noControl, `${label}不能包含控制字符`);
const required = (label: string, max: number) => text(label, max).min(1, `请输入${label}`);
const externalUrl = (label: string) => required(label, URL_MAX).refine((v) => isExternalUrl(v), `${label}须以 http:// 或 https:// 开头`);
/** a route of this portal ('/path', the server checks it is a built screen) or another site's address */
const domain = required('应用地址', URL_MAX).refine(
  (v) => (v.startsWith('/') && !v.startsWith('//')) || isExternalUrl(v),
  '应用地址须为以 / 开头的本门户页面路径或 http(s):// 开头的外部地址',
);
const icon = text('图标', RESOURCE_ICON_MAX)
  .regex(/^[A-Za-z0-9]*$/, '图标只能为图标名称（字母与数字）')
  .nullable()
  .optional();
const sort = z.number('排序应为数字').int('排序应为整数').min(0, '排序不能小于0').max(99_999, '排序不能大于99999');
const logoFileCode = text('应用图标', 64).nullable().optional();

export const appAdminPageBody = z.object({
  keyword: text('应用编码或名称', 100).optional(),
  groupName: text('应用分组', APP_GROUP_MAX).optional(),
  enabled: z.boolean('状态应为布尔值').optional(),
  page: pageNum,
  pageSize,
});
export type AppAdminPageBody = z.infer<typeof appAdminPageBody>;

export const appAdminRow = z.object({
  id: z.number().int(),
  appCode: z.string(),
  appName: z.string(),
  groupName: z.string(),
  domain: z.string().nullable(),
  appLogoUrl: z.string().nullable(),
  logoFileCode: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** defined in the code catalogue (cannot be deleted) */
  builtIn: z.boolean(),
  /** renamed or reordered by an operator (the catalogue sync keeps the edit) */
  edited: z.boolean(),
  menuCount: z.number().int(),
});
export type AppAdminRow = z.infer<typeof appAdminRow>;
export const appAdminPageEnvelope = envelope(page(appAdminRow));
export const appAdminEnvelope = envelope(appAdminRow);

export const appSaveBody = z.object({
  appCode: required('应用编码', APP_CODE_MAX).regex(/^[A-Za-z][A-Za-z0-9_-]*$/, '应用编码只能包含字母、数字、下划线和短横线，且以字母开头'),
  appName: required('应用名称', APP_NAME_MAX),
  groupName: required('应用分组', APP_GROUP_MAX),
  domain,
  logoFileCode,
  sort,
});
export type AppSaveBody = z.infer<typeof appSaveBody>;

export const appUpdateBody = appSaveBody.omit({ appCode: true }).extend({ id: rowId('应用') });
export type AppUpdateBody = z.infer<typeof appUpdateBody>;

export const appStatusBody = z.object({ id: rowId('应用'), enabled: z.boolean('状态应为布尔值') });
export type AppStatusBody = z.infer<typeof appStatusBody>;
export const appIdBody = z.object({ id: rowId('应用') });
export const appLogoQuery = z.object({
  appId: z.coerce.number('应用应为数字').int('应用不正确').min(1, '应用不正确').max(2_147_483_647, '应用不正确'),
  tenantId: z.coerce.number('租户编号应为数字').int('租户编号不正确').min(1, '租户编号不正确').optional(),
  v: z.string().max(200).optional(),
});

export type ResourceAdminNode = {
  id: number;
  appId: number;
  parentId: number | null;
  resourceCode: string;
  resourceName: string;
  /** the catalogue's name (an operator's node: the name it was created with) */
  originResourceName: string;
  resourcePath: string | null;
  resourceIcon: string | null;
  /** 1 menu, 2 button (read-only permission codes) */
  resourceType: number;
  menuSort: number;
  /** shown in menus: in the catalogue (or added by an operator) and not hidden */
  enabled: boolean;
  /** hidden by an operator (the catalogue sync keeps it hidden) */
  hidden: boolean;
  edited: boolean;
  /** added by an operator (external link or group): may be edited, copied and deleted */
  operator: boolean;
  /** its path opens a built screen or another site, or it has no path (a group) */
  screenBuilt: boolean;
  children: ResourceAdminNode[];
};
export const resourceAdminNode: z.ZodType<ResourceAdminNode> = z
  .object({
    id: z.number().int(),
    appId: z.number().int(),
    parentId: z.number().int().nullable(),
    resourceCode: z.string(),
    resourceName: z.string(),
    originResourceName: z.string(),
    resourcePath: z.string().nullable(),
    resourceIcon: z.string().nullable(),
    resourceType: z.number().int(),
    menuSort: z.number().int(),
    enabled: z.boolean(),
    hidden: z.boolean(),
    edited: z.boolean(),
    operator: z.boolean(),
    screenBuilt: z.boolean(),
    get children(): z.ZodArray<z.ZodType<ResourceAdminNode>> {
      return z.array(resourceAdminNode);
    },
  })
  .meta({ id: 'ResourceAdminNode', description: '菜单管理中的资源节点（含隐藏与停用节点）' });

export const resourceTreeBody = z.object({ appId: rowId('应用') });
export const resourceTree = z.object({ app: appAdminRow, nodes: z.array(resourceAdminNode) });
export type ResourceTree = z.infer<typeof resourceTree>;
export const resourceTreeEnvelope = envelope(resourceTree);

const parentId = rowId('上级菜单').nullable();
export const resourceSaveBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      appId: rowId('应用'),
      parentId,
      kind: z.literal('link'),
      resourceName: required('菜单名称', RESOURCE_NAME_MAX),
      resourcePath: externalUrl('外部链接'),
      resourceIcon: icon,
    }),
    z.object({
      appId: rowId('应用'),
      parentId,
      kind: z.literal('group'),
      resourceName: required('菜单名称', RESOURCE_NAME_MAX),
      resourceIcon: icon,
    }),
  ],
  { error: '菜单类型只能为外部链接（link）或分组（group）' },
);
export type ResourceSaveBody = z.infer<typeof resourceSaveBody>;

export const resourceUpdateBody = z.object({
  id: rowId('菜单'),
  resourceName: required('菜单名称', RESOURCE_NAME_MAX),
  resourceIcon: icon,
  parentId,
  /** operator links only */
  resourcePath: externalUrl('外部链接').optional(),
});
export type ResourceUpdateBody = z.infer<typeof resourceUpdateBody>;

export const resourceSortBody = z.object({
  appId: rowId('应用'),
  parentId,
  ids: z.array(rowId('菜单'), '菜单顺序应为数组').min(1, '请提供菜单顺序').max(500, '菜单顺序不能超过500项'),
});
export type ResourceSortBody = z.infer<typeof resourceSortBody>;

export const resourceCopyBody = z.object({ id: rowId('菜单'), parentId: parentId.optional() });
export type ResourceCopyBody = z.infer<typeof resourceCopyBody>;
export const resourceStatusBody = z.object({ id: rowId('菜单'), visible: z.boolean('可见状态应为布尔值') });
export type ResourceStatusBody = z.infer<typeof resourceStatusBody>;
export const resourceIdBody = z.object({ id: rowId('菜单') });
export const resourceIdEnvelope = envelope(z.object({ id: z.number().int() }));
