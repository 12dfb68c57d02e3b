// examines/* (flows of /systemSetup/examine) and auditCenter/config|switchCompany: saving a flow as a new
// immutable version, validation naming the step and field, enabling/disabling, the list with running
// instances, the preview of a sample's path, access and company/tenant isolation, audit rows.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_API } from '@medportal/contracts/common/api-paths';
import { EXAMINE_BUSINESS_CODES } from '@medportal/contracts/audit/examine.contract';
import { auditLog, companies, roles, users } from '../../../db/schema.js';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { examineInstances } from './examine.table.js';
import { examineBusiness, registerExamineBusiness } from './engine-registry.js';
import { findActiveFlow } from './flows.repository.js';
import { UNWIRED_DESCRIPTION } from './flows.service.js';

let t: TestApp;
const tokens = new Map<string, string>();
const as = async (user: string, url: string, body: unknown, tenantId = 1, password = 'Demo1234') => {
  const key = `${tenantId}:${user}`;
  if (!tokens.has(key)) tokens.set(key, await login(t.app, user, password, tenantId));
  return (await call(t.app, url, body, { token: tokens.get(key)!, tenantId })).body;
};
const idOf = async (table: typeof users | typeof companies, column: 'userName' | 'code', value: string) =>
  t.db.tenant(1, async (tx) => {
    const col = column === 'userName' ? (table as typeof users).userName : (table as typeof companies).code;
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, 1), eq(col, value)));
    return row!.id;
  });
const roleId = (companyId: number, code: string) =>
  t.db.tenant(1, async (tx) => {
    const [row] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, 1), eq(roles.companyId, companyId), eq(roles.code, code)));
    return row!.id;
  });
const auditRows = (flowId: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'examineFlow'), eq(auditLog.objectId, String(flowId))))
      .orderBy(auditLog.id),
  );

let fc1 = 0;
let ag1 = 0;
let quality = 0;
let fcQualityRole = 0;
let agQualityRole = 0;

const roleStep = (name: string, ids: number[], extra: Record<string, unknown> = {}) => ({
  name,
  approverKind: 'role',
  approverIds: ids,
  mode: 'any',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  // no module of this branch wires a code yet: the tests wire two as the modules will
  registerExamineBusiness({
    code: 'ORDER_SUBMIT',
    defaultDescription: '无需审批',
    defaultSteps: async () => null,
    editableFields: [{ name: 'remark', label: '备注' }],
    amountCondition: true,
    onEnd: async () => undefined,
  });
  registerExamineBusiness({
    code: 'ADMIN_CHANGE',
    defaultDescription: '一步：平台管理员审批',
    defaultSteps: async () => [
      { name: '平台审批', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: false },
    ],
    editableFields: [{ name: 'reason', label: '变更原因' }],
    onEnd: async () => undefined,
  });
  fc1 = await idOf(companies, 'code', 'FC0001');
  ag1 = await idOf(companies, 'code', 'AG0001');
  quality = await idOf(users, 'userName', 'fc_quality');
  fcQualityRole = await roleId(fc1, 'QUALITY');
  agQualityRole = await roleId(ag1, 'QUALITY');
});
afterAll(() => t.close());

describe('examine flows', () => {
  it('lists every business code with what applies without a flow', async () => {
    const res = await as('fc_admin', AUDIT_API.businessList, {});
    expect(res.code).toBe('0');
    const items = res.payload as { businessCode: string; registered: boolean; defaultDescription: string; configured: boolean }[];
    expect(items.map((i) => i.businessCode)).toEqual(expect.arrayContaining([...EXAMINE_BUSINESS_CODES]));
    expect(items.find((i) => i.businessCode === 'ORDER_SUBMIT')).toMatchObject({
      businessName: '订单提交审批',
      registered: true,
      defaultDescription: '无需审批',
      amountCondition: true,
      editableFields: [{ name: 'remark', label: '备注' }],
      configured: false,
      enabled: false,
      currentVersion: null,
    });
    expect(items.find((i) => i.businessCode === 'ADMIN_CHANGE')?.defaultDescription).toBe('一步：平台管理员审批');
    for (const code of EXAMINE_BUSINESS_CODES.filter((c) => !examineBusiness(c))) {
      expect(items.find((i) => i.businessCode === code)).toMatchObject({ registered: false, defaultDescription: UNWIRED_DESCRIPTION });
      const refused = await as('fc_admin', AUDIT_API.addExamine, {
        businessCode: code,
        name: '未接入',
        definition: { steps: [{ name: '管理员', approverKind: 'admin' }] },
      });
      expect(refused.code).toBe('AU1021');
      expect(refused.msg).toContain(code);
    }
  });

  it('offers the company roles, user groups and seated users as approvers', async () => {
    const res = await as('fc_admin', AUDIT_API.config, {});
    expect(res.code).toBe('0');
    expect(res.payload.roles.map((r: { id: number }) => r.id)).toContain(fcQualityRole);
    expect(res.payload.roles.map((r: { id: number }) => r.id)).not.toContain(agQualityRole);
    expect(res.payload.users).toContainEqual({ id: quality, name: '何雪（fc_quality）' });
    expect(Array.isArray(res.payload.groups)).toBe(true);
    expect((await as('fc_admin', AUDIT_API.config, { companyId: ag1 })).code).toBe('403');
    const platform = await as('admin', AUDIT_API.config, { companyId: ag1 });
    expect(platform.payload.roles.map((r: { id: number }) => r.id)).toContain(agQualityRole);
  });

  it('saves a flow, then a new version; version 1 stays readable and the engine reads the current one', async () => {
    const first = await as('fc_admin', AUDIT_API.addExamine, {
      businessCode: 'ORDER_SUBMIT',
      name: '大额订单审批',
      definition: { steps: [roleStep('质量审核', [fcQualityRole, fcQualityRole], { editableFields: ['remark'] })], minAmount: 100_000 },
    });
    expect(first.code).toBe('0');
    expect(first.payload).toMatchObject({
      flow: {
        businessCode: 'ORDER_SUBMIT',
        name: '大额订单审批',
        enabled: true,
        currentVersion: 1,
        stepCount: 1,
        updatedByName: '刘建华（fc_admin）',
      },
      version: 1,
      definition: {
        minAmount: 100_000,
        steps: [{ name: '质量审核', approverIds: [fcQualityRole], editableFields: ['remark'], allowSelfApprove: false }],
      },
    });
    const flowId = first.payload.flow.id as number;

    const second = await as('fc_admin', AUDIT_API.addExamine, {
      businessCode: 'ORDER_SUBMIT',
      name: '订单审批（两步）',
      definition: { steps: [roleStep('质量审核', [fcQualityRole]), { name: '总经理', approverKind: 'admin', mode: 'all' }] },
    });
    expect(second.payload).toMatchObject({ flow: { id: flowId, currentVersion: 2, stepCount: 2, name: '订单审批（两步）' }, version: 2 });
    expect(second.payload.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(second.payload.versions[0].createdByName).toBe('刘建华（fc_admin）');

    const old = await as('fc_admin', AUDIT_API.queryExamineFlow, { businessCode: 'ORDER_SUBMIT', version: 1 });
    expect(old.payload).toMatchObject({ version: 1, definition: { minAmount: 100_000, steps: [{ name: '质量审核' }] } });
    expect(old.payload.definition.steps).toHaveLength(1);
    const current = await as('fc_admin', AUDIT_API.queryExamineFlow, { businessCode: 'ORDER_SUBMIT' });
    expect(current.payload.version).toBe(2);
    expect((await as('fc_admin', AUDIT_API.queryExamineFlow, { businessCode: 'ORDER_SUBMIT', version: 9 })).code).toBe('AU1020');
    const none = await as('fc_admin', AUDIT_API.queryExamineFlow, { businessCode: 'ADMIN_CHANGE' });
    expect(none.payload).toEqual({ flow: null, version: null, definition: null, versions: [] });

    const active = await t.db.tenant(1, (tx) => findActiveFlow(tx, 1, fc1, 'ORDER_SUBMIT'));
    expect(active).toMatchObject({
      flowId,
      version: 2,
      definition: { steps: [{ name: '质量审核' }, { name: '总经理', approverIds: [] }] },
    });

    const trail = await auditRows(flowId);
    expect(trail.map((r) => r.action)).toEqual(['create', 'update']);
    expect(trail[0]!.before).toBeNull();
    expect(trail[0]!.after).toMatchObject({ version: 1, definition: { minAmount: 100_000 } });
    expect(trail[1]!.before).toMatchObject({ version: 1, name: '大额订单审批', definition: { minAmount: 100_000 } });
    expect(trail[1]!.after).toMatchObject({ version: 2, name: '订单审批（两步）' });
  });

  it('refuses definitions naming what the company or business does not have, with the step or field named', async () => {
    const save = (businessCode: string, definition: unknown, name = '测试流程', user = 'fc_admin') =>
      as(user, AUDIT_API.addExamine, { businessCode, name, definition });
    const foreign = await save('ADMIN_CHANGE', { steps: [roleStep('复核', [agQualityRole])] });
    expect(foreign.code).toBe('AU1022');
    expect(foreign.msg).toBe(`第1步「复核」的审批角色不存在或不属于该企业：${agQualityRole}`);
    const agUser = await idOf(users, 'userName', 'ag_admin');
    const outsider = await save('ADMIN_CHANGE', {
      steps: [roleStep('初审', [fcQualityRole]), { name: '指定人', approverKind: 'users', approverIds: [quality, agUser] }],
    });
    expect(outsider.msg).toBe(`第2步「指定人」的审批人员不存在或不属于该企业：${agUser}`);
    const empty = await save('ADMIN_CHANGE', { steps: [{ name: '用户组', approverKind: 'group', approverIds: [] }] });
    expect(empty.code).toBe('AU1022');
    expect(empty.msg).toContain('第1步「用户组」请选择审批用户组');
    const adminIds = await save('ADMIN_CHANGE', { steps: [{ name: '管理员', approverKind: 'admin', approverIds: [quality] }] });
    expect(adminIds.code).toBe('AU1022');
    expect(adminIds.msg).toContain('第1步「管理员」由企业管理员审批');
    const field = await save('ADMIN_CHANGE', { steps: [roleStep('复核', [fcQualityRole], { editableFields: ['reason', 'price'] })] });
    expect(field.code).toBe('AU1023');
    expect(field.msg).toBe('第1步「复核」的可修改字段 price 不属于管理员变更');
    const amount = await save('ADMIN_CHANGE', { steps: [roleStep('复核', [fcQualityRole])], minAmount: 100 });
    expect(amount.code).toBe('AU1024');
    expect(amount.msg).toContain('minAmount');
    expect((await save('ADMIN_CHANGE', { steps: [roleStep('复核', [fcQualityRole])] }, '')).msg).toContain('流程名称');
    expect((await save('NOPE', { steps: [roleStep('复核', [fcQualityRole])] })).msg).toContain('businessCode');
    expect((await save('ADMIN_CHANGE', { steps: [] })).msg).toContain('至少需要一个审批步骤');
    expect((await save('ADMIN_CHANGE', { steps: [roleStep('', [fcQualityRole])] })).msg).toContain('步骤名称');
    expect((await save('ADMIN_CHANGE', { steps: [roleStep('复核', [fcQualityRole])], minAmount: -1 })).msg).toContain('金额条件');
    // nothing of the refused saves was written
    expect((await as('fc_admin', AUDIT_API.queryExamineFlow, { businessCode: 'ADMIN_CHANGE' })).payload.flow).toBeNull();
  });

  it('disables and enables a flow: disabled, the engine finds none and the module default applies', async () => {
    const off = await as('fc_admin', AUDIT_API.updateStatus, { businessCode: 'ORDER_SUBMIT', enabled: false });
    expect(off.code).toBe('0');
    expect(off.payload).toMatchObject({ businessCode: 'ORDER_SUBMIT', enabled: false, currentVersion: 2 });
    expect(await t.db.tenant(1, (tx) => findActiveFlow(tx, 1, fc1, 'ORDER_SUBMIT'))).toBeNull();
    const list = await as('fc_admin', AUDIT_API.businessList, {});
    expect(list.payload.find((i: { businessCode: string }) => i.businessCode === 'ORDER_SUBMIT')).toMatchObject({
      configured: true,
      enabled: false,
      currentVersion: 2,
    });
    expect((await as('fc_admin', AUDIT_API.updateStatus, { businessCode: 'ORDER_SUBMIT', enabled: true })).payload.enabled).toBe(true);
    expect((await t.db.tenant(1, (tx) => findActiveFlow(tx, 1, fc1, 'ORDER_SUBMIT')))?.version).toBe(2);
    const trail = await auditRows(off.payload.id as number);
    expect(trail.map((r) => r.action)).toEqual(['create', 'update', 'disable', 'enable']);
    expect(trail[2]!.before).toMatchObject({ enabled: true, version: 2, definition: { steps: [{}, {}] } });
    expect(trail[2]!.after).toMatchObject({ enabled: false });
    const missing = await as('fc_admin', AUDIT_API.updateStatus, { businessCode: 'ADMIN_CHANGE', enabled: false });
    expect(missing.code).toBe('AU1020');
    expect(missing.msg).toContain('管理员变更');
    expect((await as('fc_admin', AUDIT_API.updateStatus, { businessCode: 'ORDER_SUBMIT', enabled: 'no' })).msg).toContain('enabled');
  });

  it('pages the flows with step count, last editor and the instances still running on them', async () => {
    const flowId = (await as('fc_admin', AUDIT_API.queryExamineFlow, { businessCode: 'ORDER_SUBMIT' })).payload.flow.id as number;
    await t.db.tenant(1, async (tx) => {
      const active = (await findActiveFlow(tx, 1, fc1, 'ORDER_SUBMIT'))!;
      const base = {
        tenantId: 1,
        companyId: fc1,
        businessCode: 'ORDER_SUBMIT',
        title: '订单',
        initiatorUserId: quality,
        initiatorCompanyId: fc1,
      };
      await tx.insert(examineInstances).values([
        { ...base, businessId: 'O-1', flowVersionId: active.versionId, steps: active.definition.steps },
        { ...base, businessId: 'O-2', flowVersionId: active.versionId, steps: active.definition.steps, status: 'approved' },
      ]);
    });
    const page = await as('fc_admin', AUDIT_API.queryList, { pageNum: 1, pageSize: 20 });
    expect(page.code).toBe('0');
    expect(page.payload.totalElements).toBe(1);
    expect(page.payload.content[0]).toMatchObject({
      id: flowId,
      businessName: '订单提交审批',
      stepCount: 2,
      runningCount: 1,
      updatedByName: '刘建华（fc_admin）',
      enabled: true,
    });
    const list = await as('fc_admin', AUDIT_API.businessList, {});
    expect(list.payload.find((i: { businessCode: string }) => i.businessCode === 'ORDER_SUBMIT').runningCount).toBe(1);
    expect((await as('fc_admin', AUDIT_API.queryList, { pageNum: 1, pageSize: 7 })).msg).toContain('每页条数');
    expect((await as('ag_admin', AUDIT_API.queryList, { pageNum: 1, pageSize: 20 })).payload.totalElements).toBe(0);
  });

  it('previews the path of a sample: people per step, the initiator left out, warnings, the amount condition', async () => {
    const definition = {
      steps: [
        { name: '质量审核', approverKind: 'users', approverIds: [quality] },
        { name: '总经理', approverKind: 'admin' },
      ],
      minAmount: 100_000,
    };
    const preview = (body: Record<string, unknown>) =>
      as('fc_admin', AUDIT_API.previewExamineFlow, { businessCode: 'ORDER_SUBMIT', definition, ...body });
    const plain = await preview({ amount: 200_000 });
    expect(plain.code).toBe('0');
    expect(plain.payload).toEqual({
      needsApproval: true,
      warnings: [],
      steps: [
        { index: 0, name: '质量审核', mode: 'any', initiatorExcluded: false, approvers: [{ userId: quality, name: '何雪（fc_quality）' }] },
        {
          index: 1,
          name: '总经理',
          mode: 'any',
          initiatorExcluded: false,
          approvers: [{ userId: await idOf(users, 'userName', 'fc_admin'), name: '刘建华（fc_admin）' }],
        },
      ],
    });
    const self = await preview({ amount: 200_000, initiatorUserId: quality });
    expect(self.payload.steps[0]).toMatchObject({ initiatorExcluded: true, approvers: [] });
    expect(self.payload.warnings).toEqual(['第1步没有可用的审批人（发起人不能审批自己的申请）']);
    const allowed = await as('fc_admin', AUDIT_API.previewExamineFlow, {
      businessCode: 'ORDER_SUBMIT',
      definition: { steps: [roleStep('质量审核', [fcQualityRole], { allowSelfApprove: true }), roleStep('复核', [fcQualityRole])] },
      initiatorUserId: quality,
    });
    // a role resolves to every holder; the initiator stays only where the step allows self-approval
    const multi = await idOf(users, 'userName', 'multi_user');
    expect(allowed.payload.steps[0]).toMatchObject({ initiatorExcluded: false });
    expect(allowed.payload.steps[0].approvers.map((a: { userId: number }) => a.userId)).toEqual([quality, multi].sort((a, b) => a - b));
    expect(allowed.payload.steps[1]).toMatchObject({ initiatorExcluded: true, approvers: [{ userId: multi }] });
    expect(allowed.payload.warnings).toEqual([]);
    expect((await preview({ amount: 100_000 })).payload).toEqual({ needsApproval: false, steps: [], warnings: [] });
    expect((await preview({})).payload.warnings).toEqual(['未填写示例金额：按需要审批预览']);
    // a step still being edited (no approvers yet) is previewed with a warning, not refused
    const draft = await as('fc_admin', AUDIT_API.previewExamineFlow, {
      businessCode: 'ORDER_SUBMIT',
      definition: {
        steps: [
          { name: '质量审核', approverKind: 'admin' },
          { name: '待定', approverKind: 'users', approverIds: [] },
        ],
      },
    });
    expect(draft.payload.warnings).toEqual(['第2步没有可用的审批人']);
    expect((await preview({ initiatorUserId: 2_000_000 })).msg).toContain('initiatorUserId');
    expect((await preview({ amount: 'x' })).msg).toContain('金额');
  });

  it('answers the companies a session may configure', async () => {
    const platform = await as('admin', AUDIT_API.switchCompany, {});
    expect(platform.code).toBe('0');
    const ids = platform.payload.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([fc1, ag1]));
    const own = await as('fc_admin', AUDIT_API.switchCompany, {});
    expect(own.payload).toEqual([expect.objectContaining({ id: fc1, code: 'FC0001', type: 'FC' })]);
  });

  it('refuses sessions without the grant, other companies and other tenants', async () => {
    const body = { businessCode: 'ADMIN_CHANGE', name: '越权', definition: { steps: [{ name: '管理员', approverKind: 'admin' }] } };
    expect((await as('fc_quality', AUDIT_API.businessList, {})).code).toBe('403');
    expect((await as('fc_quality', AUDIT_API.addExamine, body)).code).toBe('403');
    expect((await as('ag_user', AUDIT_API.addExamine, { ...body, companyId: ag1 })).code).toBe('403');
    expect((await as('ag_user', AUDIT_API.updateStatus, { businessCode: 'ORDER_SUBMIT', enabled: false })).code).toBe('403');
    // another company: refused for a company administrator, allowed for the platform
    expect((await as('ag_admin', AUDIT_API.queryExamineFlow, { companyId: fc1, businessCode: 'ORDER_SUBMIT' })).code).toBe('403');
    expect((await as('ag_admin', AUDIT_API.updateStatus, { companyId: fc1, businessCode: 'ORDER_SUBMIT', enabled: false })).code).toBe(
      '403',
    );
    expect((await as('ag_admin', AUDIT_API.addExamine, { ...body, companyId: fc1 })).code).toBe('403');
    expect((await as('ag_admin', AUDIT_API.queryExamineFlow, { businessCode: 'ORDER_SUBMIT' })).payload.flow).toBeNull();
    const platform = await as('admin', AUDIT_API.queryExamineFlow, { companyId: fc1, businessCode: 'ORDER_SUBMIT' });
    expect(platform.payload.flow).toMatchObject({ companyId: fc1, currentVersion: 2 });
    const saved = await as('admin', AUDIT_API.addExamine, { ...body, name: '平台代配置', companyId: ag1 });
    expect(saved.payload.flow).toMatchObject({ companyId: ag1, name: '平台代配置' });
    expect((await auditRows(saved.payload.flow.id))[0]).toMatchObject({ action: 'create', objectCompanyId: ag1 });
    // tenant 2's platform cannot reach tenant 1's companies
    expect((await as('admin', AUDIT_API.queryExamineFlow, { companyId: fc1, businessCode: 'ORDER_SUBMIT' }, 2, 'Other5678')).code).not.toBe(
      '0',
    );
    expect(
      (await as('admin', AUDIT_API.updateStatus, { companyId: fc1, businessCode: 'ORDER_SUBMIT', enabled: false }, 2, 'Other5678')).code,
    ).not.toBe('0');
    expect((await t.db.tenant(1, (tx) => findActiveFlow(tx, 1, fc1, 'ORDER_SUBMIT')))?.version).toBe(2);
  });
});
