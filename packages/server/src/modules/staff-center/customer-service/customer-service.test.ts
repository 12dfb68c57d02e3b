// customerService/list, systemList and mallList: the tenant's desks of each variant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';

const CS = `${STAFF}/customerService`;

let t: TestApp;
let ag: string;
let t2: string;

beforeAll(async () => {
  t = await createTestApp();
  [ag, t2] = await Promise.all([login(t.app, 'ag_user'), login(t.app, 't2_user', 'Demo1234', 2)]);
});
afterAll(() => t.close());

describe('customer-service lists', () => {
  it.each(['list', 'systemList', 'mallList'])('%s answers 401 without a session', async (path) => {
    expect((await call(t.app, `${CS}/${path}`, {})).body).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
  });

  it('list and systemList answer the system desks in order', async () => {
    for (const path of ['list', 'systemList']) {
      const res = await call(t.app, `${CS}/${path}`, {}, { token: ag });
      expect(res.body.code).toBe('0');
      expect(res.body.payload.map((c: { customerTypeName: string; contact: string }) => [c.customerTypeName, c.contact])).toEqual([
        ['平台客服', '400-800-1234'],
        ['技术支持', '021-6085-1234'],
      ]);
      for (const c of res.body.payload) {
        expect(Object.keys(c).sort()).toEqual(['contact', 'customerServiceId', 'customerTypeName', 'qrCodeUrl']);
        expect(typeof c.customerServiceId).toBe('number');
      }
    }
  });

  it('mallList answers the mall desk', async () => {
    const res = await call(t.app, `${CS}/mallList`, {}, { token: ag });
    expect(res.body.payload.map((c: { customerTypeName: string }) => c.customerTypeName)).toEqual(['商城客服']);
  });

  it('tenant 2 sees only its own desks', async () => {
    const res = await call(t.app, `${CS}/list`, {}, { token: t2 });
    expect(res.body.payload.map((c: { customerTypeName: string }) => c.customerTypeName)).toEqual(['华东平台客服']);
    expect((await call(t.app, `${CS}/mallList`, {}, { token: t2 })).body.payload).toEqual([]);
  });

  it('an empty or extra-keyed body is fine; a non-object body is a 400', async () => {
    expect((await call(t.app, `${CS}/list`, { anything: 'x' }, { token: ag })).body.code).toBe('0');
    const res = await t.app.inject({
      method: 'POST',
      url: `${CS}/list`,
      headers: { authorization: `Bearer ${ag}`, 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(res.statusCode).toBe(400);
  });
});
