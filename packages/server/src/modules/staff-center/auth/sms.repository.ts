// The SMS outbox: every code sent (whatever the provider) and its verification state.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { smsOutbox } from './auth.table.js';

export type NewSms = { phone: string; type: number; code: string; content: string; provider: string; validSeconds: number };

export const insertSms = async (tx: Tx, tenantId: number, s: NewSms) => {
  await tx.insert(smsOutbox).values({
    tenantId,
    phone: s.phone,
    type: s.type,
    code: s.code,
    content: s.content,
    provider: s.provider,
    expiresAt: sql`now() + make_interval(secs => ${s.validSeconds})`,
  });
};

/** Serialises code sending per phone until the transaction ends (the 30 s rule holds under concurrency). */
export const lockPhone = async (tx: Tx, tenantId: number, phone: string) => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sms:${tenantId}:${phone}`}, 0))`);
};

/** Codes sent to a phone (any type) within the last `seconds`. */
export const sentWithin = async (tx: Tx, tenantId: number, phone: string, seconds: number): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.tenantId, tenantId),
        eq(smsOutbox.phone, phone),
        gt(smsOutbox.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.n ?? 0;
};

/**
 * Checks an entered code against the latest code of (phone, type) in one statement: a match
 * consumes it, a miss counts a try. Expired, consumed or tried-out codes match nothing.
 */
export async function checkLatestCode(
  tx: Tx,
  tenantId: number,
  phone: string,
  type: number,
  code: string,
  maxTries: number,
): Promise<boolean> {
  const [latest] = await tx
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.phone, phone), eq(smsOutbox.type, type)))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(1);
  if (!latest) return false;
  const matches = sql`${smsOutbox.code} = ${code}`;
  const rows = await tx
    .update(smsOutbox)
    .set({
      consumedAt: sql`CASE WHEN ${matches} THEN now() END`,
      failedTries: sql`${smsOutbox.failedTries} + CASE WHEN ${matches} THEN 0 ELSE 1 END`,
    })
    .where(
      and(
        eq(smsOutbox.tenantId, tenantId),
        eq(smsOutbox.id, latest.id),
        sql`${smsOutbox.consumedAt} IS NULL`,
        gt(smsOutbox.expiresAt, sql`now()`),
        sql`${smsOutbox.failedTries} < ${maxTries}`,
      ),
    )
    .returning({ consumedAt: smsOutbox.consumedAt });
  return rows[0]?.consumedAt != null;
}
