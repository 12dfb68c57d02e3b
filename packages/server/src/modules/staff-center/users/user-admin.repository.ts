// SQL of the user-management screen: a user's seat (position) in one company with its department, post
// and roles, the pickers of the user form, and removing a seat or a user. Always tenant- and company-scoped.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { positionRoles, roles, userGroupMembers, userGroups } from '../access/access.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { duties, organizations, positions, users } from './users.table.js';

export async function companyInTenant(db: Database, tenantId: number, companyId: number): Promise<boolean> {
  const rows = await db.tenantRead(tenantId, sql`SELECT 1 FROM companies WHERE tenant_id = ${tenantId} AND id = ${companyId}`);
  return rows.length > 0;
}

export type Seat = typeof positions.$inferSelect;

export const seatOf = async (tx: Tx, tenantId: number, companyId: number, userId: number): Promise<Seat | undefined> =>
  (
    await tx
      .select()
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId), eq(positions.userId, userId)))
      .limit(1)
  )[0];

export type RoleRef = { roleId: number; roleName: string };

export const seatRoles = async (tx: Tx, tenantId: number, positionId: number): Promise<RoleRef[]> =>
  tx
    .select({ roleId: roles.id, roleName: roles.name })
    .from(positionRoles)
    .innerJoin(roles, and(eq(roles.tenantId, positionRoles.tenantId), eq(roles.id, positionRoles.roleId)))
    .where(and(eq(positionRoles.tenantId, tenantId), eq(positionRoles.positionId, positionId)))
    .orderBy(asc(roles.id));

export const departmentOf = async (tx: Tx, tenantId: number, companyId: number, id: number) =>
  (
    await tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), eq(organizations.companyId, companyId), eq(organizations.id, id)))
  )[0];

export const dutyOf = async (tx: Tx, tenantId: number, companyId: number, id: number) =>
  (
    await tx
      .select({ id: duties.id, name: duties.name })
      .from(duties)
      .where(and(eq(duties.tenantId, tenantId), eq(duties.companyId, companyId), eq(duties.id, id)))
  )[0];

/** The enabled roles of the company among `ids`. */
export const enabledRoles = async (tx: Tx, tenantId: number, companyId: number, ids: number[]): Promise<RoleRef[]> =>
  ids.length === 0
    ? []
    : tx
        .select({ roleId: roles.id, roleName: roles.name })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.companyId, companyId), eq(roles.enabled, true), inArray(roles.id, ids)))
        .orderBy(asc(roles.id));

export const insertSeat = async (tx: Tx, values: typeof positions.$inferInsert): Promise<Seat> =>
  (await tx.insert(positions).values(values).returning())[0]!;

export const updateSeat = async (tx: Tx, tenantId: number, positionId: number, values: Partial<typeof positions.$inferInsert>) => {
  await tx
    .update(positions)
    .set(values)
    .where(and(eq(positions.tenantId, tenantId), eq(positions.id, positionId)));
};

export async function replaceSeatRoles(tx: Tx, tenantId: number, positionId: number, roleIds: number[]): Promise<void> {
  await tx.delete(positionRoles).where(and(eq(positionRoles.tenantId, tenantId), eq(positionRoles.positionId, positionId)));
  if (roleIds.length) await tx.insert(positionRoles).values(roleIds.map((roleId) => ({ tenantId, positionId, roleId })));
}

/** Deletes the seat (its roles go with it) and the user's memberships in the company's user groups. */
export async function deleteSeat(tx: Tx, tenantId: number, seat: Seat): Promise<void> {
  const groups = tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.companyId, seat.companyId)));
  await tx
    .delete(userGroupMembers)
    .where(
      and(eq(userGroupMembers.tenantId, tenantId), eq(userGroupMembers.userId, seat.userId), inArray(userGroupMembers.groupId, groups)),
    );
  await tx.delete(positions).where(and(eq(positions.tenantId, tenantId), eq(positions.id, seat.id)));
}

export const seatCount = async (tx: Tx, tenantId: number, userId: number): Promise<number> =>
  (
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.userId, userId)))
  )[0]?.n ?? 0;

export const deleteUserRow = async (tx: Tx, tenantId: number, userId: number) => {
  await tx.delete(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
};

export type SeatView = {
  companyId: number;
  companyCode: string;
  companyName: string;
  companyType: string;
  positionId: number;
  positionName: string;
  isAdmin: boolean;
  departmentId: number | null;
  departmentName: string | null;
  dutyId: number | null;
  dutyName: string | null;
};

/** The user's seats with company, department and post; one company when `companyId` is given. */
export const seatViews = async (tx: Tx, tenantId: number, userId: number, companyId?: number): Promise<SeatView[]> =>
  tx
    .select({
      companyId: companies.id,
      companyCode: companies.code,
      companyName: companies.name,
      companyType: companies.type,
      positionId: positions.id,
      positionName: positions.positionName,
      isAdmin: positions.isAdmin,
      departmentId: positions.orgId,
      departmentName: organizations.name,
      dutyId: positions.dutyId,
      dutyName: duties.name,
    })
    .from(positions)
    .innerJoin(companies, and(eq(companies.tenantId, positions.tenantId), eq(companies.id, positions.companyId)))
    .leftJoin(organizations, and(eq(organizations.tenantId, positions.tenantId), eq(organizations.id, positions.orgId)))
    .leftJoin(duties, and(eq(duties.tenantId, positions.tenantId), eq(duties.id, positions.dutyId)))
    .where(
      and(
        eq(positions.tenantId, tenantId),
        eq(positions.userId, userId),
        companyId === undefined ? undefined : eq(positions.companyId, companyId),
      ),
    )
    .orderBy(asc(companies.code));

/** The user form's pickers of one company. */
export async function formOptionsOf(db: Database, tenantId: number, companyId: number) {
  return db.tenant(tenantId, async (tx) => ({
    departments: await tx
      .select({ id: organizations.id, parentId: organizations.parentId, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), eq(organizations.companyId, companyId)))
      .orderBy(asc(organizations.sort), asc(organizations.id)),
    duties: await tx
      .select({ id: duties.id, name: duties.name })
      .from(duties)
      .where(and(eq(duties.tenantId, tenantId), eq(duties.companyId, companyId)))
      .orderBy(asc(duties.id)),
    roles: await tx
      .select({ roleId: roles.id, roleName: roles.name })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.companyId, companyId), eq(roles.enabled, true)))
      .orderBy(asc(roles.id)),
  }));
}
