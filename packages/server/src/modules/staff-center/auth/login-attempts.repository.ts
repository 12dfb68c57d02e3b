// Failed-login bookkeeping for the lock rule (5 wrong passwords in 15 minutes).
import { and, count, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { loginAttempts } from './auth.table.js';

export const recordAttempt = async (tx: Tx, tenantId: number, userName: string, ip: string | undefined, success: boolean) => {
  await tx.insert(loginAttempts).values({ tenantId, userName, ip: ip ?? null, success });
};

export const failuresSince = async (tx: Tx, tenantId: number, userName: string, since: Date): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.tenantId, tenantId),
        eq(loginAttempts.userName, userName),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
};
