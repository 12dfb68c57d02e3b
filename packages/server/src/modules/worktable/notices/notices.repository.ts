// SQL for notices and notice_reads. A reader sees a published notice (publish time reached, not withdrawn)
// whose audience includes them: everyone of the tenant, their company's type, their company by name, their
// own company's staff (audience 'own' of the publishing company), or them alone (audience 'user').
import { and, asc, count, desc, eq, ilike, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { files } from '../../file-library/files/files.table.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { users } from '../../staff-center/users/users.table.js';
import { noticeAttachments, noticeAudienceCompanies, noticeReads, notices } from './notices.table.js';

export type Viewer = { tenantId: number; companyId: number; userId: number };
export type NewNotice = typeof notices.$inferInsert;

const readJoin = (v: Viewer) =>
  and(eq(noticeReads.tenantId, notices.tenantId), eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, v.userId));

/** The audience rule of a reader (without the published state). */
export const inAudience = (v: Viewer): SQL =>
  sql`(
    ${notices.audience} = 'all'
    OR (${notices.audience} = 'own' AND ${notices.companyId} = ${v.companyId})
    OR (${notices.audience} = 'user' AND ${notices.recipientUserId} = ${v.userId})
    OR (${notices.audience} = 'types' AND EXISTS (
      SELECT 1 FROM ${companies} WHERE ${companies.tenantId} = ${v.tenantId} AND ${companies.id} = ${v.companyId}
        AND ${companies.type} = ANY(${notices.audienceTypes})))
    OR (${notices.audience} = 'companies' AND EXISTS (
      SELECT 1 FROM ${noticeAudienceCompanies} WHERE ${noticeAudienceCompanies.tenantId} = ${notices.tenantId}
        AND ${noticeAudienceCompanies.noticeId} = ${notices.id} AND ${noticeAudienceCompanies.companyId} = ${v.companyId}))
  )`;

const visible = (v: Viewer): SQL =>
  and(eq(notices.tenantId, v.tenantId), eq(notices.status, 'published'), lte(notices.publishedAt, sql`now()`), inAudience(v))!;

const COLUMNS = {
  id: notices.id,
  title: notices.title,
  level: notices.level,
  publishedAt: notices.publishedAt,
  companyId: notices.companyId,
  read: sql<boolean>`${noticeReads.userId} IS NOT NULL`,
};

/** `%text%` for ILIKE with the wildcards of the text escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type ReaderFilters = { unreadOnly?: boolean | undefined; keyword?: string | undefined; level?: string | undefined };

const publisherJoin = and(eq(companies.tenantId, notices.tenantId), eq(companies.id, notices.companyId));

export async function listNotices(tx: Tx, v: Viewer, f: ReaderFilters, pageNum: number, pageSize: number) {
  const where = and(
    visible(v),
    f.unreadOnly ? isNull(noticeReads.userId) : undefined,
    f.keyword ? ilike(notices.title, containsPattern(f.keyword)) : undefined,
    f.level ? eq(notices.level, f.level) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(notices).leftJoin(noticeReads, readJoin(v)).where(where);
  const rows = await tx
    .select({ ...COLUMNS, companyName: companies.name })
    .from(notices)
    .leftJoin(noticeReads, readJoin(v))
    .leftJoin(companies, publisherJoin)
    .where(where)
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export const findNotice = async (tx: Tx, v: Viewer, id: number) =>
  (
    await tx
      .select({ ...COLUMNS, content: notices.content, publisher: users.realName, companyName: companies.name })
      .from(notices)
      .leftJoin(noticeReads, readJoin(v))
      .leftJoin(companies, publisherJoin)
      .leftJoin(users, and(eq(users.tenantId, notices.tenantId), eq(users.id, notices.createdBy)))
      .where(and(visible(v), eq(notices.id, id)))
      .limit(1)
  )[0];

/** The notice's attachments in their order, with the file library's name and size. */
export const listAttachments = (tx: Tx, tenantId: number, noticeId: number) =>
  tx
    .select({ fileCode: files.fileCode, fileName: files.fileOldName, fileSize: files.fileSize })
    .from(noticeAttachments)
    .innerJoin(files, and(eq(files.tenantId, noticeAttachments.tenantId), eq(files.fileCode, noticeAttachments.fileCode)))
    .where(and(eq(noticeAttachments.tenantId, tenantId), eq(noticeAttachments.noticeId, noticeId)))
    .orderBy(asc(noticeAttachments.sort), asc(noticeAttachments.fileCode));

export const isAttachment = async (tx: Tx, tenantId: number, noticeId: number, fileCode: string) =>
  (
    await tx
      .select({ fileCode: noticeAttachments.fileCode })
      .from(noticeAttachments)
      .where(
        and(eq(noticeAttachments.tenantId, tenantId), eq(noticeAttachments.noticeId, noticeId), eq(noticeAttachments.fileCode, fileCode)),
      )
      .limit(1)
  ).length > 0;

export const insertAttachments = async (tx: Tx, values: (typeof noticeAttachments.$inferInsert)[]) => {
  if (values.length) await tx.insert(noticeAttachments).values(values);
};

export const markRead = async (tx: Tx, v: Viewer, noticeId: number) => {
  await tx.insert(noticeReads).values({ tenantId: v.tenantId, noticeId, userId: v.userId }).onConflictDoNothing();
};

/** Marks every notice the viewer may see and has not read; answers how many. */
export async function markAllRead(tx: Tx, v: Viewer): Promise<number> {
  const unread = await tx
    .select({ id: notices.id })
    .from(notices)
    .leftJoin(noticeReads, readJoin(v))
    .where(and(visible(v), isNull(noticeReads.userId)));
  if (!unread.length) return 0;
  const added = await tx
    .insert(noticeReads)
    .values(unread.map((n) => ({ tenantId: v.tenantId, noticeId: n.id, userId: v.userId })))
    .onConflictDoNothing()
    .returning({ id: noticeReads.noticeId });
  return added.length;
}

export const insertNotices = async (tx: Tx, values: NewNotice[]): Promise<number[]> =>
  values.length ? (await tx.insert(notices).values(values).returning({ id: notices.id })).map((r) => r.id) : [];

export const insertAudienceCompanies = async (tx: Tx, values: (typeof noticeAudienceCompanies.$inferInsert)[]) => {
  if (values.length) await tx.insert(noticeAudienceCompanies).values(values);
};
