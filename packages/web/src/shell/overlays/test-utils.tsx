// Test helpers of the shell overlays: a session in the store and a fresh query client per render.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { useSessionStore } from '../../lib/session-store';

export const sessionOf = (over: Partial<Session> = {}): Session => ({
  token: 'tok-1',
  userId: 7,
  tenantId: 1,
  userName: 'ag_user',
  loginUserName: 'ag_user',
  username: 'ag_user',
  realName: '王晓明',
  userCode: 'U7',
  phone: '13800000003',
  avatar: null,
  companyId: 16,
  companyCode: 'AG0001',
  companyName: '江苏恒泰医疗器械贸易有限公司',
  companyType: 'AG',
  companyIdList: [16],
  companyLogoUrl: null,
  approveStatus: '1',
  authenticateFlag: true,
  departmentName: '',
  positionName: '',
  appId: 3,
  appCode: 'CM001',
  appName: '渠道管理',
  structureLogo: '',
  factoryCompanyId: null,
  factoryCompanyName: '',
  businessCode: 'CHANNEL',
  MID: '',
  ifAdmin: false,
  adminUser: '0',
  roleType: 0,
  expiresAt: '2030-01-01T00:00:00Z',
  timeZone: 'Asia/Shanghai',
  ...over,
});

/** Puts the session in the store (without touching cookies) and renders the element; gives its query client too. */
export function renderWithSession(ui: ReactElement, session: Session | null = sessionOf()) {
  useSessionStore.setState({ session });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>), client };
}
