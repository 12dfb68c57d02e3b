// The SQL every part of the letters shares: a letter version by id or its number's current version, what letters
// cover, their steps, and the chain above them. Each part keeps its own queries in its own repository file.
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { letterState, type LetterState } from '@medportal/contracts/channel/letter-rules';
import {
  authorizationLetterEvents as events,
  authorizationLetterScopes as scopes,
  authorizationLetters as letters,
} from './letters.table.js';

export type LetterRecord = typeof letters.$inferSelect;
export type NewLetter = typeof letters.$inferInsert;
export type LetterScopeRecord = typeof scopes.$inferSelect;
export type LetterEventRecord = typeof events.$inferSelect;

export const findLetter = async (tx: Tx, tenantId: number, id: number, forUpdate = false): Promise<LetterRecord | undefined> => {
  const q = tx
    .select()
    .from(letters)
    .where(and(eq(letters.tenantId, tenantId), eq(letters.id, id)))
    .limit(1);
  return (forUpdate ? await q.for('update') : await q)[0];
};

/** The current version of a letter number (what verification and the chain read). */
export const currentLetterByNo = async (tx: Tx, tenantId: number, letterNo: string): Promise<LetterRecord | undefined> =>
  (
    await tx
      .select()
      .from(letters)
      .where(and(eq(letters.tenantId, tenantId), eq(letters.letterNo, letterNo), eq(letters.isCurrent, true)))
      .limit(1)
  )[0];

/** Every version of a letter number, newest first. */
export const versionsOfLetter = (tx: Tx, tenantId: number, letterNo: string): Promise<LetterRecord[]> =>
  tx
    .select()
    .from(letters)
    .where(and(eq(letters.tenantId, tenantId), eq(letters.letterNo, letterNo)))
    .orderBy(sql`${letters.version} DESC`);

export const scopesOf = async (tx: Tx, tenantId: number, letterIds: number[]): Promise<Map<number, LetterScopeRecord[]>> => {
  const out = new Map<number, LetterScopeRecord[]>();
  if (letterIds.length === 0) return out;
  const rows = await tx
    .select()
    .from(scopes)
    .where(and(eq(scopes.tenantId, tenantId), inArray(scopes.letterId, letterIds)))
    .orderBy(asc(scopes.id));
  for (const r of rows) out.set(r.letterId, [...(out.get(r.letterId) ?? []), r]);
  return out;
};

export const insertScopes = async (
  tx: Tx,
  tenantId: number,
  letterId: number,
  items: { kind: LetterScopeRecord['kind']; value: string; label: string }[],
): Promise<void> => {
  if (items.length > 0) await tx.insert(scopes).values(items.map((i) => ({ ...i, tenantId, letterId })));
};

export const deleteScopes = async (tx: Tx, tenantId: number, letterId: number): Promise<void> => {
  await tx.delete(scopes).where(and(eq(scopes.tenantId, tenantId), eq(scopes.letterId, letterId)));
};

export const insertLetterEvent = async (
  tx: Tx,
  e: { tenantId: number; letterId: number; action: string; companyId: number; userId: number | null; note?: string },
): Promise<void> => {
  await tx.insert(events).values({ ...e, note: e.note ?? '' });
};

export const eventsOf = (tx: Tx, tenantId: number, letterId: number): Promise<LetterEventRecord[]> =>
  tx
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.letterId, letterId)))
    .orderBy(asc(events.createdAt), asc(events.id));

/**
 * The chain above each given letter: its parent's current version, that one's parent ... (nearest first), read
 * level by level (one query per level of the deepest chain). A letter without a parent maps to [].
 */
export const ancestorsOf = async (tx: Tx, tenantId: number, rows: readonly LetterRecord[]): Promise<Map<number, LetterRecord[]>> => {
  const out = new Map<number, LetterRecord[]>(rows.map((r) => [r.id, []]));
  // each start letter's nearest not-yet-read ancestor number
  let pending = new Map<number, string>();
  for (const r of rows) if (r.parentLetterNo !== null) pending.set(r.id, r.parentLetterNo);
  for (let depth = 0; pending.size > 0 && depth < 20; depth++) {
    const numbers = [...new Set(pending.values())];
    const found = await tx
      .select()
      .from(letters)
      .where(and(eq(letters.tenantId, tenantId), inArray(letters.letterNo, numbers), eq(letters.isCurrent, true)));
    const byNo = new Map(found.map((l) => [l.letterNo, l]));
    const next = new Map<number, string>();
    for (const [startId, no] of pending) {
      const parent = byNo.get(no);
      if (!parent) continue;
      out.get(startId)!.push(parent);
      if (parent.parentLetterNo !== null) next.set(startId, parent.parentLetterNo);
    }
    pending = next;
  }
  return out;
};

/** Each letter's state (letter-rules letterState) on the tenant's date `today`, its chain read in one query. */
export const statesOf = async (
  tx: Tx,
  tenantId: number,
  rows: readonly LetterRecord[],
  today: string,
): Promise<Map<number, LetterState>> => {
  const chains = await ancestorsOf(tx, tenantId, rows);
  return new Map(rows.map((r) => [r.id, letterState(r, chains.get(r.id) ?? [], today)]));
};

/**
 * The next public letter number: SQ + the tenant's yyyymmdd (`today`) + the day's next 6-digit sequence. Numbering
 * is serialised per tenant by a transaction-scoped advisory lock, so two letters written at once never collide.
 */
export async function nextLetterNo(tx: Tx, tenantId: number, today: string): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`letter-no:${tenantId}`}, 0))`);
  const prefix = `SQ${today.replaceAll('-', '')}`;
  const [row] = await tx
    .select({ no: sql<string | null>`max(${letters.letterNo})` })
    .from(letters)
    .where(and(eq(letters.tenantId, tenantId), like(letters.letterNo, `${prefix}%`)));
  const seq = row?.no ? Number(row.no.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(6, '0')}`;
}
