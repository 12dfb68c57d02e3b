// Renders a registry screen in a memory router with a fresh query client, for a session holding the
// given buttons; sample rows and details.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { PartnerDetail, PartnerRow } from '@medportal/contracts/channel/partners.contract';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export function renderScreen(entry: string, routePath: string, Page: ComponentType, opts: { buttons?: readonly string[] } = {}) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: 'FC' }));
  act(() =>
    useMenuStore.setState({
      permissions: (opts.buttons ?? ['cm.enterprise.dealer.edit', 'cm.enterprise.hospital.edit']).map((buttonCode) => ({
        buttonCode,
        buttonName: buttonCode,
      })),
    }),
  );
  const router = createMemoryRouter(
    [
      { path: routePath, Component: Page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

export const ROW: PartnerRow = {
  id: 7,
  kind: 'dealer',
  ownerCompanyId: 3,
  partnerCompanyId: 5,
  partnerCode: 'AG0001',
  partnerName: '江苏恒泰医疗器械贸易有限公司',
  partnerType: 'AG',
  creditCode: '91320115MA1N8R4TXW',
  contactName: '王建国',
  contactPhone: '13851726634',
  regionCode: '320115',
  regionName: '江苏省 / 南京市 / 江宁区',
  level: '一级',
  cooperationFrom: '2025-09-22',
  cooperationTo: '2028-09-21',
  remark: '江苏省总代理',
  enabled: true,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

export const DETAIL: PartnerDetail = {
  relation: ROW,
  partner: {
    companyId: 5,
    companyCode: 'AG0001',
    companyName: '江苏恒泰医疗器械贸易有限公司',
    companyType: 'AG',
    creditCode: '91320115MA1N8R4TXW',
    approveStatus: '1',
  },
  files: [],
  trades: { orderCount: 0, buyCount: 0, sellCount: 0, totalFen: 0, lastOrderAt: null },
  canEdit: true,
};
