// Password login with the lock rule, current user, logout.
import { LOCK_FAILURES, LOCK_WINDOW_MINUTES } from '@medportal/contracts/common/constants';
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

/**
 * Records a wrong password and locks the account at the fifth within the window; true when it locked.
 * Attempts before the last password change or the end of the last lock (an admin unlock sets
 * lockedUntil to now) do not count again.
 */
async function countFailure(tx: Tx, tenantId: number, user: UserRow, ip: string | undefined): Promise<boolean> {
  await recordAttempt(tx, tenantId, user.userName, ip, false);
  const since = new Date(Date.now() - LOCK_WINDOW_MINUTES * 60_000);
  const floor = [user.passwordChangedAt, user.lockedUntil].reduce<Date>((a, d) => (d && d > a ? d : a), since);
  if ((await failuresSince(tx, tenantId, user.userName, floor)) < LOCK_FAILURES) return false;
  await updateUser(tx, tenantId, user.id, { lockedUntil: new Date(Date.now() + LOCK_WINDOW_MINUTES * 60_000) });
  return true;
}

type Outcome = { session: Session } | { error: ErrorKey; session?: Session };

/** Throws the outcome's error after its transaction committed, so failed attempts are kept. */
const settle = (outcome: Outcome): Session => {
  if ('error' in outcome) throw new DomainError(outcome.error, undefined, { payload: outcome.session ?? null });
  return outcome.session;
};

export async function loginByUserName(
  db: Database,
  tenantId: number,
  userName: string,
  password: string,
  opts: { sessionHours: number; ip?: string },
): Promise<Session> {
  return settle(
    await db.tenant<Outcome>(tenantId, async (tx) => {
      const user = await findUserByName(tx, tenantId, userName);
      if (!user) {
        await dummyVerify(password);
        await recordAttempt(tx, tenantId, userName, opts.ip, false);
        return { error: 'WRONG_CREDENTIALS' };
      }
      const locked = lockRefusal(user);
      if (locked) return { error: locked };
      if (!(await verifyPassword(user.passwordHash, password))) {
        return { error: (await countFailure(tx, tenantId, user, opts.ip)) ? 'ACCOUNT_LOCKED' : 'WRONG_CREDENTIALS' };
      }
      const refused = refusal(user);
      if (refused) return { error: refused };
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
