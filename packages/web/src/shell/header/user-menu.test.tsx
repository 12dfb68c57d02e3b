// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { Session } from '@medportal/contracts/staff/session.contract';
import '../../lib/i18n';
import { sessionOf } from '../../features/auth/test-utils';
import { useSessionStore } from '../../lib/session-store';
import * as shellApi from '../shell-api';
import { renderRoutes } from '../test-utils';
import * as api from './header-api';
import { UserMenu, userMenuKeys } from './user-menu';

// antd forms and dropdowns under happy-dom are slow on a shared machine
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../shell-api', () => ({ logout: vi.fn(), fetchAppGroups: vi.fn(), fetchMenuTree: vi.fn() }));
vi.mock('./header-api', () => ({ fetchPositions: vi.fn(), chooseCompany: vi.fn(), fetchCurrentUser: vi.fn() }));
vi.mock('./password-api', () => ({ sendVerificationCode: vi.fn(), verifyCode: vi.fn(), resetPassword: vi.fn() }));

function renderMenu(session: Session, path = '/somePage') {
  useSessionStore.getState().signIn(session);
  const page = <UserMenu session={session} />;
  return renderRoutes(
    [
      { path: '/somePage', element: page },
      { path: '/worktable', element: page },
      { path: '/systemSetup/personal', element: <p data-testid="at-personal">personal</p> },
      { path: '/enterpriseCenter', element: <p data-testid="at-enterprise">enterprise</p> },
      { path: '/account/home', element: <p data-testid="at-account-home">account</p> },
      { path: '/login', element: <p data-testid="at-login">login</p> },
      { path: '/loginAdmin', element: <p data-testid="at-admin-login">admin</p> },
    ],
    path,
  ).router;
}

async function open() {
  const user = userEvent.setup();
  await user.click(screen.getByTestId('user-menu'));
  await screen.findByTestId('user-menu-logout');
  return user;
}

const shown = () =>
  ['backHome', 'accountHome', 'personalCenter', 'enterpriseCenter', 'changePassword', 'logout'].filter((key) =>
    screen.queryByTestId(`user-menu-${key}`),
  );

beforeEach(() => {
  vi.mocked(shellApi.logout).mockResolvedValue();
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSessionStore.getState().clear();
  Cookies.remove('adminUser', { path: '/' });
});

describe('userMenuKeys', () => {
  const base = { appId: 0, appCode: '', ifAdmin: false, companyId: 5 };

  it('offers back-to-home only while the worktable is shown and not already open', () => {
    expect(userMenuKeys(base, '/somePage')).toContain('backHome');
    expect(userMenuKeys({ ...base, appId: 3, appCode: 'BK000' }, '/somePage')).toContain('backHome');
    expect(userMenuKeys({ ...base, appId: 4, appCode: 'CM001' }, '/somePage')).not.toContain('backHome');
    expect(userMenuKeys(base, '/worktable')).not.toContain('backHome');
  });

  it('offers the enterprise centre only to an admin of a real company', () => {
    expect(userMenuKeys({ ...base, ifAdmin: true }, '/x')).toContain('enterpriseCenter');
    expect(userMenuKeys({ ...base, ifAdmin: true, companyId: 0 }, '/x')).not.toContain('enterpriseCenter');
    expect(userMenuKeys(base, '/x')).toEqual(['backHome', 'accountHome', 'personalCenter', 'changePassword', 'logout']);
  });

  it('offers the account centre once its screen is built', async () => {
    vi.resetModules();
    vi.doMock('@medportal/contracts/common/screens', () => ({ isBuiltScreen: (path: string) => path !== '/account/home' }));
    const { userMenuKeys: keysWithout } = await import('./user-menu');
    expect(keysWithout(base, '/x')).toEqual(['backHome', 'personalCenter', 'changePassword', 'logout']);
    vi.doUnmock('@medportal/contracts/common/screens');
  });
});

describe('UserMenu', () => {
  it('lists the items of an admin in a company app and opens the enterprise centre', async () => {
    const router = renderMenu(sessionOf({ ifAdmin: true, companyId: 5, appId: 4, appCode: 'CM001' }));
    const user = await open();
    expect(shown()).toEqual(['accountHome', 'personalCenter', 'enterpriseCenter', 'changePassword', 'logout']);
    expect(screen.getByText('示例公司')).toBeTruthy();
    await user.click(screen.getByTestId('user-menu-enterpriseCenter'));
    await screen.findByTestId('at-enterprise');
    expect(router.state.location.pathname).toBe('/enterpriseCenter');
  });

  it('shows 平台管理员 and no enterprise centre for the platform admin, and opens the personal centre', async () => {
    renderMenu(sessionOf({ ifAdmin: true, companyId: 0, companyName: '' }));
    const user = await open();
    expect(screen.getByText('平台管理员')).toBeTruthy();
    expect(shown()).toEqual(['backHome', 'accountHome', 'personalCenter', 'changePassword', 'logout']);
    await user.click(screen.getByTestId('user-menu-personalCenter'));
    await screen.findByTestId('at-personal');
  });

  it('opens the account centre', async () => {
    const router = renderMenu(sessionOf({ ifAdmin: false }));
    const user = await open();
    await user.click(screen.getByTestId('user-menu-accountHome'));
    await screen.findByTestId('at-account-home');
    expect(router.state.location.pathname).toBe('/account/home');
  });

  it('goes back to the worktable from another page', async () => {
    const router = renderMenu(sessionOf({ ifAdmin: false }));
    const user = await open();
    await user.click(screen.getByTestId('user-menu-backHome'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worktable'));
  });

  it('logs out to the admin login page when the adminUser cookie is 1', async () => {
    const session = sessionOf();
    renderMenu(session);
    Cookies.set('adminUser', '1', { path: '/' });
    const user = await open();
    await user.click(screen.getByTestId('user-menu-logout'));
    await screen.findByTestId('at-admin-login');
    expect(shellApi.logout).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('opens the password dialog', async () => {
    vi.mocked(api.fetchCurrentUser).mockResolvedValue(sessionOf({ phone: '13800000001' }));
    renderMenu(sessionOf());
    const user = await open();
    await user.click(screen.getByTestId('user-menu-changePassword'));
    await screen.findByTestId('change-password-dialog');
    expect(((await screen.findByTestId('change-password-phone')) as HTMLInputElement).value).toBe('138****0001');
  });
});
