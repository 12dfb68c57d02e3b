// The publisher's notice calls (prefix /m-worktable/api/v1): notice/manage/pageList | manage/detail |
// save | publish | withdraw | delete | receipts | audienceOptions — button wt.notice.publish; and
// notice/markRead for any reader.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { WORKTABLE_PATHS } from '@medportal/contracts/common/api-paths';
import {
  noticeAudienceOptionsBody,
  noticeAudienceOptionsEnvelope,
  noticeIdBody,
  noticeManageDetailEnvelope,
  noticeManagePageBody,
  noticeManagePageEnvelope,
  noticeMarkReadBody,
  noticeMarkReadEnvelope,
  noticePublishBody,
  noticeReceiptsBody,
  noticeReceiptsEnvelope,
  noticeSaveBody,
} from '@medportal/contracts/worktable/notices.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import {
  noticeAudienceOptions,
  noticeManageDetail,
  noticeManagePage,
  noticeReceipts,
  publishNotice,
  removeNotice,
  saveNotice,
  withdrawNotice,
} from './notices-manage.service.js';
import { markNoticesRead } from './notices.service.js';

const tags = ['notice'];
const PUBLISH = { access: { resource: ['wt.notice.publish'] as const } };
const actorOf = (request: FastifyRequest) => auditActor(sessionOf(request), request);

export const noticesManageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WORKTABLE_PATHS.noticeMarkRead,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '公告标为已读（一条或全部可见公告）',
        body: noticeMarkReadBody,
        response: { 200: noticeMarkReadEnvelope },
      },
    },
    async (request) => ok(await markNoticesRead(app.db, sessionOf(request), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.noticeManagePageList,
    {
      config: PUBLISH,
      schema: {
        tags,
        summary: '发布管理：本企业（平台）发布的公告分页（含草稿、已读人数）',
        body: noticeManagePageBody,
        response: { 200: noticeManagePageEnvelope },
      },
    },
    async (request) => ok(await noticeManagePage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.noticeManageDetail,
    {
      config: PUBLISH,
      schema: { tags, summary: '发布管理：公告详情（编辑用）', body: noticeIdBody, response: { 200: noticeManageDetailEnvelope } },
    },
    async (request) => ok(await noticeManageDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    WORKTABLE_PATHS.noticeSave,
    {
      config: PUBLISH,
      schema: {
        tags,
        summary: '保存公告草稿（新建或修改草稿；正文在服务端净化）',
        body: noticeSaveBody,
        response: { 200: noticeManageDetailEnvelope },
      },
    },
    async (request) => ok(await saveNotice(app.db, actorOf(request), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.noticePublish,
    {
      config: PUBLISH,
      schema: {
        tags,
        summary: '发布公告（立即或定时发布草稿）',
        body: noticePublishBody,
        response: { 200: noticeManageDetailEnvelope },
      },
    },
    async (request) => ok(await publishNotice(app.db, actorOf(request), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.noticeWithdraw,
    {
      config: PUBLISH,
      schema: { tags, summary: '撤回已发布的公告（读者不再可见）', body: noticeIdBody, response: { 200: noticeManageDetailEnvelope } },
    },
    async (request) => ok(await withdrawNotice(app.db, actorOf(request), request.body.id)),
  );

  app.post(
    WORKTABLE_PATHS.noticeDelete,
    {
      config: PUBLISH,
      schema: { tags, summary: '删除公告（仅草稿与已撤回）', body: noticeIdBody, response: { 200: emptyEnvelope } },
    },
    async (request) => ok(await removeNotice(app.db, actorOf(request), request.body.id)),
  );

  app.post(
    WORKTABLE_PATHS.noticeReceipts,
    {
      config: PUBLISH,
      schema: {
        tags,
        summary: '公告阅读回执（受众中的已读与未读用户）',
        body: noticeReceiptsBody,
        response: { 200: noticeReceiptsEnvelope },
      },
    },
    async (request) => ok(await noticeReceipts(app.db, sessionOf(request), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.noticeAudienceOptions,
    {
      config: PUBLISH,
      schema: {
        tags,
        summary: '公告发布范围选项（可选范围、企业类型、企业搜索）',
        body: noticeAudienceOptionsBody,
        response: { 200: noticeAudienceOptionsEnvelope },
      },
    },
    async (request) => ok(await noticeAudienceOptions(app.db, sessionOf(request), request.body)),
  );
};
