// The public login and account-recovery screens (spec 1 sections 2 and 4).
import type { AppRoute } from '../../app/route-types';

export const AUTH_ROUTES: AppRoute[] = [
  {
    path: '/login',
    layout: 'login',
    titleKey: 'shell:login.title',
    public: true,
    lazy: () => import('./login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/loginAdmin',
    layout: 'login',
    titleKey: 'shell:login.adminTitle',
    public: true,
    lazy: () => import('./admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
  },
  {
    path: '/login/retrieve',
    layout: 'login',
    titleKey: 'shell:retrieve.title',
    public: true,
    lazy: () => import('./retrieve-page').then((m) => ({ Component: m.RetrievePage })),
  },
];
