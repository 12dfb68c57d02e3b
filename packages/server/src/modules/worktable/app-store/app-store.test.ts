// appStore/list | request | withdraw | requestPageList: the apps a company holds or may request, and its
// requests through the approval engine (APP_REQUEST) to the platform; approval grants the whole app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { auditLog, authGroupCompanies, authGroups } from '../../../db/schema.js';
import { examineFixture } from '../../../test/examine-fixture.js';
import { appRequests } from './app-requests.table.js';

const WT = '/m-worktable/api/v1';

let t: TestApp;
let ho: string;
let hoUser: string;
let fc: string;
let ag2: string;
let ho2: string;
let platform: string;
let t2: string;
let fx: ReturnType<typeof examineFixture>;

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
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(appRequests)
        .where(and(eq(appRequests.tenantId, 1), eq(appRequests.id, id))),
    )
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  [ho, hoUser, fc, ag2, ho2, platform, t2] = await Promise.all([
    login(t.app, 'ho_admin'),
    login(t.app, 'ho_user'),
    login(t.app, 'fc_admin'),
    login(t.app, 'ag2_admin'),
    login(t.app, 'ho2_admin'),
    login(t.app, 'admin'),
    login(t.app, 'admin', 'Other5678', 2),
  ]);
  fx = examineFixture(t);
});
afterAll(() => t.close());

const requestOk = async (token: string, appCode: string, reason = '业务需要') => {
  const app = await appOf(token, appCode);
  const res = await request(token, { appId: app.appId, reason });
  expect(res.body.code).toBe('0');
  return res.body.payload as { id: number; status: string; instanceId: number | null; appId: number; companyName: string };
};
const decide = async (token: string, instanceId: number, decision: 'approve' | 'reject', comment?: string) =>
  fx.post('/auditCenter/audit', token, {
    instanceId,
    revision: await fx.revisionOf(instanceId),
    decision,
    ...(comment ? { comment } : {}),
  });
const auditRows = (objectType: string, objectId: string) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, objectType), eq(auditLog.objectId, objectId)))
      .orderBy(auditLog.id),
  );

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
    // and part of PD001 (viewing products and certificates)
    expect(byCode.get('PD001')!.state).toBe('granted');
    expect(byCode.get('BI001')!.state).toBe('requestable');
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

describe('the request lifecycle through the approval engine', () => {
  it("starts the platform's review; approval grants the app at the company's next request", async () => {
    expect(await shellApps(ho)).not.toContain('SYS01');
    const req = await requestOk(ho, 'SYS01', '需要管理本院账号');
    expect(req).toMatchObject({ status: 'pending', companyName: expect.any(String) });
    expect(req.instanceId).toEqual(expect.any(Number));
    const inst = await fx.instance(req.instanceId!);
    const platformCompany = await fx.companyId('MM0001');
    expect(inst).toMatchObject({
      companyId: platformCompany,
      businessCode: 'APP_REQUEST',
      businessId: String(req.id),
      status: 'running',
      initiatorCompanyId: await fx.companyId('HO0001'),
      data: { company: req.companyName, app: '系统设置', reason: '需要管理本院账号' },
    });
    expect(inst.title).toBe(`${req.companyName}申请开通系统设置`);
    // one todo, for the platform company's administrator
    const todos = await fx.todosOf(req.instanceId!);
    expect(todos.map((x) => [x.assigneeUserId, x.status])).toEqual([[await fx.userId('admin'), 'pending']]);
    // the store shows it pending; a second request is refused
    expect(await appOf(ho, 'SYS01')).toMatchObject({ state: 'pending', requestId: req.id });
    const again = await request(ho, { appId: req.appId, reason: '再申请' });
    expect(again.body).toMatchObject({ code: 'WT1042', msg: '该应用已有审批中的申请，请勿重复提交' });
    expect((await auditRows('appRequest', String(req.id))).map((r) => r.action)).toEqual(['request']);

    const approved = await decide(platform, req.instanceId!, 'approve', '同意');
    expect(approved.body.code).toBe('0');
    expect(await requestRow(req.id)).toMatchObject({ status: 'approved', decisionComment: '同意' });
    expect((await requestRow(req.id)).decidedAt).not.toBeNull();
    // the same session sees the app at its next request: in the shell's app list and in the store
    expect(await shellApps(ho)).toContain('SYS01');
    expect((await appOf(ho, 'SYS01')).state).toBe('granted');
    // through the app's own auth group, holding every resource of the app
    const [group] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(authGroups)
        .where(and(eq(authGroups.tenantId, 1), eq(authGroups.name, '应用授权：系统设置'))),
    );
    expect(group).toBeDefined();
    const members = await t.db.tenant(1, (tx) =>
      tx
        .select({ companyId: authGroupCompanies.companyId })
        .from(authGroupCompanies)
        .where(and(eq(authGroupCompanies.tenantId, 1), eq(authGroupCompanies.groupId, group!.id))),
    );
    expect(members.map((m) => m.companyId)).toEqual([await fx.companyId('HO0001')]);
    expect((await auditRows('appRequest', String(req.id))).map((r) => r.action)).toEqual(['request', 'approve']);
    const grants = await auditRows('company', String(await fx.companyId('HO0001')));
    expect(grants.at(-1)).toMatchObject({ action: 'grant', objectName: '应用授权：系统设置', actorId: await fx.userId('admin') });
    // an app held now is not requested again
    expect((await request(ho, { appId: req.appId, reason: '再申请' })).body.code).toBe('WT1041');
  });

  it("keeps the platform's reason of a rejection; the company may request again", async () => {
    const req = await requestOk(fc, 'BI001');
    const rejected = await decide(platform, req.instanceId!, 'reject', '厂家暂不开放数据分析');
    expect(rejected.body.code).toBe('0');
    expect(await requestRow(req.id)).toMatchObject({ status: 'rejected', decisionComment: '厂家暂不开放数据分析' });
    expect(await appOf(fc, 'BI001')).toMatchObject({ state: 'rejected', requestId: req.id, comment: '厂家暂不开放数据分析' });
    expect(await shellApps(fc)).not.toContain('BI001');
    expect((await auditRows('appRequest', String(req.id))).map((r) => r.action)).toEqual(['request', 'reject']);
    const again = await requestOk(fc, 'BI001', '补充说明');
    expect(again.id).not.toBe(req.id);
    expect((await appOf(fc, 'BI001')).state).toBe('pending');
  });

  it("withdraws the company's pending request and its review; not another company's", async () => {
    const req = await requestOk(ho2, 'BI001');
    // another company of the tenant, and another tenant, do not find it
    expect((await withdraw(ag2, req.id)).body.code).toBe('WT1043');
    expect((await withdraw(t2, req.id)).body.code).toBe('WT1043');
    expect((await requestRow(req.id)).status).toBe('pending');
    const res = await withdraw(ho2, req.id);
    expect(res.body).toMatchObject({ code: '0', payload: { id: req.id, status: 'withdrawn' } });
    expect((await fx.instance(req.instanceId!)).status).toBe('withdrawn');
    expect((await fx.todosOf(req.instanceId!)).every((x) => x.status !== 'pending')).toBe(true);
    expect((await appOf(ho2, 'BI001')).state).toBe('requestable');
    expect((await withdraw(ho2, req.id)).body.code).toBe('WT1044');
    expect((await auditRows('appRequest', String(req.id))).map((r) => r.action)).toEqual(['request', 'withdraw']);
  });

  it("pages the company's requests; the platform sees every company's, another tenant none", async () => {
    const mine = await page(fc, { pageNum: 1, pageSize: 20 });
    expect(mine.body.code).toBe('0');
    const fcId = await fx.companyId('FC0001');
    expect(mine.body.payload.content.length).toBeGreaterThanOrEqual(2);
    expect(mine.body.payload.content.every((r: { companyId: number }) => r.companyId === fcId)).toBe(true);
    expect(mine.body.payload.content[0]).toMatchObject({ appCode: 'BI001', status: 'pending', requestedBy: '刘建华' });
    const rejected = await page(fc, { status: 'rejected' });
    expect(rejected.body.payload.content.map((r: { status: string }) => r.status)).toEqual(['rejected']);
    const all = await page(platform, {});
    const companies = new Set(all.body.payload.content.map((r: { companyId: number }) => r.companyId));
    expect(companies.size).toBeGreaterThanOrEqual(3);
    expect(all.body.payload.totalElements).toBe(all.body.payload.content.length);
    expect((await page(t2, {})).body.payload).toMatchObject({ content: [], totalElements: 0 });
    const bad = await page(fc, { pageSize: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('每页条数');
  });
});
