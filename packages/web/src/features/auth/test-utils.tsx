// Test helpers of the auth pages: a memory router with marker pages for the redirect targets.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { resetPublicBranding } from './public-branding';

export function renderAt(path: string, routePath: string, Page: ComponentType) {
  const router = createMemoryRouter(
    [
      { path: routePath, Component: Page },
      { path: '/', element: <p data-testid="at-home">home</p> },
      { path: '/worktable', element: <p data-testid="at-worktable">worktable</p> },
      { path: '/business', element: <p data-testid="at-business">business</p> },
      { path: '/login', element: <p data-testid="at-login">login</p> },
      { path: '/login/retrieve', element: <p data-testid="at-retrieve">retrieve</p> },
      { path: '/newWorkbench', element: <p data-testid="at-new-workbench">new workbench</p> },
      { path: '/login/register', element: <p data-testid="at-register">register</p> },
      { path: '/login/registerSuccess', element: <p data-testid="at-register-success">register success</p> },
      { path: '/login/privacy', element: <p data-testid="at-privacy">privacy</p> },
      { path: '/login/bindPhone', element: <p data-testid="at-bind-phone">bind phone</p> },
    ],
    { initialEntries: [path] },
  );
  // every render reads the (mocked) branding afresh
  resetPublicBranding();
  render(<RouterProvider router={router} />);
  return router;
}

export const sessionOf = (over: Partial<Session> = {}): Session => ({
  token: 'tok-1',
  userId: 7,
  tenantId: 1,
  userName: 'admin',
  loginUserName: 'admin',
  username: 'admin',
  realName: '管理员',
  userCode: 'U7',
  phone: '13800000000',
  avatar: null,
  companyId: 5,
  companyCode: 'C5',
  companyName: '示例公司',
  companyType: 'HO',
  companyIdList: [5],
  companyLogoUrl: null,
  approveStatus: '1',
  authenticateFlag: true,
  departmentName: '',
  positionName: '',
  appId: 0,
  appCode: '',
  appName: '',
  structureLogo: '',
  factoryCompanyId: null,
  factoryCompanyName: '',
  businessCode: '',
  MID: '',
  ifAdmin: true,
  adminUser: '0',
  roleType: 1,
  expiresAt: '2030-01-01T00:00:00Z',
  timeZone: 'Asia/Shanghai',
  ...over,
});

/** What login/branding answers for a tenant that saved nothing. */
export const DEFAULT_BRANDING = {
  favicon: '',
  logoLogin: '',
  logoSidebar: '',
  logoSidebarWithWord: '',
  appName: '医械供应链协同平台',
  copyright: '医械供应链协同平台',
  loginBgImg: '',
  homePageImg: '',
  publicSiteUrl: '',
};
