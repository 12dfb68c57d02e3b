// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import '../lib/i18n';
import { useSessionStore } from '../lib/session-store';
import { sessionOf } from '../features/auth/test-utils';
import * as api from './shell-api';
import { DefaultLayout } from './default-layout';
import { buildMenuItems, findMenuTrail } from './menu-tree';

vi.mock('./shell-api', () => ({ fetchAppGroups: vi.fn(), fetchMenuTree: vi.fn(), logout: vi.fn() }));
const mocked = vi.mocked(api);

const node = (id: number, name: string, path: string | null, over: Partial<MenuNode> = {}): MenuNode => ({
  id, appId: 3, resourceId: id, resourceName: name, originResourceName: name, resourcePath: path, resourceIcon: null,
  iconUrl: null, resourceType: 1, resourceCode: `r${id}`, menuSort: id, parent: null, idKey: String(id), supParentIndex: '',
  children: [], ...over,
});

const TREE: MenuNode[] = [
  node(1, '基础数据', null, {
    children: [
      node(11, '产品管理', '/basicData/productControl', { children: [node(111, '新增产品', null, { resourceType: 2 })] }),
      node(12, '未配置菜单', null),
    ],
  }),
  node(2, '工作台', '/worktable'),
  node(3, '导出按钮', '/export', { resourceType: 2 }),
];

function renderLayout(path = '/worktable') {
  const router = createMemoryRouter(
    [
      { Component: DefaultLayout, children: [
        { path: '/worktable', element: <p data-testid="page">worktable</p> },
        { path: '/basicData/productControl', element: <p data-testid="product">product</p> },
      ] },
      { path: '/login', element: <p data-testid="at-login">login</p> },
      { path: '/loginAdmin', element: <p data-testid="at-admin-login">admin</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
  mocked.fetchAppGroups.mockResolvedValue([
    { groupName: '业务', appList: [{ id: 3, appCode: 'scm', appName: '供应链', appLogoUrl: null, domain: null, overallStructureLogo: null, factoryCompanyId: null, factoryCompanyName: '', businessCode: null }] },
  ]);
  mocked.fetchMenuTree.mockResolvedValue(TREE);
  mocked.logout.mockResolvedValue();
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
  Cookies.remove('adminUser', { path: '/' });
});

describe('menu tree', () => {
  it('keeps menus nested and leaves out type-2 nodes at every level', () => {
    expect(buildMenuItems(TREE)).toEqual([
      { key: '1', label: '基础数据', children: [{ key: '11', label: '产品管理' }, { key: '12', label: '未配置菜单' }] },
      { key: '2', label: '工作台' },
    ]);
  });

  it('finds the trail of a path and none for a button path', () => {
    expect(findMenuTrail(TREE, '/basicData/productControl').map((n) => n.resourceName)).toEqual(['基础数据', '产品管理']);
    expect(findMenuTrail(TREE, '/export')).toEqual([]);
  });
});

describe('DefaultLayout', () => {
  it('sends a visitor without a session to /login', async () => {
    renderLayout();
    await screen.findByTestId('at-login');
  });

  it('loads the menu of the first app, shows the user and the breadcrumb of the current menu', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 0 }));
    renderLayout('/basicData/productControl');
    await waitFor(() => expect(screen.getByTestId('shell-breadcrumb').textContent).toBe('基础数据/产品管理'));
    expect(mocked.fetchMenuTree).toHaveBeenCalledWith(3);
    expect(screen.getAllByText('工作台')).toHaveLength(1);
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(screen.getByText('示例公司')).toBeTruthy();
    expect(screen.queryByText('导出按钮')).toBeNull();
    expect(screen.getByText(`Copyright © ${new Date().getFullYear()} 医械供应链协同平台 版权所有`)).toBeTruthy();
  });

  it('warns about a menu without a path instead of navigating, and navigates for one with a path', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 0 }));
    const router = renderLayout();
    const user = userEvent.setup();
    await user.click(await screen.findByText('基础数据'));
    await user.click(await screen.findByText('未配置菜单'));
    await screen.findByText('该菜单没有配置地址！');
    expect(router.state.location.pathname).toBe('/worktable');
    await user.click(screen.getByText('产品管理'));
    await screen.findByTestId('product');
  });

  it('logs an admin out to /loginAdmin and clears the session', async () => {
    useSessionStore.getState().signIn(sessionOf({ adminUser: '1' }));
    const router = renderLayout();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginAdmin'));
    expect(mocked.logout).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session).toBeNull();
  });
});
