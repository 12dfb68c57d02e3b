// Password login, current user and logout (prefix /m-staff-center/api/v1).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { loginByUserNameBody, sessionEnvelope } from '@medportal/contracts/staff/session.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok, done } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { currentUser, loginByUserName, logout } from './login.service.js';

/** Per-IP limit of the public login and code-sending calls (per-account rules live in the services). */
export const loginRateLimit = (app: FastifyInstance) => ({ max: app.config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' });

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.loginByUserName,
    {
      config: { access: 'public', rateLimit: loginRateLimit(app) },
      schema: { tags: ['login'], summary: '用户名密码登录', body: loginByUserNameBody, response: { 200: sessionEnvelope } },
    },
    async (request) =>
      ok(
        await loginByUserName(app.db, request.tenantId, request.body.userName, request.body.password, {
          sessionHours: app.config.SESSION_HOURS,
          ip: request.ip,
        }),
      ),
  );

  app.post(
    STAFF_PATHS.currentUser,
    {
      config: { access: 'session' },
      schema: { tags: ['login'], summary: '当前登录用户', body: z.object({}).passthrough().nullish(), response: { 200: sessionEnvelope } },
    },
    async (request) => {
      const token = request.headers.authorization!.slice(7).trim();
      return ok(await currentUser(app.db, sessionOf(request), token));
    },
  );

  app.post(
    STAFF_PATHS.logout,
    {
      config: { access: 'session' },
      schema: { tags: ['login'], summary: '退出登录', body: z.object({}).passthrough().nullish(), response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await logout(app.db, sessionOf(request));
      return done();
    },
  );
};
