// SQL of the product import: what a row is checked against (categories, certificates, product codes and
// UDI-DIs of the tenant) and the writes (new draft products; pictures appended to a product). Every
// statement names the tenant.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { registrationCertificates as certs } from '../certificates/certificates.table.js';
import { productPackages } from '../packages/packages.table.js';
import { products } from '../products/products.table.js';

/** cert_no → its id and holder, of every certificate of the tenant. */
export async function certificatesOf(tx: Tx, tenantId: number): Promise<Map<string, { id: number; holderCompanyId: number }>> {
  const rows = await tx
    .select({ id: certs.id, certNo: certs.certNo, holderCompanyId: certs.holderCompanyId })
    .from(certs)
    .where(eq(certs.tenantId, tenantId));
  return new Map(rows.map((r) => [r.certNo, { id: r.id, holderCompanyId: r.holderCompanyId }]));
}

/** code → manufacturer of every product of the tenant. */
export async function productCodesOf(tx: Tx, tenantId: number, codes?: string[]): Promise<Map<string, number>> {
  if (codes && !codes.length) return new Map();
  const rows = await tx
    .select({ code: products.code, manufacturerCompanyId: products.manufacturerCompanyId })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), codes ? inArray(products.code, codes) : undefined));
  return new Map(rows.map((r) => [r.code, r.manufacturerCompanyId]));
}

/** The UDI-DIs the tenant's products and packaging levels use (among `dis` when given). */
export async function takenUdiDis(tx: Tx, tenantId: number, dis?: string[]): Promise<Set<string>> {
  if (dis && !dis.length) return new Set();
  const own = await tx
    .select({ di: products.udiDi })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), dis ? inArray(products.udiDi, dis) : sql`${products.udiDi} IS NOT NULL`));
  const packs = await tx
    .select({ di: productPackages.udiDi })
    .from(productPackages)
    .where(and(eq(productPackages.tenantId, tenantId), dis ? inArray(productPackages.udiDi, dis) : undefined));
  return new Set([...own, ...packs].flatMap((r) => (r.di ? [r.di] : [])));
}

export type NewProduct = Pick<
  typeof products.$inferInsert,
  'code' | 'name' | 'nameInitials' | 'specification' | 'unit' | 'categoryId' | 'certificateId' | 'udiDi' | 'productLineCode' | 'createdBy'
>;

/** Draft products of the manufacturer; answers their ids in order. */
export async function insertDrafts(tx: Tx, tenantId: number, manufacturerCompanyId: number, rows: NewProduct[]): Promise<number[]> {
  const made = await tx
    .insert(products)
    .values(rows.map((r) => ({ ...r, tenantId, manufacturerCompanyId, status: 'draft' })))
    .returning({ id: products.id, code: products.code });
  const idOf = new Map(made.map((m) => [m.code, m.id]));
  return rows.map((r) => idOf.get(r.code)!);
}

export type PictureRef = { fileCode: string; fileName: string };

/** code → id, name and pictures of the manufacturer's products (all of them, or those of `codes`, locked). */
export async function manufacturerProducts(
  tx: Tx,
  tenantId: number,
  manufacturerCompanyId: number,
  codes?: string[],
): Promise<Map<string, { id: number; name: string; pictures: PictureRef[] }>> {
  if (codes && !codes.length) return new Map();
  const q = tx
    .select({ id: products.id, code: products.code, name: products.name, pictures: products.pictures })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.manufacturerCompanyId, manufacturerCompanyId),
        codes ? inArray(products.code, codes) : undefined,
      ),
    );
  const rows = codes ? await q.for('update') : await q;
  return new Map(rows.map((r) => [r.code, { id: r.id, name: r.name, pictures: (r.pictures as PictureRef[]) ?? [] }]));
}

export const setPictures = (tx: Tx, tenantId: number, id: number, pictures: PictureRef[]) =>
  tx
    .update(products)
    .set({ pictures, revision: sql`${products.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
