// System setup (SYS01), electronic seals: /systemSetup/signatureManagement and /groupSignature. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_SEALS_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/signatureManagement',
    menu: 'sys.signature',
    layout: 'default',
    titleKey: 'sysSeals:title',
    lazy: () => import('./seal-list-page').then((m) => ({ Component: m.SealListPage })),
  },
  {
    path: '/systemSetup/signatureManagement/groupSignature',
    menu: 'sys.signature',
    layout: 'default',
    titleKey: 'sysSeals:groups.title',
    lazy: () => import('./group-seals-page').then((m) => ({ Component: m.GroupSealsPage })),
  },
]);
