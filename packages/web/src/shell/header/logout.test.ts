// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { sessionOf } from '../../features/auth/test-utils';
import { useSessionStore } from '../../lib/session-store';
import * as shellApi from '../shell-api';
import { BI_SIGN_OUT_CONFIG_KEY, BI_SIGN_OUT_FRAME_ID, BI_SIGN_OUT_FRAME_MS, biSignOutUrl, logoutFlow } from './logout';

vi.mock('../shell-api', () => ({ logout: vi.fn(), fetchAppGroups: vi.fn(), fetchMenuTree: vi.fn() }));

const deps = () => ({ navigate: vi.fn(), queryClient: { clear: vi.fn() } });

beforeEach(() => {
  vi.mocked(shellApi.logout).mockResolvedValue();
  useSessionStore.getState().signIn(sessionOf());
  sessionStorage.setItem('tabs', '["/worktable"]');
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  useSessionStore.getState().clear();
  Cookies.remove('adminUser', { path: '/' });
  document.getElementById(BI_SIGN_OUT_FRAME_ID)?.remove();
});

describe('logoutFlow', () => {
  it('signs out, clears session, cookies, queries and stored history, then opens /login', async () => {
    const d = deps();
    await expect(logoutFlow(d)).resolves.toBe('/login');
    expect(shellApi.logout).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('userId')).toBeUndefined();
    expect(d.queryClient.clear).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('tabs')).toBeNull();
    expect(d.navigate).toHaveBeenCalledWith('/login');
  });

  it('leaves the protected page before the session is cleared, so the route guards never see it lost', async () => {
    const sessionWhenNavigating: unknown[] = [];
    let landed!: () => void;
    const navigate = vi.fn(() => {
      sessionWhenNavigating.push(useSessionStore.getState().session);
      return new Promise<void>((resolve) => {
        landed = resolve;
      });
    });
    const done = logoutFlow({ navigate, queryClient: { clear: vi.fn() } });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sessionWhenNavigating[0]).not.toBeNull();
    // still signed in until the navigation has landed
    expect(useSessionStore.getState().session).not.toBeNull();
    landed();
    await done;
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('goes to /loginAdmin when the adminUser cookie is 1, and ignores a failing logout call', async () => {
    Cookies.set('adminUser', '1', { path: '/' });
    vi.mocked(shellApi.logout).mockRejectedValue(new Error('401'));
    const d = deps();
    await expect(logoutFlow(d)).resolves.toBe('/loginAdmin');
    expect(d.navigate).toHaveBeenCalledWith('/loginAdmin');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('loads the configured BI sign-out page in a hidden frame and removes it after 300000 ms', async () => {
    vi.useFakeTimers();
    const url = 'https://bi.example.cn/logout';
    useSessionStore.getState().signIn({ ...sessionOf(), configKeys: { [BI_SIGN_OUT_CONFIG_KEY]: url } } as ReturnType<typeof sessionOf>);
    await logoutFlow(deps());
    const frame = document.getElementById(BI_SIGN_OUT_FRAME_ID) as HTMLIFrameElement | null;
    expect(frame?.src).toBe(url);
    expect(frame?.hidden).toBe(true);
    vi.advanceTimersByTime(BI_SIGN_OUT_FRAME_MS - 1);
    expect(document.getElementById(BI_SIGN_OUT_FRAME_ID)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById(BI_SIGN_OUT_FRAME_ID)).toBeNull();
    expect(BI_SIGN_OUT_FRAME_MS).toBe(300000);
  });

  it('adds no frame without a configured BI sign-out page', async () => {
    await logoutFlow(deps());
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('biSignOutUrl', () => {
  it('reads only an http(s) or absolute-path URL from configKeys', () => {
    expect(biSignOutUrl(null)).toBeNull();
    expect(biSignOutUrl(sessionOf())).toBeNull();
    expect(biSignOutUrl({ configKeys: { [BI_SIGN_OUT_CONFIG_KEY]: '/bi/logout' } })).toBe('/bi/logout');
    expect(biSignOutUrl({ configKeys: { [BI_SIGN_OUT_CONFIG_KEY]: 'javascript:alert(1)' } })).toBeNull();
    expect(biSignOutUrl({ configKeys: { [BI_SIGN_OUT_CONFIG_KEY]: null } })).toBeNull();
  });
});
