// merchantUser/profile | updateProfile | changePhone: the session user's own profile.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import { changePhoneBody, profileEnvelope, updateProfileBody } from '@medportal/contracts/staff/profile.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { changePhone, profileOf, updateProfile } from './profile.service.js';

const tags = ['merchantUser'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.merchantUserProfile,
    {
      config: { access: 'session' },
      schema: { tags, summary: '当前用户的个人信息', body: emptyBody.nullable(), response: { 200: profileEnvelope } },
    },
    async (request) => ok(await profileOf(app.db, sessionOf(request))),
  );

  app.post(
    STAFF_PATHS.merchantUserUpdateProfile,
    {
      config: { access: 'session' },
      schema: { tags, summary: '修改个人信息（姓名、邮箱、头像）', body: updateProfileBody, response: { 200: profileEnvelope } },
    },
    async (request) => ok(await updateProfile(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.merchantUserChangePhone,
    {
      config: { access: 'session' },
      schema: { tags, summary: '更换手机号（新手机号的类型4验证码）', body: changePhoneBody, response: { 200: profileEnvelope } },
    },
    async (request) => ok(await changePhone(app.db, sessionOf(request), request.body)),
  );
};
