// merchantUser/list (GET), organization/userOrgMap, organization/deptList (GET), role/list (GET).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import {
  deptListEnvelope,
  merchantUserListEnvelope,
  orgQuery,
  roleListEnvelope,
  userOrgMapEnvelope,
} from '@medportal/contracts/staff/org.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { listCompanyUsers, listDepartments, listRoles, userOrgMap } from './org.service.js';

export const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STAFF_PATHS.merchantUserList,
    {
      config: { access: 'session' },
      schema: { tags: ['merchantUser'], summary: '当前企业的用户列表', querystring: orgQuery, response: { 200: merchantUserListEnvelope } },
    },
    async (request) => ok({ users: await listCompanyUsers(app.db, sessionOf(request)) }),
  );

  app.post(
    STAFF_PATHS.organizationUserOrgMap,
    {
      config: { access: 'session' },
      schema: {
        tags: ['organization'],
        summary: '当前企业的部门树与用户映射',
        body: emptyBody.nullable(),
        response: { 200: userOrgMapEnvelope },
      },
    },
    async (request) => ok(await userOrgMap(app.db, sessionOf(request))),
  );

  app.get(
    STAFF_PATHS.organizationDeptList,
    {
      config: { access: 'session' },
      schema: { tags: ['organization'], summary: '当前企业的部门列表', querystring: orgQuery, response: { 200: deptListEnvelope } },
    },
    async (request) => ok(await listDepartments(app.db, sessionOf(request))),
  );

  app.get(
    STAFF_PATHS.roleList,
    {
      config: { access: 'session' },
      schema: { tags: ['role'], summary: '当前企业的角色列表', querystring: orgQuery, response: { 200: roleListEnvelope } },
    },
    async (request) => ok(await listRoles(app.db, sessionOf(request))),
  );
};
