// The main page and the home pages (spec 1 section 2 'Main and home routes').
import type { AppRoute } from '../../app/route-types';

export const HOME_ROUTES: AppRoute[] = [
  {
    path: '/',
    layout: 'blank',
    titleKey: 'shell:app.platformName',
    public: true,
    lazy: () => import('../../HomePage').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: '/worktable',
    layout: 'default',
    titleKey: 'shell:nav.worktable',
    lazy: () => import('../worktable/worktable-page').then((m) => ({ Component: m.WorktablePage })),
  },
];
