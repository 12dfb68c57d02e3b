// What the reference-data screens' unit tests share: a session with the given buttons, a memory router
// (the screen at /, other paths show where navigation went) and a fresh query client; a Spring page.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../../lib/i18n';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export const pageOf = <T,>(content: T[], total = content.length) => ({
  content,
  totalElements: total,
  number: 0,
  size: 20,
  totalPages: 1,
  numberOfElements: content.length,
});

export function renderScreen(Screen: ComponentType, buttons: string[], opts: { at?: string; companyType?: string } = {}) {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, companyType: opts.companyType ?? 'FC' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter(
    [
      { path: '/', Component: Screen },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [opts.at ?? '/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const clearSession = () => useSessionStore.getState().clear();
