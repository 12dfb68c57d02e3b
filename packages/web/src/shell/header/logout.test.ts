// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { sessionOf } from '../../features/auth/test-utils';
import { isLeavingOnLogout } from '../../lib/logout-marker';
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

  it('marks the page it leaves, so the route guards wait there instead of reading a lost session', async () => {
    window.location.hash = '#/worktable?tab=1';
    await logoutFlow(deps());
    expect(isLeavingOnLogout('/worktable')).toBe(true);
    // arriving anywhere else ends the mark
    expect(isLeavingOnLogout('/login')).toBe(false);
    expect(isLeavingOnLogout('/worktable')).toBe(false);
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
