// Renders a qualification-file screen in a memory router with a fresh query client, for a session holding
// the given buttons; the rows and detail the tests answer with.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { QualificationFileDetail, QualificationFileRow } from '@medportal/contracts/channel/qualification-files.contract';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export function renderScreen(
  entry: string,
  routePath: string,
  Page: ComponentType,
  buttons: readonly string[] = ['cm.qualificationFile.edit'],
) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: 'AG', companyName: '江苏恒泰医疗器械有限公司' }));
  act(() => useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));
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

export const LICENCE: QualificationFileRow = {
  id: 11,
  companyId: 3,
  companyName: '江苏恒泰医疗器械有限公司',
  fileType: 'business_license',
  fileTypeName: '营业执照',
  fileNo: '91320115MA1N8R4TXW',
  validFrom: '2020-11-27',
  validTo: null,
  expiryStatus: 'valid',
  daysLeft: null,
  currentVersion: 1,
  updatedAt: '2026-11-20T02:00:00.000Z',
};

export const OPERATING: QualificationFileRow = {
  ...LICENCE,
  id: 12,
  fileType: 'operating_license',
  fileTypeName: '医疗器械经营许可证',
  fileNo: '苏宁食药监械经营许20180112号',
  validTo: '2026-12-22',
  expiryStatus: 'expiring',
  daysLeft: 25,
  currentVersion: 2,
};

const version = (n: number, over: Partial<QualificationFileDetail['current']> = {}): QualificationFileDetail['current'] => ({
  version: n,
  fileNo: OPERATING.fileNo,
  validFrom: '2021-12-23',
  validTo: '2026-12-22',
  details: {
    companyName: '江苏恒泰医疗器械有限公司',
    legalRepresentative: '',
    registeredCapital: '',
    address: '',
    businessScope: '',
    responsiblePerson: '王建国',
    qualityManager: '',
    warehouseAddress: '南京市江宁区胜太路68号仓库A区',
    productionAddress: '',
    categoryCodes: ['06', '14'],
    issuingAuthority: '南京市市场监督管理局',
  },
  attachments: [{ fileCode: `pdf${n}`, fileName: `经营许可证-第${n}版.pdf` }],
  changeReason: n === 1 ? '' : '库房地址变更',
  createdByName: '马丽',
  createdAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

export const OPERATING_DETAIL: QualificationFileDetail = {
  ...OPERATING,
  current: version(2),
  versions: [version(2), version(1, { fileNo: '苏宁食药监械经营许20130112号', validTo: '2021-12-22' })],
};
