// Renders a products screen in a memory router with a fresh query client, for a session holding the
// given buttons; a product row to start from.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ProductDetail, ProductRow } from '@medportal/contracts/product/products.contract';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export const ALL_BUTTONS = ['pd.product', 'fc.product.edit', 'fc.product.commit', 'fc.product.audit', 'fc.product.detail'];

export function renderScreen(path: string, route: string, Page: ComponentType, buttons: readonly string[] = ALL_BUTTONS) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: 'FC' }));
  act(() => useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));
  const router = createMemoryRouter(
    [
      { path: route, Component: Page },
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

export const ROW: ProductRow = {
  id: 7,
  code: 'KR-MASK-01',
  name: '医用外科口罩',
  nameInitials: 'yywkkz',
  specification: '17.5×9.5cm 挂耳式',
  unit: '包',
  categoryId: 14,
  categoryName: '注输、护理和防护器械',
  manufacturerCompanyId: 3,
  manufacturerName: '上海康瑞医疗器械有限公司',
  certificateId: 5,
  certNo: '沪械注准20232140001',
  deviceClass: 2,
  certExpiryDate: '2099-01-01',
  udiDi: '06901234000016',
  productLineCode: 'PL-KR-PROT',
  pictureFileCode: null,
  status: 'draft',
  enabled: true,
  hasPending: false,
  mayAudit: false,
  approvedAt: null,
  updatedAt: '2026-11-20T02:00:00.000Z',
  revision: 3,
};

export const DETAIL: ProductDetail = {
  ...ROW,
  pictures: [],
  barcodeScheme: 'GS1',
  labelAis: ['01', '17', '10'],
  pending: null,
  rejectReason: null,
  packages: [{ id: 1, level: 2, name: '中包装', udiDi: '16901234000013', quantity: 10, unit: '盒' }],
};
