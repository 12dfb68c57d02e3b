// agreement/content: the public privacy policy and service terms of the request's tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';

const CONTENT = `${STAFF}/agreement/content`;
const SAVE = `${STAFF}/agreement/save`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (query: Record<string, string>, opts: { tenantId?: number; token?: string } = {}) =>
  call(t.app, CONTENT, query, { method: 'GET', ...opts });

describe('agreement/content', () => {
  it('answers the latest privacy policy of tenant 1 without a session', async () => {
    const res = await read({ agreementCode: 'PRIVACY_POLICY' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ agreementCode: 'PRIVACY_POLICY', title: '隐私政策', version: 1 });
    expect(res.body.payload.agreementContent).toMatch(/<[a-z]/);
  });

  it('serves a newly saved version, sanitised', async () => {
    const admin = await login(t.app, 'admin');
    const saved = await call(
      t.app,
      SAVE,
      {
        agreementCode: 'PRIVACY_POLICY',
        title: '隐私政策（修订）',
        agreementContent: '<p>新条款</p><script>alert(1)</script>',
      },
      { token: admin },
    );
    expect(saved.body.code).toBe('0');
    const res = await read({ agreementCode: 'PRIVACY_POLICY', _t: '1700000000000' });
    expect(res.body.payload).toMatchObject({ title: '隐私政策（修订）', version: 2, agreementContent: '<p>新条款</p>' });
  });

  it("picks the tenant from the tenantId header or query, never another tenant's text", async () => {
    const east = await read({ agreementCode: 'PLATFORM_SERVICE' }, { tenantId: 2 });
    expect(east.body.payload.title).toBe('华东平台服务协议');
    const byQuery = await read({ agreementCode: 'PLATFORM_SERVICE', tenantId: '2' });
    expect(byQuery.body.payload.title).toBe('华东平台服务协议');
    // tenant 2 has no privacy policy: empty, not tenant 1's
    const none = await read({ agreementCode: 'PRIVACY_POLICY' }, { tenantId: 2 });
    expect(none.body).toEqual({ code: '0', msg: 'success', payload: null });
    const mismatch = await read({ agreementCode: 'PRIVACY_POLICY', tenantId: '1' }, { tenantId: 2 });
    expect(mismatch.status).toBe(403);
  });

  it('a session of tenant 2 reads tenant 2', async () => {
    const t2 = await login(t.app, 't2_user', 'Demo1234', 2);
    expect((await read({ agreementCode: 'PRIVACY_POLICY' }, { token: t2 })).body.payload).toBeNull();
  });

  it('refuses a missing or unknown code with 400 naming the field', async () => {
    for (const query of [{}, { agreementCode: 'SECRET' }, { agreementCode: "PRIVACY_POLICY' OR 1=1" }]) {
      const res = await read(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('400');
      expect(res.body.msg).toBe('agreementCode：协议编码应为 PRIVACY_POLICY 或 PLATFORM_SERVICE');
    }
  });
});
