// System setup (SYS01), enterprises and company groups: /systemSetup/enterprise with /newmenuList and
// /systemSetup/companyGroupManagement with /change and /set (platform only).
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_COMPANY_GROUPS_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/enterprise',
    menu: 'sys.enterprise',
    layout: 'default',
    titleKey: 'sysCompanyGroups:enterprise.title',
    lazy: () => import('./enterprise-page').then((m) => ({ Component: m.EnterprisePage })),
  },
  {
    path: '/systemSetup/enterprise/newmenuList',
    menu: 'sys.enterprise',
    layout: 'default',
    titleKey: 'sysCompanyGroups:menu.title',
    lazy: () => import('./enterprise-menu-page').then((m) => ({ Component: m.EnterpriseMenuPage })),
  },
  {
    path: '/systemSetup/companyGroupManagement',
    menu: 'sys.companyGroup',
    layout: 'default',
    titleKey: 'sysCompanyGroups:group.title',
    lazy: () => import('./company-group-list-page').then((m) => ({ Component: m.CompanyGroupListPage })),
  },
  {
    path: '/systemSetup/companyGroupManagement/change',
    menu: 'sys.companyGroup',
    layout: 'default',
    titleKey: 'sysCompanyGroups:change.title',
    lazy: () => import('./company-group-change-page').then((m) => ({ Component: m.CompanyGroupChangePage })),
  },
  {
    path: '/systemSetup/companyGroupManagement/set',
    menu: 'sys.companyGroup',
    layout: 'default',
    titleKey: 'sysCompanyGroups:set.title',
    lazy: () => import('./company-group-set-page').then((m) => ({ Component: m.CompanyGroupSetPage })),
  },
]);
