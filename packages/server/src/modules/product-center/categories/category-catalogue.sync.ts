// Start-up sync of the classification catalogue's first-level categories into a tenant: missing ones are
// added, existing ones keep their rows (and the second-level categories under them).
import { FIRST_LEVEL_CATEGORIES } from '@medportal/contracts/product/category-catalogue';
import type { Database } from '../../../db/client.js';
import { productCategories } from './categories.table.js';

export async function syncCategoryCatalogue(db: Database, tenantId: number): Promise<void> {
  await db.tenant(tenantId, (tx) =>
    tx
      .insert(productCategories)
      .values(FIRST_LEVEL_CATEGORIES.map((c, i) => ({ tenantId, code: c.code, name: c.name, sort: i + 1 })))
      .onConflictDoNothing({ target: [productCategories.tenantId, productCategories.code] }),
  );
}
