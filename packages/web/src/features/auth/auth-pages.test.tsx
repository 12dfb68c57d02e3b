// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AppEntry from '../../shell/app-entry';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { DEFAULT_LANGUAGE, i18n, loadLanguage } from '../../lib/i18n';
import { ApiError } from '../../lib/api-client';
import { useSessionStore } from '../../lib/session-store';
import { loadAppsAndLand } from '../../shell/app-entry';
import * as api from './auth-api';
import { CodeBindPhonePage, UserNameBindPhonePage } from './bind-phone-page';
import { AuthLoginPage, TemporaryLoginPage } from './code-login-page';
import { EndRegisterPage } from './end-register-page';
import { usePendingSession } from './pending-session';
import { PrivacyPage } from './privacy-page';
import { RegisterPage } from './register-page';
import { RegisterSuccessPage } from './register-success-page';
import { TemporaryUserPage, formatRemaining, temporaryLoginLink } from './temporary-user-page';
import { DEFAULT_BRANDING, renderAt, sessionOf } from './test-utils';

vi.mock('./auth-api');
vi.mock('../../shell/app-entry', async (importOriginal) => ({
  ...(await importOriginal<typeof AppEntry>()),
  loadAppsAndLand: vi.fn(),
}));

const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.fetchLoginBranding.mockResolvedValue(DEFAULT_BRANDING);
  vi.mocked(loadAppsAndLand).mockResolvedValue('/');
  useSessionStore.getState().clear();
  usePendingSession.getState().drop();
  Cookies.remove('token', { path: '/' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;

async function fillRegister(user: User, over: Partial<Record<string, string>> = {}) {
  const v = {
    userName: 'new_user',
    realName: '张三',
    phone: '13900000001',
    code: '123456',
    password: 'abc123',
    confirm: 'abc123',
    ...over,
  };
  if (v.userName) await user.type(screen.getByLabelText('用户名'), v.userName);
  if (v.realName) await user.type(screen.getByLabelText('姓名'), v.realName);
  if (v.phone) await user.type(screen.getByLabelText('手机号'), v.phone);
  if (v.code) await user.type(screen.getByLabelText('验证码'), v.code);
  if (v.password) await user.type(screen.getByLabelText('密码'), v.password);
  if (v.confirm) await user.type(screen.getByLabelText('确认密码'), v.confirm);
}

describe('/login/register', () => {
  it('checks every rule and the agreement before calling the server', async () => {
    const user = userEvent.setup();
    renderAt('/login/register', '/login/register', RegisterPage);
    await fillRegister(user, { userName: 'ab', code: '', password: 'abcdef', confirm: 'abcdeg' });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('用户名由4-32位字母、数字或下划线组成')).toBeTruthy();
    expect(await screen.findByText('验证码不能为空')).toBeTruthy();
    expect(await screen.findByText('密码由6-16位字母与数字组合')).toBeTruthy();
    expect(await screen.findByText('两次输入密码不一致')).toBeTruthy();
    expect(await screen.findByText('请阅读并同意《隐私协议》')).toBeTruthy();
    expect(mocked.register).not.toHaveBeenCalled();
  }, 20_000);

  it('asks for 密码, not 新密码: a registration sets the first password', async () => {
    const user = userEvent.setup();
    renderAt('/login/register', '/login/register', RegisterPage);
    await fillRegister(user, { password: '', confirm: '' });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(await screen.findByText('请再次输入密码', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('新密码');
    expect(mocked.register).not.toHaveBeenCalled();
  }, 20_000);

  it('sends a register code (type 3), registers, signs in and shows /login/registerSuccess', async () => {
    mocked.sendVerificationCode.mockResolvedValue(undefined);
    mocked.register.mockResolvedValue(sessionOf({ companyId: 0, token: 'tok-new', userName: 'new_user' }));
    const user = userEvent.setup();
    renderAt('/login/register', '/login/register', RegisterPage);
    await user.type(screen.getByLabelText('手机号'), '13900000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(mocked.sendVerificationCode).toHaveBeenCalledWith('13900000001', 3));
    await user.clear(screen.getByLabelText('手机号'));
    await fillRegister(user);
    expect(screen.getByRole('link', { name: '《隐私协议》' }).getAttribute('href')).toBe('/login/privacy');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    await screen.findByTestId('at-register-success');
    expect(mocked.register).toHaveBeenCalledWith({
      userName: 'new_user',
      realName: '张三',
      phone: '13900000001',
      verificationCode: '123456',
      password: 'abc123',
    });
    expect(useSessionStore.getState().session?.token).toBe('tok-new');
    expect(Cookies.get('token')).toBe('tok-new');
  }, 20_000);

  it('stays on the page when the server refuses (e.g. SC1014)', async () => {
    mocked.register.mockRejectedValue(new ApiError({ code: 'SC1014', msg: '该用户名或手机号已被注册' }));
    const user = userEvent.setup();
    renderAt('/login/register', '/login/register', RegisterPage);
    await fillRegister(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(mocked.register).toHaveBeenCalled());
    expect(screen.queryByTestId('at-register-success')).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
  }, 20_000);
});

describe('/login/register in other languages', () => {
  afterEach(async () => {
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  });

  // a sentence and the link inside it are one text: each language orders and spaces them as it reads
  it.each([
    ['zh-CN', '《隐私协议》', '我已阅读并同意《隐私协议》', '去登录', '已有账号？去登录'],
    ['en', 'Privacy Policy', 'I have read and agree to the Privacy Policy', 'Sign in', 'Already have an account? Sign in'],
    ['ja', 'プライバシーポリシー', 'プライバシーポリシーを読み、同意します', 'ログイン', 'アカウントをお持ちの方はログイン'],
    ['ko', '개인정보 처리방침', '개인정보 처리방침을 읽고 동의합니다', '로그인', '이미 계정이 있으신가요? 로그인'],
  ] as const)('%s: the privacy and sign-in links sit inside their sentences', async (lang, privacy, agree, toLogin, hasAccount) => {
    await loadLanguage(lang);
    await i18n.changeLanguage(lang);
    renderAt('/login/register', '/login/register', RegisterPage);
    const privacyLink = screen.getByRole('link', { name: privacy });
    expect(privacyLink.getAttribute('href')).toBe('/login/privacy');
    expect(privacyLink.parentElement?.textContent).toBe(agree);
    const loginLink = screen.getByRole('link', { name: toLogin });
    expect(loginLink.getAttribute('href')).toBe('/login');
    expect(loginLink.parentElement?.textContent).toBe(hasAccount);
  });
});

describe('/login/registerSuccess', () => {
  it("shows the success and '去登录' goes to /login", async () => {
    renderAt('/login/registerSuccess', '/login/registerSuccess', RegisterSuccessPage);
    expect(screen.getByText('注册成功')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '进入平台' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '去登录' }));
    await screen.findByTestId('at-login');
  });

  it('offers to enter the platform when the registration logged the user in (companyId 0 → /business)', async () => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 0 }));
    renderAt('/login/registerSuccess', '/login/registerSuccess', RegisterSuccessPage);
    await userEvent.setup().click(screen.getByRole('button', { name: '进入平台' }));
    await screen.findByTestId('at-business');
  });
});

describe('/login/wechatLoginEndRegister', () => {
  it('registers and lands directly', async () => {
    mocked.register.mockResolvedValue(sessionOf({ companyId: 0, token: 'tok-end' }));
    const user = userEvent.setup();
    renderAt('/login/wechatLoginEndRegister', '/login/wechatLoginEndRegister', EndRegisterPage);
    expect(screen.getByText('该手机号尚未注册，请完善信息完成注册后登录')).toBeTruthy();
    await fillRegister(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    await screen.findByTestId('at-business');
    expect(Cookies.get('token')).toBe('tok-end');
  }, 20_000);
});

describe('/login/privacy', () => {
  it('renders the server-sanitised agreement HTML and its title', async () => {
    mocked.fetchAgreement.mockResolvedValue({
      id: 3,
      agreementCode: 'PRIVACY_POLICY',
      title: '隐私政策',
      version: 2,
      agreementContent: '<h3>一、信息收集</h3><p>我们收集……</p>',
    });
    renderAt('/login/privacy', '/login/privacy', PrivacyPage);
    expect(screen.getByText('正在努力加载中，请稍后...')).toBeTruthy();
    const content = await screen.findByTestId('agreement-content');
    expect(content.querySelector('h3')?.textContent).toBe('一、信息收集');
    expect(screen.getByRole('heading', { name: '隐私政策' })).toBeTruthy();
    expect(mocked.fetchAgreement).toHaveBeenCalledWith('PRIVACY_POLICY');
  });

  it('shows the empty state when the tenant has no privacy policy', async () => {
    mocked.fetchAgreement.mockResolvedValue(null);
    renderAt('/login/privacy', '/login/privacy', PrivacyPage);
    expect(await screen.findByText('暂无隐私协议内容')).toBeTruthy();
    expect(screen.queryByTestId('agreement-content')).toBeNull();
  });

  it('offers a reload when the call fails', async () => {
    mocked.fetchAgreement.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(null);
    renderAt('/login/privacy', '/login/privacy', PrivacyPage);
    await userEvent.setup().click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无隐私协议内容')).toBeTruthy();
  });
});

describe('/login/bindPhone and /login/wechatBindPhone', () => {
  const pending = sessionOf({ token: 'tok-pending', tenantId: 1, phone: '', loginUserName: 'nophone', companyId: 5 });

  it('without a kept session: explains and links back to /login', async () => {
    renderAt('/login/bindPhone', '/login/bindPhone', UserNameBindPhonePage);
    expect(screen.getByText('绑定信息已失效，请重新登录')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: '返回登录' }));
    await screen.findByTestId('at-login');
  });

  it('binds the phone with a type-4 code using the kept token, then signs in and lands', async () => {
    usePendingSession.getState().keep({ kind: 'userName', session: pending });
    mocked.sendVerificationCode.mockResolvedValue(undefined);
    mocked.bindPhone.mockResolvedValue(undefined);
    mocked.currentUser.mockResolvedValue(sessionOf({ token: 'tok-pending', phone: '13900000002', companyId: 5 }));
    const user = userEvent.setup();
    renderAt('/login/bindPhone', '/login/bindPhone', UserNameBindPhonePage);
    expect(screen.getByText(/账号 nophone 尚未绑定手机号/)).toBeTruthy();
    await user.type(screen.getByLabelText('手机号'), '13900000002');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(mocked.sendVerificationCode).toHaveBeenCalledWith('13900000002', 4));
    // not logged in before the phone is bound
    expect(useSessionStore.getState().session).toBeNull();
    await user.type(screen.getByLabelText('验证码'), '246810{Enter}');
    await waitFor(() => expect(mocked.currentUser).toHaveBeenCalled());
    await screen.findByTestId('at-home', {}, { timeout: 5000 });
    expect(mocked.bindPhone).toHaveBeenCalledWith(
      { token: 'tok-pending', tenantId: 1 },
      { phone: '13900000002', verificationCode: '246810' },
    );
    expect(mocked.currentUser).toHaveBeenCalledWith({ token: 'tok-pending', tenantId: 1 });
    expect(useSessionStore.getState().session?.phone).toBe('13900000002');
    expect(usePendingSession.getState().pending).toBeNull();
  }, 20_000);

  it('keeps the session aside when binding fails (wrong code)', async () => {
    usePendingSession.getState().keep({ kind: 'code', session: pending });
    mocked.bindPhone.mockRejectedValue(new ApiError({ code: 'SC1010', msg: '验证码不正确，请重新输入' }));
    const user = userEvent.setup();
    renderAt('/login/wechatBindPhone', '/login/wechatBindPhone', CodeBindPhonePage);
    await user.type(screen.getByLabelText('手机号'), '13900000002');
    await user.type(screen.getByLabelText('验证码'), '000000{Enter}');
    await waitFor(() => expect(mocked.bindPhone).toHaveBeenCalled());
    expect(useSessionStore.getState().session).toBeNull();
    expect(usePendingSession.getState().pending?.session.token).toBe('tok-pending');
  }, 20_000);

  it("the code flow's page does not use a user-name session", () => {
    usePendingSession.getState().keep({ kind: 'userName', session: pending });
    renderAt('/login/wechatBindPhone', '/login/wechatBindPhone', CodeBindPhonePage);
    expect(screen.getByText('绑定信息已失效，请重新登录')).toBeTruthy();
  });
});

describe('/auth-login and /temporary-login', () => {
  it('exchanges the code once and lands (companyId 0 → /business)', async () => {
    mocked.loginByCode.mockResolvedValue(sessionOf({ companyId: 0, token: 'tok-oauth' }));
    renderAt('/auth-login?code=1.abc_DEF', '/auth-login', AuthLoginPage);
    expect(screen.getByText('正在授权登录，请稍候...')).toBeTruthy();
    await screen.findByTestId('at-business');
    expect(mocked.loginByCode).toHaveBeenCalledTimes(1);
    expect(mocked.loginByCode).toHaveBeenCalledWith('1.abc_DEF');
    expect(Cookies.get('token')).toBe('tok-oauth');
  });

  it('a user with a company lands on /', async () => {
    mocked.loginByCode.mockResolvedValue(sessionOf({ companyId: 5 }));
    renderAt('/temporary-login?code=1.xyz', '/temporary-login', TemporaryLoginPage);
    expect(screen.getByRole('heading', { name: '临时登录' })).toBeTruthy();
    await screen.findByTestId('at-home');
  });

  it("shows the server's message for an invalid or used code, with the way back to /login", async () => {
    mocked.loginByCode.mockRejectedValue(new ApiError({ code: 'SC1015', msg: '授权码无效或已过期' }));
    renderAt('/temporary-login?code=1.used', '/temporary-login', TemporaryLoginPage);
    expect(await screen.findByText('临时登录失败')).toBeTruthy();
    expect(screen.getByText('授权码无效或已过期')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '返回登录' }));
    await screen.findByTestId('at-login');
  });

  it('without a code it says so and calls nothing', () => {
    renderAt('/auth-login', '/auth-login', AuthLoginPage);
    expect(screen.getByText('缺少授权码，请重新获取登录链接')).toBeTruthy();
    expect(mocked.loginByCode).not.toHaveBeenCalled();
  });
});

describe('/auth-login/temporary-user', () => {
  it('builds the link and formats the countdown', () => {
    expect(temporaryLoginLink('https://portal.example.com', '1.a-b_c')).toBe('https://portal.example.com/#/temporary-login?code=1.a-b_c');
    expect(formatRemaining(120)).toBe('2:00');
    expect(formatRemaining(65)).toBe('1:05');
  });

  it('sends a visitor without a session to /login', async () => {
    renderAt('/auth-login/temporary-user', '/auth-login/temporary-user', TemporaryUserPage);
    await screen.findByTestId('at-login');
    expect(mocked.generateOAuthCode).not.toHaveBeenCalled();
  });

  it('shows the one-time link with its 2-minute countdown, copies it, expires and regenerates', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useSessionStore.getState().signIn(sessionOf());
    mocked.generateOAuthCode.mockResolvedValueOnce('1.first').mockResolvedValueOnce('1.second');
    // user-event installs its own clipboard stub on setup: spy on that one
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderAt('/auth-login/temporary-user', '/auth-login/temporary-user', TemporaryUserPage);
    const link = await screen.findByTestId('temporary-link');
    expect(link.textContent).toBe(`${window.location.origin}/#/temporary-login?code=1.first`);
    expect(screen.getByTestId('temporary-expiry').textContent).toBe('2:00 后失效');

    await user.click(screen.getByRole('button', { name: '复制链接' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/#/temporary-login?code=1.first`);

    await act(async () => {
      vi.advanceTimersByTime(121_000);
    });
    expect(screen.getByTestId('temporary-expiry').textContent).toBe('链接已失效，请重新生成');
    expect((screen.getByRole('button', { name: '复制链接' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '重新生成' }));
    await waitFor(() => expect(screen.getByTestId('temporary-link').textContent).toContain('code=1.second'));
    expect(screen.getByTestId('temporary-expiry').textContent).toBe('2:00 后失效');
  }, 20_000);
});
