// Contract orders (prefix /m-mall-center/api/v1): ccOrder/tempStorage, ccOrder/newOrderOms, order/orderSubmit,
// order/getCustomCode, order/deleteOrder, order/orderDetail, order/orderDetailList, order/orderOperation,
// order/orderDetailProduct/pageList, order/orderProduct/pageList, order/confirmStockBatch,
// order/getIcMdmItemForEcList; order/orderDetailList/export (portal addition).
import { join, resolve } from 'node:path';
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ccOrderForm,
  ccOrderOmsForm,
  confirmStockBatchForm,
  customCodeEnvelope,
  deleteOrderBody,
  deleteOrderEnvelope,
  mdmItemPageEnvelope,
  mdmItemQuery,
  orderDetailEnvelope,
  orderEnvelope,
  orderExportQuery,
  orderIdQuery,
  orderLineListEnvelope,
  orderLinePageEnvelope,
  orderLinePageQuery,
  orderListQuery,
  orderOperationQuery,
  orderPageEnvelope,
  orderProductPageEnvelope,
  orderProductPageQuery,
  submitOrderQuery,
  TABLE_NO_ORDER_LIST,
} from '@medportal/contracts/mall/orders.contract';
import { MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { saveGenerated } from '../../file-library/files/files.service.js';
import { exportOrders, orderExportFileName } from './order-export.service.js';
import { confirmStockBatch, orderOperation } from './order-operation.service.js';
import { mdmItemPage, orderDetail, orderLinePage, orderPage, orderProductPage } from './order-query.service.js';
import { customCode, deleteOrders, newOrderOms, saveDraft, submitOrder } from './orders.service.js';
import { ORDER_CREATE, ORDER_LIST } from '../order-access.js';

const tags = ['mall-order'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  // the file library's storage directory (same resolution as its own routes)
  const filesRoot = resolve(app.config.FILES_DIR ?? join(app.config.DATA_DIR, 'files'));

  app.post(
    MALL_PATHS.tempStorage,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '暂存合同订单（新建或修改本企业的草稿）', body: ccOrderForm, response: { 200: orderEnvelope } },
    },
    async (request) => ok(await saveDraft(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.newOrderOms,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '新建并提交合同订单', body: ccOrderOmsForm, response: { 200: orderEnvelope } },
    },
    async (request) => ok(await newOrderOms(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.orderSubmit,
    {
      config: { access: ORDER_CREATE },
      schema: {
        tags,
        summary: '提交订单（草稿或完整表单；同一 clientToken 只生成一张订单）',
        body: submitOrderQuery,
        response: { 200: orderEnvelope },
      },
    },
    async (request) => ok(await submitOrder(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.getCustomCode,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '生成新的订单号', response: { 200: customCodeEnvelope } },
    },
    async (request) => ok(await customCode(app.db, sessionOf(request))),
  );

  app.post(
    MALL_PATHS.deleteOrder,
    {
      config: { access: { resource: ['od.list.delete'] } },
      schema: {
        tags,
        summary: '删除本企业的草稿订单（请求体为订单编号列表）',
        body: deleteOrderBody,
        response: { 200: deleteOrderEnvelope },
      },
    },
    async (request) => ok(await deleteOrders(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.orderDetail,
    {
      config: { access: ORDER_LIST },
      schema: {
        tags,
        summary: '订单详情（含明细、状态记录、发货单、付款单与可执行操作）',
        body: orderIdQuery,
        response: { 200: orderDetailEnvelope },
      },
    },
    async (request) => ok(await orderDetail(app.db, sessionOf(request), request.body.orderId)),
  );

  app.post(
    MALL_PATHS.orderDetailList,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '订单列表（我采购的 / 我供应的）', body: orderListQuery, response: { 200: orderPageEnvelope } },
    },
    async (request) => ok(await orderPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.orderDetailListExport,
    {
      config: { access: { resource: ['od.list.export'] }, binary: true },
      schema: { tags, summary: '导出订单列表（xlsx，条件同订单列表、不分页，最多50000行，隐藏字段不导出）', body: orderExportQuery },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await exportOrders(app.db, ctx, request.body);
      const fileName = await orderExportFileName(app.db, ctx);
      // the export also lands in the company's import/export history, downloadable from the file library
      await saveGenerated(app.db, ctx, filesRoot, { fileName, mimeType: XLSX, data, operationType: 2, businessCode: TABLE_NO_ORDER_LIST });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );

  app.post(
    MALL_PATHS.orderOperation,
    {
      // the order page's actions, and the fill-up page's submit (the action's own button is checked too)
      config: { access: { resource: ['od.list', 'od.fillup'] } },
      schema: {
        tags,
        summary: '订单操作（提交、取消、确认、驳回、发货、收货、付款、完成）',
        body: orderOperationQuery,
        response: { 200: orderEnvelope },
      },
    },
    async (request) => ok(await orderOperation(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.orderDetailProductPageList,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '订单明细分页（单个订单）', body: orderLinePageQuery, response: { 200: orderLinePageEnvelope } },
    },
    async (request) => ok(await orderLinePage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.orderProductPageList,
    {
      config: { access: ORDER_LIST },
      schema: {
        tags,
        summary: '订单产品分页（本企业订单中的产品行）',
        body: orderProductPageQuery,
        response: { 200: orderProductPageEnvelope },
      },
    },
    async (request) => ok(await orderProductPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.confirmStockBatch,
    {
      config: { access: { resource: ['od.detail.ship'] } },
      schema: { tags, summary: '供应商为订单行分配库存批次', body: confirmStockBatchForm, response: { 200: orderLineListEnvelope } },
    },
    async (request) => ok(await confirmStockBatch(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.getIcMdmItemForEcList,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '可采购的产品主数据（本企业生效合同中的产品）', body: mdmItemQuery, response: { 200: mdmItemPageEnvelope } },
    },
    async (request) => ok(await mdmItemPage(app.db, sessionOf(request), request.body)),
  );
};
