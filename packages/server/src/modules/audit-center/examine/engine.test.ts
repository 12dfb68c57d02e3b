// The approval engine's core: starting (flow, module default, no approval, amount condition), approving
// step by step, rejecting, the todos of each step, the business called back once at the end in the same
// transaction, the initiator's notice, and two approvers deciding one step at the same moment.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { examineFixture } from '../../../test/examine-fixture.js';
import { registerExamineBusiness, type ExamineEnd } from './engine-registry.js';
import { examineInstances } from './examine.table.js';

let t: TestApp;
let f: ReturnType<typeof examineFixture>;
let fcSales: string;
let fcQuality: string;
let multi: string;
let fcAdmin: string;
let agUser: string;
const ids: Record<string, number> = {};

type Ended = ExamineEnd & { statusInTx: string };
const ended: Ended[] = [];
let failEnd = false;

beforeAll(async () => {
  t = await createTestApp();
  f = examineFixture(t);
  registerExamineBusiness({
    code: 'ADMIN_CHANGE',
    defaultDescription: '一步：企业管理员审批',
    defaultSteps: async () => [
      { name: '管理员审批', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: false },
    ],
    editableFields: [{ name: 'remark', label: '备注' }],
    onEnd: async (tx, end) => {
      const [row] = await tx
        .select({ status: examineInstances.status })
        .from(examineInstances)
        .where(eq(examineInstances.id, end.instanceId));
      ended.push({ ...end, statusInTx: row!.status });
      if (failEnd) throw new Error('onEnd failed');
    },
  });
  registerExamineBusiness({
    code: 'USER_REVIEW',
    defaultDescription: '无需审批',
    defaultSteps: async () => null,
    onEnd: async () => undefined,
  });
  registerExamineBusiness({
    code: 'ORDER_SUBMIT',
    defaultDescription: '无需审批',
    amountCondition: true,
    defaultSteps: async () => null,
    onEnd: async () => undefined,
  });
  [fcSales, fcQuality, multi, fcAdmin, agUser] = await Promise.all(
    ['fc_sales', 'fc_quality', 'multi_user', 'fc_admin', 'ag_user'].map((u) => login(t.app, u)),
  );
  for (const u of ['fc_sales', 'fc_quality', 'multi_user', 'fc_admin', 'ag_admin', 'ag_user']) ids[u] = await f.userId(u);
  ids['FC0001'] = await f.companyId('FC0001');
  ids['AG0001'] = await f.companyId('AG0001');
  ids['QUALITY'] = await f.roleId('FC0001', 'QUALITY');
  await f.saveFlow('FC0001', 'ADMIN_CHANGE', {
    steps: [
      {
        name: '质量审核',
        approverKind: 'role',
        approverIds: [ids['QUALITY']],
        mode: 'any',
        editableFields: ['remark'],
        allowSelfApprove: false,
      },
      { name: '总经理审批', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: false },
    ],
  });
});
afterAll(() => t.close());
beforeEach(() => {
  ended.length = 0;
  failEnd = false;
});

let seq = 0;
const startChange = async (over: Partial<Parameters<typeof f.start>[0]> = {}) => {
  seq += 1;
  const started = await f.start({
    companyId: ids['FC0001']!,
    businessCode: 'ADMIN_CHANGE',
    businessId: `AC-${seq}`,
    title: `变更申请${seq}`,
    data: { remark: '原备注' },
    initiatorUserId: ids['fc_sales']!,
    initiatorCompanyId: ids['FC0001']!,
    ...over,
  });
  return started!.instanceId;
};
const approve = (token: string, instanceId: number, extra: Record<string, unknown> = {}) =>
  f.post('/auditCenter/audit', token, { instanceId, revision: 0, decision: 'approve', ...extra });

describe('startExamine', () => {
  it('copies the flow, asks every holder of the step role (task + todo each) and records the commit', async () => {
    const id = await startChange();
    const inst = await f.instance(id);
    expect(inst).toMatchObject({ status: 'running', currentStep: 0, revision: 0, companyId: ids['FC0001'] });
    expect(inst.flowVersionId).not.toBeNull();
    expect((inst.steps as unknown[]).length).toBe(2);
    const tasks = await f.tasks(id);
    expect(tasks.map((x) => [x.approverUserId, x.step, x.status]).sort()).toEqual(
      [
        [ids['fc_quality'], 0, 'pending'],
        [ids['multi_user'], 0, 'pending'],
      ].sort(),
    );
    const todos = await f.todosOf(id);
    expect(todos).toHaveLength(2);
    expect(todos[0]).toMatchObject({
      businessCode: 'ADMIN_CHANGE',
      title: `管理员变更：变更申请${seq}`,
      linkPath: `/worktable/todo?instanceId=${id}`,
      companyId: ids['FC0001'],
      status: 'pending',
    });
    expect((await f.records(id)).map((r) => [r.action, r.step, r.actorUserId])).toEqual([['commit', 0, ids['fc_sales']]]);
    // the approver's worktable lists it with the instance
    const page = await call(
      t.app,
      '/m-worktable/api/v1/todo/pageList',
      { pageNum: 1, pageSize: 20, businessCode: 'ADMIN_CHANGE' },
      { token: fcQuality },
    );
    expect(page.body.payload.content.map((x: { instanceId: number }) => x.instanceId)).toContain(id);
  });

  it('uses the module default without an enabled flow; null when the default is none', async () => {
    const id = await startChange({ companyId: ids['AG0001']!, initiatorUserId: ids['ag_user']!, initiatorCompanyId: ids['AG0001']! });
    const inst = await f.instance(id);
    expect(inst.flowVersionId).toBeNull();
    expect((await f.tasks(id)).map((x) => x.approverUserId)).toEqual([ids['ag_admin']]);
    expect(
      await f.start({
        companyId: ids['FC0001']!,
        businessCode: 'USER_REVIEW',
        businessId: 'U1',
        title: '注册',
        initiatorUserId: ids['fc_sales']!,
        initiatorCompanyId: ids['FC0001']!,
      }),
    ).toBeNull();
  });

  it("needs no approval at or under the flow's minAmount, and asks above it", async () => {
    await f.saveFlow('FC0001', 'ORDER_SUBMIT', {
      steps: [{ name: '主管审批', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: false }],
      minAmount: 100_000,
    });
    const order = (amount: number) =>
      f.start({
        companyId: ids['FC0001']!,
        businessCode: 'ORDER_SUBMIT',
        businessId: `PO-${amount}`,
        title: '订单',
        amount,
        initiatorUserId: ids['fc_sales']!,
        initiatorCompanyId: ids['FC0001']!,
      });
    expect(await order(100_000)).toBeNull();
    expect(await order(100_001)).toMatchObject({ instanceId: expect.any(Number) });
  });

  it('refuses an unknown business, and a step without any approver (the caller’s transaction rolls back)', async () => {
    await expect(startChange({ businessCode: 'NO_SUCH' as 'ADMIN_CHANGE' })).rejects.toMatchObject({ code: 'AU1021' });
    await f.saveFlow('AG0001', 'ADMIN_CHANGE', {
      steps: [
        { name: '本人', approverKind: 'users', approverIds: [ids['ag_user']!], mode: 'any', editableFields: [], allowSelfApprove: false },
      ],
    });
    const before = await t.db.tenant(1, (tx) => tx.execute(sql`select count(*)::int as n from examine_instances`));
    await expect(
      startChange({ companyId: ids['AG0001']!, initiatorUserId: ids['ag_user']!, initiatorCompanyId: ids['AG0001']! }),
    ).rejects.toMatchObject({ code: 'AU1010' });
    const after = await t.db.tenant(1, (tx) => tx.execute(sql`select count(*)::int as n from examine_instances`));
    expect(after.rows).toEqual(before.rows);
  });
});

describe('approve and reject', () => {
  it('the first approval of an any-step closes every todo of the step, opens the next; the last one approves', async () => {
    const id = await startChange();
    const first = await approve(fcQuality, id, { comment: '资料齐全' });
    expect(first.body.code).toBe('0');
    expect(first.body.payload).toMatchObject({ status: 'running', currentStep: 1, currentStepName: '总经理审批', revision: 1 });
    const tasks = await f.tasks(id);
    expect(tasks.find((x) => x.approverUserId === ids['multi_user'])!.status).toBe('cancelled');
    expect(tasks.find((x) => x.approverUserId === ids['fc_quality'])!.status).toBe('approved');
    const todos = await f.todosOf(id);
    expect(todos.filter((x) => x.status === 'pending').map((x) => x.assigneeUserId)).toEqual([ids['fc_admin']]);
    // the colleague's todo is gone too
    expect(todos.find((x) => x.assigneeUserId === ids['multi_user'])!.status).toBe('done');
    // multi_user acts too late
    expect((await approve(multi, id)).body.code).toBe('AU1001');

    const last = await approve(fcAdmin, id);
    expect(last.body.payload).toMatchObject({ status: 'approved', finishedAt: expect.any(String) });
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ status: 'approved', statusInTx: 'approved', businessId: `AC-${seq}`, actorUserId: ids['fc_admin'] });
    expect((await f.todosOf(id)).every((x) => x.status === 'done')).toBe(true);
    expect((await f.records(id)).map((r) => r.action)).toEqual(['commit', 'approve', 'approve']);
    const notice = (await f.noticesTo(ids['fc_sales']!)).at(-1)!;
    expect(notice.title).toBe('管理员变更已通过');
    expect(notice.content).toContain(`您提交的管理员变更“变更申请${seq}”已通过`);
    expect((await approve(fcAdmin, id)).body.code).toBe('AU1001');
  });

  it('a reject needs its reason (400 naming it), ends the instance rejected and tells the initiator why', async () => {
    const id = await startChange();
    const bad = await f.post('/auditCenter/audit', fcQuality, { instanceId: id, revision: 0, decision: 'reject', comment: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('comment：请输入驳回原因');
    const res = await f.post('/auditCenter/audit', fcQuality, { instanceId: id, revision: 0, decision: 'reject', comment: '资质过期' });
    expect(res.body.payload).toMatchObject({ status: 'rejected', actions: { approve: false, withdraw: false } });
    expect(ended.map((e) => [e.status, e.comment])).toEqual([['rejected', '资质过期']]);
    expect((await f.tasks(id)).map((x) => x.status).sort()).toEqual(['cancelled', 'rejected']);
    expect((await f.todosOf(id)).every((x) => x.status === 'done')).toBe(true);
    expect((await f.noticesTo(ids['fc_sales']!)).at(-1)!.content).toContain(
      `您提交的管理员变更“变更申请${seq}”已被驳回，驳回原因：资质过期`,
    );
  });

  it('a throwing onEnd rolls the decision back: still running, the task and todo still pending, no notice', async () => {
    const id = await startChange();
    expect((await approve(fcQuality, id)).body.code).toBe('0');
    const notices = (await f.noticesTo(ids['fc_sales']!)).length;
    failEnd = true;
    const res = await approve(fcAdmin, id);
    expect(res.body.code).not.toBe('0');
    expect(await f.instance(id)).toMatchObject({ status: 'running', currentStep: 1, finishedAt: null });
    expect((await f.tasks(id)).find((x) => x.approverUserId === ids['fc_admin'])!.status).toBe('pending');
    expect((await f.todosOf(id)).filter((x) => x.status === 'pending').map((x) => x.assigneeUserId)).toEqual([ids['fc_admin']]);
    expect((await f.noticesTo(ids['fc_sales']!)).length).toBe(notices);
    expect((await f.records(id)).map((r) => r.action)).toEqual(['commit', 'approve']);
    failEnd = false;
    expect((await approve(fcAdmin, id)).body.payload.status).toBe('approved');
    expect(ended.filter((e) => e.instanceId === id && !failEnd).at(-1)!.status).toBe('approved');
  });

  it('edits only the step’s editable fields, recording before/after', async () => {
    const id = await startChange();
    const refused = await approve(fcQuality, id, { fields: { title: 'x' } });
    expect(refused.body).toMatchObject({ code: 'AU1011', msg: '该步骤不允许修改字段“title”' });
    const view = await f.detail(fcQuality, id);
    expect(view.body.payload.editableFields).toEqual([{ name: 'remark', label: '备注' }]);
    const res = await approve(fcQuality, id, { fields: { remark: '新备注' } });
    expect(res.body.payload.data).toEqual({ remark: '新备注' });
    const edit = (await f.records(id)).find((r) => r.action === 'edit')!;
    expect(edit.detail).toEqual({ before: { remark: '原备注' }, after: { remark: '新备注' } });
  });

  it('refuses the initiator (AU1003), a viewer without a task (AU1002) and a stranger (AU1000)', async () => {
    const id = await startChange();
    expect((await approve(fcSales, id)).body.code).toBe('AU1003');
    // fc_admin sees the company's approvals (sys.examine) but is not asked on step 0
    expect((await f.detail(fcAdmin, id)).body.code).toBe('0');
    expect((await approve(fcAdmin, id)).body.code).toBe('AU1002');
    expect((await approve(agUser, id)).body.code).toBe('AU1000');
    expect((await f.detail(agUser, id)).body.code).toBe('AU1000');
  });

  it('two approvers of one any-step at the same moment: one decision, the other gets AU1001', async () => {
    const id = await startChange();
    const [a, b] = await Promise.all([approve(fcQuality, id), approve(multi, id)]);
    expect([a.body.code, b.body.code].sort()).toEqual(['0', 'AU1001']);
    const loser = a.body.code === '0' ? b : a;
    expect(loser.body.msg).toBe('该审批步骤已被他人处理，请刷新后查看最新状态');
    expect((await f.records(id)).filter((r) => r.action === 'approve')).toHaveLength(1);
    const step1 = (await f.tasks(id)).filter((x) => x.step === 1);
    expect(step1.map((x) => x.approverUserId)).toEqual([ids['fc_admin']]);
    expect((await f.instance(id)).revision).toBe(1);
  });
});
