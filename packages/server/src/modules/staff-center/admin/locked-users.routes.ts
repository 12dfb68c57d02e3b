// The locked accounts (/systemSetup/unlockUser); the unlock itself is merchantUser/unlock (auth).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { lockedUserPageBody, lockedUserPageEnvelope } from '@medportal/contracts/system/admin.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { pageLockedUsers } from './locked-users.service.js';

export const lockedUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.lockedUserPageList,
    {
      config: { access: { resource: ['sys.unlockUser', 'sys.user.unlock'] as const } },
      schema: {
        tags: ['merchantUser'],
        summary: '被锁定的账号（锁定时间、锁定期内登录失败次数及来源地址）',
        body: lockedUserPageBody,
        response: { 200: lockedUserPageEnvelope },
      },
    },
    async (request) => ok(await pageLockedUsers(app.db, sessionOf(request), request.body)),
  );
};
