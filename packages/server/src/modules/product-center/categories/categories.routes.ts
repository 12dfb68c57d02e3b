// The product centre's categories calls (contracts PRODUCT_PATHS): category/tree for the category screen
// and every product picker (the menu pd.category or pd.product), add / update / delete of the second level
// by the platform with the buttons pt.productCategory.*.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { PRODUCT_PATHS } from '@medportal/contracts/common/api-paths';
import {
  categoryAddBody,
  categoryDeleteBody,
  categorySavedEnvelope,
  categoryTreeBody,
  categoryTreeEnvelope,
  categoryUpdateBody,
} from '@medportal/contracts/product/categories.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import * as service from './categories.service.js';

const tags = ['productCategory'];

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof sessionOf>[0]) => auditActor(sessionOf(request), request);

  app.post(
    PRODUCT_PATHS.categoryTree,
    {
      // the category screen, the category pickers of the product screens and of the qualification files
      config: { access: { resource: ['pd.category', 'pd.product', 'cm.qualificationFile.edit'] } },
      schema: {
        tags,
        summary: '产品分类树（一级为《医疗器械分类目录》的22个分类，二级为本平台维护的分类；平台可统计产品数）',
        body: categoryTreeBody,
        response: { 200: categoryTreeEnvelope },
      },
    },
    async (request) => ok(await service.categoryTree(app.db, sessionOf(request), request.body ?? {})),
  );

  app.post(
    PRODUCT_PATHS.categoryAdd,
    {
      config: { access: { resource: ['pt.productCategory.add'] } },
      schema: {
        tags,
        summary: '新增二级分类（仅平台；编码为上级编码加两位序号）',
        body: categoryAddBody,
        response: { 200: categorySavedEnvelope },
      },
    },
    async (request) => ok(await service.addCategory(app.db, actor(request), request.body)),
  );

  app.post(
    PRODUCT_PATHS.categoryUpdate,
    {
      config: { access: { resource: ['pt.productCategory.update'] } },
      schema: { tags, summary: '修改二级分类的名称与排序（仅平台）', body: categoryUpdateBody, response: { 200: categorySavedEnvelope } },
    },
    async (request) => ok(await service.updateCategory(app.db, actor(request), request.body)),
  );

  app.post(
    PRODUCT_PATHS.categoryDelete,
    {
      config: { access: { resource: ['pt.productCategory.delete'] } },
      schema: { tags, summary: '删除二级分类（仅平台；有产品时不能删除）', body: categoryDeleteBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteCategory(app.db, actor(request), request.body);
      return done();
    },
  );
};
