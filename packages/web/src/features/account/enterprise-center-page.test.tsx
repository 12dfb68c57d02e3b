// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd forms under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyJoinRequest, CompanyProfile } from '@medportal/contracts/staff/companies.contract';
import '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { sessionOf } from '../auth/test-utils';
import * as api from './account-api';
import { EnterpriseCenterPage } from './enterprise-center-page';
import { renderPage } from './test-helpers';

vi.mock('./account-api', () => ({
  fetchCompanyProfile: vi.fn(),
  updateCompanyContact: vi.fn(),
  fetchJoinRequests: vi.fn(),
  approveJoinRequest: vi.fn(),
  rejectJoinRequest: vi.fn(),
}));
const mocked = vi.mocked(api);

const PROFILE: CompanyProfile = {
  companyId: 4,
  companyName: '江苏恒泰医疗器械贸易有限公司',
  companyCode: 'AG0001',
  companyType: 'AG',
  creditCode: '91320115MA1N8R4TXW',
  approveStatus: '3',
  contactName: '马丽',
  contactPhone: '025-83216688',
};
const REQ: CompanyJoinRequest = {
  id: 11,
  userId: 70,
  userName: 'join_user',
  realName: '钱进',
  phone: '',
  status: 'pending',
  reason: '',
  createdAt: '2026-11-20T08:00:00Z',
  decidedAt: null,
  decidedByName: '',
};
const page = (content: CompanyJoinRequest[], totalElements = content.length) => ({
  content,
  totalElements,
  number: 0,
  size: 20,
  totalPages: 1,
  numberOfElements: content.length,
});

beforeEach(() => {
  vi.clearAllMocks();
  mocked.fetchCompanyProfile.mockResolvedValue(PROFILE);
  useSessionStore.getState().signIn(sessionOf({ ifAdmin: true, companyId: 4 }));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('EnterpriseCenterPage', () => {
  it('answers 403 to a non-admin and to a session without a company, calling nothing', async () => {
    useSessionStore.getState().update({ ifAdmin: false });
    renderPage('/enterpriseCenter', EnterpriseCenterPage);
    expect((await screen.findByTestId('enterprise-center-forbidden')).textContent).toContain('仅企业管理员可以访问企业中心');
    cleanup();
    useSessionStore.getState().update({ ifAdmin: true, companyId: 0 });
    renderPage('/enterpriseCenter', EnterpriseCenterPage);
    await screen.findByTestId('enterprise-center-forbidden');
    expect(mocked.fetchCompanyProfile).not.toHaveBeenCalled();
    expect(mocked.fetchJoinRequests).not.toHaveBeenCalled();
  });

  it('shows the profile with the DOMAIN status name and lists pending requests; approving asks first', async () => {
    mocked.fetchJoinRequests.mockResolvedValue(page([REQ]));
    mocked.approveJoinRequest.mockResolvedValue({ ...REQ, status: 'approved' });
    renderPage('/enterpriseCenter', EnterpriseCenterPage);
    const center = await screen.findByTestId('enterprise-center');
    await within(center).findByText('江苏恒泰医疗器械贸易有限公司');
    expect(center.textContent).toContain('商业企业（经销商）');
    expect(center.textContent).toContain('认证审核中');
    expect(center.textContent).toContain('025-83216688');
    await within(center).findByText('钱进');
    expect(mocked.fetchJoinRequests).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, status: 'pending' });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('approve-11'));
    expect(mocked.approveJoinRequest).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: /^确\s*认$/ }));
    await vi.waitFor(() => expect(mocked.approveJoinRequest).toHaveBeenCalledWith({ id: 11 }));
    await vi.waitFor(() => expect(mocked.fetchJoinRequests).toHaveBeenCalledTimes(2));
  });

  it(
    "shows when a request was made and decided on the tenant's clock, " + "as orders show their times, whatever the browser's zone",
    async () => {
      const browserZone = process.env['TZ'];
      process.env['TZ'] = 'UTC';
      try {
        // 05:18 UTC is 13:18 in Shanghai: the order of that instant reads '2026-01-31 13:18:00' (server text)
        mocked.fetchJoinRequests.mockResolvedValue(
          page([
            { ...REQ, createdAt: '2026-01-31T05:18:00.000Z' },
            {
              ...REQ,
              id: 12,
              status: 'approved',
              createdAt: '2026-01-31T05:18:00.000Z',
              decidedAt: '2026-01-31T16:00:00.000Z',
              decidedByName: '马丽',
            },
          ]),
        );
        renderPage('/enterpriseCenter', EnterpriseCenterPage);
        const center = await screen.findByTestId('enterprise-center');
        await vi.waitFor(() => expect(within(center).getAllByText('2026-01-31 13:18')).toHaveLength(2));
        expect(center.textContent).toContain('2026-02-01 00:00');
        expect(center.textContent).not.toContain('05:18');
        cleanup();
        useSessionStore.getState().update({ timeZone: 'Europe/London' });
        renderPage('/enterpriseCenter', EnterpriseCenterPage);
        await vi.waitFor(() => expect(within(screen.getByTestId('enterprise-center')).getAllByText('2026-01-31 05:18')).toHaveLength(2));
      } finally {
        process.env['TZ'] = browserZone;
      }
    },
  );

  it('rejects only with a reason', async () => {
    mocked.fetchJoinRequests.mockResolvedValue(page([REQ]));
    mocked.rejectJoinRequest.mockResolvedValue({ ...REQ, status: 'rejected', reason: '不是本公司员工' });
    renderPage('/enterpriseCenter', EnterpriseCenterPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('reject-11'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确认拒绝/ }));
    await within(dialog).findByText('请输入拒绝原因');
    expect(mocked.rejectJoinRequest).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox'), '不是本公司员工');
    await user.click(within(dialog).getByRole('button', { name: /确认拒绝/ }));
    await vi.waitFor(() => expect(mocked.rejectJoinRequest).toHaveBeenCalledWith({ id: 11, reason: '不是本公司员工' }));
  });

  it('shows the empty state, and edits the contact with validation', async () => {
    mocked.fetchJoinRequests.mockResolvedValue(page([]));
    mocked.updateCompanyContact.mockResolvedValue({ ...PROFILE, contactName: '马丽丽', contactPhone: '13800000031' });
    renderPage('/enterpriseCenter', EnterpriseCenterPage);
    await screen.findByText('暂无加入申请');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /修改联系人/ }));
    const dialog = await screen.findByRole('dialog');
    const [name, phone] = within(dialog).getAllByRole('textbox');
    await user.clear(phone!);
    await user.type(phone!, '12345{Enter}');
    await within(dialog).findByText('请输入正确的联系电话（手机号或座机号）');
    await user.clear(name!);
    await user.type(name!, '马丽丽');
    await user.clear(phone!);
    await user.type(phone!, '13800000031{Enter}');
    await vi.waitFor(() =>
      expect(mocked.updateCompanyContact).toHaveBeenCalledWith({ contactName: '马丽丽', contactPhone: '13800000031' }),
    );
    await screen.findByText('13800000031');
  });
});
