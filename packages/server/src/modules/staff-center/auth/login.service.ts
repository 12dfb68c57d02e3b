// Password login with the lock rule, current user, logout.
import { lockedMessage } from '@medportal/contracts/system/settings-rules';
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { ErrorKey } from '@medportal/contracts/common/errors';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { dummyVerify, verifyPassword } from '../../../lib/passwords.js';
import { findUserById, findUserByName, listPositions, updateUser, type UserRow } from '../users/users.service.js';
import { failuresSince, recordAttempt } from './login-attempts.repository.js';
import { issueSession, sessionPayload } from './session.service.js';
import { revokeSession } from './session.repository.js';
import { lockRefusal, refusal } from './outcome.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { lockoutOf, passwordExpiryDaysOf } from '../settings/settings-policy.service.js';

type Lockout = { threshold: number; minutes: number };

/**
 * Records a wrong password and locks the account at the tenant's threshold (platform settings, else the
 * fifth) within its lock duration (else 15 minutes), for that duration; true when it locked. Attempts
 * before the last password change or the end of the last lock (an admin unlock sets lockedUntil to now)
 * do not count again.
 */
async function countFailure(tx: Tx, tenantId: number, user: UserRow, ip: string | undefined, lockout: Lockout): Promise<boolean> {
  await recordAttempt(tx, tenantId, user.userName, ip, false);
  const since = new Date(Date.now() - lockout.minutes * 60_000);
  const floor = [user.passwordChangedAt, user.lockedUntil].reduce<Date>((a, d) => (d && d > a ? d : a), since);
  if ((await failuresSince(tx, tenantId, user.userName, floor)) < lockout.threshold) return false;
  await updateUser(tx, tenantId, user.id, { lockedUntil: new Date(Date.now() + lockout.minutes * 60_000) });
  return true;
}

/** Whether the password is older than the tenant's expiry (never when no expiry is set). */
const passwordExpired = (user: UserRow, days: number | null): boolean =>
  days !== null && (user.passwordChangedAt ?? user.createdAt).getTime() < Date.now() - days * 86_400_000;

type Outcome = { session: Session } | { error: ErrorKey; msg?: string; session?: Session };

/** Throws the outcome's error after its transaction committed, so failed attempts are kept. */
const settle = (outcome: Outcome): Session => {
  if ('error' in outcome) throw new DomainError(outcome.error, outcome.msg, { payload: outcome.session ?? null });
  return outcome.session;
};

/** A refusal, with the tenant's lock duration named in SC1006. */
const refused = (error: ErrorKey, lockout: Lockout): Outcome =>
  error === 'ACCOUNT_LOCKED' ? { error, msg: lockedMessage(lockout.minutes) } : { error };

export async function loginByUserName(
  db: Database,
  tenantId: number,
  userName: string,
  password: string,
  opts: { sessionHours: number; ip?: string },
): Promise<Session> {
  // argon2 runs between two short transactions, never inside one: logins waiting for the hasher (a flood
  // of wrong passwords queues there) hold no pooled connection, so the pool stays with everyone else
  const found = await db.tenant(tenantId, (tx) => findUserByName(tx, tenantId, userName));
  let verified = false;
  if (!found) await dummyVerify(password);
  else if (!lockRefusal(found)) verified = await verifyPassword(found.passwordHash, password);
  return settle(
    await db.tenant<Outcome>(tenantId, async (tx) => {
      const user = await findUserByName(tx, tenantId, userName);
      if (!user) {
        await recordAttempt(tx, tenantId, userName, opts.ip, false);
        return { error: 'WRONG_CREDENTIALS' };
      }
      const lockout = await lockoutOf(tx, tenantId);
      const locked = lockRefusal(user);
      if (locked) return refused(locked, lockout);
      // the hash verified is the one read before: a password changed in between does not let the old one in
      if (!verified || user.passwordHash !== found?.passwordHash) {
        return refused((await countFailure(tx, tenantId, user, opts.ip, lockout)) ? 'ACCOUNT_LOCKED' : 'WRONG_CREDENTIALS', lockout);
      }
      const refusedNow = refusal(user);
      if (refusedNow) return refused(refusedNow, lockout);
      // platform settings: a password older than the expiry is reset before the next session (SC1002)
      if (passwordExpired(user, await passwordExpiryDaysOf(tx, tenantId))) return { error: 'PASSWORD_RESET_REQUIRED' };
      await recordAttempt(tx, tenantId, userName, opts.ip, true);
      const session = await issueSession(tx, tenantId, user, opts);
      // a user-name login without a bound phone is sent to bind one (spec 2 section 8, SC1005)
      if (!user.phone) return { error: 'NO_BOUND_PHONE_NAME', session };
      return { session };
    }),
  );
}

export async function currentUser(db: Database, ctx: RequestContext, token: string): Promise<Session> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const user = await findUserById(tx, ctx.tenantId, ctx.userId);
    if (!user) throw new DomainError('UNAUTHORIZED');
    const list = await listPositions(tx, ctx.tenantId, user.id);
    const position = list.find((p) => p.positionId === ctx.positionId);
    return sessionPayload(tx, ctx.tenantId, user, position, list, token, ctx.expiresAt, ctx.appId);
  });
}

export const logout = (db: Database, ctx: RequestContext) =>
  db.tenant(ctx.tenantId, (tx) => revokeSession(tx, ctx.tenantId, ctx.tokenHash));
