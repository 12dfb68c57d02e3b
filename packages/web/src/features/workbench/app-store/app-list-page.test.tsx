// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as appEntry from '../../../shell/app-entry';
import * as shellApi from '../../../shell/shell-api';
import { AppListPage } from './app-list-page';
import { entry, renderScreen } from './test-utils';

vi.mock('../../../shell/shell-api', () => ({ fetchAppGroups: vi.fn() }));
vi.mock('../../../shell/app-entry', async (importOriginal) => ({ ...(await importOriginal<typeof appEntry>()), enterApp: vi.fn() }));
const PATH = '/worktable/appList';

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(shellApi.fetchAppGroups).mockResolvedValue([
    {
      groupName: '平台应用',
      appList: [entry(1, 'BK000', '工作台', '/worktable'), entry(2, 'SYS01', '系统设置', '/systemSetup/userManagement')],
    },
    { groupName: '业务应用', appList: [entry(6, 'OD001', '订单管理', '/order/list')] },
  ]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('AppListPage', () => {
  it("shows the position's apps grouped, marks the current one and enters an app on click", async () => {
    vi.mocked(appEntry.enterApp).mockResolvedValue({ entered: true, path: '/order/list' });
    const { router } = renderScreen(PATH, AppListPage, { appId: 1 });
    const platform = await screen.findByTestId('app-group-平台应用');
    expect(within(platform).getByTestId('app-tile-BK000').textContent).toContain('当前应用');
    expect(within(platform).getByTestId('app-tile-SYS01').textContent).not.toContain('当前应用');
    const business = screen.getByTestId('app-group-业务应用');
    await userEvent.click(within(business).getByTestId('app-tile-OD001'));
    await waitFor(() => expect(appEntry.enterApp).toHaveBeenCalledWith(expect.objectContaining({ id: 6, appCode: 'OD001' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/list'));
  });

  it('stays on the page when the app is refused', async () => {
    vi.mocked(appEntry.enterApp).mockRejectedValue(new Error('100010'));
    const { router } = renderScreen(PATH, AppListPage);
    await userEvent.click(await screen.findByTestId('app-tile-SYS01'));
    await waitFor(() => expect(appEntry.enterApp).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('says so when the position has no app', async () => {
    vi.mocked(shellApi.fetchAppGroups).mockResolvedValue([]);
    renderScreen(PATH, AppListPage);
    expect(await screen.findByText('暂无可用应用')).toBeTruthy();
  });
});
