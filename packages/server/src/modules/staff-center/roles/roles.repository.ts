// SQL of the roles of a company: rows with their usage, grants (role_grants) inside what the company's
// auth groups grant, related companies (role_related_companies) and the field-table registry. Every
// query names the tenant, and the company where the rows are a company's.
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { companies, companyRelations } from '../tenancy/tenancy.table.js';
import { positions } from '../users/users.table.js';
import {
  apps,
  positionRoles,
  resources,
  roleGrants,
  roleRelatedCompanies,
  roles,
  tableAuthFields,
  userGroupRoles,
} from '../access/access.table.js';

export type RoleRecord = typeof roles.$inferSelect;
export type CatalogueRow = {
  id: number;
  appId: number;
  parentId: number | null;
  code: string;
  name: string;
  type: number;
  sort: number;
};
export type AppRow = { id: number; code: string; name: string; sort: number };

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const findCompany = async (tx: Tx, tenantId: number, companyId: number) =>
  (
    await tx
      .select({ id: companies.id, code: companies.code, name: companies.name, type: companies.type })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
  )[0];

export const companiesByIds = (tx: Tx, tenantId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: companies.id, code: companies.code, name: companies.name, type: companies.type })
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), inArray(companies.id, ids)))
        .orderBy(asc(companies.id));

/** Users holding the role through a seat (position_roles), per role. */
const userCount = sql<number>`(SELECT count(DISTINCT p.user_id) FROM position_roles pr
  JOIN positions p ON p.tenant_id = pr.tenant_id AND p.id = pr.position_id
  WHERE pr.tenant_id = "roles"."tenant_id" AND pr.role_id = "roles"."id")`.mapWith(Number);
const groupCount = sql<number>`(SELECT count(*) FROM user_group_roles gr
  WHERE gr.tenant_id = "roles"."tenant_id" AND gr.role_id = "roles"."id")`.mapWith(Number);

export type RoleFilter = { roleName?: string | undefined; roleCode?: string | undefined; enabled?: boolean | undefined };

export async function pageRoles(tx: Tx, tenantId: number, companyId: number, filter: RoleFilter, pageNum: number, pageSize: number) {
  const where = and(
    eq(roles.tenantId, tenantId),
    eq(roles.companyId, companyId),
    filter.roleName ? ilike(roles.name, like(filter.roleName)) : undefined,
    filter.roleCode ? ilike(roles.code, like(filter.roleCode)) : undefined,
    filter.enabled === undefined ? undefined : eq(roles.enabled, filter.enabled),
  );
  const [total] = await tx.select({ n: count() }).from(roles).where(where);
  const rows = await tx
    .select({ role: roles, userCount, groupCount })
    .from(roles)
    .where(where)
    .orderBy(desc(roles.createdAt), desc(roles.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

export const roleWithUsage = async (tx: Tx, tenantId: number, companyId: number, roleId: number) =>
  (
    await tx
      .select({ role: roles, userCount, groupCount })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.companyId, companyId), eq(roles.id, roleId)))
  )[0];

/** The company's role, locked against concurrent changes of the same role. */
export const lockRole = async (tx: Tx, tenantId: number, companyId: number, roleId: number): Promise<RoleRecord | undefined> =>
  (
    await tx
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.companyId, companyId), eq(roles.id, roleId)))
      .for('update')
  )[0];

export const roleWithCode = async (tx: Tx, tenantId: number, companyId: number, code: string) =>
  (
    await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.companyId, companyId), eq(roles.code, code)))
  )[0];

export const insertRole = async (tx: Tx, values: typeof roles.$inferInsert) => (await tx.insert(roles).values(values).returning())[0]!;

export const insertRoles = (tx: Tx, values: (typeof roles.$inferInsert)[]) =>
  values.length === 0
    ? Promise.resolve([])
    : tx.insert(roles).values(values).returning({ id: roles.id, defaultRoleId: roles.defaultRoleId });

export const updateRole = (tx: Tx, tenantId: number, roleId: number, values: Partial<typeof roles.$inferInsert>) =>
  tx
    .update(roles)
    .set(values)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));

export const deleteRole = (tx: Tx, tenantId: number, roleId: number) =>
  tx.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));

/** How many users hold the role through a seat, and how many user groups carry it. */
export async function roleUsage(tx: Tx, tenantId: number, roleId: number): Promise<{ users: number; groups: number }> {
  const [seats] = await tx
    .select({ n: sql<number>`count(DISTINCT ${positions.userId})`.mapWith(Number) })
    .from(positionRoles)
    .innerJoin(positions, and(eq(positions.tenantId, positionRoles.tenantId), eq(positions.id, positionRoles.positionId)))
    .where(and(eq(positionRoles.tenantId, tenantId), eq(positionRoles.roleId, roleId)));
  const [groups] = await tx
    .select({ n: count() })
    .from(userGroupRoles)
    .where(and(eq(userGroupRoles.tenantId, tenantId), eq(userGroupRoles.roleId, roleId)));
  return { users: Number(seats?.n ?? 0), groups: Number(groups?.n ?? 0) };
}

/** The enabled resources (of enabled apps) the company's enabled auth groups grant. */
export async function companyGrantIds(tx: Tx, tenantId: number, companyId: number): Promise<Set<number>> {
  const rows = await tx.execute<{ resource_id: number }>(sql`
    SELECT DISTINCT agr.resource_id FROM auth_group_resources agr
      JOIN auth_groups g ON g.tenant_id = agr.tenant_id AND g.id = agr.group_id AND g.enabled
      JOIN auth_group_companies agc ON agc.tenant_id = agr.tenant_id AND agc.group_id = agr.group_id
     WHERE agr.tenant_id = ${tenantId} AND agc.company_id = ${companyId}`);
  return new Set(rowsOf(rows).map((r) => Number(r['resource_id'])));
}

/** The enabled resources the enabled auth groups of a company type grant (default roles). */
export async function typeGrantIds(tx: Tx, tenantId: number, companyType: string): Promise<Set<number>> {
  const rows = await tx.execute<{ resource_id: number }>(sql`
    SELECT DISTINCT agr.resource_id FROM auth_group_resources agr
      JOIN auth_groups g ON g.tenant_id = agr.tenant_id AND g.id = agr.group_id AND g.enabled
     WHERE agr.tenant_id = ${tenantId} AND g.company_type = ${companyType}`);
  return new Set(rowsOf(rows).map((r) => Number(r['resource_id'])));
}

const rowsOf = (r: unknown): Record<string, unknown>[] =>
  ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as Record<string, unknown>[];

/** Every enabled resource of an enabled app, and the enabled apps, in menu order. */
export async function catalogue(tx: Tx, tenantId: number): Promise<{ apps: AppRow[]; resources: CatalogueRow[] }> {
  const appRows = await tx
    .select({ id: apps.id, code: apps.appCode, name: apps.appName, sort: apps.sort })
    .from(apps)
    .where(and(eq(apps.tenantId, tenantId), eq(apps.enabled, true)))
    .orderBy(asc(apps.sort), asc(apps.id));
  const resourceRows = await tx
    .select({
      id: resources.id,
      appId: resources.appId,
      parentId: resources.parentId,
      code: resources.resourceCode,
      name: resources.resourceName,
      type: resources.resourceType,
      sort: resources.menuSort,
    })
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), eq(resources.enabled, true)))
    .orderBy(asc(resources.menuSort), asc(resources.id));
  const appIds = new Set(appRows.map((a) => a.id));
  return { apps: appRows, resources: resourceRows.filter((r) => appIds.has(r.appId)) };
}

export const roleGrantIds = async (tx: Tx, tenantId: number, roleId: number): Promise<number[]> =>
  (
    await tx
      .select({ id: roleGrants.resourceId })
      .from(roleGrants)
      .where(and(eq(roleGrants.tenantId, tenantId), eq(roleGrants.roleId, roleId)))
      .orderBy(asc(roleGrants.resourceId))
  ).map((r) => r.id);

export async function replaceRoleGrants(tx: Tx, tenantId: number, roleId: number, resourceIds: number[]) {
  await tx.delete(roleGrants).where(and(eq(roleGrants.tenantId, tenantId), eq(roleGrants.roleId, roleId)));
  if (resourceIds.length) await tx.insert(roleGrants).values(resourceIds.map((resourceId) => ({ tenantId, roleId, resourceId })));
}

export const insertRoleGrants = (tx: Tx, rows: { tenantId: number; roleId: number; resourceId: number }[]) =>
  rows.length === 0
    ? Promise.resolve()
    : tx
        .insert(roleGrants)
        .values(rows)
        .then(() => undefined);

/** Companies related to the company through an enabled relation, either direction. */
export const relatedCompanies = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .selectDistinct({ id: companies.id, code: companies.code, name: companies.name, type: companies.type })
    .from(companyRelations)
    .innerJoin(
      companies,
      and(
        eq(companies.tenantId, companyRelations.tenantId),
        sql`${companies.id} = CASE WHEN ${companyRelations.fromCompanyId} = ${companyId}
          THEN ${companyRelations.toCompanyId} ELSE ${companyRelations.fromCompanyId} END`,
      ),
    )
    .where(
      and(
        eq(companyRelations.tenantId, tenantId),
        eq(companyRelations.enabled, true),
        sql`(${companyRelations.fromCompanyId} = ${companyId} OR ${companyRelations.toCompanyId} = ${companyId})`,
        sql`${companies.id} <> ${companyId}`,
      ),
    )
    .orderBy(asc(companies.id));

export const roleRelatedIds = async (tx: Tx, tenantId: number, roleIds: number[]) =>
  roleIds.length === 0
    ? []
    : tx
        .select({ roleId: roleRelatedCompanies.roleId, companyId: roleRelatedCompanies.companyId })
        .from(roleRelatedCompanies)
        .where(and(eq(roleRelatedCompanies.tenantId, tenantId), inArray(roleRelatedCompanies.roleId, roleIds)))
        .orderBy(asc(roleRelatedCompanies.companyId));

export async function replaceRoleRelated(tx: Tx, tenantId: number, roleId: number, companyIds: number[]) {
  await tx.delete(roleRelatedCompanies).where(and(eq(roleRelatedCompanies.tenantId, tenantId), eq(roleRelatedCompanies.roleId, roleId)));
  if (companyIds.length) await tx.insert(roleRelatedCompanies).values(companyIds.map((companyId) => ({ tenantId, roleId, companyId })));
}

/** Registered field tables (business codes / table numbers) and how many fields each has. */
export const fieldTables = (tx: Tx, tenantId: number) =>
  tx
    .select({ tableNo: tableAuthFields.tableNo, fieldCount: count() })
    .from(tableAuthFields)
    .where(eq(tableAuthFields.tenantId, tenantId))
    .groupBy(tableAuthFields.tableNo)
    .orderBy(asc(tableAuthFields.tableNo));
