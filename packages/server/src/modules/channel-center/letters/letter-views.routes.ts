// Authorisation letters, views: detail lines (and their export), distributors with and without hospitals, the
// summary per product line × province, the chain graph, and the expiry run (the daily job, once when the app is
// ready and every 24 hours, per tenant; each alert raised once).
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyBody } from '@medportal/contracts/common/envelope';
import {
  letterChainBody,
  letterChainEnvelope,
  letterConvergeBody,
  letterConvergeEnvelope,
  letterDealerBody,
  letterDealerPageEnvelope,
  letterLinePageEnvelope,
  letterLinesBody,
  letterLinesFilter,
} from '@medportal/contracts/channel/letters-views.contract';
import { expiryRunEnvelope } from '@medportal/contracts/product/expiry.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf, saveGenerated } from '../../file-library/files/files.service.js';
import { requirePlatform } from '../../staff-center/tenancy/managed-company.js';
import {
  exportLetterLines,
  letterChain,
  letterConverge,
  letterDealerPage,
  letterDetailLines,
  letterLinesExportFileName,
  runLetterExpiry,
  runLetterExpiryForAllTenants,
} from './letter-views.service.js';

const tags = ['channel-letter-views'];
const details = { access: { resource: ['cm.auth.details'] as const } };
const dealer = { access: { resource: ['cm.auth.dealer'] as const } };
const converge = { access: { resource: ['cm.auth.converge'] as const } };
const heart = { access: { resource: ['cm.auth.heart'] as const } };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const LETTER_EXPIRY_JOB_MS = 24 * 60 * 60 * 1000;

export const letterViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);
  const daily = () => runLetterExpiryForAllTenants(app.db, (tenantId, err) => app.log.error({ err, tenantId }, 'letter expiry run failed'));
  app.addHook('onReady', daily);
  const timer = setInterval(() => void daily(), LETTER_EXPIRY_JOB_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    CHANNEL_PATHS.letterDetailLines,
    {
      config: details,
      schema: {
        tags,
        summary: '授权明细分页（授权书 × 产品 × 区域 × 医院；issued 本企业签发、received 本企业持有；默认仅有效授权）',
        body: letterLinesBody,
        response: { 200: letterLinePageEnvelope },
      },
    },
    async (request) => ok(await letterDetailLines(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterDetailLinesExport,
    {
      config: { ...details, binary: true },
      schema: { tags, summary: '导出授权明细（xlsx，条件同列表、不分页，最多10000行）', body: letterLinesFilter },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await exportLetterLines(app.db, ctx, request.body);
      const fileName = await letterLinesExportFileName(app.db, ctx);
      await saveGenerated(app.db, ctx, root, { fileName, mimeType: XLSX, data, operationType: 2 });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );

  app.post(
    CHANNEL_PATHS.letterDealerPageList,
    {
      config: dealer,
      schema: {
        tags,
        summary:
          '经销商授权分页（本企业直接及沿授权链向下授权的经销商：产品、区域、医院、期限、状态；withHospitals=false 仅不含医院的授权）',
        body: letterDealerBody,
        response: { 200: letterDealerPageEnvelope },
      },
    },
    async (request) => ok(await letterDealerPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterConverge,
    {
      config: converge,
      schema: {
        tags,
        summary: '授权汇总（按产品线 × 省份：经销商数、有效授权书数、90天内到期数、已过期数）',
        body: letterConvergeBody,
        response: { 200: letterConvergeEnvelope },
      },
    },
    async (request) => ok(await letterConverge(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterChain,
    {
      config: heart,
      schema: {
        tags,
        summary: '授权链图谱（节点为企业及层级，边为授权书及状态；生产企业看其授权及全部下级，经销商看上级与下级）',
        body: letterChainBody,
        response: { 200: letterChainEnvelope },
      },
    },
    async (request) => ok(await letterChain(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterExpiryRun,
    {
      config: details,
      schema: {
        tags,
        summary: '立即执行授权书效期检查（本租户：已过期、30/60/90天内到期，向授权方与被授权方管理员发待办，每档一次）',
        body: emptyBody.nullable(),
        response: { 200: expiryRunEnvelope },
      },
    },
    async (request) => {
      const ctx = sessionOf(request);
      requirePlatform(ctx);
      return ok(await runLetterExpiry(app.db, ctx.tenantId));
    },
  );
};
