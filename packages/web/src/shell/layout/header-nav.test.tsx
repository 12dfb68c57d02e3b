// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import type { AppEntry } from '@medportal/contracts/staff/apps.contract';
import '../../lib/i18n';
import { sessionOf } from '../../features/auth/test-utils';
import { useSessionStore } from '../../lib/session-store';
import * as entry from '../app-entry';
import * as shellApi from '../shell-api';
import { HeaderNav } from './header-nav';

vi.mock('../shell-api', () => ({ fetchNavEntries: vi.fn(), fetchAppGroups: vi.fn() }));
vi.mock('../app-entry', async (importOriginal) => ({ ...(await importOriginal<typeof entry>()), enterApp: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const api = vi.mocked(shellApi);
const enterApp = vi.mocked(entry.enterApp);
const ORDER: AppEntry = {
  id: 9,
  appCode: 'OD001',
  appName: '订单管理',
  appLogoUrl: null,
  domain: '/order/list',
  overallStructureLogo: null,
  factoryCompanyId: null,
  factoryCompanyName: '',
  businessCode: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchAppGroups.mockResolvedValue([{ groupName: '业务应用', appList: [ORDER] }]);
  enterApp.mockResolvedValue({ entered: true, path: '/order/list' });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

function renderNav() {
  useSessionStore.getState().signIn(sessionOf({ userId: 7, companyId: 5 }));
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <HeaderNav />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p data-testid="page">page</p> }],
      },
    ],
    { initialEntries: ['/worktable'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('HeaderNav', () => {
  it('shows the entries: a screen opens in the portal, an external address in a new tab, an app is entered', async () => {
    api.fetchNavEntries.mockResolvedValue([
      { id: 1, name: '订单中心', targetType: 'app', appId: 9, href: null },
      { id: 2, name: '我的审批', targetType: 'route', appId: null, href: '/worktable/todo' },
      { id: 3, name: '国家药监局', targetType: 'url', appId: null, href: 'https://www.nmpa.gov.cn/' },
    ]);
    const user = userEvent.setup();
    const router = renderNav();
    // one compact trigger in the header; the entries are in its dropdown
    await user.click(await screen.findByTestId('header-nav-trigger'));
    const link = await screen.findByTestId('header-nav-3');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('https://www.nmpa.gov.cn/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    await user.click(screen.getByTestId('header-nav-1'));
    await vi.waitFor(() => expect(enterApp).toHaveBeenCalledWith(ORDER));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/order/list'));

    await user.click(screen.getByTestId('header-nav-trigger'));
    await user.click(await screen.findByTestId('header-nav-2'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/worktable/todo'));
  });

  it('shows nothing without entries, or when the call fails', async () => {
    api.fetchNavEntries.mockResolvedValue([]);
    renderNav();
    await vi.waitFor(() => expect(api.fetchNavEntries).toHaveBeenCalled());
    expect(screen.queryByTestId('header-nav')).toBeNull();
  });
});
