// defaultRole/*: default roles per company type (platform only), copied into each new company.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  defaultRoleEnvelope,
  defaultRoleGrantBody,
  defaultRoleKeyBody,
  defaultRolePageBody,
  defaultRolePageEnvelope,
  defaultRoleSaveBody,
  defaultRoleUpdateBody,
  resourceTreeEnvelope,
} from '@medportal/contracts/system/roles.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './default-roles.service.js';

const tags = ['defaultRole'];
const READ = { access: { resource: ['sys.defaultRole'] } } as const;
const EDIT = { access: { resource: ['sys.defaultRole.edit'] } } as const;

export const defaultRolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = <B, R>(summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });

  app.post(
    STAFF_PATHS.defaultRolePageList,
    { config: READ, schema: schema('默认角色分页列表（按企业类型，仅平台）', defaultRolePageBody, defaultRolePageEnvelope) },
    async (request) => ok(await service.defaultRolePage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.defaultRoleDetail,
    { config: READ, schema: schema('默认角色详情', defaultRoleKeyBody, defaultRoleEnvelope) },
    async (request) => ok(await service.defaultRoleDetail(app.db, sessionOf(request), request.body.id)),
  );
  app.post(
    STAFF_PATHS.defaultRoleSave,
    { config: EDIT, schema: schema('新增默认角色（角色编码在企业类型内唯一）', defaultRoleSaveBody, defaultRoleEnvelope) },
    async (request) => ok(await service.saveDefaultRole(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.defaultRoleUpdate,
    { config: EDIT, schema: schema('修改默认角色（企业类型不可改）', defaultRoleUpdateBody, defaultRoleEnvelope) },
    async (request) => ok(await service.updateDefaultRole(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.defaultRoleDelete,
    { config: EDIT, schema: schema('删除默认角色（已复制到企业的角色保留）', defaultRoleKeyBody, emptyEnvelope) },
    async (request) => {
      await service.deleteDefaultRole(app.db, auditActor(sessionOf(request), request), request.body.id);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.defaultRoleResourceTree,
    { config: READ, schema: schema('该企业类型权限组可授予的资源树及默认角色已授权的资源', defaultRoleKeyBody, resourceTreeEnvelope) },
    async (request) => ok(await service.defaultRoleResourceTree(app.db, sessionOf(request), request.body.id)),
  );
  app.post(
    STAFF_PATHS.defaultRoleGrantResources,
    { config: EDIT, schema: schema('替换默认角色的菜单与按钮授权', defaultRoleGrantBody, emptyEnvelope) },
    async (request) => {
      await service.grantDefaultRoleResources(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
};
