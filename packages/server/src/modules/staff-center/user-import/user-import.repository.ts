// SQL of the user import: what a row is checked against (login names and phones of the tenant, the
// company's departments, posts and roles) and the writes of one batch (users, their positions in the
// company and the positions' roles). Every statement names the tenant.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { positionRoles, roles } from '../access/access.table.js';
import { duties, organizations, positions, users } from '../users/users.table.js';

/** Every login name and phone of the tenant (a tenant has tens of thousands of users at most). */
export async function takenNamesAndPhones(tx: Tx, tenantId: number): Promise<{ names: Set<string>; phones: Set<string> }> {
  const rows = await tx.select({ userName: users.userName, phone: users.phone }).from(users).where(eq(users.tenantId, tenantId));
  return { names: new Set(rows.map((r) => r.userName)), phones: new Set(rows.flatMap((r) => (r.phone ? [r.phone] : []))) };
}

/** Those of the given names and phones that exist now (the batch's own transaction, after the check). */
export const usersWith = (tx: Tx, tenantId: number, names: string[], phones: string[]) =>
  tx
    .select({ userName: users.userName, phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), or(inArray(users.userName, names), inArray(users.phone, phones))));

export const departmentsOf = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select({ id: organizations.id, parentId: organizations.parentId, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.companyId, companyId)))
    .orderBy(asc(organizations.id));

export const postsOf = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select({ id: duties.id, name: duties.name })
    .from(duties)
    .where(and(eq(duties.tenantId, tenantId), eq(duties.companyId, companyId)))
    .orderBy(asc(duties.id));

export const rolesOf = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select({ id: roles.id, name: roles.name, enabled: roles.enabled })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.companyId, companyId)))
    .orderBy(asc(roles.id));

export type NewUser = Pick<typeof users.$inferInsert, 'userName' | 'realName' | 'phone' | 'email' | 'passwordHash' | 'mustChangePassword'>;
export type NewPosition = { orgId: number | null; dutyId: number | null; positionName: string; roleIds: number[] };

/** The users with one position each in the company and its roles; answers the new users' ids in order. */
export async function insertUsersWithPositions(
  tx: Tx,
  tenantId: number,
  companyId: number,
  rows: { user: NewUser; position: NewPosition }[],
): Promise<number[]> {
  const created = await tx
    .insert(users)
    .values(rows.map((r) => ({ ...r.user, tenantId })))
    .returning({ id: users.id, userName: users.userName });
  const idOf = new Map(created.map((u) => [u.userName, u.id]));
  const ids = rows.map((r) => idOf.get(r.user.userName)!);
  const seats = await tx
    .insert(positions)
    .values(
      rows.map((r, i) => ({
        tenantId,
        userId: ids[i]!,
        companyId,
        orgId: r.position.orgId,
        dutyId: r.position.dutyId,
        positionName: r.position.positionName,
      })),
    )
    .returning({ id: positions.id, userId: positions.userId });
  const seatOf = new Map(seats.map((s) => [s.userId, s.id]));
  const links = rows.flatMap((r, i) => r.position.roleIds.map((roleId) => ({ tenantId, positionId: seatOf.get(ids[i]!)!, roleId })));
  if (links.length) await tx.insert(positionRoles).values(links);
  return ids;
}
