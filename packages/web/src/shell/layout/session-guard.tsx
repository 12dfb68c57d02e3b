// Every logged-in layout's guard: no session → the login page (admins → /loginAdmin). A public route
// inside such a layout (the start page in 'blank') renders bare instead.
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { usePageHandle } from '../../lib/page-match';
import { readSessionCookie } from '../../lib/session-cookies';
import { useSessionStore } from '../../lib/session-store';
import { loginPathFor } from '../login-path';

export function SessionGuard({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSessionStore((s) => s.session);
  const handle = usePageHandle();
  if (session) return <>{children(session)}</>;
  if (handle?.public) return <Outlet />;
  // the guard and logout agree on the target, whichever of them re-renders first after clear()
  return <Navigate to={loginPathFor(readSessionCookie('adminUser'))} replace />;
}
