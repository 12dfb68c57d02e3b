// config/getByKeys (company override over tenant default) and config/custom (the session company's custom map).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@medportal/contracts/common/errors';
import { call, CONFIG, createTestApp, type TestApp, loginSession, type TestSession } from '../../../test/app.js';
import { configEntries } from './config.table.js';

type Session = TestSession;

let t: TestApp;
let fc: Session;
let ag: Session;
let newUser: Session;
let t2: Session;

const loginAs = (userName: string, password = 'Demo1234', tenantId = 1): Promise<Session> =>
  loginSession(t.app, userName, password, tenantId);
const byKeys = (s: Session, body: Record<string, unknown>) => call(t.app, `${CONFIG}/config/getByKeys`, body, { token: s.token });
const custom = (s: Session, query: Record<string, string> = {}) =>
  call(t.app, `${CONFIG}/config/custom`, query, { token: s.token, method: 'GET' });

beforeAll(async () => {
  t = await createTestApp();
  [fc, ag, newUser, t2] = await Promise.all([
    loginAs('fc_admin'),
    loginAs('ag_user'),
    loginAs('new_user'),
    loginAs('t2_user', 'Demo1234', 2),
  ]);
  await t.db.tenant(1, (tx) =>
    tx.insert(configEntries).values([
      { tenantId: 1, businessCode: 'MALL', companyId: 0, groupId: '', configKey: 'mall.theme', configValue: 'base' },
      { tenantId: 1, businessCode: 'MALL', companyId: 0, groupId: String(fc.companyId), configKey: 'mall.theme', configValue: 'factory' },
      { tenantId: 1, businessCode: 'MALL', companyId: ag.companyId, groupId: '', configKey: 'mall.theme', configValue: 'mine' },
      { tenantId: 1, businessCode: 'custom', companyId: 0, groupId: '', configKey: 'userCode', configValue: 'DEFAULT' },
      { tenantId: 1, businessCode: 'custom', companyId: ag.companyId, groupId: '', configKey: 'userCode', configValue: 'AG-0001' },
      { tenantId: 1, businessCode: 'custom', companyId: ag.companyId, groupId: '', configKey: 'homePage', configValue: '/home' },
      { tenantId: 1, businessCode: 'custom', companyId: fc.companyId, groupId: '', configKey: 'userCode', configValue: 'FC-0001' },
    ]),
  );
});
afterAll(() => t.close());

describe('config/getByKeys', () => {
  const keys = ['order.autoConfirmDays', 'portal.appName', 'no.such.key'];

  it('answers 401 without a session', async () => {
    const res = await call(t.app, `${CONFIG}/config/getByKeys`, { businessCode: '', companyId: 0, groupId: 'null', keys });
    expect(res.body).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
  });

  it("the company's entry overrides the tenant default; missing keys are null", async () => {
    let res = await byKeys(fc, { businessCode: '', companyId: fc.companyId, groupId: 'null', keys, extras: { any: 1 } });
    expect(res.body).toEqual({
      code: '0',
      msg: 'success',
      payload: { 'order.autoConfirmDays': '5', 'portal.appName': '医械供应链协同平台', 'no.such.key': null },
    });
    res = await byKeys(ag, { businessCode: '', companyId: String(ag.companyId), groupId: 'null', keys });
    expect(res.body.payload).toEqual({ 'order.autoConfirmDays': '7', 'portal.appName': '医械供应链协同平台', 'no.such.key': null });
  });

  it('companyId 0 asks for tenant defaults only', async () => {
    const res = await byKeys(fc, { businessCode: '', companyId: 0, groupId: 'null', keys: ['order.autoConfirmDays'] });
    expect(res.body.payload).toEqual({ 'order.autoConfirmDays': '7' });
  });

  it('entries are per business code', async () => {
    const body = { businessCode: 'CHANNEL', groupId: 'null', keys: ['authorization.defaultValidMonths', 'order.autoConfirmDays'] };
    expect((await byKeys(fc, { ...body, companyId: fc.companyId })).body.payload).toEqual({
      'authorization.defaultValidMonths': '24',
      'order.autoConfirmDays': null,
    });
    expect((await byKeys(ag, { ...body, companyId: ag.companyId })).body.payload).toEqual({
      'authorization.defaultValidMonths': '12',
      'order.autoConfirmDays': null,
    });
  });

  it('a group (factory) entry beats the group-less default; the company entry beats both', async () => {
    const body = { businessCode: 'MALL', keys: ['mall.theme'] };
    expect((await byKeys(fc, { ...body, companyId: fc.companyId, groupId: 'null' })).body.payload).toEqual({ 'mall.theme': 'base' });
    expect((await byKeys(fc, { ...body, companyId: fc.companyId, groupId: fc.companyId })).body.payload).toEqual({
      'mall.theme': 'factory',
    });
    expect((await byKeys(fc, { ...body, companyId: 0, groupId: String(fc.companyId) })).body.payload).toEqual({ 'mall.theme': 'factory' });
    expect((await byKeys(ag, { ...body, companyId: ag.companyId, groupId: fc.companyId })).body.payload).toEqual({ 'mall.theme': 'mine' });
    expect((await byKeys(ag, { ...body, companyId: 0, groupId: fc.companyId })).body.payload).toEqual({ 'mall.theme': 'factory' });
  });

  it("another company's id in the body is refused", async () => {
    const res = await byKeys(ag, { businessCode: '', companyId: fc.companyId, groupId: 'null', keys });
    expect(res.body).toMatchObject({ code: ERRORS.FORBIDDEN.code, msg: ERRORS.FORBIDDEN.msg });
    expect(res.body.payload).toBeNull();
  });

  it('tenant 2 reads its own values', async () => {
    const res = await byKeys(t2, { businessCode: '', companyId: t2.companyId, groupId: 'null', keys });
    expect(res.body.payload).toEqual({ 'order.autoConfirmDays': null, 'portal.appName': '华东医械协同平台', 'no.such.key': null });
  });

  it('validates keys', async () => {
    let res = await byKeys(ag, { businessCode: '', companyId: 0, groupId: 'null', keys: Array.from({ length: 101 }, (_, i) => `k${i}`) });
    expect(res.body).toMatchObject({ code: '400', msg: 'keys：配置键最多100个' });
    res = await byKeys(ag, { businessCode: '', companyId: 0, groupId: 'null', keys: [] });
    expect(res.body.msg).toBe('keys：请传入配置键');
    res = await byKeys(ag, { businessCode: '', companyId: 0, groupId: 'null', keys: ['k'.repeat(101)] });
    expect(res.body.msg).toBe('keys.0：配置键不能超过100个字符');
    res = await byKeys(ag, { businessCode: '', companyId: 0, groupId: 'null' });
    expect(res.status).toBe(400);
    res = await byKeys(ag, { businessCode: '', companyId: "1' OR '1'='1", groupId: 'null', keys: ['a'] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^companyId：/);
    // metacharacters in keys are just keys
    res = await byKeys(ag, { businessCode: "x' OR 1=1 --", companyId: 0, groupId: "'; drop table config_entries; --", keys: ["a'); --"] });
    expect(res.body.payload).toEqual({ "a'); --": null });
    res = await byKeys(ag, { companyId: 0, keys: Array.from({ length: 100 }, (_, i) => `k${i}`) });
    expect(Object.keys(res.body.payload)).toHaveLength(100);
  });
});

describe('config/custom', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t.app, `${CONFIG}/config/custom`, { companyId: '1' }, { method: 'GET' })).body.code).toBe('401');
  });

  it("answers the session company's custom map", async () => {
    const expected = { code: '0', msg: 'success', payload: { homePage: '/home', userCode: 'AG-0001' } };
    expect((await custom(ag, { companyId: String(ag.companyId), tenantId: '1', timestamp: '1700000000000' })).body).toEqual(expected);
    expect((await custom(ag)).body).toEqual(expected);
    expect((await custom(ag, { companyId: 'null' })).body).toEqual(expected);
    expect((await custom(fc, { companyId: String(fc.companyId) })).body.payload).toEqual({ userCode: 'FC-0001' });
  });

  it("another company's id is refused", async () => {
    const res = await custom(ag, { companyId: String(fc.companyId) });
    expect(res.body).toMatchObject({ code: ERRORS.FORBIDDEN.code, msg: ERRORS.FORBIDDEN.msg, payload: null });
  });

  it('a session without company and another tenant get nothing of tenant 1', async () => {
    expect((await custom(newUser, { companyId: '0' })).body.payload).toEqual({});
    expect((await custom(t2, { tenantId: '2' })).body.payload).toEqual({});
  });

  it('a malformed companyId is a 400', async () => {
    const res = await custom(ag, { companyId: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '400', msg: 'companyId：企业编号格式不正确' });
  });
});
