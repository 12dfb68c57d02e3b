// SQL of the certificate expiry: certificates due by a day, the products they cover, expired certificates
// of order lines, and the alerts raised once per (certificate, company, expiry date, bucket).
import { and, asc, eq, inArray, isNotNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { registrationCertificates } from '../certificates/certificates.table.js';
import { products } from '../products/products.table.js';
import { certificateExpiryAlerts } from './expiry.table.js';

export type DueCertificate = {
  id: number;
  certNo: string;
  productName: string;
  holderCompanyId: number;
  expiryDate: string;
};

const dueColumns = {
  id: registrationCertificates.id,
  certNo: registrationCertificates.certNo,
  productName: registrationCertificates.productName,
  holderCompanyId: registrationCertificates.holderCompanyId,
  expiryDate: registrationCertificates.expiryDate,
};

/**
 * Certificates whose last valid day is on or before lastDay (expired ones included; filings never
 * expire), optionally only those held by a company or covering one of the product codes; earliest first.
 */
export async function dueCertificates(
  tx: Tx,
  tenantId: number,
  lastDay: string,
  of?: { holderCompanyId: number; productCodes: readonly string[] },
): Promise<DueCertificate[]> {
  let relevant: SQL | undefined;
  if (of) {
    const covering = tx
      .select({ id: products.certificateId })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), isNotNull(products.certificateId), inArray(products.code, [...of.productCodes])));
    relevant = of.productCodes.length
      ? or(eq(registrationCertificates.holderCompanyId, of.holderCompanyId), inArray(registrationCertificates.id, covering))
      : eq(registrationCertificates.holderCompanyId, of.holderCompanyId);
  }
  const rows = await tx
    .select(dueColumns)
    .from(registrationCertificates)
    .where(
      and(
        eq(registrationCertificates.tenantId, tenantId),
        isNotNull(registrationCertificates.expiryDate),
        lte(registrationCertificates.expiryDate, lastDay),
        relevant,
      ),
    )
    .orderBy(asc(registrationCertificates.expiryDate), asc(registrationCertificates.certNo));
  return rows.map((r) => ({ ...r, expiryDate: r.expiryDate! }));
}

/** The product codes that carry each of the certificates. */
export async function productCodesOfCertificates(
  tx: Tx,
  tenantId: number,
  certificateIds: readonly number[],
): Promise<{ certificateId: number; code: string }[]> {
  if (!certificateIds.length) return [];
  const rows = await tx
    .select({ certificateId: products.certificateId, code: products.code })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.certificateId, [...certificateIds])));
  return rows.map((r) => ({ certificateId: r.certificateId!, code: r.code }));
}

export type ExpiredLine = { productCode: string; productName: string; certNo: string; expiryDate: string };

/** Of the product codes, those whose product's certificate expired before `today`, by code. */
export async function expiredOf(tx: Tx, tenantId: number, productCodes: readonly string[], today: string): Promise<ExpiredLine[]> {
  if (!productCodes.length) return [];
  const rows = await tx
    .select({
      productCode: products.code,
      productName: products.name,
      certNo: registrationCertificates.certNo,
      expiryDate: registrationCertificates.expiryDate,
    })
    .from(products)
    .innerJoin(
      registrationCertificates,
      and(eq(registrationCertificates.tenantId, products.tenantId), eq(registrationCertificates.id, products.certificateId)),
    )
    .where(and(eq(products.tenantId, tenantId), inArray(products.code, [...productCodes]), lt(registrationCertificates.expiryDate, today)))
    .orderBy(asc(products.code));
  return rows.map((r) => ({ ...r, expiryDate: r.expiryDate! }));
}

export type NewAlert = { certificateId: number; companyId: number; expiryDate: string; bucket: string };

/** Records the alerts; answers those not recorded before (a concurrent run's are skipped, not raised twice). */
export async function insertAlerts(tx: Tx, tenantId: number, alerts: readonly NewAlert[]): Promise<NewAlert[]> {
  if (!alerts.length) return [];
  return tx
    .insert(certificateExpiryAlerts)
    .values(alerts.map((a) => ({ tenantId, ...a })))
    .onConflictDoNothing()
    .returning({
      certificateId: certificateExpiryAlerts.certificateId,
      companyId: certificateExpiryAlerts.companyId,
      expiryDate: certificateExpiryAlerts.expiryDate,
      bucket: certificateExpiryAlerts.bucket,
    });
}
