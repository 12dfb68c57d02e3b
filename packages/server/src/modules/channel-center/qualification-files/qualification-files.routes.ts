// qualificationFile/list | detail | save | newVersion | versions | attachment | expiryRun (prefix
// /m-channel-center/api/v1): a company's qualification files by type with their versions, and the daily
// expiry job (once when the app is ready and every 24 hours, per tenant; each alert raised once).
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyBody } from '@medportal/contracts/common/envelope';
import {
  qualificationFileAttachmentQuery,
  qualificationFileDetailEnvelope,
  qualificationFileIdBody,
  qualificationFileListBody,
  qualificationFileListEnvelope,
  qualificationFileNewVersionBody,
  qualificationFileSaveBody,
  qualificationFileVersionsEnvelope,
} from '@medportal/contracts/channel/qualification-files.contract';
import { expiryRunEnvelope } from '@medportal/contracts/product/expiry.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { filesRootOf } from '../../file-library/files/files.service.js';
import { requirePlatform } from '../../staff-center/tenancy/managed-company.js';
import {
  fileAttachment,
  fileDetail,
  fileList,
  fileVersions,
  newFileVersion,
  runQualificationExpiry,
  runQualificationExpiryForAllTenants,
  saveFile,
} from './qualification-files.service.js';

const tags = ['channel-qualification-file'];
const read = { access: { resource: ['cm.qualificationFile'] as const } };
const write = { access: { resource: ['cm.qualificationFile.edit'] as const } };
export const QUALIFICATION_EXPIRY_JOB_MS = 24 * 60 * 60 * 1000;

export const qualificationFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);
  const daily = () =>
    runQualificationExpiryForAllTenants(app.db, (tenantId, err) => app.log.error({ err, tenantId }, 'qualification expiry run failed'));
  app.addHook('onReady', daily);
  const timer = setInterval(() => void daily(), QUALIFICATION_EXPIRY_JOB_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    CHANNEL_PATHS.qualificationFileList,
    {
      config: read,
      schema: {
        tags,
        summary: '资质证照列表（本企业各类型的当前证照、有效期状态与剩余天数；平台可指定企业）',
        body: qualificationFileListBody,
        response: { 200: qualificationFileListEnvelope },
      },
    },
    async (request) => ok(await fileList(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.qualificationFileDetail,
    {
      config: read,
      schema: {
        tags,
        summary: '资质证照详情（当前版本与全部版本，新版本在前）',
        body: qualificationFileIdBody,
        response: { 200: qualificationFileDetailEnvelope },
      },
    },
    async (request) => ok(await fileDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.qualificationFileVersions,
    {
      config: read,
      schema: {
        tags,
        summary: '资质证照的全部版本（新版本在前，含换证原因、操作人与时间）',
        body: qualificationFileIdBody,
        response: { 200: qualificationFileVersionsEnvelope },
      },
    },
    async (request) => ok(await fileVersions(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.qualificationFileSave,
    {
      config: write,
      schema: {
        tags,
        summary: '新增资质证照（每类型一份，按类型校验：统一社会信用代码、有效期、经营范围分类、地址；版本1）',
        body: qualificationFileSaveBody,
        response: { 200: qualificationFileDetailEnvelope },
      },
    },
    async (request) => ok(await saveFile(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.qualificationFileNewVersion,
    {
      config: write,
      schema: {
        tags,
        summary: '换证：上传资质证照的新版本（取代当前版本，保留历史；需填写换证原因）',
        body: qualificationFileNewVersionBody,
        response: { 200: qualificationFileDetailEnvelope },
      },
    },
    async (request) => ok(await newFileVersion(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.get(
    CHANNEL_PATHS.qualificationFileAttachment,
    {
      // the holder's screen, or a buyer's first-camp page reading a set it was sent
      config: { access: { resource: ['cm.qualificationFile', 'cm.qualification'] as const }, binary: true },
      schema: {
        tags,
        summary: '资质证照附件（PDF 或图片，任一版本；持证企业、平台或持有该证照的首营采购方）',
        querystring: qualificationFileAttachmentQuery,
      },
    },
    async (request, reply) => {
      const { row, stream } = await fileAttachment(app.db, sessionOf(request), root, request.query);
      return reply
        .type(row.mimeType)
        .header('content-disposition', contentDisposition(row.fileOldName, { type: 'inline' }))
        .send(stream);
    },
  );

  app.post(
    CHANNEL_PATHS.qualificationFileExpiryRun,
    {
      config: read,
      schema: {
        tags,
        summary: '立即执行资质证照效期检查（本租户：已过期、30/60/90天内到期，向持证企业及首营采购方发待办）',
        body: emptyBody.nullable(),
        response: { 200: expiryRunEnvelope },
      },
    },
    async (request) => {
      const ctx = sessionOf(request);
      requirePlatform(ctx);
      return ok(await runQualificationExpiry(app.db, ctx.tenantId));
    },
  );
};
