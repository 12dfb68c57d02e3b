// Renders a certificate screen in a memory router with a fresh query client, for a session of the given
// company type holding the given buttons.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { CertificateDetail, CertificateRow } from '@medportal/contracts/product/certificates.contract';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export function renderScreen(
  entry: string,
  routePath: string,
  Page: ComponentType,
  opts: { companyType?: string; buttons?: readonly string[] } = {},
) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: opts.companyType ?? 'FC' }));
  act(() =>
    useMenuStore.setState({
      permissions: (opts.buttons ?? ['pd.registercard.edit']).map((buttonCode) => ({ buttonCode, buttonName: buttonCode })),
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

export const ROW: CertificateRow = {
  id: 7,
  certNo: '国械注准20193140123',
  kind: 'registration',
  holderCompanyId: 3,
  holderName: '上海康瑞医疗器械有限公司',
  deviceClass: 3,
  productName: '一次性使用无菌注射器',
  issueDate: '2019-03-01',
  expiryDate: '2029-02-28',
  daysLeft: 800,
  currentVersion: 2,
  updatedAt: '2026-11-20T02:00:00.000Z',
};

export const DETAIL: CertificateDetail = {
  ...ROW,
  productName: '一次性使用无菌注射器（带针）',
  structure: '由外套、芯杆、活塞组成',
  scope: '供抽吸液体或注射液体用',
  attachments: [{ fileCode: 'pdf1', fileName: '注册证.pdf' }],
  versions: [
    {
      version: 2,
      deviceClass: 3,
      productName: '一次性使用无菌注射器（带针）',
      structure: '由外套、芯杆、活塞组成',
      scope: '供抽吸液体或注射液体用',
      issueDate: '2019-03-01',
      expiryDate: '2029-02-28',
      attachments: [{ fileCode: 'pdf1', fileName: '注册证.pdf' }],
      changeReason: '产品名称变更',
      createdBy: '刘建华',
      createdAt: '2026-11-20T02:00:00.000Z',
    },
    {
      version: 1,
      deviceClass: 3,
      productName: '一次性使用无菌注射器',
      structure: '',
      scope: '',
      issueDate: '2019-03-01',
      expiryDate: '2029-02-28',
      attachments: [],
      changeReason: '',
      createdBy: '刘建华',
      createdAt: '2026-11-01T02:00:00.000Z',
    },
  ],
  productCount: 4,
  canEdit: true,
};
