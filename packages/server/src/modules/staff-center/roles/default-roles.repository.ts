// SQL of the default roles per company type (the platform's templates for new companies) and their grants.
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { defaultRoleGrants, defaultRoles, roles } from '../access/access.table.js';

export type DefaultRoleRecord = typeof defaultRoles.$inferSelect;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const copiedCount = sql<number>`(SELECT count(*) FROM roles r
  WHERE r.tenant_id = "default_roles"."tenant_id" AND r.default_role_id = "default_roles"."id")`.mapWith(Number);

export async function pageDefaultRoles(
  tx: Tx,
  tenantId: number,
  filter: { companyType?: string | undefined; roleName?: string | undefined },
  pageNum: number,
  pageSize: number,
) {
  const where = and(
    eq(defaultRoles.tenantId, tenantId),
    filter.companyType ? eq(defaultRoles.companyType, filter.companyType) : undefined,
    filter.roleName ? ilike(defaultRoles.name, like(filter.roleName)) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(defaultRoles).where(where);
  const rows = await tx
    .select({ role: defaultRoles, copiedCount })
    .from(defaultRoles)
    .where(where)
    .orderBy(asc(defaultRoles.companyType), desc(defaultRoles.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

export const defaultRoleWithUsage = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select({ role: defaultRoles, copiedCount })
      .from(defaultRoles)
      .where(and(eq(defaultRoles.tenantId, tenantId), eq(defaultRoles.id, id)))
  )[0];

export const lockDefaultRole = async (tx: Tx, tenantId: number, id: number): Promise<DefaultRoleRecord | undefined> =>
  (
    await tx
      .select()
      .from(defaultRoles)
      .where(and(eq(defaultRoles.tenantId, tenantId), eq(defaultRoles.id, id)))
      .for('update')
  )[0];

export const defaultRoleWithCode = async (tx: Tx, tenantId: number, companyType: string, code: string) =>
  (
    await tx
      .select({ id: defaultRoles.id })
      .from(defaultRoles)
      .where(and(eq(defaultRoles.tenantId, tenantId), eq(defaultRoles.companyType, companyType), eq(defaultRoles.code, code)))
  )[0];

export const insertDefaultRole = async (tx: Tx, values: typeof defaultRoles.$inferInsert) =>
  (await tx.insert(defaultRoles).values(values).returning())[0]!;

export const updateDefaultRole = (tx: Tx, tenantId: number, id: number, values: Partial<typeof defaultRoles.$inferInsert>) =>
  tx
    .update(defaultRoles)
    .set(values)
    .where(and(eq(defaultRoles.tenantId, tenantId), eq(defaultRoles.id, id)));

/** Deletes the default role; the company roles copied from it stay, no longer linked to it. */
export async function deleteDefaultRole(tx: Tx, tenantId: number, id: number) {
  await tx
    .update(roles)
    .set({ defaultRoleId: null })
    .where(and(eq(roles.tenantId, tenantId), eq(roles.defaultRoleId, id)));
  await tx.delete(defaultRoles).where(and(eq(defaultRoles.tenantId, tenantId), eq(defaultRoles.id, id)));
}

export const defaultRoleGrantIds = async (tx: Tx, tenantId: number, ids: number[]) =>
  ids.length === 0
    ? []
    : tx
        .select({ defaultRoleId: defaultRoleGrants.defaultRoleId, resourceId: defaultRoleGrants.resourceId })
        .from(defaultRoleGrants)
        .where(and(eq(defaultRoleGrants.tenantId, tenantId), inArray(defaultRoleGrants.defaultRoleId, ids)))
        .orderBy(asc(defaultRoleGrants.resourceId));

export async function replaceDefaultRoleGrants(tx: Tx, tenantId: number, id: number, resourceIds: number[]) {
  await tx.delete(defaultRoleGrants).where(and(eq(defaultRoleGrants.tenantId, tenantId), eq(defaultRoleGrants.defaultRoleId, id)));
  if (resourceIds.length)
    await tx.insert(defaultRoleGrants).values(resourceIds.map((resourceId) => ({ tenantId, defaultRoleId: id, resourceId })));
}

/** The enabled default roles of a company type, in creation order. */
export const enabledDefaultRoles = (tx: Tx, tenantId: number, companyType: string) =>
  tx
    .select()
    .from(defaultRoles)
    .where(and(eq(defaultRoles.tenantId, tenantId), eq(defaultRoles.companyType, companyType), eq(defaultRoles.enabled, true)))
    .orderBy(asc(defaultRoles.id));
