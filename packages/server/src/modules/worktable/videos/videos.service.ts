// Training videos: the tenant's published videos for every session (managers of the platform also see
// hidden ones), the public ones for the login page, the platform's save and delete (audit-logged), and
// who may read a video's bytes: anyone for a public published video, else a session of the tenant or a
// ticket the list issued to one.
import type { Page } from '@medportal/contracts/common/envelope';
import { WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import {
  VIDEO_MIME_TYPE,
  type VideoItem,
  type VideoPageBody,
  type VideoPublicBody,
  type VideoSaveBody,
  type VideoStatus,
} from '@medportal/contracts/worktable/videos.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { resourceCodesOf } from '../../staff-center/access/grants.service.js';
import { isPlatformSession, requirePlatform } from '../../staff-center/tenancy/managed-company.js';
import { fileInfo } from '../../file-library/files/files.service.js';
import { checkTicket, issueTicket } from './video-tickets.js';
import { deleteVideo as removeVideo, findVideo, insertVideo, listVideos, updateVideo, type VideoRow } from './videos.repository.js';

export const MANAGE_BUTTON = 'wt.video.manage';
const COVER_TYPES = ['image/jpeg', 'image/png'];

/** The platform's video managers: they see hidden videos and may save and delete. */
export const canManageVideos = async (db: Database, ctx: RequestContext): Promise<boolean> =>
  isPlatformSession(ctx) && (await resourceCodesOf(db, ctx)).has(MANAGE_BUTTON);

const openToAll = (v: Pick<VideoRow, 'public' | 'status'>) => v.public && v.status === 'published';

/** The urls of a video's bytes and cover: a ticket in the query unless the video is open to all. */
function toItem(v: VideoRow, ticketOf: ((v: VideoRow) => string) | null): VideoItem {
  const query = new URLSearchParams({ id: String(v.id), tenantId: String(v.tenantId) });
  if (ticketOf && !openToAll(v)) query.set('ticket', ticketOf(v));
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    fileCode: v.fileCode,
    coverFileCode: v.coverFileCode,
    durationSeconds: v.durationSeconds,
    public: v.public,
    status: v.status as VideoStatus,
    sort: v.sort,
    streamUrl: `${WORKTABLE_API.videoStream}?${query}`,
    coverUrl: v.coverFileCode ? `${WORKTABLE_API.videoCover}?${query}` : null,
    updatedAt: v.updatedAt.toISOString(),
  };
}

const pageOf = (content: VideoItem[], total: number, pageNum: number, pageSize: number): Page<VideoItem> => ({
  content,
  totalElements: total,
  number: pageNum - 1,
  size: pageSize,
  totalPages: Math.ceil(total / pageSize),
  numberOfElements: content.length,
});

export async function videoPage(
  db: Database,
  ctx: RequestContext,
  key: Buffer,
  body: VideoPageBody,
): Promise<Page<VideoItem> & { canManage: boolean }> {
  const manager = await canManageVideos(db, ctx);
  const statuses: VideoStatus[] = manager ? (body.status ? [body.status] : ['published', 'hidden']) : ['published'];
  const { rows, total } = await db.tenant(ctx.tenantId, (tx) =>
    listVideos(tx, { tenantId: ctx.tenantId, statuses, title: body.title || undefined }, body.pageNum, body.pageSize),
  );
  const ticketOf = (v: VideoRow) =>
    issueTicket(key, { tenantId: ctx.tenantId, videoId: v.id, sessionEnds: ctx.expiresAt, manager: v.status !== 'published' });
  return {
    ...pageOf(
      rows.map((v) => toItem(v, ticketOf)),
      total,
      body.pageNum,
      body.pageSize,
    ),
    canManage: manager,
  };
}

/** The login page's list: published public videos of the request's tenant, no session. */
export async function publicVideoPage(db: Database, tenantId: number, body: VideoPublicBody): Promise<Page<VideoItem>> {
  const { rows, total } = await db.tenant(tenantId, (tx) =>
    listVideos(tx, { tenantId, statuses: ['published'], publicOnly: true, title: body.title || undefined }, body.pageNum, body.pageSize),
  );
  return pageOf(
    rows.map((v) => toItem(v, null)),
    total,
    body.pageNum,
    body.pageSize,
  );
}

/** The video file and cover must be files of the saver's company, of the right type. */
async function checkFiles(db: Database, ctx: RequestContext, body: VideoSaveBody): Promise<void> {
  const video = await fileInfo(db, ctx, body.fileCode).catch(() => null);
  if (!video) throw new DomainError('VIDEO_FILE_NOT_FOUND');
  if (video.contentType !== VIDEO_MIME_TYPE) throw new DomainError('VIDEO_FILE_NOT_MP4');
  if (body.coverFileCode) {
    const cover = await fileInfo(db, ctx, body.coverFileCode).catch(() => null);
    if (!cover || !COVER_TYPES.includes(cover.contentType)) throw new DomainError('VIDEO_COVER_INVALID');
  }
}

const audited = (v: VideoRow) => ({
  title: v.title,
  fileCode: v.fileCode,
  coverFileCode: v.coverFileCode,
  public: v.public,
  status: v.status,
  sort: v.sort,
});

export async function saveVideo(db: Database, actor: AuditActor, key: Buffer, body: VideoSaveBody): Promise<VideoItem> {
  const { ctx } = actor;
  requirePlatform(ctx);
  await checkFiles(db, ctx, body);
  const values = {
    title: body.title,
    description: body.description,
    fileCode: body.fileCode,
    coverFileCode: body.coverFileCode ?? null,
    durationSeconds: body.durationSeconds ?? null,
    public: body.public,
    status: body.status,
    sort: body.sort,
  };
  const saved = await db.tenant(ctx.tenantId, async (tx) => {
    if (body.id === undefined) {
      const row = await insertVideo(tx, { tenantId: ctx.tenantId, ...values, createdBy: ctx.userId });
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'trainingVideo',
        objectId: row.id,
        objectName: row.title,
        after: audited(row),
      });
      return row;
    }
    const before = await findVideo(tx, ctx.tenantId, body.id);
    if (!before) throw new DomainError('VIDEO_NOT_FOUND');
    const row = await updateVideo(tx, ctx.tenantId, body.id, values);
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'trainingVideo',
      objectId: row.id,
      objectName: row.title,
      before: audited(before),
      after: audited(row),
    });
    return row;
  });
  return toItem(saved, (v) => issueTicket(key, { tenantId: ctx.tenantId, videoId: v.id, sessionEnds: ctx.expiresAt, manager: true }));
}

export async function deleteVideo(db: Database, actor: AuditActor, id: number): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  await db.tenant(ctx.tenantId, async (tx) => {
    const before = await findVideo(tx, ctx.tenantId, id);
    if (!before) throw new DomainError('VIDEO_NOT_FOUND');
    await removeVideo(tx, ctx.tenantId, id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'trainingVideo',
      objectId: id,
      objectName: before.title,
      before: audited(before),
    });
  });
}

export type StreamAccess = { ticket?: string | undefined; session: RequestContext | null };

/**
 * The video a stream or cover request may read: open to all; else a ticket for it (a hidden one only
 * with a manager's ticket) or a session of the tenant (hidden: a manager). Without either: 401; a video
 * of another tenant, a hidden one or none at all: 404.
 */
export async function readableVideo(db: Database, tenantId: number, key: Buffer, id: number, access: StreamAccess): Promise<VideoRow> {
  const video = await db.tenant(tenantId, (tx) => findVideo(tx, tenantId, id));
  const notFound = () => new DomainError('VIDEO_NOT_FOUND', undefined, { httpStatus: 404 });
  if (video && openToAll(video)) return video;
  const ticket = access.ticket ? checkTicket(key, access.ticket, tenantId, id) : null;
  const session = access.session?.tenantId === tenantId ? access.session : null;
  if (!ticket && !session) throw new DomainError('UNAUTHORIZED', undefined, { httpStatus: 401 });
  if (!video) throw notFound();
  if (video.status === 'published') return video;
  if (ticket?.manager || (session && (await canManageVideos(db, session)))) return video;
  throw notFound();
}
