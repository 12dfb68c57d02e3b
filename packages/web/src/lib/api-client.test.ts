// @vitest-environment happy-dom
import { AxiosError, CanceledError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, get, isCancelledError, post, request, setApiBaseUrl } from './api-client';
import { readSessionCookies, writeSessionCookies } from './session-cookies';
import { configureShellEffects, resetShellEffects } from './shell-effects';
import type { ShellEffects } from './shell-effects';

type Reply = { status?: number; data?: unknown };

let replyTo: (config: InternalAxiosRequestConfig) => Reply | Promise<Reply> = () => ({ data: { code: '0', msg: '', payload: null } });
const seen: InternalAxiosRequestConfig[] = [];

// Behaves like axios's own adapters: rejects non-2xx with an AxiosError and a running call on abort.
const adapter: AxiosAdapter = (config) => {
  seen.push(config);
  const answer = Promise.resolve(replyTo(config)).then((reply): AxiosResponse => {
    const response: AxiosResponse = { data: reply.data, status: reply.status ?? 200, statusText: '', headers: {}, config, request: {} };
    if (response.status >= 200 && response.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  });
  const aborted = new Promise<never>((_resolve, reject) => {
    config.signal?.addEventListener?.('abort', () => {
      const cancel = new CanceledError();
      cancel.config = config;
      reject(cancel);
    });
  });
  return Promise.race([answer, aborted]);
};

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
};

let effects: ReturnType<typeof fakeEffects>;
const fakeEffects = () => {
  const hide = vi.fn();
  return {
    hide,
    navigate: vi.fn<ShellEffects['navigate']>(),
    notify: vi.fn<ShellEffects['notify']>(),
    message: vi.fn<ShellEffects['message']>(),
    logout: vi.fn<ShellEffects['logout']>(),
    passwordResetRequired: vi.fn<ShellEffects['passwordResetRequired']>(),
    currentHashPath: vi.fn(() => '/'),
    showLoading: vi.fn((_text: string) => hide),
    translate: (_key: string, fallback: string) => fallback,
  };
};

const ok = (payload: unknown = null) => ({ data: { code: '0', msg: '', payload } });
const rejection = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e);

beforeEach(() => {
  apiClient.defaults.adapter = adapter;
  seen.length = 0;
  replyTo = () => ok();
  effects = fakeEffects();
  configureShellEffects(effects);
});

afterEach(() => {
  resetShellEffects();
  setApiBaseUrl('');
  vi.useRealTimers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('headers and query', () => {
  it('with a token: bearer and tenantId headers, tenantId and _t in the query', async () => {
    writeSessionCookies({ token: 'tok-1', tenantId: 2 });
    vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05Z'), toFake: ['Date'] });
    await post('/m-staff-center/api/v1/x', { a: 1 }, { params: { page: 3 } });
    const config = seen[0]!;
    expect(config.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(config.headers.get('tenantId')).toBe('2');
    expect(config.params).toEqual({ tenantId: '2', page: 3, _t: Date.parse('2026-01-02T03:04:05Z') });
    expect(config.method).toBe('post');
    expect(JSON.parse(config.data as string)).toEqual({ a: 1 });
  });

  it('without a token: no auth headers, the query still carries tenantId and _t', async () => {
    writeSessionCookies({ tenantId: 2 });
    await get('/m-config-center/api/v1/config/custom', { companyId: 5 });
    const config = seen[0]!;
    expect(config.headers.get('Authorization')).toBeUndefined();
    expect(config.headers.get('tenantId')).toBeUndefined();
    expect(config.params).toMatchObject({ tenantId: '2', companyId: 5 });
    expect(typeof (config.params as { _t: unknown })._t).toBe('number');
  });

  it('without a tenant cookie the query has no tenantId, and an explicit one is kept', async () => {
    await get('/a');
    expect(seen[0]!.params).not.toHaveProperty('tenantId');
    writeSessionCookies({ tenantId: 2 });
    await get('/a', { tenantId: '9' });
    expect(seen[1]!.params).toMatchObject({ tenantId: '9' });
  });

  it('sends every call to the configured base url', async () => {
    setApiBaseUrl('https://api.example.test');
    await get('/a');
    expect(seen[0]!.baseURL).toBe('https://api.example.test');
  });
});

describe('success rules', () => {
  it("resolves with the envelope for code '0'", async () => {
    replyTo = () => ok({ id: 1 });
    await expect(post<{ id: number }>('/a')).resolves.toEqual({ code: '0', msg: '', payload: { id: 1 } });
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it("resolves for code 'processing'", async () => {
    replyTo = () => ({ data: { code: 'processing', msg: '处理中', payload: null } });
    await expect(post('/a')).resolves.toMatchObject({ code: 'processing' });
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('resolves with a blob whatever it holds', async () => {
    const blob = new Blob(['{"code":"500"}'], { type: 'application/json' });
    replyTo = () => ({ data: blob });
    await expect(request<Blob>({ url: '/file', responseType: 'blob' })).resolves.toBe(blob);
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('resolves any answer when ignoreResponse is set', async () => {
    replyTo = () => ({ data: { code: 'SC9999', msg: 'no', payload: 1 } });
    await expect(post('/video-auth/check', {}, { ignoreResponse: true })).resolves.toEqual({ code: 'SC9999', msg: 'no', payload: 1 });
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('rejects with a typed ApiError otherwise and runs the error table', async () => {
    replyTo = () => ({ data: { code: 'SC1040', msg: '用户不存在', payload: { id: 3 } } });
    const error = await rejection(post('/m-staff-center/api/v1/user'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'SC1040', msg: '用户不存在', payload: { id: 3 }, status: 200, url: '/m-staff-center/api/v1/user' });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '用户不存在' });
  });

  it('a numeric code 0 also counts as success', async () => {
    replyTo = () => ({ data: { code: 0, msg: '', payload: 1 } });
    await expect(post('/a')).resolves.toMatchObject({ payload: 1 });
  });
});

describe('failures through the error table', () => {
  it('code 401 logs out and goes to /login', async () => {
    writeSessionCookies({ token: 'tok', userId: 1, tenantId: 1 });
    replyTo = () => ({ data: { code: '401', msg: '登录失效，请重新登陆', payload: null } });
    const error = await rejection(post('/a'));
    expect(error).toMatchObject({ code: '401' });
    expect(effects.logout).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(effects.message).toHaveBeenCalledWith('error', '登录失效，请重新登陆', 'login-expired');
    expect(readSessionCookies()).toEqual({ tenantId: '1' });
  });

  it('SC1004 on phone login reaches the table with the call url', async () => {
    replyTo = () => ({ data: { code: 'SC1004', msg: 'm', payload: null } });
    await rejection(post('/m-staff-center/api/v1/login/loginByPhone', { phone: '1' }));
    expect(effects.navigate).toHaveBeenCalledWith('/login/register');
  });

  it('ignoreErrors silences SC1001 but the promise still rejects', async () => {
    replyTo = () => ({ data: { code: 'SC1001', msg: '账号或密码输入错误', payload: null } });
    const error = await rejection(post('/m-staff-center/api/v1/login/loginByUserName', {}, { ignoreErrors: true }));
    expect(error).toMatchObject({ code: 'SC1001' });
    expect(effects.message).not.toHaveBeenCalled();
  });

  it('a real HTTP 401 removes the session cookies and goes to the navigation page', async () => {
    writeSessionCookies({ token: 'tok', userId: 1, tenantId: 1 });
    replyTo = () => ({ status: 401, data: '' });
    const error = await rejection(get('/a'));
    expect(error).toMatchObject({ status: 401 });
    expect(readSessionCookies()).toEqual({ tenantId: '1' });
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it('an HTTP error with an envelope body uses its code and msg', async () => {
    replyTo = () => ({ status: 403, data: { code: '403', msg: '租户与登录信息不一致，请重新登录', payload: null } });
    const error = await rejection(post('/a'));
    expect(error).toMatchObject({ code: '403', status: 403, msg: '租户与登录信息不一致，请重新登录' });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '租户与登录信息不一致，请重新登录' });
  });

  it('an HTTP error without an envelope shows the catalogue text for the status', async () => {
    replyTo = () => ({ status: 502, data: '<html>Bad Gateway</html>' });
    const error = await rejection(post('/a'));
    expect(error).toMatchObject({ code: '502', status: 502, msg: '服务器开小差了，请稍后再试' });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '服务器开小差了，请稍后再试' });
  });

  it('a network failure rejects with the network code and says so', async () => {
    replyTo = (config) => { throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config); };
    const error = await rejection(post('/a'));
    expect(error).toMatchObject({ code: 'NETWORK', status: 0, msg: '网络异常，请稍后再试' });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '网络异常，请稍后再试' });
  });

  it('a failing effect does not change the rejection', async () => {
    configureShellEffects({ notify: () => { throw new Error('no antd'); } });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    replyTo = () => ({ data: { code: 'X', msg: 'm', payload: null } });
    await expect(post('/a')).rejects.toMatchObject({ code: 'X' });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('cancelPrevious', () => {
  it('cancels the in-flight request to the same url; the second resolves', async () => {
    const answers = { a: deferred<Reply>(), ab: deferred<Reply>() };
    replyTo = (config) => answers[(JSON.parse(config.data as string) as { q: 'a' | 'ab' }).q].promise;
    const a = post('/search', { q: 'a' }, { cancelPrevious: true });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const b = post('/search', { q: 'ab' }, { cancelPrevious: true });
    const error = await rejection(a);
    expect(isCancelledError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'CANCELLED', url: '/search' });
    answers.ab.resolve(ok('ab'));
    await expect(b).resolves.toMatchObject({ payload: 'ab' });
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.message).not.toHaveBeenCalled();
  });

  it('cancels a request that has not reached the network yet', async () => {
    replyTo = (config) => ok((JSON.parse(config.data as string) as { q: string }).q);
    const a = post('/search', { q: 'a' }, { cancelPrevious: true });
    const b = post('/search', { q: 'ab' }, { cancelPrevious: true });
    expect(isCancelledError(await rejection(a))).toBe(true);
    await expect(b).resolves.toMatchObject({ payload: 'ab' });
    expect(seen).toHaveLength(1);
  });

  it('leaves requests to other urls and requests without the option alone', async () => {
    const slow = deferred<Reply>();
    replyTo = (config) => (config.url === '/one' && config.cancelPrevious ? slow.promise : ok(config.url));
    const one = post('/one', {}, { cancelPrevious: true });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await post('/two', {}, { cancelPrevious: true });
    await post('/one');
    slow.resolve(ok('one'));
    await expect(one).resolves.toMatchObject({ payload: 'one' });
  });

  it('a finished request is not cancelled by the next one', async () => {
    await post('/search', {}, { cancelPrevious: true });
    await expect(post('/search', {}, { cancelPrevious: true })).resolves.toMatchObject({ code: '0' });
  });
});

describe('loading mask', () => {
  it('shows one mask while loading calls run and hides it when the last settles', async () => {
    const first = deferred<Reply>();
    const second = deferred<Reply>();
    const replies = [first.promise, second.promise];
    replyTo = () => replies.shift()!;
    const a = post('/a', {}, { loading: true });
    const b = post('/b', {}, { loading: true });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(effects.showLoading).toHaveBeenCalledOnce();
    expect(effects.showLoading).toHaveBeenCalledWith('正在努力加载中，请稍后...');
    first.resolve(ok());
    await a;
    expect(effects.hide).not.toHaveBeenCalled();
    second.resolve({ data: { code: 'X', msg: 'm', payload: null } });
    await rejection(b);
    expect(effects.hide).toHaveBeenCalledOnce();
  });

  it('shows no mask without the option', async () => {
    await post('/a');
    expect(effects.showLoading).not.toHaveBeenCalled();
  });

  it('hides the mask after a transport failure', async () => {
    replyTo = () => ({ status: 500, data: '' });
    await rejection(post('/a', {}, { loading: true }));
    expect(effects.showLoading).toHaveBeenCalledOnce();
    expect(effects.hide).toHaveBeenCalledOnce();
  });
});
