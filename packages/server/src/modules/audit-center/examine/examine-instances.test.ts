// The audit centre's lists and counts (/examineRecord/queryExamineList, queryAllTags, /examines/orderMenuList,
// getRecordOrderMenuList), the detail's visibility (another company's or tenant's instance is AU1000),
// bad input, and the worktable's todos of approvals (instanceId, filters, kindCounts).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examineInstances } from '../../../db/schema.js';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { examineFixture } from '../../../test/examine-fixture.js';
import { registerExamineBusiness } from './engine-registry.js';

const WT = '/m-worktable/api/v1';
let t: TestApp;
let f: ReturnType<typeof examineFixture>;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};
let changeId: number;
let appId: number;
let decidedId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = examineFixture(t);
  for (const code of ['ADMIN_CHANGE', 'APP_REQUEST'] as const) {
    registerExamineBusiness({
      code,
      defaultDescription: '一步：企业管理员审批',
      defaultSteps: async () => [
        { name: '管理员审批', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: false },
      ],
      onEnd: async () => undefined,
    });
  }
  const names = ['fc_sales', 'fc_quality', 'fc_admin', 'ag_admin'];
  const tokens = await Promise.all(names.map((u) => login(t.app, u)));
  names.forEach((u, i) => (tok[u] = tokens[i]!));
  tok['t2_user'] = await login(t.app, 't2_user', 'Demo1234', 2);
  for (const u of names) ids[u] = await f.userId(u);
  ids['FC0001'] = await f.companyId('FC0001');
  const start = async (businessCode: 'ADMIN_CHANGE' | 'APP_REQUEST', businessId: string, title: string, linkPath = '') =>
    (await f.start({
      companyId: ids['FC0001']!,
      businessCode,
      businessId,
      title,
      linkPath,
      initiatorUserId: ids['fc_sales']!,
      initiatorCompanyId: ids['FC0001']!,
    }))!.instanceId;
  changeId = await start('ADMIN_CHANGE', 'AC-1', '更换管理员为王芳', '/no/such/screen');
  appId = await start('APP_REQUEST', 'APP-1', '申请开通电子合同');
  decidedId = await start('APP_REQUEST', 'APP-2', '申请开通对账');
  expect(
    (await f.post('/auditCenter/audit', tok['fc_admin']!, { instanceId: decidedId, revision: 0, decision: 'approve' })).body.code,
  ).toBe('0');
});
afterAll(() => t.close());

const list = async (user: string, body: Record<string, unknown>) => {
  const res = await f.post('/examineRecord/queryExamineList', tok[user]!, { pageNum: 1, pageSize: 20, ...body });
  return res;
};
const listIds = async (user: string, body: Record<string, unknown>) =>
  ((await list(user, body)).body.payload.content as { id: number }[]).map((x) => x.id).sort();

describe('queryExamineList', () => {
  it('todo: waiting for my decision; done: decided by me; mine: started by me', async () => {
    expect(await listIds('fc_admin', { scope: 'todo' })).toEqual([changeId, appId].sort());
    expect(await listIds('fc_admin', { scope: 'done' })).toEqual([decidedId]);
    expect(await listIds('fc_sales', { scope: 'mine' })).toEqual([changeId, appId, decidedId].sort());
    expect(await listIds('fc_sales', { scope: 'todo' })).toEqual([]);
  });

  it('filters by business, status and keyword; answers the item with names and no link to an unbuilt screen', async () => {
    expect(await listIds('fc_sales', { scope: 'mine', businessCode: 'APP_REQUEST' })).toEqual([appId, decidedId].sort());
    expect(await listIds('fc_sales', { scope: 'mine', status: 'approved' })).toEqual([decidedId]);
    expect(await listIds('fc_sales', { scope: 'mine', keyword: '王芳' })).toEqual([changeId]);
    expect(await listIds('fc_sales', { scope: 'mine', keyword: '100%' })).toEqual([]);
    const item = (await list('fc_sales', { scope: 'mine', keyword: '王芳' })).body.payload.content[0];
    expect(item).toMatchObject({
      businessCode: 'ADMIN_CHANGE',
      businessName: '管理员变更',
      businessId: 'AC-1',
      status: 'running',
      currentStepName: '管理员审批',
      initiatorCompanyName: '上海康瑞医疗器械有限公司',
      linkPath: null,
      finishedAt: null,
    });
    expect(item.initiatorName).toContain('fc_sales');
  });

  it('company: the sys.examine holders of the flow company see all; others are refused with 403', async () => {
    // besides this file's instances, the seed's product under audit (KR-ORT-01, committed in FC0001)
    const seeded = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: examineInstances.id })
        .from(examineInstances)
        .where(and(eq(examineInstances.companyId, ids['FC0001']!), eq(examineInstances.businessCode, 'PRODUCT_AUDIT'))),
    );
    expect(seeded).toHaveLength(1);
    expect(await listIds('fc_admin', { scope: 'company' })).toEqual([seeded[0]!.id, changeId, appId, decidedId].sort());
    const res = await list('fc_quality', { scope: 'company' });
    expect([res.status, res.body.code]).toEqual([403, '403']);
    expect(await listIds('ag_admin', { scope: 'company' })).toEqual([]);
    expect((await list('t2_user', { scope: 'mine' })).body.payload.totalElements).toBe(0);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const res = await list('fc_admin', { scope: 'all' });
    expect([res.status, res.body.msg]).toEqual([400, 'scope：scope 只能为 todo、done、mine 或 company']);
    expect((await list('fc_admin', { businessCode: 'NOPE' })).body.msg).toMatch(/^businessCode：businessCode 只能为/);
    expect((await f.post('/auditCenter/detail', tok['fc_admin']!, { instanceId: 'x' })).body.msg).toBe('instanceId：审批编号应为数字');
    const audit = await f.post('/auditCenter/audit', tok['fc_admin']!, { instanceId: appId, revision: 0, decision: 'maybe' });
    expect(audit.status).toBe(400);
    expect(audit.body.msg).toMatch(/^decision：/);
  });
});

describe('counts and tags', () => {
  it('orderMenuList counts my pending approvals per business; getRecordOrderMenuList those I acted on', async () => {
    const todo = (await f.post('/examines/orderMenuList', tok['fc_admin']!, {})).body.payload;
    expect(todo).toEqual([
      { businessCode: 'ADMIN_CHANGE', businessName: '管理员变更', count: 1 },
      { businessCode: 'USER_REVIEW', businessName: '注册用户审核', count: 0 },
      { businessCode: 'APP_REQUEST', businessName: '应用申请', count: 1 },
      { businessCode: 'ORDER_SUBMIT', businessName: '订单提交审批', count: 0 },
      { businessCode: 'PRODUCT_AUDIT', businessName: '产品审核', count: 0 },
      { businessCode: 'QUALIFICATION_EXCHANGE', businessName: '首营资质审核', count: 0 },
      { businessCode: 'AUTHORIZATION_APPLICATION', businessName: '授权申请审核', count: 0 },
      { businessCode: 'COMPANY_AUTH', businessName: '企业认证审核', count: 0 },
    ]);
    const done = (await f.post('/examines/getRecordOrderMenuList', tok['fc_admin']!, {})).body.payload;
    expect(done.find((x: { businessCode: string }) => x.businessCode === 'APP_REQUEST').count).toBe(1);
    expect(done.find((x: { businessCode: string }) => x.businessCode === 'ADMIN_CHANGE').count).toBe(0);
  });

  it('queryAllTags names the business codes and statuses', async () => {
    const tags = (await f.post('/examineRecord/queryAllTags', tok['fc_sales']!, {})).body.payload;
    expect(tags.businessCodes).toContainEqual({ code: 'ORDER_SUBMIT', name: '订单提交审批' });
    expect(tags.statuses).toContainEqual({ code: 'rejected', name: '已驳回' });
  });
});

describe('detail visibility', () => {
  it('initiator, approvers and the flow company’s sys.examine holders; another company or tenant: AU1000', async () => {
    const mine = (await f.detail(tok['fc_sales']!, changeId)).body.payload;
    expect(mine.actions).toEqual({
      approve: false,
      reject: false,
      rollback: false,
      transfer: false,
      withdraw: true,
      commit: false,
      comment: true,
    });
    const approver = (await f.detail(tok['fc_admin']!, changeId)).body.payload;
    expect(approver.actions).toMatchObject({ approve: true, reject: true, rollback: true, transfer: true, withdraw: false });
    expect(approver.steps[0].tasks).toEqual([expect.objectContaining({ userId: ids['fc_admin'], status: 'pending', decidedAt: null })]);
    for (const outsider of ['fc_quality', 'ag_admin', 't2_user']) {
      expect((await f.detail(tok[outsider]!, changeId)).body, outsider).toEqual({
        code: 'AU1000',
        msg: '审批不存在或无权查看',
        payload: null,
      });
    }
    const t2 = await f.post('/auditCenter/audit', tok['t2_user']!, { instanceId: changeId, revision: 0, decision: 'approve' });
    expect(t2.body.code).toBe('AU1000');
    expect((await f.instance(changeId)).status).toBe('running');
  });
});

describe('todos of approvals on the worktable', () => {
  const todoPage = (user: string, body: Record<string, unknown> = {}) =>
    call(t.app, `${WT}/todo/pageList`, { pageNum: 1, pageSize: 20, status: 'pending', ...body }, { token: tok[user] });

  it('carry the instance, filter by kind and keyword, and are counted per kind', async () => {
    const all = (await todoPage('fc_admin')).body.payload.content as { instanceId: number | null; businessCode: string; title: string }[];
    expect(
      all
        .filter((x) => x.instanceId !== null)
        .map((x) => x.instanceId)
        .sort(),
    ).toEqual([changeId, appId].sort());
    const apps = (await todoPage('fc_admin', { businessCode: 'APP_REQUEST' })).body.payload.content;
    expect(apps.map((x: { title: string }) => x.title)).toEqual(['应用申请：申请开通电子合同']);
    expect((await todoPage('fc_admin', { keyword: '王芳' })).body.payload.content.map((x: { instanceId: number }) => x.instanceId)).toEqual(
      [changeId],
    );
    const counts = (await call(t.app, `${WT}/todo/kindCounts`, {}, { token: tok['fc_admin'] })).body.payload;
    expect(counts).toEqual(
      expect.arrayContaining([
        { businessCode: 'ADMIN_CHANGE', businessName: '管理员变更', count: 1 },
        { businessCode: 'APP_REQUEST', businessName: '应用申请', count: 1 },
        { businessCode: 'QUALIFICATION_REVIEW', businessName: 'QUALIFICATION_REVIEW', count: 1 },
      ]),
    );
    const bad = await todoPage('fc_admin', { keyword: 'a'.repeat(51) });
    expect([bad.status, bad.body.msg]).toEqual([400, 'keyword：关键词不能超过50个字符']);
  });
});
