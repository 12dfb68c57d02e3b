// Workbench: expiry warnings, shortcuts, worktable settings, todo and notice preferences. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { WORKBENCH_APP_CODE } from '../shared/workbench-paths';

export const WORKBENCH_PERSONAL_ROUTES = inApp(WORKBENCH_APP_CODE, [
  {
    path: '/worktable/warning',
    menu: 'wt.warning',
    layout: 'default',
    titleKey: 'wbPersonal:title.warning',
    lazy: () => import('./warning-page').then((m) => ({ Component: m.WarningPage })),
  },
  {
    path: '/worktable/shortcut',
    menu: 'wt.shortcut',
    layout: 'default',
    titleKey: 'wbPersonal:title.shortcut',
    lazy: () => import('./shortcut-page').then((m) => ({ Component: m.ShortcutPage })),
  },
  {
    path: '/WorkbenchSettings',
    menu: 'wt.settings',
    layout: 'default',
    titleKey: 'wbPersonal:title.settings',
    lazy: () => import('./workbench-settings-page').then((m) => ({ Component: m.WorkbenchSettingsPage })),
  },
  {
    path: '/todoNoticeSet',
    menu: 'wt.todoNoticeSet',
    layout: 'default',
    titleKey: 'wbPersonal:title.todoNoticeSet',
    lazy: () => import('./todo-notice-set-page').then((m) => ({ Component: m.TodoNoticeSetPage })),
  },
]);
