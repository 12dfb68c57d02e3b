// Typed client of system setup's role calls: roles and their grants, data scopes, field permissions,
// default roles (platform) and user groups (POST /m-staff-center/api/v1/role|defaultRole|userGroup/*).
import type { Page } from '@medportal/contracts/common/envelope';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { CompanyOption, CompanyOptionsBody } from '@medportal/contracts/staff/companies.contract';
import type {
  CompanyBrief,
  DefaultRoleGrantBody,
  DefaultRolePageBody,
  DefaultRoleRow,
  DefaultRoleSaveBody,
  DefaultRoleUpdateBody,
  FieldTableRow,
  GroupRoleOption,
  GroupUser,
  ResourceTreeNode,
  RoleDataScopePageBody,
  RoleDataScopeRow,
  RoleDetail,
  RoleFieldRow,
  RoleFieldSaveBody,
  RoleGrantDataBody,
  RoleGrantResourcesBody,
  RolePageBody,
  RoleRow,
  RoleSaveBody,
  RoleUpdateBody,
  UserGroupMembersBody,
  UserGroupPageBody,
  UserGroupRolesBody,
  UserGroupRow,
  UserGroupSaveBody,
  UserGroupUpdateBody,
} from '@medportal/contracts/system/roles.contract';
import { post } from '../../../../lib/api-client';

const call = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

/** The optional company of a call: left out for the session's own company. */
export type CompanyScope = { companyId?: number | undefined };
/** A list body as the screens build it: search values with the page and a size from the pager. */
export type ListBody<B> = Omit<Partial<B>, 'pageSize'> & { pageSize?: number };
export type ResourceTree = { tree: ResourceTreeNode[]; checkedIds: number[] };
export type GroupDetail = { group: UserGroupRow; memberIds: number[]; roleIds: number[]; users: GroupUser[]; roles: GroupRoleOption[] };

export const companyOptions = (body: CompanyOptionsBody) => call<CompanyOption[]>(STAFF_API.companyOptions, body);

export const rolePage = (body: ListBody<RolePageBody>) => call<Page<RoleRow>>(STAFF_API.rolePageList, body);
export const roleDetail = (body: CompanyScope & { roleId: number }) => call<RoleDetail>(STAFF_API.roleDetail, body);
export const saveRole = (body: RoleSaveBody) => call<RoleRow>(STAFF_API.roleSave, body);
export const updateRole = (body: RoleUpdateBody) => call<RoleRow>(STAFF_API.roleUpdate, body);
export const deleteRole = (body: CompanyScope & { roleId: number }) => call<null>(STAFF_API.roleDelete, body);
export const roleResourceTree = (body: CompanyScope & { roleId: number }) => call<ResourceTree>(STAFF_API.roleResourceTree, body);
export const grantRoleResources = (body: RoleGrantResourcesBody) => call<null>(STAFF_API.roleGrantResources, body);
export const grantRoleData = (body: Omit<RoleGrantDataBody, 'relatedCompanyIds'> & { relatedCompanyIds: number[] }) =>
  call<null>(STAFF_API.roleGrantData, body);
export const roleDataScopePage = (body: ListBody<RoleDataScopePageBody>) => call<Page<RoleDataScopeRow>>(STAFF_API.roleDataScopeList, body);
export const relatedCompanies = (body: CompanyScope) => call<CompanyBrief[]>(STAFF_API.roleRelatedCompanies, body);
export const fieldTables = (body: CompanyScope) => call<FieldTableRow[]>(STAFF_API.roleFieldTables, body);
export const roleFields = (body: CompanyScope & { roleId: number; businessCode: string }) =>
  call<RoleFieldRow[]>(STAFF_API.roleFieldList, body);
export const saveRoleFields = (body: RoleFieldSaveBody) => call<null>(STAFF_API.roleFieldSave, body);

export const defaultRolePage = (body: ListBody<DefaultRolePageBody>) => call<Page<DefaultRoleRow>>(STAFF_API.defaultRolePageList, body);
export const defaultRoleDetail = (id: number) => call<DefaultRoleRow>(STAFF_API.defaultRoleDetail, { id });
export const saveDefaultRole = (body: DefaultRoleSaveBody) => call<DefaultRoleRow>(STAFF_API.defaultRoleSave, body);
export const updateDefaultRole = (body: DefaultRoleUpdateBody) => call<DefaultRoleRow>(STAFF_API.defaultRoleUpdate, body);
export const deleteDefaultRole = (id: number) => call<null>(STAFF_API.defaultRoleDelete, { id });
export const defaultRoleResourceTree = (id: number) => call<ResourceTree>(STAFF_API.defaultRoleResourceTree, { id });
export const grantDefaultRoleResources = (body: DefaultRoleGrantBody) => call<null>(STAFF_API.defaultRoleGrantResources, body);

export const userGroupPage = (body: ListBody<UserGroupPageBody>) => call<Page<UserGroupRow>>(STAFF_API.userGroupPageList, body);
export const userGroupDetail = (body: CompanyScope & { id: number }) => call<GroupDetail>(STAFF_API.userGroupDetail, body);
export const saveUserGroup = (body: UserGroupSaveBody) => call<UserGroupRow>(STAFF_API.userGroupSave, body);
export const updateUserGroup = (body: UserGroupUpdateBody) => call<UserGroupRow>(STAFF_API.userGroupUpdate, body);
export const deleteUserGroup = (body: CompanyScope & { id: number }) => call<null>(STAFF_API.userGroupDelete, body);
export const setUserGroupMembers = (body: UserGroupMembersBody) => call<null>(STAFF_API.userGroupMembers, body);
export const setUserGroupRoles = (body: UserGroupRolesBody) => call<null>(STAFF_API.userGroupRoles, body);
