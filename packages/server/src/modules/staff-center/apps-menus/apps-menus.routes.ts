// Apps and menus administration (app/* and resource/* under /m-staff-center/api/v1): the platform's
// subsystemManagement (reads sys.subsystem or sys.menu, app writes sys.subsystem.edit) and menuManagement
// (resource writes sys.menu.edit or sys.subsystem.edit: both screens open an app's menu tree), plus the
// app logo the tiles load (public, like the tenant's branding).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import {
  appAdminEnvelope,
  appAdminPageBody,
  appAdminPageEnvelope,
  appIdBody,
  appLogoQuery,
  appSaveBody,
  appStatusBody,
  appUpdateBody,
  resourceCopyBody,
  resourceIdBody,
  resourceIdEnvelope,
  resourceSaveBody,
  resourceSortBody,
  resourceStatusBody,
  resourceTreeBody,
  resourceTreeEnvelope,
  resourceUpdateBody,
} from '@medportal/contracts/system/apps-menus.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf } from '../../file-library/files/files.service.js';
import { auditActor } from '../audit/audit.service.js';
import * as apps from './apps-admin.service.js';
import * as menus from './resources-admin.service.js';

const tags = ['apps-menus'];
const READ = { access: { resource: ['sys.subsystem', 'sys.menu'] } } as const;
const APP_EDIT = { access: { resource: ['sys.subsystem.edit'] } } as const;
const MENU_EDIT = { access: { resource: ['sys.menu.edit', 'sys.subsystem.edit'] } } as const;

export const appsMenusRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);
  const schema = <B, R>(summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });

  app.post(
    STAFF_PATHS.appAdminPageList,
    { config: READ, schema: schema('子系统（应用）分页：编码或名称、分组、状态筛选（平台）', appAdminPageBody, appAdminPageEnvelope) },
    async (request) => ok(await apps.appPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.appAdminSave,
    {
      config: APP_EDIT,
      schema: schema('新增应用（地址为本门户已上线页面或外部 http(s) 地址；图标为上传的图片）', appSaveBody, appAdminEnvelope),
    },
    async (request) => ok(await apps.saveApp(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.appAdminUpdate,
    {
      config: APP_EDIT,
      schema: schema('修改应用名称、分组、地址、图标与排序（内置应用的修改在目录同步后保留）', appUpdateBody, appAdminEnvelope),
    },
    async (request) => ok(await apps.updateApp(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.appAdminUpdateStatus,
    { config: APP_EDIT, schema: schema('启用/停用应用（系统设置应用不能停用）', appStatusBody, appAdminEnvelope) },
    async (request) => ok(await apps.updateAppStatus(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.appAdminDelete,
    { config: APP_EDIT, schema: schema('删除运营新增的应用及其菜单（内置应用只能停用）', appIdBody, emptyEnvelope) },
    async (request) => {
      await apps.deleteApp(app.db, auditActor(sessionOf(request), request), request.body.id);
      return done();
    },
  );
  app.get(
    STAFF_PATHS.appLogo,
    {
      // public like the tenant's branding: a plain <img> sends no session (the url names the tenant)
      config: { access: 'public', binary: true },
      schema: { tags, summary: '应用图标图片（公开，地址带租户编号）', querystring: appLogoQuery },
    },
    async (request, reply) => {
      const logo = await apps.appLogo(app.db, request.tenantId, root, request.query.appId);
      return reply.type(logo.mimeType).header('cache-control', 'private, max-age=300').send(logo.stream);
    },
  );

  app.post(
    STAFF_PATHS.resourceTree,
    { config: READ, schema: schema('应用的菜单资源树（含隐藏节点与只读按钮编码）', resourceTreeBody, resourceTreeEnvelope) },
    async (request) => ok(await menus.resourceTree(app.db, sessionOf(request), request.body.appId)),
  );
  app.post(
    STAFF_PATHS.resourceSave,
    { config: MENU_EDIT, schema: schema('新增外部链接菜单（http/https）或分组菜单（编码 ext.<n>）', resourceSaveBody, resourceIdEnvelope) },
    async (request) => ok(await menus.saveResource(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.resourceUpdate,
    {
      config: MENU_EDIT,
      schema: schema('修改菜单名称、图标、上级分组（同一应用内）及外部链接地址', resourceUpdateBody, resourceIdEnvelope),
    },
    async (request) => ok(await menus.updateResource(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.resourceSort,
    { config: MENU_EDIT, schema: schema('拖拽排序：同一上级下菜单的新顺序（可从其他分组移入）', resourceSortBody, emptyEnvelope) },
    async (request) => {
      await menus.sortResources(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.resourceCopy,
    { config: MENU_EDIT, schema: schema('复制运营新增的菜单子树（内置菜单不能复制）', resourceCopyBody, resourceIdEnvelope) },
    async (request) => ok(await menus.copyResource(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.resourceUpdateStatus,
    { config: MENU_EDIT, schema: schema('显示/隐藏菜单（页面未上线的菜单不能设为可见）', resourceStatusBody, emptyEnvelope) },
    async (request) => {
      await menus.updateResourceStatus(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.resourceDelete,
    { config: MENU_EDIT, schema: schema('删除运营新增的菜单及其下级（内置菜单只能隐藏）', resourceIdBody, emptyEnvelope) },
    async (request) => {
      await menus.deleteResource(app.db, auditActor(sessionOf(request), request), request.body.id);
      return done();
    },
  );
};
