// The product commit for audit and the approver's audit shortcut (PRODUCT_PATHS.productCommit /
// productAudit), both through the approval engine's PRODUCT_AUDIT instance.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_PATHS } from '@medportal/contracts/common/api-paths';
import { productAuditStateEnvelope } from '@medportal/contracts/product/product-audit.contract';
import { productAuditBody, productCommitBody } from '@medportal/contracts/product/products.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { auditProduct, commitProduct } from './product-audit.service.js';

const tags = ['product'];

export const productAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof sessionOf>[0]) => auditActor(sessionOf(request), request);

  app.post(
    PRODUCT_PATHS.productCommit,
    {
      config: { access: { resource: ['fc.product.commit'] } },
      schema: {
        tags,
        summary: '提交产品审核（草稿、已驳回的产品，或已审核产品的待审核变更；须有有效的注册证或备案凭证）',
        body: productCommitBody,
        response: { 200: productAuditStateEnvelope },
      },
    },
    async (request) => ok(await commitProduct(app.db, actor(request), request.body)),
  );

  app.post(
    PRODUCT_PATHS.productAudit,
    {
      config: { access: { resource: ['fc.product.audit'] } },
      schema: {
        tags,
        summary: '审核产品（通过或驳回审核中的产品，驳回须填写原因；与审批中心处理同一审批）',
        body: productAuditBody,
        response: { 200: productAuditStateEnvelope },
      },
    },
    async (request) => ok(await auditProduct(app.db, actor(request), request.body)),
  );
};
