// notice/pageList (keyword, level, unread only) | notice/detail | notice/attachment (prefix /m-worktable/api/v1).
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noticeAttachmentQuery,
  noticeDetailBody,
  noticeDetailEnvelope,
  noticePageBody,
  noticePageEnvelope,
} from '@medportal/contracts/worktable/notices.contract';
import { WORKTABLE_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf } from '../../file-library/files/files.service.js';
import { noticeDetail, noticePage, openNoticeAttachment } from './notices.service.js';

const tags = ['notice'];

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WORKTABLE_PATHS.noticePageList,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '通知公告分页（可见的已发布公告，按标题、重要程度、未读筛选，含已读标记）',
        body: noticePageBody,
        response: { 200: noticePageEnvelope },
      },
    },
    async (request) => ok(await noticePage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.noticeDetail,
    {
      config: { access: 'session' },
      schema: { tags, summary: '公告详情（并标记为已读）', body: noticeDetailBody, response: { 200: noticeDetailEnvelope } },
    },
    async (request) => ok(await noticeDetail(app.db, sessionOf(request), request.body.id)),
  );

  const root = filesRootOf(app.config);
  app.get(
    WORKTABLE_PATHS.noticeAttachment,
    {
      // any session; the service checks that the notice is one the session may read
      config: { access: 'session', binary: true },
      schema: { tags, summary: '下载公告附件（文件库文件，能看到公告即可下载）', querystring: noticeAttachmentQuery },
    },
    async (request, reply) => {
      const { noticeId, fileCode } = request.query;
      const { row, stream } = await openNoticeAttachment(app.db, sessionOf(request), root, noticeId, fileCode);
      return reply.type(row.mimeType).header('content-disposition', contentDisposition(row.fileOldName)).send(stream);
    },
  );
};
