// The locked accounts (merchantUser/locked/pageList, with the audited merchantUser/unlock), the audit
// log (auditLog/pageList and export) and its append-only rule: the application's role may insert and
// read audit_log, never update or delete it (runs on PGlite here and on PostgreSQL in CI).
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginSession, STAFF, type TestApp, type TestSession } from '../../../test/app.js';
import { auditLog } from '../audit/audit.table.js';
import { users } from '../users/users.table.js';

const LOCKED = `${STAFF}/merchantUser/locked/pageList`;
const UNLOCK = `${STAFF}/merchantUser/unlock`;
const AUDIT = `${STAFF}/auditLog/pageList`;
const EXPORT = `${STAFF}/auditLog/export`;
const FORBIDDEN = { code: '403', msg: '没有权限执行此操作' };

let t: TestApp;
let admin: TestSession;
let fcAdmin: TestSession;
let agAdmin: TestSession;
let fcQuality: TestSession;
let t2: TestSession;
const ids: Record<string, number> = {};

/** Five wrong passwords from the given addresses: the account locks at the fifth. */
async function lockByFailures(userName: string, addresses: string[]) {
  for (let i = 0; i < 5; i++) {
    await t.app.inject({
      method: 'POST',
      url: `${STAFF}/login/loginByUserName`,
      payload: { userName, password: 'Wrong9999' },
      headers: { tenantid: '1' },
      remoteAddress: addresses[i % addresses.length],
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, fcAdmin, agAdmin, fcQuality, t2] = await Promise.all([
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'fc_quality'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  const rows = await t.db.tenant(1, (tx) => tx.select({ id: users.id, userName: users.userName }).from(users).where(eq(users.tenantId, 1)));
  for (const r of rows) ids[r.userName] = r.id;
  await lockByFailures('fc_sales', ['10.0.0.1', '10.0.0.2']);
  await lockByFailures('ag_user', ['10.0.0.9']);
});
afterAll(() => t.close());

const post = (url: string, s: TestSession, body: Record<string, unknown> = {}) => call(t.app, url, body, { token: s.token });

describe('merchantUser/locked/pageList', () => {
  it('lists the locked users of the company with since/until, failures and addresses', async () => {
    const res = await post(LOCKED, fcAdmin);
    expect(res.body.code).toBe('0');
    expect(res.body.payload.totalElements).toBe(1);
    const [row] = res.body.payload.content;
    expect(row).toMatchObject({
      id: ids['fc_sales'],
      userName: 'fc_sales',
      realName: '黄磊',
      failures: 5,
      addresses: ['10.0.0.1', '10.0.0.2'],
    });
    expect(row.companyNames).toHaveLength(1);
    expect(row.lockedSince).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // the lock by failures lasts 15 minutes from its start
    const minutes = (Date.parse(row.lockedUntil.replace(' ', 'T')) - Date.parse(row.lockedSince.replace(' ', 'T'))) / 60_000;
    expect(minutes).toBe(15);
  });

  it('the platform sees the whole tenant and may filter by company; an enterprise only its own', async () => {
    const all = (await post(LOCKED, admin)).body.payload.content.map((r: { userName: string }) => r.userName).sort();
    expect(all).toEqual(['ag_user', 'fc_sales']);
    const ag = (await post(LOCKED, admin, { companyId: agAdmin.companyId })).body.payload.content;
    expect(ag.map((r: { userName: string }) => r.userName)).toEqual(['ag_user']);
    expect(ag[0]).toMatchObject({ failures: 5, addresses: ['10.0.0.9'] });
    expect((await post(LOCKED, admin, { keyword: 'fc_s' })).body.payload.totalElements).toBe(1);
    expect((await post(LOCKED, agAdmin)).body.payload.content.map((r: { userName: string }) => r.userName)).toEqual(['ag_user']);
    expect((await post(LOCKED, fcAdmin, { companyId: agAdmin.companyId })).status).toBe(403);
    expect((await post(LOCKED, t2)).body.payload.totalElements).toBe(0);
  });

  it('validates and needs the grant', async () => {
    expect((await post(LOCKED, fcQuality)).body).toMatchObject(FORBIDDEN);
    const bad = await post(LOCKED, fcAdmin, { pageSize: 7 });
    expect([bad.status, bad.body.msg]).toEqual([400, 'pageSize：每页条数只能为 20、30、50 或 100']);
    expect((await post(LOCKED, fcAdmin, { keyword: 'x'.repeat(65) })).body.msg).toBe('keyword：关键字不能超过64个字符');
  });
});

describe('merchantUser/unlock writes the audit record', () => {
  it('unlocks from the locked-accounts grant, records who, where and the lock it ended, and the user leaves the list', async () => {
    expect((await post(UNLOCK, t2, { userId: ids['fc_sales']! })).body.code).toBe('SC1040');
    expect((await post(UNLOCK, agAdmin, { userId: ids['fc_sales']! })).body).toMatchObject(FORBIDDEN);
    expect((await post(UNLOCK, fcAdmin, { userId: ids['fc_sales']! })).body.code).toBe('0');
    expect((await post(LOCKED, fcAdmin)).body.payload.totalElements).toBe(0);
    const entries = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.action, 'unlock'))),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: ids['fc_admin'],
      actorName: 'fc_admin',
      companyId: fcAdmin.companyId,
      objectType: 'user',
      objectId: String(ids['fc_sales']),
      objectName: '黄磊（fc_sales）',
      objectCompanyId: fcAdmin.companyId,
      after: { lockedUntil: null },
    });
    expect(entries[0]!.ip).toBeTruthy();
    expect((entries[0]!.before as { lockedUntil: string }).lockedUntil).toMatch(/^\d{4}-/);
    // the lock by failures itself is no admin change: nothing was recorded for it
    const locks = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.action, 'lock'))),
    );
    expect(locks).toHaveLength(0);
    // unlocking a user who is not locked records nothing
    expect((await post(UNLOCK, fcAdmin, { userId: ids['fc_sales']! })).body.code).toBe('0');
    const again = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.action, 'unlock'))),
    );
    expect(again).toHaveLength(1);
  });
});

describe('auditLog/pageList and export', () => {
  beforeAll(async () => {
    // the platform unlocks ag_user (an AG0001 object acted on from MM0001)
    expect((await post(UNLOCK, admin, { userId: ids['ag_user']! })).body.code).toBe('0');
  });

  it('an enterprise sees its own company: acted in it or on its objects', async () => {
    const fc = (await post(AUDIT, fcAdmin)).body.payload;
    expect(fc.content.map((e: { objectName: string }) => e.objectName)).toEqual(['黄磊（fc_sales）']);
    const ag = (await post(AUDIT, agAdmin)).body.payload.content;
    expect(ag).toHaveLength(1);
    expect(ag[0]).toMatchObject({ actorName: 'admin', action: 'unlock', objectCompanyId: agAdmin.companyId, after: { lockedUntil: null } });
    expect(ag[0].companyName).not.toBe(ag[0].objectCompanyName);
    expect((await post(AUDIT, fcAdmin, { companyId: agAdmin.companyId })).status).toBe(403);
    expect((await post(AUDIT, t2)).body.payload.totalElements).toBe(0);
    expect((await post(AUDIT, fcQuality)).body).toMatchObject(FORBIDDEN);
  });

  it('the platform sees the tenant newest first and filters by company, person, object, action and time', async () => {
    const all = (await post(AUDIT, admin)).body.payload.content;
    expect(all).toHaveLength(2);
    expect(all[0].objectName).toMatch(/（ag_user）$/);
    expect(all[1].objectName).toBe('黄磊（fc_sales）');
    expect(all[0].time >= all[1].time).toBe(true);
    const byCompany = (await post(AUDIT, admin, { companyId: fcAdmin.companyId })).body.payload.content;
    expect(byCompany).toHaveLength(1);
    // by login name and by real name of the actor
    expect((await post(AUDIT, admin, { actor: 'fc_adm' })).body.payload.totalElements).toBe(1);
    const fcAdminName = (await post(AUDIT, admin, { actor: 'fc_adm' })).body.payload.content[0].actorRealName as string;
    expect((await post(AUDIT, admin, { actor: fcAdminName })).body.payload.totalElements).toBe(1);
    expect((await post(AUDIT, admin, { object: String(ids['fc_sales']) })).body.payload.totalElements).toBe(1);
    expect((await post(AUDIT, admin, { object: 'fc_sales' })).body.payload.totalElements).toBe(1);
    expect((await post(AUDIT, admin, { objectType: 'user', action: 'unlock' })).body.payload.totalElements).toBe(2);
    expect((await post(AUDIT, admin, { action: 'delete' })).body.payload.totalElements).toBe(0);
    expect((await post(AUDIT, admin, { objectType: 'role' })).body.payload.totalElements).toBe(0);
    // the time range is on the tenant's clock, the end exclusive of the following unit
    const day = all[0].time.slice(0, 10) as string;
    expect((await post(AUDIT, admin, { timeStart: day, timeEnd: day })).body.payload.totalElements).toBe(2);
    expect((await post(AUDIT, admin, { timeStart: '2000-01-01', timeEnd: '2000-12-31' })).body.payload.totalElements).toBe(0);
    // an end 'YYYY-MM-DD HH:mm:ss' takes in the whole of that second
    const upToOldest = (await post(AUDIT, admin, { timeEnd: all[1].time })).body.payload.content.map((e: { id: number }) => e.id);
    expect(upToOldest).toContain(all[1].id);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await post(AUDIT, admin, { timeStart: next })).body.payload.totalElements).toBe(0);
  });

  it('validates every filter with the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'explode' }, 'action：操作类型不正确'],
      [{ objectType: 'user;drop' }, 'objectType：对象类型只能为1到24个英文字母'],
      [{ timeStart: '2024/01/01' }, 'timeStart：开始时间格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss'],
      [{ timeStart: '2024-02-01', timeEnd: '2024-01-01' }, 'timeStart：开始时间应小于结束时间'],
      [{ actor: 'a'.repeat(65) }, 'actor：操作人不能超过64个字符'],
      [{ page: 0 }, 'page：页码最小为1'],
    ];
    for (const [body, msg] of cases) {
      const res = await post(AUDIT, admin, body);
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
  });

  it('exports the filtered entries as xlsx and keeps it in the file history', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      payload: { action: 'unlock' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/操作日志-\d{14}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))));
    expect(rows[0]).toEqual([
      '操作时间',
      '操作人',
      '操作人企业',
      'IP地址',
      '操作',
      '对象类型',
      '对象ID',
      '对象名称',
      '对象所属企业',
      '变更前',
      '变更后',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]![4]).toBe('解锁');
    expect(rows[1]![5]).toBe('用户');
    expect(rows[1]![10]).toBe('{"lockedUntil":null}');
    const history = await call(
      t.app,
      '/guoke-deepexi-file-library/api/v1/business/file/history',
      { operationType: 2 },
      { token: admin.token },
    );
    expect(JSON.stringify(history.body.payload)).toMatch(/操作日志-\d{14}\.xlsx/);
    // an enterprise exports its own entries only; no grant, no export
    const fcRes = await t.app.inject({ method: 'POST', url: EXPORT, payload: {}, headers: { authorization: `Bearer ${fcQuality.token}` } });
    expect(fcRes.json()).toMatchObject(FORBIDDEN);
  });
});

describe('audit_log is append-only for the application role', () => {
  const denied = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (e) {
      const err = e as { message?: string; code?: string; cause?: { message?: string; code?: string } };
      return [err.code, err.cause?.code, err.message, err.cause?.message].join(' ');
    }
    return 'no error';
  };

  it('inserts and reads through db.tenant, but UPDATE and DELETE fail with a permission error', async () => {
    await t.db.tenant(1, (tx) =>
      tx
        .insert(auditLog)
        .values({ tenantId: 1, actorId: 1, actorName: 'test', companyId: 1, action: 'update', objectType: 'user', objectId: '1' }),
    );
    const read = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.actorName, 'test'))),
    );
    expect(read).toHaveLength(1);
    const update = await denied(() =>
      t.db.tenant(1, (tx) => tx.update(auditLog).set({ objectName: 'changed' }).where(eq(auditLog.tenantId, 1))),
    );
    expect(update).toMatch(/42501|permission denied/);
    const del = await denied(() => t.db.tenant(1, (tx) => tx.delete(auditLog).where(eq(auditLog.tenantId, 1))));
    expect(del).toMatch(/42501|permission denied/);
    const truncate = await denied(() => t.db.tenant(1, (tx) => tx.execute(sql`TRUNCATE audit_log`)));
    expect(truncate).toMatch(/42501|permission denied/);
    const after = await t.db.tenant(1, (tx) => tx.select().from(auditLog).where(eq(auditLog.tenantId, 1)));
    expect(after.length).toBeGreaterThanOrEqual(3);
    expect(after.every((e) => e.objectName !== 'changed')).toBe(true);
  });
});
