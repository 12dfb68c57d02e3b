// SQL of the letters' writing part: numbering, saving a draft, status changes, and the letters derived from a number.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { LetterRecord, NewLetter } from './letters.repository.js';
import { authorizationLetters as letters } from './letters.table.js';

/** The current, non-draft letters whose parent is one of the numbers (the next level of the chain). */
export const childrenOf = (tx: Tx, tenantId: number, letterNos: readonly string[]): Promise<LetterRecord[]> =>
  letterNos.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(letters)
        .where(
          and(
            eq(letters.tenantId, tenantId),
            inArray(letters.parentLetterNo, [...letterNos]),
            eq(letters.isCurrent, true),
            ne(letters.status, 'draft'),
          ),
        )
        .orderBy(asc(letters.level), asc(letters.id));

/**
 * Every current, non-draft letter derived from the number down the chain (children, their children ...), read
 * level by level; nearest levels first.
 */
export async function descendantsOf(tx: Tx, tenantId: number, letterNo: string): Promise<LetterRecord[]> {
  const out: LetterRecord[] = [];
  const seen = new Set<string>([letterNo]);
  let frontier = [letterNo];
  for (let depth = 0; frontier.length > 0 && depth < 20; depth++) {
    const next = (await childrenOf(tx, tenantId, frontier)).filter((l) => !seen.has(l.letterNo));
    for (const l of next) seen.add(l.letterNo);
    out.push(...next);
    frontier = next.map((l) => l.letterNo);
  }
  return out;
}

export const insertLetter = async (tx: Tx, row: NewLetter): Promise<LetterRecord> => (await tx.insert(letters).values(row).returning())[0]!;

export const updateLetter = async (tx: Tx, tenantId: number, id: number, patch: Partial<NewLetter>): Promise<LetterRecord> =>
  (
    await tx
      .update(letters)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(letters.tenantId, tenantId), eq(letters.id, id)))
      .returning()
  )[0]!;

export const deleteLetter = async (tx: Tx, tenantId: number, id: number): Promise<void> => {
  await tx.delete(letters).where(and(eq(letters.tenantId, tenantId), eq(letters.id, id)));
};

/** A version of the number newer than `version` (a renewal waiting for its stamp), if any. */
export const newerVersionOf = async (tx: Tx, tenantId: number, letterNo: string, version: number): Promise<LetterRecord | undefined> =>
  (
    await tx
      .select()
      .from(letters)
      .where(and(eq(letters.tenantId, tenantId), eq(letters.letterNo, letterNo), sql`${letters.version} > ${version}`))
      .limit(1)
  )[0];

/** The current letters (issued or received) a company holds as grantee: the parents a distributor may derive from. */
export const heldLetters = (tx: Tx, tenantId: number, granteeCompanyId: number): Promise<LetterRecord[]> =>
  tx
    .select()
    .from(letters)
    .where(
      and(
        eq(letters.tenantId, tenantId),
        eq(letters.granteeCompanyId, granteeCompanyId),
        eq(letters.isCurrent, true),
        inArray(letters.status, ['issued', 'received']),
      ),
    )
    .orderBy(asc(letters.letterNo));
