// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { act } from 'react';
import '../../lib/i18n';
import { resetShellEffects, shellEffects } from '../../lib/shell-effects';
import { useSessionStore } from '../../lib/session-store';
import { sessionOf } from '../../features/auth/test-utils';
import * as api from '../shell-api';
import { DefaultLayout } from '../default-layout';
import { APP_LAYOUTS } from '../../app/routes';
import { BiLayout } from './bi-layout';
import { BlankLayout } from './blank-layout';
import { HeaderBlankLayout, NoScrollLayout, SubAppLayout, WhiteLayout } from './layouts';
import { PageActions, usePageActions } from './page-actions';
import { BRANDING, TREE, renderInLayout, resetLayoutStores } from './layout-test-utils';

vi.mock('../shell-api', () => ({
  fetchAppGroups: vi.fn(),
  fetchMenuTree: vi.fn(),
  fetchMenuTreeByAppCode: vi.fn(),
  fetchButtonList: vi.fn(),
  postMenuHeat: vi.fn(),
  fetchBranding: vi.fn(),
  logout: vi.fn(),
}));
vi.mock('../header-right', () => ({ HeaderRight: () => <span data-testid="user-menu" /> }));
vi.mock('../shell-overlays', () => ({ ShellOverlays: () => <span data-testid="overlays" /> }));
vi.mock('../system-switch', () => ({ SystemSwitch: () => <span data-testid="system-switch" /> }));
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  resetLayoutStores();
  mocked.fetchAppGroups.mockResolvedValue([]);
  mocked.fetchMenuTree.mockResolvedValue(TREE);
  mocked.fetchMenuTreeByAppCode.mockResolvedValue([]);
  mocked.fetchButtonList.mockResolvedValue([]);
  mocked.postMenuHeat.mockResolvedValue();
  mocked.fetchBranding.mockResolvedValue(BRANDING);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
  resetShellEffects();
});

const CHROME = ['shell-header', 'shell-top-menu', 'shell-menu', 'shell-tab-bar', 'shell-breadcrumb'] as const;
const shown = () => CHROME.filter((id) => screen.queryByTestId(id) !== null);

async function renderSignedIn(Layout: Parameters<typeof renderInLayout>[0], path = '/basicData/productControl') {
  useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
  const router = renderInLayout(Layout, path);
  await screen.findByTestId('page');
  await waitFor(() => expect(mocked.fetchMenuTree).toHaveBeenCalled());
  return router;
}

describe('layouts', () => {
  it('registers every layout but login', () => {
    expect(Object.keys(APP_LAYOUTS).sort()).toEqual(['bi', 'blank', 'default', 'header-blank', 'no-scroll', 'sub-app', 'white']);
  });

  it('default: all the chrome and the footer', async () => {
    await renderSignedIn(DefaultLayout);
    await screen.findByTestId('shell-breadcrumb');
    expect(shown()).toEqual([...CHROME]);
    // the header stays at the top of the window while a long page scrolls (the e2e scrolls one)
    const header = screen.getByTestId('shell-header');
    expect([header.style.position, header.style.top]).toEqual(['sticky', '0px']);
    expect(screen.getByText(/^Copyright ©/)).toBeTruthy();
  });

  it('lets a page close its own tab (a submitted form), which shows the neighbour', async () => {
    const router = await renderSignedIn(DefaultLayout, '/detail');
    await screen.findByTestId('tab-/detail');
    await act(() => router.navigate('/basicData/productControl'));
    await screen.findByTestId('tab-/basicData/productControl');
    act(() => shellEffects().closeTab('/detail'));
    await waitFor(() => expect(screen.queryByTestId('tab-/detail')).toBeNull());
    expect(screen.getByTestId('tab-/basicData/productControl').getAttribute('aria-selected')).toBe('true');
  });

  it('blank: the page alone; a public page needs no session, a private one sends to the login page', async () => {
    renderInLayout(BlankLayout, '/open', [{ path: '/open', public: true }]);
    expect((await screen.findByTestId('page')).textContent).toBe('/open');
    expect(screen.getByTestId('blank-layout').style.minHeight).toBe('100vh');
    expect(shown()).toEqual([]);
    cleanup();
    renderInLayout(BlankLayout, '/worktable');
    await screen.findByTestId('at-login');
    cleanup();
    useSessionStore.getState().signIn(sessionOf());
    renderInLayout(BlankLayout, '/worktable');
    await screen.findByTestId('page');
    expect(shown()).toEqual([]);
  });

  it('header-blank: only the header above the page', async () => {
    await renderSignedIn(HeaderBlankLayout);
    expect(shown()).toEqual(['shell-header']);
    expect(within(screen.getByTestId('shell-header')).getByTestId('user-menu')).toBeTruthy();
    expect(screen.queryByText(/^Copyright ©/)).toBeNull();
  });

  it('no-scroll: the default chrome around a content area that fills the height and never scrolls', async () => {
    await renderSignedIn(NoScrollLayout);
    await screen.findByTestId('shell-breadcrumb');
    expect(shown()).toEqual([...CHROME]);
    const content = screen.getByTestId('shell-content');
    expect(content.style.overflow).toBe('hidden');
    expect(content.style.height).toBe('100%');
  });

  it('sub-app: header and the whole menu tree on the left, no top menu and no tab bar', async () => {
    await renderSignedIn(SubAppLayout);
    const menu = await screen.findByTestId('shell-menu');
    await within(menu).findByText('基础数据');
    expect(within(menu).getByText('工作台')).toBeTruthy();
    expect(shown()).toEqual(['shell-header', 'shell-menu', 'shell-breadcrumb']);
  });

  it('white: no chrome on a white content area, still guarded', async () => {
    await renderSignedIn(WhiteLayout);
    expect(shown()).toEqual([]);
    expect(screen.getByTestId('shell-content').style.background).not.toBe('');
    cleanup();
    useSessionStore.getState().clear();
    renderInLayout(WhiteLayout, '/worktable');
    await screen.findByTestId('at-login');
  });

  it('bi: top tabs of the first-level menus, a sub-menu row of the active tab, no left menu', async () => {
    const router = await renderSignedIn(BiLayout);
    const tabs = await screen.findByTestId('shell-top-menu');
    await within(tabs).findByText('基础数据');
    const sub = await screen.findByTestId('bi-sub-menu');
    expect(within(sub).getByText('产品管理')).toBeTruthy();
    expect(screen.queryByTestId('shell-menu')).toBeNull();
    expect(within(screen.getByTestId('shell-header')).getByTestId('user-menu')).toBeTruthy();
    fireEvent.click(within(tabs).getByText('工作台'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worktable'));
    await waitFor(() => expect(screen.queryByTestId('bi-sub-menu')).toBeNull());
  });

  it('every logged-in layout sends a visitor without a session to the login page', async () => {
    for (const Layout of [DefaultLayout, HeaderBlankLayout, NoScrollLayout, SubAppLayout, BiLayout]) {
      renderInLayout(Layout, '/worktable');
      await screen.findByTestId('at-login');
      cleanup();
    }
  });

  it('loads the default menu of the basic + defaulttype flags instead of the app menu', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    renderInLayout(DefaultLayout, '/worktable?basic=1&defaulttype=BK001');
    await waitFor(() => expect(mocked.fetchMenuTreeByAppCode).toHaveBeenCalledWith('BK001'));
    expect(mocked.fetchMenuTree).not.toHaveBeenCalled();
  });
});

describe('page actions', () => {
  function Actions() {
    const portal = usePageActions(<button type="button">导出</button>);
    return (
      <>
        {portal}
        <PageActions>
          <button type="button">新增</button>
        </PageActions>
      </>
    );
  }

  it('renders the page buttons in the breadcrumb bar', async () => {
    useSessionStore.getState().signIn(sessionOf({ appId: 3 }));
    const router = createMemoryRouter(
      [
        {
          Component: DefaultLayout,
          children: [{ path: '/p', Component: Actions, handle: { layout: 'default', titleKey: 'layout:nav.home' } }],
        },
      ],
      { initialEntries: ['/p'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('page-actions').textContent).toBe('导出新增'));
  });

  it('renders nothing outside a layout with a slot', () => {
    render(<Actions />);
    expect(screen.queryByText('导出')).toBeNull();
  });
});
