// SQL for products (with their category and certificate for the list) and the packaging levels the
// detail shows. The search is plain conditions on products' own columns (ILIKE / LIKE on name, initials,
// code, specification, UDI-DI), so a pg_trgm or prefix index on them can serve it.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { productCategories } from '../categories/categories.table.js';
import { registrationCertificates } from '../certificates/certificates.table.js';
import { productPackages } from '../packages/packages.table.js';
import { products } from './products.table.js';

export type ProductRecord = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

/** Whose products a session sees: one manufacturer's (every status), a buyer's codes (audited, enabled), or all. */
export type ProductScope = { kind: 'all' } | { kind: 'manufacturer'; companyId: number } | { kind: 'buyer'; codes: string[] };

export type ProductFilter = {
  tenantId: number;
  scope: ProductScope;
  keyword?: string | undefined;
  name?: string | undefined;
  specification?: string | undefined;
  certNo?: string | undefined;
  udiDi?: string | undefined;
  categoryId?: number | undefined;
  status?: string | undefined;
  enabled?: boolean | undefined;
  manufacturerCompanyId?: number | undefined;
};

export type ProductSort = { field: 'code' | 'name' | 'updatedAt'; order: 'ascend' | 'descend' };

const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${escaped(text)}%`;

/**
 * Initials patterns of a keyword: contained as typed, and for 4+ letters with any one letter wrong
 * ('yxkz' finds 医用口罩 'yykz'), so a slip of one initial still finds the product.
 */
export function initialsPatterns(keyword: string): string[] {
  const kw = keyword.toLowerCase().replace(/\s+/g, '');
  if (!/^[a-z0-9]+$/.test(kw)) return [];
  const patterns = [contains(kw)];
  if (/^[a-z]{4,}$/.test(kw)) {
    for (let i = 0; i < kw.length; i += 1) patterns.push(`%${kw.slice(0, i)}_${kw.slice(i + 1)}%`);
  }
  return patterns;
}

const certIdsMatching = (tx: Tx, tenantId: number, certNo: string) =>
  tx
    .select({ id: registrationCertificates.id })
    .from(registrationCertificates)
    .where(and(eq(registrationCertificates.tenantId, tenantId), ilike(registrationCertificates.certNo, contains(certNo))));

function scopeOf(scope: ProductScope): SQL | undefined {
  if (scope.kind === 'manufacturer') return eq(products.manufacturerCompanyId, scope.companyId);
  if (scope.kind === 'buyer') {
    if (scope.codes.length === 0) return sql`false`;
    return and(isNotNull(products.approvedAt), eq(products.enabled, true), inArray(products.code, scope.codes));
  }
  return undefined;
}

function whereOf(tx: Tx, f: ProductFilter): SQL {
  const kw = f.keyword?.trim();
  const keyword = kw
    ? or(
        ilike(products.name, contains(kw)),
        ...initialsPatterns(kw).map((p) => like(products.nameInitials, p)),
        ilike(products.code, contains(kw)),
        ilike(products.specification, contains(kw)),
        like(products.udiDi, contains(kw)),
        inArray(products.certificateId, certIdsMatching(tx, f.tenantId, kw)),
      )
    : undefined;
  const category =
    f.categoryId === undefined
      ? undefined
      : inArray(
          products.categoryId,
          tx
            .select({ id: productCategories.id })
            .from(productCategories)
            .where(
              and(
                eq(productCategories.tenantId, f.tenantId),
                or(eq(productCategories.id, f.categoryId), eq(productCategories.parentId, f.categoryId)),
              ),
            ),
        );
  return and(
    eq(products.tenantId, f.tenantId),
    scopeOf(f.scope),
    keyword,
    f.name ? ilike(products.name, contains(f.name)) : undefined,
    f.specification ? ilike(products.specification, contains(f.specification)) : undefined,
    f.udiDi ? like(products.udiDi, contains(f.udiDi)) : undefined,
    f.certNo ? inArray(products.certificateId, certIdsMatching(tx, f.tenantId, f.certNo)) : undefined,
    category,
    f.status ? eq(products.status, f.status) : undefined,
    f.enabled === undefined ? undefined : eq(products.enabled, f.enabled),
    f.manufacturerCompanyId === undefined ? undefined : eq(products.manufacturerCompanyId, f.manufacturerCompanyId),
  )!;
}

const listColumns = {
  product: products,
  categoryName: productCategories.name,
  certNo: registrationCertificates.certNo,
  deviceClass: registrationCertificates.deviceClass,
  certExpiryDate: registrationCertificates.expiryDate,
};

export type ProductListRecord = {
  product: ProductRecord;
  categoryName: string | null;
  certNo: string | null;
  deviceClass: number | null;
  certExpiryDate: string | null;
};

const joined = (tx: Tx) =>
  tx
    .select(listColumns)
    .from(products)
    .leftJoin(productCategories, and(eq(productCategories.tenantId, products.tenantId), eq(productCategories.id, products.categoryId)))
    .leftJoin(
      registrationCertificates,
      and(eq(registrationCertificates.tenantId, products.tenantId), eq(registrationCertificates.id, products.certificateId)),
    );

const SORT_COLUMNS = { code: products.code, name: products.name, updatedAt: products.updatedAt } as const;

export async function countProducts(tx: Tx, f: ProductFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(products).where(whereOf(tx, f));
  return row?.n ?? 0;
}

/** A page of products with their category and certificate, in the asked order (newest change first by default). */
export async function listProducts(
  tx: Tx,
  f: ProductFilter,
  sort: ProductSort | undefined,
  limit: number,
  offset: number,
): Promise<ProductListRecord[]> {
  const by = sort ? SORT_COLUMNS[sort.field] : products.updatedAt;
  const direction = sort?.order === 'ascend' ? asc : desc;
  return joined(tx).where(whereOf(tx, f)).orderBy(direction(by), direction(products.id)).limit(limit).offset(offset);
}

export const findProductListRecord = async (tx: Tx, tenantId: number, id: number): Promise<ProductListRecord | undefined> =>
  (
    await joined(tx)
      .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
      .limit(1)
  )[0];

export const findProduct = async (tx: Tx, tenantId: number, id: number, forUpdate = false): Promise<ProductRecord | undefined> => {
  const q = tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .limit(1);
  return (forUpdate ? await q.for('update') : await q)[0];
};

export const findProducts = (tx: Tx, tenantId: number, ids: number[]): Promise<ProductRecord[]> =>
  tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)))
    .for('update');

export const insertProduct = async (tx: Tx, values: NewProduct): Promise<ProductRecord> =>
  (await tx.insert(products).values(values).returning())[0]!;

export const updateProduct = async (tx: Tx, tenantId: number, id: number, values: Partial<NewProduct>): Promise<ProductRecord> =>
  (
    await tx
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
      .returning()
  )[0]!;

/** Another product (not `exceptId`) whose code, or whose pending change's code, is `code`. */
export async function codeTaken(tx: Tx, tenantId: number, code: string, exceptId: number | undefined): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        exceptId === undefined ? undefined : ne(products.id, exceptId),
        or(eq(products.code, code), sql`${products.pending}->>'code' = ${code}`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The UDI-DI is used by another product (its own or its pending change's) or by any packaging level. */
export async function udiDiTaken(tx: Tx, tenantId: number, udiDi: string, exceptId: number | undefined): Promise<boolean> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        exceptId === undefined ? undefined : ne(products.id, exceptId),
        or(eq(products.udiDi, udiDi), sql`${products.pending}->>'udiDi' = ${udiDi}`),
      ),
    )
    .limit(1);
  if (product) return true;
  const [level] = await tx
    .select({ id: productPackages.id })
    .from(productPackages)
    .where(and(eq(productPackages.tenantId, tenantId), eq(productPackages.udiDi, udiDi)))
    .limit(1);
  return Boolean(level);
}

export const categoryExists = async (tx: Tx, tenantId: number, id: number): Promise<boolean> =>
  (
    await tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(and(eq(productCategories.tenantId, tenantId), eq(productCategories.id, id)))
      .limit(1)
  ).length > 0;

export const certificateHolder = async (tx: Tx, tenantId: number, id: number): Promise<number | undefined> =>
  (
    await tx
      .select({ holder: registrationCertificates.holderCompanyId })
      .from(registrationCertificates)
      .where(and(eq(registrationCertificates.tenantId, tenantId), eq(registrationCertificates.id, id)))
      .limit(1)
  )[0]?.holder;

export const packagesOf = (tx: Tx, tenantId: number, productId: number) =>
  tx
    .select({
      id: productPackages.id,
      level: productPackages.level,
      name: productPackages.name,
      udiDi: productPackages.udiDi,
      quantity: productPackages.quantity,
      unit: productPackages.unit,
    })
    .from(productPackages)
    .where(and(eq(productPackages.tenantId, tenantId), eq(productPackages.productId, productId)))
    .orderBy(asc(productPackages.level));

/** Products by ids, codes or manufacturers (no lock): the authorisation letters' lookups. */
export const productRefs = (tx: Tx, tenantId: number, by: { ids?: number[]; codes?: string[]; manufacturerIds?: number[] }) =>
  tx
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      specification: products.specification,
      productLineCode: products.productLineCode,
      manufacturerCompanyId: products.manufacturerCompanyId,
      approvedAt: products.approvedAt,
    })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        or(
          by.ids?.length ? inArray(products.id, by.ids) : sql`false`,
          by.codes?.length ? inArray(products.code, by.codes) : sql`false`,
          by.manufacturerIds?.length ? inArray(products.manufacturerCompanyId, by.manufacturerIds) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(products.code));
