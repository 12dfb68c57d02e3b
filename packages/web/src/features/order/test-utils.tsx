// Renders an order page in a memory router with a fresh query client, at the given path, for a user
// holding the order app's buttons (all of them unless the test names them).
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PERMISSIONS } from '@medportal/contracts/permissions';
import { useMenuStore } from '../../lib/menu-store';

/** Every button code of the order app OD001. */
export const ORDER_BUTTONS: readonly string[] = PERMISSIONS.filter((code) => code.startsWith('od.'));

/** The session's own button permissions (the menu store's login/buttonList). */
export const grantButtons = (codes: readonly string[]) =>
  act(() => useMenuStore.setState({ permissions: codes.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));

export function renderOrderPage(
  path: string,
  Page: ComponentType,
  extra: { path: string; Component: ComponentType }[] = [],
  buttons: readonly string[] = ORDER_BUTTONS,
) {
  grantButtons(buttons);
  const router = createMemoryRouter(
    [{ path: path.split('?')[0], Component: Page }, ...extra, { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }],
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

/** A Spring page of rows. */
export const pageOf = <T,>(content: T[], totalElements = content.length, size = 20) => ({
  content,
  totalElements,
  number: 0,
  size,
  totalPages: Math.ceil(totalElements / size),
  numberOfElements: content.length,
});
