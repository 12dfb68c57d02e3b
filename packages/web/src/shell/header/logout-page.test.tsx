// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../lib/i18n';
import { sessionOf } from '../../features/auth/test-utils';
import { useSessionStore } from '../../lib/session-store';
import * as shellApi from '../shell-api';
import { SHELL_ROUTES } from '../shell.routes';

vi.mock('../shell-api', () => ({ logout: vi.fn(), fetchAppGroups: vi.fn(), fetchMenuTree: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSessionStore.getState().clear();
  Cookies.remove('adminUser', { path: '/' });
});

async function visitLogout() {
  const route = SHELL_ROUTES.find((r) => r.path === '/logout');
  if (!route) throw new Error('no /logout route');
  const { Component } = await route.lazy();
  const router = createMemoryRouter(
    [
      { path: '/logout', Component },
      { path: '/login', element: <p data-testid="at-login">login</p> },
      { path: '/loginAdmin', element: <p data-testid="at-admin-login">admin</p> },
    ],
    { initialEntries: ['/logout'] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

describe('LogoutPage', () => {
  it('logs out once (even in StrictMode) and replaces itself with the login page', async () => {
    vi.mocked(shellApi.logout).mockResolvedValue();
    useSessionStore.getState().signIn(sessionOf());
    const router = await visitLogout();
    await screen.findByTestId('at-login');
    expect(shellApi.logout).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to /loginAdmin for an admin login', async () => {
    vi.mocked(shellApi.logout).mockResolvedValue();
    Cookies.set('adminUser', '1', { path: '/' });
    await visitLogout();
    expect(await screen.findByTestId('at-admin-login')).toBeTruthy();
  });
});
