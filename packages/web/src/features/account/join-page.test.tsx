// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyJoinRequest } from '@medportal/contracts/staff/companies.contract';
import '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { sessionOf } from '../auth/test-utils';
import * as api from './account-api';
import { JoinPage } from './join-page';
import { renderPage } from './test-helpers';

vi.mock('./account-api', () => ({ fetchMyJoinRequests: vi.fn(), applyToJoin: vi.fn(), chooseCompany: vi.fn() }));
vi.mock('../../shell/app-entry', () => ({ loadAppsAndLand: vi.fn() }));
vi.mock('../../shell/shell-api', () => ({ logout: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });
const mocked = vi.mocked(api);

const request = (over: Partial<MyJoinRequest>): MyJoinRequest => ({
  id: 1,
  companyId: 9,
  companyName: '浙江华康医疗供应链有限公司',
  companyCode: 'AG0002',
  status: 'rejected',
  reason: '未能核实在职信息',
  createdAt: '2026-11-20T08:00:00Z',
  decidedAt: '2026-11-21T08:00:00Z',
  ...over,
});

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('JoinPage', () => {
  it('lets a user without a company apply by code and lists the requests with their state', async () => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 0, companyName: '' }));
    mocked.fetchMyJoinRequests
      .mockResolvedValueOnce([request({})])
      .mockResolvedValue([request({ id: 2, status: 'pending', reason: '', decidedAt: null }), request({})]);
    mocked.applyToJoin.mockResolvedValue(request({ id: 2, status: 'pending' }));
    renderPage('/company/join', JoinPage);
    const table = await screen.findByTestId('my-join-requests');
    await within(table).findByText('未能核实在职信息', { exact: false });
    const card = screen.getByTestId('business-join');
    const user = userEvent.setup();
    await user.type(within(card).getByRole('textbox'), 'ag0002{Enter}');
    await waitFor(() => expect(mocked.applyToJoin).toHaveBeenCalledWith('ag0002'));
    await waitFor(() => expect(within(table).getAllByText('待审核').length).toBeGreaterThan(0));
  });

  it('tells a user of a company that joining another is not possible, and still lists the old requests', async () => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, companyName: '江苏恒泰医疗器械贸易有限公司' }));
    mocked.fetchMyJoinRequests.mockResolvedValue([request({ status: 'approved', reason: '' })]);
    renderPage('/company/join', JoinPage);
    expect((await screen.findByTestId('join-has-company')).textContent).toContain('江苏恒泰医疗器械贸易有限公司');
    expect(screen.queryByTestId('business-join')).toBeNull();
    expect(await within(screen.getByTestId('my-join-requests')).findByText('已通过')).toBeTruthy();
  });
});
