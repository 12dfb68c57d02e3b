// Renders an order page in a memory router with a fresh query client, at the given path.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';

export function renderOrderPage(path: string, Page: ComponentType, extra: { path: string; Component: ComponentType }[] = []) {
  const router = createMemoryRouter(
    [{ path: path.split('?')[0], Component: Page }, ...extra, { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return { router, client };
}

/** A Spring page of rows. */
export const pageOf = <T,>(content: T[], totalElements = content.length, size = 20) =>
  ({ content, totalElements, number: 0, size, totalPages: Math.ceil(totalElements / size), numberOfElements: content.length });
