// SMS code calls: send a code, log in with it, trade it for a password-reset token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import {
  loginByPhoneBody,
  sendVerificationCodeBody,
  verifyCodeBody,
  verifyCodeEnvelope,
} from '@medportal/contracts/staff/auth-flows.contract';
import { sessionEnvelope } from '@medportal/contracts/staff/session.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { done, ok } from '../../../lib/reply.js';
import { loginByPhone, verifyResetCode } from './codes.service.js';
import { loginRateLimit } from './login.routes.js';
import { sendVerificationCode } from './sms.service.js';

export const codesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.sendVerificationCode,
    {
      config: { access: 'public', rateLimit: loginRateLimit(app) },
      schema: {
        tags: ['login'],
        summary: '发送短信验证码（1 登录 2 重置密码 3 注册 4 更换手机号）',
        body: sendVerificationCodeBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await sendVerificationCode(app.db, request.tenantId, request.body.phone, request.body.type);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.loginByPhone,
    {
      config: { access: 'public', rateLimit: loginRateLimit(app) },
      schema: { tags: ['login'], summary: '手机验证码登录', body: loginByPhoneBody, response: { 200: sessionEnvelope } },
    },
    async (request) =>
      ok(
        await loginByPhone(app.db, request.tenantId, request.body.phone, request.body.verificationCode, {
          sessionHours: app.config.SESSION_HOURS,
          ip: request.ip,
        }),
      ),
  );

  app.post(
    STAFF_PATHS.verifyCode,
    {
      config: { access: 'public', rateLimit: loginRateLimit(app) },
      schema: {
        tags: ['login'],
        summary: '校验重置密码验证码，返回一次性重置凭证',
        body: verifyCodeBody,
        response: { 200: verifyCodeEnvelope },
      },
    },
    async (request) => ok(await verifyResetCode(app.db, request.tenantId, request.body.phone, request.body.verificationCode)),
  );
};
