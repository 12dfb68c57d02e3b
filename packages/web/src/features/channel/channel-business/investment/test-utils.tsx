// Renders an investment screen in a memory router with a fresh query client, for a session of the given
// company type holding the given buttons; sample rows, details and options.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { InvestmentDetail, InvestmentOptions, InvestmentRow } from '@medportal/contracts/channel/investment.contract';
import { useMenuStore } from '../../../../lib/menu-store';
import { useSessionStore } from '../../../../lib/session-store';
import { sessionOf } from '../../../auth/test-utils';

export function renderScreen(
  entry: string,
  routePath: string,
  Page: ComponentType,
  opts: { companyType?: string; buttons?: readonly string[] } = {},
) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 2, companyType: opts.companyType ?? 'FC' }));
  act(() =>
    useMenuStore.setState({
      permissions: (opts.buttons ?? ['cm.investment.edit']).map((buttonCode) => ({ buttonCode, buttonName: buttonCode })),
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

export const ROW: InvestmentRow = {
  id: 5,
  companyId: 2,
  companyName: '上海康瑞医疗器械有限公司',
  title: '注射穿刺类产品华东区域招商',
  productLineCode: 'PL-KR-INJ',
  productLineName: '注射穿刺类',
  productCodes: ['KR-SYR-5'],
  regions: [
    { code: '320000', name: '江苏省' },
    { code: '330100', name: '浙江省杭州市' },
  ],
  deadline: '2026-12-31',
  status: 'open',
  expired: false,
  applicationCount: 3,
  pendingCount: 1,
  myApplicationStatus: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
};

export const APPLICATION = {
  id: 41,
  dealerCompanyId: 4,
  dealerName: '江苏恒泰医疗器械贸易有限公司',
  creditCode: '91320100MA1MXXXX0X',
  note: '覆盖江苏省内医院',
  status: 'pending' as const,
  reason: '',
  appliedByName: '马丽（ag_admin）',
  createdAt: '2026-11-22T02:00:00.000Z',
  decidedByName: '',
  decidedAt: null,
};

export const DETAIL: InvestmentDetail = {
  ...ROW,
  requirements: '持有效的医疗器械经营许可证',
  products: [{ code: 'KR-SYR-5', name: '一次性使用无菌注射器', specification: '5ml' }],
  applications: [APPLICATION],
  myApplication: null,
  owner: true,
  canApply: false,
};

export const OPTIONS: InvestmentOptions = {
  productLines: [
    {
      code: 'PL-KR-INJ',
      name: '注射穿刺类',
      products: [
        { code: 'KR-SYR-5', name: '一次性使用无菌注射器', specification: '5ml' },
        { code: 'KR-SYR-10', name: '一次性使用无菌注射器', specification: '10ml' },
      ],
    },
    { code: 'PL-KR-CATH', name: '导管类', products: [{ code: 'KR-CATH-16', name: '一次性使用无菌导尿管', specification: '16Fr' }] },
  ],
  regions: [
    {
      code: '320000',
      name: '江苏省',
      children: [
        { code: '320100', name: '南京市' },
        { code: '320200', name: '无锡市' },
      ],
    },
    { code: '330000', name: '浙江省', children: [{ code: '330100', name: '杭州市' }] },
  ],
};
