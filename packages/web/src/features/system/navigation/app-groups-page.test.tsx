// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppGroupList } from '@medportal/contracts/system/navigation.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './navigation-api';
import { AppGroupsPage } from './app-groups-page';
import { renderPage } from './test-utils';

import type * as NavigationApi from './navigation-api';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./navigation-api', async (importOriginal) => ({
  ...(await importOriginal<typeof NavigationApi>()),
  appGroupList: vi.fn(),
  saveAppGroup: vi.fn(),
  updateAppGroup: vi.fn(),
  deleteAppGroup: vi.fn(),
  sortAppGroups: vi.fn(),
  assignAppGroup: vi.fn(),
}));
const mocked = vi.mocked(api);

const LIST: AppGroupList = {
  groups: [
    { id: 1, name: '平台应用', sort: 10, enabled: true, apps: [{ id: 11, appCode: 'SYS01', appName: '系统设置', sort: 1, enabled: true }] },
    {
      id: 2,
      name: '供应链协同',
      sort: 20,
      enabled: true,
      apps: [{ id: 12, appCode: 'CM001', appName: '渠道管理', sort: 2, enabled: true }],
    },
  ],
  ungrouped: [{ id: 13, appCode: 'XX01', appName: '外部应用', sort: 9, enabled: true }],
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.appGroupList.mockResolvedValue(LIST);
  mocked.updateAppGroup.mockImplementation(async (b) => ({ ...LIST.groups[0]!, ...b }));
  mocked.saveAppGroup.mockResolvedValue({ id: 3, name: '新分组', sort: 30, enabled: true, apps: [] });
  mocked.deleteAppGroup.mockResolvedValue(null);
  mocked.assignAppGroup.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const EDIT = ['sys.menuConfig.edit'];

describe('AppGroupsPage', () => {
  it('shows the groups in order with their apps, and the apps of no group', async () => {
    renderPage(AppGroupsPage, EDIT);
    const page = await screen.findByTestId('app-groups-page');
    await within(page).findByText('系统设置');
    const rows = page.querySelectorAll('tbody tr[data-row-key]');
    expect([...rows].map((r) => r.getAttribute('data-row-key'))).toEqual(['1', '2']);
    expect(rows[1]!.textContent).toContain('渠道管理');
    expect(screen.getByTestId('ungrouped-apps').textContent).toContain('外部应用');
  });

  it('adds and renames a group', async () => {
    const user = userEvent.setup();
    renderPage(AppGroupsPage, EDIT);
    await user.click(await screen.findByTestId('group-add'));
    await user.type(await screen.findByTestId('group-name'), '新分组');
    await user.click(screen.getByTestId('group-form-ok'));
    await vi.waitFor(() => expect(mocked.saveAppGroup).toHaveBeenCalledWith({ name: '新分组', sort: undefined, enabled: true }));

    await user.click(await screen.findByTestId('group-edit-2'));
    const name = await screen.findByTestId('group-name');
    await vi.waitFor(() => expect((name as HTMLInputElement).value).toBe('供应链协同'));
    expect(screen.getByText('改名后，分组内的所有应用同时改到新名称下')).toBeTruthy();
    await user.clear(name);
    await user.type(name, '订单协同');
    await user.click(screen.getByTestId('group-form-ok'));
    await vi.waitFor(() => expect(mocked.updateAppGroup).toHaveBeenCalledWith({ id: 2, name: '订单协同', sort: 20, enabled: true }));
  });

  it('asks before disabling and deleting', async () => {
    const user = userEvent.setup();
    renderPage(AppGroupsPage, EDIT);
    await user.click(await screen.findByTestId('group-status-1'));
    expect(await screen.findByText('确定停用分组“平台应用”吗？停用后其中的应用显示在“未分组”中。')).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.updateAppGroup).toHaveBeenCalledWith({ id: 1, name: '平台应用', sort: 10, enabled: false }));

    await user.click(screen.getByTestId('group-delete-2'));
    await user.click((await screen.findAllByTestId('confirm-dialog-cancel')).at(-1)!);
    expect(mocked.deleteAppGroup).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('group-delete-2'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.deleteAppGroup).toHaveBeenCalledWith(2));
  });

  it('moves an app into a group and another out of it', async () => {
    const user = userEvent.setup();
    renderPage(AppGroupsPage, EDIT);
    await user.click(await screen.findByTestId('group-apps-1'));
    const transfer = await screen.findByTestId('group-apps-transfer');
    const [left, right] = transfer.querySelectorAll<HTMLElement>('.ant-transfer-section');
    await user.click(within(left!).getByText('外部应用'));
    await user.click(within(right!).getByText('系统设置'));
    const [toRight, toLeft] = within(transfer).getAllByRole('button');
    await user.click(toRight!);
    await user.click(toLeft!);
    await user.click(screen.getByTestId('group-apps-ok'));
    await vi.waitFor(() => expect(mocked.assignAppGroup).toHaveBeenCalledWith({ groupId: 1, appIds: [13] }));
    expect(mocked.assignAppGroup).toHaveBeenCalledWith({ groupId: null, appIds: [11] });
  });

  it('offers no changes without the edit button', async () => {
    renderPage(AppGroupsPage, []);
    await screen.findByText('系统设置');
    expect(screen.queryByTestId('group-add')).toBeNull();
    expect(screen.queryByTestId('group-edit-1')).toBeNull();
    expect((screen.getByTestId('group-status-1') as HTMLButtonElement).disabled).toBe(true);
  });
});
