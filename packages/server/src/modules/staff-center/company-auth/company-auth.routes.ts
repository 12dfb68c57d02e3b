// Company authentication (UcAuthCompany), the platform's review list (businessUser) and video statements
// (auth/UcAuthVideo). Open to any session (the account area); the service checks the company's
// administrator (submit) and the platform (review) itself.
import multipart from '@fastify/multipart';
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyBody } from '@medportal/contracts/common/envelope';
import {
  companyAuthAuditBody,
  companyAuthCheckEnvelope,
  companyAuthCurrentEnvelope,
  companyAuthEnvelope,
  companyAuthFileQuery,
  companyAuthFilter,
  companyAuthIdBody,
  companyAuthListEnvelope,
  companyAuthPageBody,
  companyAuthPageEnvelope,
  companyAuthRemoveBody,
  companyAuthSaveBody,
} from '@medportal/contracts/staff/company-auth.contract';
import { VIDEO_MAX_BYTES, videoUploadEnvelope } from '@medportal/contracts/worktable/videos.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf, saveGenerated } from '../../file-library/files/files.service.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './company-auth.service.js';

const tags = ['companyAuth'];
const SESSION = { access: 'session' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const companyAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);
  const actor = (request: Parameters<typeof sessionOf>[0]) => auditActor(sessionOf(request), request);
  await app.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

  app.post(
    STAFF_PATHS.authCompanyCurrent,
    {
      config: SESSION,
      schema: { tags, summary: '本企业的认证状态与最近一次认证申请', body: emptyBody, response: { 200: companyAuthCurrentEnvelope } },
    },
    async (request) => ok(await service.currentAuth(app.db, sessionOf(request))),
  );

  app.post(
    STAFF_PATHS.authCompanySaveCheck,
    {
      config: SESSION,
      schema: {
        tags,
        summary: '企业认证提交前校验（企业类型、统一社会信用代码、营业执照等，不保存）',
        body: companyAuthSaveBody,
        response: { 200: companyAuthCheckEnvelope },
      },
    },
    async (request) => ok(await service.saveCheck(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.authCompanySave,
    {
      config: SESSION,
      schema: {
        tags,
        summary: '提交企业认证（仅企业管理员；同一企业仅一条审核中的申请；提交后由平台审核）',
        body: companyAuthSaveBody,
        response: { 200: companyAuthEnvelope },
      },
    },
    async (request) => ok(await service.saveAuth(app.db, actor(request), request.body)),
  );

  app.post(
    STAFF_PATHS.authCompanyQueryList,
    {
      config: SESSION,
      schema: { tags, summary: '本企业的认证申请记录（最新在前）', body: emptyBody, response: { 200: companyAuthListEnvelope } },
    },
    async (request) => ok(await service.myAuths(app.db, sessionOf(request))),
  );

  app.post(
    STAFF_PATHS.authCompanyPageList,
    {
      config: SESSION,
      schema: {
        tags,
        summary: '企业认证申请分页（平台：本租户全部；企业：本企业；按状态、类型、名称、信用代码筛选）',
        body: companyAuthPageBody,
        response: { 200: companyAuthPageEnvelope },
      },
    },
    async (request) => ok(await service.authPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.authCompanyGetById,
    {
      config: SESSION,
      schema: {
        tags,
        summary: '企业认证申请详情（身份证号除平台外脱敏）',
        body: companyAuthIdBody,
        response: { 200: companyAuthEnvelope },
      },
    },
    async (request) => ok(await service.authDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    STAFF_PATHS.authCompanyRemoveByIds,
    {
      config: SESSION,
      schema: {
        tags,
        summary: '撤销本企业审核中的认证申请（提交人；撤回审批，企业认证状态恢复）',
        body: companyAuthRemoveBody,
        response: { 200: companyAuthListEnvelope },
      },
    },
    async (request) => ok(await service.cancelAuths(app.db, actor(request), request.body.ids)),
  );

  app.get(
    STAFF_PATHS.authCompanyFile,
    {
      config: { ...SESSION, binary: true },
      schema: { tags, summary: '认证申请的营业执照或视频声明文件（本企业与平台）', querystring: companyAuthFileQuery },
    },
    async (request, reply) => {
      const { row, stream } = await service.authFile(app.db, sessionOf(request), root, request.query);
      return reply
        .type(row.mimeType)
        .header('content-disposition', contentDisposition(row.fileOldName, { type: 'inline' }))
        .send(stream);
    },
  );

  app.post(
    STAFF_PATHS.businessUserPageList,
    {
      config: SESSION,
      schema: {
        tags,
        summary: '平台：企业认证审核列表（提交人、手机号脱敏、登录名、企业；分页）',
        body: companyAuthPageBody,
        response: { 200: companyAuthPageEnvelope },
      },
    },
    async (request) => ok(await service.reviewPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.businessUserGetById,
    {
      config: SESSION,
      schema: { tags, summary: '平台：企业认证申请详情', body: companyAuthIdBody, response: { 200: companyAuthEnvelope } },
    },
    async (request) => ok(await service.reviewDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    STAFF_PATHS.businessUserAudit,
    {
      config: SESSION,
      schema: {
        tags,
        summary: '平台：审核企业认证（通过或驳回，驳回须填写原因；与审批中心同一审批）',
        body: companyAuthAuditBody,
        response: { 200: companyAuthEnvelope },
      },
    },
    async (request) => ok(await service.reviewAuth(app.db, actor(request), request.body)),
  );

  app.post(
    STAFF_PATHS.businessUserExport,
    {
      config: { ...SESSION, binary: true },
      schema: { tags, summary: '平台：导出企业认证审核列表（xlsx，条件同列表、不分页，最多10000行）', body: companyAuthFilter },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await service.exportReview(app.db, ctx, request.body);
      const fileName = await service.exportFileName(app.db, ctx);
      await saveGenerated(app.db, ctx, root, { fileName, mimeType: XLSX, data, operationType: 2 });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );

  app.post(
    STAFF_PATHS.authVideoPageList,
    {
      config: SESSION,
      schema: {
        tags,
        summary: '带视频声明的企业认证申请分页（平台：全部；企业：本企业）',
        body: companyAuthPageBody,
        response: { 200: companyAuthPageEnvelope },
      },
    },
    async (request) => ok(await service.authPage(app.db, sessionOf(request), request.body, true)),
  );

  app.post(
    STAFF_PATHS.authVideoQueryList,
    {
      config: SESSION,
      schema: { tags, summary: '本企业带视频声明的认证申请（最新在前）', body: emptyBody, response: { 200: companyAuthListEnvelope } },
    },
    async (request) => ok(await service.myAuths(app.db, sessionOf(request), true)),
  );

  app.post(
    STAFF_PATHS.authVideoUpload,
    {
      config: SESSION,
      schema: {
        tags,
        summary: '上传企业认证视频声明（mp4，按文件头识别类型），存入本企业文件库',
        consumes: ['multipart/form-data'],
        response: { 200: videoUploadEnvelope },
      },
    },
    async (request) => ok(await service.uploadStatementVideo(app.db, sessionOf(request), root, () => request.file())),
  );
};
