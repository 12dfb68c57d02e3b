// merchantUser/pageList and merchantUser/export: company scope, filters, sort, paging, and the field
// permission of 'userManagementList' applied on the server (ag_user's SALES role has phone hidden).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginSession, STAFF, type TestApp, type TestSession } from '../../../test/app.js';

const PAGE = `${STAFF}/merchantUser/pageList`;
const EXPORT = `${STAFF}/merchantUser/export`;
const FILES = '/guoke-deepexi-file-library/api/v1';

let t: TestApp;
let admin: TestSession;
let agUser: TestSession;
let agAdmin: TestSession;
let newUser: TestSession;
let t2: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [admin, agUser, agAdmin, newUser, t2] = await Promise.all([
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'new_user'),
    loginSession(t.app, 't2_user', 'Demo1234', 2),
  ]);
});
afterAll(() => t.close());

const page = (s: TestSession, body: Record<string, unknown> = {}) => call(t.app, PAGE, body, { token: s.token });
const exportOf = (s: TestSession, body: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: EXPORT, payload: body, headers: { authorization: `Bearer ${s.token}` } });

async function sheetOf(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

describe('merchantUser/pageList paging and sort', () => {
  it("pages the admin's company (48 people) by 20: three pages, no overlap, newest first by default", async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => page(admin, { page: p })));
    for (const p of pages) expect(p.body.code).toBe('0');
    expect(pages[0]!.body.payload).toMatchObject({ totalElements: 48, number: 0, size: 20, totalPages: 3, numberOfElements: 20 });
    expect(pages[2]!.body.payload).toMatchObject({ number: 2, numberOfElements: 8 });
    const ids = pages.flatMap((p) => p.body.payload.content.map((r: { id: number }) => r.id));
    expect(new Set(ids).size).toBe(48);
    const times = pages.flatMap((p) => p.body.payload.content.map((r: { createTime: string }) => r.createTime));
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('honours pageSize and sorts by user name and last login (never logged in last when descending)', async () => {
    const byName = await page(admin, { pageSize: 50, sortField: 'userName', sortOrder: 'ascend' });
    const names = byName.body.payload.content.map((r: { userName: string }) => r.userName);
    expect(names).toHaveLength(48);
    expect(names).toEqual([...names].sort());
    const desc = await page(admin, { pageSize: 100, sortField: 'userName', sortOrder: 'descend' });
    expect(desc.body.payload.content.map((r: { userName: string }) => r.userName)).toEqual([...names].reverse());
    const byLogin = (await page(admin, { pageSize: 100, sortField: 'lastLoginTime', sortOrder: 'descend' })).body.payload.content.map(
      (r: { lastLoginTime: string | null }) => r.lastLoginTime,
    );
    const firstNull = byLogin.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(byLogin.slice(firstNull).every((v: string | null) => v === null)).toBe(true);
    expect(byLogin.slice(0, firstNull)).toEqual([...byLogin.slice(0, firstNull)].sort().reverse());
  });

  it('filters by name, status and creation time', async () => {
    const wang = (await page(admin, { realName: '王', pageSize: 100 })).body.payload.content;
    expect(wang.length).toBeGreaterThan(1);
    expect(wang.every((r: { realName: string }) => r.realName.includes('王'))).toBe(true);
    const disabled = (await page(admin, { status: '0', pageSize: 100 })).body.payload;
    expect(disabled.totalElements).toBe(5);
    expect(disabled.content.every((r: { status: string }) => r.status === '停用')).toBe(true);
    const ranged = (await page(admin, { createTimeStart: '2024-03-01 00:00:00', createTimeEnd: '2024-03-31 23:59:59', pageSize: 100 })).body
      .payload.content;
    expect(ranged.length).toBeGreaterThan(2);
    expect(ranged.every((r: { createTime: string }) => r.createTime >= '2024-03-01' && r.createTime <= '2024-03-31 23:59:59')).toBe(true);
    // % is a literal character, not a wildcard
    expect((await page(admin, { userName: '%' })).body.payload.totalElements).toBe(0);
  });

  it('refuses bad input with 400 and a Chinese message naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pageSize: 25 }, 'pageSize'],
      [{ page: 0 }, 'page'],
      [{ sortField: 'phone' }, 'sortField'],
      [{ status: '3' }, 'status'],
      [{ departmentId: 0 }, 'departmentId'],
      [{ roleId: 'x' }, 'roleId'],
      [{ createTimeStart: '2024-13-01' }, 'createTimeStart'],
    ];
    for (const [body, field] of cases) {
      const res = await page(admin, body);
      expect(res.status, field).toBe(400);
      expect(res.body.code).toBe('400');
      expect(res.body.msg).toContain(field);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const swapped = await page(admin, { createTimeStart: '2024-05-01 00:00:00', createTimeEnd: '2024-04-01 00:00:00' });
    expect(swapped.status).toBe(400);
    expect(swapped.body.msg).toBe('createTimeStart：开始时间应小于结束时间');
  });
});

describe('merchantUser/pageList scope and field permission', () => {
  it("ag_user (no user-management menu) gets its own row only, without the phone key; ag_admin's rows have it", async () => {
    const mine = await call(t.app, PAGE, {}, { token: agUser.token });
    expect(mine.body.payload.totalElements).toBe(1);
    expect(mine.body.payload.content[0]).toMatchObject({ userName: 'ag_user', isAdmin: false });
    for (const r of mine.body.payload.content) {
      expect(r).not.toHaveProperty('phone');
      expect(r).toHaveProperty('realName');
    }
    const raw = await t.app.inject({ method: 'POST', url: PAGE, payload: {}, headers: { authorization: `Bearer ${agUser.token}` } });
    expect(raw.body).not.toContain('"phone"');
    expect(raw.body).not.toContain('13800000031');
    const admins = (await page(agAdmin)).body.payload.content;
    expect(admins.find((r: { userName: string }) => r.userName === 'ag_admin')).toMatchObject({ phone: '138****0031' });
  });

  it('shows phone numbers masked like everywhere else (the demo pages list colleagues through it), never a full number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: PAGE,
      payload: { pageSize: 100 },
      headers: { authorization: `Bearer ${agAdmin.token}` },
    });
    const rows = res.json().payload.content as { userName: string; phone: string | null }[];
    expect(rows.find((r) => r.userName === 'ag_user')).toMatchObject({ phone: '138****0003' });
    expect(rows.filter((r) => r.phone).every((r) => /^\d{3}\*{4}\d{4}$/.test(r.phone!))).toBe(true);
    expect(res.body).not.toMatch(/1[3-9]\d{9}/);
  });

  it('a hidden field cannot be probed through its filter', async () => {
    const all = (await page(agUser)).body.payload.totalElements;
    expect((await page(agUser, { phone: '13800000031' })).body.payload.totalElements).toBe(all);
    expect((await page(agAdmin, { phone: '13800000031' })).body.payload.totalElements).toBe(1);
  });

  it("lists only the session's own company and tenant", async () => {
    const ag = (await page(agAdmin, { pageSize: 100 })).body.payload.content;
    expect(new Set(ag.map((r: { companyName: string }) => r.companyName))).toEqual(new Set(['江苏恒泰医疗器械贸易有限公司']));
    expect(ag.map((r: { userName: string }) => r.userName)).not.toContain('admin');
    const mm = (await page(admin, { pageSize: 100 })).body.payload.content;
    expect(mm.map((r: { userName: string }) => r.userName)).not.toContain('ag_user');
    const other = await page(t2, { pageSize: 100 });
    expect(other.body.code).toBe('0');
    expect(JSON.stringify(other.body)).not.toContain('陈志远');
    expect(other.body.payload.content.map((r: { userName: string }) => r.userName)).toContain('t2_user');
    expect((await page(newUser)).body.payload).toMatchObject({ totalElements: 0, content: [] });
  });
});

describe('merchantUser/export', () => {
  it("exports the admin's filtered list as xlsx with the authority's titles, an RFC 5987 name and a history record", async () => {
    const res = await exportOf(admin, { status: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/filename\*=UTF-8''%E7%94%A8%E6%88%B7%E5%88%97%E8%A1%A8-\d{14}\.xlsx/);
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual([
      '用户名',
      '姓名',
      '手机号',
      '邮箱',
      '所属企业',
      '所属部门',
      '岗位',
      '角色',
      '状态',
      '创建时间',
      '最后登录时间',
    ]);
    expect(rows).toHaveLength(1 + 43);
    expect(rows.slice(1).every((r) => r[8] === '启用')).toBe(true);
    expect(rows.flat()).toContain('138****0001');

    const history = await t.app.inject({
      method: 'POST',
      url: `${FILES}/business/file/history`,
      payload: { operationType: 2 },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const record = history.json().payload.content.find((r: { fileOldName: string }) => r.fileOldName.startsWith('用户列表-'));
    expect(record).toMatchObject({ operationType: 2, status: 'SAVESUCCESSFUL', showStatus: '已完成' });
    const again = await t.app.inject({
      method: 'GET',
      url: `${FILES}/business/file/download`,
      query: { fileCode: record.fileCode },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    // another company cannot download it
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${FILES}/business/file/download`,
      query: { fileCode: record.fileCode },
      headers: { authorization: `Bearer ${agAdmin.token}` },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a role whose phone field is hidden exports no phone column and no number; without the export button nothing', async () => {
    // ag_clerk's role (行政人事) holds the user-management menu and its export button; hide the phone for it
    const roles = (await call(t.app, `${STAFF}/role/list`, {}, { token: agAdmin.token, method: 'GET' })).body.payload;
    const assist = roles.find((r: { roleCode: string }) => r.roleCode === 'ADMIN_ASSIST').roleId;
    const hide = await call(
      t.app,
      `${STAFF}/fieldPermission/save`,
      { businessCode: 'userManagementList', roleId: assist, fields: [{ fieldCode: 'phone', status: 0 }] },
      { token: agAdmin.token },
    );
    expect(hide.body.code).toBe('0');
    const clerk = await loginSession(t.app, 'ag_clerk');
    const res = await exportOf(clerk);
    expect(res.statusCode).toBe(200);
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).not.toContain('手机号');
    expect(rows[0]).toContain('姓名');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.flat().some((v) => /^1[3-9]\d{9}$/.test(v))).toBe(false);
    const adminRows = await sheetOf((await exportOf(agAdmin)).rawPayload);
    expect(adminRows[0]).toContain('手机号');
    expect(adminRows.flat()).toContain('138****0031');
    expect(adminRows.flat().some((v) => /1[3-9]\d{9}/.test(v))).toBe(false);
    // ag_user's role has no export button
    expect((await exportOf(agUser)).json()).toMatchObject({ code: '403' });
  });

  it('refuses bad filters as JSON 400 and answers HTTP 401 without a session', async () => {
    const bad = await exportOf(admin, { createTimeStart: '2024-05-01 00:00:00', createTimeEnd: '2024-04-01 00:00:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('开始时间应小于结束时间');
    const anonymous = await t.app.inject({ method: 'POST', url: EXPORT, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
