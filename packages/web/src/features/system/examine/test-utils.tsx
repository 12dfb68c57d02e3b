// Renders the flow screen in a memory router with a fresh query client, for a session of the given
// company type holding the given buttons (sys.examine.edit unless the test names none).
import type { ComponentType } from 'react';
import { App } from 'antd';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export function renderExamine(path: string, Page: ComponentType, opts: { buttons?: readonly string[]; companyType?: string } = {}) {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, companyType: opts.companyType ?? 'FC' }));
    useMenuStore.setState({
      permissions: (opts.buttons ?? ['sys.examine.edit']).map((buttonCode) => ({ buttonCode, buttonName: buttonCode })),
    });
  });
  const router = createMemoryRouter([{ path: path.split('?')[0], Component: Page }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </App>,
  );
  return { router, client };
}
