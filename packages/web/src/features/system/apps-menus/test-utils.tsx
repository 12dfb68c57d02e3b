// Shared fixtures of the apps-and-menus screen tests: rows, a tree, and a page rendered in a memory router.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { AppAdminRow, ResourceAdminNode } from '@medportal/contracts/system/apps-menus.contract';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';

export const SYS: AppAdminRow = {
  id: 2,
  appCode: 'SYS01',
  appName: '系统设置',
  groupName: '平台应用',
  domain: '/systemSetup/userManagement',
  appLogoUrl: null,
  logoFileCode: null,
  sort: 2,
  enabled: true,
  builtIn: true,
  edited: false,
  menuCount: 30,
};
export const EXT: AppAdminRow = {
  ...SYS,
  id: 9,
  appCode: 'EXT01',
  appName: '外部学习平台',
  domain: 'https://learn.example.com',
  builtIn: false,
  menuCount: 1,
};

export const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  number: 0,
  size: 20,
  totalPages: 1,
  numberOfElements: content.length,
});

export const resource = (
  over: Partial<ResourceAdminNode> & Pick<ResourceAdminNode, 'id' | 'resourceCode' | 'resourceName'>,
): ResourceAdminNode => ({
  appId: 2,
  parentId: null,
  originResourceName: over.resourceName,
  resourcePath: null,
  resourceIcon: null,
  resourceType: 1,
  menuSort: 1,
  enabled: true,
  hidden: false,
  edited: false,
  operator: false,
  screenBuilt: true,
  children: [],
  ...over,
});

export function renderAt(Page: ComponentType, url: string, buttons: string[]) {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 1, companyType: 'MM' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter(
    [
      { path: url.split('?')[0], Component: Page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
