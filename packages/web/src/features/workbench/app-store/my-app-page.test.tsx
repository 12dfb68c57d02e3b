// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as appEntry from '../../../shell/app-entry';
import * as shellApi from '../../../shell/shell-api';
import * as api from './app-store-api';
import { MyAppPage } from './my-app-page';
import { REQUEST, entry, item, pageOf, renderScreen } from './test-utils';

vi.mock('./app-store-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  appStoreList: vi.fn(),
  appRequestPageList: vi.fn(),
}));
vi.mock('../../../shell/shell-api', () => ({ fetchAppGroups: vi.fn() }));
vi.mock('../../../shell/app-entry', async (importOriginal) => ({ ...(await importOriginal<typeof appEntry>()), enterApp: vi.fn() }));
// the column setting reads the saved setting and the authorised fields of the table
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/home/my-app';

beforeEach(() => {
  vi.clearAllMocks();
  mocked.appStoreList.mockResolvedValue([
    item(1, 'BK000', '工作台', { state: 'granted' }),
    item(6, 'OD001', '订单管理', { state: 'granted', groupName: '业务应用' }),
    item(2, 'SYS01', '系统设置'),
    item(5, 'PD001', '产品中心', { state: 'rejected', requestId: 31 }),
  ]);
  vi.mocked(shellApi.fetchAppGroups).mockResolvedValue([
    { groupName: '业务应用', appList: [entry(6, 'OD001', '订单管理', '/order/list')] },
  ]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('MyAppPage', () => {
  it("shows only the company's apps; one served to the position opens", async () => {
    vi.mocked(appEntry.enterApp).mockResolvedValue({ entered: true, path: '/order/list' });
    mocked.appRequestPageList.mockResolvedValue(pageOf([]));
    const { router } = renderScreen(PATH, MyAppPage);
    expect(await screen.findByTestId('app-tile-BK000')).toBeTruthy();
    expect(screen.getByTestId('app-tile-OD001')).toBeTruthy();
    expect(screen.queryByTestId('app-tile-SYS01')).toBeNull();
    expect(screen.queryByTestId('app-tile-PD001')).toBeNull();
    // 工作台 is granted but not served to this position: not a button
    expect(screen.getByTestId('app-tile-BK000').getAttribute('role')).toBeNull();
    await userEvent.click(screen.getByTestId('app-tile-OD001'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/list'));
  });

  it("lists the company's requests with state, requester and the platform's comment", async () => {
    mocked.appRequestPageList.mockResolvedValue(pageOf([REQUEST]));
    renderScreen(PATH, MyAppPage);
    const table = await screen.findByTestId('app-request-table');
    await within(table).findByText('需要维护产品资料');
    expect(screen.getByTestId('request-status-31').textContent).toBe('已驳回');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('需要维护产品资料'))!;
    expect(row.textContent).toContain('产品中心');
    expect(row.textContent).toContain('宋佳');
    expect(row.textContent).toContain('医疗机构暂不开放产品中心');
    // a hospital is not the platform: no company column
    expect(within(table).queryByText('上海市第一人民医院')).toBeNull();
    expect(mocked.appRequestPageList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
  });

  it('shows the requesting company to the platform', async () => {
    mocked.appRequestPageList.mockResolvedValue(pageOf([REQUEST]));
    renderScreen(PATH, MyAppPage, { companyType: 'MM' });
    const table = await screen.findByTestId('app-request-table');
    expect(await within(table).findByText('上海市第一人民医院')).toBeTruthy();
  });
});
