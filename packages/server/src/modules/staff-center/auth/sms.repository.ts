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

export type SmsHistoryFilter = {
  phone?: string | undefined;
  type?: number | undefined;
  status?: 'valid' | 'consumed' | 'expired' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};
export type SmsHistoryRecord = {
  id: number;
  phone: string;
  type: number;
  code: string;
  content: string;
  provider: string;
  consumedAt: Date | null;
  expiresAt: Date;
  failedTries: number;
  createdAt: Date;
};

const historyWhere = (tenantId: number, f: SmsHistoryFilter, maxTries: number) => {
  const dead = sql`(${smsOutbox.expiresAt} <= now() OR ${smsOutbox.failedTries} >= ${maxTries})`;
  return and(
    eq(smsOutbox.tenantId, tenantId),
    f.phone ? sql`${smsOutbox.phone} LIKE ${`%${f.phone}%`}` : undefined,
    f.type !== undefined ? eq(smsOutbox.type, f.type) : undefined,
    f.status === 'consumed' ? sql`${smsOutbox.consumedAt} IS NOT NULL` : undefined,
    f.status === 'expired' ? sql`${smsOutbox.consumedAt} IS NULL AND ${dead}` : undefined,
    f.status === 'valid' ? sql`${smsOutbox.consumedAt} IS NULL AND NOT ${dead}` : undefined,
    f.from ? sql`${smsOutbox.createdAt} >= ${f.from.toISOString()}` : undefined,
    f.to ? sql`${smsOutbox.createdAt} < ${f.to.toISOString()}` : undefined,
  );
};

/** The texts sent in a tenant, newest first, with their total (the SMS history of system setup). */
export async function pageSmsHistory(
  tx: Tx,
  tenantId: number,
  f: SmsHistoryFilter,
  maxTries: number,
  offset: number,
  limit: number,
): Promise<{ rows: SmsHistoryRecord[]; total: number }> {
  const where = historyWhere(tenantId, f, maxTries);
  const [totalRow] = await tx.select({ n: count() }).from(smsOutbox).where(where);
  const rows = await tx
    .select({
      id: smsOutbox.id,
      phone: smsOutbox.phone,
      type: smsOutbox.type,
      code: smsOutbox.code,
      content: smsOutbox.content,
      provider: smsOutbox.provider,
      consumedAt: smsOutbox.consumedAt,
      expiresAt: smsOutbox.expiresAt,
      failedTries: smsOutbox.failedTries,
      createdAt: smsOutbox.createdAt,
    })
    .from(smsOutbox)
    .where(where)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .offset(offset)
    .limit(limit);
  return { rows, total: totalRow?.n ?? 0 };
}
