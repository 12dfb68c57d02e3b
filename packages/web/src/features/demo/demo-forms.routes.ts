// Showcase screens of the shared UI kit (issue 4): the search form, drawer form and inputs (/demo/search,
// /demo/search2, /demo/search3), on real server data.
import type { AppRoute } from '../../lib/route-types';

export const DEMO_FORM_ROUTES: AppRoute[] = [
  {
    path: '/demo/search',
    layout: 'default',
    titleKey: 'demoForm:title.search',
    lazy: () => import('./form-demo-search-page').then((m) => ({ Component: m.FormDemoSearchPage })),
  },
  {
    path: '/demo/search2',
    layout: 'default',
    titleKey: 'demoForm:title.search2',
    lazy: () => import('./form-demo-drawer-page').then((m) => ({ Component: m.FormDemoDrawerPage })),
  },
  {
    path: '/demo/search3',
    layout: 'default',
    titleKey: 'demoForm:title.search3',
    lazy: () => import('./form-demo-inputs-page').then((m) => ({ Component: m.FormDemoInputsPage })),
  },
];
