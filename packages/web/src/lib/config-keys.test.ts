// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getByKeysBody } from '@medportal/contracts/config/config.contract';
import { CONFIG_BY_KEYS_URL, CONFIG_KEYS_ARG_ERROR, fetchConfigByKeys } from './config-keys';
import type { ConfigKeysArg } from './config-keys';
import { stubFetch, type SeenRequest } from './fetch-test-utils';
import { writeSessionCookies } from './session-cookies';
import { configureShellEffects, resetShellEffects } from './shell-effects';
import type { CurrentApp } from './shell-effects';

let seen: SeenRequest[];

const sentBody = () => JSON.parse(seen[0]!.body) as Record<string, unknown>;
const useApp = (app: CurrentApp) => configureShellEffects({ currentApp: () => app });

beforeEach(() => {
  const server = stubFetch();
  server.reply(() => ({ body: { code: '0', msg: '', payload: { orderMode: '1', missing: null } } }));
  seen = server.seen;
  configureShellEffects({ notify: vi.fn(), message: vi.fn() });
});

afterEach(() => {
  resetShellEffects();
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('fetchConfigByKeys argument', () => {
  it('keeps the spec message', () => {
    expect(CONFIG_KEYS_ARG_ERROR).toBe('请传入 keys 数组或 {keys:[],data:{}} 对象');
  });

  it.each([
    ['a string', 'orderMode'],
    ['a number', 5],
    ['null', null],
    ['undefined', undefined],
    ['an object without keys', { data: {} }],
    ['an object whose keys is not an array', { keys: 'orderMode' }],
  ])('throws for %s without calling the server', (_label, arg) => {
    expect(() => fetchConfigByKeys(arg as unknown as ConfigKeysArg)).toThrow(new Error(CONFIG_KEYS_ARG_ERROR));
    expect(seen).toHaveLength(0);
  });
});

describe('fetchConfigByKeys call', () => {
  it('posts a keys array with the app and company of the session and returns the payload', async () => {
    writeSessionCookies({ companyId: 12, tenantId: 1, token: 't' });
    useApp({ businessCode: 'ORDER', factoryCompanyId: 34 });
    await expect(fetchConfigByKeys(['orderMode', 'missing'])).resolves.toEqual({ orderMode: '1', missing: null });
    expect(seen[0]!.url.pathname).toBe(CONFIG_BY_KEYS_URL);
    expect(CONFIG_BY_KEYS_URL).toBe('/m-config-center/api/v1/config/getByKeys');
    expect(seen[0]!.method).toBe('POST');
    expect(sentBody()).toEqual({ businessCode: 'ORDER', companyId: '12', groupId: 34, keys: ['orderMode', 'missing'] });
    expect(getByKeysBody.parse(sentBody())).toMatchObject({ companyId: 12, groupId: '34' });
  });

  it('sends data of the object form as extras', async () => {
    useApp({ businessCode: 'ORDER', factoryCompanyId: '34' });
    await fetchConfigByKeys({ keys: ['orderMode'], data: { orderType: 2 } });
    expect(sentBody()).toMatchObject({ keys: ['orderMode'], extras: { orderType: 2 }, groupId: '34' });
  });

  it("sends no group when the factory company id is the string 'null' or absent", async () => {
    useApp({ businessCode: 'ORDER', factoryCompanyId: 'null' });
    await fetchConfigByKeys(['orderMode']);
    useApp({ businessCode: '', factoryCompanyId: null });
    await fetchConfigByKeys(['orderMode']);
    expect(seen.map((c) => (JSON.parse(c.body) as { groupId: unknown }).groupId)).toEqual(['', '']);
  });

  it('sends companyId null without a company cookie (the server then uses the session company)', async () => {
    await fetchConfigByKeys(['orderMode']);
    expect(sentBody()).toMatchObject({ companyId: null, businessCode: '' });
    expect(getByKeysBody.safeParse(sentBody()).success).toBe(true);
  });
});
