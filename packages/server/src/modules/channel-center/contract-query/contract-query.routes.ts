// contract/query | detail | export (prefix /m-channel-center/api/v1): the supply contracts of the session's
// company (the platform: all). A code the session may not see answers 100002 合同不存在, which the web keeps
// silent on the contract-query page.
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import {
  contractQueryDetailBody,
  contractQueryDetailEnvelope,
  contractQueryExportBody,
  contractQueryPageBody,
  contractQueryPageEnvelope,
} from '@medportal/contracts/channel/contract-query.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf, saveGenerated } from '../../file-library/files/files.service.js';
import { contractExportFileName, contractQueryDetail, contractQueryPage, exportContracts } from './contract-query.service.js';

const tags = ['channel-contract'];
const read = { access: { resource: ['cm.contract'] as const } };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const contractQueryRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);

  app.post(
    CHANNEL_PATHS.contractQuery,
    {
      config: read,
      schema: {
        tags,
        summary: '合同查询分页（合同编号、名称、相对方、状态、有效期：有效/90天内到期/已过期；按有效期至排序）',
        body: contractQueryPageBody,
        response: { 200: contractQueryPageEnvelope },
      },
    },
    async (request) => ok(await contractQueryPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.contractQueryDetail,
    {
      config: read,
      schema: {
        tags,
        summary: '合同详情（合同产品与价格，单位：分）；不存在或非本企业的合同返回 100002 合同不存在',
        body: contractQueryDetailBody,
        response: { 200: contractQueryDetailEnvelope },
      },
    },
    async (request) => ok(await contractQueryDetail(app.db, sessionOf(request), request.body.contractCode)),
  );

  app.post(
    CHANNEL_PATHS.contractQueryExport,
    {
      config: { ...read, binary: true },
      schema: { tags, summary: '导出合同查询结果（xlsx，条件同列表、不分页，最多10000行）', body: contractQueryExportBody },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await exportContracts(app.db, ctx, request.body);
      const fileName = await contractExportFileName(app.db, ctx);
      await saveGenerated(app.db, ctx, root, { fileName, mimeType: XLSX, data, operationType: 2 });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );
};
