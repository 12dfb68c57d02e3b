// Workbench: training videos, customer service desks, the group's export records. Only built screens are declared.
import { inApp, type AppRoute } from '../../../lib/route-types';
import { WORKBENCH_APP_CODE } from '../shared/workbench-paths';

export const WORKBENCH_VIDEOS_ROUTES: AppRoute[] = [
  ...inApp(WORKBENCH_APP_CODE, [
    {
      path: '/worktable/video',
      menu: 'wt.video',
      layout: 'default',
      titleKey: 'wbVideos:title.video',
      lazy: () => import('./video-page').then((m) => ({ Component: m.VideoPage })),
    },
    {
      path: '/group-exportRecord',
      menu: 'wt.exportRecord',
      layout: 'default',
      titleKey: 'wbVideos:title.exportRecord',
      lazy: () => import('./export-records-page').then((m) => ({ Component: m.ExportRecordsPage })),
    },
  ]),
  // the new workbench's own pages: no menu of their own, any session
  {
    path: '/newWorkbench/videoList',
    layout: 'default',
    titleKey: 'wbVideos:title.videoList',
    lazy: () => import('./video-page').then((m) => ({ Component: m.WorkbenchVideoListPage })),
  },
  {
    path: '/newWorkbench/customerSupportList',
    layout: 'default',
    titleKey: 'wbVideos:title.customerSupport',
    lazy: () => import('./customer-support-page').then((m) => ({ Component: m.CustomerSupportPage })),
  },
  {
    path: '/auth-login/video-list',
    layout: 'login',
    titleKey: 'wbVideos:title.publicVideos',
    public: true,
    lazy: () => import('./public-videos-page').then((m) => ({ Component: m.PublicVideosPage })),
  },
];
