// Renders an account page in a memory router with a fresh query client, at the given path.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';

export function renderPage(path: string, Page: ComponentType, extra: { path: string; Component: ComponentType }[] = []) {
  const router = createMemoryRouter(
    [{ path, Component: Page }, ...extra, { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
