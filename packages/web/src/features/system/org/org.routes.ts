// System setup: organisation, positions and posts. Only built screens are declared; paths are
// literals (the build and bench/web-load.mjs read this file as text; org-paths.ts names them for links).
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_ORG_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/orgainzationManagement',
    menu: 'sys.orgManage',
    layout: 'default',
    titleKey: 'sysOrg:title.org',
    lazy: () => import('./org-page').then((m) => ({ Component: m.OrgPage })),
  },
  {
    path: '/systemSetup/orgainzationManagement/organizerNewly',
    menu: 'sys.orgManage',
    layout: 'default',
    titleKey: 'sysOrg:title.orgNew',
    lazy: () => import('./org-new-page').then((m) => ({ Component: m.OrgNewPage })),
  },
  {
    path: '/systemSetup/dutyManage',
    menu: 'sys.duty',
    layout: 'default',
    titleKey: 'sysOrg:title.duty',
    lazy: () => import('./duty-page').then((m) => ({ Component: m.DutyPage })),
  },
]);
