// exportRecord/pageList (prefix /m-worktable/api/v1): the group export records of /group-exportRecord.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WORKTABLE_PATHS } from '@medportal/contracts/common/api-paths';
import { exportRecordPageBody, exportRecordPageEnvelope } from '@medportal/contracts/worktable/export-records.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { exportRecordPage } from './export-records.service.js';

export const exportRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WORKTABLE_PATHS.exportRecordPageList,
    {
      config: { access: { resource: ['wt.exportRecord'] } },
      schema: {
        tags: ['exportRecord'],
        summary: '导出记录分页：本企业的导出文件（企业集团建立前仅本企业；平台可看全部企业并按企业筛选），含下载地址',
        body: exportRecordPageBody,
        response: { 200: exportRecordPageEnvelope },
      },
    },
    async (request) => ok(await exportRecordPage(app.db, sessionOf(request), request.body)),
  );
};
