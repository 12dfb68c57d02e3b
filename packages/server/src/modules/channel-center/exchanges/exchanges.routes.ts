// qualification/exchange/* and qualification/checkForceQualification (prefix /m-channel-center/api/v1):
// the first-camp exchange — request, offer, send, cancel, review, lists, pairs, the current set, the data
// pack — and the shell's forced check.
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyBody } from '@medportal/contracts/common/envelope';
import {
  exchangeCurrentSetBody,
  exchangeCurrentSetEnvelope,
  exchangeDataPackQuery,
  exchangeDetailEnvelope,
  exchangeIdBody,
  exchangeOfferBody,
  exchangePageBody,
  exchangePageEnvelope,
  exchangePairsEnvelope,
  exchangeRequestBody,
  exchangeReviewBody,
  exchangeSendBody,
  forceQualificationEnvelope,
} from '@medportal/contracts/channel/exchanges.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf } from '../../file-library/files/files.service.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { exchangeDataPack } from './exchange-pack.service.js';
import {
  cancelExchange,
  checkForceQualification,
  exchangeCurrentSet,
  exchangeDetail,
  exchangePage,
  exchangePairs,
  offerExchange,
  requestExchange,
  reviewExchange,
  sendExchange,
} from './exchanges.service.js';

const tags = ['channel-exchange'];
const read = { access: { resource: ['cm.qualification'] as const } };
const create = { access: { resource: ['cm.qualification.createBtnPart'] as const } };
const exchange = { access: { resource: ['cm.qualification.exchangeBtnPart'] as const } };

export const exchangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);

  app.post(
    CHANNEL_PATHS.exchangePageList,
    {
      config: read,
      schema: {
        tags,
        summary: '首营记录分页（方向、状态、类型、对方企业、首营编号；新的在前）',
        body: exchangePageBody,
        response: { 200: exchangePageEnvelope },
      },
    },
    async (request) => ok(await exchangePage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.exchangeDetail,
    {
      config: read,
      schema: {
        tags,
        summary: '首营详情（资质清单及是否已有新版本、步骤、同一对企业的历史、审批实例）',
        body: exchangeIdBody,
        response: { 200: exchangeDetailEnvelope },
      },
    },
    async (request) => ok(await exchangeDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.exchangeRequest,
    {
      config: create,
      schema: {
        tags,
        summary: '发起首营：采购方向供应商索取企业或产品的资质',
        body: exchangeRequestBody,
        response: { 200: exchangeDetailEnvelope },
      },
    },
    async (request) => ok(await requestExchange(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.exchangeOffer,
    {
      config: exchange,
      schema: {
        tags,
        summary: '主动提供资质：供应商向采购方发送当前资质，采购方开始审核',
        body: exchangeOfferBody,
        response: { 200: exchangeDetailEnvelope },
      },
    },
    async (request) => ok(await offerExchange(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.exchangeSend,
    {
      config: exchange,
      schema: {
        tags,
        summary: '资质交换：供应商发送当前资质（各证照的当前版本），采购方开始审核',
        body: exchangeSendBody,
        response: { 200: exchangeDetailEnvelope },
      },
    },
    async (request) => ok(await sendExchange(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.exchangeCancel,
    {
      config: create,
      schema: { tags, summary: '撤回首营（供应商发送资质之前）', body: exchangeIdBody, response: { 200: exchangeDetailEnvelope } },
    },
    async (request) => ok(await cancelExchange(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.exchangeReview,
    {
      config: exchange,
      schema: {
        tags,
        summary: '审核首营资质（通过，或驳回并填写原因；经审批引擎）',
        body: exchangeReviewBody,
        response: { 200: exchangeDetailEnvelope },
      },
    },
    async (request) => ok(await reviewExchange(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.exchangePairs,
    {
      config: read,
      schema: {
        tags,
        summary: '首营往来企业（每家的最新首营状态、是否需重新首营）',
        body: emptyBody,
        response: { 200: exchangePairsEnvelope },
      },
    },
    async (request) => ok(await exchangePairs(app.db, sessionOf(request))),
  );

  app.post(
    CHANNEL_PATHS.exchangeCurrentSet,
    {
      config: read,
      schema: {
        tags,
        summary: '本企业当前资质清单（现在发送时的内容）',
        body: exchangeCurrentSetBody,
        response: { 200: exchangeCurrentSetEnvelope },
      },
    },
    async (request) => ok(await exchangeCurrentSet(app.db, sessionOf(request), request.body)),
  );

  app.get(
    CHANNEL_PATHS.exchangeDataPack,
    {
      config: { ...read, binary: true },
      schema: { tags, summary: '首营资料下载（已通过的首营：封面、全部证照附件、页码，一个PDF）', querystring: exchangeDataPackQuery },
    },
    async (request, reply) => {
      const pack = await exchangeDataPack(app.db, sessionOf(request), root, request.query.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(pack.fileName, { type: 'attachment' }))
        .send(pack.pdf);
    },
  );

  app.post(
    CHANNEL_PATHS.checkForceQualification,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '强制首营检查（外壳每页调用：是否有更新的资质待首营，及本人是否有首营权限）',
        body: emptyBody,
        response: { 200: forceQualificationEnvelope },
      },
    },
    async (request) => ok(await checkForceQualification(app.db, sessionOf(request))),
  );
};
