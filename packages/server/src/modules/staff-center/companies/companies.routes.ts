// Company join / create (/business) and the enterprise centre (prefix /m-staff-center/api/v1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import {
  approveJoinBody,
  companyJoinRequestEnvelope,
  companyOptionsBody,
  companyOptionsEnvelope,
  companyProfileEnvelope,
  createCompanyBody,
  createCompanyEnvelope,
  joinApplyBody,
  joinRequestPageBody,
  joinRequestPageEnvelope,
  myJoinRequestEnvelope,
  myJoinRequestsEnvelope,
  rejectJoinBody,
  updateContactBody,
} from '@medportal/contracts/staff/companies.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import * as service from './companies.service.js';

const tags = ['company'];

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.companyJoinApply,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '申请加入企业（企业编码或统一社会信用代码）',
        body: joinApplyBody,
        response: { 200: myJoinRequestEnvelope },
      },
    },
    async (request) => ok(await service.applyToJoin(app.db, sessionOf(request), request.body.companyCode)),
  );

  app.post(
    STAFF_PATHS.companyJoinMine,
    {
      config: { access: 'session' },
      schema: { tags, summary: '我的加入企业申请', body: emptyBody.nullable(), response: { 200: myJoinRequestsEnvelope } },
    },
    async (request) => ok(await service.myJoinRequests(app.db, sessionOf(request))),
  );

  app.post(
    STAFF_PATHS.companyCreate,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '创建企业（创建人成为企业管理员并进入该企业）',
        body: createCompanyBody,
        response: { 200: createCompanyEnvelope },
      },
    },
    async (request) =>
      ok(
        await service.createCompany(app.db, sessionOf(request), request.body, {
          sessionHours: app.config.SESSION_HOURS,
          ip: request.ip,
        }),
      ),
  );

  app.post(
    STAFF_PATHS.companyProfile,
    {
      config: { access: 'session' },
      schema: { tags, summary: '企业中心：本企业信息', body: emptyBody.nullable(), response: { 200: companyProfileEnvelope } },
    },
    async (request) => ok(await service.companyProfile(app.db, sessionOf(request))),
  );

  app.post(
    STAFF_PATHS.companyUpdateContact,
    {
      config: { access: 'session' },
      schema: { tags, summary: '企业中心：修改联系人与联系电话', body: updateContactBody, response: { 200: companyProfileEnvelope } },
    },
    async (request) => ok(await service.updateContact(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.joinRequestPageList,
    {
      config: { access: 'session' },
      schema: { tags, summary: '企业中心：加入申请分页', body: joinRequestPageBody, response: { 200: joinRequestPageEnvelope } },
    },
    async (request) => ok(await service.joinRequestPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.joinRequestApprove,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '企业中心：通过加入申请（为申请人创建本企业岗位）',
        body: approveJoinBody,
        response: { 200: companyJoinRequestEnvelope },
      },
    },
    async (request) => ok(await service.approveJoin(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.joinRequestReject,
    {
      config: { access: 'session' },
      schema: { tags, summary: '企业中心：拒绝加入申请', body: rejectJoinBody, response: { 200: companyJoinRequestEnvelope } },
    },
    async (request) => ok(await service.rejectJoin(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.companyOptions,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '可管理的企业（平台：租户内全部企业；其他：本企业），用于系统设置的企业选择',
        body: companyOptionsBody,
        response: { 200: companyOptionsEnvelope },
      },
    },
    async (request) => ok(await service.companyOptions(app.db, sessionOf(request), request.body)),
  );
};
