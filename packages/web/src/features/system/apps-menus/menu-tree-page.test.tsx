// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './apps-menus-api';
import { dropResult } from './menu-tree-logic';
import { MenuTreePage } from './menu-tree-page';
import { SYS, renderAt, resource } from './test-utils';

import type * as AppsMenusApi from './apps-menus-api';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./apps-menus-api', async (importOriginal) => ({
  ...(await importOriginal<typeof AppsMenusApi>()),
  resourceTree: vi.fn(),
  saveResource: vi.fn(),
  updateResource: vi.fn(),
  sortResources: vi.fn(),
  copyResource: vi.fn(),
  setResourceStatus: vi.fn(),
  deleteResource: vi.fn(),
}));
const mocked = vi.mocked(api);

// sys.org (group) > sys.user (page, with a button), sys.dept (page); ext.1 (operator group) > ext.2 (link); sys.hidden
const USER = resource({
  id: 11,
  resourceCode: 'sys.user',
  resourceName: '账号管理',
  originResourceName: '用户管理',
  resourcePath: '/systemSetup/userManagement',
  parentId: 10,
  edited: true,
  children: [resource({ id: 12, resourceCode: 'sys.user.add', resourceName: '新增用户', resourceType: 2, parentId: 11 })],
});
const DEPT = resource({
  id: 13,
  resourceCode: 'sys.dept',
  resourceName: '组织管理',
  resourcePath: '/systemSetup/orgainzationManagement',
  parentId: 10,
  menuSort: 2,
});
const ORG = resource({ id: 10, resourceCode: 'sys.org', resourceName: '组织与人员', children: [USER, DEPT] });
const LINK = resource({
  id: 21,
  resourceCode: 'ext.2',
  resourceName: '帮助中心',
  resourcePath: 'https://help.example.com',
  parentId: 20,
  operator: true,
});
const GROUP = resource({ id: 20, resourceCode: 'ext.1', resourceName: '常用链接', operator: true, menuSort: 2, children: [LINK] });
const HIDDEN = resource({
  id: 30,
  resourceCode: 'sys.future',
  resourceName: '未来页面',
  resourcePath: '/future',
  menuSort: 3,
  hidden: true,
  enabled: false,
  screenBuilt: false,
});
const NODES = [ORG, GROUP, HIDDEN];

beforeEach(() => {
  vi.clearAllMocks();
  mocked.resourceTree.mockResolvedValue({ app: SYS, nodes: NODES });
  mocked.saveResource.mockResolvedValue({ id: 22 });
  mocked.updateResource.mockResolvedValue({ id: 11 });
  mocked.sortResources.mockResolvedValue(null);
  mocked.copyResource.mockResolvedValue({ id: 23 });
  mocked.setResourceStatus.mockResolvedValue(null);
  mocked.deleteResource.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const EDIT = ['sys.menu.edit'];
const URL = '/systemSetup/menuManagement/sysMenu?appId=2';

describe('dropResult (drag and drop to the sort call)', () => {
  it('reorders siblings before or after the target', () => {
    expect(dropResult(NODES, 30, 10, true, -1)).toEqual({ parentId: null, ids: [30, 10, 20] });
    expect(dropResult(NODES, 10, 20, true, 1)).toEqual({ parentId: null, ids: [20, 10, 30] });
    expect(dropResult(NODES, 13, 11, true, -1)).toEqual({ parentId: 10, ids: [13, 11] });
  });
  it('moves into a group first, refuses page menus and its own subtree', () => {
    expect(dropResult(NODES, 11, 20, false, 0)).toEqual({ parentId: 20, ids: [11, 21] });
    expect(dropResult(NODES, 21, 11, false, 0)).toBeNull();
    expect(dropResult(NODES, 10, 13, true, 1)).toBeNull();
  });
});

describe('MenuTreePage', () => {
  it('shows the tree with its tags and a menu with its read-only button codes', async () => {
    const user = userEvent.setup();
    renderAt(MenuTreePage, URL, EDIT);
    const tree = await screen.findByTestId('menu-tree');
    expect(within(tree).getByTestId('menu-node-sys.future').textContent).toContain('已隐藏');
    expect(within(tree).getByTestId('menu-node-sys.future').textContent).toContain('页面未上线');
    expect(within(tree).getByTestId('menu-node-ext.2').textContent).toContain('外部链接');
    await user.click(within(tree).getByTestId('menu-node-sys.user'));
    const detail = await screen.findByTestId('menu-detail');
    expect(detail.textContent).toContain('用户管理');
    expect(within(detail).getByTestId('menu-buttons').textContent).toContain('sys.user.add');
    // catalogue menus are neither copied nor deleted
    expect(within(detail).queryByTestId('menu-copy')).toBeNull();
    expect(within(detail).queryByTestId('menu-delete')).toBeNull();
  });

  it('renames a menu through the drawer', async () => {
    const user = userEvent.setup();
    renderAt(MenuTreePage, URL, EDIT);
    await user.click(await screen.findByTestId('menu-node-sys.user'));
    await user.click(await screen.findByTestId('menu-edit'));
    const name = await screen.findByTestId('resource-form-name');
    await user.clear(name);
    await user.type(name, '用户与账号');
    await user.click(screen.getByTestId('resource-form-save'));
    await vi.waitFor(() =>
      expect(mocked.updateResource).toHaveBeenCalledWith({ id: 11, resourceName: '用户与账号', resourceIcon: null, parentId: 10 }),
    );
  });

  it('adds an external link under the selected group, refusing a non-http address', async () => {
    const user = userEvent.setup();
    renderAt(MenuTreePage, URL, EDIT);
    await user.click(await screen.findByTestId('menu-node-ext.1'));
    await user.click(screen.getByTestId('menu-add-link'));
    await user.type(await screen.findByTestId('resource-form-name'), '标准查询');
    await user.type(screen.getByTestId('resource-form-url'), 'javascript:alert(1)');
    await user.click(screen.getByTestId('resource-form-save'));
    expect(await screen.findByText('链接地址须以 http:// 或 https:// 开头')).toBeTruthy();
    expect(mocked.saveResource).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('resource-form-url'));
    await user.type(screen.getByTestId('resource-form-url'), 'https://std.example.com');
    await user.click(screen.getByTestId('resource-form-save'));
    await vi.waitFor(() =>
      expect(mocked.saveResource).toHaveBeenCalledWith({
        appId: 2,
        parentId: 20,
        kind: 'link',
        resourceName: '标准查询',
        resourcePath: 'https://std.example.com',
        resourceIcon: null,
      }),
    );
  });

  it('asks before hiding, copying and deleting', async () => {
    const user = userEvent.setup();
    renderAt(MenuTreePage, URL, EDIT);
    await user.click(await screen.findByTestId('menu-node-sys.user'));
    await user.click(await screen.findByTestId('menu-hide'));
    expect(await screen.findByText(/不再显示“账号管理”及其下级菜单/)).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.setResourceStatus).toHaveBeenCalledWith({ id: 11, visible: false }));

    await user.click(screen.getByTestId('menu-node-ext.1'));
    await user.click(await screen.findByTestId('menu-copy'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.copyResource).toHaveBeenCalledWith({ id: 20 }));

    await user.click(screen.getByTestId('menu-delete'));
    await user.click((await screen.findAllByTestId('confirm-dialog-cancel')).at(-1)!);
    expect(mocked.deleteResource).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('menu-delete'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.deleteResource).toHaveBeenCalledWith(20));
  });

  it('offers no changes without the edit buttons, and asks for an app when none is given', async () => {
    renderAt(MenuTreePage, URL, []);
    await screen.findByTestId('menu-tree');
    expect(screen.queryByTestId('menu-add-link')).toBeNull();
    cleanup();
    renderAt(MenuTreePage, '/systemSetup/menuManagement/sysMenu', EDIT);
    expect(await screen.findByText('未指定应用，请从应用列表进入')).toBeTruthy();
  });
});
