// shortcut/list | shortcut/save (prefix /m-worktable/api/v1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import { shortcutListEnvelope, shortcutSaveBody } from '@medportal/contracts/worktable/shortcuts.contract';
import { WORKTABLE_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { shortcutCandidatesEnvelope } from '@medportal/contracts/worktable/settings.contract';
import { saveShortcuts, shortcutCandidates, shortcutList } from './shortcuts.service.js';

const tags = ['shortcut'];

export const shortcutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WORKTABLE_PATHS.shortcutList,
    {
      config: { access: 'session' },
      schema: { tags, summary: '我的快捷入口（仅仍有权限的菜单）', body: emptyBody.nullable(), response: { 200: shortcutListEnvelope } },
    },
    async (request) => ok(await shortcutList(app.db, sessionOf(request))),
  );

  app.post(
    WORKTABLE_PATHS.shortcutSave,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '保存快捷入口（按顺序整体替换，最多12个）',
        body: shortcutSaveBody,
        response: { 200: shortcutListEnvelope },
      },
    },
    async (request) => ok(await saveShortcuts(app.db, sessionOf(request), request.body.resourceIds)),
  );

  app.post(
    WORKTABLE_PATHS.shortcutCandidates,
    {
      // the session's own menus, like the shortcuts themselves
      config: { access: 'session' },
      schema: {
        tags,
        summary: '可设为快捷入口的菜单（有权限且页面已建成，按应用分组）',
        body: emptyBody.nullable(),
        response: { 200: shortcutCandidatesEnvelope },
      },
    },
    async (request) => ok(await shortcutCandidates(app.db, sessionOf(request))),
  );
};
