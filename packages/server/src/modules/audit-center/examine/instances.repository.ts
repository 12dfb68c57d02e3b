// SQL of the approval engine's instances, their approvers' tasks and the append-only record.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { examineInstances, examineRecords, examineTasks } from './examine.table.js';

export type InstanceRow = typeof examineInstances.$inferSelect;
export type TaskRow = typeof examineTasks.$inferSelect;
export type RecordRow = typeof examineRecords.$inferSelect;
export type NewInstance = typeof examineInstances.$inferInsert;
export type NewRecord = Omit<typeof examineRecords.$inferInsert, 'id' | 'at'>;

export async function insertInstance(tx: Tx, values: NewInstance): Promise<InstanceRow> {
  const [row] = await tx.insert(examineInstances).values(values).returning();
  return row!;
}

const byId = (tenantId: number, id: number) => and(eq(examineInstances.tenantId, tenantId), eq(examineInstances.id, id));

/** The instance, its row locked until the transaction ends: deciders of one instance go one after the other. */
export const lockInstance = async (tx: Tx, tenantId: number, id: number): Promise<InstanceRow | undefined> =>
  (await tx.select().from(examineInstances).where(byId(tenantId, id)).for('update'))[0];

export const findInstance = async (tx: Tx, tenantId: number, id: number): Promise<InstanceRow | undefined> =>
  (await tx.select().from(examineInstances).where(byId(tenantId, id)))[0];

/** Writes the changes and bumps the revision (every state change does). */
export async function updateInstance(
  tx: Tx,
  tenantId: number,
  id: number,
  set: Partial<Pick<InstanceRow, 'currentStep' | 'status' | 'data' | 'finishedAt'>>,
): Promise<InstanceRow> {
  const [row] = await tx
    .update(examineInstances)
    .set({ ...set, revision: sql`${examineInstances.revision} + 1`, updatedAt: sql`now()` })
    .where(byId(tenantId, id))
    .returning();
  return row!;
}

/** The running instance of a business object, if any. */
export const findRunning = async (tx: Tx, tenantId: number, businessCode: string, businessId: string) =>
  (
    await tx
      .select({ instanceId: examineInstances.id, revision: examineInstances.revision })
      .from(examineInstances)
      .where(
        and(
          eq(examineInstances.tenantId, tenantId),
          eq(examineInstances.businessCode, businessCode),
          eq(examineInstances.businessId, businessId),
          eq(examineInstances.status, 'running'),
        ),
      )
      .orderBy(asc(examineInstances.id))
      .limit(1)
  )[0] ?? null;

export async function insertTasks(
  tx: Tx,
  tenantId: number,
  instanceId: number,
  step: number,
  approverUserIds: readonly number[],
): Promise<TaskRow[]> {
  if (!approverUserIds.length) return [];
  return tx
    .insert(examineTasks)
    .values(approverUserIds.map((approverUserId) => ({ tenantId, instanceId, step, approverUserId })))
    .returning();
}

export const tasksOf = (tx: Tx, tenantId: number, instanceId: number): Promise<TaskRow[]> =>
  tx
    .select()
    .from(examineTasks)
    .where(and(eq(examineTasks.tenantId, tenantId), eq(examineTasks.instanceId, instanceId)))
    .orderBy(asc(examineTasks.id));

/** Decides tasks (approved / rejected / transferred / cancelled); only pending ones change. */
export async function decideTasks(tx: Tx, tenantId: number, taskIds: readonly number[], status: TaskRow['status']): Promise<void> {
  if (!taskIds.length) return;
  await tx
    .update(examineTasks)
    .set({ status, decidedAt: sql`now()` })
    .where(and(eq(examineTasks.tenantId, tenantId), inArray(examineTasks.id, [...taskIds]), eq(examineTasks.status, 'pending')));
}

/** Cancels every pending task of the instance (the step moved back, or the instance ended). */
export async function cancelPendingTasks(tx: Tx, tenantId: number, instanceId: number): Promise<number[]> {
  const rows = await tx
    .update(examineTasks)
    .set({ status: 'cancelled', decidedAt: sql`now()` })
    .where(and(eq(examineTasks.tenantId, tenantId), eq(examineTasks.instanceId, instanceId), eq(examineTasks.status, 'pending')))
    .returning({ approverUserId: examineTasks.approverUserId });
  return rows.map((r) => r.approverUserId);
}

export async function insertRecord(tx: Tx, values: NewRecord): Promise<void> {
  await tx.insert(examineRecords).values(values);
}

export const recordsOf = (tx: Tx, tenantId: number, instanceId: number): Promise<RecordRow[]> =>
  tx
    .select()
    .from(examineRecords)
    .where(and(eq(examineRecords.tenantId, tenantId), eq(examineRecords.instanceId, instanceId)))
    .orderBy(asc(examineRecords.id));

export async function companyNames(tx: Tx, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), inArray(companies.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}
