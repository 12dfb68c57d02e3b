// Renders a screen of this part in a memory router with a fresh query client; fixtures of its answers.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { CompanyAuth, CompanyAuthCurrent } from '@medportal/contracts/staff/company-auth.contract';

export function renderScreen(path: string, route: string, Page: ComponentType) {
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

export const pageOf = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  number: 0,
  size: 20,
  totalPages: 1,
  numberOfElements: content.length,
});

export const AUTH: CompanyAuth = {
  id: 7,
  companyId: 12,
  companyCode: 'AG0004',
  companyName: '福建安和医疗科技有限公司',
  currentCompanyName: '福建安和医疗科技有限公司',
  companyType: 'AG',
  creditCode: '91350102MA31W6H53R',
  legalPerson: '沈洁',
  legalPersonIdNo: '110***********4573',
  registeredAddress: '福州市鼓楼区五四路88号',
  contactName: '沈洁',
  contactPhone: '13800000037',
  licenceFileCode: 'abc',
  videoFileCode: null,
  status: 'pending',
  rejectReason: '',
  submitterName: '沈洁',
  submitterLoginName: 'ag4_admin',
  submitterPhone: '138****0037',
  createTime: '2026-11-20 10:00:00',
  decidedByName: '',
  decideTime: null,
  examineId: 3,
  mayAudit: false,
  mayCancel: true,
};

export const CURRENT: CompanyAuthCurrent = {
  companyId: 12,
  companyCode: 'AG0004',
  companyName: '福建安和医疗科技有限公司',
  companyType: 'AG',
  approveStatus: '',
  authenticateFlag: false,
  latest: null,
  isAdmin: true,
  maySubmit: true,
  isPlatform: false,
};
