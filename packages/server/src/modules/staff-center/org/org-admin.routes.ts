// System setup, organisation: organization/tree, save, update, move, delete, positions, positionUser/save
// and delete, positionRole/save, roleOptions, getStatisticsDataByCompany, getOrgListByCompanyId, and the
// posts duty/pageList, save, update, delete. Reads need the menu, writes its button.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  dutyEnvelope,
  dutyIdBody,
  dutyPageBody,
  dutyPageEnvelope,
  dutySaveBody,
  dutyUpdateBody,
  orgCompanyBody,
  orgFlatEnvelope,
  orgIdBody,
  orgListEnvelope,
  orgMoveBody,
  orgSaveBody,
  orgStatisticsEnvelope,
  orgTreeEnvelope,
  orgUpdateBody,
  positionEnvelope,
  positionIdBody,
  positionPageBody,
  positionPageEnvelope,
  positionRoleSaveBody,
  positionUserSaveBody,
  roleOptionsEnvelope,
} from '@medportal/contracts/system/org.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './org-admin.service.js';

const org = ['organization'];
const duty = ['duty'];
const READ = { access: { resource: ['sys.orgManage'] } } as const;
const EDIT = { access: { resource: ['sys.orgManage.edit'] } } as const;

export const orgAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof sessionOf>[0]) => auditActor(sessionOf(request), request);

  app.post(
    STAFF_PATHS.organizationTree,
    { config: READ, schema: { tags: org, summary: '企业的部门树（含人数）', body: orgCompanyBody, response: { 200: orgTreeEnvelope } } },
    async (request) => ok(await service.orgTree(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.organizationGetOrgListByCompanyId,
    {
      // the department pickers of the user and post screens use it too
      config: { access: { resource: ['sys.orgManage', 'sys.user', 'sys.duty'] } },
      schema: { tags: org, summary: '企业的部门列表（平铺，用于选择）', body: orgCompanyBody, response: { 200: orgListEnvelope } },
    },
    async (request) => ok(await service.orgList(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.organizationSave,
    { config: EDIT, schema: { tags: org, summary: '新增部门（在上级部门下）', body: orgSaveBody, response: { 200: orgFlatEnvelope } } },
    async (request) => ok(await service.saveOrg(app.db, actor(request), request.body)),
  );

  app.post(
    STAFF_PATHS.organizationUpdate,
    { config: EDIT, schema: { tags: org, summary: '修改部门名称与排序', body: orgUpdateBody, response: { 200: orgFlatEnvelope } } },
    async (request) => ok(await service.updateOrg(app.db, actor(request), request.body)),
  );

  app.post(
    STAFF_PATHS.organizationMove,
    {
      config: EDIT,
      schema: {
        tags: org,
        summary: '移动部门（到其他上级下或调整顺序；不能移到自身的下级下）',
        body: orgMoveBody,
        response: { 200: orgFlatEnvelope },
      },
    },
    async (request) => ok(await service.moveOrg(app.db, actor(request), request.body)),
  );

  app.post(
    STAFF_PATHS.organizationDelete,
    {
      config: EDIT,
      schema: { tags: org, summary: '删除部门（仅无下级部门且无人员时）', body: orgIdBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteOrg(app.db, actor(request), request.body);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.organizationPositions,
    {
      config: READ,
      schema: {
        tags: org,
        summary: '部门或企业的人员岗位分页（用户、部门、岗位、角色、是否管理员）',
        body: positionPageBody,
        response: { 200: positionPageEnvelope },
      },
    },
    async (request) => ok(await service.pagePositions(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.organizationPositionUserSave,
    {
      config: EDIT,
      schema: {
        tags: org,
        summary: '调整人员的部门与岗位，或按手机号/用户名为租户内用户添加本企业岗位',
        body: positionUserSaveBody,
        response: { 200: positionEnvelope },
      },
    },
    async (request) => ok(await service.savePositionUser(app.db, actor(request), request.body)),
  );

  app.post(
    STAFF_PATHS.organizationPositionUserDelete,
    {
      config: EDIT,
      schema: { tags: org, summary: '移出人员岗位（企业管理员除外）', body: positionIdBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deletePositionUser(app.db, actor(request), request.body);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.organizationPositionRoleSave,
    {
      config: EDIT,
      schema: {
        tags: org,
        summary: '设置人员岗位的角色（替换；角色须属于同一企业）',
        body: positionRoleSaveBody,
        response: { 200: positionEnvelope },
      },
    },
    async (request) => ok(await service.savePositionRoles(app.db, actor(request), request.body)),
  );

  app.post(
    STAFF_PATHS.organizationRoleOptions,
    {
      config: READ,
      schema: { tags: org, summary: '企业的角色（用于分配角色）', body: orgCompanyBody, response: { 200: roleOptionsEnvelope } },
    },
    async (request) => ok(await service.roleOptions(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.organizationGetStatisticsDataByCompany,
    {
      config: READ,
      schema: {
        tags: org,
        summary: '按企业统计部门、人员、管理员、角色、岗位与启用/停用人数（平台：租户内全部企业）',
        body: orgCompanyBody,
        response: { 200: orgStatisticsEnvelope },
      },
    },
    async (request) => ok(await service.statistics(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.dutyPageList,
    {
      // the organisation screen picks posts for seats
      config: { access: { resource: ['sys.duty', 'sys.orgManage'] } },
      schema: { tags: duty, summary: '岗位分页', body: dutyPageBody, response: { 200: dutyPageEnvelope } },
    },
    async (request) => ok(await service.pageDuties(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.dutySave,
    {
      config: { access: { resource: ['sys.duty.update'] } },
      schema: { tags: duty, summary: '新增岗位', body: dutySaveBody, response: { 200: dutyEnvelope } },
    },
    async (request) => ok(await service.saveDuty(app.db, actor(request), request.body)),
  );

  app.post(
    STAFF_PATHS.dutyUpdate,
    {
      config: { access: { resource: ['sys.duty.update'] } },
      schema: { tags: duty, summary: '修改岗位名称', body: dutyUpdateBody, response: { 200: dutyEnvelope } },
    },
    async (request) => ok(await service.updateDuty(app.db, actor(request), request.body)),
  );

  app.post(
    STAFF_PATHS.dutyDelete,
    {
      config: { access: { resource: ['sys.duty.update'] } },
      schema: { tags: duty, summary: '删除岗位（仍有人员使用时拒绝）', body: dutyIdBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteDuty(app.db, actor(request), request.body);
      return done();
    },
  );
};
