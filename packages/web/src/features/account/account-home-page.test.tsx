// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import * as header from '../../shell/header/header-api';
import * as positionSwitch from '../../shell/header/position-switch';
import { sessionOf } from '../auth/test-utils';
import { AccountHomePage } from './account-home-page';
import { quickLinks } from './account-links';
import { renderPage } from './test-helpers';

vi.mock('../../shell/header/header-api', () => ({ fetchPositions: vi.fn(), chooseCompany: vi.fn(), fetchCurrentUser: vi.fn() }));
vi.mock('../../shell/header/position-switch', () => ({ switchPosition: vi.fn() }));
vi.mock('./account-api', () => ({ fetchImageBlob: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(header.fetchPositions).mockResolvedValue([
    { companyId: 5, companyName: '江苏恒泰医疗器械贸易有限公司', positionName: '销售经理', ifLast: true },
    { companyId: 6, companyName: '浙江华康医疗供应链有限公司', positionName: '员工', ifLast: false },
  ]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('AccountHomePage', () => {
  it('shows the user with a masked phone, the company with its type and authentication state, and the built quick links', async () => {
    useSessionStore.getState().signIn(
      sessionOf({
        realName: '赵敏',
        userName: 'ag_user',
        loginUserName: 'ag_user',
        phone: '13800000021',
        companyId: 5,
        companyName: '江苏恒泰医疗器械贸易有限公司',
        companyType: 'AG',
        approveStatus: '3',
      }),
    );
    renderPage('/account/home', AccountHomePage);
    expect((await screen.findByTestId('masked-phone')).textContent).toBe('138****0021');
    const company = screen.getByTestId('account-company');
    expect(company.textContent).toContain('商业企业（经销商）');
    expect(within(company).getByTestId('approve-status').textContent).toBe('认证审核中');
    const links = screen.getByTestId('account-links');
    expect(within(links).getByTestId('link-enterpriseInfo').getAttribute('href')).toBe('/company/info-manage/enterprise-info');
    expect(within(links).getByTestId('link-resetPassword')).toBeTruthy();
    expect(within(links).getByTestId('link-join')).toBeTruthy();
  });

  it('switches to another position through the header switch and opens where it lands', async () => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, companyName: '江苏恒泰医疗器械贸易有限公司' }));
    vi.mocked(positionSwitch.switchPosition).mockResolvedValue({ switched: true, path: '/worktable' });
    const router = renderPage('/account/home', AccountHomePage, [
      { path: '/worktable', Component: () => <p data-testid="at-worktable" /> },
    ]);
    const list = await screen.findByTestId('account-positions');
    await within(list).findByText('浙江华康医疗供应链有限公司');
    expect(within(list).queryByTestId('switch-5')).toBeNull();
    await userEvent.setup().click(within(list).getByTestId('switch-6'));
    await screen.findByTestId('at-worktable');
    expect(vi.mocked(positionSwitch.switchPosition).mock.calls[0]![0]).toBe(6);
    expect(router.state.location.pathname).toBe('/worktable');
  });

  it('offers only the account screens to a user without a company, and only built ones', async () => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 0, companyName: '' }));
    renderPage('/account/home', AccountHomePage);
    await waitFor(() => expect(screen.getByTestId('account-company').textContent).toContain('尚未加入企业'));
    expect(quickLinks(false)).toEqual(['resetPassword', 'join']);
    // with a company, every screen of the area is built and linked; without one there is nothing to authenticate
    expect(quickLinks(true)).toEqual(['enterpriseInfo', 'financialInfo', 'signature', 'resetPassword', 'join']);
    expect(screen.queryByTestId('authentication-link')).toBeNull();
    expect(screen.queryByTestId('link-enterpriseInfo')).toBeNull();
  });
});
