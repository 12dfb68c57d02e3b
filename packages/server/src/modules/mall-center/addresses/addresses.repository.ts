// SQL for the order address book of a company.
import { and, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { containsPattern } from '../scope.js';
import { mallOrderAddresses as a } from './addresses.table.js';

export type AddressRow = typeof a.$inferSelect;
export type AddressValues = Pick<
  AddressRow,
  'receiver' | 'phone' | 'provinceCode' | 'provinceName' | 'cityCode' | 'cityName' | 'detailedAddress' | 'isDefault'
>;

export const listAddresses = (tx: Tx, tenantId: number, companyId: number, filter: { detailedAddress?: string; receiver?: string } = {}) =>
  tx
    .select()
    .from(a)
    .where(
      and(
        eq(a.tenantId, tenantId),
        eq(a.companyId, companyId),
        filter.detailedAddress ? ilike(a.detailedAddress, containsPattern(filter.detailedAddress)) : undefined,
        filter.receiver
          ? or(ilike(a.receiver, containsPattern(filter.receiver)), ilike(a.phone, containsPattern(filter.receiver)))
          : undefined,
      ),
    )
    .orderBy(desc(a.isDefault), desc(a.updatedAt), desc(a.id));

/** Serialises address writes of one company: two concurrent saves as default would both clear the old default. */
export const lockCompanyBook = async (tx: Tx, tenantId: number, companyId: number) => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mall-address:${tenantId}:${companyId}`}, 0))`);
};

/** Locks the company's address row for an update. */
export const lockAddress = async (tx: Tx, tenantId: number, companyId: number, id: number): Promise<AddressRow | undefined> =>
  (
    await tx
      .select()
      .from(a)
      .where(and(eq(a.tenantId, tenantId), eq(a.companyId, companyId), eq(a.id, id)))
      .for('update')
  )[0];

/** Clears the company's other default (one default per company). */
export const clearDefault = async (tx: Tx, tenantId: number, companyId: number, exceptId?: number) => {
  await tx
    .update(a)
    .set({ isDefault: false })
    .where(
      and(
        eq(a.tenantId, tenantId),
        eq(a.companyId, companyId),
        eq(a.isDefault, true),
        exceptId !== undefined ? ne(a.id, exceptId) : undefined,
      ),
    );
};

export const hasDefault = async (tx: Tx, tenantId: number, companyId: number) =>
  (
    await tx
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.tenantId, tenantId), eq(a.companyId, companyId), eq(a.isDefault, true)))
      .limit(1)
  ).length > 0;

export const insertAddress = async (
  tx: Tx,
  tenantId: number,
  companyId: number,
  createdBy: number | null,
  v: AddressValues,
): Promise<AddressRow> =>
  (
    await tx
      .insert(a)
      .values({ tenantId, companyId, createdBy, ...v })
      .returning()
  )[0]!;

export const updateAddress = async (tx: Tx, tenantId: number, id: number, v: AddressValues): Promise<AddressRow> =>
  (
    await tx
      .update(a)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(a.tenantId, tenantId), eq(a.id, id)))
      .returning()
  )[0]!;
