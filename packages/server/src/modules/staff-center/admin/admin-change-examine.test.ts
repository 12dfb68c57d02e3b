// The administrator change through the approval engine: applying starts an ADMIN_CHANGE instance on the
// platform company (its administrator asked, with a todo); approving in the approval centre moves the
// seat; the review screen's reject and the company's withdraw decide the same instance, so the engine's
// record, todos and the initiator's notices follow; each request is decided exactly once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKTABLE_BASE } from '@medportal/contracts/common/api-paths';
import { call, createTestApp, loginSession, STAFF, type TestApp, type TestSession } from '../../../test/app.js';
import { examineFixture } from '../../../test/examine-fixture.js';
import { auditLog } from '../audit/audit.table.js';
import { adminChangeRequests, positions } from '../users/users.table.js';

const P = `${STAFF}/login/adminChange`;

let t: TestApp;
let f: ReturnType<typeof examineFixture>;
let admin: TestSession;
let mmOps: TestSession;
let agAdmin: TestSession;
let fc2Admin: TestSession;
let fcAdmin: TestSession;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  f = examineFixture(t);
  [admin, mmOps, agAdmin, fc2Admin, fcAdmin] = await Promise.all(
    ['admin', 'mm_ops', 'ag_admin', 'fc2_admin', 'fc_admin'].map((u) => loginSession(t.app, u)),
  );
  for (const u of ['admin', 'ag_admin', 'ag_user', 'fc2_admin', 'fc2_sales', 'fc_admin', 'fc_sales']) ids[u] = await f.userId(u);
  ids['MM0001'] = await f.companyId('MM0001');
});
afterAll(() => t.close());

const post = (path: string, s: TestSession, body: Record<string, unknown> = {}) => call(t.app, `${P}/${path}`, body, { token: s.token });

const requestRow = async (id: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(adminChangeRequests)
        .where(and(eq(adminChangeRequests.tenantId, 1), eq(adminChangeRequests.id, id))),
    )
  )[0]!;

const isAdminSeat = async (userId: number, companyId: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select({ isAdmin: positions.isAdmin })
        .from(positions)
        .where(and(eq(positions.tenantId, 1), eq(positions.userId, userId), eq(positions.companyId, companyId))),
    )
  )[0]?.isAdmin;

const auditOf = (id: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'adminChange'), eq(auditLog.objectId, String(id)))),
  );

/** Applies for the session's company; answers the request and its instance. */
async function apply(s: TestSession, toUserId: number, reason: string) {
  const res = await post('apply', s, { toUserId, reason });
  expect(res.body.code, res.body.msg).toBe('0');
  const id = res.body.payload.id as number;
  const instanceId = (await requestRow(id)).instanceId!;
  return { id, instanceId };
}

describe('adminChange through the approval engine', () => {
  it('apply: an ADMIN_CHANGE instance on the platform company, a todo for the platform admin that opens it', async () => {
    const { id, instanceId } = await apply(agAdmin, ids['ag_user']!, '原管理员调岗');
    expect(instanceId).toEqual(expect.any(Number));
    const inst = await f.instance(instanceId);
    expect(inst).toMatchObject({
      companyId: ids['MM0001'],
      businessCode: 'ADMIN_CHANGE',
      businessId: String(id),
      status: 'running',
      initiatorUserId: ids['ag_admin'],
      initiatorCompanyId: agAdmin.companyId,
    });
    expect(inst.data).toMatchObject({
      原管理员: expect.stringContaining('ag_admin'),
      新管理员: expect.stringContaining('ag_user'),
      变更原因: '原管理员调岗',
    });
    expect((await f.tasks(instanceId)).map((x) => [x.approverUserId, x.status])).toEqual([[ids['admin'], 'pending']]);
    const todos = await f.todosOf(instanceId);
    expect(todos.map((x) => [x.assigneeUserId, x.status, x.linkPath])).toEqual([
      [ids['admin'], 'pending', `/worktable/todo?instanceId=${instanceId}`],
    ]);

    // the platform admin's todo list carries it, with the instance to open
    const list = await call(
      t.app,
      `${WORKTABLE_BASE}/todo/pageList`,
      { pageNum: 1, pageSize: 20, businessCode: 'ADMIN_CHANGE' },
      { token: admin.token },
    );
    expect(list.body.payload.content).toContainEqual(expect.objectContaining({ instanceId, status: 'pending' }));
    // and the approval centre's 待我审批
    const mine = await f.post('/examineRecord/queryExamineList', admin.token, {
      scope: 'todo',
      businessCode: 'ADMIN_CHANGE',
      pageNum: 1,
      pageSize: 20,
    });
    expect(mine.body.payload.content.map((x: { id: number }) => x.id)).toContain(instanceId);

    await post('withdraw', agAdmin, { id });
  });

  it('approve in the approval centre: the seat moves and the request is approved, once', async () => {
    const { id, instanceId } = await apply(agAdmin, ids['ag_user']!, '交接');
    const res = await f.post('/auditCenter/audit', admin.token, {
      instanceId,
      revision: await f.revisionOf(instanceId),
      decision: 'approve',
      comment: '同意',
    });
    expect(res.body.code, res.body.msg).toBe('0');
    expect(res.body.payload.status).toBe('approved');
    expect(await isAdminSeat(ids['ag_user']!, agAdmin.companyId)).toBe(true);
    expect(await isAdminSeat(ids['ag_admin']!, agAdmin.companyId)).toBe(false);
    expect(await requestRow(id)).toMatchObject({ status: 'approved', decidedBy: ids['admin'] });
    expect((await f.todosOf(instanceId)).every((x) => x.status === 'done')).toBe(true);
    expect((await f.records(instanceId)).map((r) => r.action)).toEqual(['commit', 'approve']);
    expect((await f.noticesTo(ids['ag_admin']!)).map((n) => n.title)).toContain('管理员变更已通过');
    // audited under the approver (the approval centre's call carries no address to this module)
    expect((await auditOf(id)).find((a) => a.action === 'approve')).toMatchObject({
      actorId: ids['admin'],
      objectCompanyId: agAdmin.companyId,
      after: expect.objectContaining({ status: 'approved', adminUserName: 'ag_user' }),
    });

    // decided once: neither the engine nor the review screen decides it again
    const again = await f.post('/auditCenter/audit', admin.token, {
      instanceId,
      revision: await f.revisionOf(instanceId),
      decision: 'approve',
    });
    expect(again.body.code).toBe('AU1001');
    expect((await post('approve', admin, { id })).body.code).toBe('SC1202');
    expect((await auditOf(id)).filter((a) => a.action === 'approve')).toHaveLength(1);
  });

  it("reject on the review screen: the engine's record with the reason, the initiator told, the request rejected", async () => {
    const { id, instanceId } = await apply(fc2Admin, ids['fc2_sales']!, '人员调整');
    const res = await post('reject', admin, { id, reason: '请先完成交接' });
    expect(res.body.payload).toMatchObject({ status: 'rejected', rejectReason: '请先完成交接' });
    expect(await f.instance(instanceId)).toMatchObject({ status: 'rejected' });
    const records = await f.records(instanceId);
    expect(records.at(-1)).toMatchObject({ action: 'reject', comment: '请先完成交接', actorUserId: ids['admin'] });
    expect((await f.todosOf(instanceId)).every((x) => x.status === 'done')).toBe(true);
    const notice = (await f.noticesTo(ids['fc2_admin']!)).find((n) => n.title === '管理员变更已被驳回');
    expect(notice?.content).toContain('驳回原因：请先完成交接');
    expect(await isAdminSeat(ids['fc2_admin']!, fc2Admin.companyId)).toBe(true);
    // the review screen's session and address are in the audit log
    const entry = (await auditOf(id)).find((a) => a.action === 'reject');
    expect(entry).toMatchObject({ actorId: ids['admin'], after: { status: 'rejected', rejectReason: '请先完成交接' } });
    expect(entry!.ip).toBeTruthy();
  });

  it("the review screen's reviewer must be an approver of the instance: another platform user gets the engine's message", async () => {
    const { id, instanceId } = await apply(fcAdmin, ids['fc_sales']!, '交接给销售');
    // mm_ops holds the review screen's button, but is not asked in the instance (nor may see it)
    const res = await post('approve', mmOps, { id });
    expect(res.body).toMatchObject({ code: 'AU1000', msg: '审批不存在或无权查看' });
    expect((await post('reject', mmOps, { id, reason: '不同意' })).body.code).toBe('AU1000');
    expect(await requestRow(id)).toMatchObject({ status: 'pending' });
    expect(await isAdminSeat(ids['fc_admin']!, fcAdmin.companyId)).toBe(true);
    expect(await f.instance(instanceId)).toMatchObject({ status: 'running' });
    await post('withdraw', fcAdmin, { id });
  });

  it('withdraw by the company: the instance is withdrawn, the todo gone, the request withdrawn', async () => {
    const { id, instanceId } = await apply(fcAdmin, ids['fc_sales']!, '再次申请');
    const res = await post('withdraw', fcAdmin, { id });
    expect(res.body.payload).toMatchObject({ status: 'withdrawn' });
    expect(await f.instance(instanceId)).toMatchObject({ status: 'withdrawn' });
    expect((await f.records(instanceId)).map((r) => r.action)).toEqual(['commit', 'withdraw']);
    expect((await f.todosOf(instanceId)).every((x) => x.status === 'done')).toBe(true);
    const entry = (await auditOf(id)).find((a) => a.action === 'withdraw');
    expect(entry).toMatchObject({ actorId: ids['fc_admin'] });
    expect(entry!.ip).toBeTruthy();
    // the approver can no longer decide it
    const late = await f.post('/auditCenter/audit', admin.token, {
      instanceId,
      revision: await f.revisionOf(instanceId),
      decision: 'approve',
    });
    expect(late.body.code).toBe('AU1001');
    expect(await isAdminSeat(ids['fc_admin']!, fcAdmin.companyId)).toBe(true);
  });
});
