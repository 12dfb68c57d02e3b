// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../lib/i18n';
import { useSessionStore } from '../lib/session-store';
import { sessionOf } from '../features/auth/test-utils';
import * as api from './shell-api';
import { DefaultLayout, HEADER_HEIGHT, PERFORMANCE_APP_CODES } from './default-layout';
import { buildMenuItems, findMenuTrail, findMenuTrailByCode } from './menu-tree';
import { BRANDING, TREE, renderInLayout, resetLayoutStores } from './layout/layout-test-utils';

vi.mock('./shell-api', () => ({
  fetchAppGroups: vi.fn(),
  fetchMenuTree: vi.fn(),
  fetchMenuTreeByAppCode: vi.fn(),
  fetchButtonList: vi.fn(),
  postMenuHeat: vi.fn(),
  fetchBranding: vi.fn(),
  logout: vi.fn(),
}));
// the header's right side, the overlays and the system switch belong to other parts of the shell
// (with their own tests): stand-ins show where the layout places them and what it passes
vi.mock('./header-right', () => ({
  HeaderRight: ({ session }: { session: { realName: string; companyName: string } }) => (
    <span data-testid="user-menu">{`${session.realName} ${session.companyName}`}</span>
  ),
}));
vi.mock('./shell-overlays', () => ({ ShellOverlays: () => <span data-testid="overlays" /> }));
vi.mock('./system-switch', () => ({
  SystemSwitch: ({ collapsed }: { collapsed: boolean }) => <span data-testid="system-switch">{String(collapsed)}</span>,
}));
const mocked = vi.mocked(api);

const renderLayout = (path = '/worktable') => renderInLayout(DefaultLayout, path);

beforeEach(() => {
  vi.clearAllMocks();
  resetLayoutStores();
  mocked.fetchAppGroups.mockResolvedValue([
    {
      groupName: '业务',
      appList: [
        {
          id: 3,
          appCode: 'scm',
          appName: '供应链',
          appLogoUrl: null,
          domain: null,
          overallStructureLogo: null,
          factoryCompanyId: null,
          factoryCompanyName: '',
          businessCode: null,
        },
      ],
    },
  ]);
  mocked.fetchMenuTree.mockResolvedValue(TREE);
  mocked.fetchMenuTreeByAppCode.mockResolvedValue([]);
  mocked.fetchButtonList.mockResolvedValue([]);
  mocked.postMenuHeat.mockResolvedValue();
  mocked.fetchBranding.mockResolvedValue(BRANDING);
  mocked.logout.mockResolvedValue();
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('menu tree', () => {
  it('keeps menus nested and leaves out type-2 nodes at every level', () => {
    expect(buildMenuItems(TREE)).toEqual([
      {
        key: '1',
        label: '基础数据',
        children: [
          { key: '11', label: '产品管理' },
          { key: '12', label: '未配置菜单' },
        ],
      },
      { key: '2', label: '工作台' },
    ]);
  });

  it('finds the trail of a path and none for a button path', () => {
    expect(findMenuTrail(TREE, '/basicData/productControl').map((n) => n.resourceName)).toEqual(['基础数据', '产品管理']);
    expect(findMenuTrail(TREE, '/export')).toEqual([]);
  });

  it('finds the trail of a menu code (a sub-page names its list) and none for a button code', () => {
    expect(findMenuTrailByCode(TREE, 'r11').map((n) => n.resourceName)).toEqual(['基础数据', '产品管理']);
    expect(findMenuTrailByCode(TREE, 'fc.product.edit')).toEqual([]);
    expect(findMenuTrailByCode(TREE, 'nothing')).toEqual([]);
  });
});

describe('DefaultLayout', () => {
  it('sends a visitor without a session to /login', async () => {
    renderLayout();
    await screen.findByTestId('at-login');
  });

  it('loads the menu of the first app, shows the user, the top menu, the breadcrumb and the footer', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 0 }));
    renderLayout('/basicData/productControl');
    await waitFor(() => expect(screen.getByTestId('shell-breadcrumb').textContent).toBe('基础数据/产品管理'));
    expect(mocked.fetchMenuTree).toHaveBeenCalledWith(3);
    expect(screen.getByTestId('shell-header').style.height).toBe(`${HEADER_HEIGHT}px`);
    const top = screen.getByTestId('shell-top-menu');
    expect(
      within(top)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['基础数据', '工作台']);
    expect(within(screen.getByTestId('shell-menu')).getByText('产品管理')).toBeTruthy();
    expect(within(screen.getByTestId('shell-header')).getByTestId('user-menu').textContent).toBe('管理员 示例公司');
    expect(screen.getAllByTestId('overlays')).toHaveLength(1);
    expect(screen.queryByText('导出按钮')).toBeNull();
    expect(screen.getByText(`Copyright © ${new Date().getFullYear()} 医械供应链协同平台 版权所有`)).toBeTruthy();
  });

  it('puts the branding copyright into the footer and the sidebar logo with the app name into the header', async () => {
    mocked.fetchBranding.mockResolvedValue({ ...BRANDING, appName: '某某平台', copyright: '某某公司', logoSidebar: '/logo.png' });
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    renderLayout();
    await screen.findByText(`Copyright © ${new Date().getFullYear()} 某某公司 版权所有`);
    const logo = screen.getByTestId('shell-logo');
    expect(logo.textContent).toBe('某某平台');
    expect(logo.querySelector('img')?.getAttribute('src')).toBe('/logo.png');
  });

  it('warns about a menu without a path instead of navigating, and navigates (counting the heat) for one with a path', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 0 }));
    const router = renderLayout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /基础数据/ }));
    await user.click(await within(screen.getByTestId('shell-menu')).findByText('未配置菜单'));
    await screen.findByText('该菜单没有配置地址！');
    expect(router.state.location.pathname).toBe('/worktable');
    await user.click(within(screen.getByTestId('shell-menu')).getByText('产品管理'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basicData/productControl'));
    expect(mocked.postMenuHeat).toHaveBeenCalledWith(expect.objectContaining({ id: 11, appId: 3, resourceId: 11 }));
  });

  it('shows the left menu of the top item holding the page, and a leaf top item opens its page', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    const router = renderLayout('/basicData/productControl');
    const user = userEvent.setup();
    const side = await screen.findByTestId('shell-menu');
    await within(side).findByText('产品管理');
    await user.click(screen.getByRole('button', { name: '工作台' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worktable'));
    await waitFor(() => expect(within(side).queryByText('产品管理')).toBeNull());
    expect(within(side).getByText('工作台')).toBeTruthy();
  });

  it('hides the left menu on the exam pages', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    renderLayout('/andiskExam/student');
    await screen.findByTestId('shell-top-menu');
    await screen.findByTestId('page');
    expect(screen.queryByTestId('shell-menu')).toBeNull();
  });

  it('puts the system switch at the top of the left menu and tells it when the menu collapses', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    renderLayout();
    const user = userEvent.setup();
    const sider = (await screen.findByTestId('shell-menu')).closest('.ant-layout-sider') as HTMLElement;
    expect(sider.firstElementChild?.firstElementChild?.getAttribute('data-testid')).toBe('system-switch');
    expect(screen.getByTestId('system-switch').textContent).toBe('false');
    await user.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(screen.getByTestId('system-switch').textContent).toBe('true');
  });
});

describe('breadcrumb bar', () => {
  it('has no back button on a menu page, one on a page outside the menu that goes back', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    const router = renderLayout('/basicData/productControl');
    await waitFor(() => expect(screen.getByTestId('shell-breadcrumb').textContent).toBe('基础数据/产品管理'));
    expect(screen.queryByRole('button', { name: /返\s*回/ })).toBeNull();
    await router.navigate('/detail');
    const back = await screen.findByRole('button', { name: /返\s*回/ });
    expect(screen.getByTestId('shell-breadcrumb').textContent).toContain('返回');
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/basicData/productControl'));
  });

  it('has no back button on the worktable even when the app menu does not list it', async () => {
    mocked.fetchMenuTree.mockResolvedValue([TREE[0]!]);
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    renderLayout('/worktable');
    await screen.findByRole('button', { name: /基础数据/ });
    expect(screen.queryByRole('button', { name: /返\s*回/ })).toBeNull();
  });

  it('shows a back button for isDeepPage=1 even on a menu page', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    renderLayout('/basicData/productControl?isDeepPage=1');
    await screen.findByRole('button', { name: /返\s*回/ });
  });

  it('takes the trail and highlight from menuPath and appends menuName', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    renderLayout('/detail?menuPath=/basicData/productControl&menuName=产品详情');
    await waitFor(() => expect(screen.getByTestId('shell-breadcrumb').textContent).toContain('基础数据/产品管理/产品详情'));
    const selected = screen.getByTestId('shell-menu').querySelector('.ant-menu-item-selected');
    expect(selected?.textContent).toBe('产品管理');
  });

  it('highlights the menu a sub-page’s route names when the page has no menu of its own', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    renderInLayout(DefaultLayout, '/basicData/productControl/edit', [
      { path: '/basicData/productControl/edit', titleKey: 'layout:nav.back', menu: 'r11' },
    ]);
    await waitFor(() => expect(screen.getByTestId('shell-menu').querySelector('.ant-menu-item-selected')?.textContent).toBe('产品管理'));
    expect(screen.getByTestId('shell-breadcrumb').textContent).toContain('基础数据/产品管理');
  });

  it('is hidden in the performance-evaluation app', async () => {
    expect(PERFORMANCE_APP_CODES).toEqual(['PE001']);
    useSessionStore.getState().signIn(sessionOf({ appId: 3, appCode: 'PE001' }));
    renderLayout('/basicData/productControl');
    await within(await screen.findByTestId('shell-menu')).findByText('产品管理');
    expect(screen.queryByTestId('shell-breadcrumb')).toBeNull();
  });
});

describe('onlyShowContent', () => {
  it('shows only the page under a title bar whose close button posts the close message', async () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    renderLayout('/worktable?onlyShowContent=1&title=嵌入页面');
    const bar = await screen.findByTestId('content-title-bar');
    expect(bar.textContent).toBe('嵌入页面');
    expect(document.title).toBe('嵌入页面');
    expect(screen.getByTestId('page')).toBeTruthy();
    for (const id of ['shell-header', 'shell-menu', 'shell-tab-bar', 'shell-breadcrumb', 'shell-top-menu']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    expect(screen.queryByText(/Copyright/)).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: '关闭' }));
    expect(post).toHaveBeenCalledWith({ type: 'close' }, '*');
    post.mockRestore();
  });

  it('titles the bar with the page title without a title flag', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    renderLayout('/worktable?onlyShowContent=1');
    expect((await screen.findByTestId('content-title-bar')).textContent).toBe('工作台');
  });
});
