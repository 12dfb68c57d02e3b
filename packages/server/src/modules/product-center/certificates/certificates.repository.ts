// SQL for registration_certificates and their versions.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CertificateExpiryStatus } from '@medportal/contracts/product/certificates.contract';
import type { CertificateKind } from '@medportal/contracts/product/certificate-rules';
import type { Tx } from '../../../db/client.js';
import { products } from '../products/products.table.js';
import { registrationCertificates as certs, registrationCertificateVersions as versions } from './certificates.table.js';

export type CertificateHead = typeof certs.$inferSelect;
export type CertificateVersionRow = typeof versions.$inferSelect;
export type NewCertificate = typeof certs.$inferInsert;
export type NewCertificateVersion = typeof versions.$inferInsert;

/** Whose certificates a session sees: every one, a holder's own, or those of products buyers see. */
export type CertificateScope = { kind: 'all' } | { kind: 'holder'; companyId: number } | { kind: 'buyer' };

export type CertificateWhere = {
  tenantId: number;
  scope: CertificateScope;
  certNo?: string | undefined;
  productName?: string | undefined;
  /** holders whose name matched the search (an empty list matches nothing) */
  holderIds?: number[] | undefined;
  deviceClass?: number | undefined;
  kind?: CertificateKind | undefined;
  expiryStatus?: CertificateExpiryStatus | undefined;
  /** the tenant's today and today + the expiring horizon ('YYYY-MM-DD'), for expiryStatus */
  today: string;
  horizon: string;
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A product buyers see (approved once, enabled) points at the certificate. */
const buyerVisible = (tenantId: number): SQL =>
  sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.tenantId} = ${tenantId} AND ${products.certificateId} = ${certs.id}
      AND ${products.approvedAt} IS NOT NULL AND ${products.enabled})`;

const scopeSql = (tenantId: number, scope: CertificateScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : scope.kind === 'holder' ? eq(certs.holderCompanyId, scope.companyId) : buyerVisible(tenantId);

const expirySql = (f: CertificateWhere): SQL | undefined => {
  switch (f.expiryStatus) {
    case 'expired':
      return and(isNotNull(certs.expiryDate), lt(certs.expiryDate, f.today));
    case 'expiring':
      return and(isNotNull(certs.expiryDate), sql`${certs.expiryDate} >= ${f.today}`, lte(certs.expiryDate, f.horizon));
    case 'valid':
      return or(isNull(certs.expiryDate), gt(certs.expiryDate, f.horizon));
    default:
      return undefined;
  }
};

const where = (f: CertificateWhere): SQL =>
  and(
    eq(certs.tenantId, f.tenantId),
    scopeSql(f.tenantId, f.scope),
    f.certNo ? ilike(certs.certNo, like(f.certNo)) : undefined,
    f.productName ? ilike(certs.productName, like(f.productName)) : undefined,
    f.holderIds ? (f.holderIds.length ? inArray(certs.holderCompanyId, f.holderIds) : sql`false`) : undefined,
    f.deviceClass ? eq(certs.deviceClass, f.deviceClass) : undefined,
    f.kind ? eq(certs.kind, f.kind) : undefined,
    expirySql(f),
  )!;

const SORTS = { certNo: certs.certNo, expiryDate: certs.expiryDate, updatedAt: certs.updatedAt } as const;

export async function listCertificates(
  tx: Tx,
  f: CertificateWhere,
  paging: { pageNum: number; pageSize: number; sortField?: keyof typeof SORTS | undefined; sortOrder?: 'ascend' | 'descend' | undefined },
) {
  const w = where(f);
  const [total] = await tx.select({ n: count() }).from(certs).where(w);
  const column = SORTS[paging.sortField ?? 'updatedAt'];
  const order = paging.sortOrder === 'ascend' ? asc(column) : desc(column);
  const rows = await tx
    .select()
    .from(certs)
    .where(w)
    .orderBy(order, desc(certs.id))
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** Options for a product's certificate picker: number or product name contains the keyword. */
export const certificateOptionRows = (
  tx: Tx,
  f: { tenantId: number; scope: CertificateScope; keyword?: string | undefined; holderCompanyId?: number | undefined },
  limit: number,
) =>
  tx
    .select()
    .from(certs)
    .where(
      and(
        eq(certs.tenantId, f.tenantId),
        scopeSql(f.tenantId, f.scope),
        f.holderCompanyId ? eq(certs.holderCompanyId, f.holderCompanyId) : undefined,
        f.keyword ? or(ilike(certs.certNo, like(f.keyword)), ilike(certs.productName, like(f.keyword))) : undefined,
      ),
    )
    .orderBy(asc(certs.certNo))
    .limit(limit);

export const findCertificate = async (
  tx: Tx,
  tenantId: number,
  id: number,
  scope: CertificateScope,
): Promise<CertificateHead | undefined> =>
  (
    await tx
      .select()
      .from(certs)
      .where(and(eq(certs.tenantId, tenantId), eq(certs.id, id), scopeSql(tenantId, scope)))
      .limit(1)
  )[0];

export const findCertificateByNo = async (tx: Tx, tenantId: number, certNo: string): Promise<CertificateHead | undefined> =>
  (
    await tx
      .select()
      .from(certs)
      .where(and(eq(certs.tenantId, tenantId), eq(certs.certNo, certNo)))
      .limit(1)
  )[0];

export const certificatesByIds = (tx: Tx, tenantId: number, ids: number[]): Promise<CertificateHead[]> =>
  ids.length
    ? tx
        .select()
        .from(certs)
        .where(and(eq(certs.tenantId, tenantId), inArray(certs.id, ids)))
    : Promise.resolve([]);

export const insertCertificate = async (tx: Tx, values: NewCertificate): Promise<CertificateHead> =>
  (await tx.insert(certs).values(values).returning())[0]!;

/** Moves the head to a new current version; undefined when the head is no longer at `fromVersion`. */
export const updateCertificateHead = async (
  tx: Tx,
  tenantId: number,
  id: number,
  fromVersion: number,
  values: Partial<NewCertificate>,
): Promise<CertificateHead | undefined> =>
  (
    await tx
      .update(certs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(certs.tenantId, tenantId), eq(certs.id, id), eq(certs.currentVersion, fromVersion)))
      .returning()
  )[0];

export const insertVersion = async (tx: Tx, values: NewCertificateVersion): Promise<CertificateVersionRow> =>
  (await tx.insert(versions).values(values).returning())[0]!;

/** Every version of a certificate, newest first. */
export const versionsOf = (tx: Tx, tenantId: number, certificateId: number): Promise<CertificateVersionRow[]> =>
  tx
    .select()
    .from(versions)
    .where(and(eq(versions.tenantId, tenantId), eq(versions.certificateId, certificateId)))
    .orderBy(desc(versions.version));

export const currentVersionOf = async (tx: Tx, head: CertificateHead): Promise<CertificateVersionRow | undefined> =>
  (
    await tx
      .select()
      .from(versions)
      .where(and(eq(versions.tenantId, head.tenantId), eq(versions.certificateId, head.id), eq(versions.version, head.currentVersion)))
      .limit(1)
  )[0];

/** How many products (any status) point at the certificate. */
export const productCountOf = async (tx: Tx, tenantId: number, certificateId: number): Promise<number> =>
  (
    await tx
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.certificateId, certificateId)))
  )[0]?.n ?? 0;
