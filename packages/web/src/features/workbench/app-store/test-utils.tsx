// Renders a screen of this part in a memory router with a fresh query client, for a session of the
// given company type holding the given buttons; fixtures of the store.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { AppEntry } from '@medportal/contracts/staff/apps.contract';
import type { AppRequest, AppStoreItem } from '@medportal/contracts/worktable/app-store.contract';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export function renderScreen(
  path: string,
  Page: ComponentType,
  opts: { companyType?: string; buttons?: readonly string[]; appId?: number } = {},
) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 7, companyType: opts.companyType ?? 'HO', appId: opts.appId ?? 1 }));
  act(() =>
    useMenuStore.setState({
      permissions: (opts.buttons ?? ['wt.appStore.request']).map((buttonCode) => ({ buttonCode, buttonName: buttonCode })),
    }),
  );
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    {
      initialEntries: [path],
    },
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

export const item = (appId: number, appCode: string, appName: string, over: Partial<AppStoreItem> = {}): AppStoreItem => ({
  appId,
  appCode,
  appName,
  appLogoUrl: null,
  groupName: '平台应用',
  state: 'requestable',
  requestId: null,
  requestedAt: null,
  decidedAt: null,
  reason: null,
  comment: null,
  ...over,
});

export const entry = (id: number, appCode: string, appName: string, domain = `/${appCode}`): AppEntry => ({
  id,
  appCode,
  appName,
  appLogoUrl: null,
  domain,
  overallStructureLogo: null,
  factoryCompanyId: null,
  factoryCompanyName: '',
  businessCode: null,
});

export const REQUEST: AppRequest = {
  id: 31,
  companyId: 7,
  companyName: '上海市第一人民医院',
  appId: 5,
  appCode: 'PD001',
  appName: '产品中心',
  reason: '需要维护产品资料',
  status: 'rejected',
  requestedBy: '宋佳',
  createdAt: '2026-11-20T02:00:00.000Z',
  decidedAt: '2026-11-21T03:30:00.000Z',
  decisionComment: '医疗机构暂不开放产品中心',
  instanceId: 4,
};
