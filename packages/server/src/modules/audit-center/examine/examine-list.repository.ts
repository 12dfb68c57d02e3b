// SQL of the audit centre's lists: the instances waiting for a user's decision, those they acted on,
// those they started, or all of a company's, with per-business counts.
import { and, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { examineInstances as i, examineRecords, examineTasks } from './examine.table.js';
import type { InstanceRow } from './instances.repository.js';

export type ListScope =
  { kind: 'todo'; userId: number; companyId: number } | { kind: 'done' | 'mine'; userId: number } | { kind: 'company'; companyId: number };
export type ListFilter = { businessCode?: string | undefined; status?: string | undefined; keyword?: string | undefined };

/** The actions that decide (or pass on) a step: what 'done' counts. */
const DECIDING = ['approve', 'reject', 'rollback', 'transfer'];

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function scopeWhere(tx: Tx, tenantId: number, s: ListScope): SQL {
  switch (s.kind) {
    case 'todo':
      return and(
        eq(i.companyId, s.companyId),
        eq(i.status, 'running'),
        exists(
          tx
            .select({ one: examineTasks.id })
            .from(examineTasks)
            .where(
              and(
                eq(examineTasks.tenantId, tenantId),
                eq(examineTasks.instanceId, i.id),
                eq(examineTasks.step, i.currentStep),
                eq(examineTasks.approverUserId, s.userId),
                eq(examineTasks.status, 'pending'),
              ),
            ),
        ),
      )!;
    case 'done':
      return exists(
        tx
          .select({ one: examineRecords.id })
          .from(examineRecords)
          .where(
            and(
              eq(examineRecords.tenantId, tenantId),
              eq(examineRecords.instanceId, i.id),
              eq(examineRecords.actorUserId, s.userId),
              inArray(examineRecords.action, DECIDING),
            ),
          ),
      );
    case 'mine':
      return eq(i.initiatorUserId, s.userId);
    case 'company':
      return eq(i.companyId, s.companyId);
  }
}

const where = (tx: Tx, tenantId: number, s: ListScope, f: ListFilter) =>
  and(
    eq(i.tenantId, tenantId),
    scopeWhere(tx, tenantId, s),
    f.businessCode ? eq(i.businessCode, f.businessCode) : undefined,
    f.status ? eq(i.status, f.status) : undefined,
    f.keyword ? or(ilike(i.title, escapeLike(f.keyword)), ilike(i.businessId, escapeLike(f.keyword))) : undefined,
  );

export async function listInstances(
  tx: Tx,
  tenantId: number,
  s: ListScope,
  f: ListFilter,
  pageNum: number,
  pageSize: number,
): Promise<{ rows: InstanceRow[]; total: number }> {
  const w = where(tx, tenantId, s, f);
  const [total] = await tx.select({ n: count() }).from(i).where(w);
  const rows = await tx
    .select()
    .from(i)
    .where(w)
    .orderBy(desc(i.updatedAt), desc(i.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** Instances of the scope counted per business code. */
export const countByBusiness = (tx: Tx, tenantId: number, s: ListScope) =>
  tx
    .select({ businessCode: i.businessCode, n: count() })
    .from(i)
    .where(where(tx, tenantId, s, {}))
    .groupBy(i.businessCode);
