// login/appList and login/checkApp against the demo seed: platform, company admin, role staff,
// an unapproved factory grant, a user without a company and the other tenant.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { apps, sessions } from '../../../db/schema.js';
import { hashToken } from '../../../lib/tokens.js';

// These tests are about grants (who is granted which node); which granted nodes are served as
// navigation (built screens only) is served.test.ts's subject: here every catalogue path counts as built.
vi.mock('@medportal/contracts/common/screens', () => ({
  BUILT_SCREENS: [],
  isBuiltScreen: (path: string | null | undefined) => Boolean(path?.startsWith('/')),
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const APP_LIST = `${STAFF}/login/appList`;
const CHECK = `${STAFF}/login/checkApp`;
const REFUSED = { code: '100010', msg: '您的账户未在子系统配置或未经原厂审核通过，请联系您的原厂管理员！', payload: null };

type Entry = { id: number; appCode: string; appName: string };
type Group = { groupName: string; appList: Entry[] };

const appIds = (tenantId: number) =>
  t.db.tenant(
    tenantId,
    async (tx) =>
      new Map(
        (await tx.select({ id: apps.id, code: apps.appCode }).from(apps).where(eq(apps.tenantId, tenantId))).map((a) => [a.code, a.id]),
      ),
  );

/** groupName -> app codes, in answer order. */
const shape = (groups: Group[]) => groups.map((g) => [g.groupName, g.appList.map((a) => a.appCode)]);

describe('login/appList', () => {
  it('gives the platform admin every app, grouped in first-appearance order of the app sort', async () => {
    const ids = await appIds(1);
    const res = await call(t.app, APP_LIST, { applicationType: 1 }, { token: await login(t.app, 'admin') });
    expect(res.body.code).toBe('0');
    expect(res.body.msg).toBe('success');
    expect(shape(res.body.payload)).toEqual([
      ['平台应用', ['BK000', 'SYS01']],
      ['供应链协同', ['CM001']],
      ['基础数据', ['PD001']],
      ['数据分析', ['BI001']],
      ['业务应用', ['OD001']],
    ]);
    const channel = res.body.payload[1].appList[0];
    expect(channel).toEqual({
      id: ids.get('CM001'),
      appCode: 'CM001',
      appName: '渠道管理',
      appLogoUrl: null,
      domain: '/channelManagement/qualification',
      overallStructureLogo: null,
      factoryCompanyId: null,
      factoryCompanyName: '',
      businessCode: 'CHANNEL',
      themeColor: null,
    });
  });

  it("gives a manufacturer admin its company's apps and role staff the apps of their roles", async () => {
    const fc = await call(t.app, APP_LIST, { applicationType: 1 }, { token: await login(t.app, 'fc_admin') });
    expect(shape(fc.body.payload)).toEqual([
      ['平台应用', ['BK000', 'SYS01']],
      ['供应链协同', ['CM001']],
      ['基础数据', ['PD001']],
      ['业务应用', ['OD001']],
    ]);
    // AG0001's company grants include system setup and the BI home, but the 业务员 role does not; it views products
    const ag = await call(t.app, APP_LIST, { applicationType: 1 }, { token: await login(t.app, 'ag_user') });
    expect(shape(ag.body.payload)).toEqual([
      ['平台应用', ['BK000']],
      ['供应链协同', ['CM001']],
      ['基础数据', ['PD001']],
      ['业务应用', ['OD001']],
    ]);
    const clerk = await call(t.app, APP_LIST, { applicationType: 1 }, { token: await login(t.app, 'ag_clerk') });
    expect(shape(clerk.body.payload)).toEqual([
      ['平台应用', ['BK000', 'SYS01']],
      ['数据分析', ['BI001']],
    ]);
    const pending = await call(t.app, APP_LIST, { applicationType: 1 }, { token: await login(t.app, 'pending_user') });
    expect(pending.body).toEqual({ code: '0', msg: 'success', payload: [] });
  });

  it('lists the order app to hospital buyers and to the distributor of tenant 2, not to roles without it', async () => {
    const ho = await call(t.app, APP_LIST, { applicationType: 1 }, { token: await login(t.app, 'ho_user') });
    expect(shape(ho.body.payload)).toContainEqual(['业务应用', ['OD001']]);
    const head = await call(t.app, APP_LIST, { applicationType: 1 }, { token: await login(t.app, 'ho_head') });
    expect(shape(head.body.payload).map(([group]) => group)).not.toContain('业务应用');
    const t2 = await call(t.app, APP_LIST, { applicationType: 1 }, { token: await login(t.app, 't2_user', 'Demo1234', 2), tenantId: 2 });
    const order = (t2.body.payload as Group[]).find((g) => g.groupName === '业务应用')?.appList[0];
    expect(order).toMatchObject({ appCode: 'OD001', appName: '订单管理', domain: '/order/list', id: (await appIds(2)).get('OD001') });
  });

  it('answers an empty list for new_user (companyId 0) and for another application type', async () => {
    const fresh = await call(t.app, APP_LIST, { applicationType: 1 }, { token: await login(t.app, 'new_user') });
    expect(fresh.body).toEqual({ code: '0', msg: 'success', payload: [] });
    const other = await call(t.app, APP_LIST, { applicationType: 2 }, { token: await login(t.app, 'admin') });
    expect(other.body.payload).toEqual([]);
  });

  it('never shows tenant 1 app ids to tenant 2', async () => {
    const t1 = new Set((await appIds(1)).values());
    for (const [user, password] of [
      ['admin', 'Other5678'],
      ['t2_user', 'Demo1234'],
    ] as const) {
      const res = await call(t.app, APP_LIST, { applicationType: 1 }, { token: await login(t.app, user, password, 2), tenantId: 2 });
      const listed = (res.body.payload as Group[]).flatMap((g) => g.appList);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.filter((a) => t1.has(a.id))).toEqual([]);
    }
    const t2admin = await call(
      t.app,
      APP_LIST,
      { applicationType: 1 },
      { token: await login(t.app, 'admin', 'Other5678', 2), tenantId: 2 },
    );
    expect((t2admin.body.payload as Group[]).flatMap((g) => g.appList.map((a) => a.id)).sort()).toEqual(
      [...(await appIds(2)).values()].sort(),
    );
  });

  it('refuses bad input and a missing session', async () => {
    const token = await login(t.app, 'ag_user');
    for (const applicationType of ['1', 1.5, -1, null, 1000]) {
      const res = await call(t.app, APP_LIST, { applicationType }, { token });
      expect([res.status, res.body.code]).toEqual([400, '400']);
    }
    expect((await call(t.app, APP_LIST, { applicationType: 1 })).body).toEqual({ code: '401', msg: '登录失效，请重新登陆', payload: null });
  });
});

describe('login/checkApp', () => {
  const sessionApp = async (token: string) =>
    t.db.tenant(
      1,
      async (tx) =>
        (
          await tx
            .select({ appId: sessions.appId })
            .from(sessions)
            .where(and(eq(sessions.tenantId, 1), eq(sessions.tokenHash, hashToken(token))))
        )[0]!.appId,
    );

  it('enters a granted app, answers its entry and records it on the session', async () => {
    const ids = await appIds(1);
    const token = await login(t.app, 'ag_user');
    const res = await call(t.app, CHECK, { appId: ids.get('CM001') }, { token });
    expect(res.body).toEqual({
      code: '0',
      msg: 'success',
      payload: { appId: ids.get('CM001'), appCode: 'CM001', appName: '渠道管理', domain: '/channelManagement/qualification' },
    });
    expect(await sessionApp(token)).toBe(ids.get('CM001'));
    const current = await call(t.app, `${STAFF}/login/currentUser`, {}, { token });
    expect(current.body.payload).toMatchObject({ appId: ids.get('CM001'), appCode: 'CM001', appName: '渠道管理', businessCode: 'CHANNEL' });
    const admin = await login(t.app, 'admin');
    expect((await call(t.app, CHECK, { appId: ids.get('BI001') }, { token: admin })).body.payload).toMatchObject({
      appCode: 'BI001',
      domain: '/bi',
    });
  });

  it('answers 100010 for apps outside the grants, of another tenant or unknown, and keeps the session app', async () => {
    const ids = await appIds(1);
    const t2ids = await appIds(2);
    const token = await login(t.app, 'ag_user');
    await call(t.app, CHECK, { appId: ids.get('BK000') }, { token });
    for (const appId of [ids.get('SYS01'), ids.get('BI001'), t2ids.get('CM001'), t2ids.get('BK000'), 0, 999999]) {
      expect((await call(t.app, CHECK, { appId }, { token })).body).toEqual(REFUSED);
    }
    expect(await sessionApp(token)).toBe(ids.get('BK000'));
    const fresh = await login(t.app, 'new_user');
    expect((await call(t.app, CHECK, { appId: ids.get('BK000') }, { token: fresh })).body).toEqual(REFUSED);
    const t2 = await login(t.app, 'admin', 'Other5678', 2);
    expect((await call(t.app, CHECK, { appId: ids.get('BK000') }, { token: t2, tenantId: 2 })).body).toEqual(REFUSED);
    expect((await call(t.app, CHECK, { appId: t2ids.get('BK000') }, { token: t2, tenantId: 2 })).body.payload.appCode).toBe('BK000');
  });

  it("answers 100010 when the factory has not approved the company's group for that app", async () => {
    const ids = await appIds(1);
    for (const user of ['ag2_user', 'ag2_admin']) {
      const token = await login(t.app, user);
      // listed (the grant exists) but not enterable until approved
      const list = await call(t.app, APP_LIST, { applicationType: 1 }, { token });
      expect(shape(list.body.payload)).toContainEqual(['供应链协同', ['CM001']]);
      expect((await call(t.app, CHECK, { appId: ids.get('CM001') }, { token })).body).toEqual(REFUSED);
      expect((await call(t.app, CHECK, { appId: ids.get('BK000') }, { token })).body.code).toBe('0');
    }
    // the same grant, approved for AG0001
    const agAdmin = await login(t.app, 'ag_admin');
    expect((await call(t.app, CHECK, { appId: ids.get('CM001') }, { token: agAdmin })).body.code).toBe('0');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const token = await login(t.app, 'ag_user');
    const missing = await call(t.app, CHECK, {}, { token });
    expect([missing.status, missing.body.msg]).toEqual([400, 'appId：请选择子系统']);
    for (const appId of ['1', -1, 2.5, 2147483648, '1; DROP TABLE apps']) {
      const res = await call(t.app, CHECK, { appId }, { token });
      expect([res.status, res.body.code]).toEqual([400, '400']);
    }
  });
});
