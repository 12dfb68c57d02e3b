// The approval engine's other actions and rules: rollback to the previous step and to the initiator
// with the recommit, withdraw, transfer, 'all' steps (parallel approvals both count), a revoked role,
// self-approval allowed by the step, comments, revisions, and versioned flows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, login, type TestApp } from '../../../test/app.js';
import { examineFixture } from '../../../test/examine-fixture.js';
import { positionRoles } from '../../staff-center/access/access.table.js';
import { positions } from '../../staff-center/users/users.table.js';
import { registerExamineBusiness, type ExamineEnd } from './engine-registry.js';
import type { ExamineBusinessCode } from '@medportal/contracts/audit/examine-rules';

let t: TestApp;
let f: ReturnType<typeof examineFixture>;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};
const ended: ExamineEnd[] = [];

const step = (name: string, approverKind: 'role' | 'admin' | 'users', approverIds: number[], more: Record<string, unknown> = {}) => ({
  name,
  approverKind,
  approverIds,
  mode: 'any' as const,
  editableFields: [],
  allowSelfApprove: false,
  ...more,
});

beforeAll(async () => {
  t = await createTestApp();
  f = examineFixture(t);
  for (const code of ['ADMIN_CHANGE', 'APP_REQUEST', 'ORDER_SUBMIT', 'USER_REVIEW'] as const) {
    registerExamineBusiness({
      code,
      defaultDescription: '一步：企业管理员审批',
      defaultSteps: async () => [step('管理员审批', 'admin', [])],
      onEnd: async (_tx, end) => {
        ended.push(end);
      },
    });
  }
  const names = ['fc_sales', 'fc_quality', 'multi_user', 'fc_admin', 'ag_user'];
  const tokens = await Promise.all(names.map((u) => login(t.app, u)));
  names.forEach((u, i) => (tok[u] = tokens[i]!));
  for (const u of names) ids[u] = await f.userId(u);
  ids['FC0001'] = await f.companyId('FC0001');
  ids['QUALITY'] = await f.roleId('FC0001', 'QUALITY');
  // two steps: quality (role, any) then the administrator
  await f.saveFlow('FC0001', 'ADMIN_CHANGE', {
    steps: [step('质量审核', 'role', [ids['QUALITY']]), step('总经理审批', 'admin', [])],
  });
  // one 'all' step of the quality role
  await f.saveFlow('FC0001', 'APP_REQUEST', { steps: [step('会签', 'role', [ids['QUALITY']], { mode: 'all' })] });
  // the initiator may approve their own submission here
  await f.saveFlow('FC0001', 'USER_REVIEW', { steps: [step('自审', 'users', [ids['fc_sales']!], { allowSelfApprove: true })] });
});
afterAll(() => t.close());
beforeEach(() => {
  ended.length = 0;
});

let seq = 0;
const start = async (businessCode: ExamineBusinessCode = 'ADMIN_CHANGE') => {
  seq += 1;
  const r = await f.start({
    companyId: ids['FC0001']!,
    businessCode,
    businessId: `B-${seq}`,
    title: `申请${seq}`,
    initiatorUserId: ids['fc_sales']!,
    initiatorCompanyId: ids['FC0001']!,
  });
  return r!.instanceId;
};
const act = async (path: string, user: string, instanceId: number, body: Record<string, unknown> = {}) =>
  f.post(`/auditCenter/${path}`, tok[user]!, { instanceId, revision: await f.revisionOf(instanceId), ...body });
const approve = (user: string, id: number) => act('audit', user, id, { decision: 'approve' });
const pendingTodoUsers = async (id: number) =>
  (await f.todosOf(id))
    .filter((x) => x.status === 'pending')
    .map((x) => x.assigneeUserId)
    .sort();

describe('rollback', () => {
  it('to the previous step reopens it with new tasks and todos; not from the first step; a stale revision is AU1001', async () => {
    const id = await start();
    expect((await act('rollback', 'fc_quality', id, { target: 'previous', comment: '退回' })).body.code).toBe('AU1008');
    expect((await approve('fc_quality', id)).body.code).toBe('0');
    const stale = await f.post('/auditCenter/rollback', tok['fc_admin']!, {
      instanceId: id,
      revision: 0,
      target: 'previous',
      comment: '再看看',
    });
    expect(stale.body.code).toBe('AU1001');
    const noReason = await act('rollback', 'fc_admin', id, { target: 'previous' });
    expect([noReason.status, noReason.body.msg]).toEqual([400, 'comment：退回原因应为字符串']);
    const res = await act('rollback', 'fc_admin', id, { target: 'previous', comment: '再看看' });
    expect(res.body.payload).toMatchObject({ currentStep: 0, currentStepName: '质量审核', status: 'running' });
    expect(await pendingTodoUsers(id)).toEqual([ids['fc_quality'], ids['multi_user']].sort());
    const step0 = (await f.tasks(id)).filter((x) => x.step === 0 && x.status === 'pending');
    expect(step0).toHaveLength(2);
    expect((await f.records(id)).at(-1)).toMatchObject({
      action: 'rollback',
      step: 1,
      comment: '再看看',
      detail: { target: 'previous', toStep: 0 },
    });
  });

  it('to the initiator: tasks cancelled, a todo and a notice for the initiator, who alone recommits at step 0', async () => {
    const id = await start();
    const res = await act('rollback', 'fc_quality', id, { target: 'initiator', comment: '缺少附件' });
    expect(res.body.payload).toMatchObject({ currentStep: -1, currentStepName: '发起人修改' });
    expect((await f.tasks(id)).every((x) => x.status === 'cancelled')).toBe(true);
    const todos = (await f.todosOf(id)).filter((x) => x.status === 'pending');
    expect(todos.map((x) => [x.assigneeUserId, x.title])).toEqual([[ids['fc_sales'], `管理员变更：申请${seq}（请修改后重新提交）`]]);
    expect((await f.noticesTo(ids['fc_sales']!)).at(-1)!.content).toContain(`“申请${seq}”已被退回，请修改后重新提交，退回原因：缺少附件`);
    expect((await approve('multi_user', id)).body.code).toBe('AU1001');
    expect((await act('commit', 'fc_quality', id)).body.code).toBe('AU1007');
    expect((await f.detail(tok['fc_sales']!, id)).body.payload.actions).toMatchObject({ commit: true, withdraw: false });
    const again = await act('commit', 'fc_sales', id, { comment: '已补充' });
    expect(again.body.payload).toMatchObject({ currentStep: 0, status: 'running' });
    expect(await pendingTodoUsers(id)).toEqual([ids['fc_quality'], ids['multi_user']].sort());
    expect((await act('commit', 'fc_sales', id)).body.code).toBe('AU1012');
    expect((await f.records(id)).map((r) => r.action)).toEqual(['commit', 'rollback', 'commit']);
  });
});

describe('withdraw', () => {
  it('by the initiator before any decision: withdrawn, todos closed, the business told', async () => {
    const id = await start();
    expect((await act('withdraw', 'fc_quality', id)).body.code).toBe('AU1007');
    const res = await act('withdraw', 'fc_sales', id, { comment: '填错了' });
    expect(res.body.payload).toMatchObject({ status: 'withdrawn' });
    expect(ended.map((e) => [e.instanceId, e.status, e.comment])).toEqual([[id, 'withdrawn', '填错了']]);
    expect(await pendingTodoUsers(id)).toEqual([]);
    expect((await act('withdraw', 'fc_sales', id)).body.code).toBe('AU1005');
  });

  it('refused once someone decided', async () => {
    const id = await start();
    await approve('fc_quality', id);
    expect((await act('withdraw', 'fc_sales', id)).body.code).toBe('AU1006');
    expect((await f.instance(id)).status).toBe('running');
  });
});

describe('transfer', () => {
  it('passes the task to an enabled colleague of the flow company, who may decide without the role', async () => {
    const id = await start();
    // the detail offers the flow company's other people: not the initiator, nor those asked in the step
    const offered = (await f.detail(tok['fc_quality']!, id)).body.payload.transferCandidates.map((u: { id: number }) => u.id);
    expect(offered).toContain(ids['fc_admin']);
    for (const not of ['fc_sales', 'multi_user', 'fc_quality', 'ag_user']) expect(offered, not).not.toContain(ids[not]);
    for (const to of ['fc_sales', 'multi_user', 'ag_user', 'fc_quality']) {
      expect((await act('transfer', 'fc_quality', id, { toUserId: ids[to] })).body.code, to).toBe('AU1009');
    }
    const res = await act('transfer', 'fc_quality', id, { toUserId: ids['fc_admin'], comment: '请总经理处理' });
    expect(res.body.code).toBe('0');
    const tasks = (await f.tasks(id)).filter((x) => x.step === 0);
    expect(tasks.map((x) => [x.approverUserId, x.status])).toEqual([
      [ids['fc_quality'], 'transferred'],
      [ids['multi_user'], 'pending'],
      [ids['fc_admin'], 'pending'],
    ]);
    expect(await pendingTodoUsers(id)).toEqual([ids['multi_user'], ids['fc_admin']].sort());
    expect((await f.records(id)).at(-1)).toMatchObject({ action: 'transfer', detail: { toUserId: ids['fc_admin'] } });
    // the old approver is done with it
    expect((await approve('fc_quality', id)).body.code).toBe('AU1001');
    // fc_admin holds no quality role: the transfer qualifies them
    expect((await approve('fc_admin', id)).body.payload).toMatchObject({ currentStep: 1 });
    expect((await act('withdraw', 'fc_sales', id)).body.code).toBe('AU1006');
  });
});

describe("'all' steps", () => {
  it('wait for every approver; one approval closes only that approver’s todo', async () => {
    const id = await start('APP_REQUEST');
    const first = await approve('fc_quality', id);
    expect(first.body.payload).toMatchObject({ status: 'running', currentStep: 0, actions: { approve: false } });
    expect(await pendingTodoUsers(id)).toEqual([ids['multi_user']]);
    expect((await approve('multi_user', id)).body.payload.status).toBe('approved');
    expect(ended).toHaveLength(1);
  });

  it('two approvals at the same moment both count', async () => {
    const id = await start('APP_REQUEST');
    const [a, b] = await Promise.all([approve('fc_quality', id), approve('multi_user', id)]);
    expect([a.body.code, b.body.code]).toEqual(['0', '0']);
    expect((await f.instance(id)).status).toBe('approved');
    expect((await f.records(id)).filter((r) => r.action === 'approve')).toHaveLength(2);
    expect(ended.map((e) => e.status)).toEqual(['approved']);
  });
});

describe('who may decide', () => {
  it('the step may let the initiator approve their own submission', async () => {
    const id = await start('USER_REVIEW');
    expect((await f.tasks(id)).map((x) => x.approverUserId)).toEqual([ids['fc_sales']]);
    expect((await approve('fc_sales', id)).body.payload.status).toBe('approved');
  });

  it('comments: anyone who may view; no state change, no revision bump', async () => {
    const id = await start();
    const res = await f.post('/auditCenter/comment', tok['fc_admin']!, { instanceId: id, comment: '请尽快处理' });
    expect(res.body.payload.records.at(-1)).toMatchObject({ action: 'comment', comment: '请尽快处理', stepName: '质量审核' });
    expect(res.body.payload.revision).toBe(0);
    expect((await f.post('/auditCenter/comment', tok['ag_user']!, { instanceId: id, comment: '路过' })).body.code).toBe('AU1000');
    const empty = await f.post('/auditCenter/comment', tok['fc_admin']!, { instanceId: id, comment: '' });
    expect([empty.status, empty.body.msg]).toEqual([400, 'comment：请输入评论内容']);
  });

  it('a revoked role cannot approve (AU1004), even with the task still pending', async () => {
    const id = await start();
    const seat = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: positions.id })
        .from(positions)
        .where(and(eq(positions.tenantId, 1), eq(positions.userId, ids['multi_user']!), eq(positions.companyId, ids['FC0001']!))),
    );
    await t.db.tenant(1, (tx) =>
      tx.delete(positionRoles).where(
        and(
          eq(positionRoles.tenantId, 1),
          inArray(
            positionRoles.positionId,
            seat.map((s) => s.id),
          ),
          eq(positionRoles.roleId, ids['QUALITY']!),
        ),
      ),
    );
    expect((await f.detail(tok['multi_user']!, id)).body.payload.actions).toMatchObject({ approve: false, transfer: false, comment: true });
    const res = await approve('multi_user', id);
    expect(res.body).toMatchObject({ code: 'AU1004', msg: '您已不再拥有该步骤要求的角色，不能审批' });
    expect((await f.instance(id)).revision).toBe(0);
    expect((await approve('fc_quality', id)).body.code).toBe('0');
  });
});

describe('versioned flows', () => {
  it('a running instance finishes on the version it started with; a new one uses the new version', async () => {
    await f.saveFlow('FC0001', 'ORDER_SUBMIT', { steps: [step('质量审核', 'role', [ids['QUALITY']!]), step('总经理审批', 'admin', [])] });
    const old = await start('ORDER_SUBMIT');
    const v2 = await f.saveFlow('FC0001', 'ORDER_SUBMIT', { steps: [step('销售审批', 'users', [ids['fc_admin']!])] });
    expect(v2).toBe(2);
    const fresh = await start('ORDER_SUBMIT');
    expect((await f.instance(fresh)).flowVersionId).not.toBe((await f.instance(old)).flowVersionId);
    expect((await f.tasks(fresh)).map((x) => x.approverUserId)).toEqual([ids['fc_admin']]);
    expect((await approve('fc_quality', old)).body.payload).toMatchObject({ currentStep: 1, currentStepName: '总经理审批' });
    expect((await approve('fc_admin', old)).body.payload.status).toBe('approved');
    const done = await approve('fc_admin', fresh);
    expect(done.body.payload).toMatchObject({ status: 'approved', steps: [{ name: '销售审批' }] });
  });
});
