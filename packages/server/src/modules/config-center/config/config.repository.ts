// SQL of config_entries.
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { configEntries } from './config.table.js';

/**
 * Values of the keys for a business code: the company's entry over the tenant default (company 0),
 * and within each the group's entry over the group-less one.
 */
export async function valuesByKeys(
  db: Database,
  tenantId: number,
  q: { businessCode: string; companyId: number; groupId: string; keys: string[] },
): Promise<Map<string, string>> {
  if (q.keys.length === 0) return new Map();
  const keys = sql.join(
    q.keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await db.tenantRead(
    tenantId,
    sql`
    SELECT DISTINCT ON (config_key) config_key, config_value FROM config_entries
     WHERE tenant_id = ${tenantId} AND business_code = ${q.businessCode}
       AND company_id IN (0, ${q.companyId}) AND group_id IN ('', ${q.groupId})
       AND config_key IN (${keys})
     ORDER BY config_key, company_id DESC, (group_id = ${q.groupId}) DESC`,
  );
  return new Map(rows.map((r) => [String(r['config_key']), String(r['config_value'])]));
}

/** Every entry of one business code stored for the company itself (no tenant defaults). */
export async function companyEntries(
  db: Database,
  tenantId: number,
  businessCode: string,
  companyId: number,
): Promise<Map<string, string>> {
  const rows = await db.tenantRead(
    tenantId,
    sql`
    SELECT DISTINCT ON (config_key) config_key, config_value FROM config_entries
     WHERE tenant_id = ${tenantId} AND business_code = ${businessCode} AND company_id = ${companyId}
     ORDER BY config_key, (group_id = '') DESC, group_id`,
  );
  return new Map(rows.map((r) => [String(r['config_key']), String(r['config_value'])]));
}

/** A tenant-default entry (business code '', company 0, no group) read inside a transaction. */
export async function tenantEntryIn(tx: Tx, tenantId: number, key: string): Promise<string | null> {
  const [row] = await tx
    .select({ value: configEntries.configValue })
    .from(configEntries)
    .where(
      and(
        eq(configEntries.tenantId, tenantId),
        eq(configEntries.businessCode, ''),
        eq(configEntries.companyId, 0),
        eq(configEntries.groupId, ''),
        eq(configEntries.configKey, key),
      ),
    )
    .limit(1);
  return row?.value ?? null;
}

/** Sets a tenant-default entry (business code '', company 0, no group) inside a transaction. */
export async function setTenantEntryIn(tx: Tx, tenantId: number, key: string, value: string): Promise<void> {
  await tx
    .insert(configEntries)
    .values({ tenantId, businessCode: '', companyId: 0, groupId: '', configKey: key, configValue: value })
    .onConflictDoUpdate({
      target: [configEntries.tenantId, configEntries.businessCode, configEntries.companyId, configEntries.groupId, configEntries.configKey],
      set: { configValue: value, updatedAt: sql`now()` },
    });
}
