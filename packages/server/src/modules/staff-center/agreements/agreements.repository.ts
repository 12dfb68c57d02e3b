// SQL of agreements and agreement_signatures.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AgreementItem } from '@medportal/contracts/staff/agreements.contract';
import type { Database, Tx } from '../../../db/client.js';
import { agreements, agreementSignatures } from './agreements.table.js';

/** The latest enabled version of every agreement code that the company has not signed. */
export async function listUnsigned(db: Database, tenantId: number, companyId: number): Promise<AgreementItem[]> {
  const rows = await db.tenantRead(
    tenantId,
    sql`
    SELECT a.id, a.agreement_code, a.agreement_content, a.title
      FROM (SELECT DISTINCT ON (agreement_code) id, agreement_code, agreement_content, title, tenant_id
              FROM agreements
             WHERE tenant_id = ${tenantId} AND enabled
             ORDER BY agreement_code, version DESC) a
     WHERE NOT EXISTS (SELECT 1 FROM agreement_signatures s
                        WHERE s.tenant_id = ${tenantId} AND s.agreement_id = a.id AND s.company_id = ${companyId})
     ORDER BY a.agreement_code`,
  );
  return rows.map((r) => ({
    id: Number(r['id']),
    agreementCode: String(r['agreement_code']),
    agreementContent: String(r['agreement_content']),
    title: String(r['title']),
  }));
}

/** Which of the ids are agreements of the tenant. */
export async function existingAgreementIds(tx: Tx, tenantId: number, ids: number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.tenantId, tenantId), inArray(agreements.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Signs each agreement once per company; signing again changes nothing. */
export async function insertSignatures(tx: Tx, tenantId: number, companyId: number, userId: number, ids: number[]): Promise<void> {
  await tx
    .insert(agreementSignatures)
    .values(ids.map((agreementId) => ({ tenantId, agreementId, companyId, userId })))
    .onConflictDoNothing({ target: [agreementSignatures.tenantId, agreementSignatures.agreementId, agreementSignatures.companyId] });
}

export type NewAgreement = { agreementCode: string; title: string; agreementContent: string };

/** Inserts the next version of an agreement code; versions of one code are serialised by a lock. */
export async function insertAgreementVersion(tx: Tx, tenantId: number, a: NewAgreement) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${tenantId}, hashtext(${a.agreementCode}))`);
  const [last] = await tx
    .select({ version: sql<number>`coalesce(max(${agreements.version}), 0)::int` })
    .from(agreements)
    .where(and(eq(agreements.tenantId, tenantId), eq(agreements.agreementCode, a.agreementCode)));
  const [row] = await tx
    .insert(agreements)
    .values({ tenantId, ...a, version: Number(last?.version ?? 0) + 1, enabled: true })
    .returning({
      id: agreements.id,
      agreementCode: agreements.agreementCode,
      title: agreements.title,
      agreementContent: agreements.agreementContent,
      version: agreements.version,
    });
  return row!;
}

/** The latest enabled version of one agreement code, or null; one round trip for the public page. */
export async function latestAgreement(db: Database, tenantId: number, agreementCode: string) {
  const rows = await db.tenantRead(
    tenantId,
    sql`
    SELECT id, agreement_code, agreement_content, title, version
      FROM agreements
     WHERE tenant_id = ${tenantId} AND agreement_code = ${agreementCode} AND enabled
     ORDER BY version DESC
     LIMIT 1`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: Number(r['id']),
    agreementCode: String(r['agreement_code']),
    agreementContent: String(r['agreement_content']),
    title: String(r['title']),
    version: Number(r['version']),
  };
}
