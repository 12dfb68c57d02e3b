// Renders a screen of this part in a memory router with a fresh query client, for a session of the
// given company type holding the given buttons.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { AdminChange } from '@medportal/contracts/system/admin.contract';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export const ALL_BUTTONS = ['sys.user.adminChange', 'sys.adminExamine.audit', 'sys.user.unlock'];

export function renderScreen(
  path: string,
  Page: ComponentType,
  opts: { companyType?: string; buttons?: readonly string[]; extra?: { path: string; Component: ComponentType }[] } = {},
) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: opts.companyType ?? 'FC' }));
  act(() =>
    useMenuStore.setState({ permissions: (opts.buttons ?? ALL_BUTTONS).map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }),
  );
  const router = createMemoryRouter(
    [{ path, Component: Page }, ...(opts.extra ?? []), { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }],
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

export const CHANGE: AdminChange = {
  id: 11,
  companyId: 3,
  companyCode: 'FC0001',
  companyName: '上海康瑞医疗器械有限公司',
  fromUserId: 5,
  fromUserName: 'fc_admin',
  fromRealName: '陈伟',
  toUserId: 6,
  toUserName: 'fc_sales',
  toRealName: '黄磊',
  reason: '原管理员调岗',
  status: 'pending',
  requestedByName: '陈伟',
  createTime: '2026-11-20 10:00:00',
  decidedByName: null,
  decideTime: null,
  rejectReason: null,
};
