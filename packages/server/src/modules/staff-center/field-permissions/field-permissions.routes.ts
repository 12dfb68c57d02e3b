// fieldPermission/list | save (company admins) and fieldPermission/menuList (part permission of a screen).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import {
  fieldPermissionListBody,
  fieldPermissionListEnvelope,
  fieldPermissionSaveBody,
  partPermissionBody,
  partPermissionEnvelope,
} from '@medportal/contracts/staff/field-permission.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { listFieldPermissions, partPermission, saveFieldPermissions } from './field-permissions.service.js';

const tags = ['fieldPermission'];

export const fieldPermissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.fieldPermissionList,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '业务编码的字段及本企业各角色的字段权限（仅企业管理员）',
        body: fieldPermissionListBody,
        response: { 200: fieldPermissionListEnvelope },
      },
    },
    async (request) => ok(await listFieldPermissions(app.db, sessionOf(request), request.body.businessCode)),
  );

  app.post(
    STAFF_PATHS.fieldPermissionSave,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '保存一个角色的字段权限（0 隐藏，1 可见，2 可编辑；仅企业管理员）',
        body: fieldPermissionSaveBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await saveFieldPermissions(app.db, sessionOf(request), request.body);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.fieldPermissionMenuList,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '当前用户在业务页面上的字段权限（menuKey 字段编码，menuStatus 0/1/2）',
        body: partPermissionBody,
        response: { 200: partPermissionEnvelope },
      },
    },
    async (request) => {
      const { businessCode, localUserId } = request.body;
      return ok({ menuList: await partPermission(app.db, sessionOf(request), businessCode, localUserId) });
    },
  );
};
