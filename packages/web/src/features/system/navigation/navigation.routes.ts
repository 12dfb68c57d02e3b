// System setup (SYS01), app groups, top navigation and app branding: /systemSetup/menuConfig,
// /systemSetup/navMenuManagement, /systemSetup/appLogoManagement. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_NAVIGATION_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/menuConfig',
    menu: 'sys.menuConfig',
    layout: 'default',
    titleKey: 'sysNavigation:groups.title',
    lazy: () => import('./app-groups-page').then((m) => ({ Component: m.AppGroupsPage })),
  },
  {
    path: '/systemSetup/navMenuManagement',
    menu: 'sys.navMenu',
    layout: 'default',
    titleKey: 'sysNavigation:nav.title',
    lazy: () => import('./nav-menus-page').then((m) => ({ Component: m.NavMenusPage })),
  },
  {
    path: '/systemSetup/appLogoManagement',
    menu: 'sys.appLogo',
    layout: 'default',
    titleKey: 'sysNavigation:logo.title',
    lazy: () => import('./app-logo-page').then((m) => ({ Component: m.AppLogoPage })),
  },
]);
