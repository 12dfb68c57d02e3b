// System setup: roles of a company and their grants (apps, menus, buttons), data scopes and related
// companies, field permissions per role, default roles per company type (platform) and user groups
// (POST /m-staff-center/api/v1/role/*, /defaultRole/*, /userGroup/*).
import { z } from 'zod';
import { COMPANY_TYPES, DATA_SCOPES } from '../common/constants.js';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';

const text = (label: string, max: number) => z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`);
const required = (label: string, max: number) => text(label, max).min(1, `请输入${label}`);
const ids = (label: string, max: number) => z.array(rowId(label), `${label}应为数组`).max(max, `${label}不能超过${max}项`);

/** The company the call works on: the platform names one, an enterprise may leave it out (its own). */
const companyId = rowId('企业编号').optional();
const roleId = rowId('角色编号');
const dataScope = z.enum(DATA_SCOPES, '数据权限只能为 own、department、company 或 related');
const companyType = z.enum(COMPANY_TYPES, '企业类型只能为 AG、FC、HO、MM、SV 或 AM');
const roleCode = required('角色编码', 60).regex(/^[A-Za-z0-9_.-]+$/, '角色编码只能包含字母、数字、下划线、点和横线');

/** Tree node kinds: 0 app, 1 menu, 2 button. */
export const TREE_APP = 0;

export type ResourceTreeNode = {
  /** unique over the tree: 'a<appId>' for an app, 'r<resourceId>' for a menu or button */
  key: string;
  id: number;
  appId: number;
  /** 0 app, 1 menu, 2 button */
  type: number;
  code: string;
  title: string;
  children: ResourceTreeNode[];
};
export const resourceTreeNode: z.ZodType<ResourceTreeNode> = z
  .object({
    key: z.string(),
    id: z.number().int(),
    appId: z.number().int(),
    type: z.number().int(),
    code: z.string(),
    title: z.string(),
    get children(): z.ZodArray<z.ZodType<ResourceTreeNode>> {
      return z.array(resourceTreeNode);
    },
  })
  // a recursive schema needs a component id of its own for the OpenAPI document to reference it
  .meta({ id: 'ResourceTreeNode', description: '授权资源树节点：type 0 应用，1 菜单，2 按钮' });

export const resourceTreeEnvelope = envelope(
  z.object({
    tree: z.array(resourceTreeNode),
    /** the granted resource ids (menus and buttons) */
    checkedIds: z.array(z.number().int()),
  }),
);

// ---- roles of a company --------------------------------------------------------------------------

export const rolePageBody = z.object({
  companyId,
  roleName: text('角色名称', 60).optional(),
  roleCode: text('角色编码', 60).optional(),
  enabled: z.boolean('状态应为布尔值').optional(),
  page: pageNum,
  pageSize,
});
export type RolePageBody = z.infer<typeof rolePageBody>;

export const roleRow = z.object({
  roleId: z.number().int(),
  companyId: z.number().int(),
  roleName: z.string(),
  roleCode: z.string(),
  remark: z.string(),
  enabled: z.boolean(),
  dataScope: z.string(),
  defaultRoleId: z.number().int().nullable(),
  /** users holding the role through a seat */
  userCount: z.number().int(),
  /** user groups carrying the role */
  groupCount: z.number().int(),
  createTime: z.string(),
});
export type RoleRow = z.infer<typeof roleRow>;

export const companyBrief = z.object({ id: z.number().int(), code: z.string(), name: z.string(), type: z.string() });
export type CompanyBrief = z.infer<typeof companyBrief>;

/** A role with the related companies it may see (data scope 'related'). */
export const roleDetailSchema = roleRow.extend({ relatedCompanies: z.array(companyBrief) });
export type RoleDetail = z.infer<typeof roleDetailSchema>;
export const roleDetailEnvelope = envelope(roleDetailSchema);
export const rolePageEnvelope = envelope(page(roleRow));
export const roleEnvelope = envelope(roleRow);

export const roleKeyBody = z.object({ companyId, roleId });
export type RoleKeyBody = z.infer<typeof roleKeyBody>;

export const roleSaveBody = z.object({
  companyId,
  roleName: required('角色名称', 60),
  roleCode,
  remark: text('备注', 200).optional(),
  enabled: z.boolean('状态应为布尔值').optional(),
  dataScope: dataScope.optional(),
});
export type RoleSaveBody = z.infer<typeof roleSaveBody>;

export const roleUpdateBody = roleSaveBody.extend({ roleId });
export type RoleUpdateBody = z.infer<typeof roleUpdateBody>;

export const roleGrantResourcesBody = z.object({ companyId, roleId, resourceIds: ids('资源编号', 5000) });
export type RoleGrantResourcesBody = z.infer<typeof roleGrantResourcesBody>;

export const roleGrantAppsBody = z.object({
  companyId,
  roleId,
  appIds: ids('子系统编号', 500).min(1, '请选择子系统'),
  /** true grants every menu and button of the apps the company may use, false revokes them */
  granted: z.boolean('授权状态应为布尔值'),
});
export type RoleGrantAppsBody = z.infer<typeof roleGrantAppsBody>;

export const roleGrantDataBody = z
  .object({ companyId, roleId, dataScope, relatedCompanyIds: ids('关联企业编号', 500).default([]) })
  .refine((b) => b.dataScope === 'related' || b.relatedCompanyIds.length === 0, {
    message: '关联企业只能在数据权限为 related（关联企业）时选择',
    path: ['relatedCompanyIds'],
  });
export type RoleGrantDataBody = z.infer<typeof roleGrantDataBody>;

export const roleDataScopeRow = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleCode: z.string(),
  enabled: z.boolean(),
  dataScope: z.string(),
  relatedCompanies: z.array(companyBrief),
});
export type RoleDataScopeRow = z.infer<typeof roleDataScopeRow>;

export const roleDataScopePageBody = z.object({ companyId, roleName: text('角色名称', 60).optional(), page: pageNum, pageSize });
export type RoleDataScopePageBody = z.infer<typeof roleDataScopePageBody>;
export const roleDataScopePageEnvelope = envelope(page(roleDataScopeRow));

export const companyScopeBody = z.object({ companyId });
export type CompanyScopeBody = z.infer<typeof companyScopeBody>;
export const relatedCompaniesEnvelope = envelope(z.array(companyBrief));

// ---- field permissions of one role ---------------------------------------------------------------

export const fieldTableRow = z.object({ tableNo: z.string(), fieldCount: z.number().int() });
export const fieldTablesEnvelope = envelope(z.array(fieldTableRow));
export type FieldTableRow = z.infer<typeof fieldTableRow>;

const businessCode = required('业务编码', 80);

export const roleFieldListBody = z.object({ companyId, roleId, businessCode });
export type RoleFieldListBody = z.infer<typeof roleFieldListBody>;

export const roleFieldRow = z.object({ fieldCode: z.string(), fieldName: z.string(), status: z.number().int() });
export type RoleFieldRow = z.infer<typeof roleFieldRow>;
export const roleFieldListEnvelope = envelope(z.array(roleFieldRow));

export const roleFieldSaveBody = z.object({
  companyId,
  roleId,
  businessCode,
  fields: z
    .array(
      z.object({
        fieldCode: required('字段编码', 80),
        status: z.union([z.literal(0), z.literal(1), z.literal(2)], '字段权限状态只能为 0、1 或 2'),
      }),
      '字段列表应为数组',
    )
    .min(1, '请传入字段列表')
    .max(500, '字段列表不能超过500项'),
});
export type RoleFieldSaveBody = z.infer<typeof roleFieldSaveBody>;

// ---- default roles per company type (platform) ---------------------------------------------------

const defaultRoleId = rowId('默认角色编号');

export const defaultRolePageBody = z.object({
  companyType: companyType.optional(),
  roleName: text('角色名称', 60).optional(),
  page: pageNum,
  pageSize,
});
export type DefaultRolePageBody = z.infer<typeof defaultRolePageBody>;

export const defaultRoleRow = z.object({
  id: z.number().int(),
  companyType: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  remark: z.string(),
  enabled: z.boolean(),
  dataScope: z.string(),
  /** company roles copied from it */
  copiedCount: z.number().int(),
  createTime: z.string(),
});
export type DefaultRoleRow = z.infer<typeof defaultRoleRow>;
export const defaultRolePageEnvelope = envelope(page(defaultRoleRow));
export const defaultRoleEnvelope = envelope(defaultRoleRow);

export const defaultRoleKeyBody = z.object({ id: defaultRoleId });
export type DefaultRoleKeyBody = z.infer<typeof defaultRoleKeyBody>;

export const defaultRoleSaveBody = z.object({
  companyType,
  roleName: required('角色名称', 60),
  roleCode,
  remark: text('备注', 200).optional(),
  enabled: z.boolean('状态应为布尔值').optional(),
  dataScope: dataScope.optional(),
});
export type DefaultRoleSaveBody = z.infer<typeof defaultRoleSaveBody>;

/** The company type of a default role stays as created. */
export const defaultRoleUpdateBody = defaultRoleSaveBody.omit({ companyType: true }).extend({ id: defaultRoleId });
export type DefaultRoleUpdateBody = z.infer<typeof defaultRoleUpdateBody>;

export const defaultRoleGrantBody = z.object({ id: defaultRoleId, resourceIds: ids('资源编号', 5000) });
export type DefaultRoleGrantBody = z.infer<typeof defaultRoleGrantBody>;

// ---- user groups of a company --------------------------------------------------------------------

const groupId = rowId('用户组编号');

export const userGroupPageBody = z.object({ companyId, name: text('用户组名称', 60).optional(), page: pageNum, pageSize });
export type UserGroupPageBody = z.infer<typeof userGroupPageBody>;

export const userGroupRow = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  remark: z.string(),
  memberCount: z.number().int(),
  roleNames: z.array(z.string()),
  createTime: z.string(),
});
export type UserGroupRow = z.infer<typeof userGroupRow>;
export const userGroupPageEnvelope = envelope(page(userGroupRow));
export const userGroupEnvelope = envelope(userGroupRow);

export const userGroupKeyBody = z.object({ companyId, id: groupId });
export type UserGroupKeyBody = z.infer<typeof userGroupKeyBody>;

export const groupUser = z.object({ userId: z.number().int(), userName: z.string(), realName: z.string() });
export type GroupUser = z.infer<typeof groupUser>;
export const groupRoleOption = z.object({ roleId: z.number().int(), roleName: z.string(), roleCode: z.string(), enabled: z.boolean() });
export type GroupRoleOption = z.infer<typeof groupRoleOption>;

export const userGroupDetailEnvelope = envelope(
  z.object({
    group: userGroupRow,
    memberIds: z.array(z.number().int()),
    roleIds: z.array(z.number().int()),
    /** every user with a seat in the company (the members are picked from them) */
    users: z.array(groupUser),
    /** the company's roles */
    roles: z.array(groupRoleOption),
  }),
);

export const userGroupSaveBody = z.object({ companyId, name: required('用户组名称', 60), remark: text('备注', 200).optional() });
export type UserGroupSaveBody = z.infer<typeof userGroupSaveBody>;
export const userGroupUpdateBody = userGroupSaveBody.extend({ id: groupId });
export type UserGroupUpdateBody = z.infer<typeof userGroupUpdateBody>;

export const userGroupMembersBody = z.object({ companyId, id: groupId, userIds: ids('用户编号', 5000) });
export type UserGroupMembersBody = z.infer<typeof userGroupMembersBody>;
export const userGroupRolesBody = z.object({ companyId, id: groupId, roleIds: ids('角色编号', 500) });
export type UserGroupRolesBody = z.infer<typeof userGroupRolesBody>;
