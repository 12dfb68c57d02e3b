// role/*: a company's roles, grants inside the company's auth groups, data scopes, field permissions;
// per call success, validation, no grant, another company, another tenant, and that a grant change is
// seen by the holder's next buttonList / resourceList.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { ResourceTreeNode } from '@medportal/contracts/system/roles.contract';
import { auditLog, companies, resources, roleGrants, roles } from '../../../db/schema.js';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';

let t: TestApp;
const tokens = new Map<string, string>();
const token = async (user: string, tenantId = 1, password = 'Demo1234') => {
  const key = `${tenantId}:${user}`;
  if (!tokens.has(key)) tokens.set(key, await login(t.app, user, password, tenantId));
  return tokens.get(key)!;
};
const as = async (user: string, url: string, body: unknown, tenantId = 1, password = 'Demo1234') =>
  (await call(t.app, url, body, { token: await token(user, tenantId, password), tenantId })).body;

let fc1 = 0;
let ag1 = 0;
let salesRole = 0;
const companyId = (code: string) =>
  t.db.tenant(
    1,
    async (tx) =>
      (
        await tx
          .select()
          .from(companies)
          .where(and(eq(companies.tenantId, 1), eq(companies.code, code)))
      )[0]!.id,
  );
const resourceId = (code: string) =>
  t.db.tenant(
    1,
    async (tx) =>
      (
        await tx
          .select()
          .from(resources)
          .where(and(eq(resources.tenantId, 1), eq(resources.resourceCode, code)))
      )[0]!.id,
  );
const grantsOf = (roleId: number) =>
  t.db.tenant(1, async (tx) =>
    (
      await tx
        .select()
        .from(roleGrants)
        .where(and(eq(roleGrants.tenantId, 1), eq(roleGrants.roleId, roleId)))
    )
      .map((g) => g.resourceId)
      .sort((a, b) => a - b),
  );
const audits = (objectType: string, objectId: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId)))),
  );
const buttons = async (user: string) =>
  ((await as(user, STAFF_API.buttonList, { buttonType: 2 })).payload as { buttonCode: string }[]).map((b) => b.buttonCode);
const scalar = async (q: ReturnType<typeof sql>): Promise<number> => {
  const r = (await t.db.tenant(1, (tx) => tx.execute(q))) as unknown as { rows?: Record<string, unknown>[] } & Record<string, unknown>[];
  return Number((r.rows ?? r)[0]!['n']);
};
const flat = (tree: ResourceTreeNode[]): ResourceTreeNode[] => tree.flatMap((n) => [n, ...flat(n.children)]);

beforeAll(async () => {
  t = await createTestApp();
  fc1 = await companyId('FC0001');
  ag1 = await companyId('AG0001');
  salesRole = await t.db.tenant(
    1,
    async (tx) =>
      (
        await tx
          .select()
          .from(roles)
          .where(and(eq(roles.tenantId, 1), eq(roles.companyId, fc1), eq(roles.code, 'SALES')))
      )[0]!.id,
  );
});
afterAll(() => t.close());

describe('role/pageList and detail', () => {
  it('lists the own company for an enterprise admin and any company for the platform', async () => {
    const own = await as('fc_admin', STAFF_API.rolePageList, { page: 1, pageSize: 20 });
    expect(own.code).toBe('0');
    expect(own.payload.content.map((r: { roleCode: string }) => r.roleCode).sort()).toEqual(['QUALITY', 'SALES']);
    const sales = own.payload.content.find((r: { roleCode: string }) => r.roleCode === 'SALES');
    expect(sales.userCount).toBeGreaterThan(0);
    expect(sales.defaultRoleId).not.toBeNull();
    const platform = await as('admin', STAFF_API.rolePageList, { companyId: ag1, page: 1, pageSize: 20, roleName: '业务' });
    expect(platform.payload.content.map((r: { roleCode: string }) => r.roleCode)).toEqual(['SALES']);
    const detail = await as('fc_admin', STAFF_API.roleDetail, { roleId: salesRole });
    expect(detail.payload).toMatchObject({ roleId: salesRole, roleCode: 'SALES', companyId: fc1 });
  });

  it('refuses a bad page size, no grant, another company and another tenant', async () => {
    const bad = await as('fc_admin', STAFF_API.rolePageList, { page: 1, pageSize: 7 });
    expect(bad.code).not.toBe('0');
    expect(bad.msg).toContain('每页条数');
    expect((await as('fc_quality', STAFF_API.rolePageList, { page: 1, pageSize: 20 })).code).toBe('403');
    expect((await as('fc_admin', STAFF_API.rolePageList, { companyId: ag1, page: 1, pageSize: 20 })).code).toBe('403');
    // AG0001's role through FC0001's session: not found in the own company
    const agRole = (await as('admin', STAFF_API.rolePageList, { companyId: ag1, page: 1, pageSize: 20 })).payload.content[0].roleId;
    expect((await as('fc_admin', STAFF_API.roleDetail, { roleId: agRole })).code).toBe('SC1170');
    // tenant 2's platform naming a tenant-1 company finds nothing of it
    const t2 = await as('admin', STAFF_API.rolePageList, { companyId: fc1, page: 1, pageSize: 20 }, 2, 'Other5678');
    expect(t2.code).not.toBe('0');
    expect((await as('admin', STAFF_API.roleDetail, { roleId: salesRole }, 2, 'Other5678')).code).not.toBe('0');
  });
});

describe('role/save, update, delete', () => {
  it('creates, edits and deletes a role, audited, with a unique code per company', async () => {
    const saved = await as('fc_admin', STAFF_API.roleSave, {
      roleName: '仓库主管',
      roleCode: 'WH_LEAD',
      remark: '仓库',
      dataScope: 'department',
    });
    expect(saved.code).toBe('0');
    const id = saved.payload.roleId;
    expect(saved.payload).toMatchObject({ roleName: '仓库主管', enabled: true, dataScope: 'department', companyId: fc1, userCount: 0 });
    const dup = await as('fc_admin', STAFF_API.roleSave, { roleName: '别名', roleCode: 'WH_LEAD' });
    expect(dup.code).toBe('SC1171');
    expect(dup.msg).toContain('WH_LEAD');
    // the same code in another company is fine
    expect((await as('admin', STAFF_API.roleSave, { companyId: ag1, roleName: '仓库主管', roleCode: 'WH_LEAD' })).code).toBe('0');
    const updated = await as('fc_admin', STAFF_API.roleUpdate, { roleId: id, roleName: '仓储主管', roleCode: 'WH_LEAD', enabled: false });
    expect(updated.payload).toMatchObject({ roleName: '仓储主管', enabled: false, remark: '仓库' });
    const trail = await audits('role', id);
    expect(trail.map((a) => a.action)).toEqual(['create', 'disable']);
    expect(trail[1]!.before).toMatchObject({ roleName: '仓库主管', enabled: true });
    expect(trail[1]!.after).toMatchObject({ roleName: '仓储主管', enabled: false });
    expect((await as('fc_admin', STAFF_API.roleDelete, { roleId: id })).code).toBe('0');
    expect((await as('fc_admin', STAFF_API.roleDetail, { roleId: id })).code).toBe('SC1170');
    expect((await audits('role', id)).map((a) => a.action)).toEqual(['create', 'disable', 'delete']);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await scalar(sql`SELECT count(*) AS n FROM roles`);
    const noName = await as('fc_admin', STAFF_API.roleSave, { roleName: ' ', roleCode: 'X1' });
    expect(noName.msg).toContain('角色名称');
    const badCode = await as('fc_admin', STAFF_API.roleSave, { roleName: '甲', roleCode: '角色' });
    expect(badCode.msg).toContain('角色编码');
    const badScope = await as('fc_admin', STAFF_API.roleSave, { roleName: '甲', roleCode: 'A1', dataScope: 'all' });
    expect(badScope.msg).toContain('数据权限');
    const after = await scalar(sql`SELECT count(*) AS n FROM roles`);
    expect(after).toEqual(before);
  });

  it('refuses writes without the button grant and on another company', async () => {
    expect((await as('fc_quality', STAFF_API.roleSave, { roleName: '甲', roleCode: 'A1' })).code).toBe('403');
    expect((await as('fc_admin', STAFF_API.roleSave, { companyId: ag1, roleName: '甲', roleCode: 'A1' })).code).toBe('403');
    expect((await as('fc_admin', STAFF_API.roleDelete, { companyId: ag1, roleId: salesRole })).code).toBe('403');
  });

  it('refuses to delete a role held by users, naming how many', async () => {
    const holders = await scalar(sql`SELECT count(DISTINCT p.user_id) AS n FROM position_roles pr JOIN positions p
      ON p.tenant_id = pr.tenant_id AND p.id = pr.position_id WHERE pr.tenant_id = 1 AND pr.role_id = ${salesRole}`);
    expect(holders).toBeGreaterThan(0);
    const res = await as('fc_admin', STAFF_API.roleDelete, { roleId: salesRole });
    expect(res.code).toBe('SC1173');
    expect(res.msg).toBe(`删除失败：该角色已分配给${holders}名用户`);
    expect((await as('fc_admin', STAFF_API.roleDetail, { roleId: salesRole })).code).toBe('0');
  });
});

describe('role/resourceTree and grants', () => {
  it('shows only what the company is granted, with the role checked ids', async () => {
    const res = await as('fc_admin', STAFF_API.roleResourceTree, { roleId: salesRole });
    expect(res.code).toBe('0');
    const nodes = flat(res.payload.tree);
    const codes = nodes.map((n) => n.code);
    expect(codes).toContain('sys.role.edit');
    expect(codes).not.toContain('sys.defaultRole');
    expect(res.payload.tree.every((n: ResourceTreeNode) => n.type === 0)).toBe(true);
    expect(nodes.find((n) => n.code === 'sys.role.edit')!.type).toBe(2);
    expect(res.payload.checkedIds.sort((a: number, b: number) => a - b)).toEqual(await grantsOf(salesRole));
  });

  it('a removed grant is gone from the holder at the next buttonList and resourceList', async () => {
    const current = await grantsOf(salesRole);
    const extra = [await resourceId('sys.permission'), await resourceId('sys.role'), await resourceId('sys.role.edit')];
    expect(await buttons('fc_sales')).not.toContain('sys.role.edit');
    const add = await as('fc_admin', STAFF_API.roleGrantResources, { roleId: salesRole, resourceIds: [...current, ...extra] });
    expect(add.code).toBe('0');
    expect(await buttons('fc_sales')).toContain('sys.role.edit');
    const remove = await as('fc_admin', STAFF_API.roleGrantResources, { roleId: salesRole, resourceIds: current });
    expect(remove.code).toBe('0');
    expect(await buttons('fc_sales')).not.toContain('sys.role.edit');
    const menus = JSON.stringify((await as('fc_sales', STAFF_API.resourceList, {})).payload);
    expect(menus).not.toContain('sys.role');
    const trail = (await audits('role', salesRole)).filter((a) => a.action === 'grant');
    expect(trail).toHaveLength(2);
    expect((trail[0]!.after as { names: string[] }).names).toContain('编辑角色');
    expect((trail[1]!.before as { resourceIds: number[] }).resourceIds).toEqual(expect.arrayContaining(extra));
  });

  it('refuses a grant outside the company grants and writes nothing', async () => {
    const before = await grantsOf(salesRole);
    const res = await as('fc_admin', STAFF_API.roleGrantResources, {
      roleId: salesRole,
      resourceIds: [await resourceId('sys.defaultRole')],
    });
    expect(res.code).toBe('SC1174');
    expect(await grantsOf(salesRole)).toEqual(before);
    expect((await as('fc_quality', STAFF_API.roleGrantResources, { roleId: salesRole, resourceIds: [] })).code).toBe('403');
    const bad = await as('fc_admin', STAFF_API.roleGrantResources, { roleId: salesRole, resourceIds: ['x'] });
    expect(bad.msg).toContain('资源编号');
  });

  it('grants and revokes whole apps within the company grants', async () => {
    const tree = (await as('fc_admin', STAFF_API.roleResourceTree, { roleId: salesRole })).payload.tree as ResourceTreeNode[];
    const sys = tree.find((a) => a.code === 'SYS01')!;
    const before = await grantsOf(salesRole);
    expect((await as('fc_admin', STAFF_API.roleGrantApps, { roleId: salesRole, appIds: [sys.id], granted: true })).code).toBe('0');
    const all = await grantsOf(salesRole);
    for (const n of flat(sys.children)) expect(all).toContain(n.id);
    expect(await buttons('fc_sales')).toContain('sys.role.delete');
    expect((await as('fc_admin', STAFF_API.roleGrantApps, { roleId: salesRole, appIds: [sys.id], granted: false })).code).toBe('0');
    const sysIds = new Set(flat(sys.children).map((n) => n.id));
    expect(await grantsOf(salesRole)).toEqual(before.filter((id) => !sysIds.has(id)));
    // an app the company is not granted at all
    const missing = await as('fc_admin', STAFF_API.roleGrantApps, { roleId: salesRole, appIds: [999999], granted: true });
    expect(missing.code).toBe('SC1175');
  });
});

describe('role/grantData, dataScopeList, relatedCompanies', () => {
  it('sets the related scope to related companies only', async () => {
    const related = await as('fc_admin', STAFF_API.roleRelatedCompanies, {});
    expect(related.code).toBe('0');
    expect(related.payload.map((c: { code: string }) => c.code)).toContain('AG0001');
    expect(related.payload.map((c: { code: string }) => c.code)).not.toContain('FC0001');
    const ok = await as('fc_admin', STAFF_API.roleGrantData, { roleId: salesRole, dataScope: 'related', relatedCompanyIds: [ag1] });
    expect(ok.code).toBe('0');
    const list = await as('fc_admin', STAFF_API.roleDataScopeList, { page: 1, pageSize: 20 });
    const row = list.payload.content.find((r: { roleId: number }) => r.roleId === salesRole);
    expect(row).toMatchObject({ dataScope: 'related', relatedCompanies: [expect.objectContaining({ id: ag1, code: 'AG0001' })] });
    const detail = await as('fc_admin', STAFF_API.roleDetail, { roleId: salesRole });
    expect(detail.payload).toMatchObject({ dataScope: 'related', relatedCompanies: [expect.objectContaining({ id: ag1 })] });
    const fc2 = await companyId('FC0002');
    const outside = await as('fc_admin', STAFF_API.roleGrantData, { roleId: salesRole, dataScope: 'related', relatedCompanyIds: [fc2] });
    expect(outside.code).toBe('SC1176');
    const mismatch = await as('fc_admin', STAFF_API.roleGrantData, { roleId: salesRole, dataScope: 'own', relatedCompanyIds: [ag1] });
    expect(mismatch.msg).toContain('关联企业');
    const trail = (await audits('dataScope', salesRole)).map((a) => a.after);
    expect(trail).toEqual([expect.objectContaining({ dataScope: 'related', relatedCompanyIds: [ag1] })]);
    expect((await as('fc_quality', STAFF_API.roleDataScopeList, { page: 1, pageSize: 20 })).code).toBe('403');
    expect((await as('fc_admin', STAFF_API.roleDataScopeList, { companyId: ag1, page: 1, pageSize: 20 })).code).toBe('403');
  });
});

describe('role field permissions', () => {
  it('lists the registered tables, reads and saves one role, audited', async () => {
    const tables = await as('fc_admin', STAFF_API.roleFieldTables, {});
    expect(tables.payload.map((x: { tableNo: string }) => x.tableNo)).toContain('userManagementList');
    const fields = await as('fc_admin', STAFF_API.roleFieldList, { roleId: salesRole, businessCode: 'userManagementList' });
    expect(fields.code).toBe('0');
    const phone = fields.payload.find((f: { fieldCode: string }) => f.fieldCode === 'phone');
    expect(phone).toBeTruthy();
    const save = await as('fc_admin', STAFF_API.roleFieldSave, {
      roleId: salesRole,
      businessCode: 'userManagementList',
      fields: [{ fieldCode: 'phone', status: 0 }],
    });
    expect(save.code).toBe('0');
    const again = await as('fc_admin', STAFF_API.roleFieldList, { roleId: salesRole, businessCode: 'userManagementList' });
    expect(again.payload.find((f: { fieldCode: string }) => f.fieldCode === 'phone').status).toBe(0);
    const trail = await audits('fieldPermission', salesRole);
    expect(trail[0]).toMatchObject({ action: 'grant', before: { fields: expect.objectContaining({ phone: phone.status }) } });
    const bad = await as('fc_admin', STAFF_API.roleFieldSave, {
      roleId: salesRole,
      businessCode: 'userManagementList',
      fields: [{ fieldCode: 'phone', status: 3 }],
    });
    expect(bad.msg).toContain('字段权限状态');
    const unknown = await as('fc_admin', STAFF_API.roleFieldList, { roleId: salesRole, businessCode: 'noSuchTable' });
    expect(unknown.code).toBe('SC1185');
    expect(
      (
        await as('fc_quality', STAFF_API.roleFieldSave, {
          roleId: salesRole,
          businessCode: 'userManagementList',
          fields: [{ fieldCode: 'phone', status: 1 }],
        })
      ).code,
    ).toBe('403');
  });
});

describe('OpenAPI document', () => {
  it('documents every role, default-role and user-group call with a zh-CN summary, its body and its answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const paths = Object.keys(doc.paths).filter((p) => /\/(role|defaultRole|userGroup)\//.test(p) && !p.endsWith('/role/list'));
    expect(paths).toHaveLength(28);
    for (const path of paths) {
      const op = doc.paths[path].post;
      expect(op.summary, path).toMatch(/[\u4e00-\u9fa5]/);
      expect(op.tags.length, path).toBe(1);
      expect(op.requestBody, path).toBeTruthy();
      expect(op.responses['200'].content['application/json'].schema, path).toBeTruthy();
    }
    const tree = JSON.stringify(doc.paths[STAFF_API.roleResourceTree].post.responses['200']);
    expect(tree).toContain('checkedIds');
  });
});
