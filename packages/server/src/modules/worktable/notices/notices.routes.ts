// notice/pageList | notice/detail (prefix /m-worktable/api/v1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noticeDetailBody, noticeDetailEnvelope, noticePageBody, noticePageEnvelope,
} from '@medportal/contracts/worktable/notices.contract';
import { WORKTABLE_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { noticeDetail, noticePage } from './notices.service.js';

const tags = ['notice'];

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(WORKTABLE_PATHS.noticePageList, {
    config: { access: 'session' },
    schema: { tags, summary: '通知公告分页（平台公告与本企业公告，含已读标记）', body: noticePageBody, response: { 200: noticePageEnvelope } },
  }, async (request) => ok(await noticePage(app.db, sessionOf(request), request.body)));

  app.post(WORKTABLE_PATHS.noticeDetail, {
    config: { access: 'session' },
    schema: { tags, summary: '公告详情（并标记为已读）', body: noticeDetailBody, response: { 200: noticeDetailEnvelope } },
  }, async (request) => ok(await noticeDetail(app.db, sessionOf(request), request.body.id)));
};
