// The user's own company and account screens: joining a company, the enterprise and personal centres, and
// the account area's account home, joining and password change.
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
  {
    path: '/account/home',
    layout: 'default',
    titleKey: 'account:title.accountHome',
    lazy: () => import('./account-home-page').then((m) => ({ Component: m.AccountHomePage })),
  },
  {
    path: '/company/join',
    layout: 'default',
    titleKey: 'account:title.join',
    lazy: () => import('./join-page').then((m) => ({ Component: m.JoinPage })),
  },
  {
    path: '/company/reset-pwd',
    layout: 'default',
    titleKey: 'account:title.resetPassword',
    lazy: () => import('./reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];
