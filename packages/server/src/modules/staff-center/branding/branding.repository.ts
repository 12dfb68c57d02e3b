// SQL for the branding column of tenant_settings (the tenancy tables have no module of their own).
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { tenantSettings, type Branding } from '../tenancy/tenancy.table.js';

/** One round trip: the public login page reads it before any session exists. */
export async function readBranding(db: Database, tenantId: number): Promise<Branding | null> {
  const rows = await db.tenantRead(tenantId, sql`SELECT branding FROM tenant_settings WHERE tenant_id = ${tenantId}`);
  const value = rows[0]?.['branding'];
  if (value === undefined || value === null) return null;
  // node-postgres parses jsonb; PGlite's exec does too, but a driver may hand back text
  return (typeof value === 'string' ? JSON.parse(value) : value) as Branding;
}

/** Sets the given keys and removes the cleared ones in one statement; the merged value is returned. */
export async function patchBranding(tx: Tx, tenantId: number, set: Branding, clear: string[]): Promise<Branding | null> {
  const clearArray = sql`ARRAY[${sql.join([sql`''`, ...clear.map((k) => sql`${k}`)], sql`, `)}]::text[]`;
  const rows = await tx
    .update(tenantSettings)
    .set({ branding: sql`(${tenantSettings.branding} || ${JSON.stringify(set)}::jsonb) - ${clearArray}`, updatedAt: new Date() })
    .where(eq(tenantSettings.tenantId, tenantId))
    .returning({ branding: tenantSettings.branding });
  return rows[0]?.branding ?? null;
}
