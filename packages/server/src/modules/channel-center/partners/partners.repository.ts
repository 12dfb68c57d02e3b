// SQL for partner_relations: one owner company's registry by kind, with the filters of the list.
import { and, asc, count, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { PartnerKind } from '@medportal/contracts/channel/partners.contract';
import type { Tx } from '../../../db/client.js';
import { partnerRelations as r } from './partners.table.js';

export type PartnerRelation = typeof r.$inferSelect;
export type NewPartnerRelation = typeof r.$inferInsert;

export type PartnerWhere = {
  tenantId: number;
  ownerCompanyId: number;
  kind: PartnerKind;
  /** partner companies matched by name or credit code; an empty list matches nothing */
  partnerIds?: number[] | undefined;
  /** code prefix of a province / city / district */
  regionPrefix?: string | undefined;
  enabled?: boolean | undefined;
  level?: string | undefined;
};

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

const conditions = (w: PartnerWhere): SQL | undefined =>
  and(
    eq(r.tenantId, w.tenantId),
    eq(r.ownerCompanyId, w.ownerCompanyId),
    eq(r.kind, w.kind),
    w.partnerIds ? (w.partnerIds.length ? inArray(r.partnerCompanyId, w.partnerIds) : eq(r.id, -1)) : undefined,
    w.regionPrefix ? like(r.regionCode, `${escapeLike(w.regionPrefix)}%`) : undefined,
    w.enabled === undefined ? undefined : eq(r.enabled, w.enabled),
    w.level ? like(r.level, `%${escapeLike(w.level)}%`) : undefined,
  );

const SORT_COLUMNS = { level: r.level, cooperationTo: r.cooperationTo, createdAt: r.createdAt, updatedAt: r.updatedAt } as const;

export async function listPartners(
  tx: Tx,
  w: PartnerWhere,
  p: { pageNum: number; pageSize: number; sortField?: keyof typeof SORT_COLUMNS | undefined; sortOrder?: 'ascend' | 'descend' | undefined },
): Promise<{ rows: PartnerRelation[]; total: number }> {
  const where = conditions(w);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(r).where(where);
  const column = SORT_COLUMNS[p.sortField ?? 'createdAt'];
  const dir = p.sortOrder === 'ascend' ? asc : desc;
  const rows = await tx
    .select()
    .from(r)
    .where(where)
    .orderBy(dir(column), desc(r.id))
    .limit(p.pageSize)
    .offset((p.pageNum - 1) * p.pageSize);
  return { rows, total };
}

export const findPartner = async (tx: Tx, tenantId: number, id: number): Promise<PartnerRelation | undefined> =>
  (
    await tx
      .select()
      .from(r)
      .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
  )[0];

/** The row locked for a write. */
export const lockPartner = async (tx: Tx, tenantId: number, id: number): Promise<PartnerRelation | undefined> =>
  (
    await tx
      .select()
      .from(r)
      .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
      .for('update')
  )[0];

export const findPair = async (
  tx: Tx,
  tenantId: number,
  pair: { ownerCompanyId: number; partnerCompanyId: number; kind: string },
): Promise<PartnerRelation | undefined> =>
  (
    await tx
      .select()
      .from(r)
      .where(
        and(
          eq(r.tenantId, tenantId),
          eq(r.ownerCompanyId, pair.ownerCompanyId),
          eq(r.partnerCompanyId, pair.partnerCompanyId),
          eq(r.kind, pair.kind),
        ),
      )
  )[0];

/** Inserts unless the pair exists (the unique key): undefined when a concurrent add got there first. */
export const insertPartner = async (tx: Tx, values: NewPartnerRelation): Promise<PartnerRelation | undefined> =>
  (await tx.insert(r).values(values).onConflictDoNothing().returning())[0];

export const updatePartner = async (tx: Tx, tenantId: number, id: number, values: Partial<NewPartnerRelation>): Promise<PartnerRelation> =>
  (
    await tx
      .update(r)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
      .returning()
  )[0]!;

export const deletePartner = async (tx: Tx, tenantId: number, id: number): Promise<void> => {
  await tx.delete(r).where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
};
