// QR upload (prefix /guoke-deepexi-file-library/api/v1/qrUpload): code, upload (public: the phone has
// no session, the one-time token is its credential), file and cancel.
import { join, resolve } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, emptyEnvelope } from '@medportal/contracts/common/envelope';
import { UPLOAD_MAX_BYTES } from '@medportal/contracts/files/file-library.contract';
import {
  qrCancelBody,
  qrCodeEnvelope,
  qrCodeValue,
  qrFileBody,
  qrFileEnvelope,
  qrTokenValue,
  qrUploadEnvelope,
} from '@medportal/contracts/files/qr-upload.contract';
import { FILE_PATHS } from '@medportal/contracts/common/api-paths';
import { DomainError } from '../../../lib/domain-error.js';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { cancelCode, createCode, uploadedFile, uploadWithCode } from './qr-upload.service.js';

const tags = ['qrUpload'];

/** A multipart text field, validated like a body field (400 naming it). */
function fieldValue(fields: Record<string, unknown>, name: 'code' | 'token'): string {
  const raw = fields[name] as { type?: string; value?: unknown } | undefined;
  const schema = name === 'code' ? qrCodeValue : qrTokenValue;
  const parsed = schema.safeParse(raw?.type === 'field' ? raw.value : undefined);
  if (!parsed.success) {
    throw new DomainError('BAD_REQUEST', `${name}：${raw ? (parsed.error.issues[0]?.message ?? '格式不正确') : '请在文件之前传入该字段'}`, {
      httpStatus: 400,
    });
  }
  return parsed.data;
}

export const qrUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = resolve(app.config.FILES_DIR ?? join(app.config.DATA_DIR, 'files'));
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });

  app.post(
    FILE_PATHS.qrUploadCode,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '生成二维码上传的一次性编号与上传凭证（10分钟有效）',
        body: emptyBody.nullable(),
        response: { 200: qrCodeEnvelope },
      },
    },
    async (request) => ok(await createCode(app.db, sessionOf(request))),
  );

  app.post(
    FILE_PATHS.qrUploadUpload,
    {
      // the same per-IP budget as the other public calls
      config: { access: 'public', rateLimit: { max: app.config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '手机端通过二维码上传文件（multipart：code、token 在 file 之前；jpg/png/pdf，不超过4M）',
        consumes: ['multipart/form-data'],
        response: { 200: qrUploadEnvelope },
        security: [],
      },
    },
    async (request) => {
      const part = await request.file();
      if (!part) throw new DomainError('UPLOAD_NO_FILE');
      let code: string;
      let token: string;
      try {
        code = fieldValue(part.fields, 'code');
        token = fieldValue(part.fields, 'token');
      } catch (err) {
        part.file.resume();
        throw err;
      }
      return ok(await uploadWithCode(app.db, root, code, token, part));
    },
  );

  app.post(
    FILE_PATHS.qrUploadFile,
    {
      config: { access: 'session' },
      schema: { tags, summary: '查询二维码上传的文件（尚未上传时 payload 为 null）', body: qrFileBody, response: { 200: qrFileEnvelope } },
    },
    async (request) => ok(await uploadedFile(app.db, sessionOf(request), request.body.code)),
  );

  app.post(
    FILE_PATHS.qrUploadCancel,
    {
      config: { access: 'session' },
      schema: { tags, summary: '取消二维码上传', body: qrCancelBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await cancelCode(app.db, sessionOf(request), request.body.code);
      return done();
    },
  );
};
