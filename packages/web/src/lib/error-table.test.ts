// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TABLE, REQUEST_TEXTS, handleFailedCall, requestText, resolveErrorSteps } from './error-table';
import type { ErrorContext, FailedCall } from './error-table';
import { SMS_LOGIN_COOKIE, readSessionCookies, setSmsLoginCookie, writeSessionCookies } from './session-cookies';
import { DEFAULT_SHELL_EFFECTS } from './shell-effects';
import type { ShellEffects } from './shell-effects';

const STAFF = '/m-staff-center/api/v1';
const BY_CODE = `${STAFF}/login/loginByCode`;
const BY_PHONE = `${STAFF}/login/loginByPhone`;
const BY_USER_NAME = `${STAFF}/login/loginByUserName`;
const OTHER = `${STAFF}/merchantUser/pageList`;

const fakeEffects = (hashPath = '/') => ({
  ...DEFAULT_SHELL_EFFECTS,
  navigate: vi.fn<ShellEffects['navigate']>(),
  notify: vi.fn<ShellEffects['notify']>(),
  message: vi.fn<ShellEffects['message']>(),
  logout: vi.fn<ShellEffects['logout']>(),
  passwordResetRequired: vi.fn<ShellEffects['passwordResetRequired']>(),
  currentHashPath: () => hashPath,
  translate: (_key: string, fallback: string) => fallback,
});

type Fakes = ReturnType<typeof fakeEffects>;

const call = (over: Partial<FailedCall>): FailedCall => ({ code: '', msg: '', payload: null, status: 200, url: OTHER, ...over });

/** Runs the table for one call and reports which effects fired. */
const run = (over: Partial<FailedCall>, effects: Fakes = fakeEffects()) => {
  const steps = handleFailedCall(call(over), effects);
  return { steps, effects };
};

const expectNothingShown = (effects: Fakes) => {
  expect(effects.message).not.toHaveBeenCalled();
  expect(effects.notify).not.toHaveBeenCalled();
  expect(effects.navigate).not.toHaveBeenCalled();
};

const sessionIn = () => writeSessionCookies({ userId: 7, token: 'tok', tenantId: 1, companyId: 12, phone: 'p', appId: 3 });

beforeEach(sessionIn);
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('error table: code 401', () => {
  it('clears the session, logs out, goes to /login and says the login expired', () => {
    const { effects } = run({ code: '401', msg: 'whatever the server says' });
    expect(readSessionCookies()).toEqual({ tenantId: '1' });
    expect(effects.logout).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(effects.message).toHaveBeenCalledWith('error', '登录失效，请重新登陆', 'login-expired');
    expect(effects.notify).not.toHaveBeenCalled();
  });
});

describe('error table: SC1001', () => {
  it('shows the wrong-credentials error', () => {
    const { effects } = run({ code: 'SC1001', msg: '账号或密码输入错误', url: BY_USER_NAME });
    expect(effects.message).toHaveBeenCalledWith('error', '账号或密码输入错误', undefined);
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('shows nothing when the call ignores errors', () => {
    const { effects, steps } = run({ code: 'SC1001', msg: 'x', url: BY_USER_NAME, ignoreErrors: true });
    expect(steps).toEqual([]);
    expectNothingShown(effects);
  });
});

describe('error table: SC1002', () => {
  it('enters the password-reset state with the payload and shows nothing', () => {
    const payload = { tokenId: 'reset-1' };
    const { effects } = run({ code: 'SC1002', msg: '密码已过期，请重置密码', payload, url: BY_USER_NAME });
    expect(effects.passwordResetRequired).toHaveBeenCalledWith(payload);
    expectNothingShown(effects);
  });
});

describe('error table: SC1101', () => {
  it("a session on an administrator's temporary password drops its cookies and goes to the password page of the account", () => {
    const payload = { userName: 'fc_new1' };
    const { effects } = run({ code: 'SC1101', msg: '请先修改临时密码', payload, url: '/m-staff-center/api/v1/login/appList' });
    expect(effects.passwordResetRequired).toHaveBeenCalledWith(payload);
    expectNothingShown(effects);
  });
});

describe('error table: SC1003', () => {
  it('code login goes to the wechat bind-phone page', () => {
    const { effects } = run({ code: 'SC1003', msg: 'm', url: BY_CODE });
    expect(effects.navigate).toHaveBeenCalledWith('/login/wechatBindPhone');
    expect(effects.message).not.toHaveBeenCalled();
  });

  it('a code-login url with a query still counts as code login', () => {
    const { effects } = run({ code: 'SC1003', msg: 'm', url: `${BY_CODE}?tenantId=1` });
    expect(effects.navigate).toHaveBeenCalledWith('/login/wechatBindPhone');
  });

  it('any other call shows msg', () => {
    const { effects } = run({ code: 'SC1003', msg: '该账号未绑定手机号，请先绑定手机号', url: BY_USER_NAME });
    expect(effects.message).toHaveBeenCalledWith('error', '该账号未绑定手机号，请先绑定手机号', undefined);
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('error table: SC1004', () => {
  it('phone login with the sms-login cookie removes it and goes to register', () => {
    setSmsLoginCookie();
    const { effects, steps } = run({ code: 'SC1004', msg: 'm', url: BY_PHONE });
    expect(Cookies.get(SMS_LOGIN_COOKIE)).toBeUndefined();
    expect(steps).toEqual([{ do: 'removeSmsLoginCookie' }, { do: 'navigate', to: '/login/register' }]);
    expect(effects.navigate).toHaveBeenCalledWith('/login/register');
    expect(effects.message).not.toHaveBeenCalled();
  });

  it('phone login without the sms-login cookie only goes to register', () => {
    const { effects, steps } = run({ code: 'SC1004', msg: 'm', url: BY_PHONE });
    expect(steps).toEqual([{ do: 'navigate', to: '/login/register' }]);
    expect(effects.navigate).toHaveBeenCalledWith('/login/register');
  });

  it('code login goes to the wechat end-register page and keeps the sms-login cookie', () => {
    setSmsLoginCookie();
    const { effects } = run({ code: 'SC1004', msg: 'm', url: BY_CODE });
    expect(effects.navigate).toHaveBeenCalledWith('/login/wechatLoginEndRegister');
    expect(Cookies.get(SMS_LOGIN_COOKIE)).toBe('1');
  });

  it('any other call shows msg', () => {
    const { effects } = run({ code: 'SC1004', msg: '该手机号尚未注册，请先注册', url: OTHER });
    expect(effects.message).toHaveBeenCalledWith('error', '该手机号尚未注册，请先注册', undefined);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('shows the catalogue text when msg is empty', () => {
    const { effects } = run({ code: 'SC1004', msg: '', url: OTHER });
    expect(effects.message).toHaveBeenCalledWith('error', '该手机号尚未注册，请先注册', undefined);
  });
});

describe('error table: SC1005', () => {
  it('user-name login goes to the bind-phone page', () => {
    const { effects } = run({ code: 'SC1005', msg: 'm', url: BY_USER_NAME });
    expect(effects.navigate).toHaveBeenCalledWith('/login/bindPhone');
    expect(effects.message).not.toHaveBeenCalled();
  });

  it('any other call (even another login) shows msg', () => {
    const { effects } = run({ code: 'SC1005', msg: '请先绑定手机号', url: BY_PHONE });
    expect(effects.message).toHaveBeenCalledWith('error', '请先绑定手机号', undefined);
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('error table: 100002', () => {
  it('is silent on the contract-query page', () => {
    const { effects, steps } = run(
      { code: '100002', msg: '合同不存在' },
      fakeEffects('/channelManagement/contractManagement/contract/query'),
    );
    expect(steps).toEqual([]);
    expectNothingShown(effects);
  });

  it('shows msg on the channel-business add page', () => {
    const { effects } = run({ code: '100002', msg: '渠道商已存在' }, fakeEffects('/basicData/channelBusinessManagement/add'));
    expect(effects.message).toHaveBeenCalledWith('error', '渠道商已存在', undefined);
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('falls through to the generic notification anywhere else', () => {
    const { effects } = run({ code: '100002', msg: '渠道商已存在' }, fakeEffects('/worktable'));
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '渠道商已存在' });
    expect(effects.message).not.toHaveBeenCalled();
  });
});

describe('error table: anything else', () => {
  it('notifies with the title 错误提示 and msg', () => {
    const { effects } = run({ code: 'SC1040', msg: '用户不存在' });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '用户不存在' });
    expect(effects.message).not.toHaveBeenCalled();
    expect(readSessionCookies().token).toBe('tok');
  });

  it('shows the payload when msg is empty', () => {
    const text = run({ code: 'X1', msg: '', payload: '库存不足' }).effects;
    expect(text.notify).toHaveBeenCalledWith({ title: '错误提示', description: '库存不足' });
    const object = run({ code: 'X1', msg: '', payload: { field: 'name' } }).effects;
    expect(object.notify).toHaveBeenCalledWith({ title: '错误提示', description: '{"field":"name"}' });
  });

  it('is silent when the call ignores errors', () => {
    const { effects } = run({ code: 'X1', msg: 'm', ignoreErrors: true });
    expectNothingShown(effects);
  });

  it('routing rows still run when the call ignores errors', () => {
    const { effects } = run({ code: 'SC1005', msg: 'm', url: BY_USER_NAME, ignoreErrors: true });
    expect(effects.navigate).toHaveBeenCalledWith('/login/bindPhone');
  });
});

describe('error table: HTTP status 401', () => {
  it('removes the session cookies and goes to the navigation page without a message', () => {
    const { effects, steps } = run({ code: '401', msg: '', status: 401 });
    expect(steps).toEqual([{ do: 'clearSession' }, { do: 'navigate', to: '/login' }]);
    expect(readSessionCookies()).toEqual({ tenantId: '1' });
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(effects.message).not.toHaveBeenCalled();
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('wins over the code in the body', () => {
    const { steps } = run({ code: 'SC1001', msg: 'm', status: 401, url: BY_USER_NAME });
    expect(steps).toEqual([{ do: 'clearSession' }, { do: 'navigate', to: '/login' }]);
  });
});

describe('the table as data', () => {
  const ctx = (over: Partial<ErrorContext>): ErrorContext => ({
    code: '',
    msg: '',
    payload: null,
    status: 200,
    url: OTHER,
    ignoreErrors: false,
    hashPath: '/',
    smsLoginCookieSet: false,
    ...over,
  });

  it('lists the rows of spec 2 section 8 in order, ending with the catch-all', () => {
    expect(ERROR_TABLE.map((row) => row.condition)).toEqual([
      'HTTP status 401',
      'code 401',
      'SC1001',
      'SC1002',
      'SC1101',
      'SC1003',
      'SC1004',
      'SC1005',
      '100002',
      'anything else',
    ]);
  });

  it('resolves steps without running them', () => {
    const effects = fakeEffects();
    expect(resolveErrorSteps(ctx({ code: 'SC1004', url: BY_PHONE, smsLoginCookieSet: true }), effects)).toEqual([
      { do: 'removeSmsLoginCookie' },
      { do: 'navigate', to: '/login/register' },
    ]);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBe('tok');
  });

  it('translates its fixed texts through the shell', () => {
    const effects = { ...fakeEffects(), translate: (key: string) => `[${key}]` };
    expect(resolveErrorSteps(ctx({ code: '401' }), effects)).toContainEqual({
      do: 'message',
      level: 'error',
      text: '[shell:request.loginExpired]',
      key: 'login-expired',
    });
    expect(requestText('errorTitle', effects)).toBe('[shell:request.errorTitle]');
    expect(REQUEST_TEXTS.errorTitle).toBe('错误提示');
  });
});
