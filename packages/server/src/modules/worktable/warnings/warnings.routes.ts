// warning/counts | warning/pageList | warning/export (prefix /m-worktable/api/v1): the expiry warnings
// of the session's company (/worktable/warning).
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import { WORKTABLE_PATHS } from '@medportal/contracts/common/api-paths';
import {
  warningCountsEnvelope,
  warningExportBody,
  warningPageBody,
  warningPageEnvelope,
} from '@medportal/contracts/worktable/settings.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf, saveGenerated } from '../../file-library/files/files.service.js';
import { exportWarnings, warningCounts, warningExportFileName, warningPage } from './warnings.service.js';

const tags = ['warning'];
const access = { resource: ['wt.warning'] } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const warningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const filesRoot = filesRootOf(app.config);

  app.post(
    WORKTABLE_PATHS.warningCounts,
    {
      config: { access },
      schema: {
        tags,
        summary: '到期预警数量（已过期、30天内、31–60天、61–90天）',
        body: emptyBody.nullable(),
        response: { 200: warningCountsEnvelope },
      },
    },
    async (request) => ok(await warningCounts(app.db, sessionOf(request))),
  );

  app.post(
    WORKTABLE_PATHS.warningPageList,
    {
      config: { access },
      schema: {
        tags,
        summary: '到期预警列表（本企业有效期内的单据，按剩余天数排序）',
        body: warningPageBody,
        response: { 200: warningPageEnvelope },
      },
    },
    async (request) => ok(await warningPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.warningExport,
    {
      config: { access, binary: true },
      schema: { tags, summary: '导出到期预警（xlsx，分类条件同列表，不分页）', body: warningExportBody },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await exportWarnings(app.db, ctx, request.body.bucket);
      const fileName = await warningExportFileName(app.db, ctx);
      // the export also lands in the company's import/export history (a user without a company has none)
      if (ctx.companyId !== 0)
        await saveGenerated(app.db, ctx, filesRoot, { fileName, mimeType: XLSX, data, operationType: 2, businessCode: 'worktableWarning' });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );
};
