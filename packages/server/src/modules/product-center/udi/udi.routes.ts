// The product centre's udi calls (contracts PRODUCT_PATHS): udi/parse for every signed-in user
// (receivers scan goods, product staff check labels).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_PATHS } from '@medportal/contracts/common/api-paths';
import { udiParseBody, udiParseEnvelope } from '@medportal/contracts/product/udi.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { parseUdiCode } from './udi.service.js';

export const udiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PRODUCT_PATHS.udiParse,
    {
      config: { access: 'session' },
      schema: {
        tags: ['product-udi'],
        summary: '解析UDI码（GS1元素串或MA码）：产品标识、批号、失效日期、生产日期、序列号，及其产品与注册证',
        body: udiParseBody,
        response: { 200: udiParseEnvelope },
      },
    },
    async (request) => ok(await parseUdiCode(app.db, sessionOf(request), request.body)),
  );
};
