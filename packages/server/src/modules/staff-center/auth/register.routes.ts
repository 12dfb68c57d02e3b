// Self-registration with an SMS code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBody } from '@medportal/contracts/staff/auth-flows.contract';
import { sessionEnvelope } from '@medportal/contracts/staff/session.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { loginRateLimit } from './login.routes.js';
import { register } from './register.service.js';

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.register,
    {
      config: { access: 'public', rateLimit: loginRateLimit(app) },
      schema: { tags: ['login'], summary: '手机号注册', body: registerBody, response: { 200: sessionEnvelope } },
    },
    async (request) =>
      ok(
        await register(app.db, request.tenantId, request.body, {
          sessionHours: app.config.SESSION_HOURS,
          ip: request.ip,
        }),
      ),
  );
};
