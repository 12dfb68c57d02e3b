// login/branding (public, GET and POST) and tenant/branding/save (platform admin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import { brandingEnvelope, brandingQuery, brandingSaveBody } from '@medportal/contracts/staff/branding.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { optionalSession, sessionOf } from '../../../plugins/context.js';
import { saveBranding } from './branding.service.js';
import { portalBrandingOf } from '../settings/settings.service.js';

const tags = ['branding'];
const summary =
  '平台品牌信息（图标、Logo、平台名称、版权、登录背景、首页图片），未设置时为默认值；带登录令牌时为本企业设置的门户名称与Logo';

export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.branding,
    {
      config: { access: 'public' },
      schema: { tags, summary, body: emptyBody.nullable(), response: { 200: brandingEnvelope } },
    },
    async (request) => ok(await portalBrandingOf(app.db, request.tenantId, await optionalSession(app.db, request))),
  );

  app.get(
    STAFF_PATHS.branding,
    {
      config: { access: 'public' },
      schema: { tags, summary, querystring: brandingQuery, response: { 200: brandingEnvelope } },
    },
    async (request) => ok(await portalBrandingOf(app.db, request.tenantId, await optionalSession(app.db, request))),
  );

  app.post(
    STAFF_PATHS.tenantBrandingSave,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '保存平台品牌信息（平台管理员；空字符串恢复默认）',
        body: brandingSaveBody,
        response: { 200: brandingEnvelope },
      },
    },
    async (request) => ok(await saveBranding(app.db, sessionOf(request), request.body)),
  );
};
