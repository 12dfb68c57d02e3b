// @vitest-environment happy-dom
import { useEffect } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import '../lib/i18n';
import { useSessionStore } from '../lib/session-store';
import { useMenuStore } from '../lib/menu-store';
import { sessionOf } from '../features/auth/test-utils';
import { APP_ROUTES } from './routes';
import { decideMenuGate, withMenuGate, type MenuGateInput } from './menu-gate';

vi.mock('../shell/shell-api', () => ({ fetchAppGroups: vi.fn(async () => [{ groupName: '平台应用', appList: [{ appCode: 'BK000' }] }]) }));

const node = (resourceCode: string, resourceType = 1, children: MenuNode[] = []): MenuNode => ({
  id: 1,
  appId: 6,
  resourceId: 1,
  resourceName: resourceCode,
  originResourceName: resourceCode,
  resourcePath: null,
  resourceIcon: null,
  iconUrl: null,
  resourceType,
  resourceCode,
  menuSort: 1,
  parent: null,
  idKey: '0',
  supParentIndex: '',
  children,
});

const session = sessionOf({ userId: 7, companyId: 3, appCode: 'OD001' });
const ready = (menus: MenuNode[]) => ({ menus, status: 'ready' as const, loadedKey: '7:3:OD001:id:6' });
const input = (over: Partial<MenuGateInput>): MenuGateInput => ({
  route: { menu: 'od.list', appCode: 'OD001' },
  session,
  menus: ready([]),
  apps: undefined,
  ...over,
});

describe('decideMenuGate', () => {
  it('passes a page without a menu, and a page whose menu is in the tree (at any depth)', () => {
    expect(decideMenuGate(input({ route: { appCode: 'OD001' } }))).toBe('pass');
    expect(decideMenuGate(input({ menus: ready([node('od.group', 1, [node('od.list')])]) }))).toBe('pass');
  });

  it('refuses when the tree of the route app lacks the menu; a button of that code does not count', () => {
    expect(decideMenuGate(input({ menus: ready([node('od.address')]) }))).toBe('forbidden');
    expect(decideMenuGate(input({ menus: ready([node('od.payBill', 1, [node('od.list', 2)])]) }))).toBe('forbidden');
  });

  it('waits for the tree of this user, company and app, and leaves a failed load to the server', () => {
    expect(decideMenuGate(input({ menus: { menus: [], status: 'loading', loadedKey: '7:3:OD001:id:6' } }))).toBe('wait');
    expect(decideMenuGate(input({ menus: { ...ready([]), loadedKey: '7:3:BK000:id:1' } }))).toBe('wait');
    expect(decideMenuGate(input({ session: null }))).toBe('wait');
    expect(decideMenuGate(input({ menus: { menus: [], status: 'error', loadedKey: '7:3:OD001:id:6' } }))).toBe('pass');
  });

  it('outside the route app: waits for the app list, waits while the app is entered, refuses when the user has no such app', () => {
    const elsewhere = sessionOf({ userId: 7, companyId: 3, appCode: 'BK000' });
    const apps = (...codes: string[]) =>
      [{ groupName: 'g', appList: codes.map((appCode) => ({ appCode })) }] as unknown as MenuGateInput['apps'];
    expect(decideMenuGate(input({ session: elsewhere, apps: undefined }))).toBe('wait');
    expect(decideMenuGate(input({ session: elsewhere, apps: apps('BK000', 'OD001') }))).toBe('wait');
    expect(decideMenuGate(input({ session: elsewhere, apps: apps('BK000') }))).toBe('forbidden');
  });
});

describe('a page behind its menu', () => {
  const loads = vi.fn();
  function OrderList() {
    useEffect(() => loads(), []);
    return <p>order list</p>;
  }

  const renderGated = () => {
    const Gated = withMenuGate(OrderList, { menu: 'od.list', appCode: 'OD001' });
    const router = createMemoryRouter([{ path: '/order/list', Component: Gated }], { initialEntries: ['/order/list'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  };

  beforeEach(() => {
    loads.mockReset();
    act(() => useSessionStore.setState({ session }));
  });
  afterEach(() => {
    cleanup();
    act(() => {
      useMenuStore.getState().reset();
      useSessionStore.setState({ session: null });
    });
  });

  it('shows the error page with status 403, and the page never mounts (no request of its own)', async () => {
    act(() => useMenuStore.setState(ready([node('od.address')])));
    renderGated();
    expect((await screen.findByTestId('error-page')).getAttribute('data-status')).toBe('403');
    expect(screen.getByTestId('error-status').textContent).toBe('403');
    expect(screen.queryByText('order list')).toBeNull();
    expect(loads).not.toHaveBeenCalled();
  });

  it('a user of another app who lacks the route app sees 403 too', async () => {
    act(() => useSessionStore.setState({ session: sessionOf({ userId: 7, companyId: 3, appCode: 'BK000' }) }));
    renderGated();
    expect((await screen.findByTestId('error-page')).getAttribute('data-status')).toBe('403');
    expect(loads).not.toHaveBeenCalled();
  });

  it('renders the page once the tree holds its menu', async () => {
    act(() => useMenuStore.setState({ ...ready([]), status: 'loading' }));
    renderGated();
    expect(screen.queryByText('order list')).toBeNull();
    expect(screen.queryByTestId('error-page')).toBeNull();
    act(() => useMenuStore.setState(ready([node('od.list')])));
    expect(await screen.findByText('order list')).toBeTruthy();
    expect(loads).toHaveBeenCalledTimes(1);
  });
});

describe('the route table', () => {
  it('gates every order screen by its menu; the detail, create and edit pages by the order list', () => {
    const orderRoutes = APP_ROUTES.filter((r) => r.appCode === 'OD001');
    expect(orderRoutes.length).toBeGreaterThan(5);
    expect(orderRoutes.filter((r) => !r.menu?.startsWith('od.')).map((r) => r.path)).toEqual([]);
    const menuOf = (path: string) => APP_ROUTES.find((r) => r.path === path)?.menu;
    expect(['/order/list', '/order/detail', '/order/create', '/order/edit'].map(menuOf)).toEqual([
      'od.list',
      'od.list',
      'od.list',
      'od.list',
    ]);
    expect(menuOf('/order/payBill')).toBe('od.payBill');
  });
});
