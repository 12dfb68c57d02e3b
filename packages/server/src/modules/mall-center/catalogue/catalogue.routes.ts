// Dictionaries, product lines, operation types, warehouses, stock and contract products (prefix
// /m-mall-center/api/v1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commonEnumBody,
  commonEnumEnvelope,
  contractProductPageEnvelope,
  dictionariesEnvelope,
  operationHouseQuery,
  operationTypeListEnvelope,
  operationTypeQuery,
  productLineListEnvelope,
  productLineNameListBody,
  productNameListEnvelope,
  productSetPageBody,
  productSetPageEnvelope,
  purchaseProductPageBody,
  queryAllNameBody,
  referencePriceBody,
  referencePriceEnvelope,
  stockBatchPageBody,
  stockBatchPageEnvelope,
  warehouseListEnvelope,
} from '@medportal/contracts/mall/catalogue.contract';
import { MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { companyOf } from '../scope.js';
import {
  commonEnum,
  dictionaries,
  operationTypes,
  productLineNames,
  productNameList,
  productSet,
  purchaseProducts,
  referencePrices,
  stockPage,
  warehouses,
} from './catalogue.service.js';
import { ORDER_APP, ORDER_CREATE, ORDER_LIST } from '../order-access.js';

const tags = ['mall-catalogue'];

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MALL_PATHS.ccOrderDd,
    {
      config: { access: ORDER_APP },
      schema: { tags, summary: '订单数据字典（运输方式、订单状态、合同状态）', response: { 200: dictionariesEnvelope } },
    },
    async (request) => {
      companyOf(sessionOf(request));
      return ok(dictionaries());
    },
  );

  app.post(
    MALL_PATHS.commonEnum,
    {
      config: { access: ORDER_APP },
      schema: { tags, summary: '订单枚举（按类型）', body: commonEnumBody, response: { 200: commonEnumEnvelope } },
    },
    async (request) => {
      companyOf(sessionOf(request));
      return ok(commonEnum(request.body.enumType));
    },
  );

  app.post(
    MALL_PATHS.getProductLineNameList,
    {
      config: { access: { resource: ['od.list', 'od.import'] } },
      schema: { tags, summary: '产品线名称列表', body: productLineNameListBody, response: { 200: productLineListEnvelope } },
    },
    async (request) => ok(await productLineNames(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.operationTypeByProductLineCode,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '产品线的业务类型', body: operationTypeQuery, response: { 200: operationTypeListEnvelope } },
    },
    async (request) => ok(await operationTypes(app.db, sessionOf(request), request.body.productLineCode)),
  );

  app.post(
    MALL_PATHS.operationHouseByHoseCode,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '本企业仓库（按仓库编码）', body: operationHouseQuery, response: { 200: warehouseListEnvelope } },
    },
    async (request) => ok(await warehouses(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.stockBatchPageList,
    {
      config: { access: { resource: ['od.detail.ship'] } },
      schema: { tags, summary: '本企业库存批次分页', body: stockBatchPageBody, response: { 200: stockBatchPageEnvelope } },
    },
    async (request) => ok(await stockPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.purchaseProductPageList,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '可采购的合同产品分页', body: purchaseProductPageBody, response: { 200: contractProductPageEnvelope } },
    },
    async (request) => ok(await purchaseProducts(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.getProductReferencePrice,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '产品参考价（合同价，单位分）', body: referencePriceBody, response: { 200: referencePriceEnvelope } },
    },
    async (request) => ok(await referencePrices(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.setQueryAllName,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '产品名称列表', body: queryAllNameBody, response: { 200: productNameListEnvelope } },
    },
    async (request) => ok(await productNameList(app.db, sessionOf(request), request.body.keyword)),
  );

  app.post(
    MALL_PATHS.setProductList,
    {
      config: { access: ORDER_CREATE },
      schema: { tags, summary: '产品列表分页', body: productSetPageBody, response: { 200: productSetPageEnvelope } },
    },
    async (request) => ok(await productSet(app.db, sessionOf(request), request.body)),
  );
};
