// The product centre's products calls (contracts PRODUCT_PATHS): list, detail, add/edit, enable/disable,
// export and a picker's options. Commit and audit are registered by the audit part.
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyEnvelope, envelope } from '@medportal/contracts/common/envelope';
import {
  productDetail as productDetailSchema,
  productDetailEnvelope,
  productExportBody,
  productIdBody,
  productOptionsBody,
  productOptionsEnvelope,
  productPageBody,
  productPageEnvelope,
  productSaveBody,
  productStatusBody,
} from '@medportal/contracts/product/products.contract';
import { z } from 'zod';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { XLSX_MIME } from '../../file-library/imports/import-start.service.js';
import { filesRootOf, saveGenerated } from '../../file-library/files/files.service.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { exportProducts, productExportFileName } from './product-export.service.js';
import { productDetail, productOptions, productPage, saveProduct, updateProductStatus } from './products.service.js';

const tags = ['product'];
const view = { access: { resource: ['pd.product'] as const } };
const edit = { access: { resource: ['fc.product.edit'] as const } };

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const filesRoot = filesRootOf(app.config);

  app.post(
    PRODUCT_PATHS.productPageList,
    {
      config: view,
      schema: {
        tags,
        summary:
          '产品分页（生产厂家：本企业全部产品；经销商/医院：采购的已审核、已启用产品；平台：全部），按名称、拼音首字母、编码、型号、注册证号、UDI-DI 搜索',
        body: productPageBody,
        response: { 200: productPageEnvelope },
      },
    },
    async (request) => ok(await productPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    PRODUCT_PATHS.productDetail,
    {
      config: view,
      schema: {
        tags,
        summary: '产品详情（含图片、条码规则、待审核变更与包装层级）',
        body: productIdBody,
        response: { 200: productDetailEnvelope },
      },
    },
    async (request) => ok(await productDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    PRODUCT_PATHS.productSave,
    {
      config: edit,
      schema: {
        tags,
        summary: '新增或修改产品（已审核产品的修改保存为待审核变更，审核通过后生效）',
        body: productSaveBody,
        response: { 200: envelope(z.object({ product: productDetailSchema, pendingAudit: z.boolean() })) },
      },
    },
    async (request) => ok(await saveProduct(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    PRODUCT_PATHS.productUpdateStatus,
    {
      config: edit,
      schema: { tags, summary: '启用或停用产品（生产企业或平台）', body: productStatusBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await updateProductStatus(app.db, auditActor(sessionOf(request), request), request.body);
      return ok(null);
    },
  );

  app.post(
    PRODUCT_PATHS.productExport,
    {
      config: { ...view, binary: true },
      schema: { tags, summary: '导出产品列表（xlsx，条件同产品分页、不分页，最多10000行）', body: productExportBody },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await exportProducts(app.db, ctx, request.body);
      const fileName = await productExportFileName(app.db, ctx);
      await saveGenerated(app.db, ctx, filesRoot, { fileName, mimeType: XLSX_MIME, data, operationType: 2, businessCode: 'product' });
      return reply.type(XLSX_MIME).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );

  app.post(
    PRODUCT_PATHS.productOptions,
    {
      config: view,
      schema: {
        tags,
        summary: '产品选择器选项（本会话可见的产品，最多20条）',
        body: productOptionsBody,
        response: { 200: productOptionsEnvelope },
      },
    },
    async (request) => ok(await productOptions(app.db, sessionOf(request), request.body?.keyword)),
  );
};
