// Open-platform codes: a logged-in user mints a two-minute one-time code that another client
// (source m_pc_web) exchanges for a session of the same user and company.
import { OAUTH_CODE_MINUTES } from '@medportal/contracts/staff/auth-flows.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { Database } from '../../../db/client.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { findUserById } from '../users/users.service.js';
import { insertOneTimeToken, useOneTimeToken } from './one-time-tokens.repository.js';
import { refusal, refusalOutcome, settle, type Outcome } from './outcome.js';
import { issueSession } from './session.service.js';
import type { RequestContext } from '../../../lib/request-context.js';

export async function generateOAuthCode(db: Database, ctx: RequestContext): Promise<{ code: string }> {
  const code = newToken(ctx.tenantId);
  await db.tenant(ctx.tenantId, (tx) =>
    insertOneTimeToken(tx, ctx.tenantId, {
      tokenHash: hashToken(code),
      kind: 'oauth',
      userId: ctx.userId,
      companyId: ctx.companyId,
      validMinutes: OAUTH_CODE_MINUTES,
    }),
  );
  return { code };
}

export async function loginByCode(
  db: Database,
  tenantId: number,
  code: string,
  opts: { sessionHours: number; ip?: string },
): Promise<Session> {
  return settle(
    await db.tenant<Outcome<Session>>(tenantId, async (tx) => {
      const grant = await useOneTimeToken(tx, tenantId, hashToken(code), 'oauth');
      const user = grant && (await findUserById(tx, tenantId, grant.userId));
      if (!grant || !user) return { error: 'CODE_INVALID' };
      const refused = refusal(user);
      if (refused) return refusalOutcome(tx, tenantId, refused);
      const session = await issueSession(tx, tenantId, user, { ...opts, companyId: grant.companyId });
      // spec 2 section 8: SC1003 sends the user to bind a phone, with the session to do it
      if (!user.phone) return { error: 'NO_BOUND_PHONE_CODE', payload: session };
      return { value: session };
    }),
  );
}
