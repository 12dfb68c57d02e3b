// Syncs CATALOGUE into a tenant: inserts new apps and resources, updates structure, keeps names, order
// and parent an operator edited, keeps hidden what an operator hid, disables nodes no longer in code
// (never the operator's own ext.* nodes), and bumps the catalogue version on change.
import { and, eq, notInArray, notLike, sql } from 'drizzle-orm';
import { OPERATOR_CODE_PREFIX } from '@medportal/contracts/system/apps-menus-rules';
import type { Database, Tx } from '../../../db/client.js';
import { tenantSettings } from '../tenancy/tenancy.table.js';
import { apps, resources } from './access.table.js';
import { publishCacheEvent } from '../../../lib/session-cache.js';
import { CATALOGUE, walk, type CatalogueApp } from './catalogue.js';

async function syncApp(tx: Tx, tenantId: number, def: CatalogueApp): Promise<number> {
  let changes = 0;
  const [existing] = await tx
    .select()
    .from(apps)
    .where(and(eq(apps.tenantId, tenantId), eq(apps.appCode, def.appCode)));
  let appId: number;
  if (!existing) {
    const [row] = await tx
      .insert(apps)
      .values({
        tenantId,
        appCode: def.appCode,
        appName: def.appName,
        groupName: def.groupName,
        domain: def.domain,
        sort: def.sort,
        businessCode: def.businessCode ?? null,
      })
      .returning({ id: apps.id });
    appId = row!.id;
    changes++;
  } else {
    appId = existing.id;
    const wanted = existing.edited ? {} : { appName: def.appName, sort: def.sort, groupName: def.groupName, domain: def.domain };
    if (Object.entries(wanted).some(([k, v]) => existing[k as keyof typeof existing] !== v)) {
      await tx
        .update(apps)
        .set(wanted)
        .where(and(eq(apps.tenantId, tenantId), eq(apps.id, appId)));
      changes++;
    }
  }
  const ids = new Map<string, number>();
  const current = await tx
    .select()
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), eq(resources.appId, appId)));
  const byCode = new Map(current.map((r) => [r.resourceCode, r]));
  for (const node of walk(def.resources)) {
    const parentId = node.parent ? ids.get(node.parent)! : null;
    const row = byCode.get(node.code);
    const structure = {
      appId,
      resourcePath: node.path ?? null,
      resourceIcon: node.icon ?? null,
      resourceType: node.type ?? 1,
      originResourceName: node.name,
      enabled: !row?.hidden,
    };
    if (!row) {
      const [created] = await tx
        .insert(resources)
        .values({ tenantId, resourceCode: node.code, resourceName: node.name, menuSort: node.sort, parentId, ...structure })
        .returning({ id: resources.id });
      ids.set(node.code, created!.id);
      changes++;
      continue;
    }
    ids.set(node.code, row.id);
    const wanted = row.edited ? structure : { ...structure, parentId, resourceName: node.name, menuSort: node.sort };
    if (Object.entries(wanted).some(([k, v]) => row[k as keyof typeof row] !== v)) {
      await tx
        .update(resources)
        .set(wanted)
        .where(and(eq(resources.tenantId, tenantId), eq(resources.id, row.id)));
      changes++;
    }
  }
  const kept = [...ids.values()];
  const gone = await tx
    .update(resources)
    .set({ enabled: false })
    .where(
      and(
        eq(resources.tenantId, tenantId),
        eq(resources.appId, appId),
        eq(resources.enabled, true),
        notLike(resources.resourceCode, `${OPERATOR_CODE_PREFIX}%`),
        kept.length ? notInArray(resources.id, kept) : sql`TRUE`,
      ),
    )
    .returning({ id: resources.id });
  return changes + gone.length;
}

/** Syncs a catalogue (the code's by default) into a tenant; returns the number of changed rows. */
export async function syncCatalogue(db: Database, tenantId: number, catalogue: readonly CatalogueApp[] = CATALOGUE): Promise<number> {
  return db.tenant(tenantId, async (tx) => {
    let changes = 0;
    for (const def of catalogue) changes += await syncApp(tx, tenantId, def);
    if (changes > 0) await bumpCatalogueVersion(tx, tenantId);
    return changes;
  });
}

/**
 * Every change to apps, resources, roles, role grants or auth groups (their resources and companies)
 * calls this in the same transaction, so menu caches keyed on the version miss in every process.
 * Position-role links need no bump: the session lookup reads the role set on every request.
 */
export const bumpCatalogueVersion = async (tx: Tx, tenantId: number) => {
  await tx
    .update(tenantSettings)
    .set({ catalogueVersion: sql`${tenantSettings.catalogueVersion} + 1`, updatedAt: new Date() })
    .where(eq(tenantSettings.tenantId, tenantId));
  // cached sessions carry the version (and role ids): all of the tenant's are re-read
  await publishCacheEvent(tx, { kind: 'tenant', tenantId });
};
