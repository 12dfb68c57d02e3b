// Password reset and change, and the admin unlock of the system-setup screens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { resetPasswordBody, unlockUserBody, updatePasswordBody } from '@medportal/contracts/staff/auth-flows.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { done } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../audit/audit.service.js';
import { loginRateLimit } from './login.routes.js';
import { resetPassword, unlockUser, updatePassword } from './password.service.js';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.resetPassword,
    {
      config: { access: 'public', rateLimit: loginRateLimit(app) },
      schema: { tags: ['login'], summary: '凭重置凭证设置新密码', body: resetPasswordBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await resetPassword(app.db, request.tenantId, request.body.tokenId, request.body.newPassword);
      return done();
    },
  );

  // per IP like the logins: a borrowed session must not guess the old password at full speed
  app.post(
    STAFF_PATHS.updatePassword,
    {
      config: { access: 'session', rateLimit: loginRateLimit(app) },
      schema: { tags: ['login'], summary: '修改密码（成功后需重新登录）', body: updatePasswordBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await updatePassword(app.db, sessionOf(request), request.body.oldPassword, request.body.newPassword);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.merchantUserUnlock,
    {
      config: { access: { resource: ['sys.user.unlock', 'sys.unlockUser'] } },
      schema: { tags: ['merchantUser'], summary: '解锁用户', body: unlockUserBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await unlockUser(app.db, auditActor(sessionOf(request), request), request.body.userId);
      return done();
    },
  );
};
