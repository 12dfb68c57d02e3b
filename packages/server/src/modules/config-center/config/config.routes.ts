// config/getByKeys and config/custom (prefix /m-config-center/api/v1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configMapEnvelope, customConfigEnvelope, customConfigQuery, getByKeysBody } from '@medportal/contracts/config/config.contract';
import { CONFIG_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { configByKeys, customConfig } from './config.service.js';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CONFIG_PATHS.configGetByKeys,
    {
      config: { access: 'session' },
      schema: {
        tags: ['config'],
        summary: '按键查询配置（企业配置优先于租户默认）',
        body: getByKeysBody,
        response: { 200: configMapEnvelope },
      },
    },
    async (request) => ok(await configByKeys(app.db, sessionOf(request), request.body)),
  );

  app.get(
    CONFIG_PATHS.configCustom,
    {
      config: { access: 'session' },
      schema: {
        tags: ['config'],
        summary: '当前企业的自定义配置',
        querystring: customConfigQuery,
        response: { 200: customConfigEnvelope },
      },
    },
    async (request) => ok(await customConfig(app.db, sessionOf(request), request.query.companyId)),
  );
};
