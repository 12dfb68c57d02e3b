// System setup: roles, grants, data scopes, default roles and user groups. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_ROLES_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/jurisdiction',
    menu: 'sys.role',
    layout: 'default',
    titleKey: 'sysRoles:title.roles',
    lazy: () => import('./roles/role-list-page').then((m) => ({ Component: m.RoleListPage })),
  },
  {
    path: '/systemSetup/jurisdiction/set',
    menu: 'sys.role',
    layout: 'default',
    titleKey: 'sysRoles:title.roleSet',
    lazy: () => import('./roles/role-set-page').then((m) => ({ Component: m.RoleSetPage })),
  },
  {
    path: '/systemSetup/default-role-management',
    menu: 'sys.defaultRole',
    layout: 'default',
    titleKey: 'sysRoles:title.defaultRoles',
    lazy: () => import('./default-roles/default-role-list-page').then((m) => ({ Component: m.DefaultRoleListPage })),
  },
  {
    path: '/systemSetup/default-role-management/set',
    menu: 'sys.defaultRole',
    layout: 'default',
    titleKey: 'sysRoles:title.defaultRoleSet',
    lazy: () => import('./default-roles/default-role-set-page').then((m) => ({ Component: m.DefaultRoleSetPage })),
  },
  {
    path: '/systemSetup/dataManagement',
    menu: 'sys.dataManagement',
    layout: 'default',
    titleKey: 'sysRoles:title.dataManagement',
    lazy: () => import('./data-scope/data-management-page').then((m) => ({ Component: m.DataManagementPage })),
  },
  {
    path: '/systemSetup/userGroupManagement',
    menu: 'sys.userGroup',
    layout: 'default',
    titleKey: 'sysRoles:title.userGroups',
    lazy: () => import('./user-groups/user-group-list-page').then((m) => ({ Component: m.UserGroupListPage })),
  },
  {
    path: '/systemSetup/userGroupManagement/set',
    menu: 'sys.userGroup',
    layout: 'default',
    titleKey: 'sysRoles:title.userGroupSet',
    lazy: () => import('./user-groups/user-group-set-page').then((m) => ({ Component: m.UserGroupSetPage })),
  },
]);
