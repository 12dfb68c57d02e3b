// merchantUser/import*: the user import of /systemSetup/userManagement/uploadFile — upload (multipart,
// .xlsx), template, progress, failed rows, error workbook and the company's import history.
import { join, resolve } from 'node:path';
import multipart from '@fastify/multipart';
import contentDisposition from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { USER_IMPORT_MAX_BYTES, USER_IMPORT_SHEET } from '@medportal/contracts/system/user-import-rules';
import {
  userImportFailureFileQuery,
  userImportFailuresBody,
  userImportFailuresEnvelope,
  userImportHistoryBody,
  userImportHistoryEnvelope,
  userImportProgressBody,
  userImportProgressEnvelope,
  userImportQuery,
  userImportStartedEnvelope,
  userImportTemplateQuery,
} from '@medportal/contracts/system/user-import.contract';
import { DomainError } from '../../../lib/domain-error.js';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { taskTracker, XLSX_MIME, type ImportHost, type Upload } from '../../file-library/imports/import-start.service.js';
import { auditActor } from '../audit/audit.service.js';
import {
  acceptUserImport,
  userImportFailureFile,
  userImportFailures,
  userImportHistory,
  userImportProgress,
  userImportTemplate,
} from './user-import.service.js';

const tags = ['merchantUser'];
const access = { resource: ['sys.user.import'] } as const;

async function uploadOf(request: FastifyRequest): Promise<Upload> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part)
    throw new DomainError('BAD_REQUEST', 'file：请选择要导入的 Excel 文件（multipart/form-data，字段名 file）', { httpStatus: 400 });
  return { filename: part.filename, file: part.file };
}

export const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const filesRoot = resolve(app.config.FILES_DIR ?? join(app.config.DATA_DIR, 'files'));
  await app.register(multipart, { limits: { fileSize: USER_IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 } });
  // imports still running when the app closes are awaited
  const tasks = taskTracker();
  app.addHook('onClose', tasks.settle);
  const host: ImportHost = { db: app.db, filesRoot, log: app.log, track: tasks.track };

  app.post(
    STAFF_PATHS.merchantUserImport,
    {
      config: { access },
      schema: {
        tags,
        summary: '导入用户（Excel 模板，multipart 字段 file）：立即返回导入记录编号与初始密码，后台逐行校验并创建用户',
        consumes: ['multipart/form-data'],
        querystring: userImportQuery,
        response: { 200: userImportStartedEnvelope },
      },
    },
    async (request) => {
      const actor = auditActor(sessionOf(request), request);
      return ok(await acceptUserImport(host, actor, request.query.companyId, await uploadOf(request)));
    },
  );

  app.get(
    STAFF_PATHS.merchantUserImportTemplate,
    {
      config: { access, binary: true },
      schema: { tags, summary: '下载用户导入模板（含填写说明工作表）', querystring: userImportTemplateQuery },
    },
    async (_request, reply) =>
      reply
        .type(XLSX_MIME)
        .header('content-disposition', contentDisposition(`${USER_IMPORT_SHEET}模板.xlsx`))
        .send(await userImportTemplate()),
  );

  app.post(
    STAFF_PATHS.merchantUserImportProgress,
    {
      config: { access },
      schema: {
        tags,
        summary: '用户导入进度（行数、百分比、结果）',
        body: userImportProgressBody,
        response: { 200: userImportProgressEnvelope },
      },
    },
    async (request) => ok(await userImportProgress(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    STAFF_PATHS.merchantUserImportFailures,
    {
      config: { access },
      schema: {
        tags,
        summary: '用户导入失败行分页（行号、错误信息、单元格）',
        body: userImportFailuresBody,
        response: { 200: userImportFailuresEnvelope },
      },
    },
    async (request) => ok(await userImportFailures(app.db, sessionOf(request), request.body)),
  );

  app.get(
    STAFF_PATHS.merchantUserImportFailureFile,
    {
      config: { access, binary: true },
      schema: { tags, summary: '下载用户导入失败数据：原工作簿加“错误信息”列', querystring: userImportFailureFileQuery },
    },
    async (request, reply) => {
      const { fileName, stream } = await userImportFailureFile(app.db, sessionOf(request), filesRoot, request.query.id);
      return reply.type(XLSX_MIME).header('content-disposition', contentDisposition(fileName)).send(stream);
    },
  );

  app.post(
    STAFF_PATHS.merchantUserImportHistory,
    {
      config: { access },
      schema: {
        tags,
        summary: '本企业的用户导入记录分页（最新在前）',
        body: userImportHistoryBody,
        response: { 200: userImportHistoryEnvelope },
      },
    },
    async (request) => ok(await userImportHistory(app.db, sessionOf(request), request.body)),
  );
};
