// customerService/list (the system desk), customerService/mallList and customerService/systemList.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import { customerServiceListEnvelope, type CustomerServiceVariant } from '@medportal/contracts/staff/customer-service.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { customerServiceList } from './customer-service.service.js';

const ROUTES: { path: string; variant: CustomerServiceVariant; summary: string }[] = [
  { path: STAFF_PATHS.customerServiceList, variant: 'system', summary: '客服列表' },
  { path: STAFF_PATHS.customerServiceSystemList, variant: 'system', summary: '系统客服列表' },
  { path: STAFF_PATHS.customerServiceMallList, variant: 'mall', summary: '商城客服列表' },
];

export const customerServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, variant, summary } of ROUTES) {
    app.post(
      path,
      {
        config: { access: 'session' },
        schema: { tags: ['customerService'], summary, body: emptyBody.nullable(), response: { 200: customerServiceListEnvelope } },
      },
      async (request) => ok(await customerServiceList(app.db, sessionOf(request), variant)),
    );
  }
};
