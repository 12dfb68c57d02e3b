// Password reset (with a reset token), password change (with the old password) and the admin unlock.
import { PASSWORD_RULE } from '@medportal/contracts/common/constants';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { hashPassword, verifyPassword } from '../../../lib/passwords.js';
import { hashToken } from '../../../lib/tokens.js';
import { findUserById, listPositions, updateUser } from '../users/users.service.js';
import { useOneTimeToken } from './one-time-tokens.repository.js';
import { revokeUserSessions } from './session.repository.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { isPlatformSession } from '../tenancy/managed-company.js';
import { checkPasswordPolicy } from '../settings/settings-policy.service.js';

const checkRule = (password: string) => {
  if (!PASSWORD_RULE.test(password)) throw new DomainError('PASSWORD_RULE');
};

/**
 * Sets a new password: hash, change time (the lock counter starts again), no lock, no sessions left. The
 * user chose it, so an administrator's temporary password no longer has to be changed.
 */
const replacePassword = async (tx: Tx, tenantId: number, userId: number, password: string) => {
  await updateUser(tx, tenantId, userId, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: new Date(),
    lockedUntil: null,
    mustChangePassword: false,
  });
  await revokeUserSessions(tx, tenantId, userId);
};

export async function resetPassword(db: Database, tenantId: number, tokenId: string, newPassword: string): Promise<void> {
  checkRule(newPassword);
  await db.tenant(tenantId, async (tx) => {
    // no company yet: the platform's policy
    await checkPasswordPolicy(tx, tenantId, 0, newPassword);
    const token = await useOneTimeToken(tx, tenantId, hashToken(tokenId), 'reset');
    // spec 1 section 8: a failed reset request reads like a wrong code (the user starts over)
    if (!token) throw new DomainError('WRONG_CODE');
    await replacePassword(tx, tenantId, token.userId, newPassword);
  });
}

/**
 * Changes the password of the session's user and revokes all their sessions, this one included:
 * after a change the user logs in again with the new password (spec 1 section 4).
 */
export async function updatePassword(db: Database, ctx: RequestContext, oldPassword: string, newPassword: string): Promise<void> {
  checkRule(newPassword);
  await db.tenant(ctx.tenantId, async (tx) => {
    const user = await findUserById(tx, ctx.tenantId, ctx.userId);
    if (!user) throw new DomainError('UNAUTHORIZED');
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new DomainError('OLD_PASSWORD_WRONG');
    // the policy of the session's company (stricter than the platform's when it set one)
    await checkPasswordPolicy(tx, ctx.tenantId, ctx.companyId, newPassword);
    await replacePassword(tx, ctx.tenantId, user.id, newPassword);
  });
}

/**
 * Ends a lock (lockedUntil = now, so failures before it no longer count) and records it in the audit
 * log in the same transaction. The route requires the unlock button or the locked-accounts screen;
 * the platform (platform admins, sessions in an MM company) unlocks any user of the tenant, everyone
 * else holding it (company admins, roles granted it) only users with a position in their own company;
 * only a platform admin unlocks a platform admin.
 */
export async function unlockUser(db: Database, actor: AuditActor, userId: number): Promise<void> {
  const { ctx } = actor;
  await db.tenant(ctx.tenantId, async (tx) => {
    const user = await findUserById(tx, ctx.tenantId, userId);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    const seats = await listPositions(tx, ctx.tenantId, user.id);
    if (!ctx.isPlatformAdmin) {
      const inReach =
        !user.isPlatformAdmin && (isPlatformSession(ctx) || (ctx.companyId !== 0 && seats.some((p) => p.companyId === ctx.companyId)));
      if (!inReach) throw new DomainError('FORBIDDEN');
    }
    const now = new Date();
    if (!user.lockedUntil || user.lockedUntil <= now) return;
    await updateUser(tx, ctx.tenantId, user.id, { lockedUntil: now });
    const objectCompanyId = seats.some((p) => p.companyId === ctx.companyId) ? ctx.companyId : (seats[0]?.companyId ?? ctx.companyId);
    await recordAudit(tx, actor, {
      action: 'unlock',
      objectType: 'user',
      objectId: user.id,
      objectName: user.realName ? `${user.realName}（${user.userName}）` : user.userName,
      objectCompanyId,
      before: { lockedUntil: user.lockedUntil.toISOString() },
      after: { lockedUntil: null },
    });
  });
}
