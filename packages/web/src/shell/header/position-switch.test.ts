// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import type { PositionEntry } from '@medportal/contracts/staff/positions.contract';
import { sessionOf } from '../../features/auth/test-utils';
import { useSessionStore } from '../../lib/session-store';
import * as appEntry from '../app-entry';
import * as shellApi from '../shell-api';
import * as api from './header-api';
import { BI_SIGN_OUT_CONFIG_KEY, BI_SIGN_OUT_FRAME_ID } from './logout';
import {
  POSITION_LIST_MAX_HEIGHT,
  POSITION_SWITCH_DELAY_MS,
  filterPositions,
  positionListScrolls,
  showPositionSearch,
  switchPosition,
} from './position-switch';

vi.mock('./header-api', () => ({ chooseCompany: vi.fn(), fetchPositions: vi.fn(), fetchCurrentUser: vi.fn() }));
vi.mock('../app-entry', () => ({ enterFirstApp: vi.fn() }));
vi.mock('../shell-api', () => ({ logout: vi.fn(), fetchAppGroups: vi.fn(), fetchMenuTree: vi.fn() }));

const entry = (companyId: number, companyName: string): PositionEntry => ({
  companyId,
  companyName,
  positionName: '采购员',
  ifLast: false,
});

afterEach(() => {
  vi.useRealTimers();
  document.getElementById(BI_SIGN_OUT_FRAME_ID)?.remove();
  useSessionStore.getState().clear();
  Cookies.remove('adminUser', { path: '/' });
  vi.clearAllMocks();
});

describe('position menu rules', () => {
  it('shows the search box only above 10 entries or while a search text is present', () => {
    expect(showPositionSearch(10, '')).toBe(false);
    expect(showPositionSearch(11, '')).toBe(true);
    expect(showPositionSearch(3, '康')).toBe(true);
    expect(showPositionSearch(0, '   ')).toBe(false);
  });

  it('scrolls above 13 entries within 500 px', () => {
    expect(positionListScrolls(13)).toBe(false);
    expect(positionListScrolls(14)).toBe(true);
    expect(POSITION_LIST_MAX_HEIGHT).toBe(500);
  });

  it('filters by company name, case-insensitively, and keeps all for an empty text', () => {
    const list = [entry(1, '上海康瑞医疗'), entry(2, '南京市康宁医院'), entry(3, 'Acme Medical')];
    expect(filterPositions(list, '康').map((e) => e.companyId)).toEqual([1, 2]);
    expect(filterPositions(list, ' acme ').map((e) => e.companyId)).toEqual([3]);
    expect(filterPositions(list, '')).toHaveLength(3);
  });
});

describe('switchPosition', () => {
  const queryClient = { invalidateQueries: vi.fn(() => Promise.resolve()) };

  beforeEach(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, token: 'old' }));
  });

  it('refuses the current company without any call', async () => {
    await expect(switchPosition(5, { currentCompanyId: 5, queryClient })).resolves.toEqual({ switched: false, reason: 'current' });
    expect(api.chooseCompany).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session?.token).toBe('old');
  });

  it('switches, signs the new session in, invalidates queries, then enters the first app — in that order', async () => {
    const order: string[] = [];
    vi.mocked(api.chooseCompany).mockImplementation(async (companyId) => {
      order.push(`choose:${companyId}:${Cookies.get('token')}`);
      return sessionOf({ companyId, token: 'new', companyName: '南京市康宁医院' });
    });
    queryClient.invalidateQueries.mockImplementation(() => {
      order.push(`invalidate:${useSessionStore.getState().session?.token}`);
      return Promise.resolve();
    });
    vi.mocked(appEntry.enterFirstApp).mockImplementation(async () => {
      order.push(`enterFirstApp:${Cookies.get('token')}`);
      return '/newWorkbench';
    });
    await expect(switchPosition(9, { currentCompanyId: 5, queryClient })).resolves.toEqual({ switched: true, path: '/newWorkbench' });
    // the switch is authorised with the old token; the server revokes it itself, so no logout beforehand
    expect(order).toEqual(['choose:9:old', 'invalidate:new', 'enterFirstApp:new']);
    expect(shellApi.logout).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).toMatchObject({ companyId: 9, companyName: '南京市康宁医院' });
  });

  it('signs the old position out of BI, and makes the switch call 200 ms later', async () => {
    vi.useFakeTimers();
    const url = 'https://bi.example.cn/logout';
    useSessionStore
      .getState()
      .signIn({ ...sessionOf({ companyId: 5, token: 'old' }), configKeys: { [BI_SIGN_OUT_CONFIG_KEY]: url } } as ReturnType<
        typeof sessionOf
      >);
    vi.mocked(api.chooseCompany).mockResolvedValue(sessionOf({ companyId: 9, token: 'new' }));
    vi.mocked(appEntry.enterFirstApp).mockResolvedValue('/');
    const switching = switchPosition(9, { currentCompanyId: 5, queryClient });
    expect((document.getElementById(BI_SIGN_OUT_FRAME_ID) as HTMLIFrameElement | null)?.src).toBe(url);
    await vi.advanceTimersByTimeAsync(POSITION_SWITCH_DELAY_MS - 1);
    expect(api.chooseCompany).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.chooseCompany).toHaveBeenCalledWith(9);
    await expect(switching).resolves.toEqual({ switched: true, path: '/' });
    expect(POSITION_SWITCH_DELAY_MS).toBe(200);
  });

  it('adds no sign-out frame when no BI sign-out page is configured', async () => {
    vi.mocked(api.chooseCompany).mockResolvedValue(sessionOf({ companyId: 9 }));
    vi.mocked(appEntry.enterFirstApp).mockResolvedValue('/');
    await switchPosition(9, { currentCompanyId: 5, queryClient });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('keeps the admin-login flag across a switch', async () => {
    Cookies.set('adminUser', '1', { path: '/' });
    vi.mocked(api.chooseCompany).mockResolvedValue(sessionOf({ companyId: 9, adminUser: '0' }));
    vi.mocked(appEntry.enterFirstApp).mockResolvedValue('/');
    await switchPosition(9, { currentCompanyId: 5, queryClient });
    expect(Cookies.get('adminUser')).toBe('1');
  });

  it('leaves the session alone when the server refuses the switch', async () => {
    vi.mocked(api.chooseCompany).mockRejectedValue(new Error('SC1021'));
    await expect(switchPosition(9, { currentCompanyId: 5, queryClient })).rejects.toThrow('SC1021');
    expect(useSessionStore.getState().session?.token).toBe('old');
    expect(appEntry.enterFirstApp).not.toHaveBeenCalled();
  });
});
