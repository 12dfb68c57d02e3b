// Outcomes of transactions that must commit what they wrote (tries, attempts) and still answer an
// error: the error is thrown after the transaction, never inside it (a throw rolls it back).
import type { ErrorKey } from '@medportal/contracts/common/errors';
import { DomainError } from '../../../lib/domain-error.js';
import type { UserRow } from '../users/users.service.js';

export type Outcome<T> = { value: T } | { error: ErrorKey; payload?: unknown };

export const settle = <T>(outcome: Outcome<T>): T => {
  if ('error' in outcome) throw new DomainError(outcome.error, undefined, { payload: outcome.payload ?? null });
  return outcome.value;
};

/** Why a user may not get a session now (locked by wrong passwords, or disabled), if so. */
export const refusal = (user: UserRow): ErrorKey | null => {
  if (user.lockedUntil && user.lockedUntil > new Date()) return 'ACCOUNT_LOCKED';
  if (user.status !== 'enabled') return 'ACCOUNT_DISABLED';
  return null;
};
