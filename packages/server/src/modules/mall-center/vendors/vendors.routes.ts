// Suppliers and contracts (prefix /m-mall-center/api/v1): ccOrder/vendorList, ccOrder/vendorContractList,
// ccOrder/supplerList, ccOrder/contractList, order/supplier, order/contract, order/orderContract.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractEnvelope,
  contractListEnvelope,
  contractPageBody,
  contractPageEnvelope,
  contractProductEnvelope,
  contractProductSaveBody,
  orderContractBody,
  orderContractListBody,
  orderSupplierBody,
  supplierPageBody,
  vendorContractListQuery,
  vendorListEnvelope,
  vendorPageEnvelope,
} from '@medportal/contracts/mall/vendors.contract';
import { MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { saveContractProduct } from './contract-products.service.js';
import { contractByCode, contractPage, vendorContracts, vendorList, vendorPage } from './vendors.service.js';
import { ORDER_LIST } from '../order-access.js';

const tags = ['mall-vendor'];

export const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MALL_PATHS.vendorList,
    {
      config: { access: { resource: ['od.list', 'od.import'] } },
      schema: { tags, summary: '供应商列表（本企业持有有效合同的供应商）', response: { 200: vendorListEnvelope } },
    },
    async (request) => ok(await vendorList(app.db, sessionOf(request))),
  );

  app.get(
    MALL_PATHS.vendorContractList,
    {
      config: { access: { resource: ['od.list', 'od.import'] } },
      schema: { tags, summary: '与某供应商的有效合同', querystring: vendorContractListQuery, response: { 200: contractListEnvelope } },
    },
    async (request) => ok(await vendorContracts(app.db, sessionOf(request), request.query.vendorCode)),
  );

  app.post(
    MALL_PATHS.supplerList,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '供应商分页（销售订单）', body: supplierPageBody, response: { 200: vendorPageEnvelope } },
    },
    async (request) => ok(await vendorPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.contractList,
    {
      config: { access: ORDER_LIST },
      schema: {
        tags,
        summary: '合同分页（本企业为采购方或供应方的合同）',
        body: contractPageBody,
        response: { 200: contractPageEnvelope },
      },
    },
    async (request) => ok(await contractPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.supplier,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '下单可选的供应商', body: orderSupplierBody, response: { 200: vendorListEnvelope } },
    },
    async (request) => ok(await vendorList(app.db, sessionOf(request), request.body.keyword)),
  );

  app.post(
    MALL_PATHS.contract,
    {
      config: { access: ORDER_LIST },
      schema: {
        tags,
        summary: '下单可选的合同（某供应商的有效合同）',
        body: orderContractListBody,
        response: { 200: contractListEnvelope },
      },
    },
    async (request) => ok(await vendorContracts(app.db, sessionOf(request), request.body.vendorCode, request.body.keyword)),
  );

  app.post(
    MALL_PATHS.orderContract,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '合同详情（按合同编码）', body: orderContractBody, response: { 200: contractEnvelope } },
    },
    async (request) => ok(await contractByCode(app.db, sessionOf(request), request.body.contractCode)),
  );

  app.post(
    MALL_PATHS.contractProductSave,
    {
      config: { access: ORDER_LIST },
      schema: {
        tags,
        summary: '供应方将已审核的产品加入合同或调整合同价（本企业生产的产品；平台可维护任意合同）',
        body: contractProductSaveBody,
        response: { 200: contractProductEnvelope },
      },
    },
    async (request) => ok(await saveContractProduct(app.db, auditActor(sessionOf(request), request), request.body)),
  );
};
