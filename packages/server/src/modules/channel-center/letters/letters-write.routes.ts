// authorization/letter/* (prefix /m-channel-center/api/v1), writing: the detail every part reads, templates, the
// form's options, drafts (save, delete, submit for the stamp), renew, suspend, reinstate, terminate.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import { letterDetailEnvelope, letterIdBody } from '@medportal/contracts/channel/letters.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { letterDetail } from './letter-detail.service.js';

const tags = ['channel-letters'];
const read = { access: { resource: ['cm.auth.list', 'cm.auth.issued', 'cm.auth.received'] as const } };

export const lettersWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHANNEL_PATHS.letterDetail,
    {
      config: read,
      schema: {
        tags,
        summary: '授权书详情（授权方、被授权方、状态、授权范围、步骤、上下级授权链、版本及当前可执行的操作）',
        body: letterIdBody,
        response: { 200: letterDetailEnvelope },
      },
    },
    async (request) => ok(await letterDetail(app.db, sessionOf(request), request.body.id)),
  );
};
