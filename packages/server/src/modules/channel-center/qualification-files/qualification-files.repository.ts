// SQL for qualification_files (one head per company and type, the current version's number and
// validity) and their immutable versions.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { QualificationFileFields, QualificationFileType } from '@medportal/contracts/channel/qualification-files.contract';
import type { Tx } from '../../../db/client.js';
import { qualificationFiles as files, qualificationFileVersions as versions } from './qualification-files.table.js';

export type QualificationFileHead = typeof files.$inferSelect;
export type QualificationFileVersionRow = typeof versions.$inferSelect;
export type FileVersionData = Omit<QualificationFileFields, 'details'> & { details: Record<string, unknown> };

/** A company's first file of a type: the head and version 1, in the caller's transaction. */
export async function insertFile(
  tx: Tx,
  tenantId: number,
  f: { companyId: number; fileType: QualificationFileType; data: FileVersionData; createdBy: number | null },
): Promise<QualificationFileHead> {
  const [head] = await tx
    .insert(files)
    .values({
      tenantId,
      companyId: f.companyId,
      fileType: f.fileType,
      fileNo: f.data.fileNo,
      validFrom: f.data.validFrom,
      validTo: f.data.validTo,
    })
    .returning();
  await tx.insert(versions).values({ tenantId, fileId: head!.id, version: 1, ...versionValues(f.data), createdBy: f.createdBy });
  return head!;
}

const versionValues = (d: FileVersionData) => ({
  fileNo: d.fileNo,
  validFrom: d.validFrom,
  validTo: d.validTo,
  details: d.details,
  attachments: d.attachments,
});

/**
 * A new version of a file that supersedes the current one; answers the head, or null when the head
 * moved on since `fromVersion` (a concurrent change: the caller refuses the stale one).
 */
export async function insertVersion(
  tx: Tx,
  tenantId: number,
  v: { fileId: number; fromVersion: number; data: FileVersionData; changeReason: string; createdBy: number | null },
): Promise<QualificationFileHead | null> {
  const [head] = await tx
    .update(files)
    .set({
      fileNo: v.data.fileNo,
      validFrom: v.data.validFrom,
      validTo: v.data.validTo,
      currentVersion: v.fromVersion + 1,
      updatedAt: new Date(),
    })
    .where(and(eq(files.tenantId, tenantId), eq(files.id, v.fileId), eq(files.currentVersion, v.fromVersion)))
    .returning();
  if (!head) return null;
  await tx.insert(versions).values({
    tenantId,
    fileId: v.fileId,
    version: head.currentVersion,
    ...versionValues(v.data),
    changeReason: v.changeReason,
    createdBy: v.createdBy,
  });
  return head;
}

/** The current files (heads) of companies, by type order. */
export const headsOf = (tx: Tx, tenantId: number, companyIds: number[]): Promise<QualificationFileHead[]> =>
  companyIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(files)
        .where(and(eq(files.tenantId, tenantId), inArray(files.companyId, companyIds)))
        .orderBy(asc(files.companyId), asc(files.fileType));

/** Heads by id (any company: the caller scopes). */
export const headsById = (tx: Tx, tenantId: number, ids: number[]): Promise<QualificationFileHead[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(files)
        .where(and(eq(files.tenantId, tenantId), inArray(files.id, ids)));

/** Every version of a file, oldest first. */
export const versionsOf = (tx: Tx, tenantId: number, fileId: number): Promise<QualificationFileVersionRow[]> =>
  tx
    .select()
    .from(versions)
    .where(and(eq(versions.tenantId, tenantId), eq(versions.fileId, fileId)))
    .orderBy(asc(versions.version));
