// Using a seal on a document (for the other modules: letters stamping): the seals the session's user may use, the
// SMS code to the seal's holder (the SMS outbox provider, with the login codes' resend and hourly limits), its
// check, the seal's image and the record of every use (append-only: who, when, which document, its SHA-256).
import { SMS_TYPES } from '@medportal/contracts/staff/auth-flows.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { storedFileOf } from '../../file-library/files/files.service.js';
import { checkCode, sendVerificationCode } from '../auth/sms.service.js';
import * as repo from './seal-use.repository.js';

export type UsableSeal = repo.UsableSeal;

/** 138****0001 */
export const maskPhone = (phone: string): string => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/** The enabled seals of the session's company granted to the session's user (directly or by group), and the
 *  user's own personal signature. */
export const usableSealsOf = (tx: Tx, ctx: RequestContext): Promise<UsableSeal[]> =>
  repo.usableSeals(tx, ctx.tenantId, ctx.companyId, ctx.userId);

/** One seal the session's user may use, or null. */
export async function usableSeal(tx: Tx, ctx: RequestContext, sealId: number): Promise<UsableSeal | null> {
  return (await usableSealsOf(tx, ctx)).find((s) => s.id === sealId) ?? null;
}

/** Any seal of the tenant by id (the PDF of a letter shows the seal it was stamped with). */
export const sealById = (tx: Tx, tenantId: number, sealId: number) => repo.findSeal(tx, tenantId, sealId);

/**
 * Sends a 6-digit code to the holder of a seal the session's user may use; answers the masked phone. Refused:
 * CM1151 (not usable), CM1153 (the holder has no phone), the login codes' 60-second and hourly limits.
 */
export async function sendSealCode(db: Database, ctx: RequestContext, sealId: number): Promise<{ phone: string }> {
  const seal = await db.tenant(ctx.tenantId, (tx) => usableSeal(tx, ctx, sealId));
  if (!seal) throw new DomainError('STAMP_SEAL_FORBIDDEN');
  if (!seal.holderPhone) throw new DomainError('STAMP_HOLDER_NO_PHONE');
  await sendVerificationCode(db, ctx.tenantId, seal.holderPhone, SMS_TYPES.sealUse);
  return { phone: maskPhone(seal.holderPhone) };
}

/**
 * True when `code` is the live latest seal code sent to the seal holder's phone; consumes it. A wrong entry counts a
 * try, so the caller should COMMIT its transaction and then answer the error (5 tries kill a code).
 */
export async function verifySealCode(tx: Tx, tenantId: number, seal: UsableSeal, code: string): Promise<boolean> {
  if (!seal.holderPhone) return false;
  return checkCode(tx, tenantId, seal.holderPhone, SMS_TYPES.sealUse, code);
}

/** The PNG of a seal from the file library. */
export async function sealImageBytes(db: Database, tenantId: number, root: string, seal: { imageFileCode: string }): Promise<Buffer> {
  const f = await storedFileOf(db, tenantId, root, seal.imageFileCode);
  const parts: Buffer[] = [];
  for await (const p of f.open(0, Math.max(f.size - 1, 0))) parts.push(p as Buffer);
  return Buffer.concat(parts);
}

/** Records a use of a seal (append-only), inside the caller's transaction. */
export async function recordSealUse(
  tx: Tx,
  ctx: RequestContext,
  use: { sealId: number; documentType: string; documentId: number; documentNo: string; documentHash: string },
): Promise<void> {
  await repo.insertSealUse(tx, { tenantId: ctx.tenantId, companyId: ctx.companyId, usedBy: ctx.userId, ...use });
}
