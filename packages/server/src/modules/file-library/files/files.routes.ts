// File library routes (prefix /guoke-deepexi-file-library/api/v1).
import { join, resolve } from 'node:path';
import multipart from '@fastify/multipart';
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fileCodeQuery,
  fileHistoryBody,
  fileHistoryEnvelope,
  UPLOAD_MAX_BYTES,
  uploadEnvelope,
} from '@medportal/contracts/files/file-library.contract';
import { FILE_PATHS } from '@medportal/contracts/common/api-paths';
import { DomainError } from '../../../lib/domain-error.js';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { errorHints, history, openDownload, saveUpload } from './files.service.js';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = resolve(app.config.FILES_DIR ?? join(app.config.DATA_DIR, 'files'));
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

  app.post(
    FILE_PATHS.fileUpload,
    {
      config: { access: 'session' },
      schema: {
        tags: ['file'],
        summary: '上传文件（jpg/png/pdf，不超过4M），返回下载地址',
        consumes: ['multipart/form-data'],
        response: { 200: uploadEnvelope },
      },
    },
    async (request) => {
      const part = await request.file();
      if (!part) throw new DomainError('UPLOAD_NO_FILE');
      return ok(await saveUpload(app.db, sessionOf(request), root, part));
    },
  );

  app.get(
    FILE_PATHS.fileDownload,
    {
      config: { access: 'session', binary: true },
      schema: {
        tags: ['file'],
        summary: '按 fileCode 下载文件',
        querystring: fileCodeQuery.extend({ tenantId: z.string().optional(), _t: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { row, stream } = await openDownload(app.db, sessionOf(request), root, request.query.fileCode);
      return reply.type(row.mimeType).header('content-disposition', contentDisposition(row.fileOldName)).send(stream);
    },
  );

  app.get(
    FILE_PATHS.fileDownloadErrorMsgFile,
    {
      config: { access: 'session', binary: true },
      schema: {
        tags: ['file'],
        summary: '下载导入错误提示文件',
        querystring: fileCodeQuery.extend({ tenantId: z.string().optional(), _t: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { name, text } = await errorHints(app.db, sessionOf(request), request.query.fileCode);
      return reply.type('text/plain; charset=utf-8').header('content-disposition', contentDisposition(name)).send(text);
    },
  );

  app.post(
    FILE_PATHS.fileHistory,
    {
      config: { access: 'session' },
      schema: { tags: ['file'], summary: '导入导出文件历史（当前企业）', body: fileHistoryBody, response: { 200: fileHistoryEnvelope } },
    },
    async (request) => ok(await history(app.db, sessionOf(request), request.body)),
  );
};
