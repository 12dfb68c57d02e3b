// merchantUser/customTable/find | save | reset | getAuthField (spec 2 section 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import {
  authFieldEnvelope,
  customTableFindEnvelope,
  customTableSaveBody,
  tableNoBody,
} from '@medportal/contracts/staff/custom-table.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { authFields, findCustomTable, resetCustomTable, saveCustomTable } from './custom-table.service.js';

const tags = ['customTable'];

export const customTableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.customTableFind,
    {
      config: { access: 'session' },
      schema: { tags, summary: '查询当前用户的表格列配置', body: tableNoBody, response: { 200: customTableFindEnvelope } },
    },
    async (request) => ok({ tableSet: await findCustomTable(app.db, sessionOf(request), request.body.tableNo) }),
  );

  app.post(
    STAFF_PATHS.customTableSave,
    {
      config: { access: 'session' },
      schema: { tags, summary: '保存当前用户的表格列配置', body: customTableSaveBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await saveCustomTable(app.db, sessionOf(request), request.body);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.customTableReset,
    {
      config: { access: 'session' },
      schema: { tags, summary: '恢复表格默认列配置', body: tableNoBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await resetCustomTable(app.db, sessionOf(request), request.body.tableNo);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.customTableGetAuthField,
    {
      config: { access: 'session' },
      schema: { tags, summary: '查询表格的授权字段', body: tableNoBody, response: { 200: authFieldEnvelope } },
    },
    async (request) => ok({ tableFields: await authFields(app.db, sessionOf(request), request.body.tableNo) }),
  );
};
