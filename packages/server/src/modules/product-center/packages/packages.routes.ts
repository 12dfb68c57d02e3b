// The product centre's packages calls (contracts PRODUCT_PATHS): productPackage/list | save | barcodeRule |
// label (GET, PNG or SVG) | labelSheet (A4 PDF).
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_PATHS } from '@medportal/contracts/common/api-paths';
import {
  barcodeRuleBody,
  labelImageQuery,
  labelSheetBody,
  packageListBody,
  packageSaveBody,
  packageViewEnvelope,
} from '@medportal/contracts/product/packages.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { labelImage, labelSheet, packageList, saveBarcodeRule, savePackages } from './packages.service.js';

const tags = ['productPackage'];
const read = { access: { resource: ['pd.package'] as const } };
const edit = { access: { resource: ['pd.package.edit'] as const } };

export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PRODUCT_PATHS.packageList,
    {
      config: read,
      schema: {
        tags,
        summary: '产品的包装层级（最小销售单元及各级包装、每级折合最小单元数）与条码规则',
        body: packageListBody,
        response: { 200: packageViewEnvelope },
      },
    },
    async (request) => ok(await packageList(app.db, sessionOf(request), request.body.productId)),
  );

  app.post(
    PRODUCT_PATHS.packageSave,
    {
      config: edit,
      schema: {
        tags,
        summary: '保存产品的包装层级（自第2级起，最多5级；UDI-DI 为有效且租户内唯一的 GTIN-14），整体替换',
        body: packageSaveBody,
        response: { 200: packageViewEnvelope },
      },
    },
    async (request) => ok(await savePackages(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    PRODUCT_PATHS.barcodeRuleSave,
    {
      config: edit,
      schema: {
        tags,
        summary: '保存产品的条码规则（GS1 或 MA 码体系，标签所含应用标识符，必须包含 01）',
        body: barcodeRuleBody,
        response: { 200: packageViewEnvelope },
      },
    },
    async (request) => ok(await saveBarcodeRule(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.get(
    PRODUCT_PATHS.labelImage,
    {
      config: { ...read, binary: true },
      schema: {
        tags,
        summary: '一个包装层级的条码标签图片（GS1-128 或 GS1 DataMatrix，PNG 或 SVG）',
        querystring: labelImageQuery,
      },
    },
    async (request, reply) => {
      const label = await labelImage(app.db, sessionOf(request), request.query);
      return reply
        .type(label.mimeType)
        .header('cache-control', 'private, no-store')
        .header('x-element-string', encodeURIComponent(label.text))
        .send(label.body);
    },
  );

  app.post(
    PRODUCT_PATHS.labelSheet,
    {
      config: { ...read, binary: true },
      schema: { tags, summary: '可打印的 A4 标签页（PDF，每页 3×8 个标签，一次最多500张）', body: labelSheetBody },
    },
    async (request, reply) => {
      const pdf = await labelSheet(app.db, sessionOf(request), request.body);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('产品标签.pdf', { type: 'inline' }))
        .send(pdf);
    },
  );
};
