// The blank layout: the page alone at full height. A signed-out visitor of a non-public page goes to
// the login page; public pages (the start page) render as they are.
import { Outlet } from 'react-router';
import { SessionGuard } from './session-guard';

export function BlankLayout() {
  return (
    <div data-testid="blank-layout" style={{ minHeight: '100vh' }}>
      <SessionGuard>{() => <Outlet />}</SessionGuard>
    </div>
  );
}
