// userGroup/*: user groups of a company, their members and roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  userGroupDetailEnvelope,
  userGroupEnvelope,
  userGroupKeyBody,
  userGroupMembersBody,
  userGroupPageBody,
  userGroupPageEnvelope,
  userGroupRolesBody,
  userGroupSaveBody,
  userGroupUpdateBody,
} from '@medportal/contracts/system/roles.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './user-groups.service.js';

const tags = ['userGroup'];
const READ = { access: { resource: ['sys.userGroup'] } } as const;
const EDIT = { access: { resource: ['sys.userGroup.edit'] } } as const;

export const userGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = <B, R>(summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });

  app.post(
    STAFF_PATHS.userGroupPageList,
    { config: READ, schema: schema('企业用户组分页列表', userGroupPageBody, userGroupPageEnvelope) },
    async (request) => ok(await service.groupPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.userGroupDetail,
    { config: READ, schema: schema('用户组详情：成员、角色及可选的企业用户与角色', userGroupKeyBody, userGroupDetailEnvelope) },
    async (request) => ok(await service.groupDetail(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.userGroupSave,
    { config: EDIT, schema: schema('新增用户组', userGroupSaveBody, userGroupEnvelope) },
    async (request) => ok(await service.saveGroup(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.userGroupUpdate,
    { config: EDIT, schema: schema('修改用户组', userGroupUpdateBody, userGroupEnvelope) },
    async (request) => ok(await service.updateGroup(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.userGroupDelete,
    { config: EDIT, schema: schema('删除用户组（成员与角色关联一并删除）', userGroupKeyBody, emptyEnvelope) },
    async (request) => {
      await service.deleteGroup(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.userGroupMembers,
    { config: EDIT, schema: schema('替换用户组成员（须为该企业的用户）', userGroupMembersBody, emptyEnvelope) },
    async (request) => {
      await service.setMembers(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.userGroupRoles,
    { config: EDIT, schema: schema('替换用户组的角色（须为该企业的角色）', userGroupRolesBody, emptyEnvelope) },
    async (request) => {
      await service.setRoles(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
};
