// SQL of UDI parsing: which product (its own DI, level 1) or packaging level (2, 3 ...) of the tenant
// carries a UDI-DI, with the product's certificate.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { registrationCertificates as c } from '../certificates/certificates.table.js';
import { productPackages as pk } from '../packages/packages.table.js';
import { products as p } from '../products/products.table.js';

const productColumns = {
  id: p.id,
  code: p.code,
  name: p.name,
  specification: p.specification,
  manufacturerCompanyId: p.manufacturerCompanyId,
  enabled: p.enabled,
  approvedAt: p.approvedAt,
  certificateId: p.certificateId,
};

export type DiProduct = { [K in keyof typeof productColumns]: (typeof p.$inferSelect)[K] } & { level: number };

/** The product whose own UDI-DI or one of whose packaging levels' UDI-DI is `di` (both unique per tenant). */
export async function productOfDi(tx: Tx, tenantId: number, di: string): Promise<DiProduct | undefined> {
  const [own] = await tx
    .select(productColumns)
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.udiDi, di)))
    .limit(1);
  if (own) return { ...own, level: 1 };
  const [packed] = await tx
    .select({ ...productColumns, level: pk.level })
    .from(pk)
    .innerJoin(p, and(eq(p.tenantId, pk.tenantId), eq(p.id, pk.productId)))
    .where(and(eq(pk.tenantId, tenantId), eq(pk.udiDi, di)))
    .limit(1);
  return packed;
}

export const certificateById = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select({ id: c.id, certNo: c.certNo, expiryDate: c.expiryDate })
      .from(c)
      .where(and(eq(c.tenantId, tenantId), eq(c.id, id)))
      .limit(1)
  )[0];
