// channelBusiness/pageList | detail | save | updateStatus | export | options | dealerOptions (prefix
// /m-channel-center/api/v1): a manufacturer's channel business records; a second record of the same
// dealer and product line answers 100002 渠道商已存在, which the web shows on the add page.
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyBody } from '@medportal/contracts/common/envelope';
import {
  channelBusinessDealerOptionsBody,
  channelBusinessDealerOptionsEnvelope,
  channelBusinessExportBody,
  channelBusinessIdBody,
  channelBusinessOptionsEnvelope,
  channelBusinessPageBody,
  channelBusinessPageEnvelope,
  channelBusinessRowEnvelope,
  channelBusinessSaveBody,
  channelBusinessStatusBody,
} from '@medportal/contracts/channel/channel-business.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { filesRootOf, saveGenerated } from '../../file-library/files/files.service.js';
import {
  channelBusinessDealerOptions,
  channelBusinessDetail,
  channelBusinessExportFileName,
  channelBusinessOptions,
  channelBusinessPage,
  exportChannelBusiness,
  saveChannelBusiness,
  updateChannelBusinessStatus,
} from './channel-business.service.js';

const tags = ['channel-business'];
const read = { access: { resource: ['cm.channelBusiness'] as const } };
const write = { access: { resource: ['cm.channelBusiness.edit'] as const } };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const channelBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);

  app.post(
    CHANNEL_PATHS.channelBusinessPageList,
    {
      config: read,
      schema: {
        tags,
        summary: '渠道商务分页（渠道商、产品线、区域、级别、状态；生产企业看自己的，经销商看涉及自己的，平台看全部）',
        body: channelBusinessPageBody,
        response: { 200: channelBusinessPageEnvelope },
      },
    },
    async (request) => ok(await channelBusinessPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.channelBusinessDetail,
    {
      config: read,
      schema: { tags, summary: '渠道商务详情', body: channelBusinessIdBody, response: { 200: channelBusinessRowEnvelope } },
    },
    async (request) => ok(await channelBusinessDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.channelBusinessSave,
    {
      config: write,
      schema: {
        tags,
        summary: '新增渠道商务（生产企业；同一渠道商与产品线重复时返回 100002 渠道商已存在）',
        body: channelBusinessSaveBody,
        response: { 200: channelBusinessRowEnvelope },
      },
    },
    async (request) => ok(await saveChannelBusiness(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.channelBusinessUpdateStatus,
    {
      config: write,
      schema: { tags, summary: '停用或启用渠道商务', body: channelBusinessStatusBody, response: { 200: channelBusinessRowEnvelope } },
    },
    async (request) => ok(await updateChannelBusinessStatus(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.channelBusinessExport,
    {
      config: { ...read, binary: true },
      schema: { tags, summary: '导出渠道商务（xlsx，条件同列表、不分页，最多10000行）', body: channelBusinessExportBody },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await exportChannelBusiness(app.db, ctx, request.body);
      const fileName = await channelBusinessExportFileName(app.db, ctx);
      await saveGenerated(app.db, ctx, root, { fileName, mimeType: XLSX, data, operationType: 2 });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );

  app.post(
    CHANNEL_PATHS.channelBusinessOptions,
    {
      config: read,
      schema: {
        tags,
        summary: '渠道商务的选项（本企业产品线、省市区域）',
        body: emptyBody,
        response: { 200: channelBusinessOptionsEnvelope },
      },
    },
    async (request) => ok(await channelBusinessOptions(app.db, sessionOf(request))),
  );

  app.post(
    CHANNEL_PATHS.channelBusinessDealerOptions,
    {
      config: read,
      schema: {
        tags,
        summary: '可选渠道商（经销商，按名称、编码或完整的统一社会信用代码，最多50家）',
        body: channelBusinessDealerOptionsBody,
        response: { 200: channelBusinessDealerOptionsEnvelope },
      },
    },
    async (request) => ok(await channelBusinessDealerOptions(app.db, sessionOf(request), request.body.keyword)),
  );
};
