// Workbench: the app centre, the app store and my apps with app requests. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { WORKBENCH_APP_CODE } from '../shared/workbench-paths';

export const WORKBENCH_APP_STORE_ROUTES = inApp(WORKBENCH_APP_CODE, [
  {
    path: '/worktable/appList',
    menu: 'wt.appList',
    layout: 'default',
    titleKey: 'wbAppStore:title.appList',
    lazy: () => import('./app-list-page').then((m) => ({ Component: m.AppListPage })),
  },
  {
    path: '/home/app-store',
    menu: 'wt.appStore',
    layout: 'default',
    titleKey: 'wbAppStore:title.appStore',
    lazy: () => import('./app-store-page').then((m) => ({ Component: m.AppStorePage })),
  },
  {
    path: '/home/my-app',
    menu: 'wt.myApp',
    layout: 'default',
    titleKey: 'wbAppStore:title.myApp',
    lazy: () => import('./my-app-page').then((m) => ({ Component: m.MyAppPage })),
  },
]);
