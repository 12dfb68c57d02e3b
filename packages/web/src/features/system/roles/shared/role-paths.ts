// The routes of the role screens (spec routes.tsv) and the query keys of their data.
export const ROLE_LIST_PATH = '/systemSetup/jurisdiction';
export const ROLE_SET_PATH = '/systemSetup/jurisdiction/set';
export const DEFAULT_ROLE_LIST_PATH = '/systemSetup/default-role-management';
export const DEFAULT_ROLE_SET_PATH = '/systemSetup/default-role-management/set';
export const DATA_SCOPE_PATH = '/systemSetup/dataManagement';
export const USER_GROUP_LIST_PATH = '/systemSetup/userGroupManagement';
export const USER_GROUP_SET_PATH = '/systemSetup/userGroupManagement/set';

export const ROLES_KEY = ['sysRoles', 'roles'] as const;
export const DEFAULT_ROLES_KEY = ['sysRoles', 'defaultRoles'] as const;
export const USER_GROUPS_KEY = ['sysRoles', 'userGroups'] as const;

export const DATA_SCOPE_KINDS = ['own', 'department', 'company', 'related'] as const;
