// Notices on the worktable: a page of what the session may see with the user's read marks, a
// notice in full (which marks it read), and the one way notices are written (HTML sanitised).
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  NoticeDetail,
  NoticeItem,
  NoticeLevel,
  NoticeMarkReadBody,
  NoticePageBody,
} from '@medportal/contracts/worktable/notices.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { sanitizeAgreementHtml } from '../../staff-center/agreements/agreements.service.js';
import { openSharedDownload } from '../../file-library/files/files.service.js';
import {
  findNotice,
  insertAttachments,
  insertAudienceCompanies,
  insertNotices,
  isAttachment,
  listAttachments,
  listNotices,
  markAllRead,
  markRead,
  type Viewer,
} from './notices.repository.js';

const viewer = (ctx: RequestContext): Viewer => ({ tenantId: ctx.tenantId, companyId: ctx.companyId, userId: ctx.userId });

type Row = { id: number; title: string; level: string; publishedAt: Date; read: boolean; companyId: number; companyName: string | null };
const toItem = (r: Row): NoticeItem => ({
  id: r.id,
  title: r.title,
  level: r.level as NoticeLevel,
  publishedAt: r.publishedAt.toISOString(),
  read: Boolean(r.read),
  platformWide: r.companyId === 0,
  companyName: r.companyId === 0 ? '' : (r.companyName ?? ''),
});

/** What the session may read, newest first, filtered by title, importance and unread. */
export async function noticePage(db: Database, ctx: RequestContext, q: NoticePageBody): Promise<Page<NoticeItem>> {
  const filters = { unreadOnly: q.unreadOnly, keyword: q.keyword || undefined, level: q.level };
  const { rows, total } = await db.tenant(ctx.tenantId, (tx) => listNotices(tx, viewer(ctx), filters, q.pageNum, q.pageSize));
  return {
    content: rows.map(toItem),
    totalElements: total,
    number: q.pageNum - 1,
    size: q.pageSize,
    totalPages: Math.ceil(total / q.pageSize),
    numberOfElements: rows.length,
  };
}

export const noticeDetail = (db: Database, ctx: RequestContext, id: number): Promise<NoticeDetail> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const v = viewer(ctx);
    const row = await findNotice(tx, v, id);
    if (!row) throw new DomainError('NOTICE_NOT_FOUND');
    if (!row.read) await markRead(tx, v, id);
    const attachments = await listAttachments(tx, ctx.tenantId, id);
    return {
      ...toItem(row),
      read: true,
      content: row.content,
      platformWide: row.companyId === 0,
      publisher: row.publisher ?? '',
      attachments,
    };
  });

/** Marks one notice the session may read (else not found) or all of them read; answers how many became read. */
export const markNoticesRead = (db: Database, ctx: RequestContext, body: NoticeMarkReadBody): Promise<{ marked: number }> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const v = viewer(ctx);
    if (body.all) return { marked: await markAllRead(tx, v) };
    const row = await findNotice(tx, v, body.id!);
    if (!row) throw new DomainError('NOTICE_NOT_FOUND');
    if (row.read) return { marked: 0 };
    await markRead(tx, v, row.id);
    return { marked: 1 };
  });

/** A file attached to a notice the session may read (404 for anything else), from the file library. */
export async function openNoticeAttachment(db: Database, ctx: RequestContext, root: string, noticeId: number, fileCode: string) {
  const attached = await db.tenant(
    ctx.tenantId,
    async (tx) => Boolean(await findNotice(tx, viewer(ctx), noticeId)) && isAttachment(tx, ctx.tenantId, noticeId, fileCode),
  );
  if (!attached) throw new DomainError('FILE_NOT_FOUND', undefined, { httpStatus: 404 });
  return openSharedDownload(db, ctx, root, fileCode);
}

export type NoticeInput = {
  /** the publishing company (0: the platform) */
  companyId: number;
  /** who reads it (see notices.repository inAudience); 'all' when absent */
  audience?: 'all' | 'types' | 'companies' | 'own' | 'user';
  audienceTypes?: string[];
  /** the named companies of audience 'companies' */
  audienceCompanyIds?: number[];
  /** the one reader of audience 'user' */
  recipientUserId?: number;
  title: string;
  content: string;
  level: NoticeLevel;
  /** 'published' when absent; a draft is seen by nobody but its publisher's manage list */
  status?: 'draft' | 'published';
  publishedAt?: Date;
  createdBy?: number | null;
  /** file codes of the file library, in the order shown */
  attachments?: string[];
};

/** Writes notices inside the caller's tenant transaction (the seed's, or a future publishing call's). */
export async function publishNotices(tx: Tx, tenantId: number, list: NoticeInput[]): Promise<number[]> {
  const ids = await insertNotices(
    tx,
    list.map((n) => ({
      tenantId,
      companyId: n.companyId,
      audience: n.audience ?? 'all',
      audienceTypes: n.audienceTypes ?? [],
      recipientUserId: n.recipientUserId ?? null,
      status: n.status ?? 'published',
      title: n.title,
      content: sanitizeAgreementHtml(n.content),
      level: n.level,
      publishedAt: n.publishedAt ?? new Date(),
      createdBy: n.createdBy ?? null,
    })),
  );
  await insertAttachments(
    tx,
    list.flatMap((n, i) => (n.attachments ?? []).map((fileCode, sort) => ({ tenantId, noticeId: ids[i]!, fileCode, sort }))),
  );
  await insertAudienceCompanies(
    tx,
    list.flatMap((n, i) => (n.audienceCompanyIds ?? []).map((companyId) => ({ tenantId, noticeId: ids[i]!, companyId }))),
  );
  return ids;
}
