// Menu trees, button permissions and menu heat (prefix /m-staff-center/api/v1). The menu tree is the
// hot path: its envelope is cached as a JSON string and sent as is (the response schema documents it).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buttonListBody,
  buttonListEnvelope,
  menuHeatBody,
  menuHeatEnvelope,
  menuTreeEnvelope,
  resourceByAppCodeBody,
  resourceListBody,
} from '@medportal/contracts/staff/menu.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { appIdByCode } from './apps.service.js';
import { buttonList, menuEnvelopeJson } from './grants.service.js';
import { recordMenuHeat } from './menu-heat.service.js';

/** Sends a pre-serialised envelope: a string payload with a JSON type skips the serializer. */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.resourceList,
    {
      config: { access: 'session' },
      schema: { tags: ['menu'], summary: '菜单资源树', body: resourceListBody, response: { 200: menuTreeEnvelope } },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      return sendJson(reply, await menuEnvelopeJson(app.db, ctx, request.body?.appId ?? ctx.appId));
    },
  );

  app.post(
    STAFF_PATHS.resourceByAppCode,
    {
      config: { access: 'session' },
      schema: { tags: ['menu'], summary: '按子系统编码获取菜单资源树', body: resourceByAppCodeBody, response: { 200: menuTreeEnvelope } },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const appId = await appIdByCode(app.db, ctx, request.body.appCode);
      return sendJson(reply, await menuEnvelopeJson(app.db, ctx, appId));
    },
  );

  app.post(
    STAFF_PATHS.buttonList,
    {
      config: { access: 'session' },
      schema: { tags: ['menu'], summary: '按钮权限列表', body: buttonListBody, response: { 200: buttonListEnvelope } },
    },
    async (request) => ok(await buttonList(app.db, sessionOf(request), request.body.buttonType)),
  );

  app.post(
    STAFF_PATHS.menuHeat,
    {
      config: { access: 'session' },
      schema: { tags: ['menu'], summary: '菜单热度统计', body: menuHeatBody, response: { 200: menuHeatEnvelope } },
    },
    async (request) => ok(await recordMenuHeat(app.db, sessionOf(request), request.body.appId, request.body.resourceId)),
  );
};
