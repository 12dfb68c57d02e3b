// The administrator change: apply / mine / withdraw by the company, review (pageList, detail, approve,
// reject) and the direct change (create) by the platform; approval moves ifAdmin in one transaction and
// both users' menus follow at the next request.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, loginSession, STAFF, type TestApp, type TestSession } from '../../../test/app.js';
import { auditLog } from '../audit/audit.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { positions, users } from '../users/users.table.js';

const P = `${STAFF}/login/adminChange`;
const FORBIDDEN = { code: '403', msg: '没有权限执行此操作' };

let t: TestApp;
let admin: TestSession;
let fcAdmin: TestSession;
let agAdmin: TestSession;
let fcQuality: TestSession;
let t2: TestSession;
const ids: Record<string, number> = {};

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
});
afterAll(() => t.close());

const post = (path: string, s: TestSession | undefined, body: Record<string, unknown> = {}) =>
  call(t.app, `${P}/${path}`, body, s ? { token: s.token } : {});

const isAdminSeat = async (userName: string, companyId: number) => {
  const [r] = await t.db.tenant(1, (tx) =>
    tx
      .select({ isAdmin: positions.isAdmin })
      .from(positions)
      .where(and(eq(positions.tenantId, 1), eq(positions.userId, ids[userName]!), eq(positions.companyId, companyId))),
  );
  return r?.isAdmin;
};

const auditOf = (objectId: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'adminChange'), eq(auditLog.objectId, String(objectId)))),
  );

/** The resource codes of the SYS01 menu the token sees now. */
async function sysMenu(token: string): Promise<string[]> {
  const res = await call(t.app, `${STAFF}/login/resourceByAppCode`, { appCode: 'SYS01' }, { token });
  const out: string[] = [];
  const walk = (nodes: { resourceCode: string; children: unknown[] }[]) => {
    for (const n of nodes) {
      out.push(n.resourceCode);
      walk(n.children as never);
    }
  };
  walk(res.body.payload ?? []);
  return out;
}

describe('adminChange apply / mine / withdraw', () => {
  it('validates the body with messages naming the field', async () => {
    const noReason = await post('apply', fcAdmin, { toUserId: ids['fc_quality'] });
    expect([noReason.status, noReason.body.msg]).toEqual([400, 'reason：请输入变更原因']);
    const blank = await post('apply', fcAdmin, { toUserId: ids['fc_quality'], reason: '   ' });
    expect(blank.body.msg).toBe('reason：请输入变更原因');
    expect((await post('apply', fcAdmin, { toUserId: ids['fc_quality'], reason: 'x'.repeat(201) })).body.msg).toBe(
      'reason：变更原因不能超过200个字符',
    );
    expect((await post('apply', fcAdmin, { toUserId: 'abc', reason: '交接' })).body.msg).toBe('toUserId：新管理员应为数字');
    expect((await post('withdraw', fcAdmin, {})).body.code).toBe('400');
  });

  it('refuses a target without a seat in the company, the admin itself, and a session without the button', async () => {
    expect((await post('apply', fcAdmin, { toUserId: ids['ag_user'], reason: '交接' })).body).toMatchObject({
      code: 'SC1204',
      msg: '新管理员必须是本企业的在职用户',
    });
    expect((await post('apply', fcAdmin, { toUserId: ids['fc_admin'], reason: '交接' })).body.code).toBe('SC1205');
    expect((await post('apply', fcQuality, { toUserId: ids['fc_sales'], reason: '交接' })).body).toMatchObject(FORBIDDEN);
    expect((await post('mine', fcQuality)).body).toMatchObject(FORBIDDEN);
    // an enterprise cannot apply for another company
    const other = await post('apply', fcAdmin, { companyId: agAdmin.companyId, toUserId: ids['ag_user'], reason: '交接' });
    expect([other.status, other.body.code]).toEqual([403, '403']);
    expect((await post('apply', undefined, { toUserId: 1, reason: 'x' })).body.code).toBe('401');
  });

  it('applies, lists it for the company only, refuses a second pending one, and withdraws', async () => {
    const applied = await post('apply', fcAdmin, { toUserId: ids['fc_sales'], reason: '原管理员调岗' });
    expect(applied.body.code).toBe('0');
    expect(applied.body.payload).toMatchObject({
      companyId: fcAdmin.companyId,
      fromUserName: 'fc_admin',
      toUserName: 'fc_sales',
      toRealName: '黄磊',
      reason: '原管理员调岗',
      status: 'pending',
      decideTime: null,
    });
    expect(applied.body.payload.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const id = applied.body.payload.id as number;

    expect((await post('apply', fcAdmin, { toUserId: ids['fc_quality'], reason: '再来一个' })).body).toMatchObject({
      code: 'SC1200',
      msg: '该企业已有待审核的管理员变更申请，请等待审核或先撤回',
    });

    const mine = (await post('mine', fcAdmin)).body.payload;
    expect(mine.totalElements).toBe(1);
    expect(mine.content[0].id).toBe(id);
    expect((await post('mine', agAdmin)).body.payload.totalElements).toBe(0);

    // another company and another tenant cannot withdraw it
    expect((await post('withdraw', agAdmin, { id })).status).toBe(403);
    expect((await post('withdraw', t2, { id })).body.code).not.toBe('0');

    const withdrawn = await post('withdraw', fcAdmin, { id });
    expect(withdrawn.body.payload).toMatchObject({ status: 'withdrawn' });
    expect((await post('withdraw', fcAdmin, { id })).body).toMatchObject({ code: 'SC1202' });
    expect((await auditOf(id)).map((a) => a.action).sort()).toEqual(['request', 'withdraw']);
    expect(await isAdminSeat('fc_admin', fcAdmin.companyId)).toBe(true);
  });
});

describe('adminChange review by the platform', () => {
  it('is for the platform only: an enterprise admin is refused the list, the detail and the decisions', async () => {
    const { id } = (await post('apply', agAdmin, { toUserId: ids['ag_user'], reason: '交接' })).body.payload;
    for (const [path, body] of [
      ['pageList', {}],
      ['detail', { id }],
      ['approve', { id }],
      ['reject', { id, reason: '不同意' }],
      ['create', { companyId: agAdmin.companyId, toUserId: ids['ag_user'], reason: 'x' }],
    ] as const) {
      const res = await post(path, agAdmin, body);
      expect(res.body.code, path).toBe('403');
    }
    // tenant 2 does not see tenant 1's request
    expect((await post('detail', t2, { id })).body.code).not.toBe('0');
    expect((await post('approve', t2, { id })).body.code).not.toBe('0');
    await post('withdraw', agAdmin, { id });
  });

  it('lists with filters and paging, shows the detail, and rejects with a reason', async () => {
    const { id } = (await post('apply', agAdmin, { toUserId: ids['ag_user'], reason: '交接二' })).body.payload;
    const all = (await post('pageList', admin, { status: 'pending' })).body.payload;
    expect(all.content.map((r: { id: number }) => r.id)).toContain(id);
    expect(all.content.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const byCompany = (await post('pageList', admin, { companyId: fcAdmin.companyId, pageSize: 20 })).body.payload;
    expect(byCompany.content.every((r: { companyId: number }) => r.companyId === fcAdmin.companyId)).toBe(true);
    expect((await post('pageList', admin, { timeStart: '2000-01-01', timeEnd: '2000-01-02' })).body.payload.totalElements).toBe(0);
    expect((await post('pageList', admin, { timeStart: '2030-01-01', timeEnd: '2020-01-01' })).body.msg).toBe(
      'timeStart：开始时间应小于结束时间',
    );
    expect((await post('pageList', admin, { status: 'done' })).body.msg).toMatch(/^status：状态只能为/);
    expect((await post('detail', admin, { id })).body.payload).toMatchObject({ id, toUserName: 'ag_user', status: 'pending' });
    expect((await post('detail', admin, { id: 99_999_999 })).body.code).toBe('SC1201');

    expect((await post('reject', admin, { id })).body.msg).toBe('reason：请输入驳回原因');
    const rejected = (await post('reject', admin, { id, reason: '请先完成交接' })).body.payload;
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '请先完成交接', decidedByName: expect.any(String) });
    expect((await post('approve', admin, { id })).body.code).toBe('SC1202');
    expect(await isAdminSeat('ag_admin', agAdmin.companyId)).toBe(true);
    expect((await auditOf(id)).find((a) => a.action === 'reject')).toMatchObject({ objectCompanyId: agAdmin.companyId });
  });

  it('approves: ifAdmin moves in one go, and both users see their menus change at the next request', async () => {
    const quality = await login(t.app, 'fc_quality');
    const oldAdmin = await login(t.app, 'fc_admin');
    expect(await sysMenu(oldAdmin)).toContain('sys.auditLog');
    expect(await sysMenu(quality)).not.toContain('sys.auditLog');
    // warm both sessions' caches
    expect((await call(t.app, `${STAFF}/auditLog/pageList`, {}, { token: oldAdmin })).body.code).toBe('0');
    expect((await call(t.app, `${STAFF}/auditLog/pageList`, {}, { token: quality })).body.code).toBe('403');

    const { id } = (await post('apply', fcAdmin, { toUserId: ids['fc_quality'], reason: '管理员离职' })).body.payload;
    const approved = await post('approve', admin, { id });
    expect(approved.body.payload).toMatchObject({ status: 'approved', fromUserName: 'fc_admin', toUserName: 'fc_quality' });
    expect(await isAdminSeat('fc_admin', fcAdmin.companyId)).toBe(false);
    expect(await isAdminSeat('fc_quality', fcAdmin.companyId)).toBe(true);

    // the same sessions, next request: the old admin lost the admin-only menus, the new one has them
    expect(await sysMenu(quality)).toContain('sys.auditLog');
    expect(await sysMenu(oldAdmin)).not.toContain('sys.auditLog');
    expect((await call(t.app, `${STAFF}/auditLog/pageList`, {}, { token: quality })).body.code).toBe('0');
    expect((await call(t.app, `${STAFF}/auditLog/pageList`, {}, { token: oldAdmin })).body.code).toBe('403');

    const entry = (await auditOf(id)).find((a) => a.action === 'approve');
    expect(entry).toMatchObject({
      actorId: ids['admin'],
      objectCompanyId: fcAdmin.companyId,
      before: expect.objectContaining({ adminUserName: 'fc_admin' }),
      after: expect.objectContaining({ adminUserName: 'fc_quality', status: 'approved' }),
    });
    expect(entry!.ip).toBeTruthy();

    // the new admin may now apply for the company; the old one no longer holds the button
    expect((await post('mine', { token: quality } as TestSession)).body.code).toBe('0');
    expect((await post('mine', { token: oldAdmin } as TestSession)).body).toMatchObject(FORBIDDEN);
  });

  it('create: the platform changes an administrator directly, refused while a request is pending', async () => {
    const fc2 = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, 1), eq(companies.code, 'FC0002'))),
    );
    const companyId = fc2[0]!.id;
    expect((await post('create', admin, { companyId, toUserId: ids['fc2_sales'] })).body.msg).toBe('reason：请输入变更原因');
    expect((await post('create', admin, { toUserId: ids['fc2_sales'], reason: 'x' })).body.msg).toBe('companyId：企业应为数字');
    expect((await post('create', admin, { companyId, toUserId: ids['fc_sales'], reason: '直接变更' })).body.code).toBe('SC1204');
    const candidates = (await post('candidates', admin, { companyId })).body.payload;
    expect(candidates.map((c: { userName: string }) => c.userName)).toEqual(expect.arrayContaining(['fc2_admin', 'fc2_sales']));
    expect(candidates.find((c: { userName: string }) => c.userName === 'fc2_admin').isAdmin).toBe(true);
    // an enterprise sees only its own company's people
    expect((await post('candidates', agAdmin, { companyId })).status).toBe(403);

    const created = await post('create', admin, { companyId, toUserId: ids['fc2_sales'], reason: '平台直接变更' });
    expect(created.body.payload).toMatchObject({ status: 'approved', fromUserName: 'fc2_admin', toUserName: 'fc2_sales' });
    expect(await isAdminSeat('fc2_sales', companyId)).toBe(true);
    expect(await isAdminSeat('fc2_admin', companyId)).toBe(false);
    expect((await auditOf(created.body.payload.id)).map((a) => a.action)).toEqual(['create']);

    const fc2Admin = await loginSession(t.app, 'fc2_sales');
    const pending = await post('apply', fc2Admin, { toUserId: ids['fc2_admin'], reason: '还回去' });
    expect(pending.body.code).toBe('0');
    expect((await post('create', admin, { companyId, toUserId: ids['fc2_admin'], reason: '直接' })).body.code).toBe('SC1200');
  });
});
