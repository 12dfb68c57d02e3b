// Platform settings (sys.platformSetting, writes sys.platformSetting.edit, platform administrator) and the
// session company's settings (sys.companySetting, writes sys.companySetting.edit, its administrator).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  companySettingsEnvelope,
  companySettingsSaveBody,
  platformSettingsEnvelope,
  platformSettingsSaveBody,
} from '@medportal/contracts/system/settings.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './settings.service.js';

const tags = ['settings'];
const PLATFORM = { access: { resource: ['sys.platformSetting'] } } as const;
const PLATFORM_EDIT = { access: { resource: ['sys.platformSetting.edit'] } } as const;
const COMPANY = { access: { resource: ['sys.companySetting'] } } as const;
const COMPANY_EDIT = { access: { resource: ['sys.companySetting.edit'] } } as const;

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hours = app.config.SESSION_HOURS;
  const schema = <B, R>(summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });

  app.post(
    STAFF_PATHS.platformSettings,
    {
      config: PLATFORM,
      schema: schema(
        '平台设置（品牌、密码策略、会话时长、登录锁定、时区、首营与授权检查）',
        emptyBody.nullable(),
        platformSettingsEnvelope,
      ),
    },
    async (request) => ok(await service.platformSettingsOf(app.db, sessionOf(request), hours)),
  );
  app.post(
    STAFF_PATHS.platformSettingsSave,
    {
      config: PLATFORM_EDIT,
      schema: schema('保存平台设置（仅平台管理员；下次登录或请求时生效）', platformSettingsSaveBody, platformSettingsEnvelope),
    },
    async (request) => ok(await service.savePlatformSettings(app.db, auditActor(sessionOf(request), request), request.body, hours)),
  );
  app.post(
    STAFF_PATHS.companySettings,
    { config: COMPANY, schema: schema('本企业设置（自有值、平台值与生效值）', emptyBody.nullable(), companySettingsEnvelope) },
    async (request) => ok(await service.companySettingsOf(app.db, sessionOf(request), hours)),
  );
  app.post(
    STAFF_PATHS.companySettingsSave,
    {
      config: COMPANY_EDIT,
      schema: schema('保存本企业设置（企业管理员；密码策略只能更严、会话只能更短）', companySettingsSaveBody, companySettingsEnvelope),
    },
    async (request) => ok(await service.saveCompanySettings(app.db, auditActor(sessionOf(request), request), request.body, hours)),
  );
};
