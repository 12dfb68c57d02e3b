// App groups (appGroup/*: sys.menuConfig, writes sys.menuConfig.edit), the top navigation (navMenu/*: sys.navMenu,
// writes sys.navMenu.edit; navMenu/mine for any session) and per-company app branding (appBranding/*:
// sys.appLogo, writes sys.appLogo.edit; the logo itself is public by its file code).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  appBrandingCompaniesBody,
  appBrandingCompaniesEnvelope,
  appBrandingEnvelope,
  appBrandingListBody,
  appBrandingListEnvelope,
  appBrandingResetBody,
  appBrandingSaveBody,
  appGroupAssignBody,
  appGroupIdBody,
  appGroupListEnvelope,
  appGroupRowEnvelope,
  appGroupSaveBody,
  appGroupSortBody,
  appGroupUpdateBody,
  appLogoQuery,
  navAppOptionsEnvelope,
  navEntriesEnvelope,
  navMenuEnvelope,
  navMenuIdBody,
  navMenuListEnvelope,
  navMenuSaveBody,
  navMenuSortBody,
  navMenuUpdateBody,
} from '@medportal/contracts/system/navigation.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf } from '../../file-library/files/files.service.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './navigation.service.js';

const GROUP_READ = { access: { resource: ['sys.menuConfig'] } } as const;
const GROUP_EDIT = { access: { resource: ['sys.menuConfig.edit'] } } as const;
const NAV_READ = { access: { resource: ['sys.navMenu'] } } as const;
const NAV_EDIT = { access: { resource: ['sys.navMenu.edit'] } } as const;
const LOGO_READ = { access: { resource: ['sys.appLogo'] } } as const;
const LOGO_EDIT = { access: { resource: ['sys.appLogo.edit'] } } as const;

export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);
  const schema = <B, R>(tags: string[], summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });
  const groups = ['appGroup'];
  const nav = ['navMenu'];
  const brand = ['appBranding'];

  app.post(
    STAFF_PATHS.appGroupList,
    {
      config: GROUP_READ,
      schema: schema(groups, '应用分组列表（按顺序，含各分组的应用与未分组的应用）', emptyBody.nullable(), appGroupListEnvelope),
    },
    async (request) => ok(await service.appGroupList(app.db, sessionOf(request))),
  );
  app.post(
    STAFF_PATHS.appGroupSave,
    { config: GROUP_EDIT, schema: schema(groups, '新增应用分组', appGroupSaveBody, appGroupRowEnvelope) },
    async (request) => ok(await service.saveAppGroup(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.appGroupUpdate,
    {
      config: GROUP_EDIT,
      schema: schema(groups, '修改应用分组（改名同时修改分组内所有应用的分组；排序；启用/停用）', appGroupUpdateBody, appGroupRowEnvelope),
    },
    async (request) => ok(await service.updateAppGroup(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.appGroupDelete,
    { config: GROUP_EDIT, schema: schema(groups, '删除应用分组（仅限没有应用的分组）', appGroupIdBody, emptyEnvelope) },
    async (request) => {
      await service.deleteAppGroup(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.appGroupSort,
    { config: GROUP_EDIT, schema: schema(groups, '调整应用分组顺序（拖拽后的全部分组编号）', appGroupSortBody, emptyEnvelope) },
    async (request) => {
      await service.sortAppGroups(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.appGroupAssign,
    { config: GROUP_EDIT, schema: schema(groups, '将应用移入分组（groupId 为空则移出分组）', appGroupAssignBody, emptyEnvelope) },
    async (request) => {
      await service.assignAppGroup(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.navMenuList,
    { config: NAV_READ, schema: schema(nav, '顶部导航菜单列表（按顺序）', emptyBody.nullable(), navMenuListEnvelope) },
    async (request) => ok(await service.navMenuList(app.db, sessionOf(request))),
  );
  app.post(
    STAFF_PATHS.navMenuAppOptions,
    { config: NAV_READ, schema: schema(nav, '导航目标可选的应用', emptyBody.nullable(), navAppOptionsEnvelope) },
    async (request) => ok(await service.navAppOptions(app.db, sessionOf(request))),
  );
  app.post(
    STAFF_PATHS.navMenuSave,
    { config: NAV_EDIT, schema: schema(nav, '新增顶部导航菜单（目标：应用、本平台页面路由或外部链接）', navMenuSaveBody, navMenuEnvelope) },
    async (request) => ok(await service.saveNavMenu(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.navMenuUpdate,
    { config: NAV_EDIT, schema: schema(nav, '修改顶部导航菜单（含启用/停用）', navMenuUpdateBody, navMenuEnvelope) },
    async (request) => ok(await service.updateNavMenu(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.navMenuDelete,
    { config: NAV_EDIT, schema: schema(nav, '删除顶部导航菜单', navMenuIdBody, emptyEnvelope) },
    async (request) => {
      await service.deleteNavMenu(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.navMenuSort,
    { config: NAV_EDIT, schema: schema(nav, '调整顶部导航菜单顺序（拖拽后的全部菜单编号）', navMenuSortBody, emptyEnvelope) },
    async (request) => {
      await service.sortNavMenus(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.navMenuMine,
    {
      config: { access: 'session' },
      schema: schema(nav, '当前用户可见的顶部导航（仅限已开通的应用、有权限的页面与外部链接）', emptyBody.nullable(), navEntriesEnvelope),
    },
    async (request) => ok(await service.navMine(app.db, sessionOf(request))),
  );

  app.post(
    STAFF_PATHS.appBrandingList,
    {
      config: LOGO_READ,
      schema: schema(brand, '企业已开通应用的Logo与品牌设置（平台可指定企业）', appBrandingListBody, appBrandingListEnvelope),
    },
    async (request) => ok(await service.appBrandingList(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.appBrandingCompanies,
    {
      config: LOGO_READ,
      schema: schema(
        brand,
        '可设置应用品牌的企业（平台：租户内全部企业；企业：本企业）',
        appBrandingCompaniesBody,
        appBrandingCompaniesEnvelope,
      ),
    },
    async (request) => ok(await service.appBrandingCompanies(app.db, sessionOf(request), request.body.keyword)),
  );
  app.post(
    STAFF_PATHS.appBrandingSave,
    {
      config: LOGO_EDIT,
      schema: schema(
        brand,
        '保存企业的应用Logo（PNG/JPG，不超过512KB）、显示名称与主题色；不传的字段保持不变，null 清除',
        appBrandingSaveBody,
        appBrandingEnvelope,
      ),
    },
    async (request) => ok(await service.saveAppBranding(app.db, auditActor(sessionOf(request), request), root, request.body)),
  );
  app.post(
    STAFF_PATHS.appBrandingReset,
    { config: LOGO_EDIT, schema: schema(brand, '恢复应用的默认Logo、名称与主题色', appBrandingResetBody, appBrandingEnvelope) },
    async (request) => ok(await service.resetAppBranding(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.get(
    STAFF_PATHS.appBrandingLogo,
    {
      config: { access: 'public', binary: true },
      schema: { tags: brand, summary: '企业应用Logo图片（按文件编码；仅限已设置为应用Logo的文件）', querystring: appLogoQuery },
    },
    async (request, reply) => {
      const logo = await service.appLogo(app.db, request.tenantId, root, request.query.code);
      return reply
        .type(logo.mimeType || 'image/png')
        .header('cache-control', 'public, max-age=300')
        .send(logo.stream);
    },
  );
};
