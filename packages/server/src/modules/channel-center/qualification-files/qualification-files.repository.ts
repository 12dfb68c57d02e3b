// SQL for qualification_files (one head per company and type, the current version's number and
// validity) and their immutable versions.
import { and, asc, eq, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { QualificationFileFields, QualificationFileType } from '@medportal/contracts/channel/qualification-files.contract';
import type { Tx } from '../../../db/client.js';
import { qualificationExchangeItems as items, qualificationExchanges as exchanges } from '../exchanges/exchanges.table.js';
import {
  qualificationExpiryAlerts as alerts,
  qualificationFiles as files,
  qualificationFileVersions as versions,
} from './qualification-files.table.js';

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

/** One head by id (any company: the caller scopes). */
export const headById = async (tx: Tx, tenantId: number, id: number): Promise<QualificationFileHead | undefined> =>
  (await headsById(tx, tenantId, [id]))[0];

/** A company's head of a type, if it holds one. */
export const headOfType = async (
  tx: Tx,
  tenantId: number,
  companyId: number,
  fileType: QualificationFileType,
): Promise<QualificationFileHead | undefined> =>
  (
    await tx
      .select()
      .from(files)
      .where(and(eq(files.tenantId, tenantId), eq(files.companyId, companyId), eq(files.fileType, fileType)))
  )[0];

/** The file documents (doc_kind 'file') of the exchanges in the statuses, with their buyers. */
const heldFiles = (tx: Tx, tenantId: number, statuses: string[], where: SQL | undefined) =>
  tx
    .selectDistinct({ fileId: items.docId, buyerCompanyId: exchanges.buyerCompanyId })
    .from(items)
    .innerJoin(exchanges, and(eq(exchanges.tenantId, items.tenantId), eq(exchanges.id, items.exchangeId)))
    .where(and(eq(items.tenantId, tenantId), eq(items.docKind, 'file'), inArray(exchanges.status, statuses), where));

/** Whether the buyer holds the file through an exchange under review or approved (it may read its attachments). */
export async function buyerHoldsFile(tx: Tx, tenantId: number, buyerCompanyId: number, fileId: number): Promise<boolean> {
  const rows = await heldFiles(
    tx,
    tenantId,
    ['reviewing', 'approved'],
    and(eq(exchanges.buyerCompanyId, buyerCompanyId), eq(items.docId, fileId)),
  );
  return rows.length > 0;
}

/** The buyers holding each of the files through an approved exchange. */
export const buyersHolding = (tx: Tx, tenantId: number, fileIds: number[]): Promise<{ fileId: number; buyerCompanyId: number }[]> =>
  fileIds.length ? heldFiles(tx, tenantId, ['approved'], inArray(items.docId, fileIds)) : Promise.resolve([]);

/**
 * Heads whose last valid day is on or before lastDay (expired ones included; 长期 never): every company's,
 * or only those the company holds itself or holds as a buyer through an approved exchange; earliest first.
 */
export async function dueFiles(tx: Tx, tenantId: number, lastDay: string, watcherCompanyId?: number): Promise<QualificationFileHead[]> {
  const held = tx
    .select({ id: items.docId })
    .from(items)
    .innerJoin(exchanges, and(eq(exchanges.tenantId, items.tenantId), eq(exchanges.id, items.exchangeId)))
    .where(
      and(
        eq(items.tenantId, tenantId),
        eq(items.docKind, 'file'),
        eq(exchanges.status, 'approved'),
        eq(exchanges.buyerCompanyId, watcherCompanyId ?? 0),
      ),
    );
  return tx
    .select()
    .from(files)
    .where(
      and(
        eq(files.tenantId, tenantId),
        isNotNull(files.validTo),
        lte(files.validTo, lastDay),
        watcherCompanyId === undefined ? undefined : or(eq(files.companyId, watcherCompanyId), inArray(files.id, held)),
      ),
    )
    .orderBy(asc(files.validTo), asc(files.companyId), asc(files.fileType));
}

export type NewQualificationAlert = { fileId: number; companyId: number; validTo: string; bucket: string };

/** Records the alerts; answers those not recorded before (a concurrent run's are skipped, not raised twice). */
export async function insertAlerts(tx: Tx, tenantId: number, wanted: readonly NewQualificationAlert[]): Promise<NewQualificationAlert[]> {
  if (!wanted.length) return [];
  return tx
    .insert(alerts)
    .values(wanted.map((a) => ({ tenantId, ...a })))
    .onConflictDoNothing()
    .returning({ fileId: alerts.fileId, companyId: alerts.companyId, validTo: alerts.validTo, bucket: alerts.bucket });
}

/** Whether a fileCode is an attachment of any version of the file. */
export async function fileHasAttachment(tx: Tx, tenantId: number, fileId: number, fileCode: string): Promise<boolean> {
  const rows = await tx
    .select({ id: versions.id })
    .from(versions)
    .where(
      and(
        eq(versions.tenantId, tenantId),
        eq(versions.fileId, fileId),
        sql`${versions.attachments} @> ${JSON.stringify([{ fileCode }])}::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
