// The publisher's side of notices (/worktable/moreNotices 发布管理): a company's drafts, publishing now or
// at a set time, withdrawing, deleting, read receipts. The publisher is the session's company, or the
// platform (company 0) for a session of the MM company or the platform administrator. The platform
// publishes to everyone, company types or named companies; an enterprise to its own staff only.
// Every change is written to the audit log in its transaction.
import { sql } from 'drizzle-orm';
import type { Page } from '@medportal/contracts/common/envelope';
import {
  ENTERPRISE_AUDIENCES,
  NOTICE_COMPANY_TYPES,
  PLATFORM_AUDIENCES,
  type NoticeAudience,
  type NoticeAudienceOptions,
  type NoticeAudienceOptionsBody,
  type NoticeLevel,
  type NoticeManageDetail,
  type NoticeManageItem,
  type NoticeManagePageBody,
  type NoticePublishBody,
  type NoticeReceipts,
  type NoticeReceiptsBody,
  type NoticeSaveInput,
  type NoticeStatus,
} from '@medportal/contracts/worktable/notices.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { companyCards, companyOptions } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { sanitizeAgreementHtml } from '../../staff-center/agreements/agreements.service.js';
import { insertAttachments, insertAudienceCompanies, listAttachments } from './notices.repository.js';
import {
  audienceCompaniesOf,
  clearNoticeLinks,
  companyFileCodes,
  deleteNotice,
  findManaged,
  listManaged,
  listReceipts,
  lockManaged,
  ownedNotice,
  updateNotice,
  type ManagedRow,
  type Publisher,
} from './notices-manage.repository.js';
import { publishNotices } from './notices.service.js';

/** The session's publishing company: 0 for the platform, else its own (none: refused). */
export function publisherOf(ctx: RequestContext): Publisher {
  if (isPlatformSession(ctx)) return { tenantId: ctx.tenantId, companyId: 0 };
  if (ctx.companyId <= 0) throw new DomainError('NOTICE_NO_COMPANY');
  return { tenantId: ctx.tenantId, companyId: ctx.companyId };
}

const audiencesOf = (p: Publisher): readonly NoticeAudience[] => (p.companyId === 0 ? PLATFORM_AUDIENCES : ENTERPRISE_AUDIENCES);

type Companies = Map<number, { id: number; code: string; name: string }[]>;

const toManageItem = (r: ManagedRow, named: Companies): NoticeManageItem => ({
  id: r.id,
  title: r.title,
  level: r.level as NoticeLevel,
  status: r.status as NoticeStatus,
  audience: r.audience as NoticeAudience,
  audienceTypes: r.audienceTypes,
  audienceCompanies: named.get(r.id) ?? [],
  publishedAt: r.storedStatus === 'draft' ? null : r.publishedAt.toISOString(),
  withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy ?? '',
  audienceCount: Number(r.audienceCount),
  readCount: Number(r.readCount),
  attachmentCount: Number(r.attachmentCount),
});

/** The session company's notices (drafts included; never the engine's one-user notices), newest first. */
export async function noticeManagePage(db: Database, ctx: RequestContext, q: NoticeManagePageBody): Promise<Page<NoticeManageItem>> {
  const p = publisherOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const filters = { keyword: q.keyword || undefined, level: q.level, status: q.status };
    const { rows, total } = await listManaged(tx, p, filters, q.pageNum, q.pageSize);
    const named = await audienceCompaniesOf(
      tx,
      ctx.tenantId,
      rows.filter((r) => r.audience === 'companies').map((r) => r.id),
    );
    return {
      content: rows.map((r) => toManageItem(r, named)),
      totalElements: total,
      number: q.pageNum - 1,
      size: q.pageSize,
      totalPages: Math.ceil(total / q.pageSize),
      numberOfElements: rows.length,
    };
  });
}

async function managedItem(tx: Tx, p: Publisher, id: number): Promise<NoticeManageDetail> {
  const row = await findManaged(tx, p, id);
  if (!row) throw new DomainError('NOTICE_MANAGE_NOT_FOUND');
  const named = await audienceCompaniesOf(tx, p.tenantId, [id]);
  return { ...toManageItem(row, named), content: row.content, attachments: await listAttachments(tx, p.tenantId, id) };
}

export const noticeManageDetail = (db: Database, ctx: RequestContext, id: number): Promise<NoticeManageDetail> => {
  const p = publisherOf(ctx);
  return db.tenant(ctx.tenantId, (tx) => managedItem(tx, p, id));
};

/** Checks the audience against the publisher and the tenant's companies, and the attachments against its files. */
async function checkSave(tx: Tx, ctx: RequestContext, p: Publisher, body: NoticeSaveInput) {
  if (!audiencesOf(p).includes(body.audience))
    throw new DomainError(p.companyId === 0 ? 'NOTICE_AUDIENCE_PLATFORM' : 'NOTICE_AUDIENCE_OWN_ONLY');
  if (body.audience === 'companies') {
    const found = await companyCards(tx, p.tenantId, body.audienceCompanyIds);
    const missing = [...new Set(body.audienceCompanyIds)].filter((id) => !found.has(id));
    if (missing.length)
      throw new DomainError('NOTICE_AUDIENCE_COMPANY_UNKNOWN', `指定企业（audienceCompanyIds）不存在：${missing.join('、')}`);
  }
  // the platform's files are those its staff uploaded in their own (MM) company
  const owned = await companyFileCodes(tx, { tenantId: ctx.tenantId, companyId: ctx.companyId, userId: ctx.userId }, body.attachments);
  const foreign = body.attachments.filter((code) => !owned.has(code));
  if (foreign.length)
    throw new DomainError('NOTICE_ATTACHMENT_UNKNOWN', `附件（attachments）不存在或不是本企业上传的文件：${foreign.join('、')}`);
  const content = sanitizeAgreementHtml(body.content);
  if (!content.replace(/<[^>]*>|&nbsp;|\s/g, '')) throw new DomainError('NOTICE_CONTENT_EMPTY');
  return content;
}

const auditShape = (b: NoticeSaveInput) => ({
  title: b.title,
  level: b.level,
  audience: b.audience,
  audienceTypes: b.audience === 'types' ? b.audienceTypes : [],
  audienceCompanyIds: b.audience === 'companies' ? b.audienceCompanyIds : [],
  attachments: b.attachments,
});

/** Creates a draft (no id) or updates one of the publisher's drafts. */
export function saveNotice(db: Database, actor: AuditActor, body: NoticeSaveInput): Promise<NoticeManageDetail> {
  const { ctx } = actor;
  const p = publisherOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const content = await checkSave(tx, ctx, p, body);
    const types = body.audience === 'types' ? body.audienceTypes : [];
    const named = body.audience === 'companies' ? [...new Set(body.audienceCompanyIds)] : [];
    let id = body.id;
    let before: unknown;
    if (id === undefined) {
      [id] = await publishNotices(tx, ctx.tenantId, [
        {
          companyId: p.companyId,
          audience: body.audience,
          audienceTypes: types,
          audienceCompanyIds: named,
          title: body.title,
          content,
          level: body.level,
          status: 'draft',
          createdBy: ctx.userId,
          attachments: body.attachments,
        },
      ]);
    } else {
      const current = await lockManaged(tx, p, id);
      if (!current) throw new DomainError('NOTICE_MANAGE_NOT_FOUND');
      if (current.status !== 'draft') throw new DomainError('NOTICE_NOT_EDITABLE');
      const old = await managedItem(tx, p, id);
      before = {
        title: old.title,
        level: old.level,
        audience: old.audience,
        audienceTypes: old.audienceTypes,
        audienceCompanyIds: old.audienceCompanies.map((c) => c.id),
        attachments: old.attachments.map((a) => a.fileCode),
      };
      await updateNotice(tx, ctx.tenantId, id, {
        title: body.title,
        content,
        level: body.level,
        audience: body.audience,
        audienceTypes: types,
      });
      await clearNoticeLinks(tx, ctx.tenantId, id);
      await insertAttachments(
        tx,
        body.attachments.map((fileCode, sort) => ({ tenantId: ctx.tenantId, noticeId: id!, fileCode, sort })),
      );
      await insertAudienceCompanies(
        tx,
        named.map((companyId) => ({ tenantId: ctx.tenantId, noticeId: id!, companyId })),
      );
    }
    await recordAudit(tx, actor, {
      action: body.id === undefined ? 'create' : 'update',
      objectType: 'notice',
      objectId: id!,
      objectName: body.title,
      before,
      after: auditShape(body),
    });
    return managedItem(tx, p, id!);
  });
}

/** Publishes a draft now, or at a time still ahead (readers see it from then on). */
export function publishNotice(db: Database, actor: AuditActor, body: NoticePublishBody): Promise<NoticeManageDetail> {
  const { ctx } = actor;
  const p = publisherOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const current = await lockManaged(tx, p, body.id);
    if (!current) throw new DomainError('NOTICE_MANAGE_NOT_FOUND');
    if (current.status !== 'draft') throw new DomainError('NOTICE_NOT_PUBLISHABLE');
    const at = body.publishedAt ? new Date(body.publishedAt) : null;
    if (at && at.getTime() <= Date.now()) throw new DomainError('NOTICE_PUBLISH_TIME_PAST');
    // now: the transaction's time, which readers' 'publish time reached' compares with
    await updateNotice(tx, ctx.tenantId, body.id, { status: 'published', publishedAt: at ?? sql`now()`, withdrawnAt: null });
    const item = await managedItem(tx, p, body.id);
    await recordAudit(tx, actor, {
      action: 'enable',
      objectType: 'notice',
      objectId: body.id,
      objectName: current.title,
      before: { status: 'draft' },
      after: { status: 'published', publishedAt: item.publishedAt, scheduled: at !== null },
    });
    return item;
  });
}

/** Withdraws a published (or scheduled) notice: readers no longer see it. */
export function withdrawNotice(db: Database, actor: AuditActor, id: number): Promise<NoticeManageDetail> {
  const { ctx } = actor;
  const p = publisherOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const current = await lockManaged(tx, p, id);
    if (!current) throw new DomainError('NOTICE_MANAGE_NOT_FOUND');
    if (current.status !== 'published') throw new DomainError('NOTICE_NOT_WITHDRAWABLE');
    const at = new Date();
    await updateNotice(tx, ctx.tenantId, id, { status: 'withdrawn', withdrawnAt: at });
    await recordAudit(tx, actor, {
      action: 'withdraw',
      objectType: 'notice',
      objectId: id,
      objectName: current.title,
      before: { status: 'published', publishedAt: current.publishedAt.toISOString() },
      after: { status: 'withdrawn', withdrawnAt: at.toISOString() },
    });
    return managedItem(tx, p, id);
  });
}

/** Deletes a draft or a withdrawn notice (with its read marks, attachments' links and named companies). */
export function removeNotice(db: Database, actor: AuditActor, id: number): Promise<null> {
  const { ctx } = actor;
  const p = publisherOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const current = await lockManaged(tx, p, id);
    if (!current) throw new DomainError('NOTICE_MANAGE_NOT_FOUND');
    if (current.status === 'published') throw new DomainError('NOTICE_NOT_DELETABLE');
    await deleteNotice(tx, ctx.tenantId, id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'notice',
      objectId: id,
      objectName: current.title,
      before: { status: current.status },
    });
    return null;
  });
}

/** Who of the notice's audience has read it (and when) and who has not, with the whole audience's counts. */
export function noticeReceipts(db: Database, ctx: RequestContext, q: NoticeReceiptsBody): Promise<NoticeReceipts> {
  const p = publisherOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    if (!(await ownedNotice(tx, p, q.id))) throw new DomainError('NOTICE_MANAGE_NOT_FOUND');
    const { rows, total, audienceCount, readCount } = await listReceipts(
      tx,
      ctx.tenantId,
      q.id,
      { state: q.state, keyword: q.keyword || undefined },
      q.pageNum,
      q.pageSize,
    );
    return {
      content: rows.map((r) => ({
        userId: r.userId,
        userName: r.userName,
        realName: r.realName,
        companyNames: r.companyNames ?? '',
        readAt: r.readAt ? new Date(r.readAt).toISOString() : null,
      })),
      totalElements: total,
      number: q.pageNum - 1,
      size: q.pageSize,
      totalPages: Math.ceil(total / q.pageSize),
      numberOfElements: rows.length,
      audienceCount,
      readCount,
      unreadCount: audienceCount - readCount,
    };
  });
}

/** The audiences the session may choose, and for the platform the company types and a company search. */
export async function noticeAudienceOptions(
  db: Database,
  ctx: RequestContext,
  body: NoticeAudienceOptionsBody,
): Promise<NoticeAudienceOptions> {
  const p = publisherOf(ctx);
  if (p.companyId !== 0) return { audiences: [...ENTERPRISE_AUDIENCES], types: [], companies: [] };
  const found = await companyOptions(db, ctx, { keyword: body?.keyword || undefined });
  return {
    audiences: [...PLATFORM_AUDIENCES],
    types: [...NOTICE_COMPANY_TYPES],
    companies: found.map((c) => ({ id: c.id, code: c.code, name: c.name, type: c.type })),
  };
}
