// Label categories and labels (label/labelCategory/*, label/labelTabulation/* under /m-staff-center/api/v1):
// the platform's screens 标签分类 (pd.labelCategory, writes pd.labelCategory.edit) and 标签管理 (pd.labelList,
// writes pd.labelList.edit); the options merchants tag with, for any session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  labelCategoryEnvelope,
  labelCategoryIdBody,
  labelCategoryOptionsEnvelope,
  labelCategoryPageEnvelope,
  labelCategoryQueryBody,
  labelCategorySaveBody,
  labelCategoryStatusBody,
  labelCategoryUpdateBody,
  labelEnvelope,
  labelIdBody,
  labelOptionsBody,
  labelOptionsEnvelope,
  labelPageEnvelope,
  labelQueryBody,
  labelSaveBody,
  labelStatusBody,
  labelUpdateBody,
} from '@medportal/contracts/system/labels.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './labels.service.js';

const tags = ['label'];
const CATEGORY_READ = { access: { resource: ['pd.labelCategory'] } } as const;
const CATEGORY_EDIT = { access: { resource: ['pd.labelCategory.edit'] } } as const;
const LABEL_EDIT = { access: { resource: ['pd.labelList.edit'] } } as const;
// the label screens pick categories; a category's detail (pd.labelCategory) lists its labels
const EITHER_READ = { access: { resource: ['pd.labelCategory', 'pd.labelList'] } } as const;
const SESSION = { access: 'session' } as const;

export const labelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = <B, R>(summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });

  app.post(
    STAFF_PATHS.labelCategoryQuery,
    {
      config: CATEGORY_READ,
      schema: schema('标签分类分页（名称或编码、适用对象、状态；可排序；平台）', labelCategoryQueryBody, labelCategoryPageEnvelope),
    },
    async (request) => ok(await service.categoryPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.labelCategoryDetail,
    { config: CATEGORY_READ, schema: schema('标签分类详情（含标签数）', labelCategoryIdBody, labelCategoryEnvelope) },
    async (request) => ok(await service.categoryDetail(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.labelCategorySave,
    { config: CATEGORY_EDIT, schema: schema('新增标签分类（名称、编码在本租户内唯一）', labelCategorySaveBody, labelCategoryEnvelope) },
    async (request) => ok(await service.saveCategory(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.labelCategoryUpdate,
    { config: CATEGORY_EDIT, schema: schema('修改标签分类', labelCategoryUpdateBody, labelCategoryEnvelope) },
    async (request) => ok(await service.updateCategory(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.labelCategoryUpdateStatus,
    {
      config: CATEGORY_EDIT,
      schema: schema('启用/停用标签分类（停用后其标签不再出现在可选标签中）', labelCategoryStatusBody, labelCategoryEnvelope),
    },
    async (request) => ok(await service.updateCategoryStatus(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.labelCategoryDelete,
    { config: CATEGORY_EDIT, schema: schema('删除标签分类（分类下还有标签时拒绝）', labelCategoryIdBody, emptyEnvelope) },
    async (request) => {
      await service.deleteCategory(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.labelCategoryOptions,
    { config: EITHER_READ, schema: schema('全部标签分类（含停用，按排序）', emptyBody, labelCategoryOptionsEnvelope) },
    async (request) => ok(await service.categoryOptions(app.db, sessionOf(request))),
  );
  app.post(
    STAFF_PATHS.labelTabulationQuery,
    { config: EITHER_READ, schema: schema('标签分页（分类、名称、状态；可排序；平台）', labelQueryBody, labelPageEnvelope) },
    async (request) => ok(await service.labelPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.labelTabulationDetail,
    { config: EITHER_READ, schema: schema('标签详情', labelIdBody, labelEnvelope) },
    async (request) => ok(await service.labelDetail(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.labelTabulationSave,
    { config: LABEL_EDIT, schema: schema('新增标签（名称在所属分类内唯一）', labelSaveBody, labelEnvelope) },
    async (request) => ok(await service.saveLabel(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.labelTabulationUpdate,
    { config: LABEL_EDIT, schema: schema('修改标签', labelUpdateBody, labelEnvelope) },
    async (request) => ok(await service.updateLabel(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.labelTabulationUpdateStatus,
    { config: LABEL_EDIT, schema: schema('启用/停用标签', labelStatusBody, labelEnvelope) },
    async (request) => ok(await service.updateLabelStatus(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.labelTabulationDelete,
    { config: LABEL_EDIT, schema: schema('删除标签', labelIdBody, emptyEnvelope) },
    async (request) => {
      await service.deleteLabel(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.labelTabulationOptions,
    { config: SESSION, schema: schema('可选标签：启用分类下的启用标签（可按适用对象或分类筛选）', labelOptionsBody, labelOptionsEnvelope) },
    async (request) => ok(await service.labelOptions(app.db, sessionOf(request), request.body)),
  );
};
