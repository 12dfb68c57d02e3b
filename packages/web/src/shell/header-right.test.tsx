// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../lib/i18n';
import { sessionOf } from '../features/auth/test-utils';
import { SESSION_STORAGE_KEY, useSessionStore } from '../lib/session-store';
import { HeaderRight } from './header-right';
import { SHELL_ROUTES } from './shell.routes';

vi.mock('./shell-api', () => ({ fetchAppGroups: vi.fn(), fetchMenuTree: vi.fn(), logout: vi.fn() }));
vi.mock('./header/header-api', () => ({ fetchPositions: vi.fn(), chooseCompany: vi.fn(), fetchCurrentUser: vi.fn() }));

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSessionStore.getState().clear();
});

function renderHeader() {
  const session = sessionOf({ userId: 7, companyId: 5 });
  useSessionStore.getState().signIn(session);
  const router = createMemoryRouter([{ path: '/worktable', element: <HeaderRight session={session} /> }], {
    initialEntries: ['/worktable'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('HeaderRight', () => {
  it('shows the position menu, the language switch and the user menu', () => {
    renderHeader();
    expect(screen.getByTestId('position-menu')).toBeTruthy();
    expect(screen.getByRole('button', { name: '切换语言' })).toBeTruthy();
    expect(screen.getByTestId('user-menu').textContent).toContain('管理员');
  });

  it('reloads when another tab switched the company, and stops listening once unmounted', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderHeader();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(assign).not.toHaveBeenCalled();
    Cookies.set('companyId', '9', { path: '/' });
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(assign).toHaveBeenCalledTimes(1);
    cleanup();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('/logout route', () => {
  it('is a blank-layout, logged-in route', () => {
    expect(SHELL_ROUTES).toEqual([expect.objectContaining({ path: '/logout', layout: 'blank', titleKey: 'header:logout.title' })]);
    expect(SHELL_ROUTES[0]?.public).toBeUndefined();
  });
});
