// examines/* and auditCenter/config|switchCompany: the approval flows of a company (/systemSetup/examine).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PATHS } from '@medportal/contracts/common/api-paths';
import {
  addExamineBody,
  approverOptionsEnvelope,
  businessListBody,
  businessListEnvelope,
  companyOptionsEnvelope,
  configBody,
  flowDetailEnvelope,
  flowPageEnvelope,
  flowSummaryEnvelope,
  previewEnvelope,
  previewExamineFlowBody,
  queryExamineFlowBody,
  queryListBody,
  switchCompanyBody,
  updateStatusBody,
} from '@medportal/contracts/audit/examine.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import * as service from './flows.service.js';

const tags = ['examines'];
const READ = { access: { resource: ['sys.examine'] } } as const;
const EDIT = { access: { resource: ['sys.examine.edit'] } } as const;

export const examineFlowsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = <B, R>(summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });

  app.post(
    AUDIT_PATHS.addExamine,
    { config: EDIT, schema: schema('保存审批流程（新建或生成新版本）', addExamineBody, flowDetailEnvelope) },
    async (request) => ok(await service.saveFlow(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    AUDIT_PATHS.updateStatus,
    { config: EDIT, schema: schema('启用或停用审批流程（停用后按业务默认规则）', updateStatusBody, flowSummaryEnvelope) },
    async (request) => ok(await service.setFlowStatus(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    AUDIT_PATHS.businessList,
    { config: READ, schema: schema('业务类型列表及本企业的流程状态', businessListBody, businessListEnvelope) },
    async (request) => ok(await service.businessList(app.db, sessionOf(request), request.body)),
  );
  app.post(
    AUDIT_PATHS.queryList,
    { config: READ, schema: schema('本企业审批流程分页列表', queryListBody, flowPageEnvelope) },
    async (request) => ok(await service.flowPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    AUDIT_PATHS.queryExamineFlow,
    { config: READ, schema: schema('审批流程详情（当前或指定版本）及版本历史', queryExamineFlowBody, flowDetailEnvelope) },
    async (request) => ok(await service.flowDetail(app.db, sessionOf(request), request.body)),
  );
  app.post(
    AUDIT_PATHS.previewExamineFlow,
    { config: READ, schema: schema('预览示例单据的审批路径', previewExamineFlowBody, previewEnvelope) },
    async (request) => ok(await service.previewFlow(app.db, sessionOf(request), request.body)),
  );
  app.post(
    AUDIT_PATHS.config,
    { config: READ, schema: schema('审批人选项：企业的角色、用户组与人员', configBody, approverOptionsEnvelope) },
    async (request) => ok(await service.approverConfig(app.db, sessionOf(request), request.body)),
  );
  app.post(
    AUDIT_PATHS.switchCompany,
    { config: READ, schema: schema('可配置审批流程的企业（平台：全部企业；其他：本企业）', switchCompanyBody, companyOptionsEnvelope) },
    async (request) => ok(await service.flowCompanies(app.db, sessionOf(request), request.body)),
  );
};
