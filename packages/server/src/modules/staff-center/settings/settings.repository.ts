// SQL of platform_settings and company_settings.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { companySettings, platformSettings } from './settings.table.js';

export type PlatformRow = typeof platformSettings.$inferSelect;
export type CompanyRow = typeof companySettings.$inferSelect;
export type PlatformValues = Omit<typeof platformSettings.$inferInsert, 'tenantId' | 'updatedAt'>;
export type CompanyValues = Omit<typeof companySettings.$inferInsert, 'tenantId' | 'companyId' | 'updatedAt'>;

export async function platformRow(tx: Tx, tenantId: number): Promise<PlatformRow | undefined> {
  const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.tenantId, tenantId)).limit(1);
  return row;
}

export async function savePlatformRow(tx: Tx, tenantId: number, values: PlatformValues): Promise<void> {
  await tx
    .insert(platformSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: platformSettings.tenantId, set: { ...values, updatedAt: sql`now()` } });
}

export async function companyRow(tx: Tx, tenantId: number, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await tx
    .select()
    .from(companySettings)
    .where(and(eq(companySettings.tenantId, tenantId), eq(companySettings.companyId, companyId)))
    .limit(1);
  return row;
}

export async function saveCompanyRow(tx: Tx, tenantId: number, companyId: number, values: CompanyValues): Promise<void> {
  await tx
    .insert(companySettings)
    .values({ tenantId, companyId, ...values })
    .onConflictDoUpdate({ target: [companySettings.tenantId, companySettings.companyId], set: { ...values, updatedAt: sql`now()` } });
}
