// SQL of app groups, the top navigation and per-company app branding (see navigation.table.ts).
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { apps } from '../access/access.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { appBrandings, appGroups, navMenus } from './navigation.table.js';

export type AppGroupRecord = typeof appGroups.$inferSelect;
export type NavMenuRecord = typeof navMenus.$inferSelect;
export type AppBrandingRecord = typeof appBrandings.$inferSelect;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- app groups ----

export const listGroups = (tx: Tx, tenantId: number) =>
  tx.select().from(appGroups).where(eq(appGroups.tenantId, tenantId)).orderBy(asc(appGroups.sort), asc(appGroups.id));

export const findGroup = async (tx: Tx, tenantId: number, id: number): Promise<AppGroupRecord | undefined> =>
  (
    await tx
      .select()
      .from(appGroups)
      .where(and(eq(appGroups.tenantId, tenantId), eq(appGroups.id, id)))
      .for('update')
  )[0];

export const groupWithName = async (tx: Tx, tenantId: number, name: string): Promise<AppGroupRecord | undefined> =>
  (
    await tx
      .select()
      .from(appGroups)
      .where(and(eq(appGroups.tenantId, tenantId), eq(appGroups.name, name)))
  )[0];

/** Rows for group names apps carry without a group row (the catalogue's, or a new tenant's), after the others. */
export async function insertMissingGroups(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO app_groups (tenant_id, name, sort)
    SELECT ${tenantId}, a.group_name,
           (SELECT coalesce(max(g.sort), 0) FROM app_groups g WHERE g.tenant_id = ${tenantId})
             + 10 * row_number() OVER (ORDER BY min(a.sort), a.group_name)
      FROM apps a
     WHERE a.tenant_id = ${tenantId} AND a.group_name <> ''
       AND NOT EXISTS (SELECT 1 FROM app_groups g WHERE g.tenant_id = ${tenantId} AND g.name = a.group_name)
     GROUP BY a.group_name
    ON CONFLICT (tenant_id, name) DO NOTHING`);
}

export const insertGroup = async (tx: Tx, row: typeof appGroups.$inferInsert) => (await tx.insert(appGroups).values(row).returning())[0]!;

export const updateGroup = async (tx: Tx, tenantId: number, id: number, set: Partial<Pick<AppGroupRecord, 'name' | 'sort' | 'enabled'>>) =>
  (
    await tx
      .update(appGroups)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(appGroups.tenantId, tenantId), eq(appGroups.id, id)))
      .returning()
  )[0]!;

export const deleteGroup = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(appGroups).where(and(eq(appGroups.tenantId, tenantId), eq(appGroups.id, id)));

export const tenantApps = (tx: Tx, tenantId: number) =>
  tx
    .select({
      id: apps.id,
      appCode: apps.appCode,
      appName: apps.appName,
      sort: apps.sort,
      enabled: apps.enabled,
      groupName: apps.groupName,
    })
    .from(apps)
    .where(eq(apps.tenantId, tenantId))
    .orderBy(asc(apps.sort), asc(apps.id));

/** Moves apps into a group (by its name); marked edited so the catalogue sync keeps the admin's grouping. */
export const setAppsGroup = (tx: Tx, tenantId: number, appIds: number[], groupName: string) =>
  tx
    .update(apps)
    .set({ groupName, edited: true })
    .where(and(eq(apps.tenantId, tenantId), inArray(apps.id, appIds)))
    .returning({ id: apps.id });

/** Renames the group on every app in it. */
export const renameAppsGroup = (tx: Tx, tenantId: number, from: string, to: string) =>
  tx
    .update(apps)
    .set({ groupName: to, edited: true })
    .where(and(eq(apps.tenantId, tenantId), eq(apps.groupName, from)))
    .returning({ id: apps.id });

export const appsInGroup = async (tx: Tx, tenantId: number, groupName: string): Promise<number> =>
  (
    await tx
      .select({ id: apps.id })
      .from(apps)
      .where(and(eq(apps.tenantId, tenantId), eq(apps.groupName, groupName)))
  ).length;

// ---- top navigation ----

export const listNavMenus = (tx: Tx, tenantId: number) =>
  tx
    .select({ menu: navMenus, appName: apps.appName })
    .from(navMenus)
    .leftJoin(apps, and(eq(apps.tenantId, navMenus.tenantId), eq(apps.id, navMenus.appId)))
    .where(eq(navMenus.tenantId, tenantId))
    .orderBy(asc(navMenus.sort), asc(navMenus.id));

export const findNavMenu = async (tx: Tx, tenantId: number, id: number): Promise<NavMenuRecord | undefined> =>
  (
    await tx
      .select()
      .from(navMenus)
      .where(and(eq(navMenus.tenantId, tenantId), eq(navMenus.id, id)))
      .for('update')
  )[0];

export const insertNavMenu = async (tx: Tx, row: typeof navMenus.$inferInsert) => (await tx.insert(navMenus).values(row).returning())[0]!;

export const updateNavMenu = async (tx: Tx, tenantId: number, id: number, set: Partial<typeof navMenus.$inferInsert>) =>
  (
    await tx
      .update(navMenus)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(navMenus.tenantId, tenantId), eq(navMenus.id, id)))
      .returning()
  )[0]!;

export const deleteNavMenu = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(navMenus).where(and(eq(navMenus.tenantId, tenantId), eq(navMenus.id, id)));

export const findApp = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select({ id: apps.id, appName: apps.appName, enabled: apps.enabled })
      .from(apps)
      .where(and(eq(apps.tenantId, tenantId), eq(apps.id, id)))
  )[0];

// ---- app branding ----

export const findCompany = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select({ id: companies.id, name: companies.name, code: companies.code, companyType: companies.type })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
  )[0];

export const searchCompanies = (tx: Tx, tenantId: number, keyword: string | undefined, onlyId: number | null) =>
  tx
    .select({ id: companies.id, name: companies.name, code: companies.code, companyType: companies.type })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        eq(companies.enabled, true),
        onlyId === null ? undefined : eq(companies.id, onlyId),
        keyword ? or(ilike(companies.name, like(keyword)), ilike(companies.code, like(keyword))) : undefined,
      ),
    )
    .orderBy(asc(companies.code))
    .limit(50);

/**
 * The enabled apps a company holds: every one for a platform (MM) company, else the apps with a resource
 * granted to the company through an enabled authorisation group.
 */
export async function heldApps(tx: Tx, tenantId: number, companyId: number, platform: boolean) {
  const held = platform
    ? sql`TRUE`
    : sql`EXISTS (SELECT 1 FROM auth_group_resources agr
          JOIN auth_groups g ON g.tenant_id = agr.tenant_id AND g.id = agr.group_id AND g.enabled
          JOIN auth_group_companies agc ON agc.tenant_id = agr.tenant_id AND agc.group_id = agr.group_id
          JOIN resources r ON r.tenant_id = agr.tenant_id AND r.id = agr.resource_id
         WHERE agr.tenant_id = ${tenantId} AND agc.company_id = ${companyId} AND r.app_id = ${apps.id})`;
  return tx
    .select({ id: apps.id, appCode: apps.appCode, appName: apps.appName, groupName: apps.groupName })
    .from(apps)
    .where(and(eq(apps.tenantId, tenantId), eq(apps.enabled, true), held))
    .orderBy(asc(apps.sort), asc(apps.id));
}

export const companyBrandings = (tx: Tx, tenantId: number, companyId: number) =>
  tx
    .select()
    .from(appBrandings)
    .where(and(eq(appBrandings.tenantId, tenantId), eq(appBrandings.companyId, companyId)));

export const findBranding = async (tx: Tx, tenantId: number, companyId: number, appId: number): Promise<AppBrandingRecord | undefined> =>
  (
    await tx
      .select()
      .from(appBrandings)
      .where(and(eq(appBrandings.tenantId, tenantId), eq(appBrandings.companyId, companyId), eq(appBrandings.appId, appId)))
      .for('update')
  )[0];

export const upsertBranding = async (tx: Tx, row: typeof appBrandings.$inferInsert) =>
  (
    await tx
      .insert(appBrandings)
      .values(row)
      .onConflictDoUpdate({
        target: [appBrandings.tenantId, appBrandings.companyId, appBrandings.appId],
        set: {
          logoFileCode: row.logoFileCode ?? null,
          displayName: row.displayName ?? null,
          themeColor: row.themeColor ?? null,
          updatedBy: row.updatedBy ?? null,
          updatedAt: new Date(),
        },
      })
      .returning()
  )[0]!;

export const deleteBranding = (tx: Tx, tenantId: number, companyId: number, appId: number) =>
  tx
    .delete(appBrandings)
    .where(and(eq(appBrandings.tenantId, tenantId), eq(appBrandings.companyId, companyId), eq(appBrandings.appId, appId)));

/** Is this file the logo of some app branding of the tenant (the public logo route serves only those)? */
export const isBrandingLogo = async (tx: Tx, tenantId: number, fileCode: string): Promise<boolean> =>
  (
    await tx
      .select({ appId: appBrandings.appId })
      .from(appBrandings)
      .where(and(eq(appBrandings.tenantId, tenantId), eq(appBrandings.logoFileCode, fileCode)))
      .limit(1)
  ).length > 0;
