// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEntry, AppGroup } from '@medportal/contracts/staff/apps.contract';
import * as client from '../lib/api-client';
import { readSessionCookies } from '../lib/session-cookies';
import { useSessionStore } from '../lib/session-store';
import { sessionOf } from '../features/auth/test-utils';
import * as shellApi from './shell-api';
import { NO_DOMAIN_TEXT, enterApp, enterFirstApp, landingFor, loadAppsAndLand, midOf, routeOf } from './app-entry';

vi.mock('./shell-api');
const fetchAppGroups = vi.mocked(shellApi.fetchAppGroups);

const app = (id: number, appCode: string, domain: string | null = `/app${id}`): AppEntry => ({
  id,
  appCode,
  appName: `应用${id}`,
  appLogoUrl: null,
  domain,
  overallStructureLogo: 'logo.png',
  factoryCompanyId: 9,
  factoryCompanyName: '原厂',
  businessCode: 'B1',
});
const groups = (...apps: AppEntry[]): AppGroup[] => [{ groupName: '平台应用', appList: apps }];

function effects() {
  return {
    navigate: vi.fn(),
    message: vi.fn(),
    notify: vi.fn(),
    logout: vi.fn(),
    passwordResetRequired: vi.fn(),
    translate: (_key: string, fallback: string) => fallback,
    showLoading: vi.fn(() => vi.fn()),
    currentHashPath: () => '/',
    currentApp: () => ({ businessCode: '', factoryCompanyId: null }),
    closeTab: vi.fn(),
  };
}

beforeEach(() => useSessionStore.getState().signIn(sessionOf()));
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.getState().clear();
});

describe('landing rule after login', () => {
  it('enters the second app and opens /newWorkbench for the workbench + BK00x pair', () => {
    for (const code of ['BKDLY(CSO)', 'BK001', 'BK002', 'BK003', 'BK004']) {
      expect(landingFor([app(1, 'BK000'), app(2, code)])).toEqual({ enter: app(2, code), path: '/newWorkbench' });
    }
  });

  it('goes to the root for one app, three apps or a second app outside the set', () => {
    expect(landingFor([app(1, 'BK000')])).toEqual({ enter: null, path: '/' });
    expect(landingFor([app(1, 'BK000'), app(2, 'SYS01')])).toEqual({ enter: null, path: '/' });
    expect(landingFor([app(1, 'BK000'), app(2, 'BK001'), app(3, 'BK002')])).toEqual({ enter: null, path: '/' });
  });
});

describe('domains', () => {
  it('reads MID from the domain query and tells portal routes from other sites', () => {
    expect(midOf('/bi?MID=m-7&x=1')).toBe('m-7');
    expect(midOf('/bi')).toBe('');
    expect(routeOf('/worktable')).toBe('/worktable');
    expect(routeOf('#/bi?MID=1')).toBe('/bi?MID=1');
    expect(routeOf('https://bi.example.cn/')).toBeNull();
    expect(routeOf('//evil.example')).toBeNull();
  });
});

describe('entering an app', () => {
  it('refuses an app without a domain with the warning and never asks the server', async () => {
    const post = vi.spyOn(client, 'post');
    const fx = effects();
    expect(await enterApp(app(3, 'CM001', null), fx)).toEqual({ entered: false });
    expect(fx.message).toHaveBeenCalledWith('warning', NO_DOMAIN_TEXT);
    expect(post).not.toHaveBeenCalled();
  });

  it('checks the app, stores its fields in the session and returns its route', async () => {
    const post = vi.spyOn(client, 'post').mockResolvedValue({ code: '0', msg: '', payload: null });
    const result = await enterApp(app(4, 'BI001', '/bi?MID=m-4'), effects());
    expect(post).toHaveBeenCalledWith('/m-staff-center/api/v1/login/checkApp', { appId: 4 });
    expect(result).toEqual({ entered: true, path: '/bi?MID=m-4' });
    expect(useSessionStore.getState().session).toMatchObject({
      appId: 4,
      appCode: 'BI001',
      appName: '应用4',
      structureLogo: 'logo.png',
      factoryCompanyId: 9,
      businessCode: 'B1',
      MID: 'm-4',
    });
    expect(readSessionCookies().appId).toBe('4');
  });

  it('leaves the session untouched when the server refuses the app (100010)', async () => {
    vi.spyOn(client, 'post').mockRejectedValue(new client.ApiError({ code: '100010', msg: '拒绝' }));
    await expect(enterApp(app(5, 'CM001'), effects())).rejects.toThrow();
    expect(useSessionStore.getState().session?.appId).toBe(0);
  });
});

describe('after login and after a position switch', () => {
  it('loadAppsAndLand enters the direct workbench app', async () => {
    fetchAppGroups.mockResolvedValue(groups(app(1, 'BK000'), app(2, 'BK003')));
    vi.spyOn(client, 'post').mockResolvedValue({ code: '0', msg: '', payload: null });
    expect(await loadAppsAndLand(effects())).toBe('/newWorkbench');
    expect(useSessionStore.getState().session?.appCode).toBe('BK003');
  });

  it('enterFirstApp opens the first app, or the root when there is no app', async () => {
    vi.spyOn(client, 'post').mockResolvedValue({ code: '0', msg: '', payload: null });
    fetchAppGroups.mockResolvedValue(groups(app(1, 'BK000', '/worktable'), app(2, 'SYS01')));
    expect(await enterFirstApp(effects())).toBe('/worktable');
    fetchAppGroups.mockResolvedValue([]);
    expect(await enterFirstApp(effects())).toBe('/');
  });
});
