// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavMenuRow } from '@medportal/contracts/system/navigation.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './navigation-api';
import { NavMenusPage, navBody } from './nav-menus-page';
import { renderPage } from './test-utils';

import type * as NavigationApi from './navigation-api';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('./navigation-api', async (importOriginal) => ({
  ...(await importOriginal<typeof NavigationApi>()),
  navMenuList: vi.fn(),
  navAppOptions: vi.fn(),
  saveNavMenu: vi.fn(),
  updateNavMenu: vi.fn(),
  deleteNavMenu: vi.fn(),
  sortNavMenus: vi.fn(),
}));
const mocked = vi.mocked(api);

const base = { appId: null, appName: null, route: null, url: null, enabled: true, companyTypes: [] };
const ROWS: NavMenuRow[] = [
  { ...base, id: 1, name: '订单中心', targetType: 'app', appId: 9, appName: '订单管理', sort: 10 },
  { ...base, id: 2, name: '我的审批', targetType: 'route', route: '/worktable/todo', sort: 20 },
  { ...base, id: 3, name: '国家药监局', targetType: 'url', url: 'https://www.nmpa.gov.cn/', sort: 30, companyTypes: ['FC', 'AG'] },
];

beforeEach(() => {
  vi.clearAllMocks();
  mocked.navMenuList.mockResolvedValue(ROWS);
  mocked.navAppOptions.mockResolvedValue([{ id: 9, appCode: 'OD001', appName: '订单管理', enabled: true }]);
  mocked.saveNavMenu.mockResolvedValue(ROWS[2]!);
  mocked.updateNavMenu.mockImplementation(async (b) => ({ ...ROWS[0]!, ...b, appName: null }));
  mocked.deleteNavMenu.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const EDIT = ['sys.navMenu.edit'];

describe('NavMenusPage', () => {
  it('lists the entries with their target and visible company types', async () => {
    renderPage(NavMenusPage, EDIT);
    const page = await screen.findByTestId('nav-menus-page');
    await within(page).findByText('订单中心');
    const rows = [...page.querySelectorAll('tbody tr[data-row-key]')];
    expect(rows.map((r) => r.getAttribute('data-row-key'))).toEqual(['1', '2', '3']);
    expect(rows[0]!.textContent).toContain('订单管理');
    expect(rows[1]!.textContent).toContain('/worktable/todo');
    expect(
      within(rows[2] as HTMLElement)
        .getByRole('link')
        .getAttribute('target'),
    ).toBe('_blank');
    expect(rows[2]!.textContent).toContain('生产厂家');
    expect(rows[0]!.textContent).toContain('全部');
  });

  it('adds an external link, refusing an address without http(s)', async () => {
    const user = userEvent.setup();
    renderPage(NavMenusPage, EDIT);
    await user.click(await screen.findByTestId('nav-add'));
    const form = await screen.findByTestId('nav-form');
    await user.type(within(form).getByTestId('nav-name'), '帮助中心');
    await user.click(within(form).getByText('外部链接'));
    const url = await within(form).findByTestId('nav-url');
    await user.type(url, 'ftp://help.example.cn');
    await user.click(screen.getByTestId('nav-form-ok'));
    expect(await screen.findByText('外部链接须以 http:// 或 https:// 开头')).toBeTruthy();
    expect(mocked.saveNavMenu).not.toHaveBeenCalled();
    await user.clear(url);
    await user.type(url, 'https://help.example.cn');
    await user.click(screen.getByTestId('nav-form-ok'));
    await vi.waitFor(() =>
      expect(mocked.saveNavMenu).toHaveBeenCalledWith({
        name: '帮助中心',
        targetType: 'url',
        appId: null,
        route: null,
        url: 'https://help.example.cn',
        companyTypes: [],
        enabled: true,
      }),
    );
  });

  it('sends only the target field of the chosen type', () => {
    expect(
      navBody({
        name: ' 页面 ',
        targetType: 'route',
        appId: 9,
        route: '/worktable/todo',
        url: 'https://x.cn',
        companyTypes: ['AG'],
        enabled: false,
      }),
    ).toEqual({
      name: '页面',
      targetType: 'route',
      appId: null,
      route: '/worktable/todo',
      url: null,
      companyTypes: ['AG'],
      enabled: false,
    });
  });

  it('asks before disabling and deleting', async () => {
    const user = userEvent.setup();
    renderPage(NavMenusPage, EDIT);
    await user.click(await screen.findByTestId('nav-status-1'));
    expect(await screen.findByText('确定停用导航菜单“订单中心”吗？停用后页头不再显示。')).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() =>
      expect(mocked.updateNavMenu).toHaveBeenCalledWith(expect.objectContaining({ id: 1, sort: 10, appId: 9, enabled: false })),
    );
    await user.click(screen.getByTestId('nav-delete-3'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.deleteNavMenu).toHaveBeenCalledWith(3));
  });

  it('offers no changes without the edit button', async () => {
    renderPage(NavMenusPage, []);
    await screen.findByText('订单中心');
    expect(screen.queryByTestId('nav-add')).toBeNull();
    expect(screen.queryByTestId('nav-delete-1')).toBeNull();
  });
});
