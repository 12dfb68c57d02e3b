// SQL for granting whole apps to companies: which apps a company holds through its auth groups, and the
// per-app auth group ('应用授权：<应用名>') the app store's approvals attach companies to.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { authGroupCompanies, authGroupResources, authGroups, resources } from './access.table.js';

/** Apps of which the company holds at least one enabled resource through an enabled auth group. */
export async function grantedAppIds(tx: Tx, tenantId: number, companyId: number): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ appId: resources.appId })
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
    .where(and(eq(authGroupCompanies.tenantId, tenantId), eq(authGroupCompanies.companyId, companyId)));
  return new Set(rows.map((r) => r.appId));
}

/** The auth group of this name with no company type (made for app grants), or a new one. */
export async function findOrCreateGroup(tx: Tx, tenantId: number, name: string): Promise<{ id: number; created: boolean }> {
  const [found] = await tx
    .select({ id: authGroups.id })
    .from(authGroups)
    .where(and(eq(authGroups.tenantId, tenantId), eq(authGroups.name, name), sql`${authGroups.companyType} IS NULL`))
    .orderBy(authGroups.id)
    .limit(1);
  if (found) return { id: found.id, created: false };
  const [row] = await tx.insert(authGroups).values({ tenantId, name, companyType: null }).returning({ id: authGroups.id });
  return { id: row!.id, created: true };
}

/** Makes the group hold every resource of the app (menus and buttons added since are included); answers how many were added. */
export async function fillGroupWithApp(tx: Tx, tenantId: number, groupId: number, appId: number): Promise<number> {
  const ids = await tx
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), eq(resources.appId, appId)));
  if (!ids.length) return 0;
  const added = await tx
    .insert(authGroupResources)
    .values(ids.map((r) => ({ tenantId, groupId, resourceId: r.id })))
    .onConflictDoNothing()
    .returning({ resourceId: authGroupResources.resourceId });
  return added.length;
}

/** Attaches the company to the group (approved); false when it already was. */
export async function attachCompany(tx: Tx, tenantId: number, groupId: number, companyId: number): Promise<boolean> {
  const rows = await tx
    .insert(authGroupCompanies)
    .values({ tenantId, groupId, companyId, approved: true })
    .onConflictDoNothing()
    .returning({ groupId: authGroupCompanies.groupId });
  return rows.length > 0;
}

/** Makes sure the group is enabled (an administrator may have disabled it). */
export const enableGroup = (tx: Tx, tenantId: number, groupId: number) =>
  tx
    .update(authGroups)
    .set({ enabled: true })
    .where(and(eq(authGroups.tenantId, tenantId), eq(authGroups.id, groupId)));
