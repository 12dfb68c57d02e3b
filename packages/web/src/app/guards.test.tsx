// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AppEntry from '../shell/app-entry';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import Cookies from 'js-cookie';
import '../lib/i18n';
import { ApiError } from '../lib/api-client';
import { handleFailedCall } from '../lib/error-table';
import { withPageMatch } from '../shell/test-utils';
import { configureShellEffects, resetShellEffects, shellEffects } from '../lib/shell-effects';
import { markLogoutFrom } from '../lib/logout-marker';
import { useSessionStore } from '../lib/session-store';
import * as api from '../features/auth/auth-api';
import { usePendingSession, rememberLoginName } from '../features/auth/pending-session';
import { passwordResetPath } from '../features/auth/password-reset';
import { sessionOf } from '../features/auth/test-utils';
import { loadAppsAndLand } from '../shell/app-entry';
import { AppGuards, decideGuard, mergedQuery, resetGuardState, type GuardInput } from './guards';

vi.mock('../features/auth/auth-api');
vi.mock('../shell/app-entry', async (importOriginal) => ({
  ...(await importOriginal<typeof AppEntry>()),
  loadAppsAndLand: vi.fn(),
}));

const mocked = vi.mocked(api);
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

const input = (over: Partial<GuardInput> = {}): GuardInput => ({
  path: '/worktable',
  query: new URLSearchParams(),
  href: 'https://portal.example.com/#/worktable',
  pagePath: '/',
  hash: '#/worktable',
  routePublic: false,
  matched: true,
  cookies: {},
  hasSession: false,
  restoreTried: false,
  triedCodes: new Set(),
  userAgent: DESKTOP_UA,
  publicSiteUrl: undefined,
  ...over,
});

const q = (s: string) => new URLSearchParams(s);

describe('decideGuard: guard one', () => {
  it('redirect_origin goes to that http(s) origin with the same path, without the parameter', () => {
    expect(
      decideGuard(
        input({
          query: q('redirect_origin=https://other.example.com&tab=2'),
          hash: '#/worktable?redirect_origin=https://other.example.com&tab=2',
        }),
      ),
    ).toEqual({ do: 'leave', url: 'https://other.example.com/#/worktable?tab=2' });
  });

  it('ignores redirect_origin that is not http(s) or is this origin', () => {
    const bad = ['javascript:alert(1)', 'ftp://files.example.com', 'https://portal.example.com', 'not a url'];
    for (const origin of bad) {
      expect(
        decideGuard(
          input({ query: q(`redirect_origin=${encodeURIComponent(origin)}`), cookies: { userId: '7', token: 't' }, hasSession: true }),
        ),
      ).toEqual({ do: 'pass' });
    }
  });

  it('redirect_url goes to absolute http(s) or same-site URLs, never javascript: or //host', () => {
    expect(decideGuard(input({ query: q('redirect_url=https://docs.example.com/a?b=1') }))).toEqual({
      do: 'leave',
      url: 'https://docs.example.com/a?b=1',
    });
    expect(decideGuard(input({ query: q('redirect_url=/help/index.html') }))).toEqual({
      do: 'leave',
      url: 'https://portal.example.com/help/index.html',
    });
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example.com', 'data:text/html,x', 'evil.html']) {
      expect(decideGuard(input({ query: q(`redirect_url=${encodeURIComponent(bad)}`), path: '/login', routePublic: true }))).toEqual({
        do: 'pass',
      });
    }
  });

  it('public paths pass without a session (spec list and public routes, but never the root)', () => {
    expect(decideGuard(input({ path: '/login/privacy' }))).toEqual({ do: 'pass' });
    expect(decideGuard(input({ path: '/promoteH5' }))).toEqual({ do: 'pass' });
    expect(decideGuard(input({ path: '/some-public', routePublic: true }))).toEqual({ do: 'pass' });
  });

  it('unmatched paths pass on to the 404 page', () => {
    expect(decideGuard(input({ path: '/no-such-page', matched: false }))).toEqual({ do: 'pass' });
  });

  it('loads a cookie session into an empty store once, then gives up to the login page', () => {
    const cookies = { userId: '7', token: 'tok' };
    expect(decideGuard(input({ cookies }))).toEqual({ do: 'restore' });
    expect(decideGuard(input({ cookies, hasSession: true }))).toEqual({ do: 'pass' });
    expect(decideGuard(input({ cookies, restoreTried: true }))).toEqual({ do: 'login', to: '/login', message: '用户信息获取失败' });
  });

  it(
    'without cookies: the root goes to /login quietly, ' + "other pages to the login page of the adminUser cookie with guard two's message",
    () => {
      expect(decideGuard(input({ path: '/', hash: '#/', href: 'https://portal.example.com/#/' }))).toEqual({
        do: 'login',
        to: '/login',
        message: null,
      });
      expect(decideGuard(input({ path: '/', cookies: { adminUser: '1' } }))).toEqual({ do: 'login', to: '/login', message: null });
      expect(decideGuard(input())).toEqual({ do: 'login', to: '/login', message: '用户信息获取失败' });
      expect(decideGuard(input({ cookies: { adminUser: '1' } }))).toEqual({ do: 'login', to: '/loginAdmin', message: '用户信息获取失败' });
      // a token alone (no userId) is not a session
      expect(decideGuard(input({ cookies: { token: 'tok' } }))).toEqual({ do: 'login', to: '/login', message: '用户信息获取失败' });
    },
  );

  it('exchanges a code query when there is no token, on any page but the code pages', () => {
    expect(decideGuard(input({ path: '/login', query: q('code=1.abc') }))).toEqual({ do: 'exchangeCode', code: '1.abc' });
    expect(decideGuard(input({ query: q('code=1.abc') }))).toEqual({ do: 'exchangeCode', code: '1.abc' });
    expect(decideGuard(input({ path: '/auth-login', query: q('code=1.abc') }))).toEqual({ do: 'pass' });
    expect(decideGuard(input({ path: '/temporary-login', query: q('code=1.abc') }))).toEqual({ do: 'pass' });
    expect(decideGuard(input({ path: '/login', query: q('code=1.abc'), cookies: { token: 'tok' } }))).toEqual({ do: 'pass' });
    expect(decideGuard(input({ path: '/login', query: q('code=1.abc'), triedCodes: new Set(['1.abc']) }))).toEqual({ do: 'pass' });
  });

  it('a phone opening the bare root goes to the tenant public site (https only); empty means no redirect', () => {
    const root = { path: '/', pagePath: '/', hash: '#/', href: 'https://portal.example.com/#/', userAgent: PHONE_UA };
    expect(decideGuard(input(root))).toEqual({ do: 'loadBranding' });
    expect(decideGuard(input({ ...root, hash: '' }))).toEqual({ do: 'loadBranding' });
    expect(decideGuard(input({ ...root, publicSiteUrl: 'https://www.example.com/' }))).toEqual({
      do: 'leave',
      url: 'https://www.example.com/',
    });
    expect(decideGuard(input({ ...root, publicSiteUrl: '' }))).toEqual({ do: 'login', to: '/login', message: null });
    expect(decideGuard(input({ ...root, publicSiteUrl: 'javascript:alert(1)' }))).toEqual({ do: 'login', to: '/login', message: null });
    // not the bare root, or not a phone
    expect(decideGuard(input({ ...root, hash: '#/worktable', path: '/worktable', publicSiteUrl: undefined }))).toMatchObject({
      do: 'login',
    });
    expect(decideGuard(input({ ...root, pagePath: '/portal/' }))).toMatchObject({ do: 'login' });
    expect(decideGuard(input({ ...root, userAgent: DESKTOP_UA }))).toMatchObject({ do: 'login' });
    expect(
      decideGuard(
        input({
          ...root,
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
          publicSiteUrl: 'https://m.example.com',
        }),
      ),
    ).toEqual({ do: 'leave', url: 'https://m.example.com/' });
  });

  it('reads the hash-route query over the page query', () => {
    expect(mergedQuery('?code=a&x=1', '?code=b').get('code')).toBe('b');
    expect(mergedQuery('?redirect_url=%2Fhelp', '').get('redirect_url')).toBe('/help');
  });
});

// ---- the component against a memory router ----

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    withPageMatch([
      {
        path: '/',
        element: (
          <AppGuards enabled>
            <Outlet />
          </AppGuards>
        ),
        children: [
          { index: true, handle: { public: true }, element: <p data-testid="at-home">home</p> },
          { path: 'worktable', handle: {}, element: <p data-testid="at-worktable">worktable</p> },
          { path: 'business', handle: {}, element: <p data-testid="at-business">business</p> },
          { path: 'login', handle: { public: true }, element: <p data-testid="at-login">login</p> },
          { path: 'login/retrieve', handle: { public: true }, element: <p data-testid="at-retrieve">retrieve</p> },
          { path: 'loginAdmin', handle: { public: true }, element: <p data-testid="at-login-admin">admin login</p> },
        ],
      },
    ]),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const messages: string[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  resetGuardState();
  useSessionStore.getState().clear();
  usePendingSession.getState().drop();
  for (const name of ['userId', 'token', 'adminUser', 'appId', 'tenantId']) Cookies.remove(name, { path: '/' });
  messages.length = 0;
  configureShellEffects({ message: (_level, text) => void messages.push(text) });
  vi.mocked(loadAppsAndLand).mockResolvedValue('/');
});

afterEach(() => {
  cleanup();
  resetShellEffects();
});

describe('AppGuards', () => {
  it('waits on the page a logout is leaving: no message, no redirect of its own, until the logout navigates', async () => {
    useSessionStore.getState().signIn(sessionOf());
    const router = renderGuarded('/worktable');
    expect(await screen.findByTestId('at-worktable')).toBeTruthy();
    markLogoutFrom('/worktable');
    act(() => useSessionStore.getState().clear());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/worktable');
    expect(screen.queryByTestId('at-worktable')).toBeNull();
    expect(messages).toEqual([]);
    await act(() => router.navigate('/loginAdmin'));
    expect(await screen.findByTestId('at-login-admin')).toBeTruthy();
    // a later visit to a protected page is guarded again
    await act(() => router.navigate('/worktable'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('renders public pages without a session', async () => {
    renderGuarded('/login');
    expect(await screen.findByTestId('at-login')).toBeTruthy();
    expect(messages).toEqual([]);
  });

  it('sends a protected page without cookies to the login page with 用户信息获取失败', async () => {
    renderGuarded('/worktable');
    await screen.findByTestId('at-login');
    expect(screen.queryByTestId('at-worktable')).toBeNull();
    expect(messages).toEqual(['用户信息获取失败']);
  });

  it('sends an admin (adminUser cookie 1) to /loginAdmin', async () => {
    Cookies.set('adminUser', '1', { path: '/' });
    renderGuarded('/worktable');
    await screen.findByTestId('at-login-admin');
  });

  it('loads the cookie session once through login/currentUser, keeping the entered app', async () => {
    Cookies.set('userId', '7', { path: '/' });
    Cookies.set('token', 'tok-7', { path: '/' });
    Cookies.set('appId', '12', { path: '/' });
    mocked.currentUser.mockResolvedValue(sessionOf({ token: 'tok-7', userId: 7, appId: 12 }));
    renderGuarded('/worktable');
    await screen.findByTestId('at-worktable');
    expect(mocked.currentUser).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session?.userId).toBe(7);
    expect(Cookies.get('appId')).toBe('12');
  });

  it('shows the failure of currentUser, drops token and userId and goes to the login page', async () => {
    Cookies.set('userId', '7', { path: '/' });
    Cookies.set('token', 'tok-7', { path: '/' });
    mocked.currentUser.mockRejectedValue(new ApiError({ code: 'SC1040', msg: '用户不存在' }));
    renderGuarded('/worktable');
    await screen.findByTestId('at-login');
    expect(messages[0]).toBe('用户不存在');
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('userId')).toBeUndefined();
    expect(mocked.currentUser).toHaveBeenCalledTimes(1);
  });

  it('exchanges a code query without a token and lands like a login', async () => {
    mocked.loginByCode.mockResolvedValue(sessionOf({ companyId: 0, token: 'tok-code' }));
    renderGuarded('/login?code=1.abcdef');
    await screen.findByTestId('at-business');
    expect(mocked.loginByCode).toHaveBeenCalledWith('1.abcdef');
    expect(Cookies.get('token')).toBe('tok-code');
  });

  it('a refused code shows the server message and is not sent again', async () => {
    mocked.loginByCode.mockRejectedValue(new ApiError({ code: 'SC1015', msg: '授权码无效或已过期' }));
    renderGuarded('/login?code=1.used');
    await waitFor(() => expect(messages).toEqual(['授权码无效或已过期']));
    expect(await screen.findByTestId('at-login')).toBeTruthy();
    expect(mocked.loginByCode).toHaveBeenCalledTimes(1);
  });

  it('SC1003 on the guard exchange keeps the session aside for the wechat bind-phone page', async () => {
    mocked.loginByCode.mockRejectedValue(
      new ApiError({ code: 'SC1003', msg: '该账号未绑定手机号，请先绑定手机号', payload: sessionOf({ token: 'tok-np' }) }),
    );
    renderGuarded('/login?code=1.nophone');
    await waitFor(() => expect(usePendingSession.getState().pending).toMatchObject({ kind: 'code', session: { token: 'tok-np' } }));
    expect(useSessionStore.getState().session).toBeNull();
  });
});

describe('SC1002 wiring', () => {
  it('builds the retrieve path from the payload name, else the typed name', () => {
    expect(passwordResetPath({ loginUserName: 'li_si' })).toBe('/login/retrieve?reset=true&name=li_si');
    rememberLoginName('zhang_san');
    expect(passwordResetPath(null)).toBe('/login/retrieve?reset=true&name=zhang_san');
    expect(passwordResetPath('wang wu')).toBe('/login/retrieve?reset=true&name=wang+wu');
  });

  it('an SC1002 answer opens /login/retrieve?reset=true&name=… through the mounted guard', async () => {
    const router = renderGuarded('/login');
    await screen.findByTestId('at-login');
    configureShellEffects({ navigate: (path) => void router.navigate(path) });
    rememberLoginName('zhang_san');
    handleFailedCall({
      code: 'SC1002',
      msg: '密码已过期，请重置密码',
      payload: null,
      status: 200,
      url: '/m-staff-center/api/v1/login/loginByUserName',
    });
    await screen.findByTestId('at-retrieve');
    expect(router.state.location.search).toBe('?reset=true&name=zhang_san');
    expect(typeof shellEffects().passwordResetRequired).toBe('function');
  });
});
