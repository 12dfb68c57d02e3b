// The account area: company authentication (/company/authentication/*). Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const COMPANY_AUTHENTICATION_ROUTES: AppRoute[] = [
  {
    path: '/company/authentication/home',
    layout: 'default',
    titleKey: 'companyAuth:title.home',
    lazy: () => import('./auth-home-page').then((m) => ({ Component: m.AuthHomePage })),
  },
  {
    path: '/company/authentication/select-classify',
    layout: 'default',
    titleKey: 'companyAuth:title.selectClassify',
    lazy: () => import('./select-classify-page').then((m) => ({ Component: m.SelectClassifyPage })),
  },
  {
    path: '/company/authentication/verify',
    layout: 'default',
    titleKey: 'companyAuth:title.verify',
    lazy: () => import('./verify-page').then((m) => ({ Component: m.VerifyPage })),
  },
  {
    path: '/company/authentication/list',
    layout: 'default',
    titleKey: 'companyAuth:title.list',
    lazy: () => import('./auth-list-page').then((m) => ({ Component: m.AuthListPage })),
  },
];
