// investment/pageList | detail | options | save | close | apply | decide (prefix /m-channel-center/api/v1):
// a manufacturer's investment entries (招商录入) and the distributors' applications.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyBody } from '@medportal/contracts/common/envelope';
import {
  investmentApplyBody,
  investmentDecideBody,
  investmentDetailEnvelope,
  investmentIdBody,
  investmentOptionsEnvelope,
  investmentPageBody,
  investmentPageEnvelope,
  investmentSaveBody,
} from '@medportal/contracts/channel/investment.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import {
  applyInvestment,
  closeInvestment,
  decideInvestment,
  investmentDetail,
  investmentOptions,
  investmentPage,
  saveInvestment,
} from './investment.service.js';

const tags = ['channel-investment'];
const read = { access: { resource: ['cm.investment'] as const } };
const edit = { access: { resource: ['cm.investment.edit'] as const } };
const apply = { access: { resource: ['cm.investment.apply'] as const } };

export const investmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHANNEL_PATHS.investmentPageList,
    {
      config: read,
      schema: {
        tags,
        summary: '招商信息分页（生产企业：本企业的招商与申请数；经销商：招商中的招商与本企业的申请状态）',
        body: investmentPageBody,
        response: { 200: investmentPageEnvelope },
      },
    },
    async (request) => ok(await investmentPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.investmentDetail,
    {
      config: read,
      schema: {
        tags,
        summary: '招商详情（产品、区域；生产企业另见全部代理申请）',
        body: investmentIdBody,
        response: { 200: investmentDetailEnvelope },
      },
    },
    async (request) => ok(await investmentDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.investmentOptions,
    {
      config: read,
      schema: {
        tags,
        summary: '招商的选项（生产企业：本企业产品线及其已审核产品；其他：招商中的产品线；省市区域）',
        body: emptyBody.nullable(),
        response: { 200: investmentOptionsEnvelope },
      },
    },
    async (request) => ok(await investmentOptions(app.db, sessionOf(request))),
  );

  app.post(
    CHANNEL_PATHS.investmentSave,
    {
      config: edit,
      schema: {
        tags,
        summary: '发布招商或修改招商中的招商信息（截止日期不早于今天）',
        body: investmentSaveBody,
        response: { 200: investmentDetailEnvelope },
      },
    },
    async (request) => ok(await saveInvestment(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.investmentClose,
    {
      config: edit,
      schema: { tags, summary: '关闭招商（不再接受代理申请）', body: investmentIdBody, response: { 200: investmentDetailEnvelope } },
    },
    async (request) => ok(await closeInvestment(app.db, auditActor(sessionOf(request), request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.investmentApply,
    {
      config: apply,
      schema: { tags, summary: '经销商申请代理（每条招商一次）', body: investmentApplyBody, response: { 200: investmentDetailEnvelope } },
    },
    async (request) => ok(await applyInvestment(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.investmentDecide,
    {
      config: edit,
      schema: {
        tags,
        summary: '处理代理申请（接受，或填写原因拒绝）',
        body: investmentDecideBody,
        response: { 200: investmentDetailEnvelope },
      },
    },
    async (request) => ok(await decideInvestment(app.db, auditActor(sessionOf(request), request), request.body)),
  );
};
