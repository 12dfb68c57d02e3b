// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import * as api from '../shell-api';
import { indexMenuTree, sideMenuNodes } from '../menu-tree';
import { useSessionStore } from '../../lib/session-store';
import { sessionOf } from '../../features/auth/test-utils';
import { hasButton, useMenuStore } from '../../lib/menu-store';
import { loadMenus } from './menu-load';
import { TREE, button, node } from './layout-test-utils';

vi.mock('../shell-api', () => ({ fetchMenuTree: vi.fn(), fetchMenuTreeByAppCode: vi.fn(), fetchButtonList: vi.fn() }));
const mocked = vi.mocked(api);

const OTHER_TREE: MenuNode[] = [
  node(50, '订单', null, { children: [node(51, '订单列表', '/orders', { children: [button(511, 'order.export', '导出')] })] }),
];

beforeEach(() => {
  vi.clearAllMocks();
  useMenuStore.getState().reset();
  mocked.fetchButtonList.mockResolvedValue([{ buttonCode: 'sys.user.add', buttonName: '新增用户' }]);
});

describe('menu load', () => {
  it('fetches the tree and the button list, assigns indexes and collects the type-2 nodes', async () => {
    mocked.fetchMenuTree.mockResolvedValue(TREE);
    await loadMenus('k1', { kind: 'app', appId: 3 });
    const state = useMenuStore.getState();
    expect(mocked.fetchMenuTree).toHaveBeenCalledWith(3);
    expect(state.status).toBe('ready');
    expect(state.topNav.map((n) => n.resourceName)).toEqual(['基础数据', '工作台']);
    expect(state.menus[0]!.children.map((n) => [n.idKey, n.supParentIndex])).toEqual([
      ['0-0', '0'],
      ['0-1', '0'],
    ]);
    expect(state.menus[1]).toMatchObject({ idKey: '1', supParentIndex: '1' });
    expect(state.buttonRoles).toEqual([
      { buttonCode: 'fc.product.edit', buttonName: '编辑产品' },
      { buttonCode: 'export', buttonName: '导出按钮' },
    ]);
    expect(state.permissions).toEqual([{ buttonCode: 'sys.user.add', buttonName: '新增用户' }]);
    expect(hasButton(state, 'fc.product.edit')).toBe(true);
    expect(hasButton(state, 'sys.user.add')).toBe(true);
    expect(hasButton(state, 'order.export')).toBe(false);
  });

  it('resets menus, buttons and the active index on entering another app, then rebuilds', async () => {
    mocked.fetchMenuTree.mockResolvedValueOnce(TREE);
    await loadMenus('app-3', { kind: 'app', appId: 3 });
    useMenuStore.getState().setActiveIndex(1);
    let resolve: (tree: MenuNode[]) => void = () => {};
    mocked.fetchMenuTree.mockReturnValueOnce(
      new Promise((r) => {
        resolve = r;
      }),
    );
    const loading = loadMenus('app-4', { kind: 'app', appId: 4 });
    expect(useMenuStore.getState()).toMatchObject({
      menus: [],
      topNav: [],
      buttonRoles: [],
      permissions: [],
      activeIndex: 0,
      status: 'loading',
    });
    resolve(OTHER_TREE);
    await loading;
    expect(useMenuStore.getState().topNav.map((n) => n.resourceName)).toEqual(['订单']);
    expect(hasButton(useMenuStore.getState(), 'fc.product.edit')).toBe(false);
    expect(hasButton(useMenuStore.getState(), 'order.export')).toBe(true);
  });

  it('does not fetch twice for the same key, and drops the answer of an app left meanwhile', async () => {
    let resolveOld: (tree: MenuNode[]) => void = () => {};
    mocked.fetchMenuTree
      .mockReturnValueOnce(
        new Promise((r) => {
          resolveOld = r;
        }),
      )
      .mockResolvedValueOnce(OTHER_TREE);
    const first = loadMenus('a', { kind: 'app', appId: 3 });
    void loadMenus('a', { kind: 'app', appId: 3 });
    expect(mocked.fetchMenuTree).toHaveBeenCalledTimes(1);
    await loadMenus('b', { kind: 'app', appId: 4 });
    resolveOld(TREE);
    await first;
    expect(useMenuStore.getState().loadedKey).toBe('b');
    expect(useMenuStore.getState().topNav.map((n) => n.resourceName)).toEqual(['订单']);
  });

  it('loads the default menu by app code, and keeps the tree when the button list fails', async () => {
    mocked.fetchMenuTreeByAppCode.mockResolvedValue(OTHER_TREE);
    mocked.fetchButtonList.mockRejectedValue(new Error('down'));
    await loadMenus('d', { kind: 'default', appCode: 'BK001' });
    expect(mocked.fetchMenuTreeByAppCode).toHaveBeenCalledWith('BK001');
    expect(mocked.fetchMenuTree).not.toHaveBeenCalled();
    expect(useMenuStore.getState()).toMatchObject({ status: 'ready', permissions: [] });
    expect(hasButton(useMenuStore.getState(), 'order.export')).toBe(true);
  });

  it('marks a failed tree as an error and retries it on the next load of the same key', async () => {
    mocked.fetchMenuTree.mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(TREE);
    await loadMenus('e', { kind: 'app', appId: 3 });
    expect(useMenuStore.getState().status).toBe('error');
    await loadMenus('e', { kind: 'app', appId: 3 });
    expect(useMenuStore.getState().status).toBe('ready');
  });
});

describe('sign-out', () => {
  it('drops the menus and permissions when the session ends', async () => {
    useSessionStore.getState().signIn(sessionOf());
    mocked.fetchMenuTree.mockResolvedValue(TREE);
    await loadMenus('s', { kind: 'app', appId: 3 });
    expect(useMenuStore.getState().topNav).toHaveLength(2);
    useSessionStore.getState().clear();
    expect(useMenuStore.getState()).toMatchObject({ topNav: [], permissions: [], buttonRoles: [], loadedKey: null });
  });
});

describe('left menu of the active top item', () => {
  const top = indexMenuTree(TREE).filter((n) => n.resourceType === 1);
  it('shows the children of a top item with submenus', () => {
    expect(sideMenuNodes(top, 0).map((n) => n.resourceName)).toEqual(['产品管理', '未配置菜单']);
  });
  it("shows the app's first-level pages for a leaf top item, and nothing without menus", () => {
    expect(sideMenuNodes(top, 1).map((n) => n.resourceName)).toEqual(['工作台']);
    expect(sideMenuNodes([], 0)).toEqual([]);
  });
});
