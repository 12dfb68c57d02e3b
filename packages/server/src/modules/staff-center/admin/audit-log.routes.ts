// The audit log (/systemSetup/auditLog): search and page, and the Excel export.
import { join, resolve } from 'node:path';
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { auditLogExportBody, auditLogPageBody, auditLogPageEnvelope } from '@medportal/contracts/system/admin.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { saveGenerated } from '../../file-library/files/files.service.js';
import { AUDIT_BUSINESS_CODE, auditExportFileName, exportAuditLog, pageAuditLog } from './audit-log.service.js';

const tags = ['auditLog'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ACCESS = { access: { resource: ['sys.auditLog'] as const } };

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const filesRoot = resolve(app.config.FILES_DIR ?? join(app.config.DATA_DIR, 'files'));

  app.post(
    STAFF_PATHS.auditLogPageList,
    {
      config: ACCESS,
      schema: {
        tags,
        summary: '操作日志分页查询（操作人、对象、操作、时间；最新在前）',
        body: auditLogPageBody,
        response: { 200: auditLogPageEnvelope },
      },
    },
    async (request) => ok(await pageAuditLog(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.auditLogExport,
    {
      config: { ...ACCESS, binary: true },
      schema: { tags, summary: '导出操作日志（xlsx，最多10000条，记入导入导出记录）', body: auditLogExportBody },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await exportAuditLog(app.db, ctx, request.body);
      const fileName = await auditExportFileName(app.db, ctx);
      await saveGenerated(app.db, ctx, filesRoot, { fileName, mimeType: XLSX, data, operationType: 2, businessCode: AUDIT_BUSINESS_CODE });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );
};
