// fieldPermission/list | save | menuList: admins of the company only, roles of the company only, known
// fields only, one transaction; menuList reflects a save, and so does the server-filtered user list.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginSession, STAFF, type TestApp, type TestSession } from '../../../test/app.js';
import { fieldPermissions } from '../access/access.table.js';

const FP = `${STAFF}/fieldPermission`;
const CODE = 'userManagementList';

let t: TestApp;
let agUser: TestSession;
let agAdmin: TestSession;
let fcAdmin: TestSession;
let t2Admin: TestSession;
let salesRole: number;
let fcSalesRole: number;

const roleId = async (company: string, code: string) => {
  const rows = await t.db.system((tx) =>
    tx.execute(sql`
    SELECT r.id FROM roles r JOIN companies c ON c.tenant_id = r.tenant_id AND c.id = r.company_id
     WHERE r.tenant_id = 1 AND c.code = ${company} AND r.code = ${code}`),
  );
  return Number(((rows as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[])).map((r) => (r as { id: number }).id)[0]);
};
const saved = () =>
  t.db.tenant(1, (tx) =>
    tx
      .select({ roleId: fieldPermissions.roleId, fieldCode: fieldPermissions.fieldCode, status: fieldPermissions.status })
      .from(fieldPermissions)
      .where(and(eq(fieldPermissions.tenantId, 1), eq(fieldPermissions.businessCode, CODE))),
  );

beforeAll(async () => {
  t = await createTestApp();
  [agUser, agAdmin, fcAdmin, t2Admin] = await Promise.all([
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  salesRole = await roleId('AG0001', 'SALES');
  fcSalesRole = await roleId('FC0001', 'SALES');
});
afterAll(() => t.close());

describe('fieldPermission/list', () => {
  it("gives a company admin the code's fields and every role of the company with its statuses", async () => {
    const res = await call(t.app, `${FP}/list`, { businessCode: CODE }, { token: agAdmin.token });
    expect(res.body.code).toBe('0');
    expect(res.body.payload.fields.map((f: { fieldCode: string }) => f.fieldCode)).toEqual([
      'userName',
      'realName',
      'phone',
      'companyName',
      'status',
    ]);
    expect(res.body.payload.fields[2]).toEqual({ fieldCode: 'phone', fieldName: '手机号', sort: 3 });
    const sales = res.body.payload.roles.find((r: { roleId: number }) => r.roleId === salesRole);
    expect(sales).toMatchObject({ roleCode: 'SALES', roleName: '业务员' });
    expect(sales.fields).toMatchObject({ phone: 0, realName: 1 });
    // only this company's roles
    expect(res.body.payload.roles.map((r: { roleId: number }) => r.roleId)).not.toContain(fcSalesRole);
  });

  it('refuses a non-admin with 无权修改字段权限', async () => {
    for (const path of ['list', 'save']) {
      const res = await call(
        t.app,
        `${FP}/${path}`,
        { businessCode: CODE, roleId: salesRole, fields: [{ fieldCode: 'phone', status: 2 }] },
        { token: agUser.token },
      );
      expect(res.body).toMatchObject({ code: 'SC1071', msg: '无权修改字段权限' });
    }
    expect((await saved()).find((r) => r.roleId === salesRole && r.fieldCode === 'phone')?.status).toBe(0);
  });

  it('refuses a missing business code with 400 naming it', async () => {
    const res = await call(t.app, `${FP}/list`, { businessCode: '' }, { token: agAdmin.token });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('businessCode');
  });
});

describe('fieldPermission/save and menuList', () => {
  it('save then menuList and the user list reflect it', async () => {
    const before = await call(
      t.app,
      `${FP}/menuList`,
      { businessId: 'demo-1', businessCode: CODE, localUserId: agUser.userId },
      { token: agUser.token },
    );
    expect(before.body.code).toBe('0');
    expect(before.body.payload.menuList).toContainEqual({ menuKey: 'phone', menuStatus: 0 });
    expect(before.body.payload.menuList).toContainEqual({ menuKey: 'realName', menuStatus: 1 });

    const res = await call(
      t.app,
      `${FP}/save`,
      {
        businessCode: CODE,
        roleId: salesRole,
        fields: [
          { fieldCode: 'phone', status: 2 },
          { fieldCode: 'companyName', status: 0 },
        ],
      },
      { token: agAdmin.token },
    );
    expect(res.body).toEqual({ code: '0', msg: 'success', payload: null });

    const after = await call(
      t.app,
      `${FP}/menuList`,
      { businessId: 7, businessCode: CODE, localUserId: String(agUser.userId) },
      { token: agUser.token },
    );
    expect(after.body.payload.menuList).toContainEqual({ menuKey: 'phone', menuStatus: 2 });
    expect(after.body.payload.menuList).toContainEqual({ menuKey: 'companyName', menuStatus: 0 });
    const rows = (await call(t.app, `${STAFF}/merchantUser/pageList`, {}, { token: agUser.token })).body.payload.content;
    expect(rows.some((r: Record<string, unknown>) => typeof r['phone'] === 'string')).toBe(true);
    expect(rows.every((r: Record<string, unknown>) => !('companyName' in r))).toBe(true);
    const listed = await call(t.app, `${FP}/list`, { businessCode: CODE }, { token: agAdmin.token });
    expect(listed.body.payload.roles.find((r: { roleId: number }) => r.roleId === salesRole).fields).toMatchObject({
      phone: 2,
      companyName: 0,
    });

    // restore the seed for the other tests
    await call(
      t.app,
      `${FP}/save`,
      {
        businessCode: CODE,
        roleId: salesRole,
        fields: [
          { fieldCode: 'phone', status: 0 },
          { fieldCode: 'companyName', status: 1 },
        ],
      },
      { token: agAdmin.token },
    );
  });

  it("refuses another company's role, an unknown field and a bad status, changing nothing", async () => {
    const before = await saved();
    const foreign = await call(
      t.app,
      `${FP}/save`,
      { businessCode: CODE, roleId: fcSalesRole, fields: [{ fieldCode: 'phone', status: 0 }] },
      { token: agAdmin.token },
    );
    expect(foreign.body).toMatchObject({ code: 'SC1072', msg: '角色不存在' });
    const crossTenant = await call(
      t.app,
      `${FP}/save`,
      { businessCode: CODE, roleId: salesRole, fields: [{ fieldCode: 'phone', status: 2 }] },
      { token: t2Admin.token },
    );
    expect(crossTenant.body.code).not.toBe('0');
    const unknown = await call(
      t.app,
      `${FP}/save`,
      {
        businessCode: CODE,
        roleId: salesRole,
        fields: [
          { fieldCode: 'phone', status: 2 },
          { fieldCode: 'salary', status: 1 },
        ],
      },
      { token: agAdmin.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: '400' });
    expect(unknown.body.msg).toContain('salary');
    const badStatus = await call(
      t.app,
      `${FP}/save`,
      { businessCode: CODE, roleId: salesRole, fields: [{ fieldCode: 'phone', status: 3 }] },
      { token: agAdmin.token },
    );
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.msg).toContain('status');
    const noCode = await call(
      t.app,
      `${FP}/save`,
      { businessCode: 'noSuchTable', roleId: salesRole, fields: [{ fieldCode: 'phone', status: 1 }] },
      { token: agAdmin.token },
    );
    expect(noCode.body.code).toBe('SC1073');
    expect(await saved()).toEqual(before);
  });

  it("menuList refuses another user's id, gives admins 2 everywhere and fields without a row 1", async () => {
    const other = await call(
      t.app,
      `${FP}/menuList`,
      { businessId: 1, businessCode: CODE, localUserId: agAdmin.userId },
      { token: agUser.token },
    );
    expect(other.body).toMatchObject({ code: 'SC1074', msg: '只能查询当前登录用户的字段权限' });
    const admin = await call(
      t.app,
      `${FP}/menuList`,
      { businessId: 1, businessCode: CODE, localUserId: agAdmin.userId },
      { token: agAdmin.token },
    );
    expect(admin.body.payload.menuList).toHaveLength(5);
    expect(admin.body.payload.menuList.every((m: { menuStatus: number }) => m.menuStatus === 2)).toBe(true);
    const fc = await call(
      t.app,
      `${FP}/menuList`,
      { businessId: 1, businessCode: 'orderList', localUserId: fcAdmin.userId },
      { token: fcAdmin.token },
    );
    expect(fc.body.payload.menuList.map((m: { menuKey: string }) => m.menuKey)).toContain('orderCode');
    const bad = await call(t.app, `${FP}/menuList`, { businessId: 1, businessCode: CODE }, { token: agUser.token });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('localUserId');
  });
});
