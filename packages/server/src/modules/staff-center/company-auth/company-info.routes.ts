// The company's information: enterprise profile and financial (invoice) information (prefix
// /m-staff-center/api/v1). Open to any session; the service lets members read and administrators save.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import {
  companyInfoQuery,
  enterpriseInfoEnvelope,
  financialInfoEnvelope,
  regionOptionsEnvelope,
  saveEnterpriseInfoBody,
  saveFinancialInfoBody,
} from '@medportal/contracts/staff/company-info.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './company-info.service.js';

const tags = ['company-info'];

export const companyInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.companyEnterpriseInfo,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '企业信息（本企业成员可查看；平台可指定企业）',
        body: companyInfoQuery.nullable(),
        response: { 200: enterpriseInfoEnvelope },
      },
    },
    async (request) => ok(await service.enterpriseInfo(app.db, sessionOf(request), request.body ?? {})),
  );

  app.post(
    STAFF_PATHS.companyEnterpriseInfoSave,
    {
      config: { access: 'session' },
      schema: { tags, summary: '保存企业信息（仅企业管理员）', body: saveEnterpriseInfoBody, response: { 200: enterpriseInfoEnvelope } },
    },
    async (request) => ok(await service.saveEnterpriseInfo(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    STAFF_PATHS.companyFinancialInfo,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '开票信息（本企业成员可查看；平台可指定企业）',
        body: companyInfoQuery.nullable(),
        response: { 200: financialInfoEnvelope },
      },
    },
    async (request) => ok(await service.financialInfo(app.db, sessionOf(request), request.body ?? {})),
  );

  app.post(
    STAFF_PATHS.companyFinancialInfoSave,
    {
      config: { access: 'session' },
      schema: { tags, summary: '保存开票信息（仅企业管理员）', body: saveFinancialInfoBody, response: { 200: financialInfoEnvelope } },
    },
    async (request) => ok(await service.saveFinancialInfo(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    STAFF_PATHS.companyInfoRegions,
    {
      config: { access: 'session' },
      schema: { tags, summary: '企业所在地区选项（省、市）', body: emptyBody.nullable(), response: { 200: regionOptionsEnvelope } },
    },
    async () => ok(service.regionOptions()),
  );
};
