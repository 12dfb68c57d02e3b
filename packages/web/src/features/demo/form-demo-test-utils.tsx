// Test helpers of the form showcases: a session (or none), a router at the page's path and a fresh query client.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { useSessionStore } from '../../lib/session-store';

export function renderFormDemo(ui: ReactElement, path: string, session: Session | null) {
  useSessionStore.setState({ session });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export const ok = <T,>(payload: T) => ({ code: '0', msg: 'success', payload });
export const pageOf = <T,>(content: T[], totalElements = content.length) => ({
  content,
  totalElements,
  number: 0,
  size: 20,
  totalPages: Math.ceil(totalElements / 20),
  numberOfElements: content.length,
});
