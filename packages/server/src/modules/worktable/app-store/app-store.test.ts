// appStore/list | request | withdraw | requestPageList: the apps a company holds or may request, and its
// requests through the approval engine (APP_REQUEST) to the platform; approval grants the whole app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { auditLog, authGroupCompanies, authGroups } from '../../../db/schema.js';
import { appRequests } from './app-requests.table.js';

const WT = '/m-worktable/api/v1';

let t: TestApp;
let ho: string;
let hoUser: string;
let fc: string;
let ag: string;
let ag2: string;
let platform: string;
let t2: string;

type Item = { appId: number; appCode: string; appName: string; state: string; requestId: number | null; comment: string | null };
const store = async (token: string) => {
  const res = await call(t.app, `${WT}/appStore/list`, {}, { token });
  expect(res.body.code).toBe('0');
  return res.body.payload as Item[];
};
const appOf = async (token: string, code: string) => (await store(token)).find((a) => a.appCode === code)!;
const request = (token: string, body: unknown) => call(t.app, `${WT}/appStore/request`, body, { token });
const withdraw = (token: string, id: unknown) => call(t.app, `${WT}/appStore/withdraw`, { id }, { token });
const page = (token: string, body: unknown = {}) => call(t.app, `${WT}/appStore/requestPageList`, body, { token });
const shellApps = async (token: string) => {
  const res = await call(t.app, `${STAFF}/login/appList`, { applicationType: 1 }, { token });
  expect(res.body.code).toBe('0');
  return (res.body.payload as { appList: { appCode: string }[] }[]).flatMap((g) => g.appList.map((a) => a.appCode));
};
const requestRow = async (id: number) =>
  (await t.db.tenant(1, (tx) => tx.select().from(appRequests).where(and(eq(appRequests.tenantId, 1), eq(appRequests.id, id)))))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  [ho, hoUser, fc, ag, ag2, platform, t2] = await Promise.all([
    login(t.app, 'ho_admin'),
    login(t.app, 'ho_user'),
    login(t.app, 'fc_admin'),
    login(t.app, 'ag_admin'),
    login(t.app, 'ag2_admin'),
    login(t.app, 'admin'),
    login(t.app, 'admin', 'Other5678', 2),
  ]);
});
afterAll(() => t.close());

describe('appStore/list', () => {
  it('needs a session and one of the app-store menus', async () => {
    expect((await call(t.app, `${WT}/appStore/list`, {})).body.code).toBe('401');
    expect((await call(t.app, `${WT}/appStore/list`, {}, { token: hoUser })).body.code).toBe('403');
    expect((await request(hoUser, { appId: 1, reason: '需要' })).body.code).toBe('403');
  });

  it("lists the tenant's enabled apps with the company's state", async () => {
    const list = await store(ho);
    const byCode = new Map(list.map((a) => [a.appCode, a]));
    expect(byCode.get('BK000')!.state).toBe('granted');
    expect(byCode.get('OD001')!.state).toBe('granted');
    // the hospital holds part of CM001 (cm.qualification) through its type's group
    expect(byCode.get('CM001')!.state).toBe('granted');
    expect(byCode.get('SYS01')!.state).toBe('requestable');
    expect(byCode.get('PD001')!.state).toBe('requestable');
    expect(byCode.get('SYS01')!.requestId).toBeNull();
    // the platform holds everything
    expect((await store(platform)).every((a) => a.state === 'granted')).toBe(true);
  });
});

describe('appStore/request', () => {
  it('names the field of bad input', async () => {
    const sys = await appOf(ho, 'SYS01');
    const noReason = await request(ho, { appId: sys.appId, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('申请理由');
    const badApp = await request(ho, { appId: 'x', reason: '需要' });
    expect(badApp.status).toBe(400);
    expect(badApp.body.msg).toContain('应用');
    const long = await request(ho, { appId: sys.appId, reason: '长'.repeat(501) });
    expect(long.body.msg).toBe('reason：申请理由最多500个字');
  });

  it('refuses an app the company holds, and an unknown app', async () => {
    const bk = await appOf(ho, 'BK000');
    expect((await request(ho, { appId: bk.appId, reason: '需要' })).body).toMatchObject({ code: 'WT1041', msg: '该应用已开通，无需申请' });
    expect((await request(ho, { appId: 999_999, reason: '需要' })).body.code).toBe('WT1040');
  });
});
