// Renders a label screen in a memory router with a fresh query client for a platform session holding the
// given buttons (the staff centre is faked in fake-staff.ts); the fixtures of the seeded demo set.
import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { LabelCategoryOption, LabelCategoryRow, LabelRow } from '@medportal/contracts/system/labels.contract';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export function renderScreen(entry: string, routePath: string, Page: ComponentType, buttons: readonly string[]) {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 1, companyType: 'MM' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
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
  return router;
}

/** A cell or button outside antd's hidden measure row. */
export const visible = (testId: string) => screen.getAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0]!;

export const FEATURE: LabelCategoryRow = {
  id: 1,
  name: '产品特性',
  code: 'PRODUCT_FEATURE',
  description: '产品的灭菌、使用方式等特性',
  sort: 10,
  enabled: true,
  appliesTo: 'product',
  labelCount: 2,
  enabledLabelCount: 1,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};
export const PROMOTION: LabelCategoryRow = {
  ...FEATURE,
  id: 5,
  name: '促销活动',
  code: 'PROMOTION',
  description: '',
  enabled: false,
  labelCount: 0,
  enabledLabelCount: 0,
};
export const STERILE: LabelRow = {
  id: 11,
  categoryId: 1,
  categoryName: '产品特性',
  categoryEnabled: true,
  appliesTo: 'product',
  name: '无菌',
  colour: '#52C41A',
  sort: 10,
  enabled: true,
  remark: '经环氧乙烷或辐照灭菌',
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};
export const IMPLANT: LabelRow = { ...STERILE, id: 12, name: '植入类', colour: '#F5222D', enabled: false, remark: '' };
export const SALE: LabelRow = { ...STERILE, id: 13, categoryId: 5, categoryName: '促销活动', categoryEnabled: false, name: '年终特惠' };
export const CATEGORY_OPTIONS: LabelCategoryOption[] = [
  { id: 1, name: '产品特性', enabled: true, appliesTo: 'product' },
  { id: 5, name: '促销活动', enabled: false, appliesTo: 'product' },
];
