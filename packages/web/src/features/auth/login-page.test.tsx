// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import * as api from './auth-api';
import { AdminLoginPage } from './admin-login-page';
import { LoginPage } from './login-page';
import { BUSINESS_PATH, WORKTABLE_PATH, pathAfterLogin } from './login-redirect';
import { renderAt, sessionOf } from './test-utils';

// every export of the api module becomes a vi.fn()
vi.mock('./auth-api');

const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().clear();
  Cookies.remove('adminUser', { path: '/' });
  Cookies.remove('smsLogin', { path: '/' });
});

afterEach(() => {
  cleanup();
});

async function passwordLogin(userName: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('账号'), userName);
  await user.type(screen.getByLabelText('密码'), `${password}{Enter}`);
}

describe('pathAfterLogin', () => {
  it('sends users without a company to /business, everyone else to /', () => {
    expect(pathAfterLogin({ companyId: 0 })).toBe(BUSINESS_PATH);
    expect(pathAfterLogin({ companyId: 12 })).toBe(WORKTABLE_PATH);
  });
});

describe('/login password tab', () => {
  it('signs in on Enter and lands on / when the user has a company', async () => {
    mocked.loginByUserName.mockResolvedValue(sessionOf({ companyId: 5, token: 'tok-5' }));
    renderAt('/login', '/login', LoginPage);
    await passwordLogin(' admin ', 'Demo1234');
    await screen.findByTestId('at-worktable');
    expect(mocked.loginByUserName).toHaveBeenCalledWith({ userName: 'admin', password: 'Demo1234' });
    expect(Cookies.get('token')).toBe('tok-5');
    expect(useSessionStore.getState().session?.companyId).toBe(5);
    expect(Cookies.get('adminUser')).toBe('0');
  });

  it('lands on /business when companyId is 0', async () => {
    mocked.loginByUserName.mockResolvedValue(sessionOf({ companyId: 0 }));
    renderAt('/login', '/login', LoginPage);
    await passwordLogin('newbie', 'Demo1234');
    await screen.findByTestId('at-business');
  });

  it('stays on the page when the login fails', async () => {
    mocked.loginByUserName.mockRejectedValue(new Error('SC1001'));
    renderAt('/login', '/login', LoginPage);
    await passwordLogin('admin', 'wrong');
    await waitFor(() => expect(mocked.loginByUserName).toHaveBeenCalled());
    expect(screen.queryByTestId('at-worktable')).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.getByLabelText('账号')).toBeTruthy();
  });

  it('asks for account and password before calling the server', async () => {
    renderAt('/login', '/login', LoginPage);
    await userEvent.setup().click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(mocked.loginByUserName).not.toHaveBeenCalled();
  });

  it("links '忘记密码' to /login/retrieve", async () => {
    renderAt('/login', '/login', LoginPage);
    await userEvent.setup().click(screen.getByRole('link', { name: '忘记密码' }));
    await screen.findByTestId('at-retrieve');
  });
});

describe('/login SMS tab', () => {
  async function openSmsTab() {
    const user = userEvent.setup();
    renderAt('/login', '/login', LoginPage);
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await screen.findByLabelText('手机号');
    return user;
  }

  it('shows the phone rule and does not send a code for a bad number', async () => {
    const user = await openSmsTab();
    await user.type(screen.getByLabelText('手机号'), '12345');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(mocked.sendVerificationCode).not.toHaveBeenCalled();
  });

  it("rejects an empty code with '验证码不能为空'", async () => {
    const user = await openSmsTab();
    await user.type(screen.getByLabelText('手机号'), '13800000000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码不能为空')).toBeTruthy();
    expect(mocked.loginByPhone).not.toHaveBeenCalled();
  });

  it('sends a login code (type 1), starts the countdown and logs in with phone + code', async () => {
    mocked.sendVerificationCode.mockResolvedValue(undefined);
    mocked.loginByPhone.mockResolvedValue(sessionOf({ companyId: 3, token: 'tok-sms' }));
    const user = await openSmsTab();
    await user.type(screen.getByLabelText('手机号'), '13800000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(mocked.sendVerificationCode).toHaveBeenCalledWith('13800000000', 1));
    // the fading loading icon may still lend its label to the button's name
    expect(await screen.findByRole('button', { name: /30秒后重新获取/ })).toBeTruthy();
    await user.type(screen.getByLabelText('验证码'), '123456{Enter}');
    await screen.findByTestId('at-worktable');
    expect(mocked.loginByPhone).toHaveBeenCalledWith({ phone: '13800000000', verificationCode: '123456' });
    expect(Cookies.get('token')).toBe('tok-sms');
    expect(Cookies.get('smsLogin')).toBeUndefined();
  });
});

describe('/loginAdmin', () => {
  it('sets the adminUser cookie to 1 so logout returns to the admin login', async () => {
    mocked.loginByUserName.mockResolvedValue(sessionOf({ adminUser: '0' }));
    renderAt('/loginAdmin', '/loginAdmin', AdminLoginPage);
    expect(screen.getByRole('heading', { name: '管理员登录' })).toBeTruthy();
    await passwordLogin('admin', 'Demo1234');
    await screen.findByTestId('at-worktable');
    expect(Cookies.get('adminUser')).toBe('1');
  });
});
