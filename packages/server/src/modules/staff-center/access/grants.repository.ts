// The resources a session may use: platform admin all, company admin the company's grants,
// staff the union of their roles' grants within the company's grants. An operator's own nodes (ext.*:
// external links and groups of menuManagement) carry no permission: they come with what holds them,
// their parent menu or, at the top level, any granted resource of their app.
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { OPERATOR_CODE_PREFIX } from '@medportal/contracts/system/apps-menus-rules';
import type { Database, Tx } from '../../../db/client.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { authGroupCompanies, authGroupResources, authGroups, resources } from './access.table.js';

export type GrantedResource = {
  id: number;
  appId: number;
  parentId: number | null;
  resourceCode: string;
  resourceName: string;
  originResourceName: string;
  resourcePath: string | null;
  resourceIcon: string | null;
  iconUrl: string | null;
  resourceType: number;
  menuSort: number;
};

const COLUMNS = sql`r.id, r.app_id, r.parent_id, r.resource_code, r.resource_name, r.origin_resource_name,
  r.resource_path, r.resource_icon, r.icon_url, r.resource_type, r.menu_sort`;

const companyGrants = (ctx: RequestContext) => sql`
  SELECT agr.resource_id FROM auth_group_resources agr
    JOIN auth_groups g ON g.tenant_id = agr.tenant_id AND g.id = agr.group_id AND g.enabled
    JOIN auth_group_companies agc ON agc.tenant_id = agr.tenant_id AND agc.group_id = agr.group_id
   WHERE agr.tenant_id = ${ctx.tenantId} AND agc.company_id = ${ctx.companyId}`;

export async function loadGrantedResources(db: Database, ctx: RequestContext): Promise<GrantedResource[]> {
  let filter;
  if (ctx.isPlatformAdmin) filter = sql`TRUE`;
  else if (ctx.isAdmin) filter = sql`r.id IN (${companyGrants(ctx)})`;
  else if (ctx.roleIds.length === 0) return [];
  else {
    filter = sql`r.id IN (${companyGrants(ctx)}) AND r.id IN (
      SELECT rg.resource_id FROM role_grants rg
        JOIN roles ro ON ro.tenant_id = rg.tenant_id AND ro.id = rg.role_id AND ro.enabled AND ro.company_id = ${ctx.companyId}
       WHERE rg.tenant_id = ${ctx.tenantId} AND rg.role_id IN (${sql.join(
         ctx.roleIds.map((id) => sql`${id}`),
         sql`, `,
       )}))`;
  }
  const granted = (await readResources(db, ctx.tenantId, filter)).map(toGranted);
  if (ctx.isPlatformAdmin) return granted;
  const operatorNodes = (await readResources(db, ctx.tenantId, sql`r.resource_code LIKE ${`${OPERATOR_CODE_PREFIX}%`}`)).map(toGranted);
  return withOperatorNodes(granted, operatorNodes);
}

const readResources = (db: Database, tenantId: number, filter: SQL) =>
  db.tenantRead(
    tenantId,
    sql`
    SELECT ${COLUMNS} FROM resources r
      JOIN apps a ON a.tenant_id = r.tenant_id AND a.id = r.app_id AND a.enabled
     WHERE r.tenant_id = ${tenantId} AND r.enabled AND ${filter}
     ORDER BY r.app_id, r.menu_sort, r.id`,
  );

/** Adds the enabled operator nodes held through their parent (or, at the top level, their app), nested ones too. */
export function withOperatorNodes(granted: GrantedResource[], operatorNodes: GrantedResource[]): GrantedResource[] {
  const ids = new Set(granted.map((r) => r.id));
  const appIds = new Set(granted.map((r) => r.appId));
  const result = [...granted];
  let pending = operatorNodes.filter((r) => !ids.has(r.id));
  for (let added = true; added && pending.length > 0;) {
    added = false;
    const rest: GrantedResource[] = [];
    for (const r of pending) {
      if (r.parentId === null ? appIds.has(r.appId) : ids.has(r.parentId)) {
        ids.add(r.id);
        result.push(r);
        added = true;
      } else rest.push(r);
    }
    pending = rest;
  }
  return result;
}

function toGranted(r: Record<string, unknown>): GrantedResource {
  return {
    id: Number(r['id']),
    appId: Number(r['app_id']),
    parentId: r['parent_id'] === null ? null : Number(r['parent_id']),
    resourceCode: String(r['resource_code']),
    resourceName: String(r['resource_name']),
    originResourceName: String(r['origin_resource_name']),
    resourcePath: (r['resource_path'] as string | null) ?? null,
    resourceIcon: (r['resource_icon'] as string | null) ?? null,
    iconUrl: (r['icon_url'] as string | null) ?? null,
    resourceType: Number(r['resource_type']),
    menuSort: Number(r['menu_sort']),
  };
}

/** True when one of the company's enabled auth groups carries a resource of the app but is not approved by the factory. */
export async function hasUnapprovedGroupForApp(tx: Tx, tenantId: number, companyId: number, appId: number): Promise<boolean> {
  const rows = await tx
    .select({ groupId: authGroupCompanies.groupId })
    .from(authGroupCompanies)
    .innerJoin(
      authGroups,
      and(
        eq(authGroups.tenantId, authGroupCompanies.tenantId),
        eq(authGroups.id, authGroupCompanies.groupId),
        eq(authGroups.enabled, true),
      ),
    )
    .where(
      and(
        eq(authGroupCompanies.tenantId, tenantId),
        eq(authGroupCompanies.companyId, companyId),
        eq(authGroupCompanies.approved, false),
        exists(
          tx
            .select({ one: sql`1` })
            .from(authGroupResources)
            .innerJoin(resources, and(eq(resources.tenantId, authGroupResources.tenantId), eq(resources.id, authGroupResources.resourceId)))
            .where(
              and(
                eq(authGroupResources.tenantId, tenantId),
                eq(authGroupResources.groupId, authGroupCompanies.groupId),
                eq(resources.appId, appId),
              ),
            ),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
