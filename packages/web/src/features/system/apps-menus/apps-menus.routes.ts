// System setup (SYS01), apps and menus: /systemSetup/subsystemManagement, /systemSetup/menuManagement and
// each one's /sysMenu (an app's menu tree). Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_APPS_MENUS_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/subsystemManagement',
    menu: 'sys.subsystem',
    layout: 'default',
    titleKey: 'sysAppsMenus:apps.title',
    lazy: () => import('./app-list-page').then((m) => ({ Component: m.SubsystemListPage })),
  },
  {
    path: '/systemSetup/subsystemManagement/sysMenu',
    menu: 'sys.subsystem',
    layout: 'default',
    titleKey: 'sysAppsMenus:tree.title',
    lazy: () => import('./menu-tree-page').then((m) => ({ Component: m.SubsystemMenuTreePage })),
  },
  {
    path: '/systemSetup/menuManagement',
    menu: 'sys.menu',
    layout: 'default',
    titleKey: 'sysAppsMenus:menus.title',
    lazy: () => import('./app-list-page').then((m) => ({ Component: m.MenuAppListPage })),
  },
  {
    path: '/systemSetup/menuManagement/sysMenu',
    menu: 'sys.menu',
    layout: 'default',
    titleKey: 'sysAppsMenus:tree.title',
    lazy: () => import('./menu-tree-page').then((m) => ({ Component: m.MenuTreePage })),
  },
]);
