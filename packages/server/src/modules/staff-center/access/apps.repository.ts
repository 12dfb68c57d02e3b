// Reads of the app (sub-system) catalogue.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { companies } from '../tenancy/tenancy.table.js';
import { apps } from './access.table.js';

export type AppView = typeof apps.$inferSelect & { factoryCompanyName: string };

export const findAppById = async (tx: Tx, tenantId: number, id: number): Promise<AppView | undefined> => {
  const [row] = await tx.select({ app: apps, factoryCompanyName: companies.name }).from(apps)
    .leftJoin(companies, and(eq(companies.tenantId, apps.tenantId), eq(companies.id, apps.factoryCompanyId)))
    .where(and(eq(apps.tenantId, tenantId), eq(apps.id, id))).limit(1);
  return row ? { ...row.app, factoryCompanyName: row.factoryCompanyName ?? '' } : undefined;
};
