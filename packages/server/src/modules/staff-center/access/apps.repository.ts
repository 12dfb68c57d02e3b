// Reads of the app (sub-system) catalogue.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { companies } from '../tenancy/tenancy.table.js';
import { apps } from './access.table.js';

export type AppView = typeof apps.$inferSelect & { factoryCompanyName: string };

const withFactory = (tenantId: number) =>
  and(eq(companies.tenantId, tenantId), eq(companies.tenantId, apps.tenantId), eq(companies.id, apps.factoryCompanyId));

const view = (row: { app: typeof apps.$inferSelect; factoryCompanyName: string | null }): AppView => ({
  ...row.app,
  factoryCompanyName: row.factoryCompanyName ?? '',
});

export const findAppById = async (tx: Tx, tenantId: number, id: number): Promise<AppView | undefined> => {
  const [row] = await tx
    .select({ app: apps, factoryCompanyName: companies.name })
    .from(apps)
    .leftJoin(companies, withFactory(tenantId))
    .where(and(eq(apps.tenantId, tenantId), eq(apps.id, id)))
    .limit(1);
  return row ? view(row) : undefined;
};

export const findAppByCode = async (tx: Tx, tenantId: number, appCode: string): Promise<AppView | undefined> => {
  const [row] = await tx
    .select({ app: apps, factoryCompanyName: companies.name })
    .from(apps)
    .leftJoin(companies, withFactory(tenantId))
    .where(and(eq(apps.tenantId, tenantId), eq(apps.appCode, appCode)))
    .limit(1);
  return row ? view(row) : undefined;
};

/** The tenant's enabled apps of one application type, in catalogue order. */
export const listEnabledApps = async (tx: Tx, tenantId: number, applicationType: number): Promise<AppView[]> =>
  (
    await tx
      .select({ app: apps, factoryCompanyName: companies.name })
      .from(apps)
      .leftJoin(companies, withFactory(tenantId))
      .where(and(eq(apps.tenantId, tenantId), eq(apps.enabled, true), eq(apps.applicationType, applicationType)))
      .orderBy(asc(apps.sort), asc(apps.id))
  ).map(view);
