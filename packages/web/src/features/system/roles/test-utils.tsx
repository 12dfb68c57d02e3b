// Renders a role screen in a memory router with a fresh query client, for a session of the given
// company type holding the given buttons (every system-setup role button unless the test names them).
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Page } from '@medportal/contracts/common/envelope';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export const ROLE_BUTTONS = [
  'sys.role.edit',
  'sys.role.grant',
  'sys.role.delete',
  'sys.dataManagement.edit',
  'sys.defaultRole.edit',
  'sys.userGroup.edit',
];

export function renderRolePage(
  path: string,
  Page: ComponentType,
  opts: { buttons?: readonly string[]; companyType?: string; extra?: { path: string; Component: ComponentType }[] } = {},
) {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, companyType: opts.companyType ?? 'FC' }));
    useMenuStore.setState({ permissions: (opts.buttons ?? ROLE_BUTTONS).map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
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

export const pageOf = <T,>(content: T[], totalElements = content.length, size = 20): Page<T> => ({
  content,
  totalElements,
  number: 0,
  size,
  totalPages: Math.ceil(totalElements / size),
  numberOfElements: content.length,
});
