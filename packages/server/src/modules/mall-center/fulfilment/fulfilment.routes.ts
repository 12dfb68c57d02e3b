// Delivery notices, pay bills, consigned goods and fill-up orders (prefix /m-mall-center/api/v1):
// orderGoodsNotice/*, payBillManage/pageList, ccOrder/consignmentProduct/*, cFOrder/*.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consignmentDetailPageBody,
  consignmentItemListEnvelope,
  consignmentItemPageEnvelope,
  consignmentProductPageBody,
  consignmentProductPageEnvelope,
  deliverDetailBody,
  deliverListBody,
  deliveryNoticeLinesEnvelope,
  deliveryNoticePageEnvelope,
  fillupOrderEnvelope,
  fillupOrderQuery,
  fillupPageBody,
  fillupPageEnvelope,
  newFillupOrderBody,
  orderConsignmentBody,
  payBillPageBody,
  payBillPageEnvelope,
  reportUsageBody,
  serialNumberBody,
  serialTraceListEnvelope,
  updateFillupOrderBody,
  usagePageBody,
  usagePageEnvelope,
  usageResultEnvelope,
} from '@medportal/contracts/mall/fulfilment.contract';
import { MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import {
  consignmentItems,
  consignmentOrderItems,
  consignmentProducts,
  reportUsage,
  serialTrace,
  usagePage,
} from './consignment.service.js';
import { fillupDetail, fillupPage, newFillupOrder, updateFillupOrder } from './fillup.service.js';
import { deliverLines, deliverList, payBillPage } from './notices.service.js';
import { CONSIGNMENT, FILLUP } from '../order-access.js';

const tags = ['mall-fulfilment'];

export const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MALL_PATHS.getOrderDeliverList,
    {
      config: { access: { resource: ['od.delivery'] } },
      schema: {
        tags,
        summary: '发货通知单列表（本企业为采购方或供应方）',
        body: deliverListBody,
        response: { 200: deliveryNoticePageEnvelope },
      },
    },
    async (request) => ok(await deliverList(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.getOrderDeliverDetailList,
    {
      config: { access: { resource: ['od.delivery'] } },
      schema: {
        tags,
        summary: '发货通知单明细（批号、序列号、效期、数量）',
        body: deliverDetailBody,
        response: { 200: deliveryNoticeLinesEnvelope },
      },
    },
    async (request) => ok(await deliverLines(app.db, sessionOf(request), request.body.noticeId)),
  );

  app.post(
    MALL_PATHS.payBillPageList,
    {
      config: { access: { resource: ['od.payBill'] } },
      schema: { tags, summary: '付款单分页（本企业为付款方或收款方）', body: payBillPageBody, response: { 200: payBillPageEnvelope } },
    },
    async (request) => ok(await payBillPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.consignmentProductPageList,
    {
      config: { access: CONSIGNMENT },
      schema: {
        tags,
        summary: '寄售产品汇总（按产品、供应商、寄售方）',
        body: consignmentProductPageBody,
        response: { 200: consignmentProductPageEnvelope },
      },
    },
    async (request) => ok(await consignmentProducts(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.consignmentProductDetailPageList,
    {
      config: { access: CONSIGNMENT },
      schema: {
        tags,
        summary: '寄售产品批次与序列号明细',
        body: consignmentDetailPageBody,
        response: { 200: consignmentItemPageEnvelope },
      },
    },
    async (request) => ok(await consignmentItems(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.consignmentSerialNumberOrderList,
    {
      config: { access: CONSIGNMENT },
      schema: {
        tags,
        summary: '序列号追溯（寄售来源订单、使用记录、补货单）',
        body: serialNumberBody,
        response: { 200: serialTraceListEnvelope },
      },
    },
    async (request) => ok(await serialTrace(app.db, sessionOf(request), request.body.serialNo)),
  );

  app.post(
    MALL_PATHS.consignmentOrderDetailList,
    {
      config: { access: CONSIGNMENT },
      schema: { tags, summary: '寄售订单投放的寄售产品', body: orderConsignmentBody, response: { 200: consignmentItemListEnvelope } },
    },
    async (request) => ok(await consignmentOrderItems(app.db, sessionOf(request), request.body.orderId)),
  );

  app.post(
    MALL_PATHS.consignmentReportUsage,
    {
      config: { access: CONSIGNMENT },
      schema: {
        tags,
        summary: '登记寄售产品使用（门户新增接口，规格清单中无此调用；仅持有方）',
        body: reportUsageBody,
        response: { 200: usageResultEnvelope },
      },
    },
    async (request) => ok(await reportUsage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.consignmentUsagePageList,
    {
      config: { access: CONSIGNMENT },
      schema: {
        tags,
        summary: '寄售产品使用记录分页（门户新增接口，规格清单中无此调用；默认仅未补货，最新在前；持有方或供应方）',
        body: usagePageBody,
        response: { 200: usagePageEnvelope },
      },
    },
    async (request) => ok(await usagePage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.fillupOrder,
    {
      config: { access: FILLUP },
      schema: {
        tags,
        summary: '补货单详情（表头、明细、覆盖的使用记录）',
        querystring: fillupOrderQuery,
        response: { 200: fillupOrderEnvelope },
      },
    },
    async (request) => ok(await fillupDetail(app.db, sessionOf(request), request.query.orderId)),
  );

  app.put(
    MALL_PATHS.fillupOrder,
    {
      config: { access: FILLUP },
      schema: {
        tags,
        summary: '修改草稿补货单（明细数量、运输方式、收货地址、备注；版本校验）',
        body: updateFillupOrderBody,
        response: { 200: fillupOrderEnvelope },
      },
    },
    async (request) => ok(await updateFillupOrder(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.fillupNewOrderOms,
    {
      config: { access: CONSIGNMENT },
      schema: {
        tags,
        summary: '按使用记录创建补货单（同一供应商；可直接提交）',
        body: newFillupOrderBody,
        response: { 200: fillupOrderEnvelope },
      },
    },
    async (request) => ok(await newFillupOrder(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.fillupOrderPageList,
    {
      config: { access: FILLUP },
      schema: { tags, summary: '补货单分页（本企业为寄售方或供应方）', body: fillupPageBody, response: { 200: fillupPageEnvelope } },
    },
    async (request) => ok(await fillupPage(app.db, sessionOf(request), request.body)),
  );
};
