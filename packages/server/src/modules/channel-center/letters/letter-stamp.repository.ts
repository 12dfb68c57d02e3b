// The stamp's own SQL: issuing a version (and superseding the number's previous current version) and keeping the PDF.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { authorizationLetters as letters } from './letters.table.js';

/**
 * A renewal's stamp: the number's current version (another row) is superseded first, so the partial unique index
 * (one current version per number) holds when this version becomes current.
 */
export async function supersedeCurrentVersion(tx: Tx, tenantId: number, letterNo: string, exceptId: number): Promise<void> {
  await tx
    .update(letters)
    .set({
      isCurrent: false,
      status: sql`CASE WHEN ${letters.status} IN ('issued', 'received') THEN 'superseded' ELSE ${letters.status} END`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(letters.tenantId, tenantId), eq(letters.letterNo, letterNo), eq(letters.isCurrent, true), ne(letters.id, exceptId)));
}

export async function markIssued(
  tx: Tx,
  tenantId: number,
  id: number,
  s: { sealId: number; pdfFileCode: string; contentHash: string; issuedBy: number },
): Promise<void> {
  await tx
    .update(letters)
    .set({ status: 'issued', isCurrent: true, issuedAt: sql`now()`, ...s, updatedAt: sql`now()` })
    .where(and(eq(letters.tenantId, tenantId), eq(letters.id, id)));
}

export async function setPdfFile(tx: Tx, tenantId: number, id: number, pdfFileCode: string): Promise<void> {
  await tx
    .update(letters)
    .set({ pdfFileCode })
    .where(and(eq(letters.tenantId, tenantId), eq(letters.id, id)));
}
