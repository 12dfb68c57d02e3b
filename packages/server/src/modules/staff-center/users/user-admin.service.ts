// /systemSetup/userManagement: create, edit, delete, enable/disable, lock and the administrator's password
// reset of a company's users. Each call works on the company userScopeOf grants (an enterprise its own,
// the platform any of the tenant) and on users inside the session's data scope; each change is audited in
// its own transaction and reaches the user's sessions at once (cache event, or the sessions end).
import { randomInt } from 'node:crypto';
import { PASSWORD_RULE } from '@medportal/contracts/common/constants';
import { DEFAULT_MEMBER_POSITION } from '@medportal/contracts/staff/company-rules';
import type {
  SysUserDetail,
  SysUserFormOptions,
  SysUserRefBody,
  SysUserSaveBody,
  SysUserSaved,
  SysUserStatusBody,
  SysUserTempPassword,
  SysUserUpdateBody,
} from '@medportal/contracts/system/users.contract';
import type { Database, Tx } from '../../../db/client.js';
import { withSavepoint } from '../../../db/savepoint.js';
import { DomainError } from '../../../lib/domain-error.js';
import { hashPassword } from '../../../lib/passwords.js';
import { checkPasswordPolicy } from '../settings/settings-policy.service.js';
import { maskPhone } from '../../../lib/phone.js';
import { publishCacheEvent } from '../../../lib/session-cache.js';
import { tenantClock } from '../../config-center/config/config.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { revokeUserSessions } from '../auth/session.service.js';
import {
  deleteSeat,
  deleteUserRow,
  departmentOf,
  dutyOf,
  enabledRoles,
  formOptionsOf,
  insertSeat,
  replaceSeatRoles,
  seatCount,
  seatOf,
  seatRoles,
  seatViews,
  updateSeat,
  type RoleRef,
  type Seat,
} from './user-admin.repository.js';
import { inScope, userScopeOf, type UserScope } from './user-scope.service.js';
import { findUserById, findUserByName, findUserByPhone, insertUser, updateUser, type UserRow } from './users.service.js';

/** An administrator's lock lasts until an administrator unlocks (merchantUser/unlock sets it to now). */
export const ADMIN_LOCK_UNTIL = new Date('9999-12-31T00:00:00Z');

// letters and digits without the look-alikes 0/O, 1/l/I, so a password read aloud or copied by hand survives
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';

/** 12 characters from a CSPRNG with at least one letter and one digit (PASSWORD_RULE). */
export function temporaryPassword(): string {
  const all = LETTERS + DIGITS;
  for (;;) {
    const p = Array.from({ length: 12 }, () => all[randomInt(all.length)]).join('');
    if (PASSWORD_RULE.test(p)) return p;
  }
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
const isForeignKeyViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
};

export type Target = { user: UserRow; seat: Seat };

/**
 * The user `userId` with its seat in the scope's company, inside the session's data scope; otherwise
 * SC1103 (another company's user reads like a missing one). A platform administrator's account is
 * changed by platform administrators only.
 */
export async function targetOf(tx: Tx, actor: AuditActor, scope: UserScope, userId: number, write = true): Promise<Target> {
  const { ctx } = actor;
  const user = await findUserById(tx, ctx.tenantId, userId);
  const seat = user && inScope(scope, userId) ? await seatOf(tx, ctx.tenantId, scope.companyId, userId) : undefined;
  if (!user || !seat) throw new DomainError('SYS_USER_NOT_IN_COMPANY');
  if (write && user.isPlatformAdmin && !ctx.isPlatformAdmin) throw new DomainError('SYS_USER_PLATFORM_ADMIN_ONLY');
  return { user, seat };
}

/** The department, post and roles of a seat, each checked to belong to the company. */
async function checkedSeat(
  tx: Tx,
  tenantId: number,
  companyId: number,
  body: Pick<SysUserSaveBody, 'departmentId' | 'dutyId' | 'roleIds'>,
) {
  const department = body.departmentId ? await departmentOf(tx, tenantId, companyId, body.departmentId) : undefined;
  if (body.departmentId && !department) throw new DomainError('SYS_USER_DEPT_INVALID');
  const duty = body.dutyId ? await dutyOf(tx, tenantId, companyId, body.dutyId) : undefined;
  if (body.dutyId && !duty) throw new DomainError('SYS_USER_DUTY_INVALID');
  const wanted = [...new Set(body.roleIds)];
  const roles = await enabledRoles(tx, tenantId, companyId, wanted);
  if (roles.length !== wanted.length) throw new DomainError('SYS_USER_ROLE_INVALID');
  return { orgId: department?.id ?? null, dutyId: duty?.id ?? null, positionName: duty?.name ?? DEFAULT_MEMBER_POSITION, roles };
}

/** What the audit log keeps of a user and its seat: no password hash, the phone masked. */
const snapshot = (user: UserRow, seat: Pick<Seat, 'orgId' | 'dutyId'> | null, roles: RoleRef[]) => ({
  userName: user.userName,
  realName: user.realName,
  phone: maskPhone(user.phone),
  email: user.email ?? '',
  status: user.status,
  departmentId: seat?.orgId ?? null,
  dutyId: seat?.dutyId ?? null,
  roles: roles.map((r) => r.roleName),
});

export async function saveUser(db: Database, actor: AuditActor, body: SysUserSaveBody): Promise<SysUserSaved> {
  const { ctx } = actor;
  const scope = await userScopeOf(db, ctx, body.companyId);
  const given = body.password ?? '';
  if (given && !PASSWORD_RULE.test(given)) throw new DomainError('PASSWORD_RULE');
  const password = given || temporaryPassword();
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      if (await findUserByName(tx, ctx.tenantId, body.userName)) throw new DomainError('SYS_USER_NAME_TAKEN');
      if (await findUserByPhone(tx, ctx.tenantId, body.phone)) throw new DomainError('SYS_USER_PHONE_TAKEN');
      const seat = await checkedSeat(tx, ctx.tenantId, scope.companyId, body);
      // a chosen initial password meets the company's policy (platform settings, company settings)
      if (given) await checkPasswordPolicy(tx, ctx.tenantId, scope.companyId, given);
      // hashed only once the request holds up: argon2 is deliberately expensive
      const passwordHash = await hashPassword(password);
      const user = await insertUser(tx, {
        tenantId: ctx.tenantId,
        userName: body.userName,
        realName: body.realName,
        phone: body.phone,
        email: body.email || null,
        passwordHash,
        // a generated password is known to whoever read it: the user must choose its own at the first login
        mustChangePassword: !given,
      });
      const position = await insertSeat(tx, {
        tenantId: ctx.tenantId,
        userId: user.id,
        companyId: scope.companyId,
        orgId: seat.orgId,
        dutyId: seat.dutyId,
        positionName: seat.positionName,
      });
      await replaceSeatRoles(
        tx,
        ctx.tenantId,
        position.id,
        seat.roles.map((r) => r.roleId),
      );
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'user',
        objectId: user.id,
        objectName: user.realName || user.userName,
        objectCompanyId: scope.companyId,
        after: { ...snapshot(user, position, seat.roles), mustChangePassword: !given },
      });
      return { userId: user.id, tempPassword: given ? null : password };
    });
  } catch (err) {
    // another request took the name or the phone between the check and the insert
    if (isUniqueViolation(err)) throw new DomainError('SYS_USER_NAME_TAKEN', '用户名或手机号已被使用');
    throw err;
  }
}

export async function updateSysUser(db: Database, actor: AuditActor, body: SysUserUpdateBody): Promise<void> {
  const { ctx } = actor;
  const scope = await userScopeOf(db, ctx, body.companyId);
  await db.tenant(ctx.tenantId, async (tx) => {
    const { user, seat } = await targetOf(tx, actor, scope, body.userId);
    const before = snapshot(user, seat, await seatRoles(tx, ctx.tenantId, seat.id));
    const next = await checkedSeat(tx, ctx.tenantId, scope.companyId, body);
    await updateUser(tx, ctx.tenantId, user.id, {
      realName: body.realName,
      ...(body.email === undefined ? {} : { email: body.email || null }),
    });
    // the administrator's seat keeps its title; others are named after their post
    await updateSeat(tx, ctx.tenantId, seat.id, {
      orgId: next.orgId,
      dutyId: next.dutyId,
      ...(seat.isAdmin ? {} : { positionName: next.positionName }),
    });
    await replaceSeatRoles(
      tx,
      ctx.tenantId,
      seat.id,
      next.roles.map((r) => r.roleId),
    );
    // new roles apply at the user's next request
    await publishCacheEvent(tx, { kind: 'user', tenantId: ctx.tenantId, userId: user.id });
    const after = snapshot(
      { ...user, realName: body.realName, email: body.email === undefined ? user.email : body.email || null },
      { orgId: next.orgId, dutyId: next.dutyId },
      next.roles,
    );
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'user',
      objectId: user.id,
      objectName: body.realName,
      objectCompanyId: scope.companyId,
      before,
      after,
    });
  });
}

/**
 * Deleting a user from a company removes its seat there (roles and the company's group memberships go
 * with it) and ends its sessions. The user row itself is a tenant-wide login that other companies may
 * share: it is deleted only when no seat is left, and kept — disabled, seatless — when other records
 * still name it (notices it published, join or administrator-change requests), so history keeps its author.
 * Nobody deletes itself, the company's administrator (transfer the seat first) or a platform administrator.
 */
export async function deleteSysUser(db: Database, actor: AuditActor, body: SysUserRefBody): Promise<void> {
  const { ctx } = actor;
  const scope = await userScopeOf(db, ctx, body.companyId);
  await db.tenant(ctx.tenantId, async (tx) => {
    const { user, seat } = await targetOf(tx, actor, scope, body.userId);
    if (user.id === ctx.userId) throw new DomainError('SYS_USER_DELETE_SELF');
    if (user.isPlatformAdmin) throw new DomainError('SYS_USER_DELETE_PLATFORM_ADMIN');
    if (seat.isAdmin) throw new DomainError('SYS_USER_DELETE_ADMIN');
    const before = snapshot(user, seat, await seatRoles(tx, ctx.tenantId, seat.id));
    await deleteSeat(tx, ctx.tenantId, seat);
    await revokeUserSessions(tx, ctx.tenantId, user.id);
    let userRow: 'kept' | 'deleted' | 'disabled' = 'kept';
    if ((await seatCount(tx, ctx.tenantId, user.id)) === 0) {
      try {
        // a savepoint: a row still referenced rolls back alone, not the whole deletion
        await withSavepoint(tx, 'delete_user', () => deleteUserRow(tx, ctx.tenantId, user.id));
        userRow = 'deleted';
      } catch (err) {
        if (!isForeignKeyViolation(err)) throw err;
        await updateUser(tx, ctx.tenantId, user.id, { status: 'disabled' });
        userRow = 'disabled';
      }
    }
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'user',
      objectId: user.id,
      objectName: user.realName || user.userName,
      objectCompanyId: scope.companyId,
      before,
      after: { userRow },
    });
  });
}

export async function sysUserDetail(db: Database, actor: AuditActor, body: SysUserRefBody): Promise<SysUserDetail> {
  const { ctx } = actor;
  const scope = await userScopeOf(db, ctx, body.companyId);
  const clock = await tenantClock(db, ctx.tenantId);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { user, seat } = await targetOf(tx, actor, scope, body.userId, false);
    const [view] = await seatViews(tx, ctx.tenantId, user.id, scope.companyId);
    return {
      userId: user.id,
      userName: user.userName,
      realName: user.realName,
      phone: maskPhone(user.phone),
      email: user.email ?? '',
      avatar: user.avatar ?? '',
      idCardNo: user.idCardMasked ?? '',
      status: user.status === 'enabled' ? '1' : '0',
      locked: Boolean(user.lockedUntil && user.lockedUntil > new Date()),
      isAdmin: seat.isAdmin,
      isPlatformAdmin: user.isPlatformAdmin,
      mustChangePassword: user.mustChangePassword,
      companyId: scope.companyId,
      companyName: view?.companyName ?? '',
      departmentId: seat.orgId,
      departmentName: view?.departmentName ?? null,
      dutyId: seat.dutyId,
      dutyName: view?.dutyName ?? null,
      roles: await seatRoles(tx, ctx.tenantId, seat.id),
      createTime: clock.text(user.createdAt),
    };
  });
}

/** Refuses to disable or lock yourself, the company's administrator or a platform administrator. */
function checkStoppable({ user, seat }: Target, actor: AuditActor) {
  if (user.id === actor.ctx.userId) throw new DomainError('SYS_USER_STATUS_SELF');
  if (seat.isAdmin || user.isPlatformAdmin) throw new DomainError('SYS_USER_STATUS_ADMIN');
}

/** Enables or disables the user (the whole login: a disabled user cannot log in anywhere); disabling ends its sessions. */
export async function updateSysUserStatus(db: Database, actor: AuditActor, body: SysUserStatusBody): Promise<void> {
  const { ctx } = actor;
  const scope = await userScopeOf(db, ctx, body.companyId);
  await db.tenant(ctx.tenantId, async (tx) => {
    const target = await targetOf(tx, actor, scope, body.userId);
    const status = body.status === '1' ? 'enabled' : 'disabled';
    if (status === 'disabled') checkStoppable(target, actor);
    if (target.user.status === status) return;
    await updateUser(tx, ctx.tenantId, target.user.id, { status });
    if (status === 'disabled') await revokeUserSessions(tx, ctx.tenantId, target.user.id);
    await recordAudit(tx, actor, {
      action: status === 'enabled' ? 'enable' : 'disable',
      objectType: 'user',
      objectId: target.user.id,
      objectName: target.user.realName || target.user.userName,
      objectCompanyId: scope.companyId,
      before: { status: target.user.status },
      after: { status },
    });
  });
}

/** Locks the user until an administrator unlocks it (merchantUser/unlock); its sessions end. */
export async function lockSysUser(db: Database, actor: AuditActor, body: SysUserRefBody): Promise<void> {
  const { ctx } = actor;
  const scope = await userScopeOf(db, ctx, body.companyId);
  await db.tenant(ctx.tenantId, async (tx) => {
    const target = await targetOf(tx, actor, scope, body.userId);
    checkStoppable(target, actor);
    await updateUser(tx, ctx.tenantId, target.user.id, { lockedUntil: ADMIN_LOCK_UNTIL });
    await revokeUserSessions(tx, ctx.tenantId, target.user.id);
    await recordAudit(tx, actor, {
      action: 'lock',
      objectType: 'user',
      objectId: target.user.id,
      objectName: target.user.realName || target.user.userName,
      objectCompanyId: scope.companyId,
      before: { lockedUntil: target.user.lockedUntil?.toISOString() ?? null },
      after: { lockedUntil: ADMIN_LOCK_UNTIL.toISOString() },
    });
  });
}

/**
 * The administrator's password reset: a temporary password from a CSPRNG, answered once (only its
 * hash is stored), the user must change it at the next login, and every session of the user ends.
 */
export async function adminResetPassword(db: Database, actor: AuditActor, body: SysUserRefBody): Promise<SysUserTempPassword> {
  const { ctx } = actor;
  const scope = await userScopeOf(db, ctx, body.companyId);
  const password = temporaryPassword();
  await db.tenant(ctx.tenantId, async (tx) => {
    const { user } = await targetOf(tx, actor, scope, body.userId);
    if (user.id === ctx.userId) throw new DomainError('SYS_USER_RESET_SELF');
    const passwordHash = await hashPassword(password);
    await updateUser(tx, ctx.tenantId, user.id, { passwordHash, passwordChangedAt: new Date(), mustChangePassword: true });
    await revokeUserSessions(tx, ctx.tenantId, user.id);
    await recordAudit(tx, actor, {
      action: 'reset',
      objectType: 'user',
      objectId: user.id,
      objectName: user.realName || user.userName,
      objectCompanyId: scope.companyId,
      after: { mustChangePassword: true },
    });
  });
  return { userId: body.userId, tempPassword: password };
}

export async function sysUserFormOptions(db: Database, actor: AuditActor, companyId: number | undefined): Promise<SysUserFormOptions> {
  const scope = await userScopeOf(db, actor.ctx, companyId);
  return formOptionsOf(db, actor.ctx.tenantId, scope.companyId);
}
