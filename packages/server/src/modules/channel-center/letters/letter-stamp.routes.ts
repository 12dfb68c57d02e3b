// Authorisation letters, stamping (seal + SMS code to the seal's holder), the PDF and the public verification.
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import { letterIdBody } from '@medportal/contracts/channel/letters.contract';
import {
  letterPdfQuery,
  letterVerifyBody,
  letterVerifyEnvelope,
  letterVerifyQuery,
  stampBody,
  stampEnvelope,
  stampSealBody,
  stampSealsEnvelope,
  stampSendCodeEnvelope,
} from '@medportal/contracts/channel/letters-stamp.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf } from '../../file-library/files/files.service.js';
import { loginRateLimit } from '../../staff-center/auth/login.routes.js';
import { letterPdf, letterStampSeals, letterStampSendCode, stampLetter, verifyLetter } from './letter-stamp.service.js';

const tags = ['channel-letter-stamp'];
const stamp = { access: { resource: ['cm.auth.issued.stamp'] as const } };
const readers = { access: { resource: ['cm.auth.list', 'cm.auth.issued', 'cm.auth.received', 'cm.auth.details'] as const } };

export const letterStampRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);
  /** The site the QR code links to: PUBLIC_SITE_URL, else the origin the request came to. */
  const originOf = (request: FastifyRequest) => app.config.PUBLIC_SITE_URL || `${request.protocol}://${request.host}`;

  app.post(
    CHANNEL_PATHS.letterStampSeals,
    {
      config: stamp,
      schema: {
        tags,
        summary: '盖章签发：本人可用的印章（授权给本人或本人所在用户组的企业印章、本人签名）',
        body: letterIdBody,
        response: { 200: stampSealsEnvelope },
      },
    },
    async (request) => ok(await letterStampSeals(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.letterStampSendCode,
    {
      config: stamp,
      schema: {
        tags,
        summary: '盖章签发：向印章保管人手机发送短信验证码（返回脱敏手机号）',
        body: stampSealBody,
        response: { 200: stampSendCodeEnvelope },
      },
    },
    async (request) => ok(await letterStampSendCode(app.db, sessionOf(request), request.body.id, request.body.sealId)),
  );

  app.post(
    CHANNEL_PATHS.letterStamp,
    {
      config: stamp,
      schema: {
        tags,
        summary: '盖章签发（校验短信验证码，生成带印章、二维码和SHA-256的PDF，授权书变为已签发）',
        body: stampBody,
        response: { 200: stampEnvelope },
      },
    },
    async (request) => ok(await stampLetter(app.db, sessionOf(request), root, originOf(request), request.body)),
  );

  app.get(
    CHANNEL_PATHS.letterPdf,
    {
      config: { ...readers, binary: true },
      schema: { tags, summary: '授权书PDF（授权方、被授权方、上级授权方及平台可查看）', querystring: letterPdfQuery },
    },
    async (request, reply) => {
      const out = await letterPdf(app.db, sessionOf(request), root, originOf(request), request.query.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(out.fileName, { type: 'inline' }))
        .send(out.pdf);
    },
  );

  const verify = {
    config: { access: 'public' as const, rateLimit: loginRateLimit(app) },
    schema: {
      tags,
      summary: '授权书公开验证（无需登录：授权方、被授权方、授权范围、期限、状态）',
      response: { 200: letterVerifyEnvelope },
    },
  };
  app.get(CHANNEL_PATHS.letterVerify, { ...verify, schema: { ...verify.schema, querystring: letterVerifyQuery } }, async (request) =>
    ok(await verifyLetter(app.db, request.tenantId, request.query.letterNo)),
  );
  app.post(CHANNEL_PATHS.letterVerify, { ...verify, schema: { ...verify.schema, body: letterVerifyBody } }, async (request) =>
    ok(await verifyLetter(app.db, request.tenantId, request.body.letterNo)),
  );
};
