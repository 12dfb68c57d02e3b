// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Fragment } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { setLanguage } from '../../lib/i18n';
import { TabBar, scrollTargetFor } from './tab-bar';
import { TABS_STORAGE_PREFIX, useTabStore } from './tab-store';
import { resetLayoutStores } from './layout-test-utils';
import type { TabLabel } from './tab-state';

// a page titled by its route's key and one that is a menu node (the catalogue's zh-CN name)
const LABELS: Record<string, TabLabel> = {
  '/order/list': { title: '订单列表', titleKey: 'order:title.list' },
  '/order/import': { title: '订单导入', menu: { resourceCode: 'od.import', resourceName: '订单导入' } },
};

let mounts = 0;
function Page() {
  const { pathname } = useLocation();
  mounts += 1;
  return <p data-testid="page">{pathname}</p>;
}

function Frame({ userId }: { userId: number }) {
  const { pathname } = useLocation();
  const refreshKey = useTabStore((s) => s.refreshKey);
  return (
    <>
      <TabBar userId={userId} label={LABELS[pathname] ?? { title: `页面${pathname}` }} />
      <Fragment key={refreshKey}>
        <Outlet />
      </Fragment>
    </>
  );
}

const PATHS = ['/', '/worktable', '/workbench', '/homePage/worktable', '/a', '/b', '/c', '/order/list', '/order/import'];

function renderBar(initial: string[], userId = 7) {
  const router = createMemoryRouter([{ element: <Frame userId={userId} />, children: PATHS.map((path) => ({ path, Component: Page })) }], {
    initialEntries: initial,
    initialIndex: initial.length - 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

const tabPaths = () => [...screen.getByTestId('shell-tab-bar').querySelectorAll('[role="tab"]')].map((el) => el.getAttribute('data-path'));

async function openContextMenu(path: string) {
  fireEvent.contextMenu(screen.getByTestId(`tab-${path}`));
  const menus = await screen.findAllByRole('menu');
  return menus.at(-1)!;
}

beforeEach(() => {
  resetLayoutStores();
  mounts = 0;
});
afterEach(async () => {
  cleanup();
  await setLanguage(null);
});

describe('TabBar', () => {
  it('opens visited pages as tabs titled by the page and switches by click', async () => {
    const router = renderBar(['/a']);
    await waitFor(() => expect(tabPaths()).toEqual(['/', '/worktable', '/a']));
    expect(screen.getByTestId('tab-/a').textContent).toBe('页面/a');
    expect(screen.getByTestId('tab-/').textContent).toBe('首页');
    expect(screen.getByTestId('tab-/worktable').textContent).toBe('工作台');
    fireEvent.click(screen.getByTestId('tab-/worktable'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worktable'));
    expect(screen.getByTestId('tab-/worktable').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('tab-close-/')).toBeNull();
    expect(screen.getByTestId('tab-/').getAttribute('aria-keyshortcuts')).toBeNull();
  });

  it('titles every open tab in the new language after a switch, not only the active one', async () => {
    const router = renderBar(['/order/list']);
    await waitFor(() => expect(screen.getByTestId('tab-/order/list').textContent).toBe('订单列表'));
    await act(() => router.navigate('/order/import'));
    await waitFor(() => expect(screen.getByTestId('tab-/order/import').textContent).toBe('订单导入'));
    await act(() => setLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('tab-/order/list').textContent).toBe('Orders'));
    expect(screen.getByTestId('tab-/order/import').textContent).toBe('Order import');
    expect(screen.getByTestId('tab-/').textContent).toBe('Home');
    await act(() => setLanguage(null));
    await waitFor(() => expect(screen.getByTestId('tab-/order/list').textContent).toBe('订单列表'));
    expect(screen.getByTestId('tab-/order/import').textContent).toBe('订单导入');
  });

  it('/worktable, /workbench and /homePage/worktable share the one worktable tab, which reopens the last of them', async () => {
    const router = renderBar(['/a']);
    await waitFor(() => expect(tabPaths()).toEqual(['/', '/worktable', '/a']));
    for (const path of ['/workbench', '/homePage/worktable', '/worktable', '/workbench']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(screen.getByTestId('tab-/worktable').getAttribute('aria-selected')).toBe('true'));
      expect(tabPaths()).toEqual(['/', '/worktable', '/a']);
    }
    expect(screen.getByTestId('tab-/worktable').textContent).toBe('工作台');
    fireEvent.click(screen.getByTestId('tab-/a'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    fireEvent.click(screen.getByTestId('tab-/worktable'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workbench'));
    // closing it from a shared address closes the one tab
    fireEvent.click(screen.getByTestId('tab-close-/worktable'));
    await waitFor(() => expect(tabPaths()).toEqual(['/', '/a']));
  });

  it('closing the active tab by its icon goes to the neighbour', async () => {
    const router = renderBar(['/a']);
    await act(() => router.navigate('/b'));
    await act(() => router.navigate('/a'));
    const icon = screen.getByTestId('tab-close-/a');
    expect(icon.getAttribute('title')).toBe('关闭页面/a');
    fireEvent.click(icon);
    await waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    expect(tabPaths()).toEqual(['/', '/worktable', '/b']);
  });

  it('holds no control inside a tab (the icon is hidden from assistive technology); Delete closes the focused tab', async () => {
    const router = renderBar(['/a']);
    await act(() => router.navigate('/b'));
    const tab = await screen.findByTestId('tab-/a');
    expect(within(tab).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('tab-close-/a').getAttribute('aria-hidden')).toBe('true');
    expect(tab.getAttribute('aria-keyshortcuts')).toBe('Delete');
    fireEvent.keyDown(tab, { key: 'Delete' });
    await waitFor(() => expect(tabPaths()).toEqual(['/', '/worktable', '/b']));
    // the home tab stays
    fireEvent.keyDown(screen.getByTestId('tab-/'), { key: 'Delete' });
    expect(tabPaths()).toEqual(['/', '/worktable', '/b']);
  });

  it('offers refresh only on the active tab, and refresh remounts the page', async () => {
    renderBar(['/a']);
    await screen.findByTestId('tab-/a');
    const other = await openContextMenu('/worktable');
    expect(within(other).getByText('刷新').closest('[role="menuitem"]')?.getAttribute('aria-disabled')).toBe('true');
    cleanup();
    resetLayoutStores();
    renderBar(['/a']);
    await screen.findByTestId('tab-/a');
    const before = mounts;
    const menu = await openContextMenu('/a');
    fireEvent.click(within(menu).getByText('刷新'));
    await waitFor(() => expect(mounts).toBeGreaterThan(before));
  });

  it('disables close current on the home tab; close others and close all keep the home tab', async () => {
    const router = renderBar(['/a']);
    await act(() => router.navigate('/b'));
    await act(() => router.navigate('/c'));
    const home = await openContextMenu('/');
    expect(within(home).getByText('关闭当前').closest('[role="menuitem"]')?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    const others = await openContextMenu('/b');
    fireEvent.click(within(others).getByText('关闭其他'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    expect(tabPaths()).toEqual(['/', '/b']);
    const all = await openContextMenu('/b');
    fireEvent.click(within(all).getByText('关闭全部'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(tabPaths()).toEqual(['/']);
  });

  it('keeps each user their own open tabs in sessionStorage', async () => {
    renderBar(['/a'], 7);
    await screen.findByTestId('tab-/a');
    expect(JSON.parse(sessionStorage.getItem(`${TABS_STORAGE_PREFIX}7`)!).tabs.map((t: { path: string }) => t.path)).toEqual([
      '/',
      '/worktable',
      '/a',
    ]);
    cleanup();
    renderBar(['/b'], 8);
    await waitFor(() => expect(tabPaths()).toEqual(['/', '/worktable', '/b']));
    cleanup();
    useTabStore.setState({ userId: null });
    renderBar(['/c'], 7);
    await waitFor(() => expect(tabPaths()).toEqual(['/', '/worktable', '/a', '/c']));
  });

  it('scrolls only as far as needed to show the active tab', () => {
    expect(scrollTargetFor({ scrollLeft: 0, clientWidth: 300 }, { offsetLeft: 400, offsetWidth: 80 })).toBe(180);
    expect(scrollTargetFor({ scrollLeft: 200, clientWidth: 300 }, { offsetLeft: 100, offsetWidth: 80 })).toBe(100);
    expect(scrollTargetFor({ scrollLeft: 0, clientWidth: 300 }, { offsetLeft: 100, offsetWidth: 80 })).toBe(0);
  });
});
