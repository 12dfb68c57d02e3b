// SQL of the enterprise grant screens (companies with their auth groups and what those yield) and of company
// groups (groups, members, data-domain grants).
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { apps, authGroupCompanies, authGroupResources, authGroups, resources } from '../access/access.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { companyGroupGrants, companyGroupMembers, companyGroups } from './company-groups.table.js';

export type CompanyRecord = typeof companies.$inferSelect;
export type GroupRecord = typeof companyGroups.$inferSelect;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type CompanyFilter = { name?: string; code?: string; creditCode?: string; type?: string; approveStatus?: string };

const companyWhere = (tenantId: number, f: CompanyFilter): SQL =>
  and(
    eq(companies.tenantId, tenantId),
    f.name ? ilike(companies.name, like(f.name)) : undefined,
    f.code ? ilike(companies.code, like(f.code)) : undefined,
    f.creditCode ? ilike(companies.creditCode, like(f.creditCode)) : undefined,
    f.type ? eq(companies.type, f.type) : undefined,
    f.approveStatus === undefined
      ? undefined
      : f.approveStatus === ''
        ? or(sql`${companies.approveStatus} IS NULL`, eq(companies.approveStatus, ''), eq(companies.approveStatus, '0'))
        : eq(companies.approveStatus, f.approveStatus),
  )!;

export async function pageCompanies(tx: Tx, tenantId: number, f: CompanyFilter, offset: number, limit: number) {
  const where = companyWhere(tenantId, f);
  const [rows, [total]] = await Promise.all([
    tx.select().from(companies).where(where).orderBy(asc(companies.code), asc(companies.id)).offset(offset).limit(limit),
    tx.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const countCompanies = async (tx: Tx, tenantId: number, f: CompanyFilter): Promise<number> =>
  (await tx.select({ n: count() }).from(companies).where(companyWhere(tenantId, f)))[0]?.n ?? 0;

export const findCompany = async (tx: Tx, tenantId: number, id: number): Promise<CompanyRecord | undefined> =>
  (
    await tx
      .select()
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
  )[0];

export const companiesByIds = (tx: Tx, tenantId: number, ids: number[]): Promise<CompanyRecord[]> =>
  ids.length
    ? tx
        .select()
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), inArray(companies.id, ids)))
        .orderBy(asc(companies.code))
    : Promise.resolve([]);

export type CompanyGroupLink = { companyId: number; id: number; name: string; enabled: boolean; approved: boolean };

/** The auth groups attached to each company. */
export const authGroupsOf = (tx: Tx, tenantId: number, companyIds: number[]): Promise<CompanyGroupLink[]> =>
  companyIds.length
    ? tx
        .select({
          companyId: authGroupCompanies.companyId,
          id: authGroups.id,
          name: authGroups.name,
          enabled: authGroups.enabled,
          approved: authGroupCompanies.approved,
        })
        .from(authGroupCompanies)
        .innerJoin(authGroups, and(eq(authGroups.tenantId, authGroupCompanies.tenantId), eq(authGroups.id, authGroupCompanies.groupId)))
        .where(and(eq(authGroupCompanies.tenantId, tenantId), inArray(authGroupCompanies.companyId, companyIds)))
        .orderBy(asc(authGroups.name), asc(authGroups.id))
    : Promise.resolve([]);

/** Per company and app: how many enabled menus its enabled groups yield (apps enabled). */
export const grantedApps = (tx: Tx, tenantId: number, companyIds: number[]) =>
  companyIds.length
    ? tx
        .select({
          companyId: authGroupCompanies.companyId,
          appName: apps.appName,
          menus: sql<number>`count(DISTINCT ${resources.id}) FILTER (WHERE ${resources.resourceType} = 1)`.mapWith(Number),
        })
        .from(authGroupCompanies)
        .innerJoin(
          authGroups,
          and(
            eq(authGroups.tenantId, authGroupCompanies.tenantId),
            eq(authGroups.id, authGroupCompanies.groupId),
            eq(authGroups.enabled, true),
          ),
        )
        .innerJoin(
          authGroupResources,
          and(eq(authGroupResources.tenantId, authGroupCompanies.tenantId), eq(authGroupResources.groupId, authGroupCompanies.groupId)),
        )
        .innerJoin(
          resources,
          and(
            eq(resources.tenantId, authGroupResources.tenantId),
            eq(resources.id, authGroupResources.resourceId),
            eq(resources.enabled, true),
          ),
        )
        .innerJoin(apps, and(eq(apps.tenantId, resources.tenantId), eq(apps.id, resources.appId), eq(apps.enabled, true)))
        .where(and(eq(authGroupCompanies.tenantId, tenantId), inArray(authGroupCompanies.companyId, companyIds)))
        .groupBy(authGroupCompanies.companyId, apps.appName, apps.sort)
        .orderBy(asc(apps.sort), asc(apps.appName))
    : Promise.resolve([]);

/** Every auth group of the tenant with how many companies and resources it holds. */
export const listAuthGroups = (tx: Tx, tenantId: number, name: string | undefined) =>
  tx
    .select({
      id: authGroups.id,
      name: authGroups.name,
      companyType: authGroups.companyType,
      enabled: authGroups.enabled,
      companyCount: sql<number>`(SELECT count(*) FROM auth_group_companies c
          WHERE c.tenant_id = ${authGroups.tenantId} AND c.group_id = ${authGroups.id})`.mapWith(Number),
      resourceCount: sql<number>`(SELECT count(*) FROM auth_group_resources r
          WHERE r.tenant_id = ${authGroups.tenantId} AND r.group_id = ${authGroups.id})`.mapWith(Number),
    })
    .from(authGroups)
    .where(and(eq(authGroups.tenantId, tenantId), name ? ilike(authGroups.name, like(name)) : undefined))
    .orderBy(asc(authGroups.name), asc(authGroups.id));

export const authGroupsByIds = (tx: Tx, tenantId: number, ids: number[]) =>
  ids.length
    ? tx
        .select({ id: authGroups.id, name: authGroups.name })
        .from(authGroups)
        .where(and(eq(authGroups.tenantId, tenantId), inArray(authGroups.id, ids)))
    : Promise.resolve([]);

/** Makes the company's auth groups exactly these (an attachment kept keeps its factory approval). */
export async function replaceCompanyAuthGroups(tx: Tx, tenantId: number, companyId: number, groupIds: number[]) {
  await tx
    .delete(authGroupCompanies)
    .where(
      and(
        eq(authGroupCompanies.tenantId, tenantId),
        eq(authGroupCompanies.companyId, companyId),
        groupIds.length ? notInArray(authGroupCompanies.groupId, groupIds) : undefined,
      ),
    );
  if (groupIds.length)
    await tx
      .insert(authGroupCompanies)
      .values(groupIds.map((groupId) => ({ tenantId, groupId, companyId, approved: true })))
      .onConflictDoNothing();
}

// ----- company groups

export type GroupFilter = { name?: string; code?: string; enabled?: boolean };

export async function pageGroups(tx: Tx, tenantId: number, f: GroupFilter, offset: number, limit: number) {
  const where = and(
    eq(companyGroups.tenantId, tenantId),
    f.name ? ilike(companyGroups.name, like(f.name)) : undefined,
    f.code ? ilike(companyGroups.code, like(f.code)) : undefined,
    f.enabled === undefined ? undefined : eq(companyGroups.enabled, f.enabled),
  );
  const [rows, [total]] = await Promise.all([
    tx.select().from(companyGroups).where(where).orderBy(desc(companyGroups.createdAt), desc(companyGroups.id)).offset(offset).limit(limit),
    tx.select({ n: count() }).from(companyGroups).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const findGroup = async (tx: Tx, tenantId: number, id: number, lock = false): Promise<GroupRecord | undefined> => {
  const q = tx
    .select()
    .from(companyGroups)
    .where(and(eq(companyGroups.tenantId, tenantId), eq(companyGroups.id, id)));
  return (await (lock ? q.for('update') : q))[0];
};

export const groupWith = async (tx: Tx, tenantId: number, column: 'code' | 'name', value: string): Promise<GroupRecord | undefined> =>
  (
    await tx
      .select()
      .from(companyGroups)
      .where(and(eq(companyGroups.tenantId, tenantId), eq(companyGroups[column], value)))
  )[0];

export const insertGroup = async (tx: Tx, values: typeof companyGroups.$inferInsert): Promise<GroupRecord> =>
  (await tx.insert(companyGroups).values(values).returning())[0]!;

export const updateGroup = (tx: Tx, tenantId: number, id: number, values: Partial<typeof companyGroups.$inferInsert>) =>
  tx
    .update(companyGroups)
    .set(values)
    .where(and(eq(companyGroups.tenantId, tenantId), eq(companyGroups.id, id)));

export const deleteGroup = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(companyGroups).where(and(eq(companyGroups.tenantId, tenantId), eq(companyGroups.id, id)));

/** group id -> member company ids (the head included) */
export async function membersOf(tx: Tx, tenantId: number, groupIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(groupIds.map((id) => [id, []]));
  if (!groupIds.length) return out;
  const rows = await tx
    .select({ groupId: companyGroupMembers.groupId, companyId: companyGroupMembers.companyId })
    .from(companyGroupMembers)
    .where(and(eq(companyGroupMembers.tenantId, tenantId), inArray(companyGroupMembers.groupId, groupIds)));
  for (const r of rows) out.get(r.groupId)?.push(r.companyId);
  return out;
}

/** group id -> granted data domains */
export async function grantsOf(tx: Tx, tenantId: number, groupIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(groupIds.map((id) => [id, []]));
  if (!groupIds.length) return out;
  const rows = await tx
    .select({ groupId: companyGroupGrants.groupId, domain: companyGroupGrants.domain })
    .from(companyGroupGrants)
    .where(and(eq(companyGroupGrants.tenantId, tenantId), inArray(companyGroupGrants.groupId, groupIds)))
    .orderBy(asc(companyGroupGrants.domain));
  for (const r of rows) out.get(r.groupId)?.push(r.domain);
  return out;
}

/** company id -> the group it belongs to, for these companies */
export const groupsOfCompanies = (tx: Tx, tenantId: number, companyIds: number[]) =>
  companyIds.length
    ? tx
        .select({ companyId: companyGroupMembers.companyId, groupId: companyGroups.id, groupName: companyGroups.name })
        .from(companyGroupMembers)
        .innerJoin(
          companyGroups,
          and(eq(companyGroups.tenantId, companyGroupMembers.tenantId), eq(companyGroups.id, companyGroupMembers.groupId)),
        )
        .where(and(eq(companyGroupMembers.tenantId, tenantId), inArray(companyGroupMembers.companyId, companyIds)))
    : Promise.resolve([]);

export async function replaceMembers(tx: Tx, tenantId: number, groupId: number, companyIds: number[]) {
  await tx.delete(companyGroupMembers).where(and(eq(companyGroupMembers.tenantId, tenantId), eq(companyGroupMembers.groupId, groupId)));
  if (companyIds.length) await tx.insert(companyGroupMembers).values(companyIds.map((companyId) => ({ tenantId, groupId, companyId })));
}

export async function replaceGrants(tx: Tx, tenantId: number, groupId: number, domains: string[]) {
  await tx.delete(companyGroupGrants).where(and(eq(companyGroupGrants.tenantId, tenantId), eq(companyGroupGrants.groupId, groupId)));
  if (domains.length) await tx.insert(companyGroupGrants).values(domains.map((domain) => ({ tenantId, groupId, domain })));
}

/** The companies of the member picker: by name or code, at most 50. */
export const companyOptions = (tx: Tx, tenantId: number, keyword: string | undefined) =>
  tx
    .select({ id: companies.id, code: companies.code, name: companies.name, type: companies.type })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        eq(companies.enabled, true),
        keyword ? or(ilike(companies.name, like(keyword)), ilike(companies.code, like(keyword))) : undefined,
      ),
    )
    .orderBy(asc(companies.code))
    .limit(50);

/** The other members of the enabled group the company heads, when the group grants the domain. */
export async function headedMembers(tx: Tx, tenantId: number, companyId: number, domain: string): Promise<number[]> {
  const rows = await tx
    .select({ companyId: companyGroupMembers.companyId })
    .from(companyGroups)
    .innerJoin(
      companyGroupGrants,
      and(
        eq(companyGroupGrants.tenantId, companyGroups.tenantId),
        eq(companyGroupGrants.groupId, companyGroups.id),
        eq(companyGroupGrants.domain, domain),
      ),
    )
    .innerJoin(
      companyGroupMembers,
      and(eq(companyGroupMembers.tenantId, companyGroups.tenantId), eq(companyGroupMembers.groupId, companyGroups.id)),
    )
    .where(
      and(
        eq(companyGroups.tenantId, tenantId),
        eq(companyGroups.headCompanyId, companyId),
        eq(companyGroups.enabled, true),
        sql`${companyGroupMembers.companyId} <> ${companyId}`,
      ),
    )
    .orderBy(asc(companyGroupMembers.companyId));
  return rows.map((r) => r.companyId);
}
