// SQL of the organisation screens: departments, seats (positions with their roles), posts and the
// per-company statistics. Every statement is scoped to the tenant and, where a row belongs to one, the
// company; the service checks the company is one the session manages.
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { positionRoles, roles } from '../access/access.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { duties, organizations, positions, users } from '../users/users.table.js';

export type OrgRow = { id: number; parentId: number | null; name: string; sort: number };
export type CompanyBrief = { id: number; code: string; name: string; type: string };

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const companyOf = async (tx: Tx, tenantId: number, companyId: number): Promise<CompanyBrief | undefined> =>
  (
    await tx
      .select({ id: companies.id, code: companies.code, name: companies.name, type: companies.type })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
  )[0];

export const companiesOfTenant = (tx: Tx, tenantId: number): Promise<CompanyBrief[]> =>
  tx
    .select({ id: companies.id, code: companies.code, name: companies.name, type: companies.type })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(asc(companies.code));

// ---- departments ----

const orgColumns = { id: organizations.id, parentId: organizations.parentId, name: organizations.name, sort: organizations.sort };

export const orgsOf = (tx: Tx, tenantId: number, companyId: number): Promise<OrgRow[]> =>
  tx
    .select(orgColumns)
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.companyId, companyId)))
    .orderBy(asc(organizations.sort), asc(organizations.id));

export const orgById = async (tx: Tx, tenantId: number, companyId: number, id: number): Promise<OrgRow | undefined> =>
  (
    await tx
      .select(orgColumns)
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), eq(organizations.companyId, companyId), eq(organizations.id, id)))
  )[0];

/** A sibling (same parent) with this name, other than exceptId. */
export const siblingNamed = async (
  tx: Tx,
  tenantId: number,
  companyId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> =>
  (
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(
          eq(organizations.tenantId, tenantId),
          eq(organizations.companyId, companyId),
          parentId === null ? isNull(organizations.parentId) : eq(organizations.parentId, parentId),
          eq(organizations.name, name),
          exceptId === undefined ? undefined : ne(organizations.id, exceptId),
        ),
      )
      .limit(1)
  ).length > 0;

export const insertOrg = async (tx: Tx, tenantId: number, companyId: number, row: Omit<OrgRow, 'id'>): Promise<OrgRow> =>
  (
    await tx
      .insert(organizations)
      .values({ tenantId, companyId, ...row })
      .returning(orgColumns)
  )[0]!;

export const updateOrg = async (tx: Tx, tenantId: number, id: number, patch: Partial<Omit<OrgRow, 'id'>>): Promise<void> => {
  await tx
    .update(organizations)
    .set(patch)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)));
};

export const deleteOrg = async (tx: Tx, tenantId: number, id: number): Promise<void> => {
  await tx.delete(organizations).where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)));
};

/** Seats per department of the company (key null: seats without a department). */
export async function seatCountsByOrg(tx: Tx, tenantId: number, companyId: number): Promise<Map<number | null, number>> {
  const rows = await tx
    .select({ orgId: positions.orgId, n: count() })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId)))
    .groupBy(positions.orgId);
  return new Map(rows.map((r) => [r.orgId, Number(r.n)]));
}

export const countOrgChildren = async (tx: Tx, tenantId: number, id: number): Promise<number> =>
  Number(
    (
      await tx
        .select({ n: count() })
        .from(organizations)
        .where(and(eq(organizations.tenantId, tenantId), eq(organizations.parentId, id)))
    )[0]?.n ?? 0,
  );

export const countOrgSeats = async (tx: Tx, tenantId: number, id: number): Promise<number> =>
  Number(
    (
      await tx
        .select({ n: count() })
        .from(positions)
        .where(and(eq(positions.tenantId, tenantId), eq(positions.orgId, id)))
    )[0]?.n ?? 0,
  );

// ---- seats ----

export type SeatRow = {
  positionId: number;
  userId: number;
  userName: string;
  realName: string;
  phone: string | null;
  orgId: number | null;
  orgName: string | null;
  dutyId: number | null;
  dutyName: string | null;
  positionName: string;
  isAdmin: boolean;
  status: string;
};

const seatColumns = {
  positionId: positions.id,
  userId: positions.userId,
  userName: users.userName,
  realName: users.realName,
  phone: users.phone,
  orgId: positions.orgId,
  orgName: organizations.name,
  dutyId: positions.dutyId,
  dutyName: duties.name,
  positionName: positions.positionName,
  isAdmin: positions.isAdmin,
  status: users.status,
};

export type SeatFilter = { orgIds?: number[]; keyword?: string };

function seatWhere(tenantId: number, companyId: number, f: SeatFilter): SQL | undefined {
  const pattern = f.keyword ? escapeLike(f.keyword) : undefined;
  return and(
    eq(positions.tenantId, tenantId),
    eq(positions.companyId, companyId),
    f.orgIds ? (f.orgIds.length ? inArray(positions.orgId, f.orgIds) : sql`false`) : undefined,
    pattern
      ? or(
          ilike(users.userName, pattern),
          ilike(users.realName, pattern),
          ilike(users.phone, pattern),
          ilike(positions.positionName, pattern),
        )
      : undefined,
  );
}

const seatQuery = (tx: Tx) =>
  tx
    .select(seatColumns)
    .from(positions)
    .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
    .leftJoin(organizations, and(eq(organizations.tenantId, positions.tenantId), eq(organizations.id, positions.orgId)))
    .leftJoin(duties, and(eq(duties.tenantId, positions.tenantId), eq(duties.id, positions.dutyId)));

export const pageSeats = (tx: Tx, tenantId: number, companyId: number, f: SeatFilter, limit: number, offset: number): Promise<SeatRow[]> =>
  seatQuery(tx)
    .where(seatWhere(tenantId, companyId, f))
    .orderBy(sql`${positions.isAdmin} DESC`, asc(positions.id))
    .limit(limit)
    .offset(offset);

export const countSeats = async (tx: Tx, tenantId: number, companyId: number, f: SeatFilter): Promise<number> =>
  Number(
    (
      await tx
        .select({ n: count() })
        .from(positions)
        .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
        .where(seatWhere(tenantId, companyId, f))
    )[0]?.n ?? 0,
  );

export const seatById = async (tx: Tx, tenantId: number, companyId: number, positionId: number): Promise<SeatRow | undefined> =>
  (await seatQuery(tx).where(and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId), eq(positions.id, positionId))))[0];

export const seatOfUser = async (tx: Tx, tenantId: number, companyId: number, userId: number): Promise<number | undefined> =>
  (
    await tx
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId), eq(positions.userId, userId)))
  )[0]?.id;

export type SeatRole = { positionId: number; roleId: number; roleName: string };

export const rolesOfSeats = async (tx: Tx, tenantId: number, positionIds: number[]): Promise<SeatRole[]> =>
  positionIds.length
    ? tx
        .select({ positionId: positionRoles.positionId, roleId: roles.id, roleName: roles.name })
        .from(positionRoles)
        .innerJoin(roles, and(eq(roles.tenantId, positionRoles.tenantId), eq(roles.id, positionRoles.roleId)))
        .where(and(eq(positionRoles.tenantId, tenantId), inArray(positionRoles.positionId, positionIds)))
        .orderBy(asc(roles.id))
    : [];

/** A user of the tenant by exact phone or login name. */
export const userByAccount = async (tx: Tx, tenantId: number, account: string) =>
  (
    await tx
      .select({ id: users.id, userName: users.userName, realName: users.realName })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), or(eq(users.phone, account), eq(users.userName, account))))
      .orderBy(asc(users.id))
      .limit(1)
  )[0];

export const insertSeat = async (
  tx: Tx,
  tenantId: number,
  row: { userId: number; companyId: number; orgId: number | null; dutyId: number | null; positionName: string },
): Promise<number> =>
  (
    await tx
      .insert(positions)
      .values({ tenantId, ...row })
      .returning({ id: positions.id })
  )[0]!.id;

export const updateSeat = async (
  tx: Tx,
  tenantId: number,
  positionId: number,
  patch: { orgId: number | null; dutyId: number | null; positionName: string },
): Promise<void> => {
  await tx
    .update(positions)
    .set(patch)
    .where(and(eq(positions.tenantId, tenantId), eq(positions.id, positionId)));
};

/** Deletes the seat (its role links go with it: ON DELETE CASCADE). */
export const deleteSeat = async (tx: Tx, tenantId: number, positionId: number): Promise<void> => {
  await tx.delete(positions).where(and(eq(positions.tenantId, tenantId), eq(positions.id, positionId)));
};

export const replaceSeatRoles = async (tx: Tx, tenantId: number, positionId: number, roleIds: number[]): Promise<void> => {
  await tx.delete(positionRoles).where(and(eq(positionRoles.tenantId, tenantId), eq(positionRoles.positionId, positionId)));
  if (roleIds.length) await tx.insert(positionRoles).values(roleIds.map((roleId) => ({ tenantId, positionId, roleId })));
};

export const rolesOfCompany = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select({ id: roles.id, name: roles.name, code: roles.code, enabled: roles.enabled })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.companyId, companyId)))
    .orderBy(asc(roles.id));

// ---- statistics ----

export type CompanyCounts = {
  companyId: number;
  departmentCount: number;
  userCount: number;
  adminCount: number;
  roleCount: number;
  dutyCount: number;
  enabledUserCount: number;
  disabledUserCount: number;
};

/** The counts of each company in companyIds (tenant-scoped). */
export async function companyCounts(tx: Tx, tenantId: number, companyIds: number[]): Promise<Map<number, CompanyCounts>> {
  if (!companyIds.length) return new Map();
  const ids = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const res = await tx.execute(sql`
    SELECT c.id AS company_id,
      (SELECT count(*) FROM organizations o WHERE o.tenant_id = c.tenant_id AND o.company_id = c.id) AS departments,
      (SELECT count(*) FROM positions p WHERE p.tenant_id = c.tenant_id AND p.company_id = c.id) AS people,
      (SELECT count(*) FROM positions p WHERE p.tenant_id = c.tenant_id AND p.company_id = c.id AND p.is_admin) AS admins,
      (SELECT count(*) FROM roles r WHERE r.tenant_id = c.tenant_id AND r.company_id = c.id) AS roles,
      (SELECT count(*) FROM duties d WHERE d.tenant_id = c.tenant_id AND d.company_id = c.id) AS duties,
      (SELECT count(*) FROM positions p JOIN users u ON u.tenant_id = p.tenant_id AND u.id = p.user_id
        WHERE p.tenant_id = c.tenant_id AND p.company_id = c.id AND u.status = 'enabled') AS enabled_users
      FROM companies c
     WHERE c.tenant_id = ${tenantId} AND c.id IN (${ids})`);
  const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  return new Map(
    rows.map((r) => {
      const people = Number(r['people']);
      const enabled = Number(r['enabled_users']);
      const companyId = Number(r['company_id']);
      return [
        companyId,
        {
          companyId,
          departmentCount: Number(r['departments']),
          userCount: people,
          adminCount: Number(r['admins']),
          roleCount: Number(r['roles']),
          dutyCount: Number(r['duties']),
          enabledUserCount: enabled,
          disabledUserCount: people - enabled,
        },
      ];
    }),
  );
}

// ---- posts ----

export type DutyRowDb = { id: number; name: string; createdAt: Date; positionCount: number };

// qualified by hand: drizzle leaves the table name off the columns of a single-table select
const seatsOfDuty = sql<number>`(SELECT count(*) FROM positions p WHERE p.tenant_id = "duties"."tenant_id" AND p.duty_id = "duties"."id")`;

function dutyWhere(tenantId: number, companyId: number, name?: string): SQL | undefined {
  return and(eq(duties.tenantId, tenantId), eq(duties.companyId, companyId), name ? ilike(duties.name, escapeLike(name)) : undefined);
}

export const pageDuties = async (tx: Tx, tenantId: number, companyId: number, name: string | undefined, limit: number, offset: number) =>
  (
    await tx
      .select({ id: duties.id, name: duties.name, createdAt: duties.createdAt, positionCount: seatsOfDuty })
      .from(duties)
      .where(dutyWhere(tenantId, companyId, name))
      .orderBy(asc(duties.id))
      .limit(limit)
      .offset(offset)
  ).map((r) => ({ ...r, positionCount: Number(r.positionCount) }));

export const countDuties = async (tx: Tx, tenantId: number, companyId: number, name?: string): Promise<number> =>
  Number(
    (
      await tx
        .select({ n: count() })
        .from(duties)
        .where(dutyWhere(tenantId, companyId, name))
    )[0]?.n ?? 0,
  );

export const dutyById = async (tx: Tx, tenantId: number, companyId: number, id: number): Promise<DutyRowDb | undefined> => {
  const row = (
    await tx
      .select({ id: duties.id, name: duties.name, createdAt: duties.createdAt, positionCount: seatsOfDuty })
      .from(duties)
      .where(and(eq(duties.tenantId, tenantId), eq(duties.companyId, companyId), eq(duties.id, id)))
  )[0];
  return row && { ...row, positionCount: Number(row.positionCount) };
};

export const dutyNamed = async (tx: Tx, tenantId: number, companyId: number, name: string, exceptId?: number): Promise<boolean> =>
  (
    await tx
      .select({ id: duties.id })
      .from(duties)
      .where(
        and(
          eq(duties.tenantId, tenantId),
          eq(duties.companyId, companyId),
          eq(duties.name, name),
          exceptId === undefined ? undefined : ne(duties.id, exceptId),
        ),
      )
      .limit(1)
  ).length > 0;

export const insertDuty = async (tx: Tx, tenantId: number, companyId: number, name: string): Promise<number> =>
  (await tx.insert(duties).values({ tenantId, companyId, name }).returning({ id: duties.id }))[0]!.id;

export const updateDuty = async (tx: Tx, tenantId: number, id: number, name: string): Promise<void> => {
  await tx
    .update(duties)
    .set({ name })
    .where(and(eq(duties.tenantId, tenantId), eq(duties.id, id)));
};

export const deleteDuty = async (tx: Tx, tenantId: number, id: number): Promise<void> => {
  await tx.delete(duties).where(and(eq(duties.tenantId, tenantId), eq(duties.id, id)));
};

/** Serialises the organisation writes of one company (sibling and post names stay unique). */
export const lockCompanyOrg = async (tx: Tx, tenantId: number, companyId: number): Promise<void> => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`org:${tenantId}:${companyId}`}, 0))`);
};
