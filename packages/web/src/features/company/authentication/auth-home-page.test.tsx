// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import * as api from './auth-api';
import { AuthHomePage } from './auth-home-page';
import { AUTH, CURRENT, renderScreen } from './test-utils';

vi.mock('./auth-api', () => ({ authCurrent: vi.fn(), authCancel: vi.fn() }));
const mocked = vi.mocked(api);
const PATH = '/company/authentication/home';

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('AuthHomePage', () => {
  it('an unauthenticated company: 未认证 and 立即认证 opens the type choice', async () => {
    mocked.authCurrent.mockResolvedValue(CURRENT);
    const { router } = renderScreen(PATH, PATH, AuthHomePage);
    expect((await screen.findByTestId('auth-status')).textContent).toBe('未认证');
    expect(screen.getByTestId('auth-start').textContent).toContain('立即认证');
    await userEvent.click(screen.getByTestId('auth-start'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/authentication/select-classify'));
  });

  it('a rejected company sees the reason and 重新认证; a pending one its submitter may withdraw after a confirm', async () => {
    mocked.authCurrent.mockResolvedValue({
      ...CURRENT,
      approveStatus: '2',
      latest: { ...AUTH, status: 'rejected', rejectReason: '执照模糊' },
    });
    renderScreen(PATH, PATH, AuthHomePage);
    expect((await screen.findAllByTestId('auth-status'))[0]!.textContent).toBe('已驳回');
    expect(screen.getByTestId('home-reject-reason').textContent).toContain('执照模糊');
    expect(screen.getByTestId('auth-start').textContent).toContain('重新认证');
    cleanup();

    mocked.authCurrent.mockResolvedValue({ ...CURRENT, approveStatus: '3', maySubmit: false, latest: AUTH });
    mocked.authCancel.mockResolvedValue([]);
    renderScreen(PATH, PATH, AuthHomePage);
    await userEvent.click(await screen.findByTestId('auth-cancel'));
    expect(mocked.authCancel).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(mocked.authCancel).toHaveBeenCalledWith(7));
    expect(screen.queryByTestId('auth-start')).toBeNull();
  });

  it('a colleague who is not the administrator gets the notice and no button; the platform a link to the review list', async () => {
    mocked.authCurrent.mockResolvedValue({ ...CURRENT, isAdmin: false, maySubmit: false });
    renderScreen(PATH, PATH, AuthHomePage);
    expect(await screen.findByTestId('auth-admin-only')).toBeTruthy();
    expect(screen.queryByTestId('auth-start')).toBeNull();
    cleanup();
    mocked.authCurrent.mockResolvedValue({ ...CURRENT, companyType: 'MM', isPlatform: true, approveStatus: '1', maySubmit: false });
    const { router } = renderScreen(PATH, PATH, AuthHomePage);
    await userEvent.click(await screen.findByTestId('auth-review-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/authentication/list'));
  });
});
