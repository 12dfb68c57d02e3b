// The user's own company and account screens: joining a company, the enterprise and personal centres.
import type { AppRoute } from '../../lib/route-types';

export const ACCOUNT_ROUTES: AppRoute[] = [
  {
    path: '/business',
    layout: 'blank',
    titleKey: 'account:title.business',
    lazy: () => import('./business-page').then((m) => ({ Component: m.BusinessPage })),
  },
  {
    path: '/enterpriseCenter',
    layout: 'default',
    titleKey: 'account:title.enterpriseCenter',
    lazy: () => import('./enterprise-center-page').then((m) => ({ Component: m.EnterpriseCenterPage })),
  },
  {
    path: '/systemSetup/personal',
    layout: 'default',
    titleKey: 'account:title.personal',
    lazy: () => import('./personal-page').then((m) => ({ Component: m.PersonalPage })),
  },
  {
    path: '/systemSetup/personal/edit',
    layout: 'default',
    titleKey: 'account:title.personalEdit',
    lazy: () => import('./personal-edit-page').then((m) => ({ Component: m.PersonalEditPage })),
  },
];
