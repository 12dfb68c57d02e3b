// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fullUrl, get, isCancelledError, post, request, setApiBaseUrl } from './api-client';
import { stubFetch, type Reply, type SeenRequest } from './fetch-test-utils';
import { readSessionCookies, writeSessionCookies } from './session-cookies';
import { configureShellEffects, resetShellEffects } from './shell-effects';
import type { ShellEffects } from './shell-effects';

let server: ReturnType<typeof stubFetch>;
let seen: SeenRequest[];
const replyTo = (fn: (request: SeenRequest) => Reply | Promise<Reply>) => server.reply(fn);
const sentJson = (request: SeenRequest) => JSON.parse(request.body) as Record<string, unknown>;

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
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

const ok = (payload: unknown = null): Reply => ({ body: { code: '0', msg: '', payload } });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );

beforeEach(() => {
  server = stubFetch();
  seen = server.seen;
  effects = fakeEffects();
  configureShellEffects(effects);
});

afterEach(() => {
  resetShellEffects();
  setApiBaseUrl('');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('headers and query', () => {
  it('with a token: bearer and tenantId headers, tenantId and _t in the query', async () => {
    writeSessionCookies({ token: 'tok-1', tenantId: 2 });
    vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05Z'), toFake: ['Date'] });
    await post('/m-staff-center/api/v1/x', { a: 1 }, { params: { page: 3 } });
    const sent = seen[0]!;
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(sent.headers.get('tenantId')).toBe('2');
    expect(sent.query).toEqual({ tenantId: '2', page: '3', _t: String(Date.parse('2026-01-02T03:04:05Z')) });
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sentJson(sent)).toEqual({ a: 1 });
  });

  it('without a token: no auth headers, the query still carries tenantId and _t', async () => {
    writeSessionCookies({ tenantId: 2 });
    await get('/m-config-center/api/v1/config/custom', { companyId: 5 });
    const sent = seen[0]!;
    expect(sent.method).toBe('GET');
    expect(sent.headers.get('Authorization')).toBeNull();
    expect(sent.headers.get('tenantId')).toBeNull();
    expect(sent.query).toMatchObject({ tenantId: '2', companyId: '5' });
    expect(sent.query['_t']).toMatch(/^\d+$/);
  });

  it('without a tenant cookie the query has no tenantId, and an explicit one is kept', async () => {
    await get('/a');
    expect(seen[0]!.query).not.toHaveProperty('tenantId');
    writeSessionCookies({ tenantId: 2 });
    await get('/a', { tenantId: '9' });
    expect(seen[1]!.url.searchParams.getAll('tenantId')).toEqual(['9']);
  });

  it('sends every call to the configured base url', async () => {
    setApiBaseUrl('https://api.example.test');
    await get('/a');
    expect(`${seen[0]!.url.origin}${seen[0]!.url.pathname}`).toBe('https://api.example.test/a');
  });
});

describe('success rules', () => {
  it("resolves with the envelope for code '0'", async () => {
    replyTo(() => ok({ id: 1 }));
    await expect(post<{ id: number }>('/a')).resolves.toEqual({ code: '0', msg: '', payload: { id: 1 } });
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it("resolves for code 'processing'", async () => {
    replyTo(() => ({ body: { code: 'processing', msg: '处理中', payload: null } }));
    await expect(post('/a')).resolves.toMatchObject({ code: 'processing' });
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('resolves with a blob whatever it holds', async () => {
    replyTo(() => ({ body: new Blob(['{"code":"500"}'], { type: 'application/json' }), headers: { 'content-type': 'application/json' } }));
    const blob = await request<Blob>({ url: '/file', responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('{"code":"500"}');
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('resolves any answer when ignoreResponse is set', async () => {
    replyTo(() => ({ body: { code: 'SC9999', msg: 'no', payload: 1 } }));
    await expect(post('/video-auth/check', {}, { ignoreResponse: true })).resolves.toEqual({ code: 'SC9999', msg: 'no', payload: 1 });
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('rejects with a typed ApiError otherwise and runs the error table', async () => {
    replyTo(() => ({ body: { code: 'SC1040', msg: '用户不存在', payload: { id: 3 } } }));
    const error = await rejection(post('/m-staff-center/api/v1/user'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'SC1040', msg: '用户不存在', payload: { id: 3 }, status: 200, url: '/m-staff-center/api/v1/user' });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '用户不存在' });
  });

  it('a numeric code 0 also counts as success', async () => {
    replyTo(() => ({ body: { code: 0, msg: '', payload: 1 } }));
    await expect(post('/a')).resolves.toMatchObject({ payload: 1 });
  });
});

describe('failures through the error table', () => {
  it('code 401 logs out and goes to /login', async () => {
    writeSessionCookies({ token: 'tok', userId: 1, tenantId: 1 });
    replyTo(() => ({ body: { code: '401', msg: '登录失效，请重新登陆', payload: null } }));
    const error = await rejection(post('/a'));
    expect(error).toMatchObject({ code: '401' });
    expect(effects.logout).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(effects.message).toHaveBeenCalledWith('error', '登录失效，请重新登陆', 'login-expired');
    expect(readSessionCookies()).toEqual({ tenantId: '1' });
  });

  it('SC1004 on phone login reaches the table with the call url', async () => {
    replyTo(() => ({ body: { code: 'SC1004', msg: 'm', payload: null } }));
    await rejection(post('/m-staff-center/api/v1/login/loginByPhone', { phone: '1' }));
    expect(effects.navigate).toHaveBeenCalledWith('/login/register');
  });

  it('ignoreErrors silences SC1001 but the promise still rejects', async () => {
    replyTo(() => ({ body: { code: 'SC1001', msg: '账号或密码输入错误', payload: null } }));
    const error = await rejection(post('/m-staff-center/api/v1/login/loginByUserName', {}, { ignoreErrors: true }));
    expect(error).toMatchObject({ code: 'SC1001' });
    expect(effects.message).not.toHaveBeenCalled();
  });

  it('a real HTTP 401 removes the session cookies and goes to the navigation page', async () => {
    writeSessionCookies({ token: 'tok', userId: 1, tenantId: 1 });
    replyTo(() => ({ status: 401, body: '' }));
    const error = await rejection(get('/a'));
    expect(error).toMatchObject({ status: 401 });
    expect(readSessionCookies()).toEqual({ tenantId: '1' });
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it('an HTTP error with an envelope body uses its code and msg', async () => {
    replyTo(() => ({ status: 403, body: { code: '403', msg: '租户与登录信息不一致，请重新登录', payload: null } }));
    const error = await rejection(post('/a'));
    expect(error).toMatchObject({ code: '403', status: 403, msg: '租户与登录信息不一致，请重新登录' });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '租户与登录信息不一致，请重新登录' });
  });

  it('an HTTP error without an envelope shows the catalogue text for the status', async () => {
    replyTo(() => ({ status: 502, body: '<html>Bad Gateway</html>' }));
    const error = await rejection(post('/a'));
    expect(error).toMatchObject({ code: '502', status: 502, msg: '服务器开小差了，请稍后再试' });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '服务器开小差了，请稍后再试' });
  });

  it('a network failure rejects with the network code and says so', async () => {
    replyTo(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(post('/a'));
    expect(error).toMatchObject({ code: 'NETWORK', status: 0, msg: '网络异常，请稍后再试' });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '网络异常，请稍后再试' });
  });

  it('a failing effect does not change the rejection', async () => {
    configureShellEffects({
      notify: () => {
        throw new Error('no antd');
      },
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    replyTo(() => ({ body: { code: 'X', msg: 'm', payload: null } }));
    await expect(post('/a')).rejects.toMatchObject({ code: 'X' });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('cancelPrevious', () => {
  it('cancels the in-flight request to the same url; the second resolves', async () => {
    const answers = { a: deferred<Reply>(), ab: deferred<Reply>() };
    replyTo((sent) => answers[sentJson(sent)['q'] as 'a' | 'ab'].promise);
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
    replyTo((sent) => ok(sentJson(sent)['q']));
    const a = post('/search', { q: 'a' }, { cancelPrevious: true });
    const b = post('/search', { q: 'ab' }, { cancelPrevious: true });
    expect(isCancelledError(await rejection(a))).toBe(true);
    await expect(b).resolves.toMatchObject({ payload: 'ab' });
    expect(seen).toHaveLength(1);
  });

  it('leaves requests to other urls and requests without the option alone', async () => {
    const slow = deferred<Reply>();
    replyTo((sent) => (sent.body.includes('slow') ? slow.promise : ok(sent.url.pathname)));
    const one = post('/one', { slow: true }, { cancelPrevious: true });
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
    replyTo(() => replies.shift()!);
    const a = post('/a', {}, { loading: true });
    const b = post('/b', {}, { loading: true });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(effects.showLoading).toHaveBeenCalledOnce();
    expect(effects.showLoading).toHaveBeenCalledWith('正在努力加载中，请稍后...');
    first.resolve(ok());
    await a;
    expect(effects.hide).not.toHaveBeenCalled();
    second.resolve({ body: { code: 'X', msg: 'm', payload: null } });
    await rejection(b);
    expect(effects.hide).toHaveBeenCalledOnce();
  });

  it('shows no mask without the option', async () => {
    await post('/a');
    expect(effects.showLoading).not.toHaveBeenCalled();
  });

  it('hides the mask after a transport failure', async () => {
    replyTo(() => ({ status: 500, body: '' }));
    await rejection(post('/a', {}, { loading: true }));
    expect(effects.showLoading).toHaveBeenCalledOnce();
    expect(effects.hide).toHaveBeenCalledOnce();
  });
});

describe('transport details', () => {
  it('serialises the query like the server expects and keeps a query already in the url', async () => {
    await get('/list?fixed=1', { page: 2, name: '张 三', skip: undefined, none: null, ids: [1, 2] });
    const { url } = seen[0]!;
    expect(url.pathname).toBe('/list');
    expect(url.searchParams.get('fixed')).toBe('1');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('name')).toBe('张 三');
    expect(url.searchParams.getAll('ids[]')).toEqual(['1', '2']);
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(fullUrl('https://other.test/x', { a: 1 })).toBe('https://other.test/x?a=1');
  });

  it('sends FormData as it is and a POST without a body with none', async () => {
    const form = new FormData();
    form.append('file', 'content');
    await post('/upload', form);
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(seen[0]!.body).toContain('content');
    await post('/ping');
    expect(seen[1]!.body).toBe('');
    expect(seen[1]!.headers.get('content-type')).toBeNull();
  });

  it('a call that outlives its timeout fails like a network failure', async () => {
    replyTo(() => new Promise<Reply>(() => {}));
    const error = await rejection(post('/slow', {}, { timeout: 20 }));
    expect(error).toMatchObject({ code: 'NETWORK', status: 0, msg: '网络异常，请稍后再试' });
    expect(effects.notify).toHaveBeenCalledWith({ title: '错误提示', description: '网络异常，请稍后再试' });
  });

  it('a call aborted through its own signal is cancelled silently', async () => {
    replyTo(() => new Promise<Reply>(() => {}));
    const controller = new AbortController();
    const call = post('/a', {}, { signal: controller.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    expect(isCancelledError(await rejection(call))).toBe(true);
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('an HTML answer with status 200 is not a success', async () => {
    replyTo(() => ({ body: '<html>portal</html>', headers: { 'content-type': 'text/html' } }));
    const error = await rejection(get('/a'));
    expect(error).toMatchObject({ code: '200', payload: '<html>portal</html>' });
  });
});
