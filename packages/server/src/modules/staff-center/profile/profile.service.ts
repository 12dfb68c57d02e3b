// The session user's own profile: read it, edit name, email and avatar, change the phone with a
// type-4 SMS code sent to the new number.
import { SMS_TYPES } from '@medportal/contracts/staff/auth-flows.contract';
import type { ChangePhoneBody, Profile, UpdateProfileBody } from '@medportal/contracts/staff/profile.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { settle, type Outcome } from '../auth/outcome.js';
import { checkCode } from '../auth/sms.service.js';
import { findUserById, findUserByPhone, listPositions, updateUser } from '../users/users.service.js';

async function readProfile(tx: Tx, ctx: RequestContext): Promise<Profile> {
  const user = await findUserById(tx, ctx.tenantId, ctx.userId);
  if (!user) throw new DomainError('UNAUTHORIZED');
  const position =
    ctx.companyId === 0 ? undefined : (await listPositions(tx, ctx.tenantId, ctx.userId)).find((p) => p.companyId === ctx.companyId);
  return {
    userId: user.id,
    userName: user.userName,
    realName: user.realName,
    phone: user.phone,
    email: user.email ?? '',
    avatar: user.avatar ?? '',
    companyName: position?.companyName ?? '',
    positionName: position?.positionName ?? '',
    departmentName: position?.departmentName ?? '',
  };
}

export const profileOf = (db: Database, ctx: RequestContext): Promise<Profile> => db.tenant(ctx.tenantId, (tx) => readProfile(tx, ctx));

export const updateProfile = (db: Database, ctx: RequestContext, body: UpdateProfileBody): Promise<Profile> =>
  db.tenant(ctx.tenantId, async (tx) => {
    await updateUser(tx, ctx.tenantId, ctx.userId, {
      realName: body.realName,
      ...(body.email === undefined ? {} : { email: body.email || null }),
      ...(body.avatar === undefined ? {} : { avatar: body.avatar || null }),
    });
    return readProfile(tx, ctx);
  });

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * The new phone must be free in the tenant and carry the live code of type 4; a wrong code counts a
 * try, which is committed before the error is answered.
 */
export async function changePhone(db: Database, ctx: RequestContext, body: ChangePhoneBody): Promise<Profile> {
  try {
    return settle(
      await db.tenant<Outcome<Profile>>(ctx.tenantId, async (tx) => {
        const holder = await findUserByPhone(tx, ctx.tenantId, body.phone);
        if (holder && holder.id !== ctx.userId) return { error: 'USER_EXISTS' };
        if (!(await checkCode(tx, ctx.tenantId, body.phone, SMS_TYPES.changePhone, body.verificationCode))) return { error: 'WRONG_CODE' };
        await updateUser(tx, ctx.tenantId, ctx.userId, { phone: body.phone });
        return { value: await readProfile(tx, ctx) };
      }),
    );
  } catch (err) {
    // another user took the number between the check and the update
    if (isUniqueViolation(err)) throw new DomainError('USER_EXISTS');
    throw err;
  }
}
