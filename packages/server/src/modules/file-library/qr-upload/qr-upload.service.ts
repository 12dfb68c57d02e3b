// QR upload: a one-time code and token for the session user (10 minutes), a public phone upload that
// proves the token, and the owner's polling read. The file is stored by the file library's upload
// (same type, size and magic-byte checks) as the code owner's, in the owner's company.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { QR_CODE_TTL_SECONDS, type QrFile } from '@medportal/contracts/files/qr-upload.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { fileInfo, saveUpload, type Upload } from '../files/files.service.js';
import { findCode, insertCode, moveStatus, purgeExpired, type QrCodeRow } from './qr-upload.repository.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The tenant named by a code '<tenantId>.<random>' (the format the contract validates). */
export const tenantOfCode = (code: string): number => Number(code.slice(0, code.indexOf('.')));

export async function createCode(db: Database, ctx: RequestContext): Promise<{ code: string; token: string; expiresAt: string }> {
  const code = `${ctx.tenantId}.${randomBytes(18).toString('base64url')}`;
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + QR_CODE_TTL_SECONDS * 1000);
  await db.tenant(ctx.tenantId, async (tx) => {
    await purgeExpired(tx, ctx.tenantId, ctx.userId, new Date(Date.now() - 24 * 3600_000));
    await insertCode(tx, {
      tenantId: ctx.tenantId,
      code,
      tokenHash: sha256(token).toString('hex'),
      companyId: ctx.companyId,
      userId: ctx.userId,
      userName: ctx.userName,
      expiresAt,
    });
  });
  return { code, token, expiresAt: expiresAt.toISOString() };
}

/** The owner's code: another user's (or company's) code reads as absent. */
async function ownCode(db: Database, ctx: RequestContext, code: string): Promise<QrCodeRow> {
  const row = tenantOfCode(code) === ctx.tenantId ? await db.tenant(ctx.tenantId, (tx) => findCode(tx, ctx.tenantId, code)) : undefined;
  if (!row || row.userId !== ctx.userId || row.companyId !== ctx.companyId) throw new DomainError('QR_NOT_FOUND');
  return row;
}

/** null while waiting; the file once uploaded; an error once cancelled or expired without a file. */
export async function uploadedFile(db: Database, ctx: RequestContext, code: string): Promise<QrFile | null> {
  const row = await ownCode(db, ctx, code);
  if (row.status === 'uploaded' && row.fileCode) return fileInfo(db, ctx, row.fileCode);
  if (row.status === 'cancelled') throw new DomainError('QR_NOT_FOUND');
  if (row.expiresAt.getTime() <= Date.now()) throw new DomainError('QR_EXPIRED');
  return null;
}

export async function cancelCode(db: Database, ctx: RequestContext, code: string): Promise<void> {
  const row = await ownCode(db, ctx, code);
  // an uploaded file stays in the library; only a waiting code is closed
  await db.tenant(ctx.tenantId, (tx) => moveStatus(tx, ctx.tenantId, row.id, 'waiting', 'cancelled'));
}

/** The code owner as a request context: only tenant, company and user are read by the file library. */
const ownerContext = (row: QrCodeRow): RequestContext => ({
  tenantId: row.tenantId,
  userId: row.userId,
  userName: row.userName,
  companyId: row.companyId,
  companyType: null,
  positionId: null,
  appId: 0,
  isAdmin: false,
  isPlatformAdmin: false,
  roleIds: [],
  catalogueVersion: 0,
  mustChangePassword: false,
  tokenHash: '',
  expiresAt: row.expiresAt,
});

/**
 * The phone's upload (no session): the token is checked in constant time, the code is claimed before
 * the file is read (one file per code), and released again when the file is refused.
 */
export async function uploadWithCode(db: Database, root: string, code: string, token: string, upload: Upload): Promise<QrFile> {
  const tenantId = tenantOfCode(code);
  const refuse = (key: 'QR_NOT_FOUND' | 'QR_EXPIRED' | 'QR_TOKEN_INVALID' | 'QR_ALREADY_USED'): never => {
    upload.file.resume();
    throw new DomainError(key);
  };
  const row = await db.tenant(tenantId, (tx) => findCode(tx, tenantId, code));
  if (!row) return refuse('QR_NOT_FOUND');
  if (!timingSafeEqual(sha256(token), Buffer.from(row.tokenHash, 'hex'))) return refuse('QR_TOKEN_INVALID');
  if (row.status === 'cancelled') return refuse('QR_NOT_FOUND');
  if (row.status === 'uploaded' || row.status === 'uploading') return refuse('QR_ALREADY_USED');
  if (row.expiresAt.getTime() <= Date.now()) return refuse('QR_EXPIRED');
  if (!(await db.tenant(tenantId, (tx) => moveStatus(tx, tenantId, row.id, 'waiting', 'uploading')))) return refuse('QR_ALREADY_USED');
  const owner = ownerContext(row);
  let url: string;
  try {
    url = await saveUpload(db, owner, root, upload);
  } catch (err) {
    await db.tenant(tenantId, (tx) => moveStatus(tx, tenantId, row.id, 'uploading', 'waiting'));
    throw err;
  }
  const fileCode = new URL(url, 'http://local').searchParams.get('fileCode') ?? '';
  await db.tenant(tenantId, (tx) => moveStatus(tx, tenantId, row.id, 'uploading', 'uploaded', fileCode));
  return fileInfo(db, owner, fileCode);
}
