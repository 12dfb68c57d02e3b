// A distributor applies for an authorisation letter, reviewed through the approval engine
// (authorization/application/options | save | cancel | review | pageList | detail).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import {
  letterApplicationEnvelope,
  letterApplicationIdBody,
  letterApplicationOptionsBody,
  letterApplicationOptionsEnvelope,
  letterApplicationPageBody,
  letterApplicationPageEnvelope,
  letterApplicationReviewBody,
  letterApplicationSaveBody,
} from '@medportal/contracts/channel/letters-applications.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import {
  cancelLetterApplication,
  letterApplicationDetail,
  letterApplicationOptions,
  letterApplicationPage,
  reviewLetterApplication,
  saveLetterApplication,
} from './letter-applications.service.js';

const tags = ['channel-letter-application'];
const read = { access: { resource: ['cm.auth.application'] as const } };
const apply = { access: { resource: ['cm.auth.application.apply'] as const } };

export const letterApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHANNEL_PATHS.letterApplicationPageList,
    {
      config: read,
      schema: {
        tags,
        summary: '授权申请分页（mine 本企业提交的申请，received 本企业作为授权方收到的申请；新的在前）',
        body: letterApplicationPageBody,
        response: { 200: letterApplicationPageEnvelope },
      },
    },
    async (request) => ok(await letterApplicationPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterApplicationDetail,
    {
      config: read,
      schema: {
        tags,
        summary: '授权申请详情（申请范围、期限、状态、驳回原因、生成的授权书）',
        body: letterApplicationIdBody,
        response: { 200: letterApplicationEnvelope },
      },
    },
    async (request) => ok(await letterApplicationDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.letterApplicationOptions,
    {
      config: read,
      schema: {
        tags,
        summary: '申请授权的选项（授权方：本租户生产企业及持有有效授权书的经销商；所选授权方的产品、产品线；省市；医院）',
        body: letterApplicationOptionsBody,
        response: { 200: letterApplicationOptionsEnvelope },
      },
    },
    async (request) => ok(await letterApplicationOptions(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterApplicationSave,
    {
      config: apply,
      schema: {
        tags,
        summary: '提交授权申请（同一授权方仅一条待审核申请；进入授权方的审批流程）',
        body: letterApplicationSaveBody,
        response: { 200: letterApplicationEnvelope },
      },
    },
    async (request) => ok(await saveLetterApplication(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterApplicationCancel,
    {
      config: apply,
      schema: {
        tags,
        summary: '撤回待审核的授权申请（申请人撤回审批实例）',
        body: letterApplicationIdBody,
        response: { 200: letterApplicationEnvelope },
      },
    },
    async (request) => ok(await cancelLetterApplication(app.db, auditActor(sessionOf(request), request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.letterApplicationReview,
    {
      config: read,
      schema: {
        tags,
        summary: '授权方审核授权申请（通过：生成授权书草稿并提醒盖章；驳回须填写原因）',
        body: letterApplicationReviewBody,
        response: { 200: letterApplicationEnvelope },
      },
    },
    async (request) => ok(await reviewLetterApplication(app.db, auditActor(sessionOf(request), request), request.body)),
  );
};
