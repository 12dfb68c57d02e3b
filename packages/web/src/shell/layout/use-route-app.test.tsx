// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { AppEntry } from '@medportal/contracts/staff/apps.contract';
import '../../lib/i18n';
import * as client from '../../lib/api-client';
import { useSessionStore } from '../../lib/session-store';
import { sessionOf } from '../../features/auth/test-utils';
import * as api from '../shell-api';
import { DefaultLayout } from '../default-layout';
import { BRANDING, TREE, renderInLayout, resetLayoutStores } from './layout-test-utils';

// every call of the shell API a vi.fn(), answered below
vi.mock('../shell-api');
vi.mock('../header-right', () => ({ HeaderRight: () => <span data-testid="user-menu" /> }));
vi.mock('../shell-overlays', () => ({ ShellOverlays: () => <span data-testid="overlays" /> }));
vi.mock('../system-switch', () => ({ SystemSwitch: () => <span data-testid="system-switch" /> }));
const mocked = vi.mocked(api);

const app = (id: number, appCode: string, domain: string): AppEntry => ({
  id,
  appCode,
  appName: `应用${id}`,
  appLogoUrl: null,
  domain,
  overallStructureLogo: '',
  factoryCompanyId: null,
  factoryCompanyName: '',
  businessCode: '',
});
const WORKBENCH = app(1, 'BK000', '/worktable');
const ORDERS = app(9, 'OD001', '/order/list');
const ORDER_PAGE = [{ path: '/order/list', appCode: 'OD001' }];

let checkApp: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.clearAllMocks();
  resetLayoutStores();
  mocked.fetchAppGroups.mockResolvedValue([{ groupName: '业务应用', appList: [WORKBENCH, ORDERS] }]);
  mocked.fetchMenuTree.mockResolvedValue(TREE);
  mocked.fetchMenuTreeByAppCode.mockResolvedValue([]);
  mocked.fetchButtonList.mockResolvedValue([]);
  mocked.fetchBranding.mockResolvedValue(BRANDING);
  checkApp = vi.spyOn(client, 'post').mockResolvedValue({ code: '0', msg: '', payload: {} } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSessionStore.getState().clear();
});

describe('the route names its sub-app', () => {
  it('a page of another app opened by URL enters that app: checkApp, session fields, its menus', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 1, appCode: 'BK000', appName: '工作台' }));
    renderInLayout(DefaultLayout, '/order/list', ORDER_PAGE);
    await screen.findByTestId('page');
    await waitFor(() => expect(useSessionStore.getState().session?.appCode).toBe('OD001'));
    expect(checkApp).toHaveBeenCalledWith('/m-staff-center/api/v1/login/checkApp', { appId: 9 });
    expect(useSessionStore.getState().session).toMatchObject({ appId: 9, appName: '应用9' });
    await waitFor(() => expect(mocked.fetchMenuTree).toHaveBeenLastCalledWith(9));
    expect(screen.getByTestId('page').textContent).toBe('/order/list');
  });

  it('stays in the current app when the route names it already', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 9, appCode: 'OD001' }));
    renderInLayout(DefaultLayout, '/order/list', ORDER_PAGE);
    await screen.findByTestId('page');
    await waitFor(() => expect(mocked.fetchMenuTree).toHaveBeenCalledWith(9));
    expect(mocked.fetchAppGroups).not.toHaveBeenCalled();
    expect(checkApp).not.toHaveBeenCalled();
  });

  it("changes nothing when the user does not have the route's app, or the server refuses it", async () => {
    mocked.fetchAppGroups.mockResolvedValue([{ groupName: '平台应用', appList: [WORKBENCH] }]);
    useSessionStore.getState().signIn(sessionOf({ appId: 1, appCode: 'BK000' }));
    renderInLayout(DefaultLayout, '/order/list', ORDER_PAGE);
    await screen.findByTestId('page');
    await waitFor(() => expect(mocked.fetchAppGroups).toHaveBeenCalled());
    expect(checkApp).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session?.appCode).toBe('BK000');

    cleanup();
    mocked.fetchAppGroups.mockResolvedValue([{ groupName: '业务应用', appList: [WORKBENCH, ORDERS] }]);
    checkApp.mockRejectedValue(new Error('100010'));
    renderInLayout(DefaultLayout, '/order/list', ORDER_PAGE);
    await waitFor(() => expect(checkApp).toHaveBeenCalled());
    expect(useSessionStore.getState().session?.appCode).toBe('BK000');
  });

  it('pages without an app keep whatever app is current', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 1, appCode: 'BK000' }));
    renderInLayout(DefaultLayout, '/worktable');
    await screen.findByTestId('page');
    await waitFor(() => expect(mocked.fetchMenuTree).toHaveBeenCalledWith(1));
    expect(mocked.fetchAppGroups).not.toHaveBeenCalled();
    expect(checkApp).not.toHaveBeenCalled();
  });
});
