// Temp-stored order forms, order templates, relations between orders and the order-number check
// (prefix /m-mall-center/api/v1). order/orderTemplate/save and /delete are portal additions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import {
  appendInfoBody,
  appendRelateBody,
  appendRelateEnvelope,
  chosenOrderBody,
  deleteTemplateBody,
  getTsBody,
  notChosenOrderBody,
  orderAppendBody,
  orderBriefPageEnvelope,
  relatedOrderListEnvelope,
  relatedOrderPageEnvelope,
  saveTemplateBody,
  templateEnvelope,
  templatePageBody,
  templatePageEnvelope,
  templateProductBody,
  templateProductsEnvelope,
  testOrderCodeBody,
  testOrderCodeEnvelope,
  tsBody,
  tsFormEnvelope,
  tsSavedEnvelope,
} from '@medportal/contracts/mall/extras.contract';
import { MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { appendCandidates, appendInfo, appendRelate, chosenOrders, notChosenOrders, testOrderCode } from './relations.service.js';
import { saveTempForm, tempForm } from './temp-forms.service.js';
import { deleteTemplate, saveTemplate, templatePage, templateProducts } from './templates.service.js';
import { ORDER_CREATE, ORDER_LIST } from '../order-access.js';

const tags = ['mall-order-extras'];

export const extrasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MALL_PATHS.ts,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '暂存订单表单（本人、本企业，按 tsKey 覆盖）', body: tsBody, response: { 200: tsSavedEnvelope } },
    },
    async (request) => ok(await saveTempForm(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.getTS,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '读取暂存的订单表单（remove: true 时同时删除）', body: getTsBody, response: { 200: tsFormEnvelope } },
    },
    async (request) => ok(await tempForm(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.orderTemplate,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '本企业订单模板分页', body: templatePageBody, response: { 200: templatePageEnvelope } },
    },
    async (request) => ok(await templatePage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.orderTemplateSave,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '新增或修改订单模板（门户新增）', body: saveTemplateBody, response: { 200: templateEnvelope } },
    },
    async (request) => ok(await saveTemplate(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.orderTemplateDelete,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '删除订单模板（门户新增）', body: deleteTemplateBody, response: { 200: emptyEnvelope } },
    },
    async (request) => ok(await deleteTemplate(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    MALL_PATHS.orderTemplateProduct,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '模板产品（当前合同价，单位分）', body: templateProductBody, response: { 200: templateProductsEnvelope } },
    },
    async (request) => ok(await templateProducts(app.db, sessionOf(request), request.body.templateId)),
  );

  app.post(
    MALL_PATHS.appendRelate,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '追加或关联同一采购方与供应商的订单', body: appendRelateBody, response: { 200: appendRelateEnvelope } },
    },
    async (request) => ok(await appendRelate(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.getAppendInfo,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '订单的追加与关联订单（双向）', body: appendInfoBody, response: { 200: relatedOrderListEnvelope } },
    },
    async (request) => ok(await appendInfo(app.db, sessionOf(request), request.body.orderId)),
  );

  app.post(
    MALL_PATHS.orderAppend,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '可追加到该订单的订单分页', body: orderAppendBody, response: { 200: orderBriefPageEnvelope } },
    },
    async (request) => ok(await appendCandidates(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.chosenOrder,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '已关联的订单分页', body: chosenOrderBody, response: { 200: relatedOrderPageEnvelope } },
    },
    async (request) => ok(await chosenOrders(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.notChosenOrder,
    {
      config: { access: ORDER_LIST },
      schema: {
        tags,
        summary: '未关联的订单分页（同一采购方与供应商）',
        body: notChosenOrderBody,
        response: { 200: orderBriefPageEnvelope },
      },
    },
    async (request) => ok(await notChosenOrders(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.testOrderCode,
    {
      config: { access: { resource: ['od.list.create', 'od.import'] } },
      schema: {
        tags,
        summary: '校验订单编号（无订单编号时返回编号格式）',
        body: testOrderCodeBody,
        response: { 200: testOrderCodeEnvelope },
      },
    },
    async (request) => ok(await testOrderCode(app.db, sessionOf(request), request.body?.orderCode)),
  );
};
