// SQL for notices and notice_reads. Visible: the tenant's platform-wide notices (company 0) and the
// company's own, once published.
import { and, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { noticeReads, notices } from './notices.table.js';

export type Viewer = { tenantId: number; companyId: number; userId: number };
export type NewNotice = typeof notices.$inferInsert;

const readJoin = (v: Viewer) => and(
  eq(noticeReads.tenantId, notices.tenantId), eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, v.userId));

const visible = (v: Viewer): SQL => and(
  eq(notices.tenantId, v.tenantId), inArray(notices.companyId, [0, v.companyId]), lte(notices.publishedAt, sql`now()`))!;

const COLUMNS = {
  id: notices.id, title: notices.title, level: notices.level, publishedAt: notices.publishedAt,
  companyId: notices.companyId, read: sql<boolean>`${noticeReads.userId} IS NOT NULL`,
};

export async function listNotices(tx: Tx, v: Viewer, unreadOnly: boolean, pageNum: number, pageSize: number) {
  const where = and(visible(v), unreadOnly ? isNull(noticeReads.userId) : undefined);
  const [total] = await tx.select({ n: count() }).from(notices).leftJoin(noticeReads, readJoin(v)).where(where);
  const rows = await tx.select(COLUMNS).from(notices).leftJoin(noticeReads, readJoin(v)).where(where)
    .orderBy(desc(notices.publishedAt), desc(notices.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export const findNotice = async (tx: Tx, v: Viewer, id: number) =>
  (await tx.select({ ...COLUMNS, content: notices.content }).from(notices).leftJoin(noticeReads, readJoin(v))
    .where(and(visible(v), eq(notices.id, id))).limit(1))[0];

export const markRead = async (tx: Tx, v: Viewer, noticeId: number) => {
  await tx.insert(noticeReads).values({ tenantId: v.tenantId, noticeId, userId: v.userId }).onConflictDoNothing();
};

export const insertNotices = async (tx: Tx, values: NewNotice[]) => {
  if (values.length) await tx.insert(notices).values(values);
};
