// System setup: the approval flows (/systemSetup/examine). Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_EXAMINE_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/examine',
    menu: 'sys.examine',
    layout: 'default',
    titleKey: 'sysExamine:title',
    lazy: () => import('./examine-page').then((m) => ({ Component: m.ExaminePage })),
  },
]);
