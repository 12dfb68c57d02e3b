// merchantUser/list, organization/userOrgMap, organization/deptList, role/list: only the session company's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, STAFF, type TestApp, loginSession, type TestSession } from '../../../test/app.js';
import { organizations, roles } from '../../../db/schema.js';
import { buildOrgTree, maskPhone } from './org.service.js';

type Session = TestSession;

let t: TestApp;
let ag: Session;
let ho: Session;
let newUser: Session;
let t2: Session;

const loginAs = (userName: string, password = 'Demo1234', tenantId = 1): Promise<Session> =>
  loginSession(t.app, userName, password, tenantId);
const get = (path: string, s?: Session, query: Record<string, string> = { tenantId: '1', timestamp: String(Date.now()) }) =>
  call(t.app, `${STAFF}${path}`, query, { method: 'GET', ...(s ? { token: s.token } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  [ag, ho, newUser, t2] = await Promise.all([
    loginAs('ag_user'),
    loginAs('ho_user'),
    loginAs('new_user'),
    loginAs('t2_user', 'Demo1234', 2),
  ]);
});
afterAll(() => t.close());

describe('org calls need a session', () => {
  it.each(['/merchantUser/list', '/organization/deptList', '/role/list'])('GET %s answers 401', async (path) => {
    expect((await get(path)).body).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
  });
  it('POST /organization/userOrgMap answers 401', async () => {
    expect((await call(t.app, `${STAFF}/organization/userOrgMap`, {})).body.code).toBe('401');
  });
});

describe('merchantUser/list', () => {
  it("lists the enabled users of the session's company with masked phones", async () => {
    const res = await get('/merchantUser/list', ag);
    expect(res.body.code).toBe('0');
    const users = res.body.payload.users as {
      userId: number;
      userName: string;
      realname: string;
      phone: string | null;
      positionName: string;
      orgId: number | null;
    }[];
    expect(users.map((u) => u.userName).sort()).toEqual([
      'ag_admin',
      'ag_clerk',
      'ag_quality',
      'ag_user',
      'multi_user',
      'nophone_user',
      'pending_user',
    ]);
    const me = users.find((u) => u.userName === 'ag_user')!;
    expect(me).toMatchObject({ userId: ag.userId, realname: '王晓明', phone: '138****0003', positionName: '销售代表' });
    expect(Object.keys(me).sort()).toEqual(['orgId', 'phone', 'positionName', 'realname', 'userId', 'userName']);
    expect(users.find((u) => u.userName === 'nophone_user')!.phone).toBeNull();
    expect(users.every((u) => u.phone === null || /^\d{3}\*{4}\d{4}$/.test(u.phone))).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('13800000003');
    // orgs belong to the company
    const own = new Set(
      (
        await t.db.tenant(1, (tx) =>
          tx
            .select({ id: organizations.id })
            .from(organizations)
            .where(and(eq(organizations.tenantId, 1), eq(organizations.companyId, ag.companyId))),
        )
      ).map((o) => o.id),
    );
    expect(users.every((u) => u.orgId === null || own.has(u.orgId))).toBe(true);
  });

  it('another company and another tenant see their own people only', async () => {
    const hoUsers = (await get('/merchantUser/list', ho)).body.payload.users.map((u: { userName: string }) => u.userName).sort();
    expect(hoUsers).toEqual(['ho_admin', 'ho_head', 'ho_user', 'multi_user']);
    const t2Users = (await get('/merchantUser/list', t2, { tenantId: '2' })).body.payload.users.map(
      (u: { userName: string }) => u.userName,
    );
    expect(t2Users).toEqual(['t2_user']);
  });

  it('a query naming another tenant is refused; extra query keys are ignored', async () => {
    expect((await get('/merchantUser/list', ag, { tenantId: '2' })).status).toBe(403);
    const res = await get('/merchantUser/list', ag, { tenantId: '1', companyId: String(ho.companyId) });
    expect(res.body.payload.users.map((u: { userName: string }) => u.userName)).toContain('ag_user');
    expect(res.body.payload.users.map((u: { userName: string }) => u.userName)).not.toContain('ho_user');
  });
});

describe('organization/userOrgMap', () => {
  it("answers the company's department tree with its users, and a user map", async () => {
    const res = await call(t.app, `${STAFF}/organization/userOrgMap`, {}, { token: ag.token });
    expect(res.body.code).toBe('0');
    const { orgList, userMap } = res.body.payload;
    expect(orgList.map((o: { name: string }) => o.name)).toEqual(['销售部', '质量管理部', '仓储物流部', '财务部']);
    const sales = orgList[0];
    expect(sales.orgId).toBe(sales.deptId);
    expect(sales.orgName).toBe('销售部');
    expect(sales.children.map((o: { name: string }) => o.name)).toEqual(['医院业务组', '渠道业务组']);
    const hospital = sales.children[0];
    expect(hospital.parentId).toBe(sales.orgId);
    expect(hospital.userList.map((u: { userName: string }) => u.userName).sort()).toEqual(['ag_user', 'multi_user']);
    expect(hospital.userList.find((u: { userName: string }) => u.userName === 'ag_user')).toEqual({
      userId: ag.userId,
      userName: 'ag_user',
      realname: '王晓明',
    });
    expect(userMap[String(ag.userId)]).toEqual({ userId: ag.userId, userName: 'ag_user', realname: '王晓明' });
    expect(Object.keys(userMap)).toHaveLength(7);
  });

  it('a session without company gets empty lists', async () => {
    const res = await call(t.app, `${STAFF}/organization/userOrgMap`, {}, { token: newUser.token });
    expect(res.body.payload).toEqual({ orgList: [], userMap: {} });
  });
});

describe('organization/deptList and role/list', () => {
  it("deptList answers the company's departments flat", async () => {
    const res = await get('/organization/deptList', ag);
    expect(res.body.code).toBe('0');
    const depts = res.body.payload as {
      orgId: number;
      deptId: number;
      name: string;
      orgName: string;
      parentId: number | null;
      sort: number;
    }[];
    expect(depts.map((d) => d.name).sort()).toEqual(['仓储物流部', '医院业务组', '渠道业务组', '财务部', '质量管理部', '销售部'].sort());
    const rows = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(organizations)
        .where(and(eq(organizations.tenantId, 1), eq(organizations.companyId, ag.companyId))),
    );
    expect(new Set(depts.map((d) => d.orgId))).toEqual(new Set(rows.map((r) => r.id)));
    expect(depts.every((d) => d.deptId === d.orgId && d.orgName === d.name)).toBe(true);
  });

  it("role/list answers the company's roles", async () => {
    const res = await get('/role/list', ag);
    expect(res.body.code).toBe('0');
    expect(
      res.body.payload.map((r: { roleCode: string; roleName: string; dataScope: string; enabled: boolean }) => [
        r.roleCode,
        r.roleName,
        r.dataScope,
        r.enabled,
      ]),
    ).toEqual([
      ['SALES', '业务员', 'own', true],
      ['QUALITY', '质量负责人', 'company', true],
      ['ADMIN_ASSIST', '行政人事', 'company', true],
    ]);
    const own = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, 1), eq(roles.companyId, ag.companyId))),
    );
    expect(res.body.payload.map((r: { roleId: number }) => r.roleId).sort()).toEqual(own.map((r) => r.id).sort());
  });

  it('other companies and tenants, and a user without company', async () => {
    expect((await get('/role/list', ho)).body.payload.map((r: { roleCode: string }) => r.roleCode)).toEqual(['BUYER', 'EQUIPMENT_HEAD']);
    expect((await get('/organization/deptList', ho)).body.payload.map((d: { name: string }) => d.name)).not.toContain('销售部');
    expect((await get('/role/list', newUser)).body.payload).toEqual([]);
    expect((await get('/organization/deptList', newUser)).body.payload).toEqual([]);
    expect((await get('/merchantUser/list', newUser)).body.payload).toEqual({ users: [] });
    const t2Roles = (await get('/role/list', t2, { tenantId: '2' })).body.payload;
    const t1Ids = new Set(
      (await t.db.tenant(1, (tx) => tx.select({ id: roles.id }).from(roles).where(eq(roles.tenantId, 1)))).map((r) => r.id),
    );
    const t2Ids = new Set(
      (await t.db.tenant(2, (tx) => tx.select({ id: roles.id }).from(roles).where(eq(roles.tenantId, 2)))).map((r) => r.id),
    );
    expect(t2Roles.length).toBeGreaterThan(0);
    expect(t2Roles.every((r: { roleId: number }) => t2Ids.has(r.roleId))).toBe(true);
    expect(t1Ids.size).toBeGreaterThan(0);
  });
});

describe('helpers', () => {
  it('maskPhone', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskPhone(null)).toBeNull();
    expect(maskPhone('12345')).toBe('****45');
  });

  it('buildOrgTree never loops on a cycle or a missing parent', () => {
    const tree = buildOrgTree(
      [
        { id: 1, parentId: 2, name: 'a', sort: 1 },
        { id: 2, parentId: 1, name: 'b', sort: 2 },
        { id: 3, parentId: 99, name: 'c', sort: 3 },
        { id: 4, parentId: 4, name: 'd', sort: 4 },
        { id: 5, parentId: 3, name: 'e', sort: 5 },
      ],
      new Map(),
    );
    expect(() => JSON.stringify(tree)).not.toThrow();
    const count = (nodes: typeof tree): number => nodes.reduce((n, x) => n + 1 + count(x.children), 0);
    expect(count(tree)).toBe(5);
    expect(tree.find((n) => n.orgId === 3)!.children.map((c) => c.orgId)).toEqual([5]);
  });
});
