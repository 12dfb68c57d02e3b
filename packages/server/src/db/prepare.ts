// Start-up data work after migrations: tenants, tenant settings, catalogue sync, imports a stopped
// process left running, demo seed when empty.
import type { Database } from './client.js';
import { tenants, tenantSettings } from './schema.js';
import { syncCatalogue } from '../modules/staff-center/access/catalogue.sync.js';
import { syncCategoryCatalogue } from '../modules/product-center/categories/category-catalogue.sync.js';
import { failAbandonedImports } from '../modules/file-library/imports/imports.service.js';
import { DEMO_TENANTS, seedDemoData } from './seed/demo.js';

/** filesRoot: where the demo seed stores its files; default FILES_DIR of the environment, like the server. */
type PrepareOptions = { seed?: boolean; filesRoot?: string };

export const prepareDatabase = (db: Database, opts: PrepareOptions = {}) => db.exclusive(() => prepare(db, opts));

async function prepare(db: Database, opts: PrepareOptions): Promise<{ seeded: boolean }> {
  const existing = await db.system((tx) => tx.select({ id: tenants.id }).from(tenants));
  const empty = existing.length === 0;
  if (empty) {
    await db.system((tx) => tx.insert(tenants).values(DEMO_TENANTS.map((t) => ({ id: t.id, code: t.code, name: t.name }))));
  }
  const ids = empty ? DEMO_TENANTS.map((t) => t.id) : existing.map((t) => t.id);
  for (const tenantId of ids) {
    await db.tenant(tenantId, (tx) => tx.insert(tenantSettings).values({ tenantId }).onConflictDoNothing());
    await syncCatalogue(db, tenantId);
    await syncCategoryCatalogue(db, tenantId);
    await failAbandonedImports(db, tenantId);
  }
  const seeded = empty && opts.seed !== false;
  if (seeded) await seedDemoData(db, opts.filesRoot);
  return { seeded };
}
