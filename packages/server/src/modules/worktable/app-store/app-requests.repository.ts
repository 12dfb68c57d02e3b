// SQL for app requests: the company's latest request per app, the paged list (with company, app and
// requester names), and the status changes (only a pending request changes).
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { apps } from '../../staff-center/access/access.table.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { users } from '../../staff-center/users/users.table.js';
import { appRequests } from './app-requests.table.js';

export type AppRequestRow = typeof appRequests.$inferSelect;

export type AppRequestView = AppRequestRow & {
  companyName: string;
  appCode: string;
  appName: string;
  requesterName: string;
};

/** The apps of the store: every enabled app (web application type) of the tenant, in catalogue order. */
export const storeApps = (tx: Tx, tenantId: number) =>
  tx
    .select({ id: apps.id, appCode: apps.appCode, appName: apps.appName, appLogoUrl: apps.appLogoUrl, groupName: apps.groupName })
    .from(apps)
    .where(and(eq(apps.tenantId, tenantId), eq(apps.enabled, true), eq(apps.applicationType, 1)))
    .orderBy(apps.sort, apps.id);

/** The latest request of the company for each app. */
export async function latestRequests(tx: Tx, tenantId: number, companyId: number): Promise<Map<number, AppRequestRow>> {
  const rows = await tx
    .selectDistinctOn([appRequests.appId])
    .from(appRequests)
    .where(and(eq(appRequests.tenantId, tenantId), eq(appRequests.companyId, companyId)))
    .orderBy(appRequests.appId, desc(appRequests.createdAt), desc(appRequests.id));
  return new Map(rows.map((r) => [r.appId, r]));
}

export const findPendingRequest = async (tx: Tx, tenantId: number, companyId: number, appId: number) =>
  (
    await tx
      .select()
      .from(appRequests)
      .where(
        and(
          eq(appRequests.tenantId, tenantId),
          eq(appRequests.companyId, companyId),
          eq(appRequests.appId, appId),
          eq(appRequests.status, 'pending'),
        ),
      )
      .limit(1)
  )[0];

export const findRequest = async (tx: Tx, tenantId: number, id: number): Promise<AppRequestRow | undefined> =>
  (
    await tx
      .select()
      .from(appRequests)
      .where(and(eq(appRequests.tenantId, tenantId), eq(appRequests.id, id)))
      .limit(1)
  )[0];

/** Locks the request row for a status change (two decisions never both apply). */
export const lockRequest = async (tx: Tx, tenantId: number, id: number): Promise<AppRequestRow | undefined> =>
  (
    await tx
      .select()
      .from(appRequests)
      .where(and(eq(appRequests.tenantId, tenantId), eq(appRequests.id, id)))
      .for('update')
      .limit(1)
  )[0];

export const insertRequest = async (
  tx: Tx,
  values: { tenantId: number; companyId: number; appId: number; reason: string; requestedBy: number },
): Promise<AppRequestRow> => (await tx.insert(appRequests).values(values).returning())[0]!;

export const setInstance = (tx: Tx, tenantId: number, id: number, instanceId: number) =>
  tx
    .update(appRequests)
    .set({ instanceId })
    .where(and(eq(appRequests.tenantId, tenantId), eq(appRequests.id, id)));

/** Ends a pending request; answers the row as it is now, or undefined when it was not pending. */
export const decideRequest = async (
  tx: Tx,
  tenantId: number,
  id: number,
  change: { status: 'approved' | 'rejected' | 'withdrawn'; comment: string | null },
): Promise<AppRequestRow | undefined> =>
  (
    await tx
      .update(appRequests)
      .set({ status: change.status, decidedAt: new Date(), decisionComment: change.comment })
      .where(and(eq(appRequests.tenantId, tenantId), eq(appRequests.id, id), eq(appRequests.status, 'pending')))
      .returning()
  )[0];

const viewColumns = {
  request: appRequests,
  companyName: companies.name,
  appCode: apps.appCode,
  appName: apps.appName,
  requesterName: sql<string>`case when coalesce(${users.realName}, '') = '' then ${users.userName} else ${users.realName} end`,
};

const joined = (tx: Tx) =>
  tx
    .select(viewColumns)
    .from(appRequests)
    .innerJoin(companies, and(eq(companies.tenantId, appRequests.tenantId), eq(companies.id, appRequests.companyId)))
    .innerJoin(apps, and(eq(apps.tenantId, appRequests.tenantId), eq(apps.id, appRequests.appId)))
    .innerJoin(users, and(eq(users.tenantId, appRequests.tenantId), eq(users.id, appRequests.requestedBy)));

const toView = (r: {
  request: AppRequestRow;
  companyName: string;
  appCode: string;
  appName: string;
  requesterName: string;
}): AppRequestView => ({
  ...r.request,
  companyName: r.companyName,
  appCode: r.appCode,
  appName: r.appName,
  requesterName: r.requesterName,
});

export async function findRequestView(tx: Tx, tenantId: number, id: number): Promise<AppRequestView | undefined> {
  const [row] = await joined(tx).where(and(eq(appRequests.tenantId, tenantId), eq(appRequests.id, id)));
  return row ? toView(row) : undefined;
}

export type RequestFilter = { tenantId: number; companyId: number | null; status?: string; appId?: number };

export async function pageRequests(
  tx: Tx,
  f: RequestFilter,
  pageNum: number,
  pageSize: number,
): Promise<{ rows: AppRequestView[]; total: number }> {
  const where: SQL[] = [eq(appRequests.tenantId, f.tenantId)];
  if (f.companyId !== null) where.push(eq(appRequests.companyId, f.companyId));
  if (f.status) where.push(eq(appRequests.status, f.status));
  if (f.appId) where.push(eq(appRequests.appId, f.appId));
  const [totalRow] = await tx
    .select({ total: count() })
    .from(appRequests)
    .where(and(...where));
  const rows = await joined(tx)
    .where(and(...where))
    .orderBy(desc(appRequests.createdAt), desc(appRequests.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows: rows.map(toView), total: Number(totalRow?.total ?? 0) };
}

/** A company's name (the title of the engine's instance). */
export async function companyName(tx: Tx, tenantId: number, companyId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
    .limit(1);
  return row?.name;
}
