// The product centre's expiry calls (contracts PRODUCT_PATHS) and the daily certificate expiry job: once
// when the app is ready and every 24 hours, per tenant, until the app closes. Several replicas may run it:
// the alerts' primary key makes each alert (and its todos) be raised once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyBody } from '@medportal/contracts/common/envelope';
import { expiryRunEnvelope } from '@medportal/contracts/product/expiry.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { requirePlatform } from '../../staff-center/tenancy/managed-company.js';
import { runExpiry, runExpiryForAllTenants } from './expiry.service.js';

const tags = ['certificate'];
export const EXPIRY_JOB_MS = 24 * 60 * 60 * 1000;

export const expiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const daily = () => runExpiryForAllTenants(app.db, (tenantId, err) => app.log.error({ err, tenantId }, 'certificate expiry run failed'));
  app.addHook('onReady', daily);
  const timer = setInterval(() => void daily(), EXPIRY_JOB_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    PRODUCT_PATHS.expiryRun,
    {
      config: { access: { resource: ['pd.registercard'] } },
      schema: {
        tags,
        summary: '立即执行注册证效期检查（本租户：已过期、30/60/90天内到期，向注册人及采购企业发待办）',
        body: emptyBody.nullable(),
        response: { 200: expiryRunEnvelope },
      },
    },
    async (request) => {
      const ctx = sessionOf(request);
      requirePlatform(ctx);
      return ok(await runExpiry(app.db, ctx.tenantId));
    },
  );
};
