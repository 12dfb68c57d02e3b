// orderAddress/getOrderAddressList, orderAddress/saveOrderAddress, order/orderReceiver (prefix
// /m-mall-center/api/v1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressEnvelope,
  addressListBody,
  addressListEnvelope,
  orderReceiverBody,
  receiverListEnvelope,
  saveAddressBody,
} from '@medportal/contracts/mall/addresses.contract';
import { MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { addressList, receivers, saveAddress } from './addresses.service.js';
import { ORDER_LIST } from '../order-access.js';

const tags = ['mall-address'];

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MALL_PATHS.getOrderAddressList,
    {
      config: { access: { resource: ['od.address', 'od.list', 'od.fillup', 'od.consignment'] } },
      schema: { tags, summary: '本企业收货地址（默认地址在前）', body: addressListBody, response: { 200: addressListEnvelope } },
    },
    async (request) => ok(await addressList(app.db, sessionOf(request), request.body?.detailedAddress)),
  );

  app.post(
    MALL_PATHS.saveOrderAddress,
    {
      config: { access: { resource: ['od.address'] } },
      schema: { tags, summary: '新增或修改本企业收货地址', body: saveAddressBody, response: { 200: addressEnvelope } },
    },
    async (request) => ok(await saveAddress(app.db, sessionOf(request), request.body)),
  );

  app.post(
    MALL_PATHS.orderReceiver,
    {
      config: { access: ORDER_LIST },
      schema: { tags, summary: '收货人列表（来自本企业地址簿）', body: orderReceiverBody, response: { 200: receiverListEnvelope } },
    },
    async (request) => ok(await receivers(app.db, sessionOf(request), request.body.keyword)),
  );
};
