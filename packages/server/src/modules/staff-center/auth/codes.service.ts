// Logins and password-reset tokens obtained with an SMS code.
import type { Session } from '@medportal/contracts/staff/session.contract';
import { RESET_TOKEN_MINUTES, SMS_TYPES } from '@medportal/contracts/staff/auth-flows.contract';
import type { Database } from '../../../db/client.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { findUserByPhone } from '../users/users.service.js';
import { recordAttempt } from './login-attempts.repository.js';
import { insertOneTimeToken } from './one-time-tokens.repository.js';
import { refusal, refusalOutcome, settle, type Outcome } from './outcome.js';
import { issueSession } from './session.service.js';
import { checkCode } from './sms.service.js';

export async function loginByPhone(
  db: Database,
  tenantId: number,
  phone: string,
  code: string,
  opts: { sessionHours: number; ip?: string },
): Promise<Session> {
  return settle(
    await db.tenant<Outcome<Session>>(tenantId, async (tx) => {
      const user = await findUserByPhone(tx, tenantId, phone);
      if (!user) return { error: 'PHONE_NOT_REGISTERED' };
      const refused = refusal(user);
      if (refused) return refusalOutcome(tx, tenantId, refused);
      if (!(await checkCode(tx, tenantId, phone, SMS_TYPES.login, code))) return { error: 'WRONG_CODE' };
      await recordAttempt(tx, tenantId, user.userName, opts.ip, true);
      return { value: await issueSession(tx, tenantId, user, opts) };
    }),
  );
}

/** Step one of the password reset: the code of type 2 buys a one-time reset token (15 minutes). */
export async function verifyResetCode(db: Database, tenantId: number, phone: string, code: string): Promise<{ token: string }> {
  return settle(
    await db.tenant<Outcome<{ token: string }>>(tenantId, async (tx) => {
      const user = await findUserByPhone(tx, tenantId, phone);
      // an unknown phone never received a code: the same answer as a wrong one
      if (!user || !(await checkCode(tx, tenantId, phone, SMS_TYPES.resetPassword, code))) return { error: 'WRONG_CODE' };
      const token = newToken(tenantId);
      await insertOneTimeToken(tx, tenantId, {
        tokenHash: hashToken(token),
        kind: 'reset',
        userId: user.id,
        companyId: 0,
        validMinutes: RESET_TOKEN_MINUTES,
      });
      return { value: { token } };
    }),
  );
}
