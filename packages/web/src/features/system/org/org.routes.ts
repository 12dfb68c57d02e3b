// System setup: organisation, positions and posts. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';
import { DUTY_PATH, ORG_NEW_PATH, ORG_PATH } from './org-paths';

export const SYSTEM_ORG_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: ORG_PATH,
    menu: 'sys.orgManage',
    layout: 'default',
    titleKey: 'sysOrg:title.org',
    lazy: () => import('./org-page').then((m) => ({ Component: m.OrgPage })),
  },
  {
    path: ORG_NEW_PATH,
    menu: 'sys.orgManage',
    layout: 'default',
    titleKey: 'sysOrg:title.orgNew',
    lazy: () => import('./org-new-page').then((m) => ({ Component: m.OrgNewPage })),
  },
  {
    path: DUTY_PATH,
    menu: 'sys.duty',
    layout: 'default',
    titleKey: 'sysOrg:title.duty',
    lazy: () => import('./duty-page').then((m) => ({ Component: m.DutyPage })),
  },
]);
