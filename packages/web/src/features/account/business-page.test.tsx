// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { creditCodeCheckChar, type MyJoinRequest } from '@medportal/contracts/staff/companies.contract';
import '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import * as entry from '../../shell/app-entry';
import { sessionOf } from '../auth/test-utils';
import * as api from './account-api';
import { BusinessPage } from './business-page';
import { renderPage } from './test-helpers';

vi.mock('./account-api', () => ({ fetchMyJoinRequests: vi.fn(), applyToJoin: vi.fn(), createCompany: vi.fn(), chooseCompany: vi.fn() }));
vi.mock('../../shell/app-entry', () => ({ loadAppsAndLand: vi.fn() }));
vi.mock('../../shell/shell-api', () => ({ logout: vi.fn() }));
const mocked = vi.mocked(api);

const VALID = '91320115MA7XK3P2D' + creditCodeCheckChar('91320115MA7XK3P2D');
const request = (over: Partial<MyJoinRequest>): MyJoinRequest => ({
  id: 1,
  companyId: 9,
  companyName: '江苏恒泰医疗器械贸易有限公司',
  companyCode: 'AG0001',
  status: 'pending',
  reason: '',
  createdAt: '2026-11-20T08:00:00Z',
  decidedAt: null,
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ companyId: 0, companyName: '', realName: '赵敏', ifAdmin: false }));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('BusinessPage', () => {
  it('shows the pending request and blocks a second one', async () => {
    mocked.fetchMyJoinRequests.mockResolvedValue([request({})]);
    renderPage('/business', BusinessPage);
    const join = await screen.findByTestId('business-join');
    const status = await within(join).findByTestId('join-status');
    expect(status.textContent).toContain('江苏恒泰医疗器械贸易有限公司');
    expect(status.textContent).toContain('待审核');
    expect(within(join).getByRole('textbox')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('business-create')).toBeTruthy();
  });

  it('shows a rejection with its reason and lets the user apply again with Enter', async () => {
    mocked.fetchMyJoinRequests.mockResolvedValue([request({ status: 'rejected', reason: '未能核实在职信息' })]);
    mocked.applyToJoin.mockResolvedValue(request({ id: 2, companyCode: 'AG0002' }));
    renderPage('/business', BusinessPage);
    const join = await screen.findByTestId('business-join');
    const status = await within(join).findByTestId('join-status');
    expect(status.textContent).toContain('已拒绝');
    expect(status.textContent).toContain('未能核实在职信息');
    const user = userEvent.setup();
    await user.type(within(join).getByRole('textbox'), ' ag0002 {Enter}');
    await vi.waitFor(() => expect(mocked.applyToJoin).toHaveBeenCalledWith('ag0002'));
    expect(mocked.fetchMyJoinRequests).toHaveBeenCalledTimes(2);
  });

  it('refuses an empty code with a Chinese message', async () => {
    mocked.fetchMyJoinRequests.mockResolvedValue([]);
    renderPage('/business', BusinessPage);
    const join = await screen.findByTestId('business-join');
    await userEvent.setup().click(within(join).getByRole('button', { name: '提交申请' }));
    await within(join).findByText('请输入企业编码或统一社会信用代码');
    expect(mocked.applyToJoin).not.toHaveBeenCalled();
  });

  it('enters the company of an approved request', async () => {
    mocked.fetchMyJoinRequests.mockResolvedValue([request({ status: 'approved', decidedAt: '2026-11-21T08:00:00Z' })]);
    mocked.chooseCompany.mockResolvedValue(sessionOf({ companyId: 9, companyName: '江苏恒泰医疗器械贸易有限公司', token: 'tok-9' }));
    vi.mocked(entry.loadAppsAndLand).mockResolvedValue('/');
    const router = renderPage('/business', BusinessPage);
    await userEvent.setup().click(await screen.findByRole('button', { name: '进入企业' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mocked.chooseCompany).toHaveBeenCalledWith(9);
    expect(useSessionStore.getState().session?.companyId).toBe(9);
  });

  it('checks the credit code in the browser, then creates the company and lands by the app rule', async () => {
    mocked.fetchMyJoinRequests.mockResolvedValue([]);
    mocked.createCompany.mockResolvedValue(
      sessionOf({ companyId: 31, companyName: '南京新创医疗器械有限公司', companyType: 'AG', token: 'tok-31' }),
    );
    vi.mocked(entry.loadAppsAndLand).mockResolvedValue('/newWorkbench');
    const router = renderPage('/business', BusinessPage);
    const create = await screen.findByTestId('business-create');
    const user = userEvent.setup();
    const [name, credit] = within(create).getAllByRole('textbox');
    await user.type(name!, '南京新创医疗器械有限公司');
    await user.click(within(create).getByRole('combobox'));
    await user.click(await screen.findByText('商业企业（经销商）'));
    await user.type(credit!, VALID.slice(0, 17) + (VALID[17] === 'A' ? 'B' : 'A'));
    await user.click(within(create).getByRole('button', { name: '创建企业' }));
    await within(create).findByText('统一社会信用代码不正确，请核对后重新输入');
    expect(mocked.createCompany).not.toHaveBeenCalled();

    await user.clear(credit!);
    await user.type(credit!, `${VALID.toLowerCase()}{Enter}`);
    await vi.waitFor(() =>
      expect(mocked.createCompany).toHaveBeenCalledWith({ companyName: '南京新创医疗器械有限公司', companyType: 'AG', creditCode: VALID }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/newWorkbench'));
    expect(useSessionStore.getState().session).toMatchObject({ companyId: 31, token: 'tok-31' });
  });
});
