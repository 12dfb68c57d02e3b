// SQL of the product commit and audit: the product row (locked for a change), its certificate, the
// unique code / UDI-DI check before a pending change is merged, and the product a contract copies.
import { and, asc, eq, inArray, isNotNull, like, ne, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { productCategories } from '../categories/categories.table.js';
import { registrationCertificates } from '../certificates/certificates.table.js';
import { products } from './products.table.js';

export type ProductAuditRow = typeof products.$inferSelect;

export async function lockProduct(tx: Tx, tenantId: number, id: number): Promise<ProductAuditRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .for('update');
  return row;
}

export async function productByCode(tx: Tx, tenantId: number, code: string): Promise<ProductAuditRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.code, code)));
  return row;
}

export type ProductChanges = Partial<Omit<ProductAuditRow, 'tenantId' | 'id' | 'createdAt' | 'createdBy'>>;

export async function updateProduct(tx: Tx, tenantId: number, id: number, values: ProductChanges): Promise<ProductAuditRow> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning();
  return row!;
}

export type CertificateFacts = {
  id: number;
  certNo: string;
  kind: string;
  deviceClass: number;
  holderCompanyId: number;
  expiryDate: string | null;
};

export async function certificateFacts(tx: Tx, tenantId: number, id: number): Promise<CertificateFacts | undefined> {
  const c = registrationCertificates;
  const [row] = await tx
    .select({
      id: c.id,
      certNo: c.certNo,
      kind: c.kind,
      deviceClass: c.deviceClass,
      holderCompanyId: c.holderCompanyId,
      expiryDate: c.expiryDate,
    })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id)));
  return row;
}

/** True when another product of the tenant already carries the code or the UDI-DI. */
export async function codeOrUdiTaken(tx: Tx, tenantId: number, id: number, code: string, udiDi: string | null): Promise<boolean> {
  const same: SQL[] = [eq(products.code, code)];
  if (udiDi) same.push(eq(products.udiDi, udiDi));
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), ne(products.id, id), or(...same)))
    .limit(1);
  return rows.length > 0;
}

/** Certificate numbers by id (the change text of an audit). */
export async function certificateNumbers(tx: Tx, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const c = registrationCertificates;
  const rows = await tx
    .select({ id: c.id, certNo: c.certNo })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), inArray(c.id, ids)));
  return new Map(rows.map((r) => [r.id, r.certNo]));
}

/** Category names ('14-01 注射穿刺器械') by id (the change text of an audit). */
export async function categoryNames(tx: Tx, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const c = productCategories;
  const rows = await tx
    .select({ id: c.id, code: c.code, name: c.name })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), inArray(c.id, ids)));
  return new Map(rows.map((r) => [r.id, `${r.code} ${r.name}`]));
}

/** Codes of audited, enabled products whose pinyin initials contain the (lower-case) letters. */
export async function codesByInitials(tx: Tx, tenantId: number, initials: string, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ code: products.code })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        isNotNull(products.approvedAt),
        eq(products.enabled, true),
        like(products.nameInitials, `%${initials}%`),
      ),
    )
    .orderBy(asc(products.code))
    .limit(limit);
  return rows.map((r) => r.code);
}
