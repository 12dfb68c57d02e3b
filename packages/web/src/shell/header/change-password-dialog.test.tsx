// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../lib/i18n';
import { sessionOf } from '../../features/auth/test-utils';
import { useSessionStore } from '../../lib/session-store';
import * as shellApi from '../shell-api';
import { ChangePasswordDialog, maskPhone } from './change-password-dialog';
import * as api from './header-api';
import * as passwordApi from './password-api';

// antd forms and dropdowns under happy-dom are slow on a shared machine
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../shell-api', () => ({ logout: vi.fn(), fetchAppGroups: vi.fn(), fetchMenuTree: vi.fn() }));
vi.mock('./header-api', () => ({ fetchPositions: vi.fn(), chooseCompany: vi.fn(), fetchCurrentUser: vi.fn() }));
vi.mock('./password-api', () => ({ sendVerificationCode: vi.fn(), verifyCode: vi.fn(), resetPassword: vi.fn() }));

function renderDialog() {
  useSessionStore.getState().signIn(sessionOf());
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/worktable', element: <ChangePasswordDialog open onClose={onClose} /> },
      { path: '/login', element: <p data-testid="at-login">login</p> },
    ],
    { initialEntries: ['/worktable'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onClose };
}

const next = () => screen.getByRole('button', { name: '下一步' });

beforeEach(() => {
  vi.mocked(api.fetchCurrentUser).mockResolvedValue(sessionOf({ phone: '13800000001' }));
  vi.mocked(passwordApi.sendVerificationCode).mockResolvedValue();
  vi.mocked(shellApi.logout).mockResolvedValue();
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSessionStore.getState().clear();
});

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 digits', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });
});

describe('ChangePasswordDialog', () => {
  it('requires the code, sends a type-2 code to the bound phone, and refuses a wrong code', async () => {
    const user = userEvent.setup();
    vi.mocked(passwordApi.verifyCode).mockRejectedValue(new Error('SC1010'));
    renderDialog();
    expect(((await screen.findByTestId('change-password-phone')) as HTMLInputElement).value).toBe('138****0001');
    await user.click(next());
    expect(await screen.findByText('验证码不能为空')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(passwordApi.sendVerificationCode).toHaveBeenCalledWith('13800000001', 2));
    expect(await screen.findByText(/秒后重新获取/)).toBeTruthy();
    await user.type(screen.getByLabelText('验证码'), '123456{Enter}');
    expect(await screen.findByText('验证码不正确，请重新输入')).toBeTruthy();
    expect(passwordApi.verifyCode).toHaveBeenCalledWith({ phone: '13800000001', verificationCode: '123456' });
    expect(screen.getByLabelText('验证码')).toBeTruthy();
  });

  it('walks verify → new password → success, checking the password rules, and logs out to /login', async () => {
    const user = userEvent.setup();
    vi.mocked(passwordApi.verifyCode).mockResolvedValue('1.reset-token');
    vi.mocked(passwordApi.resetPassword).mockResolvedValue();
    const { router, onClose } = renderDialog();
    await user.type(await screen.findByLabelText('验证码'), '123456');
    await user.click(next());

    const password = await screen.findByLabelText('新密码');
    await user.type(password, 'abcdef');
    await user.type(screen.getByLabelText('确认密码'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码由6-16位字母与数字组合')).toBeTruthy();
    expect(await screen.findByText('两次输入密码不一致')).toBeTruthy();
    expect(passwordApi.resetPassword).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'abc123');
    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'abc123{Enter}');
    await waitFor(() => expect(passwordApi.resetPassword).toHaveBeenCalledWith({ tokenId: '1.reset-token', newPassword: 'abc123' }));
    expect(await screen.findByText('密码修改成功!')).toBeTruthy();
    expect(screen.getByText('恭喜您！账号密码修改成功')).toBeTruthy();
    expect(screen.getByText('修改密码后需要使用新密码重新登录')).toBeTruthy();
    // the old password is gone: no close button, only logging in again
    expect(screen.queryByRole('button', { name: /close|关闭/i })).toBeNull();

    await user.click(screen.getByRole('button', { name: '重新登录' }));
    await screen.findByTestId('at-login');
    expect(router.state.location.pathname).toBe('/login');
    expect(onClose).toHaveBeenCalled();
    expect(shellApi.logout).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('shows the reset failure with the spec text and stays on step 2', async () => {
    const user = userEvent.setup();
    vi.mocked(passwordApi.verifyCode).mockResolvedValue('1.reset-token');
    vi.mocked(passwordApi.resetPassword).mockRejectedValue(new Error('expired'));
    renderDialog();
    await user.type(await screen.findByLabelText('验证码'), '123456{Enter}');
    await user.type(await screen.findByLabelText('新密码'), 'abc123');
    await user.type(screen.getByLabelText('确认密码'), 'abc123{Enter}');
    expect(await screen.findByText('验证码不正确，请重新输入')).toBeTruthy();
    expect(screen.getByLabelText('新密码')).toBeTruthy();
  });

  it('tells a user without a bound phone instead of offering step 1', async () => {
    vi.mocked(api.fetchCurrentUser).mockResolvedValue(sessionOf({ phone: null }));
    renderDialog();
    expect(await screen.findByTestId('change-password-no-phone')).toBeTruthy();
    expect(screen.getByText(/未绑定手机号/)).toBeTruthy();
    expect(screen.queryByLabelText('验证码')).toBeNull();
  });
});
