// The main page and the home pages (spec 1 section 2 'Main and home routes'); the session guard sends
// a visitor without a session to the login page.
import type { AppRoute } from '../../lib/route-types';

const home = () => import('./home-page').then((m) => ({ Component: m.HomePage }));

export const HOME_ROUTES: AppRoute[] = [
  { path: '/', layout: 'default', titleKey: 'home:title.main', lazy: home },
  { path: '/workbench', layout: 'default', titleKey: 'home:title.workbench', lazy: home },
  { path: '/homePage/worktable', layout: 'default', titleKey: 'home:title.homeWorktable', lazy: home },
  {
    path: '/worktable',
    layout: 'default',
    titleKey: 'shell:nav.worktable',
    lazy: () => import('./worktable-page').then((m) => ({ Component: m.WorktablePage })),
  },
  {
    path: '/newWorkbench',
    layout: 'default',
    titleKey: 'home:title.newWorkbench',
    lazy: () => import('./new-workbench-page').then((m) => ({ Component: m.NewWorkbenchPage })),
  },
];
