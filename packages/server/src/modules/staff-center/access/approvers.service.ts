// Who may approve in a company, for the approval engine (audit-center): the enabled users with a seat in
// the company who hold roles (on their seat or through a user group), belong to user groups, are named,
// or hold the administrator seat. Each answer is sorted user ids, inside the caller's transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  authGroupCompanies,
  authGroupResources,
  authGroups,
  positionRoles,
  resources,
  roleGrants,
  roles,
  userGroupMembers,
  userGroupRoles,
  userGroups,
} from './access.table.js';
import { positions, users } from '../users/users.table.js';

const seated = (tenantId: number, companyId: number) =>
  and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId), eq(users.status, 'enabled'));

const ids = (rows: { userId: number }[]) => [...new Set(rows.map((r) => r.userId))].sort((a, b) => a - b);

/** Holders of any of the roles (the company's own roles) on their seat or through one of their user groups. */
export async function roleHolders(tx: Tx, tenantId: number, companyId: number, roleIds: readonly number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const direct = await tx
    .selectDistinct({ userId: positions.userId })
    .from(positionRoles)
    .innerJoin(positions, and(eq(positions.tenantId, positionRoles.tenantId), eq(positions.id, positionRoles.positionId)))
    .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
    .innerJoin(roles, and(eq(roles.tenantId, positionRoles.tenantId), eq(roles.id, positionRoles.roleId)))
    .where(and(seated(tenantId, companyId), inArray(positionRoles.roleId, [...roleIds]), eq(roles.companyId, companyId)));
  const viaGroups = await tx
    .selectDistinct({ userId: userGroupMembers.userId })
    .from(userGroupRoles)
    .innerJoin(userGroups, and(eq(userGroups.tenantId, userGroupRoles.tenantId), eq(userGroups.id, userGroupRoles.groupId)))
    .innerJoin(
      userGroupMembers,
      and(eq(userGroupMembers.tenantId, userGroupRoles.tenantId), eq(userGroupMembers.groupId, userGroupRoles.groupId)),
    )
    .innerJoin(
      positions,
      and(
        eq(positions.tenantId, userGroupMembers.tenantId),
        eq(positions.userId, userGroupMembers.userId),
        eq(positions.companyId, companyId),
      ),
    )
    .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
    .where(and(seated(tenantId, companyId), inArray(userGroupRoles.roleId, [...roleIds]), eq(userGroups.companyId, companyId)));
  return ids([...direct, ...viaGroups]);
}

/**
 * The company's enabled roles granting a resource (a button's code) that the company itself holds
 * (through one of its enabled auth groups): an approval step of kind 'role' over them asks exactly the
 * holders of that button who hold it through a role (the administrator holds every button of the
 * company without one). Sorted role ids.
 */
export async function rolesGranting(tx: Tx, tenantId: number, companyId: number, resourceCode: string): Promise<number[]> {
  const companyHolds = tx
    .select({ resourceId: authGroupResources.resourceId })
    .from(authGroupResources)
    .innerJoin(
      authGroups,
      and(
        eq(authGroups.tenantId, authGroupResources.tenantId),
        eq(authGroups.id, authGroupResources.groupId),
        eq(authGroups.enabled, true),
      ),
    )
    .innerJoin(
      authGroupCompanies,
      and(eq(authGroupCompanies.tenantId, authGroupResources.tenantId), eq(authGroupCompanies.groupId, authGroupResources.groupId)),
    )
    .where(and(eq(authGroupResources.tenantId, tenantId), eq(authGroupCompanies.companyId, companyId)));
  const rows = await tx
    .selectDistinct({ id: roles.id })
    .from(roles)
    .innerJoin(roleGrants, and(eq(roleGrants.tenantId, roles.tenantId), eq(roleGrants.roleId, roles.id)))
    .innerJoin(
      resources,
      and(eq(resources.tenantId, roleGrants.tenantId), eq(resources.id, roleGrants.resourceId), eq(resources.enabled, true)),
    )
    .where(
      and(
        eq(roles.tenantId, tenantId),
        eq(roles.companyId, companyId),
        eq(roles.enabled, true),
        eq(resources.resourceCode, resourceCode),
        inArray(resources.id, companyHolds),
      ),
    )
    .orderBy(asc(roles.id));
  return rows.map((r) => r.id);
}

/** Members of any of the company's user groups who hold a seat in it. */
export async function groupMembers(tx: Tx, tenantId: number, companyId: number, groupIds: readonly number[]): Promise<number[]> {
  if (!groupIds.length) return [];
  const rows = await tx
    .selectDistinct({ userId: userGroupMembers.userId })
    .from(userGroupMembers)
    .innerJoin(userGroups, and(eq(userGroups.tenantId, userGroupMembers.tenantId), eq(userGroups.id, userGroupMembers.groupId)))
    .innerJoin(
      positions,
      and(
        eq(positions.tenantId, userGroupMembers.tenantId),
        eq(positions.userId, userGroupMembers.userId),
        eq(positions.companyId, companyId),
      ),
    )
    .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
    .where(and(seated(tenantId, companyId), inArray(userGroupMembers.groupId, [...groupIds]), eq(userGroups.companyId, companyId)));
  return ids(rows);
}

/** The company's administrator(s): the holders of an administrator seat. */
export async function companyAdmins(tx: Tx, tenantId: number, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: positions.userId })
    .from(positions)
    .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
    .where(and(seated(tenantId, companyId), eq(positions.isAdmin, true)))
    .orderBy(asc(positions.userId));
  return ids(rows);
}

/** Of the named users, those enabled with a seat in the company. */
export async function seatedUsers(tx: Tx, tenantId: number, companyId: number, userIds: readonly number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await tx
    .select({ userId: positions.userId })
    .from(positions)
    .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
    .where(and(seated(tenantId, companyId), inArray(positions.userId, [...userIds])));
  return ids(rows);
}

/** Display names ('真实姓名（登录名）' or the login name) of users, by id. */
export async function userNames(tx: Tx, tenantId: number, userIds: readonly number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await tx
    .select({
      id: users.id,
      name: sql<string>`case when coalesce(${users.realName}, '') = '' then ${users.userName}
        else ${users.realName} || '（' || ${users.userName} || '）' end`,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...userIds])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * What an approval step of the company may name (the flow screen's pickers and the flow's validation):
 * its enabled roles, its user groups and its enabled users with a seat, each with a display name.
 */
export async function approverOptions(
  tx: Tx,
  tenantId: number,
  companyId: number,
): Promise<{ roles: { id: number; name: string }[]; groups: { id: number; name: string }[]; users: { id: number; name: string }[] }> {
  const roleRows = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.companyId, companyId), eq(roles.enabled, true)))
    .orderBy(asc(roles.id));
  const groupRows = await tx
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroups)
    .where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.companyId, companyId)))
    .orderBy(asc(userGroups.id));
  const seatRows = await tx
    .selectDistinct({ userId: positions.userId })
    .from(positions)
    .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
    .where(seated(tenantId, companyId));
  const userIds = ids(seatRows);
  const names = await userNames(tx, tenantId, userIds);
  const people = userIds.map((id) => ({ id, name: names.get(id) ?? String(id) }));
  return { roles: roleRows, groups: groupRows, users: people.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id) };
}
