// userGroup/*: a company's user groups, members (users with a seat in the company) and roles; a group's
// roles reach its members at their next request; a role carried by a group cannot be deleted.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { auditLog, companies, resources, roles, users } from '../../../db/schema.js';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { userGroupMemberIds } from './user-groups.service.js';

let t: TestApp;
const tokens = new Map<string, string>();
const as = async (user: string, url: string, body: unknown, tenantId = 1, password = 'Demo1234') => {
  const key = `${tenantId}:${user}`;
  if (!tokens.has(key)) tokens.set(key, await login(t.app, user, password, tenantId));
  return (await call(t.app, url, body, { token: tokens.get(key)!, tenantId })).body;
};
const one = async <T>(q: Promise<T[]>) => (await q)[0]!;
const userId = (name: string) =>
  t.db.tenant(
    1,
    async (tx) =>
      (
        await one(
          tx
            .select()
            .from(users)
            .where(and(eq(users.tenantId, 1), eq(users.userName, name))),
        )
      ).id,
  );
const companyId = (code: string) =>
  t.db.tenant(
    1,
    async (tx) =>
      (
        await one(
          tx
            .select()
            .from(companies)
            .where(and(eq(companies.tenantId, 1), eq(companies.code, code))),
        )
      ).id,
  );
const resourceId = (code: string) =>
  t.db.tenant(
    1,
    async (tx) =>
      (
        await one(
          tx
            .select()
            .from(resources)
            .where(and(eq(resources.tenantId, 1), eq(resources.resourceCode, code))),
        )
      ).id,
  );
const buttons = async (user: string) =>
  ((await as(user, STAFF_API.buttonList, { buttonType: 2 })).payload as { buttonCode: string }[]).map((b) => b.buttonCode);

let fc1 = 0;
let ag1 = 0;
beforeAll(async () => {
  t = await createTestApp();
  fc1 = await companyId('FC0001');
  ag1 = await companyId('AG0001');
});
afterAll(() => t.close());

describe('userGroup', () => {
  it('creates a group, sets members and roles; the members get the roles at their next request', async () => {
    const saved = await as('fc_admin', STAFF_API.userGroupSave, { name: '质量审核组', remark: '质量' });
    expect(saved.code).toBe('0');
    const id = saved.payload.id as number;
    expect(saved.payload).toMatchObject({ name: '质量审核组', companyId: fc1, memberCount: 0, roleNames: [] });
    expect((await as('fc_admin', STAFF_API.userGroupSave, { name: '质量审核组' })).code).toBe('SC1191');

    // a role that carries the sys.role screen and its edit button
    const role = await as('fc_admin', STAFF_API.roleSave, { roleName: '角色管理员', roleCode: 'ROLE_ADMIN' });
    const roleId = role.payload.roleId as number;
    const ids = [await resourceId('sys.permission'), await resourceId('sys.role'), await resourceId('sys.role.edit')];
    expect((await as('fc_admin', STAFF_API.roleGrantResources, { roleId, resourceIds: ids })).code).toBe('0');
    expect((await as('fc_admin', STAFF_API.userGroupRoles, { id, roleIds: [roleId] })).code).toBe('0');

    const quality = await userId('fc_quality');
    expect(await buttons('fc_quality')).not.toContain('sys.role.edit');
    expect((await as('fc_admin', STAFF_API.userGroupMembers, { id, userIds: [quality] })).code).toBe('0');
    expect(await buttons('fc_quality')).toContain('sys.role.edit');
    expect(await userGroupMemberIds(t.db, 1, id)).toEqual([quality]);

    const detail = await as('fc_admin', STAFF_API.userGroupDetail, { id });
    expect(detail.payload.memberIds).toEqual([quality]);
    expect(detail.payload.roleIds).toEqual([roleId]);
    expect(detail.payload.users.map((u: { userName: string }) => u.userName)).toEqual(
      expect.arrayContaining(['fc_admin', 'fc_sales', 'fc_quality']),
    );
    expect(detail.payload.users.map((u: { userName: string }) => u.userName)).not.toContain('ag_admin');
    expect(detail.payload.group).toMatchObject({ memberCount: 1, roleNames: ['角色管理员'] });

    // the role is carried by the group: not deletable
    const del = await as('fc_admin', STAFF_API.roleDelete, { roleId });
    expect(del.code).toBe('SC1173');
    expect(del.msg).toBe('删除失败：该角色已分配给1个用户组');

    // leaving the group takes the grant away at the next request
    expect((await as('fc_admin', STAFF_API.userGroupMembers, { id, userIds: [] })).code).toBe('0');
    expect(await buttons('fc_quality')).not.toContain('sys.role.edit');

    const updated = await as('fc_admin', STAFF_API.userGroupUpdate, { id, name: '质量组' });
    expect(updated.payload).toMatchObject({ name: '质量组', remark: '质量' });

    // deleting takes members and roles with it
    expect((await as('fc_admin', STAFF_API.userGroupMembers, { id, userIds: [quality] })).code).toBe('0');
    expect((await as('fc_admin', STAFF_API.userGroupDelete, { id })).code).toBe('0');
    expect(await buttons('fc_quality')).not.toContain('sys.role.edit');
    expect((await as('fc_admin', STAFF_API.userGroupDetail, { id })).code).toBe('SC1190');
    expect((await as('fc_admin', STAFF_API.roleDelete, { roleId })).code).toBe('0');

    const trail = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'userGroup'), eq(auditLog.objectId, String(id)))),
    );
    expect(trail.map((a) => a.action)).toEqual(['create', 'grant', 'grant', 'grant', 'update', 'grant', 'delete']);
    expect(trail[2]!.after).toEqual({ memberIds: [quality], names: ['fc_quality'] });
  });

  it('refuses members and roles outside the company, bad input, no grant and other companies', async () => {
    const id = (await as('fc_admin', STAFF_API.userGroupSave, { name: '外部测试组' })).payload.id as number;
    const agUser = await userId('ag_admin');
    const outsider = await as('fc_admin', STAFF_API.userGroupMembers, { id, userIds: [agUser] });
    expect(outsider.code).toBe('SC1192');
    const agRole = await t.db.tenant(
      1,
      async (tx) =>
        (
          await one(
            tx
              .select()
              .from(roles)
              .where(and(eq(roles.tenantId, 1), eq(roles.companyId, ag1))),
          )
        ).id,
    );
    expect((await as('fc_admin', STAFF_API.userGroupRoles, { id, roleIds: [agRole] })).code).toBe('SC1193');
    expect((await as('fc_admin', STAFF_API.userGroupSave, { name: '' })).msg).toContain('用户组名称');
    expect((await as('fc_admin', STAFF_API.userGroupMembers, { id, userIds: 'x' })).msg).toContain('用户编号');
    expect((await as('fc_quality', STAFF_API.userGroupPageList, { page: 1, pageSize: 20 })).code).toBe('403');
    expect((await as('fc_admin', STAFF_API.userGroupPageList, { companyId: ag1, page: 1, pageSize: 20 })).code).toBe('403');
    // the platform manages it; AG's admin does not see it through its own company
    const platform = await as('admin', STAFF_API.userGroupPageList, { companyId: fc1, page: 1, pageSize: 20 });
    expect(platform.payload.content.map((g: { id: number }) => g.id)).toContain(id);
    expect((await as('ag_admin', STAFF_API.userGroupDetail, { id })).code).toBe('SC1190');
    expect((await as('ag_admin', STAFF_API.userGroupDelete, { id })).code).toBe('SC1190');
    // tenant 2
    expect((await as('admin', STAFF_API.userGroupDetail, { companyId: fc1, id }, 2, 'Other5678')).code).not.toBe('0');
    expect((await as('fc_admin', STAFF_API.userGroupDetail, { id })).code).toBe('0');
  });
});
