// One-time tokens (password-reset tokens, open-platform codes): stored as sha-256, used at most once.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { oneTimeTokens } from './auth.table.js';

export type OneTimeKind = 'reset' | 'oauth';

export const insertOneTimeToken = async (
  tx: Tx,
  tenantId: number,
  t: { tokenHash: string; kind: OneTimeKind; userId: number; companyId: number; validMinutes: number },
) => {
  await tx.insert(oneTimeTokens).values({
    tenantId,
    tokenHash: t.tokenHash,
    kind: t.kind,
    userId: t.userId,
    companyId: t.companyId,
    expiresAt: sql`now() + make_interval(mins => ${t.validMinutes})`,
  });
};

/** Marks a live token used and returns it; undefined when unknown, expired, used or of another kind. */
export async function useOneTimeToken(tx: Tx, tenantId: number, tokenHash: string, kind: OneTimeKind) {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tenantId, tenantId),
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, companyId: oneTimeTokens.companyId });
  return row;
}
