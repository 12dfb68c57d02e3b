// registerCard/pageList | detail | save | change | checkNo | options | export | attachment (prefix
// /m-product-center/api/v1): registration and class I filing certificates.
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_PATHS } from '@medportal/contracts/common/api-paths';
import {
  certificateAttachmentQuery,
  certificateChangeBody,
  certificateCheckEnvelope,
  certificateCheckNoBody,
  certificateDetailEnvelope,
  certificateFilter,
  certificateIdBody,
  certificateOptionsBody,
  certificateOptionsEnvelope,
  certificatePageBody,
  certificatePageEnvelope,
  certificateSaveBody,
} from '@medportal/contracts/product/certificates.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { filesRootOf, saveGenerated } from '../../file-library/files/files.service.js';
import {
  certificateAttachment,
  certificateDetail,
  certificateExportFileName,
  certificateOptions,
  certificatePage,
  changeCertificate,
  checkCertificateNo,
  exportCertificates,
  saveCertificate,
} from './certificates.service.js';

const tags = ['product-certificate'];
const read = { access: { resource: ['pd.registercard'] as const } };
const write = { access: { resource: ['pd.registercard.edit'] as const } };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);

  app.post(
    PRODUCT_PATHS.certificatePageList,
    {
      config: read,
      schema: {
        tags,
        summary: '注册证/备案凭证分页（编号、产品名称、注册人、类别、类型、有效期状态）',
        body: certificatePageBody,
        response: { 200: certificatePageEnvelope },
      },
    },
    async (request) => ok(await certificatePage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    PRODUCT_PATHS.certificateDetail,
    {
      config: read,
      schema: {
        tags,
        summary: '注册证详情（当前数据与全部版本，新版本在前）',
        body: certificateIdBody,
        response: { 200: certificateDetailEnvelope },
      },
    },
    async (request) => ok(await certificateDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    PRODUCT_PATHS.certificateSave,
    {
      config: write,
      schema: {
        tags,
        summary: '新增注册证/备案凭证（编号按格式校验，版本1）',
        body: certificateSaveBody,
        response: { 200: certificateDetailEnvelope },
      },
    },
    async (request) => ok(await saveCertificate(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    PRODUCT_PATHS.certificateChange,
    {
      config: write,
      schema: {
        tags,
        summary: '变更注册证（生成新版本，保留旧版本，需填写变更原因）',
        body: certificateChangeBody,
        response: { 200: certificateDetailEnvelope },
      },
    },
    async (request) => ok(await changeCertificate(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    PRODUCT_PATHS.certificateCheckNo,
    {
      config: read,
      schema: {
        tags,
        summary: '校验注册证/备案凭证编号（指出错误的部分，并说明是否已存在）',
        body: certificateCheckNoBody,
        response: { 200: certificateCheckEnvelope },
      },
    },
    async (request) => ok(await checkCertificateNo(app.db, sessionOf(request), request.body.certNo)),
  );

  app.post(
    PRODUCT_PATHS.certificateOptions,
    {
      // a product's certificate picker: product editors too
      config: { access: { resource: ['pd.registercard', 'fc.product.edit'] as const } },
      schema: {
        tags,
        summary: '可选注册证（最多20条，按编号或产品名称）',
        body: certificateOptionsBody,
        response: { 200: certificateOptionsEnvelope },
      },
    },
    async (request) => ok(await certificateOptions(app.db, sessionOf(request), request.body)),
  );

  app.post(
    PRODUCT_PATHS.certificateExport,
    {
      config: { ...read, binary: true },
      schema: { tags, summary: '导出注册证列表（xlsx，条件同列表、不分页，最多10000行）', body: certificateFilter },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await exportCertificates(app.db, ctx, request.body);
      const fileName = await certificateExportFileName(app.db, ctx);
      await saveGenerated(app.db, ctx, root, { fileName, mimeType: XLSX, data, operationType: 2 });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );

  app.get(
    PRODUCT_PATHS.certificateAttachment,
    {
      config: { ...read, binary: true },
      schema: { tags, summary: '注册证附件（PDF 或图片，任一版本的附件）', querystring: certificateAttachmentQuery },
    },
    async (request, reply) => {
      const { row, stream } = await certificateAttachment(app.db, sessionOf(request), root, request.query);
      return reply
        .type(row.mimeType)
        .header('content-disposition', contentDisposition(row.fileOldName, { type: 'inline' }))
        .send(stream);
    },
  );
};
