// Self-registration with an SMS code: an enabled user with no company yet (companyId 0, sent to
// /business) whose audit status is pending until the platform's review (auth/user-review.service.ts).
import { PASSWORD_RULE } from '@medportal/contracts/common/constants';
import { SMS_TYPES, type RegisterBody } from '@medportal/contracts/staff/auth-flows.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { checkPasswordPolicy } from '../settings/settings-policy.service.js';
import { hashPassword } from '../../../lib/passwords.js';
import { findUserByName, findUserByPhone, insertUser } from '../users/users.service.js';
import { settle, type Outcome } from './outcome.js';
import { issueSession } from './session.service.js';
import { checkCode } from './sms.service.js';
import { AUDIT_PENDING, startUserReview } from './user-review.service.js';

/** A unique violation (two registrations racing for one name or phone), through driver wrappers. */
const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export async function register(
  db: Database,
  tenantId: number,
  body: RegisterBody,
  opts: { sessionHours: number; ip?: string },
): Promise<Session> {
  if (!PASSWORD_RULE.test(body.password)) throw new DomainError('PASSWORD_RULE');
  const passwordHash = await hashPassword(body.password);
  try {
    return settle(
      await db.tenant<Outcome<Session>>(tenantId, async (tx) => {
        await checkPasswordPolicy(tx, tenantId, 0, body.password);
        if ((await findUserByName(tx, tenantId, body.userName)) || (await findUserByPhone(tx, tenantId, body.phone))) {
          return { error: 'USER_EXISTS' };
        }
        if (!(await checkCode(tx, tenantId, body.phone, SMS_TYPES.register, body.verificationCode))) return { error: 'WRONG_CODE' };
        const user = await insertUser(tx, {
          tenantId,
          userName: body.userName,
          phone: body.phone,
          realName: body.realName ?? '',
          passwordHash,
          status: 'enabled',
          auditStatus: AUDIT_PENDING,
          passwordChangedAt: new Date(),
        });
        // the platform reviews the registration through the approval engine (USER_REVIEW)
        await startUserReview(tx, tenantId, user);
        return { value: await issueSession(tx, tenantId, user, opts) };
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('USER_EXISTS');
    throw err;
  }
}
