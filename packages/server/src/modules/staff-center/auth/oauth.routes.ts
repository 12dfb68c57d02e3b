// Open-platform codes: mint one for the current session, exchange one for a session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import { loginByCodeBody, oauthCodeEnvelope } from '@medportal/contracts/staff/auth-flows.contract';
import { sessionEnvelope } from '@medportal/contracts/staff/session.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { loginRateLimit } from './login.routes.js';
import { generateOAuthCode, loginByCode } from './oauth.service.js';

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.generateOAuthCode,
    {
      config: { access: 'session' },
      schema: {
        tags: ['oauth'],
        summary: '生成开放平台一次性授权码（2分钟有效）',
        body: emptyBody.nullable(),
        response: { 200: oauthCodeEnvelope },
      },
    },
    async (request) => ok(await generateOAuthCode(app.db, sessionOf(request))),
  );

  app.post(
    STAFF_PATHS.loginByCode,
    {
      config: { access: 'public', rateLimit: loginRateLimit(app) },
      schema: { tags: ['login'], summary: '开放平台授权码登录', body: loginByCodeBody, response: { 200: sessionEnvelope } },
    },
    async (request) =>
      ok(
        await loginByCode(app.db, request.tenantId, request.body.code, {
          sessionHours: app.config.SESSION_HOURS,
          ip: request.ip,
        }),
      ),
  );
};
