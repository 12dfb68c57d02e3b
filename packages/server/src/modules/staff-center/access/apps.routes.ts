// Sub-app list and entry check (prefix /m-staff-center/api/v1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appListBody, appListEnvelope, checkAppBody, checkAppEnvelope } from '@medportal/contracts/staff/apps.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { enterApp } from '../auth/session.service.js';
import { appList } from './apps.service.js';

export const appsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.appList,
    {
      config: { access: 'session' },
      schema: { tags: ['apps'], summary: '子系统列表（按分组）', body: appListBody, response: { 200: appListEnvelope } },
    },
    async (request) => ok(await appList(app.db, sessionOf(request), request.body.applicationType)),
  );

  app.post(
    STAFF_PATHS.checkApp,
    {
      config: { access: 'session' },
      schema: { tags: ['apps'], summary: '进入子系统校验', body: checkAppBody, response: { 200: checkAppEnvelope } },
    },
    async (request) => ok(await enterApp(app.db, sessionOf(request), request.body.appId)),
  );
};
