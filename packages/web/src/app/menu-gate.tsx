// A page whose route names its menu (AppRoute.menu) opens only for a user holding that menu in the
// route's app: the grants come from login/resourceList (the shell's menu store). Without it the page
// shows the 403 error page and is never mounted, so it makes no request of its own. The server
// refuses the page's calls as well; this only spares the user a page of refusals.
import type { ComponentType } from 'react';
import type { AppGroup } from '@medportal/contracts/staff/apps.contract';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { RESOURCE_MENU } from '@medportal/contracts/common/constants';
import { useSessionStore } from '../lib/session-store';
import { useMenuStore, type MenuStatus } from '../lib/menu-store';
import type { AppRoute } from '../lib/route-types';
import { useAppGroups } from '../shell/app-groups';
import { ErrorPage } from './error-page';

export const FORBIDDEN_STATUS = 403;

export type MenuGateInput = {
  route: Pick<AppRoute, 'menu' | 'appCode'>;
  session: Pick<Session, 'userId' | 'companyId' | 'appCode'> | null;
  /** the menu store: its tree, status and the identity of what it loaded (see use-menu-load) */
  menus: { menus: readonly MenuNode[]; status: MenuStatus; loadedKey: string | null };
  /** the user's apps (login/appList); undefined while loading, null when the call failed */
  apps: readonly AppGroup[] | undefined | null;
};

export type MenuGateDecision = 'pass' | 'wait' | 'forbidden';

/** Whether a menu (not a button) with this code is anywhere in the tree. */
export const holdsMenu = (nodes: readonly MenuNode[], code: string): boolean =>
  nodes.some((n) => (n.resourceType === RESOURCE_MENU && n.resourceCode === code) || holdsMenu(n.children ?? [], code));

export function decideMenuGate({ route, session, menus, apps }: MenuGateInput): MenuGateDecision {
  const { menu, appCode } = route;
  if (!menu) return 'pass';
  if (!session) return 'wait';
  if (appCode && appCode !== session.appCode) {
    // the shell enters the route's app when the user has it (use-route-app); otherwise no grant
    if (apps === undefined) return 'wait';
    if (apps === null) return 'pass';
    return apps.some((g) => g.appList.some((a) => a.appCode === appCode)) ? 'wait' : 'forbidden';
  }
  // the tree of this user, company and app (use-menu-load's key)
  const current = menus.loadedKey?.startsWith(`${session.userId}:${session.companyId}:${session.appCode}:`) ?? false;
  // a failed menu load leaves the decision to the server
  if (current && menus.status === 'error') return 'pass';
  if (!current || menus.status !== 'ready') return 'wait';
  return holdsMenu(menus.menus, menu) ? 'pass' : 'forbidden';
}

function MenuGate({ route, Page }: { route: Pick<AppRoute, 'menu' | 'appCode'>; Page: ComponentType }) {
  const session = useSessionStore((s) => s.session);
  const menus = useMenuStore();
  const mismatch = Boolean(session && route.appCode && route.appCode !== session.appCode);
  // the shell's one appList query (asked once per page load)
  const apps = useAppGroups(mismatch);
  const decision = decideMenuGate({
    route,
    session,
    menus,
    apps: apps.isError ? null : apps.data,
  });
  if (decision === 'forbidden') return <ErrorPage status={FORBIDDEN_STATUS} />;
  return decision === 'pass' ? <Page /> : null;
}

/** The page component behind the menu check of its route. */
export function withMenuGate(Page: ComponentType, route: Pick<AppRoute, 'menu' | 'appCode'>): ComponentType {
  const Gated = () => <MenuGate route={route} Page={Page} />;
  Gated.displayName = `MenuGate(${Page.displayName ?? Page.name})`;
  return Gated;
}
