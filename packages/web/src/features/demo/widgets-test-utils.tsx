// Test helpers of the widgets showcase: a session, a router at the page's path and a fresh query client.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { useSessionStore } from '../../lib/session-store';

export function renderPage(ui: ReactElement, path: string, session: Session | null) {
  useSessionStore.setState({ session });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
