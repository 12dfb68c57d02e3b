// partner/pageList | lookup | save | updateStatus | delete | export | detail | trades (prefix
// /m-channel-center/api/v1): the enterprise registry of the session's company, by kind. The route admits
// any of the five kinds' menus; the service checks the body's kind (menu for reads, edit button for writes).
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import {
  PARTNER_KIND_MENUS,
  partnerDetailEnvelope,
  partnerEditCode,
  partnerFilter,
  partnerIdBody,
  partnerLookupBody,
  partnerLookupEnvelope,
  partnerPageBody,
  partnerPageEnvelope,
  partnerRowEnvelope,
  partnerSaveBody,
  partnerStatusBody,
  partnerTradesBody,
  partnerTradesEnvelope,
  PARTNER_KINDS,
} from '@medportal/contracts/channel/partners.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { filesRootOf, saveGenerated } from '../../file-library/files/files.service.js';
import {
  deletePartner,
  exportPartners,
  partnerDetail,
  partnerExportFileName,
  partnerLookup,
  partnerPage,
  partnerTrades,
  savePartner,
  updatePartnerStatus,
} from './partners.service.js';

const tags = ['channel-partner'];
const menus = PARTNER_KINDS.map((k) => PARTNER_KIND_MENUS[k]) as [string, ...string[]];
const edits = PARTNER_KINDS.map((k) => partnerEditCode(k)) as [string, ...string[]];
const read = { access: { resource: menus } };
const write = { access: { resource: edits } };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);

  app.post(
    CHANNEL_PATHS.partnerPageList,
    {
      config: read,
      schema: {
        tags,
        summary: '企业管理分页（按企业分类：经销商、CSO、第三方企业、生产厂家、医院；名称、信用代码、区域、状态、等级）',
        body: partnerPageBody,
        response: { 200: partnerPageEnvelope },
      },
    },
    async (request) => ok(await partnerPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.partnerLookup,
    {
      config: read,
      schema: {
        tags,
        summary: '按统一社会信用代码查询平台企业（校验码错误时提示；给出分类时校验企业类型）',
        body: partnerLookupBody,
        response: { 200: partnerLookupEnvelope },
      },
    },
    async (request) => ok(await partnerLookup(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.partnerSave,
    {
      config: write,
      schema: {
        tags,
        summary: '新增或编辑合作企业（联系人、电话、区域、等级、合作期限、备注）',
        body: partnerSaveBody,
        response: { 200: partnerRowEnvelope },
      },
    },
    async (request) => ok(await savePartner(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.partnerUpdateStatus,
    {
      config: write,
      schema: { tags, summary: '启用或停用合作企业', body: partnerStatusBody, response: { 200: partnerRowEnvelope } },
    },
    async (request) => ok(await updatePartnerStatus(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.partnerDelete,
    {
      config: write,
      schema: { tags, summary: '删除合作企业（仅删除合作关系）', body: partnerIdBody, response: { 200: emptyEnvelope } },
    },
    async (request) => ok(await deletePartner(app.db, auditActor(sessionOf(request), request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.partnerExport,
    {
      config: { ...read, binary: true },
      schema: { tags, summary: '导出企业列表（xlsx，条件同列表、不分页，最多10000行）', body: partnerFilter },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await exportPartners(app.db, ctx, request.body);
      const fileName = await partnerExportFileName(app.db, ctx, request.body.kind);
      await saveGenerated(app.db, ctx, root, { fileName, mimeType: XLSX, data, operationType: 2 });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );

  app.post(
    CHANNEL_PATHS.partnerDetail,
    {
      config: read,
      schema: {
        tags,
        summary: '合作企业详情（合作信息、企业信息、当前资质证照及有效期状态、交易汇总）',
        body: partnerIdBody,
        response: { 200: partnerDetailEnvelope },
      },
    },
    async (request) => ok(await partnerDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.partnerTrades,
    {
      config: read,
      schema: {
        tags,
        summary: '与合作企业之间的订单（双向，最新在前，分页）',
        body: partnerTradesBody,
        response: { 200: partnerTradesEnvelope },
      },
    },
    async (request) => ok(await partnerTrades(app.db, sessionOf(request), request.body)),
  );
};
