// SQL of label categories and labels: pages with filters and sorting, a category's label counts, lookups
// by name and code, the option lists (enabled labels of enabled categories).
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { labelCategories, labels } from './labels.table.js';

export type LabelCategoryRecord = typeof labelCategories.$inferSelect;
export type LabelRecord = typeof labels.$inferSelect;
export type SortOrder = 'ascend' | 'descend' | undefined;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const direction = (order: SortOrder) => (order === 'descend' ? desc : asc);

// qualified by hand: with a single table drizzle leaves the outer columns unqualified, and inside the
// subquery they would resolve to the label's own columns
const labelCount = sql<number>`(SELECT count(*) FROM labels l
  WHERE l.tenant_id = label_categories.tenant_id AND l.category_id = label_categories.id)`.mapWith(Number);
const enabledLabelCount = sql<number>`(SELECT count(*) FROM labels l
  WHERE l.tenant_id = label_categories.tenant_id AND l.category_id = label_categories.id AND l.enabled)`.mapWith(Number);

export type CategoryListRow = { category: LabelCategoryRecord; labelCount: number; enabledLabelCount: number };
const selectCategories = (tx: Tx) => tx.select({ category: labelCategories, labelCount, enabledLabelCount }).from(labelCategories);

export type CategoryFilter = {
  keyword?: string | undefined;
  appliesTo?: string | undefined;
  enabled?: boolean | undefined;
  sortField?: 'sort' | 'name' | 'labelCount' | 'createdAt' | undefined;
  sortOrder?: SortOrder;
};

export async function pageCategories(tx: Tx, tenantId: number, f: CategoryFilter, pageNum: number, pageSize: number) {
  const where = and(
    eq(labelCategories.tenantId, tenantId),
    f.keyword ? or(ilike(labelCategories.name, like(f.keyword)), ilike(labelCategories.code, like(f.keyword))) : undefined,
    f.appliesTo ? eq(labelCategories.appliesTo, f.appliesTo) : undefined,
    f.enabled === undefined ? undefined : eq(labelCategories.enabled, f.enabled),
  );
  const dir = direction(f.sortOrder);
  const sortBy: Record<NonNullable<CategoryFilter['sortField']>, SQL> = {
    sort: dir(labelCategories.sort),
    name: dir(labelCategories.name),
    labelCount: dir(labelCount),
    createdAt: dir(labelCategories.createdAt),
  };
  const [total] = await tx.select({ n: count() }).from(labelCategories).where(where);
  const rows = await selectCategories(tx)
    .where(where)
    .orderBy(sortBy[f.sortField ?? 'sort'], asc(labelCategories.sort), asc(labelCategories.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

export const categoryById = async (tx: Tx, tenantId: number, id: number): Promise<CategoryListRow | undefined> =>
  (await selectCategories(tx).where(and(eq(labelCategories.tenantId, tenantId), eq(labelCategories.id, id))))[0];

export const lockCategory = async (tx: Tx, tenantId: number, id: number): Promise<LabelCategoryRecord | undefined> =>
  (
    await tx
      .select()
      .from(labelCategories)
      .where(and(eq(labelCategories.tenantId, tenantId), eq(labelCategories.id, id)))
      .for('update')
  )[0];

/** Another category of the tenant with this name or code (`exceptId`: the one being updated). */
export async function categoryClash(tx: Tx, tenantId: number, v: { name: string; code: string }, exceptId?: number) {
  const rows = await tx
    .select({ name: labelCategories.name, code: labelCategories.code })
    .from(labelCategories)
    .where(
      and(
        eq(labelCategories.tenantId, tenantId),
        or(eq(labelCategories.name, v.name), eq(labelCategories.code, v.code)),
        exceptId === undefined ? undefined : ne(labelCategories.id, exceptId),
      ),
    );
  return { name: rows.some((r) => r.name === v.name), code: rows.some((r) => r.code === v.code) };
}

export const insertCategory = async (tx: Tx, values: typeof labelCategories.$inferInsert) =>
  (await tx.insert(labelCategories).values(values).returning())[0]!;

export const updateCategory = (tx: Tx, tenantId: number, id: number, values: Partial<typeof labelCategories.$inferInsert>) =>
  tx
    .update(labelCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(labelCategories.tenantId, tenantId), eq(labelCategories.id, id)));

export const deleteCategory = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(labelCategories).where(and(eq(labelCategories.tenantId, tenantId), eq(labelCategories.id, id)));

export async function labelCountOf(tx: Tx, tenantId: number, categoryId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(labels)
    .where(and(eq(labels.tenantId, tenantId), eq(labels.categoryId, categoryId)));
  return Number(row?.n ?? 0);
}

export const categoryOptions = (tx: Tx, tenantId: number) =>
  tx
    .select({ id: labelCategories.id, name: labelCategories.name, enabled: labelCategories.enabled, appliesTo: labelCategories.appliesTo })
    .from(labelCategories)
    .where(eq(labelCategories.tenantId, tenantId))
    .orderBy(asc(labelCategories.sort), asc(labelCategories.id));

// ---- labels ----

const labelColumns = {
  label: labels,
  categoryName: labelCategories.name,
  categoryEnabled: labelCategories.enabled,
  appliesTo: labelCategories.appliesTo,
};
export type LabelListRow = { label: LabelRecord; categoryName: string; categoryEnabled: boolean; appliesTo: string };
const selectLabels = (tx: Tx) =>
  tx
    .select(labelColumns)
    .from(labels)
    .innerJoin(labelCategories, and(eq(labelCategories.tenantId, labels.tenantId), eq(labelCategories.id, labels.categoryId)));

export type LabelFilter = {
  categoryId?: number | undefined;
  name?: string | undefined;
  enabled?: boolean | undefined;
  sortField?: 'sort' | 'name' | 'createdAt' | undefined;
  sortOrder?: SortOrder;
};

export async function pageLabels(tx: Tx, tenantId: number, f: LabelFilter, pageNum: number, pageSize: number) {
  const where = and(
    eq(labels.tenantId, tenantId),
    f.categoryId ? eq(labels.categoryId, f.categoryId) : undefined,
    f.name ? ilike(labels.name, like(f.name)) : undefined,
    f.enabled === undefined ? undefined : eq(labels.enabled, f.enabled),
  );
  const dir = direction(f.sortOrder);
  // by default a category's labels stay together, in the categories' own order
  const sortBy: SQL[] = f.sortField
    ? [{ sort: dir(labels.sort), name: dir(labels.name), createdAt: dir(labels.createdAt) }[f.sortField]]
    : [asc(labelCategories.sort), asc(labelCategories.id), asc(labels.sort)];
  const [total] = await tx.select({ n: count() }).from(labels).where(where);
  const rows = await selectLabels(tx)
    .where(where)
    .orderBy(...sortBy, asc(labels.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

export const labelById = async (tx: Tx, tenantId: number, id: number): Promise<LabelListRow | undefined> =>
  (await selectLabels(tx).where(and(eq(labels.tenantId, tenantId), eq(labels.id, id))))[0];

export const lockLabel = async (tx: Tx, tenantId: number, id: number): Promise<LabelRecord | undefined> =>
  (
    await tx
      .select()
      .from(labels)
      .where(and(eq(labels.tenantId, tenantId), eq(labels.id, id)))
      .for('update')
  )[0];

/** Whether another label of the category has this name (`exceptId`: the one being updated). */
export async function labelNameTaken(tx: Tx, tenantId: number, categoryId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        eq(labels.tenantId, tenantId),
        eq(labels.categoryId, categoryId),
        eq(labels.name, name),
        exceptId === undefined ? undefined : ne(labels.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export const insertLabel = async (tx: Tx, values: typeof labels.$inferInsert) => (await tx.insert(labels).values(values).returning())[0]!;

export const updateLabel = (tx: Tx, tenantId: number, id: number, values: Partial<typeof labels.$inferInsert>) =>
  tx
    .update(labels)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(labels.tenantId, tenantId), eq(labels.id, id)));

export const deleteLabel = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(labels).where(and(eq(labels.tenantId, tenantId), eq(labels.id, id)));

/** Enabled labels of enabled categories, by category then label order. */
export const labelOptions = (tx: Tx, tenantId: number, f: { appliesTo?: string | undefined; categoryId?: number | undefined }) =>
  tx
    .select({
      id: labels.id,
      name: labels.name,
      colour: labels.colour,
      categoryId: labels.categoryId,
      categoryName: labelCategories.name,
      appliesTo: labelCategories.appliesTo,
    })
    .from(labels)
    .innerJoin(labelCategories, and(eq(labelCategories.tenantId, labels.tenantId), eq(labelCategories.id, labels.categoryId)))
    .where(
      and(
        eq(labels.tenantId, tenantId),
        eq(labels.enabled, true),
        eq(labelCategories.enabled, true),
        f.appliesTo ? eq(labelCategories.appliesTo, f.appliesTo) : undefined,
        f.categoryId ? eq(labels.categoryId, f.categoryId) : undefined,
      ),
    )
    .orderBy(asc(labelCategories.sort), asc(labelCategories.id), asc(labels.sort), asc(labels.id));
