// Showcase screens of the shared UI kit (issue 4): permission wrappers, selects, transfer, dialogs and small widgets
// (/demo/iconfont and friends), on real server data.
import type { AppRoute } from '../../lib/route-types';

export const DEMO_WIDGET_ROUTES: AppRoute[] = [
  {
    path: '/demo/iconfont',
    layout: 'default',
    titleKey: 'demoWidgets:title.iconfont',
    lazy: () => import('./widgets-iconfont-page').then((m) => ({ Component: m.WidgetsIconfontPage })),
  },
  {
    // not in the spec's route list: the showcase of this kit's other pieces
    path: '/demo/widgets',
    layout: 'default',
    titleKey: 'demoWidgets:title.widgets',
    lazy: () => import('./widgets-page').then((m) => ({ Component: m.WidgetsPage })),
  },
];
