// The organisation screens' calls against the demo seed: departments (tree, save, update, move, delete),
// seats (positions, positionUser save/delete, positionRole save, roleOptions), statistics, the flat list
// and the posts. Each: success, the field named on bad input, 403 without the grant, another company's
// row refused, another tenant out of reach, in-use deletes refused with what uses them, all audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { auditLog, companies, duties, organizations, positions, roles, users } from '../../../db/schema.js';
import { call, createTestApp, loginSession, STAFF, type TestApp, type TestSession } from '../../../test/app.js';

let t: TestApp;
let fcAdmin: TestSession;
let fcQuality: TestSession;
let hoUser: TestSession;
let admin: TestSession;
let t2Admin: TestSession;
let fc1: number;
let fc2: number;
let t2Ag: number;

const post = (path: string, s: TestSession, body: unknown = {}, tenantId?: number) =>
  call(t.app, path, body, { token: s.token, ...(tenantId ? { tenantId } : {}) });

const companyId = async (tenantId: number, code: string) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.code, code))),
    )
  )[0]!.id;
const deptId = async (company: number, name: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(organizations)
        .where(and(eq(organizations.tenantId, 1), eq(organizations.companyId, company), eq(organizations.name, name))),
    )
  )[0]!.id;
const seatOf = async (userName: string, company: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select({ id: positions.id })
        .from(positions)
        .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
        .where(and(eq(positions.tenantId, 1), eq(users.userName, userName), eq(positions.companyId, company))),
    )
  )[0]?.id;
const lastAudit = async (objectType: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, objectType)))
        .orderBy(desc(auditLog.id))
        .limit(1),
    )
  )[0];
const roleId = async (company: number, code: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(roles)
        .where(and(eq(roles.tenantId, 1), eq(roles.companyId, company), eq(roles.code, code))),
    )
  )[0]!.id;
const dutyId = async (company: number, name: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(duties)
        .where(and(eq(duties.tenantId, 1), eq(duties.companyId, company), eq(duties.name, name))),
    )
  )[0]!.id;

type TreeNode = { id: number; name: string; memberCount: number; totalMemberCount: number; children: TreeNode[] };
const find = (nodes: TreeNode[], name: string): TreeNode | undefined => {
  for (const n of nodes) {
    if (n.name === name) return n;
    const hit = find(n.children, name);
    if (hit) return hit;
  }
  return undefined;
};

beforeAll(async () => {
  t = await createTestApp();
  [fcAdmin, fcQuality, hoUser, admin, t2Admin] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc_quality'),
    loginSession(t.app, 'ho_user'),
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  fc1 = await companyId(1, 'FC0001');
  fc2 = await companyId(1, 'FC0002');
  t2Ag = await companyId(2, 'AG0001');
});
afterAll(() => t.close());

describe('access', () => {
  const calls: [string, unknown][] = [
    [STAFF_API.organizationTree, {}],
    [STAFF_API.organizationPositions, {}],
    [STAFF_API.organizationGetStatisticsDataByCompany, {}],
    [STAFF_API.organizationRoleOptions, {}],
    [STAFF_API.organizationSave, { name: '测试部' }],
    [STAFF_API.organizationPositionRoleSave, { positionId: 1, roleIds: [] }],
    [STAFF_API.dutyPageList, {}],
    [STAFF_API.dutySave, { name: '测试岗' }],
  ];
  it.each(calls)('%s answers 403 without the grant (fc_quality, ho_user) and 401 without a session', async (path, body) => {
    for (const s of [fcQuality, hoUser]) expect((await post(path, s, body)).body).toMatchObject({ code: '403' });
    expect((await call(t.app, path, body)).body.code).toBe('401');
  });

  it('an enterprise naming another company is refused; tenant 2 cannot name a tenant-1 company', async () => {
    expect((await post(STAFF_API.organizationTree, fcAdmin, { companyId: fc2 })).status).toBe(403);
    const res = await post(STAFF_API.organizationTree, t2Admin, { companyId: fc1 }, 2);
    expect(res.body).toMatchObject({ code: 'SC1163', msg: '企业不存在' });
  });
});

describe('organization/tree and getOrgListByCompanyId', () => {
  it('answers the department tree of the company with member counts', async () => {
    const res = await post(STAFF_API.organizationTree, fcAdmin);
    expect(res.body.code).toBe('0');
    const { tree, companyId: cid } = res.body.payload as { tree: TreeNode[]; companyId: number };
    expect(cid).toBe(fc1);
    expect(tree.map((n) => n.name)).toEqual(['销售部', '质量管理部', '注册事务部', '综合管理部']);
    const sales = find(tree, '销售部')!;
    expect(sales.children.map((n) => n.name)).toEqual(['东部大区', '南部大区']);
    const east = find(tree, '东部大区')!;
    expect(east.memberCount).toBeGreaterThanOrEqual(1);
    expect(sales.totalMemberCount).toBe(sales.memberCount + sales.children.reduce((s, c) => s + c.totalMemberCount, 0));
    expect(find(tree, '综合管理部')!.memberCount).toBeGreaterThanOrEqual(1);
  });

  it('the platform reads any company of its tenant; the flat list for pickers', async () => {
    const res = await post(STAFF_API.organizationTree, admin, { companyId: fc2 });
    expect(res.body.payload.companyId).toBe(fc2);
    const flat = await post(STAFF_API.organizationGetOrgListByCompanyId, admin, { companyId: fc2 });
    expect(flat.body.code).toBe('0');
    const ids = (
      await t.db.tenant(1, (tx) =>
        tx
          .select()
          .from(organizations)
          .where(and(eq(organizations.tenantId, 1), eq(organizations.companyId, fc2))),
      )
    ).map((o) => o.id);
    expect(flat.body.payload.map((o: { id: number }) => o.id).sort()).toEqual(ids.sort());
    expect((await post(STAFF_API.organizationGetOrgListByCompanyId, fcAdmin, { companyId: fc2 })).status).toBe(403);
  });

  it('a bad companyId is refused naming the field', async () => {
    const res = await post(STAFF_API.organizationTree, admin, { companyId: 'x' });
    expect(res.body.code).not.toBe('0');
    expect(res.body.msg).toContain('企业');
  });
});

describe('organization/save, update, move, delete', () => {
  let newId = 0;

  it('adds a department under a parent and audits it', async () => {
    const parentId = await deptId(fc1, '销售部');
    const res = await post(STAFF_API.organizationSave, fcAdmin, { parentId, name: '  北部大区 ' });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ parentId, name: '北部大区' });
    newId = res.body.payload.id;
    const tree = (await post(STAFF_API.organizationTree, fcAdmin)).body.payload.tree as TreeNode[];
    expect(find(tree, '销售部')!.children.map((n) => n.name)).toEqual(['东部大区', '南部大区', '北部大区']);
    const audit = await lastAudit('department');
    expect(audit).toMatchObject({
      action: 'create',
      objectId: String(newId),
      objectName: '北部大区',
      objectCompanyId: fc1,
      actorId: fcAdmin.userId,
    });
    expect(audit!.after).toMatchObject({ name: '北部大区', parentId });
  });

  it('refuses bad input naming the field, a parent of another company and a duplicate name', async () => {
    const empty = await post(STAFF_API.organizationSave, fcAdmin, { name: ' ' });
    expect(empty.body).toMatchObject({ msg: expect.stringContaining('部门名称') });
    expect(empty.body.code).not.toBe('0');
    const long = await post(STAFF_API.organizationSave, fcAdmin, { name: '部'.repeat(101) });
    expect(long.body.msg).toContain('部门名称不能超过100个字符');
    const badSort = await post(STAFF_API.organizationSave, fcAdmin, { name: '甲', sort: -1 });
    expect(badSort.body.msg).toContain('排序');
    const foreign = await post(STAFF_API.organizationSave, fcAdmin, { parentId: await deptId(fc2, '销售部'), name: '越权' });
    expect(foreign.body).toMatchObject({ code: 'SC1151' });
    const dup = await post(STAFF_API.organizationSave, fcAdmin, { parentId: await deptId(fc1, '销售部'), name: '北部大区' });
    expect(dup.body).toMatchObject({ code: 'SC1152', msg: '同一上级部门下已有同名部门' });
    // the platform adds into another company
    const plat = await post(STAFF_API.organizationSave, admin, { companyId: fc2, name: '平台新建部' });
    expect(plat.body.code).toBe('0');
    expect((await lastAudit('department'))!.objectCompanyId).toBe(fc2);
  });

  it('renames and re-sorts; another company and tenant 2 cannot', async () => {
    const res = await post(STAFF_API.organizationUpdate, fcAdmin, { id: newId, name: '北方大区', sort: 5 });
    expect(res.body.payload).toMatchObject({ id: newId, name: '北方大区', sort: 5 });
    const audit = await lastAudit('department');
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.before).toMatchObject({ name: '北部大区' });
    expect(audit!.after).toMatchObject({ name: '北方大区', sort: 5 });
    const foreign = await post(STAFF_API.organizationUpdate, fcAdmin, { id: await deptId(fc2, '销售部'), name: 'x' });
    expect(foreign.body).toMatchObject({ code: 'SC1150' });
    const t2 = await post(STAFF_API.organizationUpdate, t2Admin, { companyId: t2Ag, id: newId, name: 'x' }, 2);
    expect(t2.body).toMatchObject({ code: 'SC1150' });
    expect((await post(STAFF_API.organizationUpdate, fcQuality, { id: newId, name: 'x' })).body.code).toBe('403');
    expect((await post(STAFF_API.organizationUpdate, fcAdmin, { id: 0, name: 'x' })).body.msg).toContain('部门');
  });

  it('moves under another parent at a position, and refuses a move under itself or its descendant', async () => {
    const quality = await deptId(fc1, '质量管理部');
    const res = await post(STAFF_API.organizationMove, fcAdmin, { id: newId, parentId: quality, index: 0 });
    expect(res.body.payload).toMatchObject({ id: newId, parentId: quality, sort: 0 });
    let tree = (await post(STAFF_API.organizationTree, fcAdmin)).body.payload.tree as TreeNode[];
    expect(find(tree, '质量管理部')!.children.map((n) => n.name)).toEqual(['北方大区']);
    expect((await lastAudit('department'))!.after).toEqual({ parentId: quality, sort: 0 });
    // reorder at the top level: 综合管理部 first
    await post(STAFF_API.organizationMove, fcAdmin, { id: await deptId(fc1, '综合管理部'), parentId: null, index: 0 });
    tree = (await post(STAFF_API.organizationTree, fcAdmin)).body.payload.tree as TreeNode[];
    expect(tree.map((n) => n.name)).toEqual(['综合管理部', '销售部', '质量管理部', '注册事务部']);

    const sales = await deptId(fc1, '销售部');
    const cycle = await post(STAFF_API.organizationMove, fcAdmin, { id: sales, parentId: await deptId(fc1, '东部大区') });
    expect(cycle.body).toMatchObject({ code: 'SC1153', msg: '不能将部门移动到其自身或其下级部门下' });
    expect((await post(STAFF_API.organizationMove, fcAdmin, { id: sales, parentId: sales })).body.code).toBe('SC1153');
    const foreign = await post(STAFF_API.organizationMove, fcAdmin, { id: sales, parentId: await deptId(fc2, '销售部') });
    expect(foreign.body.code).toBe('SC1151');
    expect((await post(STAFF_API.organizationMove, fcAdmin, { id: sales })).body.msg).toContain('上级部门');
  });

  it('refuses deleting a department with people or sub-departments, naming them; deletes an empty one', async () => {
    const quality = await deptId(fc1, '质量管理部');
    const seats = (
      await t.db.tenant(1, (tx) =>
        tx
          .select()
          .from(positions)
          .where(and(eq(positions.tenantId, 1), eq(positions.orgId, quality))),
      )
    ).length;
    expect(seats).toBeGreaterThan(0);
    const busy = await post(STAFF_API.organizationDelete, fcAdmin, { id: quality });
    expect(busy.body).toMatchObject({ code: 'SC1154', msg: `删除失败：该部门下还有${seats}名人员和1个下级部门` });
    const empty = await post(STAFF_API.organizationSave, fcAdmin, { name: '临时部', parentId: newId });
    const withChild = await post(STAFF_API.organizationDelete, fcAdmin, { id: newId });
    expect(withChild.body).toMatchObject({ code: 'SC1154', msg: '删除失败：该部门下还有1个下级部门' });
    expect((await post(STAFF_API.organizationDelete, fcQuality, { id: empty.body.payload.id })).body.code).toBe('403');
    expect((await post(STAFF_API.organizationDelete, admin, { companyId: fc2, id: empty.body.payload.id })).body.code).toBe('SC1150');
    const ok = await post(STAFF_API.organizationDelete, fcAdmin, { id: empty.body.payload.id });
    expect(ok.body).toEqual({ code: '0', msg: 'success', payload: null });
    expect(await lastAudit('department')).toMatchObject({ action: 'delete', objectName: '临时部' });
    expect((await post(STAFF_API.organizationDelete, fcAdmin, { id: newId })).body.code).toBe('0');
  });
});

type Seat = {
  positionId: number;
  userName: string;
  phone: string | null;
  orgName: string | null;
  dutyName: string | null;
  positionName: string;
  isAdmin: boolean;
  roles: { roleId: number; roleName: string }[];
};

describe('organization/positions', () => {
  it('lists the seats of a department and its sub-departments, paged, with roles and masked phones', async () => {
    const sales = await deptId(fc1, '销售部');
    const res = await post(STAFF_API.organizationPositions, fcAdmin, { orgId: sales, pageSize: 20 });
    expect(res.body.code).toBe('0');
    const rows = res.body.payload.content as Seat[];
    const seat = rows.find((r) => r.userName === 'fc_sales')!;
    expect(seat).toMatchObject({
      orgName: '东部大区',
      dutyName: '销售经理',
      positionName: '销售经理',
      isAdmin: false,
      phone: '138****0021',
    });
    expect(seat.roles.map((r) => r.roleName)).toEqual(['业务员']);
    expect(res.body.payload).toMatchObject({ number: 0, size: 20, totalElements: rows.length });
    const direct = await post(STAFF_API.organizationPositions, fcAdmin, { orgId: sales, includeChildren: false });
    expect((direct.body.payload.content as Seat[]).some((r) => r.userName === 'fc_sales')).toBe(false);
    // the whole company, admin first; a keyword
    const all = (await post(STAFF_API.organizationPositions, fcAdmin, {})).body.payload.content as Seat[];
    expect(all[0]).toMatchObject({ userName: 'fc_admin', isAdmin: true });
    expect(all.map((r) => r.userName)).not.toContain('fc2_admin');
    const kw = (await post(STAFF_API.organizationPositions, fcAdmin, { keyword: '何雪' })).body.payload.content as Seat[];
    expect(kw.map((r) => r.userName)).toEqual(['fc_quality']);
    expect(JSON.stringify(res.body)).not.toContain('13800000021');
  });

  it('refuses another company’s department, a bad page size, and tenant 2', async () => {
    expect((await post(STAFF_API.organizationPositions, fcAdmin, { orgId: await deptId(fc2, '销售部') })).body.code).toBe('SC1150');
    expect((await post(STAFF_API.organizationPositions, fcAdmin, { pageSize: 7 })).body.msg).toContain('每页条数');
    const t2 = (await post(STAFF_API.organizationPositions, t2Admin, { companyId: t2Ag }, 2)).body.payload.content as Seat[];
    expect(t2.map((r) => r.userName)).toEqual(['t2_user']);
  });
});

describe('organization/positionUser and positionRole', () => {
  it('moves a seat to another department and post; the post name follows the post unless given', async () => {
    const seat = (await seatOf('fc_sales', fc1))!;
    const reg = await deptId(fc1, '注册事务部');
    const res = await post(STAFF_API.organizationPositionUserSave, fcAdmin, {
      positionId: seat,
      orgId: reg,
      dutyId: await dutyId(fc1, '注册专员'),
    });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ positionId: seat, orgName: '注册事务部', dutyName: '注册专员', positionName: '注册专员' });
    const audit = await lastAudit('position');
    expect(audit).toMatchObject({ action: 'update', objectId: String(seat) });
    expect(audit!.before).toMatchObject({ orgName: '东部大区', dutyName: '销售经理' });
    expect(audit!.after).toMatchObject({ orgName: '注册事务部', dutyName: '注册专员' });
    const back = await post(STAFF_API.organizationPositionUserSave, fcAdmin, {
      positionId: seat,
      orgId: await deptId(fc1, '东部大区'),
      dutyId: await dutyId(fc1, '销售经理'),
      positionName: '销售经理',
    });
    expect(back.body.payload).toMatchObject({ orgName: '东部大区', positionName: '销售经理' });
  });

  it('refuses another company’s seat, department or post, and needs exactly one of seat and account', async () => {
    const seat = (await seatOf('fc_sales', fc1))!;
    const foreignSeat = (await seatOf('fc2_sales', fc2))!;
    expect((await post(STAFF_API.organizationPositionUserSave, fcAdmin, { positionId: foreignSeat })).body.code).toBe('SC1155');
    expect(
      (await post(STAFF_API.organizationPositionUserSave, fcAdmin, { positionId: seat, orgId: await deptId(fc2, '销售部') })).body.code,
    ).toBe('SC1150');
    expect(
      (await post(STAFF_API.organizationPositionUserSave, fcAdmin, { positionId: seat, dutyId: await dutyId(fc2, '销售经理') })).body.code,
    ).toBe('SC1160');
    const both = await post(STAFF_API.organizationPositionUserSave, fcAdmin, { positionId: seat, account: 'ag_user' });
    expect(both.body.msg).toContain('手机号/用户名');
    const none = await post(STAFF_API.organizationPositionUserSave, fcAdmin, {});
    expect(none.body.code).not.toBe('0');
    expect((await post(STAFF_API.organizationPositionUserSave, fcQuality, { positionId: seat })).body.code).toBe('403');
  });

  it('adds a seat for a user of the tenant found by phone or login name, once', async () => {
    const reg = await deptId(fc1, '注册事务部');
    const res = await post(STAFF_API.organizationPositionUserSave, fcAdmin, { account: '13800000032', orgId: reg });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({
      userName: 'ag_quality',
      orgName: '注册事务部',
      positionName: '职员',
      isAdmin: false,
      roles: [],
    });
    expect(await lastAudit('position')).toMatchObject({ action: 'create', objectName: '林涛' });
    expect((await post(STAFF_API.organizationPositionUserSave, fcAdmin, { account: 'ag_quality' })).body).toMatchObject({
      code: 'SC1157',
      msg: '该用户已在本企业任职',
    });
    expect((await post(STAFF_API.organizationPositionUserSave, fcAdmin, { account: 'nobody_here' })).body.code).toBe('SC1156');
    // a user of another tenant is not found
    expect((await post(STAFF_API.organizationPositionUserSave, fcAdmin, { account: 't2_user' })).body.code).toBe('SC1156');
    expect((await post(STAFF_API.organizationPositionUserSave, fcAdmin, { account: '13900000002' })).body.code).toBe('SC1156');
  });

  it('a role change of a seat shows in that user’s next button and menu load; roles of another company are refused', async () => {
    const sales = await loginSession(t.app, 'fc_sales');
    const buttons = async () =>
      (
        (await call(t.app, `${STAFF}/login/buttonList`, { buttonType: 2 }, { token: sales.token })).body.payload as { buttonCode: string }[]
      ).map((b) => b.buttonCode);
    expect(await buttons()).not.toContain('fc.product.audit');
    const seat = (await seatOf('fc_sales', fc1))!;
    const quality = await roleId(fc1, 'QUALITY');
    const salesRole = await roleId(fc1, 'SALES');
    const res = await post(STAFF_API.organizationPositionRoleSave, fcAdmin, { positionId: seat, roleIds: [salesRole, quality] });
    expect(res.body.code).toBe('0');
    expect(res.body.payload.roles.map((r: { roleName: string }) => r.roleName)).toEqual(['业务员', '质量负责人']);
    expect(await buttons()).toContain('fc.product.audit');
    const audit = await lastAudit('position');
    expect(audit).toMatchObject({ action: 'grant', objectId: String(seat) });
    expect(audit!.before).toEqual({ roles: ['业务员'] });
    expect(audit!.after).toEqual({ roles: ['业务员', '质量负责人'] });

    const foreignRole = await roleId(fc2, 'QUALITY');
    const refused = await post(STAFF_API.organizationPositionRoleSave, fcAdmin, { positionId: seat, roleIds: [foreignRole] });
    expect(refused.body).toMatchObject({ code: 'SC1159' });
    expect(await buttons()).toContain('fc.product.audit');
    await post(STAFF_API.organizationPositionRoleSave, fcAdmin, { positionId: seat, roleIds: [salesRole] });
    expect(await buttons()).not.toContain('fc.product.audit');
    expect((await post(STAFF_API.organizationPositionRoleSave, fcAdmin, { positionId: seat, roleIds: ['x'] })).body.msg).toContain('角色');
    expect(
      (await post(STAFF_API.organizationPositionRoleSave, fcAdmin, { positionId: (await seatOf('fc2_sales', fc2))!, roleIds: [] })).body
        .code,
    ).toBe('SC1155');
  });

  it('roleOptions answers the roles of the managed company', async () => {
    const own = await post(STAFF_API.organizationRoleOptions, fcAdmin);
    expect(own.body.payload.map((r: { code: string }) => r.code)).toEqual(['SALES', 'QUALITY']);
    expect((await post(STAFF_API.organizationRoleOptions, fcAdmin, { companyId: fc2 })).status).toBe(403);
  });

  it('removes a seat (its session in that company ends) but never the administrator’s', async () => {
    const adminSeat = (await seatOf('fc_admin', fc1))!;
    expect((await post(STAFF_API.organizationPositionUserDelete, fcAdmin, { positionId: adminSeat })).body).toMatchObject({
      code: 'SC1158',
      msg: '不能移出企业管理员，请先变更企业管理员',
    });
    const seat = (await seatOf('ag_quality', fc1))!;
    // ag_quality signed into the new FC0001 seat, and in its own company in another session
    const inSeat = await loginSession(t.app, 'ag_quality');
    const moved = await call(t.app, STAFF_API.chooseCompany, { companyId: fc1 }, { token: inSeat.token });
    expect(moved.body.code).toBe('0');
    const seatToken = moved.body.payload.token as string;
    // (a new login lands in the last used company, FC0001 now: switch that one back to AG0001)
    const other = await loginSession(t.app, 'ag_quality');
    const back = await call(t.app, STAFF_API.chooseCompany, { companyId: inSeat.companyId }, { token: other.token });
    expect(back.body.payload.companyId).toBe(inSeat.companyId);
    const ownToken = back.body.payload.token as string;
    const buttons = (token: string) => call(t.app, `${STAFF}/login/buttonList`, { buttonType: 2 }, { token });
    expect((await buttons(seatToken)).body.code).toBe('0');
    expect((await post(STAFF_API.organizationPositionUserDelete, fcQuality, { positionId: seat })).body.code).toBe('403');
    expect((await post(STAFF_API.organizationPositionUserDelete, admin, { companyId: fc2, positionId: seat })).body.code).toBe('SC1155');
    const res = await post(STAFF_API.organizationPositionUserDelete, fcAdmin, { positionId: seat });
    expect(res.body.code).toBe('0');
    expect(await seatOf('ag_quality', fc1)).toBeUndefined();
    expect((await buttons(seatToken)).body.code).toBe('401');
    expect((await buttons(ownToken)).body.code).toBe('0');
    expect(await lastAudit('position')).toMatchObject({ action: 'delete', objectName: '林涛' });
  });
});

describe('organization/getStatisticsDataByCompany', () => {
  it('gives the platform every company of its tenant and an enterprise its own, with counts from the data', async () => {
    const all = (await post(STAFF_API.organizationGetStatisticsDataByCompany, admin)).body.payload as {
      companyId: number;
      companyCode: string;
    }[];
    const tenantCompanies = await t.db.tenant(1, (tx) => tx.select().from(companies).where(eq(companies.tenantId, 1)));
    expect(all.map((c) => c.companyId).sort()).toEqual(tenantCompanies.map((c) => c.id).sort());
    const own = (await post(STAFF_API.organizationGetStatisticsDataByCompany, fcAdmin)).body.payload;
    expect(own).toHaveLength(1);
    const seats = await t.db.tenant(1, (tx) =>
      tx
        .select({ status: users.status, isAdmin: positions.isAdmin })
        .from(positions)
        .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
        .where(and(eq(positions.tenantId, 1), eq(positions.companyId, fc1))),
    );
    const depts = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(organizations)
        .where(and(eq(organizations.tenantId, 1), eq(organizations.companyId, fc1))),
    );
    expect(own[0]).toEqual({
      companyId: fc1,
      companyCode: 'FC0001',
      companyName: '上海康瑞医疗器械有限公司',
      companyType: 'FC',
      departmentCount: depts.length,
      userCount: seats.length,
      adminCount: seats.filter((s) => s.isAdmin).length,
      roleCount: 2,
      dutyCount: 4,
      enabledUserCount: seats.filter((s) => s.status === 'enabled').length,
      disabledUserCount: seats.filter((s) => s.status !== 'enabled').length,
    });
    expect(
      (await post(STAFF_API.organizationGetStatisticsDataByCompany, admin, { companyId: fc2 })).body.payload.map(
        (c: { companyCode: string }) => c.companyCode,
      ),
    ).toEqual(['FC0002']);
    expect((await post(STAFF_API.organizationGetStatisticsDataByCompany, fcAdmin, { companyId: fc2 })).status).toBe(403);
    const t2 = (await post(STAFF_API.organizationGetStatisticsDataByCompany, t2Admin, {}, 2)).body.payload as { companyId: number }[];
    expect(t2.map((c) => c.companyId)).not.toContain(fc1);
  });
});

describe('duty', () => {
  type Duty = { id: number; name: string; positionCount: number };

  it('pages the posts of the company with their seat counts, filtered by name', async () => {
    const res = await post(STAFF_API.dutyPageList, fcAdmin, {});
    expect(res.body.code).toBe('0');
    const rows = res.body.payload.content as Duty[];
    expect(rows.map((d) => d.name)).toEqual(['总经理', '销售经理', '质量负责人', '注册专员']);
    expect(rows.find((d) => d.name === '销售经理')!.positionCount).toBeGreaterThanOrEqual(1);
    const named = (await post(STAFF_API.dutyPageList, fcAdmin, { name: '质量' })).body.payload;
    expect(named.content.map((d: Duty) => d.name)).toEqual(['质量负责人']);
    expect(named.totalElements).toBe(1);
    expect((await post(STAFF_API.dutyPageList, fcAdmin, { name: '%' })).body.payload.content).toEqual([]);
    expect((await post(STAFF_API.dutyPageList, admin, { companyId: fc2 })).body.payload.totalElements).toBe(4);
    expect((await post(STAFF_API.dutyPageList, fcAdmin, { companyId: fc2 })).status).toBe(403);
  });

  it('adds, renames and deletes a post, audited; duplicate names and bad input refused', async () => {
    const res = await post(STAFF_API.dutySave, fcAdmin, { name: '区域经理' });
    expect(res.body.payload).toMatchObject({ name: '区域经理', positionCount: 0 });
    const id = res.body.payload.id as number;
    expect(await lastAudit('duty')).toMatchObject({ action: 'create', objectName: '区域经理', after: { name: '区域经理' } });
    expect((await post(STAFF_API.dutySave, fcAdmin, { name: '区域经理' })).body).toMatchObject({ code: 'SC1161', msg: '岗位名称已存在' });
    expect((await post(STAFF_API.dutySave, fcAdmin, { name: '' })).body.msg).toContain('请输入岗位名称');
    expect((await post(STAFF_API.dutyUpdate, fcAdmin, { id, name: '销售经理' })).body.code).toBe('SC1161');
    const up = await post(STAFF_API.dutyUpdate, fcAdmin, { id, name: '大区经理' });
    expect(up.body.payload).toMatchObject({ id, name: '大区经理' });
    expect(await lastAudit('duty')).toMatchObject({ action: 'update', before: { name: '区域经理' }, after: { name: '大区经理' } });
    expect((await post(STAFF_API.dutyUpdate, fcQuality, { id, name: 'x' })).body.code).toBe('403');
    expect((await post(STAFF_API.dutyUpdate, fcAdmin, { id: await dutyId(fc2, '总经理'), name: 'x' })).body.code).toBe('SC1160');
    expect((await post(STAFF_API.dutyDelete, t2Admin, { id }, 2)).body.code).toBe('SC1160');
    expect((await post(STAFF_API.dutyDelete, fcAdmin, { id })).body.code).toBe('0');
    expect(await lastAudit('duty')).toMatchObject({ action: 'delete', objectName: '大区经理' });
  });

  it('refuses deleting a post seats hold, naming how many', async () => {
    const id = await dutyId(fc1, '销售经理');
    const held = (
      await t.db.tenant(1, (tx) =>
        tx
          .select()
          .from(positions)
          .where(and(eq(positions.tenantId, 1), eq(positions.dutyId, id))),
      )
    ).length;
    const res = await post(STAFF_API.dutyDelete, fcAdmin, { id });
    expect(res.body).toEqual({ code: 'SC1162', msg: `删除失败：该岗位下还有${held}名人员`, payload: null });
  });
});

describe('OpenAPI document', () => {
  it('documents every organisation and post call, the department tree as its own recursive component', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const paths = [
      'organizationTree',
      'organizationSave',
      'organizationUpdate',
      'organizationMove',
      'organizationDelete',
      'organizationPositions',
      'organizationPositionUserSave',
      'organizationPositionUserDelete',
      'organizationPositionRoleSave',
      'organizationRoleOptions',
      'organizationGetStatisticsDataByCompany',
      'organizationGetOrgListByCompanyId',
      'dutyPageList',
      'dutySave',
      'dutyUpdate',
      'dutyDelete',
    ] as const;
    for (const p of paths) {
      const op = doc.paths[STAFF_API[p]]?.post;
      expect(op, p).toBeDefined();
      expect(op.summary, p).toMatch(/[\u4e00-\u9fa5]/);
      expect(op.requestBody, p).toBeDefined();
    }
    const tree = doc.paths[STAFF_API.organizationTree].post.responses['200'].content['application/json'].schema;
    expect(tree.properties.payload.properties.tree).toEqual({ type: 'array', items: { $ref: '#/components/schemas/OrgTreeNode' } });
    expect(doc.components.schemas.OrgTreeNode.properties.children).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/OrgTreeNode' },
    });
  });
});
