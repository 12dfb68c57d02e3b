// Test helper shared by the shell and page tests: a memory router at `path` over `routes`, inside a
// fresh query client that does not retry, so each render starts from an empty cache.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter, useMatches, type RouteObject } from 'react-router';
import { PageMatchContext } from '../lib/page-match';
import type { RouteHandle } from '../lib/route-types';

// The app's router provides the page's table data from above the layouts (app/router.tsx AppRoutes);
// here the memory router's matches provide it, from the `handle` of the test routes.
function PageMatchFromRouter() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return (
    <PageMatchContext value={{ handle, matched: matches.length > 1 }}>
      <Outlet />
    </PageMatchContext>
  );
}

/** `routes` under one root that provides the page match, as the app's router does. */
export const withPageMatch = (routes: RouteObject[]): RouteObject[] => [{ Component: PageMatchFromRouter, children: routes }];

export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(withPageMatch(routes), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}
