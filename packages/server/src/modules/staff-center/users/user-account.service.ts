// The account details an administrator changes from the user drawer: identity (real name and the resident
// ID number, kept masked), avatar, phone, mail and login name, and the user's seats across companies.
// Same company and data-scope rules as user-admin.service; every change is audited.
import { SMS_TYPES } from '@medportal/contracts/staff/auth-flows.contract';
import {
  maskIdCard,
  type SysUserAvatarBody,
  type SysUserCompany,
  type SysUserCompanyListBody,
  type SysUserIdentityBody,
  type SysUserLoginNameBody,
  type SysUserMailBody,
  type SysUserPhoneBody,
} from '@medportal/contracts/system/users.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { maskPhone } from '../../../lib/phone.js';
import { isPlatformSession } from '../tenancy/managed-company.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { settle, type Outcome } from '../auth/outcome.js';
import { checkCode } from '../auth/sms.service.js';
import { seatRoles, seatViews } from './user-admin.repository.js';
import { targetOf, type Target } from './user-admin.service.js';
import { userScopeOf } from './user-scope.service.js';
import { findUserById, findUserByName, findUserByPhone, updateUser, type UserChanges } from './users.service.js';

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

type Change = { before: Record<string, unknown>; after: Record<string, unknown>; values: UserChanges };

/** Loads the target, applies what `change` decides and audits it, in one transaction. */
async function changeAccount(
  db: Database,
  actor: AuditActor,
  companyId: number | undefined,
  userId: number,
  change: (tx: Tx, target: Target) => Promise<Change>,
): Promise<void> {
  const { ctx } = actor;
  const scope = await userScopeOf(db, ctx, companyId);
  await db.tenant(ctx.tenantId, async (tx) => {
    const target = await targetOf(tx, actor, scope, userId);
    const { before, after, values } = await change(tx, target);
    await updateUser(tx, ctx.tenantId, target.user.id, values);
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'user',
      objectId: target.user.id,
      objectName: target.user.realName || target.user.userName,
      objectCompanyId: scope.companyId,
      before,
      after,
    });
  });
}

export const setIdentity = (db: Database, actor: AuditActor, body: SysUserIdentityBody) =>
  changeAccount(db, actor, body.companyId, body.userId, async (_tx, { user }) => {
    const idCardMasked = maskIdCard(body.idCardNo);
    return {
      before: { realName: user.realName, idCardNo: user.idCardMasked ?? '' },
      after: { realName: body.realName, idCardNo: idCardMasked },
      values: { realName: body.realName, idCardMasked },
    };
  });

export const setAvatar = (db: Database, actor: AuditActor, body: SysUserAvatarBody) =>
  changeAccount(db, actor, body.companyId, body.userId, async (_tx, { user }) => ({
    before: { avatar: user.avatar ?? '' },
    after: { avatar: body.avatar },
    values: { avatar: body.avatar || null },
  }));

export const setMail = (db: Database, actor: AuditActor, body: SysUserMailBody) =>
  changeAccount(db, actor, body.companyId, body.userId, async (_tx, { user }) => ({
    before: { email: user.email ?? '' },
    after: { email: body.email },
    values: { email: body.email || null },
  }));

/** The login name is unique in the tenant; the old name no longer logs in. */
export async function setLoginName(db: Database, actor: AuditActor, body: SysUserLoginNameBody): Promise<void> {
  try {
    await changeAccount(db, actor, body.companyId, body.userId, async (tx, { user }) => {
      const holder = await findUserByName(tx, actor.ctx.tenantId, body.userName);
      if (holder && holder.id !== user.id) throw new DomainError('SYS_USER_NAME_TAKEN');
      return { before: { userName: user.userName }, after: { userName: body.userName }, values: { userName: body.userName } };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('SYS_USER_NAME_TAKEN');
    throw err;
  }
}

/**
 * A new phone for the user. Changing one's own phone needs the type-4 SMS code sent to the new number
 * (as on the personal page; a wrong code counts a try, committed before the error is answered); an
 * administrator sets another user's phone directly, and the audit log records who did.
 */
export async function setPhone(db: Database, actor: AuditActor, body: SysUserPhoneBody): Promise<void> {
  const { ctx } = actor;
  const own = body.userId === ctx.userId;
  if (own && !body.verificationCode) throw new DomainError('SYS_USER_PHONE_CODE_REQUIRED');
  const scope = await userScopeOf(db, ctx, body.companyId);
  try {
    settle(
      await db.tenant<Outcome<null>>(ctx.tenantId, async (tx) => {
        const { user } = await targetOf(tx, actor, scope, body.userId);
        const holder = await findUserByPhone(tx, ctx.tenantId, body.phone);
        if (holder && holder.id !== user.id) return { error: 'SYS_USER_PHONE_TAKEN' };
        if (own && !(await checkCode(tx, ctx.tenantId, body.phone, SMS_TYPES.changePhone, body.verificationCode ?? ''))) {
          return { error: 'WRONG_CODE' };
        }
        await updateUser(tx, ctx.tenantId, user.id, { phone: body.phone });
        await recordAudit(tx, actor, {
          action: 'update',
          objectType: 'user',
          objectId: user.id,
          objectName: user.realName || user.userName,
          objectCompanyId: scope.companyId,
          before: { phone: maskPhone(user.phone) },
          after: { phone: maskPhone(body.phone), verifiedBySms: own },
        });
        return { value: null };
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('SYS_USER_PHONE_TAKEN');
    throw err;
  }
}

/**
 * The user's seats across companies: all of them for the user itself and for the platform; for an
 * enterprise only the seat in its own company (the user's other employers are none of its business).
 */
export async function companiesOfUser(db: Database, actor: AuditActor, body: SysUserCompanyListBody): Promise<SysUserCompany[]> {
  const { ctx } = actor;
  const userId = body.userId ?? ctx.userId;
  let only: number | undefined;
  if (userId !== ctx.userId && isPlatformSession(ctx) && body.companyId === undefined) {
    // the platform manages every company of the tenant: any user of the tenant, every seat
    if (!(await db.tenant(ctx.tenantId, (tx) => findUserById(tx, ctx.tenantId, userId)))) throw new DomainError('SYS_USER_NOT_IN_COMPANY');
  } else if (userId !== ctx.userId) {
    const scope = await userScopeOf(db, ctx, body.companyId);
    await db.tenant(ctx.tenantId, (tx) => targetOf(tx, actor, scope, userId, false));
    only = isPlatformSession(ctx) ? undefined : scope.companyId;
  }
  return db.tenant(ctx.tenantId, async (tx) => {
    const seats = await seatViews(tx, ctx.tenantId, userId, only);
    return Promise.all(
      seats.map(async (s) => ({
        companyId: s.companyId,
        companyCode: s.companyCode,
        companyName: s.companyName,
        companyType: s.companyType,
        departmentName: s.departmentName,
        dutyName: s.dutyName,
        positionName: s.positionName,
        isAdmin: s.isAdmin,
        roles: await seatRoles(tx, ctx.tenantId, s.positionId),
      })),
    );
  });
}
