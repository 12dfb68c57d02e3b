// SQL for company_relations (tenancy.table.ts): the platform's list with both companies' names, the locked
// row a change works on, and the one relation an order between two companies rides on.
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RelationFilter } from '@medportal/contracts/system/relations.contract';
import type { Tx } from '../../../db/client.js';
import { companies, companyRelations as r } from '../tenancy/tenancy.table.js';

export type RelationRecord = typeof r.$inferSelect;
export type NewRelation = typeof r.$inferInsert;

const f = alias(companies, 'from_company');
const t = alias(companies, 'to_company');

const whereOf = (tenantId: number, filter: RelationFilter): SQL =>
  and(
    eq(r.tenantId, tenantId),
    filter.companyId === undefined ? undefined : or(eq(r.fromCompanyId, filter.companyId), eq(r.toCompanyId, filter.companyId)),
    filter.relationType === undefined ? undefined : eq(r.relationType, filter.relationType),
    filter.enabled === undefined ? undefined : eq(r.enabled, filter.enabled),
  )!;

const listed = (tx: Tx) =>
  tx
    .select({
      relation: r,
      fromCode: f.code,
      fromName: f.name,
      fromType: f.type,
      toCode: t.code,
      toName: t.name,
      toType: t.type,
    })
    .from(r)
    .innerJoin(f, and(eq(f.tenantId, r.tenantId), eq(f.id, r.fromCompanyId)))
    .innerJoin(t, and(eq(t.tenantId, r.tenantId), eq(t.id, r.toCompanyId)));

export type RelationListRow = {
  relation: RelationRecord;
  fromCode: string;
  fromName: string;
  fromType: string;
  toCode: string;
  toName: string;
  toType: string;
};

/** Newest first (last changed, then id). */
export async function pageRelations(
  tx: Tx,
  tenantId: number,
  filter: RelationFilter,
  offset: number,
  limit: number,
): Promise<{ rows: RelationListRow[]; total: number }> {
  const where = whereOf(tenantId, filter);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(r).where(where);
  const rows = await listed(tx).where(where).orderBy(desc(r.updatedAt), desc(r.id)).limit(limit).offset(offset);
  return { rows, total };
}

export const relationById = async (tx: Tx, tenantId: number, id: number): Promise<RelationListRow | undefined> =>
  (await listed(tx).where(and(eq(r.tenantId, tenantId), eq(r.id, id))))[0];

export const lockRelation = async (tx: Tx, tenantId: number, id: number): Promise<RelationRecord | undefined> =>
  (
    await tx
      .select()
      .from(r)
      .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
      .for('update')
  )[0];

/** The relation of this type from one company to the other, if any. */
export const relationOf = async (
  tx: Tx,
  tenantId: number,
  fromId: number,
  toId: number,
  type: string,
): Promise<RelationRecord | undefined> =>
  (
    await tx
      .select()
      .from(r)
      .where(and(eq(r.tenantId, tenantId), eq(r.fromCompanyId, fromId), eq(r.toCompanyId, toId), eq(r.relationType, type)))
  )[0];

export const insertRelation = async (tx: Tx, row: NewRelation): Promise<RelationRecord> => (await tx.insert(r).values(row).returning())[0]!;

export const updateRelation = (
  tx: Tx,
  tenantId: number,
  id: number,
  set: Partial<Pick<RelationRecord, 'remark' | 'enabled' | 'statusReason'>>,
) =>
  tx
    .update(r)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)));

export const deleteRelation = (tx: Tx, tenantId: number, id: number) => tx.delete(r).where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
