// The route table as data: every BUILT screen, declared once. A path not listed here is answered by
// the 404 error page (there is no fallback route), so a route joins this table with its screen.
import type { ComponentType } from 'react';
import type { Permission } from '@medportal/contracts/permissions';

export type LayoutName = 'default' | 'blank' | 'header-blank' | 'login' | 'no-scroll' | 'bi' | 'sub-app' | 'white';

/** What a lazy route chunk provides to the router. */
export type RouteModule = { Component: ComponentType };

export type AppRoute = {
  path: string;
  layout: LayoutName;
  /** i18n key of the page title, `namespace:key` */
  titleKey: string;
  /** capability needed to open the page; absent means any logged-in user */
  permission?: Permission;
  /** reachable without a session */
  public?: boolean;
  lazy: () => Promise<RouteModule>;
};

/** The route's table data, readable from `useMatches()` as `match.handle`. */
export type RouteHandle = Omit<AppRoute, 'path' | 'lazy'>;

export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    layout: 'blank',
    titleKey: 'shell:app.platformName',
    public: true,
    lazy: () => import('../HomePage').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: '/login',
    layout: 'login',
    titleKey: 'shell:login.title',
    public: true,
    lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/loginAdmin',
    layout: 'login',
    titleKey: 'shell:login.adminTitle',
    public: true,
    lazy: () => import('../features/auth/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
  },
  {
    path: '/login/retrieve',
    layout: 'login',
    titleKey: 'shell:retrieve.title',
    public: true,
    lazy: () => import('../features/auth/retrieve-page').then((m) => ({ Component: m.RetrievePage })),
  },
  {
    path: '/worktable',
    layout: 'default',
    titleKey: 'shell:nav.worktable',
    lazy: () => import('../features/worktable/worktable-page').then((m) => ({ Component: m.WorktablePage })),
  },
];

/** The layout components wrapping their routes; a layout not listed here renders its pages bare. */
export const APP_LAYOUTS: Partial<Record<LayoutName, () => Promise<RouteModule>>> = {
  default: () => import('../shell/default-layout').then((m) => ({ Component: m.DefaultLayout })),
};
