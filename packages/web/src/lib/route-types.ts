// The shape of a route-table entry; each feature declares its built screens in its own *.routes.ts.
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
  /** the sub-app whose menus frame the page; opening the page by URL enters that app */
  appCode?: string;
  /**
   * the catalogue menu code (of appCode's menus) that grants the page; a sub-page (detail, create)
   * names its parent menu. Without it among the user's menus the page shows the 403 error page and
   * makes no request of its own.
   */
  menu?: string;
  lazy: () => Promise<RouteModule>;
};

/** The route's table data, readable from `useMatches()` as `match.handle`. */
export type RouteHandle = Omit<AppRoute, 'path' | 'lazy'>;

/** The routes of one sub-app: each opens inside that app's menus (see AppRoute.appCode). */
export const inApp = (appCode: string, routes: Omit<AppRoute, 'appCode'>[]): AppRoute[] => routes.map((route) => ({ ...route, appCode }));
