// System setup: /systemSetup/userManagement (users). Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_USERS_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/userManagement',
    menu: 'sys.user',
    layout: 'default',
    titleKey: 'sysUsers:title',
    lazy: () => import('./users-page').then((m) => ({ Component: m.UsersPage })),
  },
]);
