// Renders a notice screen in a memory router with a fresh query client, for a session of the given
// company type holding the given buttons.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export function renderScreen(
  path: string,
  Page: ComponentType,
  opts: { companyType?: string; buttons?: readonly string[]; extra?: { path: string; Component: ComponentType }[] } = {},
) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: opts.companyType ?? 'MM' }));
  act(() =>
    useMenuStore.setState({
      permissions: (opts.buttons ?? ['wt.notice.publish']).map((buttonCode) => ({ buttonCode, buttonName: buttonCode })),
    }),
  );
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], Component: Page },
      ...(opts.extra ?? []),
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

export const pageOf = <T,>(content: T[], totalElements = content.length, size = 20) => ({
  content,
  totalElements,
  number: 0,
  size,
  totalPages: Math.ceil(totalElements / size),
  numberOfElements: content.length,
});
