// area/list (prefix /m-mall-center/api/v1): query params provinceCode, cityCode, both optional.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaListEnvelope, areaListQuery } from '@medportal/contracts/mall/area.contract';
import { MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { listAreas } from './areas.service.js';

export const areasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MALL_PATHS.areaList,
    {
      // the order address form, and the region field of the enterprise registry (channel centre)
      config: {
        access: {
          resource: [
            'od.address',
            'od.list',
            'cm.enterprise.dealer',
            'cm.enterprise.cso',
            'cm.enterprise.third',
            'cm.enterprise.factory',
            'cm.enterprise.hospital',
          ],
        },
      },
      schema: {
        tags: ['mall-area'],
        summary: '省市区列表（无参数为省份，provinceCode 为其城市，cityCode 为其区县）',
        querystring: areaListQuery,
        response: { 200: areaListEnvelope },
      },
    },
    async (request) => ok(listAreas(request.query)),
  );
};
