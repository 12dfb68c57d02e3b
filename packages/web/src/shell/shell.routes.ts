// Screens that belong to the shell itself (spec 1 section 2): the logout route.
import type { AppRoute } from '../lib/route-types';

export const SHELL_ROUTES: AppRoute[] = [
  {
    path: '/logout',
    layout: 'blank',
    titleKey: 'header:logout.title',
    lazy: () => import('./header/logout-page').then((m) => ({ Component: m.LogoutPage })),
  },
];
