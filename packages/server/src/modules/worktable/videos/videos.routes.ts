// video/pageList | publicList | upload | save | delete | stream | cover (prefix /m-worktable/api/v1).
import multipart from '@fastify/multipart';
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { WORKTABLE_PATHS } from '@medportal/contracts/common/api-paths';
import { ERRORS } from '@medportal/contracts/common/errors';
import {
  VIDEO_MAX_BYTES,
  videoDeleteBody,
  videoFileQuery,
  videoPageBody,
  videoPageEnvelope,
  videoPublicBody,
  videoSaveBody,
  videoSaveEnvelope,
  videoUploadEnvelope,
} from '@medportal/contracts/worktable/videos.contract';
import { z } from 'zod';
import { DomainError } from '../../../lib/domain-error.js';
import { ok } from '../../../lib/reply.js';
import { optionalSession, sessionOf } from '../../../plugins/context.js';
import { sendEnvelope } from '../../../plugins/envelope.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { filesRootOf } from '../../file-library/files/files.service.js';
import { parseRange } from './video-range.js';
import { ticketKey } from './video-tickets.js';
import { videoCoverFile, videoFile, uploadVideo } from './video-files.service.js';
import { deleteVideo, publicVideoPage, saveVideo, videoPage } from './videos.service.js';

const tags = ['video'];
const manage = { access: { resource: ['wt.video.manage'] as const } };

export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);
  await app.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

  app.post(
    WORKTABLE_PATHS.videoPageList,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '培训视频分页（已发布；平台的视频管理员另见已隐藏的），含播放地址',
        body: videoPageBody,
        response: { 200: videoPageEnvelope.extend({ payload: videoPageEnvelope.shape.payload.extend({ canManage: z.boolean() }) }) },
      },
    },
    async (request) => ok(await videoPage(app.db, sessionOf(request), await ticketKey(root), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.videoPublicList,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '登录页公开培训视频分页（无需登录，按 tenantId 请求头或参数）',
        body: videoPublicBody,
        response: { 200: videoPageEnvelope },
      },
    },
    async (request) => ok(await publicVideoPage(app.db, request.tenantId, request.body)),
  );

  app.post(
    WORKTABLE_PATHS.videoUpload,
    {
      config: manage,
      schema: {
        tags,
        summary: '上传培训视频（mp4，不超过200M，按文件头识别类型），存入文件库',
        consumes: ['multipart/form-data'],
        response: { 200: videoUploadEnvelope },
      },
    },
    async (request) => ok(await uploadVideo(app.db, sessionOf(request), root, () => request.file())),
  );

  app.post(
    WORKTABLE_PATHS.videoSave,
    {
      config: manage,
      schema: { tags, summary: '新增或修改培训视频（平台）', body: videoSaveBody, response: { 200: videoSaveEnvelope } },
    },
    async (request) => ok(await saveVideo(app.db, auditActor(sessionOf(request), request), await ticketKey(root), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.videoDelete,
    {
      config: manage,
      schema: { tags, summary: '删除培训视频（平台）', body: videoDeleteBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await deleteVideo(app.db, auditActor(sessionOf(request), request), request.body.id);
      return ok(null);
    },
  );

  app.get(
    WORKTABLE_PATHS.videoStream,
    {
      // public: a public video needs no session; the service asks a ticket or a session for the others
      config: { access: 'public', binary: true },
      schema: {
        tags,
        summary: '播放培训视频（mp4，支持 Range 分段请求：206 / 416）',
        querystring: videoFileQuery,
      },
    },
    async (request, reply) => {
      const session = await optionalSession(app.db, request);
      const file = await videoFile(app.db, request.tenantId, root, request.query, session);
      const range = parseRange(request.headers.range, file.size);
      reply.header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=3600');
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${file.size}`);
        return sendEnvelope(reply, 416, ERRORS.VIDEO_RANGE_INVALID.code, ERRORS.VIDEO_RANGE_INVALID.msg);
      }
      const { start, end } = range ?? { start: 0, end: file.size - 1 };
      if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
      return reply
        .type(file.mimeType)
        .header('content-length', end - start + 1)
        .header('content-disposition', contentDisposition(file.fileName, { type: 'inline' }))
        .send(file.open(start, end));
    },
  );

  app.get(
    WORKTABLE_PATHS.videoCover,
    {
      config: { access: 'public', binary: true },
      schema: { tags, summary: '培训视频封面图片', querystring: videoFileQuery },
    },
    async (request, reply) => {
      const session = await optionalSession(app.db, request);
      const file = await videoCoverFile(app.db, request.tenantId, root, request.query, session);
      if (!file) throw new DomainError('VIDEO_NO_COVER', undefined, { httpStatus: 404 });
      return reply
        .type(file.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-length', file.size)
        .send(file.open(0, file.size - 1));
    },
  );
};
