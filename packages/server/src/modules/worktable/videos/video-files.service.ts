// The bytes behind training videos: the platform's mp4 upload (its own 200M limit; the type is read from
// the file's 'ftyp' box, not from its name or declared type) and the stream and cover reads.
import type { MultipartFile } from '@fastify/multipart';
import { VIDEO_MIME_TYPE, type VideoFileQuery, type VideoUpload } from '@medportal/contracts/worktable/videos.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { requirePlatform } from '../../staff-center/tenancy/managed-company.js';
import { saveCheckedUpload, storedFileOf } from '../../file-library/files/files.service.js';
import { ticketKey } from './video-tickets.js';
import { readableVideo } from './videos.service.js';

// ISO base media files whose major brand is not an mp4 video: QuickTime movies and HEIF/AVIF images
const NOT_MP4_BRANDS = new Set(['qt  ', 'heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis', 'crx ']);

/** An ISO base media file: a first box of type 'ftyp' (size, 'ftyp', major brand) whose brand is an mp4's. */
export function isMp4Head(head: Buffer): boolean {
  if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = head.readUInt32BE(0);
  if (size !== 1 && size < 12) return false;
  return !NOT_MP4_BRANDS.has(head.toString('latin1', 8, 12));
}

export async function uploadVideo(
  db: Database,
  ctx: RequestContext,
  root: string,
  nextFile: () => Promise<MultipartFile | undefined>,
): Promise<VideoUpload> {
  requirePlatform(ctx);
  const part = await nextFile();
  if (!part) throw new DomainError('VIDEO_UPLOAD_NO_FILE');
  return saveCheckedUpload(db, ctx, root, part, {
    mimeType: VIDEO_MIME_TYPE,
    headBytes: 12,
    accept: isMp4Head,
    badType: 'VIDEO_UPLOAD_BAD_TYPE',
    tooBig: 'VIDEO_UPLOAD_TOO_BIG',
  });
}

export async function videoFile(db: Database, tenantId: number, root: string, q: VideoFileQuery, session: RequestContext | null) {
  const video = await readableVideo(db, tenantId, await ticketKey(root), q.id, { ticket: q.ticket, session });
  return storedFileOf(db, tenantId, root, video.fileCode);
}

/** The cover of a video the request may read, or null when it has none. */
export async function videoCoverFile(db: Database, tenantId: number, root: string, q: VideoFileQuery, session: RequestContext | null) {
  const video = await readableVideo(db, tenantId, await ticketKey(root), q.id, { ticket: q.ticket, session });
  return video.coverFileCode ? storedFileOf(db, tenantId, root, video.coverFileCode) : null;
}
