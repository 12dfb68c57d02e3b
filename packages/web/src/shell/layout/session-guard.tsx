// Every logged-in layout's guard: no session → the login page (admins → /loginAdmin). A public route
// inside such a layout (the start page in 'blank') renders bare instead.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { RouteHandle } from '../../app/route-types';
import { readSessionCookie } from '../../lib/session-cookies';
import { useSessionStore } from '../../lib/session-store';
import { loginPathFor } from '../login-path';

/** The table data of the page being shown. */
export function usePageHandle(): RouteHandle | undefined {
  return useMatches().at(-1)?.handle as RouteHandle | undefined;
}

export function SessionGuard({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSessionStore((s) => s.session);
  const handle = usePageHandle();
  if (session) return <>{children(session)}</>;
  if (handle?.public) return <Outlet />;
  // the guard and logout agree on the target, whichever of them re-renders first after clear()
  return <Navigate to={loginPathFor(readSessionCookie('adminUser'))} replace />;
}
