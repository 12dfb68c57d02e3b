// SQL of a company's user groups, their members (users with a seat in the company) and roles.
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { roles, userGroupMembers, userGroupRoles, userGroups } from '../access/access.table.js';
import { positions, users } from '../users/users.table.js';

export type UserGroupRecord = typeof userGroups.$inferSelect;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const memberCount = sql<number>`(SELECT count(*) FROM user_group_members m
  WHERE m.tenant_id = "user_groups"."tenant_id" AND m.group_id = "user_groups"."id")`.mapWith(Number);

export async function pageGroups(tx: Tx, tenantId: number, companyId: number, name: string | undefined, pageNum: number, pageSize: number) {
  const where = and(
    eq(userGroups.tenantId, tenantId),
    eq(userGroups.companyId, companyId),
    name ? ilike(userGroups.name, like(name)) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(userGroups).where(where);
  const rows = await tx
    .select({ group: userGroups, memberCount })
    .from(userGroups)
    .where(where)
    .orderBy(desc(userGroups.createdAt), desc(userGroups.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

export const groupWithCount = async (tx: Tx, tenantId: number, companyId: number, id: number) =>
  (
    await tx
      .select({ group: userGroups, memberCount })
      .from(userGroups)
      .where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.companyId, companyId), eq(userGroups.id, id)))
  )[0];

export const lockGroup = async (tx: Tx, tenantId: number, companyId: number, id: number): Promise<UserGroupRecord | undefined> =>
  (
    await tx
      .select()
      .from(userGroups)
      .where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.companyId, companyId), eq(userGroups.id, id)))
      .for('update')
  )[0];

export const groupWithName = async (tx: Tx, tenantId: number, companyId: number, name: string) =>
  (
    await tx
      .select({ id: userGroups.id })
      .from(userGroups)
      .where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.companyId, companyId), eq(userGroups.name, name)))
  )[0];

export const insertGroup = async (tx: Tx, values: typeof userGroups.$inferInsert) =>
  (await tx.insert(userGroups).values(values).returning())[0]!;

export const updateGroup = (tx: Tx, tenantId: number, id: number, values: Partial<typeof userGroups.$inferInsert>) =>
  tx
    .update(userGroups)
    .set(values)
    .where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.id, id)));

/** Deletes the group; its members and role links go with it (cascade). */
export const deleteGroup = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(userGroups).where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.id, id)));

export const memberIds = async (tx: Tx, tenantId: number, groupId: number): Promise<number[]> =>
  (
    await tx
      .select({ id: userGroupMembers.userId })
      .from(userGroupMembers)
      .where(and(eq(userGroupMembers.tenantId, tenantId), eq(userGroupMembers.groupId, groupId)))
      .orderBy(asc(userGroupMembers.userId))
  ).map((r) => r.id);

export async function replaceMembers(tx: Tx, tenantId: number, groupId: number, userIds: number[]) {
  await tx.delete(userGroupMembers).where(and(eq(userGroupMembers.tenantId, tenantId), eq(userGroupMembers.groupId, groupId)));
  if (userIds.length) await tx.insert(userGroupMembers).values(userIds.map((userId) => ({ tenantId, groupId, userId })));
}

/** The roles of groups, with their names, per group. */
export const groupRoles = async (tx: Tx, tenantId: number, groupIds: number[]) =>
  groupIds.length === 0
    ? []
    : tx
        .select({ groupId: userGroupRoles.groupId, roleId: roles.id, roleName: roles.name })
        .from(userGroupRoles)
        .innerJoin(roles, and(eq(roles.tenantId, userGroupRoles.tenantId), eq(roles.id, userGroupRoles.roleId)))
        .where(and(eq(userGroupRoles.tenantId, tenantId), inArray(userGroupRoles.groupId, groupIds)))
        .orderBy(asc(roles.id));

export async function replaceGroupRoles(tx: Tx, tenantId: number, groupId: number, roleIds: number[]) {
  await tx.delete(userGroupRoles).where(and(eq(userGroupRoles.tenantId, tenantId), eq(userGroupRoles.groupId, groupId)));
  if (roleIds.length) await tx.insert(userGroupRoles).values(roleIds.map((roleId) => ({ tenantId, groupId, roleId })));
}

/** Every user with a seat in the company, by user name. */
export const companySeatUsers = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .selectDistinct({ userId: users.id, userName: users.userName, realName: users.realName })
    .from(positions)
    .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
    .where(and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId)))
    .orderBy(asc(users.userName), asc(users.id));

export const companyRoleOptions = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select({ roleId: roles.id, roleName: roles.name, roleCode: roles.code, enabled: roles.enabled })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.companyId, companyId)))
    .orderBy(asc(roles.id));
