// Workbench: notices, their publishing and read receipts (/worktable/moreNotices, /worktable/articleDetail).
// Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { WORKBENCH_APP_CODE } from '../shared/workbench-paths';

export const WORKBENCH_NOTICES_ROUTES = inApp(WORKBENCH_APP_CODE, [
  {
    path: '/worktable/moreNotices',
    menu: 'wt.notice',
    layout: 'default',
    titleKey: 'wbNotices:title.moreNotices',
    lazy: () => import('./more-notices-page').then((m) => ({ Component: m.MoreNoticesPage })),
  },
  {
    path: '/worktable/articleDetail',
    menu: 'wt.notice',
    layout: 'default',
    titleKey: 'wbNotices:title.articleDetail',
    lazy: () => import('./article-detail-page').then((m) => ({ Component: m.ArticleDetailPage })),
  },
]);
