// SQL of the category tree: the tenant's categories, one by id, the children of a first-level one, the
// products per category. Every statement names the tenant.
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { products } from '../products/products.table.js';
import { productCategories as c } from './categories.table.js';

export type CategoryRow = { id: number; parentId: number | null; code: string; name: string; sort: number };

const columns = { id: c.id, parentId: c.parentId, code: c.code, name: c.name, sort: c.sort };

export const allCategories = (tx: Tx, tenantId: number): Promise<CategoryRow[]> =>
  tx.select(columns).from(c).where(eq(c.tenantId, tenantId)).orderBy(asc(c.sort), asc(c.code));

export const categoryById = async (tx: Tx, tenantId: number, id: number, lock = false): Promise<CategoryRow | undefined> => {
  const q = tx
    .select(columns)
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id)));
  return (await (lock ? q.for('update') : q))[0];
};

export const childrenOf = (tx: Tx, tenantId: number, parentId: number): Promise<CategoryRow[]> =>
  tx
    .select(columns)
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.parentId, parentId)));

export const insertCategory = async (tx: Tx, tenantId: number, v: Omit<CategoryRow, 'id'>): Promise<CategoryRow> =>
  (
    await tx
      .insert(c)
      .values({ tenantId, ...v })
      .returning(columns)
  )[0]!;

export const updateCategory = async (tx: Tx, tenantId: number, id: number, v: { name: string; sort: number }): Promise<CategoryRow> =>
  (
    await tx
      .update(c)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(c.tenantId, tenantId), eq(c.id, id)))
      .returning(columns)
  )[0]!;

export const deleteCategory = (tx: Tx, tenantId: number, id: number) => tx.delete(c).where(and(eq(c.tenantId, tenantId), eq(c.id, id)));

/** category id → number of products of the tenant in it */
export async function productCounts(tx: Tx, tenantId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), isNotNull(products.categoryId)))
    .groupBy(products.categoryId);
  return new Map(rows.map((r) => [r.categoryId!, r.n]));
}

export const productsInCategory = async (tx: Tx, tenantId: number, categoryId: number): Promise<number> =>
  (
    await tx
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.categoryId, categoryId)))
  )[0]!.n;
