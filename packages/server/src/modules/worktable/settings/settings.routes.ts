// settings/get | settings/saveCards | settings/savePreferences (prefix /m-worktable/api/v1): the session
// user's own worktable layout and todo/notice preferences.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import { WORKTABLE_PATHS } from '@medportal/contracts/common/api-paths';
import {
  settingsSaveCardsBody,
  settingsSavePreferencesBody,
  workbenchSettingsEnvelope,
} from '@medportal/contracts/worktable/settings.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { saveCards, savePreferences, settingsOf } from './settings.service.js';

const tags = ['workbench-settings'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WORKTABLE_PATHS.settingsGet,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '我的工作台设置（卡片布局、待办与公告偏好、通知方式；未保存过时为默认值）',
        body: emptyBody.nullable(),
        response: { 200: workbenchSettingsEnvelope },
      },
    },
    async (request) => ok(await settingsOf(app.db, sessionOf(request))),
  );

  app.post(
    WORKTABLE_PATHS.settingsSaveCards,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '保存工作台卡片布局（顺序与显示/隐藏）',
        body: settingsSaveCardsBody,
        response: { 200: workbenchSettingsEnvelope },
      },
    },
    async (request) => ok(await saveCards(app.db, sessionOf(request), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.settingsSavePreferences,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '保存待办与公告偏好（显示的待办类型、公告级别，短信/邮件通知）',
        body: settingsSavePreferencesBody,
        response: { 200: workbenchSettingsEnvelope },
      },
    },
    async (request) => ok(await savePreferences(app.db, sessionOf(request), request.body)),
  );
};
