// System setup: administrator change and its review, locked accounts, the audit log. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_ADMIN_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/userManagement/admin-change',
    menu: 'sys.user',
    layout: 'default',
    titleKey: 'sysAdmin:title.adminChange',
    lazy: () => import('./admin-change-page').then((m) => ({ Component: m.AdminChangePage })),
  },
  {
    path: '/systemSetup/admin/examine',
    menu: 'sys.adminExamine',
    layout: 'default',
    titleKey: 'sysAdmin:title.examine',
    lazy: () => import('./admin-examine-page').then((m) => ({ Component: m.AdminExaminePage })),
  },
  {
    path: '/systemSetup/admin/examine/Create',
    menu: 'sys.adminExamine',
    layout: 'default',
    titleKey: 'sysAdmin:title.examineCreate',
    lazy: () => import('./admin-examine-create-page').then((m) => ({ Component: m.AdminExamineCreatePage })),
  },
  {
    path: '/systemSetup/unlockUser',
    menu: 'sys.unlockUser',
    layout: 'default',
    titleKey: 'sysAdmin:title.unlockUser',
    lazy: () => import('./unlock-user-page').then((m) => ({ Component: m.UnlockUserPage })),
  },
  {
    path: '/systemSetup/auditLog',
    menu: 'sys.auditLog',
    layout: 'default',
    titleKey: 'sysAdmin:title.auditLog',
    lazy: () => import('./audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
  },
]);
