// companyRelation/*: the tenant's company relations, kept by the platform (/systemSetup/companyRelation;
// reads sys.companyRelation, writes sys.companyRelation.edit).
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  relationEnvelope,
  relationFilter,
  relationIdBody,
  relationPageBody,
  relationPageEnvelope,
  relationSaveBody,
  relationStatusBody,
  relationUpdateBody,
} from '@medportal/contracts/system/relations.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf, saveGenerated } from '../../file-library/files/files.service.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './relations.service.js';

const tags = ['companyRelation'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const READ = { access: { resource: ['sys.companyRelation'] } } as const;
const EDIT = { access: { resource: ['sys.companyRelation.edit'] } } as const;

export const relationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);
  const schema = <B, R>(summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });

  app.post(
    STAFF_PATHS.companyRelationPageList,
    { config: READ, schema: schema('企业关系分页（企业、关系类型、状态；最近变更在前）', relationPageBody, relationPageEnvelope) },
    async (request) => ok(await service.relationPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.companyRelationExport,
    {
      config: { ...READ, binary: true },
      schema: { tags, summary: '导出企业关系（xlsx，条件同列表、不分页，最多10000条）', body: relationFilter },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await service.exportRelations(app.db, ctx, request.body);
      const fileName = await service.relationExportFileName(app.db, ctx);
      await saveGenerated(app.db, ctx, root, {
        fileName,
        mimeType: XLSX,
        data,
        operationType: 2,
        businessCode: service.RELATION_BUSINESS_CODE,
      });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );
  app.post(
    STAFF_PATHS.companyRelationSave,
    {
      config: EDIT,
      schema: schema('新增企业关系（类型须与两家企业的类型相符；同一对企业同一类型只能有一条）', relationSaveBody, relationEnvelope),
    },
    async (request) => ok(await service.saveRelation(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.companyRelationUpdate,
    { config: EDIT, schema: schema('修改企业关系的备注', relationUpdateBody, relationEnvelope) },
    async (request) => ok(await service.updateRelation(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.companyRelationUpdateStatus,
    {
      config: EDIT,
      schema: schema('启用/停用企业关系（须填写原因；停用后两家企业之间不能新建订单）', relationStatusBody, relationEnvelope),
    },
    async (request) => ok(await service.updateRelationStatus(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.companyRelationDelete,
    { config: EDIT, schema: schema('删除企业关系（两家企业之间已有订单时不能删除，请改为停用）', relationIdBody, emptyEnvelope) },
    async (request) => {
      await service.deleteRelation(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
};
