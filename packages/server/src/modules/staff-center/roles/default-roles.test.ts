// defaultRole/*: the platform's default roles per company type (seeded from the type templates), their
// grants inside the type's auth groups, and their copy into a company created on /business.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { creditCodeCheckChar } from '@medportal/contracts/staff/companies.contract';
import type { ResourceTreeNode } from '@medportal/contracts/system/roles.contract';
import { auditLog, defaultRoleGrants, resources, roleGrants, roles } from '../../../db/schema.js';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';

let t: TestApp;
const as = async (user: string, url: string, body: unknown, tenantId = 1, password = 'Demo1234') =>
  (await call(t.app, url, body, { token: await login(t.app, user, password, tenantId), tenantId })).body;
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
const flat = (tree: ResourceTreeNode[]): ResourceTreeNode[] => tree.flatMap((n) => [n, ...flat(n.children)]);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('defaultRole/pageList, detail', () => {
  it('lists the seeded default roles per company type for the platform', async () => {
    const fc = await as('admin', STAFF_API.defaultRolePageList, { companyType: 'FC', page: 1, pageSize: 20 });
    expect(fc.code).toBe('0');
    expect(fc.payload.content.map((r: { roleCode: string }) => r.roleCode).sort()).toEqual(['QUALITY', 'SALES']);
    // FC0001 and FC0002 roles were made from them
    expect(fc.payload.content[0].copiedCount).toBeGreaterThanOrEqual(2);
    const detail = await as('admin', STAFF_API.defaultRoleDetail, { id: fc.payload.content[0].id });
    expect(detail.payload).toMatchObject({ companyType: 'FC', roleCode: fc.payload.content[0].roleCode });
  });

  it('refuses enterprises (no grant), bad input and another tenant', async () => {
    expect((await as('fc_admin', STAFF_API.defaultRolePageList, { page: 1, pageSize: 20 })).code).toBe('403');
    const bad = await as('admin', STAFF_API.defaultRolePageList, { companyType: 'ZZ', page: 1, pageSize: 20 });
    expect(bad.msg).toContain('企业类型');
    const one = (await as('admin', STAFF_API.defaultRolePageList, { page: 1, pageSize: 20 })).payload.content[0].id;
    // tenant 2's platform does not reach tenant 1's default role
    expect((await as('admin', STAFF_API.defaultRoleDetail, { id: one }, 2, 'Other5678')).code).toBe('SC1180');
    expect((await as('admin', STAFF_API.defaultRoleDelete, { id: one }, 2, 'Other5678')).code).toBe('SC1180');
    expect((await as('admin', STAFF_API.defaultRoleDetail, { id: one })).code).toBe('0');
    const t2List = await as('admin', STAFF_API.defaultRolePageList, { page: 1, pageSize: 100 }, 2, 'Other5678');
    const t1Ids = (await as('admin', STAFF_API.defaultRolePageList, { page: 1, pageSize: 100 })).payload.content.map(
      (r: { id: number }) => r.id,
    );
    expect(t2List.payload.content.some((r: { id: number }) => t1Ids.includes(r.id))).toBe(false);
  });
});

describe('defaultRole save, update, grants, delete and the copy into a new company', () => {
  it('manages a default role and copies it into a new FC company within its grants', async () => {
    const saved = await as('admin', STAFF_API.defaultRoleSave, {
      companyType: 'FC',
      roleName: '注册专员',
      roleCode: 'REGISTER',
      dataScope: 'company',
    });
    expect(saved.code).toBe('0');
    const id = saved.payload.id;
    const dup = await as('admin', STAFF_API.defaultRoleSave, { companyType: 'FC', roleName: '注册', roleCode: 'REGISTER' });
    expect(dup.code).toBe('SC1181');
    const updated = await as('admin', STAFF_API.defaultRoleUpdate, {
      id,
      roleName: '注册事务专员',
      roleCode: 'REGISTER',
      remark: '注册证',
    });
    expect(updated.payload).toMatchObject({ roleName: '注册事务专员', remark: '注册证', companyType: 'FC' });

    const tree = await as('admin', STAFF_API.defaultRoleResourceTree, { id });
    const codes = flat(tree.payload.tree).map((n: ResourceTreeNode) => n.code);
    expect(codes).toContain('sys.role');
    // FC's auth group does not grant the platform's screens
    expect(codes).not.toContain('sys.defaultRole');
    const outside = await as('admin', STAFF_API.defaultRoleGrantResources, { id, resourceIds: [await resourceId('sys.defaultRole')] });
    expect(outside.code).toBe('SC1182');
    const chosen = [await resourceId('sys.permission'), await resourceId('sys.role'), await resourceId('sys.role.edit')];
    expect((await as('admin', STAFF_API.defaultRoleGrantResources, { id, resourceIds: chosen })).code).toBe('0');
    expect((await as('admin', STAFF_API.defaultRoleResourceTree, { id })).payload.checkedIds.sort()).toEqual([...chosen].sort());
    expect((await as('fc_admin', STAFF_API.defaultRoleSave, { companyType: 'FC', roleName: '甲', roleCode: 'A' })).code).toBe('403');

    // a new company of type FC gets the default roles with their grants
    const creditCode = '91320115MA7XK3P2D';
    const token = await login(t.app, 'new_user');
    const created = await call(
      t.app,
      STAFF_API.companyCreate,
      { companyName: '苏州新创医疗器械有限公司', companyType: 'FC', creditCode: creditCode + creditCodeCheckChar(creditCode)! },
      { token },
    );
    expect(created.body.code).toBe('0');
    const companyId = created.body.payload.companyId as number;
    const copied = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(roles)
        .where(and(eq(roles.tenantId, 1), eq(roles.companyId, companyId))),
    );
    expect(copied.map((r) => r.code).sort()).toEqual(['QUALITY', 'REGISTER', 'SALES']);
    const register = copied.find((r) => r.code === 'REGISTER')!;
    expect(register).toMatchObject({ name: '注册事务专员', defaultRoleId: id, dataScope: 'company', remark: '注册证' });
    const grants = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(roleGrants)
        .where(and(eq(roleGrants.tenantId, 1), eq(roleGrants.roleId, register.id))),
    );
    expect(grants.map((g) => g.resourceId).sort()).toEqual([...chosen].sort());
    // the new company's admin sees them on the role screen
    const list = await call(t.app, STAFF_API.rolePageList, { page: 1, pageSize: 20 }, { token: created.body.payload.token });
    expect(list.body.payload.totalElements).toBe(3);

    // deleting the default role keeps the copied role, unlinked
    expect((await as('admin', STAFF_API.defaultRoleDelete, { id })).code).toBe('0');
    expect((await as('admin', STAFF_API.defaultRoleDetail, { id })).code).toBe('SC1180');
    const kept = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(roles)
        .where(and(eq(roles.tenantId, 1), eq(roles.id, register.id))),
    );
    expect(kept[0]!.defaultRoleId).toBeNull();
    const left = await t.db.tenant(1, (tx) => tx.select().from(defaultRoleGrants).where(eq(defaultRoleGrants.defaultRoleId, id)));
    expect(left).toEqual([]);
    const trail = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'defaultRole'), eq(auditLog.objectId, String(id)))),
    );
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'grant', 'delete']);
  });
});
