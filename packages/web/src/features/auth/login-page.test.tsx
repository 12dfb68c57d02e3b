// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AppEntry from '../../shell/app-entry';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { DEFAULT_LANGUAGE, i18n, loadLanguage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import * as api from './auth-api';
import { AdminLoginPage } from './admin-login-page';
import { LoginPage } from './login-page';
import { BUSINESS_PATH, HOME_PATH, pathAfterLogin } from './login-redirect';
import { loadAppsAndLand } from '../../shell/app-entry';
import { lastAttemptedLoginName, usePendingSession } from './pending-session';
import { ApiError } from '../../lib/api-client';
import { renderAt, sessionOf } from './test-utils';

// every export of the api module becomes a vi.fn()
vi.mock('./auth-api');
// the landing rule (app list) is tested in shell/app-entry.test.ts; here it answers the main page
vi.mock('../../shell/app-entry', async (importOriginal) => ({
  ...(await importOriginal<typeof AppEntry>()),
  loadAppsAndLand: vi.fn(),
}));

const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(loadAppsAndLand).mockResolvedValue('/');
  mocked.fetchLoginBranding.mockResolvedValue({
    favicon: '',
    logoLogin: '',
    logoSidebar: '',
    logoSidebarWithWord: '',
    appName: '医械供应链协同平台',
    copyright: '',
    loginBgImg: '',
    homePageImg: '',
    publicSiteUrl: '',
  });
  usePendingSession.getState().drop();
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
  it('sends users without a company to /business, everyone else to / (pathAfterLogin)', () => {
    expect(pathAfterLogin({ companyId: 0 })).toBe(BUSINESS_PATH);
    expect(pathAfterLogin({ companyId: 12 })).toBe(HOME_PATH);
  });
});

describe('/login password tab', () => {
  it('signs in on Enter and lands on / when the user has a company', async () => {
    mocked.loginByUserName.mockResolvedValue(sessionOf({ companyId: 5, token: 'tok-5' }));
    renderAt('/login', '/login', LoginPage);
    await passwordLogin(' admin ', 'Demo1234');
    await screen.findByTestId('at-home');
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
    expect(screen.queryByTestId('at-home')).toBeNull();
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

describe('/login mode switch', () => {
  it('shows the account form first and switches to the SMS form and back', async () => {
    const user = userEvent.setup();
    renderAt('/login', '/login', LoginPage);
    expect(await screen.findByLabelText('账号')).toBeTruthy();
    expect(screen.queryByLabelText('手机号')).toBeNull();
    await user.click(screen.getByText('验证码登录'));
    expect(await screen.findByLabelText('手机号')).toBeTruthy();
    expect(screen.queryByLabelText('账号')).toBeNull();
    await user.click(screen.getByText('账号登录'));
    expect(await screen.findByLabelText('账号')).toBeTruthy();
  });
});

describe('/login SMS tab', () => {
  async function openSmsTab() {
    const user = userEvent.setup();
    renderAt('/login', '/login', LoginPage);
    await user.click(screen.getByText('验证码登录'));
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
    await screen.findByTestId('at-home');
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
    await screen.findByTestId('at-home');
    expect(Cookies.get('adminUser')).toBe('1');
  });
});

describe('landing after login', () => {
  it('follows the app-list landing rule (two-app rule → /newWorkbench)', async () => {
    vi.mocked(loadAppsAndLand).mockResolvedValue('/newWorkbench');
    mocked.loginByUserName.mockResolvedValue(sessionOf({ companyId: 5 }));
    renderAt('/login', '/login', LoginPage);
    await passwordLogin('admin', 'Demo1234');
    await screen.findByTestId('at-new-workbench');
  });

  it('does not load the app list for a user without a company', async () => {
    mocked.loginByUserName.mockResolvedValue(sessionOf({ companyId: 0 }));
    renderAt('/login', '/login', LoginPage);
    await passwordLogin('newbie', 'Demo1234');
    await screen.findByTestId('at-business');
    expect(loadAppsAndLand).not.toHaveBeenCalled();
  });

  it('lands on / when the app list cannot be loaded', async () => {
    vi.mocked(loadAppsAndLand).mockRejectedValue(new Error('appList failed'));
    mocked.loginByUserName.mockResolvedValue(sessionOf({ companyId: 5 }));
    renderAt('/login', '/login', LoginPage);
    await passwordLogin('admin', 'Demo1234');
    await screen.findByTestId('at-home');
  });
});

describe('login refusals that continue elsewhere', () => {
  it('SC1005 keeps the session aside (not signed in) for /login/bindPhone', async () => {
    const payload = sessionOf({ token: 'tok-nophone', phone: '' });
    mocked.loginByUserName.mockRejectedValue(new ApiError({ code: 'SC1005', msg: '该账号未绑定手机号，请先绑定手机号', payload }));
    renderAt('/login', '/login', LoginPage);
    await passwordLogin('nophone', 'Demo1234');
    await waitFor(() => expect(usePendingSession.getState().pending?.session.token).toBe('tok-nophone'));
    expect(usePendingSession.getState().pending?.kind).toBe('userName');
    expect(useSessionStore.getState().session).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('remembers the typed account for an SC1002 password reset', async () => {
    mocked.loginByUserName.mockRejectedValue(new ApiError({ code: 'SC1002', msg: '密码已过期，请重置密码', payload: null }));
    renderAt('/login', '/login', LoginPage);
    await passwordLogin(' zhang_san ', 'Demo1234');
    await waitFor(() => expect(mocked.loginByUserName).toHaveBeenCalled());
    expect(lastAttemptedLoginName()).toBe('zhang_san');
  });

  it("links '立即注册' to /login/register", async () => {
    renderAt('/login', '/login', LoginPage);
    const link = screen.getByRole('link', { name: '立即注册' });
    expect(link.parentElement?.textContent).toBe('还没有账号？立即注册');
    await userEvent.setup().click(link);
    await screen.findByTestId('at-register');
  });
});

describe('login page in other languages', () => {
  afterEach(async () => {
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  });

  // the question and its link are one text, so each language spaces them as it reads
  it.each([
    ['en', 'Sign up now', 'No account yet? Sign up now'],
    ['ja', '新規登録', 'アカウントをお持ちでない方は新規登録'],
    ['ko', '회원가입', '계정이 없으신가요? 회원가입'],
  ] as const)('%s: the sign-up link reads %s inside "%s"', async (lang, linkText, sentence) => {
    await loadLanguage(lang);
    await i18n.changeLanguage(lang);
    renderAt('/login', '/login', LoginPage);
    const link = screen.getByRole('link', { name: linkText });
    expect(link.getAttribute('href')).toBe('/login/register');
    expect(link.parentElement?.textContent).toBe(sentence);
  });
});

describe('login branding', () => {
  it('shows the tenant logo, name and background from login/branding', async () => {
    mocked.fetchLoginBranding.mockResolvedValue({
      favicon: '',
      logoLogin: '/static/logo.png',
      logoSidebar: '',
      logoSidebarWithWord: '',
      appName: '康瑞医械协同平台',
      copyright: '',
      loginBgImg: 'https://cdn.example.com/bg.jpg',
      homePageImg: '',
      publicSiteUrl: '',
    });
    renderAt('/login', '/login', LoginPage);
    const logo = await screen.findByRole('img', { name: '康瑞医械协同平台' });
    expect(logo.getAttribute('src')).toBe('/static/logo.png');
    expect(screen.getByTestId('login-brand').textContent).toContain('康瑞医械协同平台');
    const page = screen.getByTestId('login-brand').closest('[data-testid="login-page"]') as HTMLElement;
    expect(page.style.backgroundImage).toContain('https://cdn.example.com/bg.jpg');
  });

  it('keeps the platform defaults when the branding is empty or fails', async () => {
    mocked.fetchLoginBranding.mockRejectedValue(new Error('offline'));
    renderAt('/loginAdmin', '/loginAdmin', AdminLoginPage);
    expect(screen.getByTestId('login-brand').textContent).toBe('医械供应链协同平台');
    await waitFor(() => expect(mocked.fetchLoginBranding).toHaveBeenCalled());
    expect(screen.getByTestId('login-brand').textContent).toBe('医械供应链协同平台');
    expect(screen.queryByRole('img', { name: '医械供应链协同平台' })).toBeNull();
  });
});
