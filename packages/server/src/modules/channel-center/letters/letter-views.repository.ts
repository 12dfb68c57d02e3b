// The SQL of the letters' views, the order gate and the expiry run: the current versions of a tenant's letters
// (the views derive states and filter in memory: a tenant's letters are few hundreds), the letters a seller holds,
// the tenant's authorisation-check setting and the expiry alerts raised once.
import { and, asc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { channelSettings } from '../exchanges/exchanges.table.js';
import type { LetterRecord } from './letters.repository.js';
import { authorizationLetterExpiryAlerts as alerts, authorizationLetters as letters } from './letters.table.js';

/** Every current version of the tenant's letters that is past the draft (drafts are nobody's letter yet). */
export const currentLetters = (tx: Tx, tenantId: number): Promise<LetterRecord[]> =>
  tx
    .select()
    .from(letters)
    .where(and(eq(letters.tenantId, tenantId), eq(letters.isCurrent, true), notInArray(letters.status, ['draft', 'stamping'])))
    .orderBy(asc(letters.level), asc(letters.letterNo));

/** The current issued or received letters a company holds (the order gate's candidates). */
export const heldLetters = (tx: Tx, tenantId: number, granteeId: number): Promise<LetterRecord[]> =>
  tx
    .select()
    .from(letters)
    .where(
      and(
        eq(letters.tenantId, tenantId),
        eq(letters.granteeCompanyId, granteeId),
        eq(letters.isCurrent, true),
        inArray(letters.status, ['issued', 'received', 'terminated']),
      ),
    )
    .orderBy(asc(letters.validTo));

/** Issued or received current letters ending on or before lastDay (the expiry run's candidates). */
export const dueLetters = (tx: Tx, tenantId: number, lastDay: string): Promise<LetterRecord[]> =>
  tx
    .select()
    .from(letters)
    .where(
      and(
        eq(letters.tenantId, tenantId),
        eq(letters.isCurrent, true),
        inArray(letters.status, ['issued', 'received']),
        lte(letters.validTo, lastDay),
      ),
    );

export type NewLetterAlert = { letterId: number; validTo: string; bucket: string };

/** Records alerts; answers those new (a repeated or concurrent run raises nothing again). */
export async function insertAlerts(tx: Tx, tenantId: number, wanted: readonly NewLetterAlert[]): Promise<NewLetterAlert[]> {
  if (!wanted.length) return [];
  return tx
    .insert(alerts)
    .values(wanted.map((a) => ({ tenantId, ...a })))
    .onConflictDoNothing()
    .returning({ letterId: alerts.letterId, validTo: alerts.validTo, bucket: alerts.bucket });
}

/** channel_settings.authorization_check: block (no row) or warn. */
export async function authorizationCheckOf(tx: Tx, tenantId: number): Promise<'block' | 'warn'> {
  const [row] = await tx
    .select({ v: channelSettings.authorizationCheck })
    .from(channelSettings)
    .where(eq(channelSettings.tenantId, tenantId))
    .limit(1);
  return row?.v === 'warn' ? 'warn' : 'block';
}
