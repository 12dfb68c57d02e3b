// The tenants of this database, for work that runs per tenant outside a request (start-up, sweeps).
import type { Database } from './client.js';
import { tenants } from './schema.js';

export const tenantIds = async (db: Database): Promise<number[]> =>
  (await db.system((tx) => tx.select({ id: tenants.id }).from(tenants))).map((t) => t.id);
