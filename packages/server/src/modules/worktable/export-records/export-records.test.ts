// exportRecord/pageList: the export rows of the session's company (who, when, what, download link); the
// platform sees every company's and may pick one; another company's records stay invisible.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginSession, STAFF, type TestApp, type TestSession } from '../../../test/app.js';

const WT = '/m-worktable/api/v1';
let t: TestApp;
let fcAdmin: TestSession;
let fcSales: TestSession;
let agAdmin: TestSession;
let admin: TestSession;
let t2: TestSession;

const exportUsers = async (s: TestSession) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${STAFF}/merchantUser/export`,
    payload: {},
    headers: { authorization: `Bearer ${s.token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment/);
};
const records = (s: TestSession, body: Record<string, unknown> = {}) =>
  call(t.app, `${WT}/exportRecord/pageList`, body, { token: s.token });
type Row = {
  fileName: string;
  companyId: number;
  companyName: string;
  creatorName: string;
  businessCode: string;
  downloadUrl: string | null;
};

beforeAll(async () => {
  t = await createTestApp();
  [fcAdmin, fcSales, agAdmin, admin, t2] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc_sales'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  await exportUsers(fcAdmin);
  await exportUsers(fcAdmin);
  await exportUsers(agAdmin);
});
afterAll(async () => {
  await t.close();
});

describe('exportRecord/pageList', () => {
  it('lists the company’s own exports with who, what and a download link that works', async () => {
    const res = await records(fcAdmin);
    expect(res.body.code).toBe('0');
    const rows = res.body.payload.content as Row[];
    expect(res.body.payload.totalElements).toBe(2);
    expect(rows.every((r) => r.companyId === fcAdmin.companyId && r.businessCode === 'userManagementList')).toBe(true);
    expect(rows[0]).toMatchObject({ status: 'SAVESUCCESSFUL', showStatus: '已完成', companyName: expect.stringMatching(/\S/) });
    expect(rows[0]!.creatorName).not.toBe('');
    const file = await t.app.inject({ method: 'GET', url: rows[0]!.downloadUrl!, headers: { authorization: `Bearer ${fcSales.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('never shows another company’s exports, and refuses naming another company', async () => {
    // AG0001 has the seeded history of ag_user's jobs besides ag_admin's export
    const ag = (await records(agAdmin, { pageSize: 100 })).body.payload.content as Row[];
    expect(ag.length).toBeGreaterThan(1);
    expect(ag.every((r) => r.companyId === agAdmin.companyId)).toBe(true);
    expect(ag.filter((r) => r.businessCode === 'userManagementList')).toHaveLength(1);
    expect((await records(agAdmin, { companyId: fcAdmin.companyId })).body).toMatchObject({ code: '403' });
    expect((await records(t2)).body.payload.totalElements).toBe(0);
  });

  it('the platform sees every company’s exports, filters by company, and downloads only its own', async () => {
    const all = (await records(admin, { pageSize: 100 })).body.payload.content as Row[];
    expect(new Set(all.map((r) => r.companyId))).toEqual(new Set([fcAdmin.companyId, agAdmin.companyId]));
    expect(all.every((r) => r.downloadUrl === null)).toBe(true);
    const fc = (await records(admin, { companyId: fcAdmin.companyId })).body.payload;
    expect(fc.totalElements).toBe(2);
  });

  it('filters by user and time; bad times are named in Chinese', async () => {
    const name = ((await records(fcAdmin)).body.payload.content as Row[])[0]!.creatorName;
    expect((await records(fcAdmin, { creatorName: name.slice(0, 1) })).body.payload.totalElements).toBe(2);
    expect((await records(fcAdmin, { creatorName: '不存在的人' })).body.payload.totalElements).toBe(0);
    expect((await records(fcAdmin, { startTime: '2999-01-01 00:00:00' })).body.payload.totalElements).toBe(0);
    expect((await records(fcAdmin, { startTime: '2000-01-01', endTime: '2999-12-31 23:59:59' })).body.payload.totalElements).toBe(2);
    const bad = await records(fcAdmin, { startTime: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('开始时间（startTime）');
  });

  it('403 without the menu wt.exportRecord', async () => {
    expect((await records(fcSales)).body).toEqual({ code: '403', msg: '没有权限执行此操作', payload: null });
  });
});
