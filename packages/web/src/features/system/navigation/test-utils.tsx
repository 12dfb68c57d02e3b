// Renders a screen of this part with a session (FC company by default), button permissions, a router and a query client.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export function renderPage(Page: ComponentType, buttons: string[], companyType = 'MM') {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, companyType }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter([
    { path: '/', Component: Page },
    { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
