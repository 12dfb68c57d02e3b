// role/* of system setup: a company's roles, their grants, data scopes and field permissions.
// (role/list GET, the shell's picker, lives in org/.)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  companyScopeBody,
  fieldTablesEnvelope,
  relatedCompaniesEnvelope,
  resourceTreeEnvelope,
  roleDataScopePageBody,
  roleDataScopePageEnvelope,
  roleDetailEnvelope,
  roleEnvelope,
  roleFieldListBody,
  roleFieldListEnvelope,
  roleFieldSaveBody,
  roleGrantAppsBody,
  roleGrantDataBody,
  roleGrantResourcesBody,
  roleKeyBody,
  rolePageBody,
  rolePageEnvelope,
  roleSaveBody,
  roleUpdateBody,
} from '@medportal/contracts/system/roles.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './roles.service.js';

const tags = ['role'];
const READ = { access: { resource: ['sys.role'] } } as const;
const EDIT = { access: { resource: ['sys.role.edit'] } } as const;
const GRANT = { access: { resource: ['sys.role.grant'] } } as const;

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = <B, R>(summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });

  app.post(
    STAFF_PATHS.rolePageList,
    { config: READ, schema: schema('企业角色分页列表', rolePageBody, rolePageEnvelope) },
    async (request) => ok(await service.rolePage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.roleDetail,
    { config: READ, schema: schema('角色详情（含数据权限可见的关联企业）', roleKeyBody, roleDetailEnvelope) },
    async (request) => ok(await service.roleDetail(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.roleSave,
    { config: EDIT, schema: schema('新增角色（角色编码在企业内唯一）', roleSaveBody, roleEnvelope) },
    async (request) => ok(await service.saveRole(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.roleUpdate,
    { config: EDIT, schema: schema('修改角色（名称、编码、备注、启用、数据权限）', roleUpdateBody, roleEnvelope) },
    async (request) => ok(await service.updateRole(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.roleDelete,
    {
      config: { access: { resource: ['sys.role.delete'] } },
      schema: schema('删除角色（已分配给用户或用户组时拒绝）', roleKeyBody, emptyEnvelope),
    },
    async (request) => {
      await service.deleteRole(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.roleResourceTree,
    { config: READ, schema: schema('企业已开通的子系统、菜单、按钮树及角色已授权的资源', roleKeyBody, resourceTreeEnvelope) },
    async (request) => ok(await service.roleResourceTree(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.roleGrantResources,
    { config: GRANT, schema: schema('替换角色的菜单与按钮授权（限企业已开通的资源）', roleGrantResourcesBody, emptyEnvelope) },
    async (request) => {
      await service.grantResources(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.roleGrantApps,
    { config: GRANT, schema: schema('按子系统整体授予或收回角色权限', roleGrantAppsBody, emptyEnvelope) },
    async (request) => {
      await service.grantApps(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.roleGrantData,
    {
      config: { access: { resource: ['sys.dataManagement.edit', 'sys.role.grant'] } },
      schema: schema('设置角色的数据权限及可见的关联企业', roleGrantDataBody, emptyEnvelope),
    },
    async (request) => {
      await service.grantData(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.roleDataScopeList,
    {
      config: { access: { resource: ['sys.dataManagement'] } },
      schema: schema('角色的数据权限与关联企业分页列表', roleDataScopePageBody, roleDataScopePageEnvelope),
    },
    async (request) => ok(await service.dataScopePage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.roleRelatedCompanies,
    {
      config: { access: { resource: ['sys.dataManagement', 'sys.role'] } },
      schema: schema('通过企业关系与该企业关联的企业（数据权限选择）', companyScopeBody, relatedCompaniesEnvelope),
    },
    async (request) => ok(await service.relatedCompanyOptions(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.roleFieldTables,
    { config: READ, schema: schema('可配置字段权限的业务编码（表格编号）及字段数', companyScopeBody, fieldTablesEnvelope) },
    async (request) => ok(await service.fieldTableList(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.roleFieldList,
    {
      config: READ,
      schema: schema('角色在一个业务编码下的字段权限（0 隐藏，1 可见，2 可编辑）', roleFieldListBody, roleFieldListEnvelope),
    },
    async (request) => ok(await service.roleFields(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.roleFieldSave,
    { config: GRANT, schema: schema('保存角色在一个业务编码下的字段权限', roleFieldSaveBody, emptyEnvelope) },
    async (request) => {
      await service.saveRoleFields(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
};
