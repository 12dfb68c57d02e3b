// Showcase screens of the shared UI kit (issue 4): the column-configurable table, pagination and list query (/demo), on real server data.
import type { AppRoute } from '../../lib/route-types';

export const DEMO_TABLE_ROUTES: AppRoute[] = [
  {
    // public in spec 2; without a session the page asks to log in (the shell renders it bare)
    path: '/demo',
    layout: 'default',
    titleKey: 'demoTable:title',
    public: true,
    lazy: () => import('./table-demo-page').then((m) => ({ Component: m.TableDemoPage })),
  },
];
