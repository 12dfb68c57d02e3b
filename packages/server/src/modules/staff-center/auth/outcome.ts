// Outcomes of transactions that must commit what they wrote (tries, attempts) and still answer an
// error: the error is thrown after the transaction, never inside it (a throw rolls it back).
import type { ErrorKey } from '@medportal/contracts/common/errors';
import { DomainError } from '../../../lib/domain-error.js';
import type { UserRow } from '../users/users.service.js';
import type { Tx } from '../../../db/client.js';
import { lockedMessage } from '@medportal/contracts/system/settings-rules';
import { lockoutOf } from '../settings/settings-policy.service.js';

/** A refusal outcome; SC1006 names the tenant's lock duration (platform settings). */
export const refusalOutcome = async (tx: Tx, tenantId: number, error: ErrorKey): Promise<{ error: ErrorKey; msg?: string }> =>
  error === 'ACCOUNT_LOCKED' ? { error, msg: lockedMessage((await lockoutOf(tx, tenantId)).minutes) } : { error };

export type Outcome<T> = { value: T } | { error: ErrorKey; msg?: string; payload?: unknown };

export const settle = <T>(outcome: Outcome<T>): T => {
  if ('error' in outcome) throw new DomainError(outcome.error, outcome.msg, { payload: outcome.payload ?? null });
  return outcome.value;
};

// a lock ending this far ahead was set by an administrator (the lock button), not by wrong passwords
const ADMIN_LOCK_AFTER_MS = 366 * 24 * 3600_000;

/** Why a locked user is refused: an administrator's lock, or too many wrong passwords; null when not locked. */
export const lockRefusal = (user: Pick<UserRow, 'lockedUntil'>, now = Date.now()): ErrorKey | null => {
  if (!user.lockedUntil || user.lockedUntil.getTime() <= now) return null;
  return user.lockedUntil.getTime() - now > ADMIN_LOCK_AFTER_MS ? 'ACCOUNT_LOCKED_BY_ADMIN' : 'ACCOUNT_LOCKED';
};

// audit_status of a self-registered user the platform's review rejected (auth/user-review.service.ts)
const REGISTRATION_REJECTED = '2';

/** Why a user may not get a session now (locked by an administrator or wrong passwords, disabled, or registration rejected), if so. */
export const refusal = (user: UserRow): ErrorKey | null => {
  const locked = lockRefusal(user);
  if (locked) return locked;
  if (user.status !== 'enabled') return 'ACCOUNT_DISABLED';
  if (user.auditStatus === REGISTRATION_REJECTED) return 'REGISTRATION_REJECTED';
  return null;
};
