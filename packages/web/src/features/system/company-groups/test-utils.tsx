// Renders a screen of this part in a memory router with a fresh query client, for a platform session
// holding the given buttons (every button of these screens unless the test names them).
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Page } from '@medportal/contracts/common/envelope';
import type { CompanyGroupRow } from '@medportal/contracts/system/company-groups.contract';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export const ALL_BUTTONS = ['sys.enterprise.grant', 'sys.companyGroup.edit'];

export function renderScreen(path: string, Screen: ComponentType, opts: { buttons?: readonly string[] } = {}) {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 1, companyType: 'MM' }));
    useMenuStore.setState({ permissions: (opts.buttons ?? ALL_BUTTONS).map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], Component: Screen },
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
  return { router };
}

export const pageOf = <T,>(content: T[], totalElements = content.length): Page<T> => ({
  content,
  totalElements,
  number: 0,
  size: 20,
  totalPages: Math.ceil(totalElements / 20),
  numberOfElements: content.length,
});

export const GROUP: CompanyGroupRow = {
  id: 3,
  code: 'JT0001',
  name: '中原康泰医疗集团',
  head: { id: 16, code: 'AG0006', name: '河南中原康泰医药有限公司', type: 'AG' },
  members: [{ id: 15, code: 'AG0005', name: '山东鲁康医疗器械有限公司', type: 'AG' }],
  domains: ['orders'],
  enabled: true,
  remark: '',
  createTime: '2026-11-27 10:00:00',
};
