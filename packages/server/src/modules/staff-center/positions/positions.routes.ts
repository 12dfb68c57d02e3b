// Position list and position switch (prefix /m-staff-center/api/v1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chooseCompanyBody,
  chooseCompanyEnvelope,
  positionListBody,
  positionListEnvelope,
} from '@medportal/contracts/staff/positions.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { chooseCompany, positionList } from './positions.service.js';

export const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.positionList,
    {
      config: { access: 'session' },
      schema: { tags: ['positions'], summary: '我的岗位列表', body: positionListBody, response: { 200: positionListEnvelope } },
    },
    async (request) => ok(await positionList(app.db, sessionOf(request), request.body?.companyName)),
  );

  app.post(
    STAFF_PATHS.chooseCompany,
    {
      config: { access: 'session' },
      schema: { tags: ['positions'], summary: '切换岗位', body: chooseCompanyBody, response: { 200: chooseCompanyEnvelope } },
    },
    async (request) =>
      ok(
        await chooseCompany(app.db, sessionOf(request), request.body.companyId, {
          sessionHours: app.config.SESSION_HOURS,
          ip: request.ip,
        }),
      ),
  );
};
