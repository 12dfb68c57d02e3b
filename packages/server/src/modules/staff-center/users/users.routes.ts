// merchantUser/pageList and merchantUser/export: a company's users (the platform names any company of the
// tenant) within the session's data scope, with field permissions applied on the server. The list is
// open to any session because the UI kit's demo pages show it to everyone: without the user-management
// menu (sys.user) a session gets its own row only (user-list.service). The export needs its button.
import { join, resolve } from 'node:path';
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  merchantUserExportBody,
  merchantUserPageBody,
  merchantUserPageEnvelope,
  TABLE_NO_USER_LIST,
} from '@medportal/contracts/staff/merchant-user.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { saveGenerated } from '../../file-library/files/files.service.js';
import { exportFileName, exportUsers, pageUsers } from './user-list.service.js';

const tags = ['merchantUser'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // the file library's storage directory (same resolution as its own routes)
  const filesRoot = resolve(app.config.FILES_DIR ?? join(app.config.DATA_DIR, 'files'));

  app.post(
    STAFF_PATHS.merchantUserPageList,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '企业的用户分页列表（数据权限内，按字段权限省略隐藏字段；无用户管理菜单时仅本人）',
        body: merchantUserPageBody,
        response: { 200: merchantUserPageEnvelope },
      },
    },
    async (request) => ok(await pageUsers(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.merchantUserExport,
    {
      config: { access: { resource: ['sys.user.export'] }, binary: true },
      schema: { tags, summary: '按当前筛选导出企业的用户列表（xlsx，最多10000条，隐藏字段不导出）', body: merchantUserExportBody },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await exportUsers(app.db, ctx, request.body);
      const fileName = await exportFileName(app.db, ctx);
      // the export also lands in the company's import/export history, downloadable from the file library
      await saveGenerated(app.db, ctx, filesRoot, { fileName, mimeType: XLSX, data, operationType: 2, businessCode: TABLE_NO_USER_LIST });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );
};
