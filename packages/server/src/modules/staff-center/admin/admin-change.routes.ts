// The administrator change (/systemSetup/userManagement/admin-change) and its review by the platform
// (/systemSetup/admin/examine and /Create).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  adminChangeApplyBody,
  adminChangeCandidatesBody,
  adminChangeCandidatesEnvelope,
  adminChangeCreateBody,
  adminChangeEnvelope,
  adminChangeIdBody,
  adminChangeMineBody,
  adminChangePageBody,
  adminChangePageEnvelope,
  adminChangeRejectBody,
} from '@medportal/contracts/system/admin.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './admin-change.service.js';

const tags = ['adminChange'];
const APPLY = { access: { resource: ['sys.user.adminChange'] as const } };
const REVIEW_READ = { access: { resource: ['sys.adminExamine'] as const } };
const REVIEW = { access: { resource: ['sys.adminExamine.audit'] as const } };

export const adminChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof sessionOf>[0]) => auditActor(sessionOf(request), request);

  app.post(
    STAFF_PATHS.adminChangeApply,
    {
      config: APPLY,
      schema: {
        tags,
        summary: '申请变更企业管理员（新管理员须在本企业任职，需填写原因）',
        body: adminChangeApplyBody,
        response: { 200: adminChangeEnvelope },
      },
    },
    async (request) => ok(await service.applyChange(app.db, actor(request), request.body)),
  );

  app.post(
    STAFF_PATHS.adminChangeMine,
    {
      config: APPLY,
      schema: {
        tags,
        summary: '本企业的管理员变更申请（分页，最新在前）',
        body: adminChangeMineBody,
        response: { 200: adminChangePageEnvelope },
      },
    },
    async (request) => ok(await service.myChanges(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.adminChangeWithdraw,
    {
      config: APPLY,
      schema: { tags, summary: '撤回待审核的管理员变更申请', body: adminChangeIdBody, response: { 200: adminChangeEnvelope } },
    },
    async (request) => ok(await service.withdrawChange(app.db, actor(request), request.body.id)),
  );

  app.post(
    STAFF_PATHS.adminChangeCandidates,
    {
      config: { access: { resource: ['sys.user.adminChange', 'sys.adminExamine.audit'] as const } },
      schema: {
        tags,
        summary: '可设为管理员的用户（在该企业任职且已启用）',
        body: adminChangeCandidatesBody,
        response: { 200: adminChangeCandidatesEnvelope },
      },
    },
    async (request) => ok(await service.changeCandidates(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.adminChangePageList,
    {
      config: REVIEW_READ,
      schema: {
        tags,
        summary: '管理员变更审核列表（平台；按企业、状态、申请时间筛选）',
        body: adminChangePageBody,
        response: { 200: adminChangePageEnvelope },
      },
    },
    async (request) => ok(await service.pageAllChanges(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.adminChangeDetail,
    {
      config: REVIEW_READ,
      schema: { tags, summary: '管理员变更申请详情（平台）', body: adminChangeIdBody, response: { 200: adminChangeEnvelope } },
    },
    async (request) => ok(await service.changeDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    STAFF_PATHS.adminChangeApprove,
    {
      config: REVIEW,
      schema: {
        tags,
        summary: '审核通过：管理员身份从原管理员移交给新管理员',
        body: adminChangeIdBody,
        response: { 200: adminChangeEnvelope },
      },
    },
    async (request) => ok(await service.approveChange(app.db, actor(request), request.body.id)),
  );

  app.post(
    STAFF_PATHS.adminChangeReject,
    {
      config: REVIEW,
      schema: {
        tags,
        summary: '驳回管理员变更申请（需填写驳回原因）',
        body: adminChangeRejectBody,
        response: { 200: adminChangeEnvelope },
      },
    },
    async (request) => ok(await service.rejectChange(app.db, actor(request), request.body.id, request.body.reason)),
  );

  app.post(
    STAFF_PATHS.adminChangeCreate,
    {
      config: REVIEW,
      schema: { tags, summary: '平台直接变更企业管理员（立即生效）', body: adminChangeCreateBody, response: { 200: adminChangeEnvelope } },
    },
    async (request) => ok(await service.createChange(app.db, actor(request), request.body)),
  );
};
