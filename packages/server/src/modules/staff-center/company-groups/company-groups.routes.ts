// enterprise/*, authGroup/* (the enterprises' app grants) and companyGroup/* (company groups): platform only.
import { join, resolve } from 'node:path';
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  authGroupListBody,
  authGroupListEnvelope,
  companyAuthGroupsBody,
  companyGroupEnvelope,
  companyGroupGrantsBody,
  companyGroupKeyBody,
  companyGroupPageBody,
  companyGroupPageEnvelope,
  companyGroupSaveBody,
  companyGroupStatusBody,
  companyGroupUpdateBody,
  enterpriseExportBody,
  enterpriseGrantsEnvelope,
  enterpriseKeyBody,
  enterprisePageBody,
  enterprisePageEnvelope,
  groupCompanyOptionsBody,
  groupCompanyOptionsEnvelope,
} from '@medportal/contracts/system/company-groups.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { saveGenerated } from '../../file-library/files/files.service.js';
import { auditActor } from '../audit/audit.service.js';
import * as groups from './company-groups.service.js';
import * as enterprise from './enterprise.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ENTERPRISE = { access: { resource: ['sys.enterprise'] } } as const;
const GRANT = { access: { resource: ['sys.enterprise.grant'] } } as const;
const GROUP = { access: { resource: ['sys.companyGroup'] } } as const;
const EDIT = { access: { resource: ['sys.companyGroup.edit'] } } as const;

export const companyGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = <B, R>(tags: string[], summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });
  const e = ['enterprise'];
  const g = ['companyGroup'];
  const filesRoot = resolve(app.config.FILES_DIR ?? join(app.config.DATA_DIR, 'files'));

  app.post(
    STAFF_PATHS.enterprisePageList,
    {
      config: ENTERPRISE,
      schema: schema(e, '企业应用授权：企业分页列表（授权组、已授权应用与菜单数）', enterprisePageBody, enterprisePageEnvelope),
    },
    async (request) => ok(await enterprise.enterprisePage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.enterpriseExport,
    {
      config: { ...ENTERPRISE, binary: true },
      schema: { tags: e, summary: '导出企业应用授权列表（xlsx，最多10000家）', body: enterpriseExportBody },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await enterprise.exportEnterprises(app.db, ctx, request.body);
      const fileName = `企业应用授权_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}.xlsx`;
      await saveGenerated(app.db, ctx, filesRoot, { fileName, mimeType: XLSX, data, operationType: 2, businessCode: 'enterprise' });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );
  app.post(
    STAFF_PATHS.authGroupGetAuthGroupList,
    { config: ENTERPRISE, schema: schema(e, '授权组列表（企业数、资源数）', authGroupListBody, authGroupListEnvelope) },
    async (request) => ok(await enterprise.authGroupList(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.authGroupListByCompany,
    { config: ENTERPRISE, schema: schema(e, '企业的授权组及其授予的应用、菜单与按钮', enterpriseKeyBody, enterpriseGrantsEnvelope) },
    async (request) => ok(await enterprise.enterpriseGrants(app.db, sessionOf(request), request.body.companyId)),
  );
  app.post(
    STAFF_PATHS.authGroupSetCompanyGroups,
    { config: GRANT, schema: schema(e, '设置企业的授权组（挂接与解除）', companyAuthGroupsBody, enterpriseGrantsEnvelope) },
    async (request) => ok(await enterprise.setCompanyAuthGroups(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    STAFF_PATHS.companyGroupPageList,
    { config: GROUP, schema: schema(g, '集团分页列表', companyGroupPageBody, companyGroupPageEnvelope) },
    async (request) => ok(await groups.groupPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.companyGroupDetail,
    { config: GROUP, schema: schema(g, '集团详情', companyGroupKeyBody, companyGroupEnvelope) },
    async (request) => ok(await groups.groupDetail(app.db, sessionOf(request), request.body.id)),
  );
  app.post(
    STAFF_PATHS.companyGroupCompanyOptions,
    { config: GROUP, schema: schema(g, '集团成员可选企业（标明已属于的集团）', groupCompanyOptionsBody, groupCompanyOptionsEnvelope) },
    async (request) => ok(await groups.groupCompanyOptions(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.companyGroupSave,
    { config: EDIT, schema: schema(g, '新增集团（总部企业与成员企业）', companyGroupSaveBody, companyGroupEnvelope) },
    async (request) => ok(await groups.saveGroup(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.companyGroupUpdate,
    { config: EDIT, schema: schema(g, '修改集团', companyGroupUpdateBody, companyGroupEnvelope) },
    async (request) => ok(await groups.updateGroup(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.companyGroupUpdateStatus,
    { config: EDIT, schema: schema(g, '启用或停用集团', companyGroupStatusBody, companyGroupEnvelope) },
    async (request) => ok(await groups.setGroupStatus(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.companyGroupDelete,
    { config: EDIT, schema: schema(g, '删除集团（成员与数据授权一并删除）', companyGroupKeyBody, emptyEnvelope) },
    async (request) => {
      await groups.deleteGroup(app.db, auditActor(sessionOf(request), request), request.body.id);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.companyGroupGrants,
    { config: EDIT, schema: schema(g, '设置集团管理员可查看成员企业数据的范围', companyGroupGrantsBody, companyGroupEnvelope) },
    async (request) => ok(await groups.setGroupGrants(app.db, auditActor(sessionOf(request), request), request.body)),
  );
};
