// SQL of apps and menus administration over the access tables (apps, resources).
import { and, asc, count, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { OPERATOR_CODE_PREFIX } from '@medportal/contracts/system/apps-menus-rules';
import type { Tx } from '../../../db/client.js';
import { apps, resources } from '../access/access.table.js';

export type AppRecord = typeof apps.$inferSelect;
export type ResourceRecord = typeof resources.$inferSelect;
export type AppFilter = { keyword?: string | undefined; groupName?: string | undefined; enabled?: boolean | undefined };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function pageApps(tx: Tx, tenantId: number, filter: AppFilter, page: number, pageSize: number) {
  const conditions: SQL[] = [eq(apps.tenantId, tenantId)];
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(apps.appCode, pattern), ilike(apps.appName, pattern))!);
  }
  if (filter.groupName) conditions.push(eq(apps.groupName, filter.groupName));
  if (filter.enabled !== undefined) conditions.push(eq(apps.enabled, filter.enabled));
  const where = and(...conditions);
  // written out: drizzle renders ${column} without its table inside a select, which the subquery would bind to r
  const menuCount = sql<number>`(SELECT count(*) FROM resources r
    WHERE r.tenant_id = apps.tenant_id AND r.app_id = apps.id AND r.resource_type = 1)`;
  const rows = await tx
    .select({ app: apps, menuCount })
    .from(apps)
    .where(where)
    .orderBy(asc(apps.sort), asc(apps.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(apps).where(where);
  return { rows: rows.map((r) => ({ app: r.app, menuCount: Number(r.menuCount) })), total: total?.n ?? 0 };
}

export async function countMenus(tx: Tx, tenantId: number, appId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), eq(resources.appId, appId), eq(resources.resourceType, 1)));
  return row?.n ?? 0;
}

export async function lockApp(tx: Tx, tenantId: number, id: number): Promise<AppRecord | undefined> {
  const [row] = await tx
    .select()
    .from(apps)
    .where(and(eq(apps.tenantId, tenantId), eq(apps.id, id)))
    .for('update');
  return row;
}

export const findApp = async (tx: Tx, tenantId: number, id: number): Promise<AppRecord | undefined> =>
  (
    await tx
      .select()
      .from(apps)
      .where(and(eq(apps.tenantId, tenantId), eq(apps.id, id)))
  )[0];

export const appCodeTaken = async (tx: Tx, tenantId: number, appCode: string): Promise<boolean> =>
  (
    await tx
      .select({ id: apps.id })
      .from(apps)
      .where(and(eq(apps.tenantId, tenantId), ilike(apps.appCode, escapeLike(appCode))))
  ).length > 0;

export async function insertApp(tx: Tx, values: typeof apps.$inferInsert): Promise<AppRecord> {
  const [row] = await tx.insert(apps).values(values).returning();
  return row!;
}

export async function updateApp(tx: Tx, tenantId: number, id: number, values: Partial<typeof apps.$inferInsert>): Promise<AppRecord> {
  const [row] = await tx
    .update(apps)
    .set(values)
    .where(and(eq(apps.tenantId, tenantId), eq(apps.id, id)))
    .returning();
  return row!;
}

/** Deletes an app with its resources (grants, shortcuts, heat and app requests go with them by cascade). */
export async function deleteApp(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(resources).where(and(eq(resources.tenantId, tenantId), eq(resources.appId, id)));
  await tx.delete(apps).where(and(eq(apps.tenantId, tenantId), eq(apps.id, id)));
}

/** Every resource of an app (hidden and disabled too), locked for the change. */
export const appResources = async (tx: Tx, tenantId: number, appId: number, lock = false): Promise<ResourceRecord[]> => {
  const query = tx
    .select()
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), eq(resources.appId, appId)))
    .orderBy(asc(resources.menuSort), asc(resources.id));
  return lock ? query.for('update') : query;
};

export const findResource = async (tx: Tx, tenantId: number, id: number): Promise<ResourceRecord | undefined> =>
  (
    await tx
      .select()
      .from(resources)
      .where(and(eq(resources.tenantId, tenantId), eq(resources.id, id)))
  )[0];

/** The next free operator code of the tenant: ext.<n>. */
export async function nextOperatorNumber(tx: Tx, tenantId: number): Promise<number> {
  const rows = await tx
    .select({ code: resources.resourceCode })
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), like(resources.resourceCode, `${OPERATOR_CODE_PREFIX}%`)));
  return rows.reduce((max, r) => Math.max(max, Number(r.code.slice(OPERATOR_CODE_PREFIX.length)) || 0), 0) + 1;
}

export async function insertResources(tx: Tx, values: (typeof resources.$inferInsert)[]): Promise<ResourceRecord[]> {
  return values.length ? tx.insert(resources).values(values).returning() : [];
}

export async function updateResource(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<typeof resources.$inferInsert>,
): Promise<ResourceRecord> {
  const [row] = await tx
    .update(resources)
    .set(values)
    .where(and(eq(resources.tenantId, tenantId), eq(resources.id, id)))
    .returning();
  return row!;
}

export async function deleteResources(tx: Tx, tenantId: number, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(resources).where(and(eq(resources.tenantId, tenantId), inArray(resources.id, ids)));
}

export const maxChildSort = (rows: ResourceRecord[], parentId: number | null): number =>
  rows.filter((r) => r.parentId === parentId).reduce((max, r) => Math.max(max, r.menuSort), 0);
