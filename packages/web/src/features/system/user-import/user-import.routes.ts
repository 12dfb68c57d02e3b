// System setup: /systemSetup/userManagement/uploadFile (user import). Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_USER_IMPORT_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/userManagement/uploadFile',
    menu: 'sys.user',
    layout: 'default',
    titleKey: 'sysUserImport:title',
    lazy: () => import('./user-import-page').then((m) => ({ Component: m.UserImportPage })),
  },
]);
