// System setup (SYS01), settings: /systemSetup/system/platform (platform administrator) and
// /systemSetup/system/company (a company administrator). Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_SETTINGS_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/system/platform',
    menu: 'sys.platformSetting',
    layout: 'default',
    titleKey: 'sysSettings:platform.title',
    lazy: () => import('./platform-settings-page').then((m) => ({ Component: m.PlatformSettingsPage })),
  },
  {
    path: '/systemSetup/system/company',
    menu: 'sys.companySetting',
    layout: 'default',
    titleKey: 'sysSettings:company.title',
    lazy: () => import('./company-settings-page').then((m) => ({ Component: m.CompanySettingsPage })),
  },
]);
