// SQL for product_packages and the barcode-rule columns of products.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { products } from '../products/products.table.js';
import { productPackages } from './packages.table.js';

export type PackageRow = typeof productPackages.$inferSelect;

/** The columns of a product the packaging screen and labels use. */
const PRODUCT_COLUMNS = {
  id: products.id,
  code: products.code,
  name: products.name,
  specification: products.specification,
  unit: products.unit,
  udiDi: products.udiDi,
  manufacturerCompanyId: products.manufacturerCompanyId,
  barcodeScheme: products.barcodeScheme,
  labelAis: products.labelAis,
};

export const findPackageProduct = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select(PRODUCT_COLUMNS)
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
      .limit(1)
  )[0];
export type PackageProduct = NonNullable<Awaited<ReturnType<typeof findPackageProduct>>>;

export const listPackages = (tx: Tx, tenantId: number, productId: number): Promise<PackageRow[]> =>
  tx
    .select()
    .from(productPackages)
    .where(and(eq(productPackages.tenantId, tenantId), eq(productPackages.productId, productId)))
    .orderBy(asc(productPackages.level));

/** Who else (another product, or a level of another product) holds one of these UDI-DIs. */
export async function udiDiHolders(tx: Tx, tenantId: number, productId: number, dis: string[]) {
  if (dis.length === 0) return [];
  const ownProducts = await tx
    .select({ udiDi: products.udiDi, productId: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.udiDi, dis)));
  const levels = await tx
    .select({ udiDi: productPackages.udiDi, productId: productPackages.productId })
    .from(productPackages)
    .where(and(eq(productPackages.tenantId, tenantId), inArray(productPackages.udiDi, dis), ne(productPackages.productId, productId)));
  return [...ownProducts, ...levels].map((r) => ({ udiDi: r.udiDi!, productId: r.productId }));
}

export async function replacePackages(
  tx: Tx,
  tenantId: number,
  productId: number,
  levels: { level: number; name: string; udiDi: string; quantity: number; unit: string }[],
): Promise<PackageRow[]> {
  await tx.delete(productPackages).where(and(eq(productPackages.tenantId, tenantId), eq(productPackages.productId, productId)));
  if (levels.length === 0) return [];
  return tx
    .insert(productPackages)
    .values(levels.map((l) => ({ tenantId, productId, ...l })))
    .returning();
}

export const updateBarcodeRule = async (tx: Tx, tenantId: number, productId: number, barcodeScheme: string, labelAis: string[]) =>
  tx
    .update(products)
    // a product edit started before this change is refused as stale instead of writing the old rule back
    .set({ barcodeScheme, labelAis, revision: sql`${products.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
