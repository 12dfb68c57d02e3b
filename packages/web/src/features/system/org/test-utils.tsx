// Renders an organisation screen in a memory router with a fresh query client, for a session of the
// given company type holding the given buttons; marker pages stand for the screens it navigates to.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export const ORG_BUTTONS = ['sys.orgManage.edit', 'sys.duty.update'] as const;

export function renderOrgScreen(
  path: string,
  routePath: string,
  Page: ComponentType,
  {
    buttons = ORG_BUTTONS,
    companyType = 'FC',
    companyId = 5,
  }: { buttons?: readonly string[]; companyType?: string; companyId?: number } = {},
) {
  useSessionStore.getState().signIn(sessionOf({ companyId, companyType }));
  act(() => useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));
  const router = createMemoryRouter(
    [
      { path: routePath, Component: Page },
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
