// The product centre's product import calls (contracts PRODUCT_PATHS): the template, the workbook of
// products and the zip of pictures (multipart, field file; the platform names the manufacturer), the
// progress, failed rows and error workbook of either. Button fc.product.edit.
import { join, resolve } from 'node:path';
import multipart from '@fastify/multipart';
import contentDisposition from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_PATHS } from '@medportal/contracts/common/api-paths';
import {
  productImportFailureFileQuery,
  productImportFailuresBody,
  productImportFailuresEnvelope,
  productImportProgressBody,
  productImportProgressEnvelope,
  productImportQuery,
  productImportStartedEnvelope,
  productImportTemplateQuery,
} from '@medportal/contracts/product/product-import.contract';
import {
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_SHEET,
  PRODUCT_PICTURES_MAX_BYTES,
} from '@medportal/contracts/product/product-import-rules';
import { DomainError } from '../../../lib/domain-error.js';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { taskTracker, XLSX_MIME, type ImportHost, type Upload } from '../../file-library/imports/import-start.service.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import * as service from './product-import.service.js';

const tags = ['productImport'];
const access = { resource: ['fc.product.edit'] } as const;

async function uploadOf(request: FastifyRequest, fileSize: number): Promise<Upload> {
  const part = request.isMultipart() ? await request.file({ limits: { fileSize } }) : undefined;
  if (!part) throw new DomainError('BAD_REQUEST', 'file：请选择要导入的文件（multipart/form-data，字段名 file）', { httpStatus: 400 });
  return { filename: part.filename, file: part.file };
}

export const productImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const filesRoot = resolve(app.config.FILES_DIR ?? join(app.config.DATA_DIR, 'files'));
  // the larger limit of the two uploads; each call sets its own
  await app.register(multipart, { limits: { fileSize: PRODUCT_PICTURES_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 } });
  const tasks = taskTracker();
  app.addHook('onClose', tasks.settle);
  const host: ImportHost = { db: app.db, filesRoot, log: app.log, track: tasks.track };

  app.get(
    PRODUCT_PATHS.productImportTemplate,
    {
      config: { access, binary: true },
      schema: { tags, summary: '下载产品导入模板（含填写说明工作表）', querystring: productImportTemplateQuery },
    },
    async (_request, reply) =>
      reply
        .type(XLSX_MIME)
        .header('content-disposition', contentDisposition(`${PRODUCT_IMPORT_SHEET}模板.xlsx`))
        .send(await service.productImportTemplate()),
  );

  app.post(
    PRODUCT_PATHS.productImport,
    {
      config: { access },
      schema: {
        tags,
        summary: '导入产品（Excel 模板，multipart 字段 file）：立即返回导入记录编号，后台逐行校验并新增草稿产品',
        consumes: ['multipart/form-data'],
        querystring: productImportQuery,
        response: { 200: productImportStartedEnvelope },
      },
    },
    async (request) =>
      ok(
        await service.acceptProductImport(
          host,
          auditActor(sessionOf(request), request),
          request.query.manufacturerCompanyId,
          await uploadOf(request, PRODUCT_IMPORT_MAX_BYTES),
        ),
      ),
  );

  app.post(
    PRODUCT_PATHS.productPicturesImport,
    {
      config: { access },
      schema: {
        tags,
        summary: '导入产品图片（zip 压缩包，multipart 字段 file；文件名为产品编码，如 KR-001.jpg、KR-001_2.jpg）',
        consumes: ['multipart/form-data'],
        querystring: productImportQuery,
        response: { 200: productImportStartedEnvelope },
      },
    },
    async (request) =>
      ok(
        await service.acceptPicturesImport(
          host,
          auditActor(sessionOf(request), request),
          request.query.manufacturerCompanyId,
          await uploadOf(request, PRODUCT_PICTURES_MAX_BYTES),
        ),
      ),
  );

  app.post(
    PRODUCT_PATHS.productImportProgress,
    {
      config: { access },
      schema: {
        tags,
        summary: '产品或图片导入的进度（行数、百分比、结果）',
        body: productImportProgressBody,
        response: { 200: productImportProgressEnvelope },
      },
    },
    async (request) => ok(await service.productImportProgress(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    PRODUCT_PATHS.productImportFailures,
    {
      config: { access },
      schema: {
        tags,
        summary: '产品或图片导入的失败行分页（行号、错误信息）',
        body: productImportFailuresBody,
        response: { 200: productImportFailuresEnvelope },
      },
    },
    async (request) => ok(await service.productImportFailures(app.db, sessionOf(request), request.body)),
  );

  app.get(
    PRODUCT_PATHS.productImportFailureFile,
    {
      config: { access, binary: true },
      schema: {
        tags,
        summary: '下载失败数据：产品导入为原工作簿加“错误信息”列，图片导入为失败文件清单',
        querystring: productImportFailureFileQuery,
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await service.productImportFailureFile(app.db, sessionOf(request), filesRoot, request.query.id);
      return reply.type(XLSX_MIME).header('content-disposition', contentDisposition(fileName)).send(stream);
    },
  );
};
