// SQL of qr_upload_codes. Status changes are conditional updates, so two phones racing on one code
// cannot both claim it.
import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { qrUploadCodes } from './qr-upload.table.js';

export type QrCodeRow = typeof qrUploadCodes.$inferSelect;

export const insertCode = async (tx: Tx, values: typeof qrUploadCodes.$inferInsert): Promise<void> => {
  await tx.insert(qrUploadCodes).values(values);
};

export const findCode = async (tx: Tx, tenantId: number, code: string): Promise<QrCodeRow | undefined> =>
  (
    await tx
      .select()
      .from(qrUploadCodes)
      .where(and(eq(qrUploadCodes.tenantId, tenantId), eq(qrUploadCodes.code, code)))
  )[0];

/** Moves the code from one status to another; false when it was no longer in `from`. */
export async function moveStatus(tx: Tx, tenantId: number, id: number, from: string, to: string, fileCode?: string): Promise<boolean> {
  const rows = await tx
    .update(qrUploadCodes)
    .set({ status: to, ...(fileCode ? { fileCode } : {}) })
    .where(and(eq(qrUploadCodes.tenantId, tenantId), eq(qrUploadCodes.id, id), eq(qrUploadCodes.status, from)))
    .returning({ id: qrUploadCodes.id });
  return rows.length > 0;
}

/** Forgets a user's codes that expired more than a day ago (their files stay in the library). */
export const purgeExpired = async (tx: Tx, tenantId: number, userId: number, before: Date): Promise<void> => {
  await tx
    .delete(qrUploadCodes)
    .where(and(eq(qrUploadCodes.tenantId, tenantId), eq(qrUploadCodes.userId, userId), lt(qrUploadCodes.expiresAt, before)));
};
