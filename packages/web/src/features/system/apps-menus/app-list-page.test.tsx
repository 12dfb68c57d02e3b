// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './apps-menus-api';
import { MenuAppListPage, SubsystemListPage } from './app-list-page';
import { EXT, SYS, page, renderAt } from './test-utils';

import type * as AppsMenusApi from './apps-menus-api';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
vi.mock('./apps-menus-api', async (importOriginal) => ({
  ...(await importOriginal<typeof AppsMenusApi>()),
  appPage: vi.fn(),
  saveApp: vi.fn(),
  updateApp: vi.fn(),
  setAppStatus: vi.fn(),
  deleteApp: vi.fn(),
}));
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.appPage.mockResolvedValue(page([SYS, EXT]));
  mocked.setAppStatus.mockImplementation(async (b) => ({ ...EXT, enabled: b.enabled }));
  mocked.deleteApp.mockResolvedValue(null);
  mocked.saveApp.mockResolvedValue(EXT);
  mocked.updateApp.mockResolvedValue(SYS);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const EDIT = ['sys.subsystem.edit'];
const PATH = '/systemSetup/subsystemManagement';

describe('SubsystemListPage', () => {
  it('lists apps with source and status; SYS01 cannot be disabled, built-in apps cannot be deleted', async () => {
    renderAt(SubsystemListPage, PATH, EDIT);
    const table = await screen.findByTestId('app-table');
    expect(await within(table).findByText('外部学习平台')).toBeTruthy();
    expect(within(table).getByText('内置')).toBeTruthy();
    expect(within(table).getByText('运营新增')).toBeTruthy();
    expect(screen.queryByTestId('app-status-SYS01')).toBeNull();
    expect(screen.queryByTestId('app-delete-SYS01')).toBeNull();
    expect(screen.getByTestId('app-delete-EXT01')).toBeTruthy();
  });

  it('asks before disabling and deleting', async () => {
    const user = userEvent.setup();
    renderAt(SubsystemListPage, PATH, EDIT);
    await user.click(await screen.findByTestId('app-status-EXT01'));
    expect(await screen.findByText(/不再显示“外部学习平台”，确定停用吗/)).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.setAppStatus).toHaveBeenCalledWith({ id: 9, enabled: false }));

    await user.click(screen.getByTestId('app-delete-EXT01'));
    await user.click((await screen.findAllByTestId('confirm-dialog-cancel')).at(-1)!);
    expect(mocked.deleteApp).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('app-delete-EXT01'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.deleteApp).toHaveBeenCalledWith(9));
  });

  it('creates an app in the drawer, checking code and address before sending', async () => {
    const user = userEvent.setup();
    renderAt(SubsystemListPage, PATH, EDIT);
    await user.click(await screen.findByTestId('app-add'));
    const drawer = await screen.findByTestId('app-form');
    await user.type(within(drawer).getByTestId('app-form-code'), '1bad');
    await user.type(within(drawer).getByTestId('app-form-name'), '外部学习平台');
    await user.type(within(drawer).getByTestId('app-form-group'), '业务应用');
    await user.type(within(drawer).getByTestId('app-form-domain'), 'ftp://x');
    await user.click(screen.getByTestId('app-form-save'));
    expect(await screen.findByText('应用编码只能包含字母、数字、下划线和短横线，且以字母开头')).toBeTruthy();
    expect(await screen.findByText('应用地址须为以 / 开头的本门户页面路径或 http(s):// 开头的外部地址')).toBeTruthy();
    expect(mocked.saveApp).not.toHaveBeenCalled();

    await user.clear(within(drawer).getByTestId('app-form-code'));
    await user.type(within(drawer).getByTestId('app-form-code'), 'EXT01');
    await user.clear(within(drawer).getByTestId('app-form-domain'));
    await user.type(within(drawer).getByTestId('app-form-domain'), 'https://learn.example.com');
    await user.click(screen.getByTestId('app-form-save'));
    await vi.waitFor(() =>
      expect(mocked.saveApp).toHaveBeenCalledWith({
        appCode: 'EXT01',
        appName: '外部学习平台',
        groupName: '业务应用',
        domain: 'https://learn.example.com',
        sort: 0,
        logoFileCode: null,
      }),
    );
  });

  it('opens the menu tree of an app', async () => {
    const user = userEvent.setup();
    const router = renderAt(SubsystemListPage, PATH, EDIT);
    await user.click(await screen.findByTestId('app-menus-SYS01'));
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(`${PATH}/sysMenu?appId=2`));
  });

  it('hides the edit actions without sys.subsystem.edit', async () => {
    renderAt(SubsystemListPage, PATH, []);
    await screen.findByTestId('app-menus-SYS01');
    expect(screen.queryByTestId('app-add')).toBeNull();
    expect(screen.queryByTestId('app-edit-SYS01')).toBeNull();
  });
});

describe('MenuAppListPage', () => {
  it('lists apps read-only and opens their tree under menuManagement', async () => {
    const user = userEvent.setup();
    const router = renderAt(MenuAppListPage, '/systemSetup/menuManagement', EDIT);
    await user.click(await screen.findByTestId('app-menus-EXT01'));
    expect(screen.queryByTestId('app-add')).toBeNull();
    await vi.waitFor(() => expect(router.state.location.search).toBe('?appId=9'));
    expect(router.state.location.pathname).toBe('/systemSetup/menuManagement/sysMenu');
  });
});
