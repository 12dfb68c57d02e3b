// The platform operator's company of a tenant (type MM; the first one if a tenant had several): the
// company whose flows review what enterprises ask of the platform (administrator changes, self-registered
// users, app requests) and whose people approve them.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { companies } from './tenancy.table.js';

export async function platformCompanyId(tx: Tx, tenantId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.type, 'MM')))
    .orderBy(asc(companies.id))
    .limit(1);
  return row?.id ?? null;
}
