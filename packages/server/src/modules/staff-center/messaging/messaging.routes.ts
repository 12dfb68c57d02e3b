// SMS and mail in system setup: sms/* (platform; sys.sms, writes sys.sms.edit) and mail/* (each company's
// own, the platform any; sys.mail, writes sys.mail.edit) under /m-staff-center/api/v1.
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  mailCompanyBody,
  mailOutboxEnvelope,
  mailOutboxPageBody,
  mailOutboxPageEnvelope,
  mailSettingEnvelope,
  mailSettingSaveBody,
  mailTemplateEnvelope,
  mailTemplateIdBody,
  mailTemplatePageBody,
  mailTemplatePageEnvelope,
  mailTemplateSaveBody,
  mailTestSendBody,
  smsHistoryExportBody,
  smsHistoryPageBody,
  smsHistoryPageEnvelope,
  smsSettingEnvelope,
  smsSettingSaveBody,
  smsTemplateEnvelope,
  smsTemplateListEnvelope,
  smsTemplateSaveBody,
  smsTemplateTypeBody,
} from '@medportal/contracts/system/messaging.contract';
import { done, ok } from '../../../lib/reply.js';
import { lazySecretBox } from '../../../lib/secrets.js';
import { sessionOf } from '../../../plugins/context.js';
import { saveGenerated, filesRootOf } from '../../file-library/files/files.service.js';
import { auditActor } from '../audit/audit.service.js';
import * as mail from './mail.service.js';
import * as sms from './sms-settings.service.js';

const tags = ['messaging'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SMS_READ = { access: { resource: ['sys.sms'] } } as const;
const SMS_EDIT = { access: { resource: ['sys.sms.edit'] } } as const;
const MAIL_READ = { access: { resource: ['sys.mail'] } } as const;
const MAIL_EDIT = { access: { resource: ['sys.mail.edit'] } } as const;

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = lazySecretBox(app.config);
  const filesRoot = filesRootOf(app.config);
  const schema = <B, R>(summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });

  app.post(
    STAFF_PATHS.smsSettingGet,
    { config: SMS_READ, schema: schema('短信服务商设置（密钥只回答是否已设置）', emptyBody, smsSettingEnvelope) },
    async (request) => ok(await sms.smsSetting(app.db, sessionOf(request))),
  );
  app.post(
    STAFF_PATHS.smsSettingSave,
    {
      config: SMS_EDIT,
      schema: schema('保存短信服务商设置与签名（密钥加密保存，留空则保留原值）', smsSettingSaveBody, smsSettingEnvelope),
    },
    async (request) => ok(await sms.saveSmsSetting(app.db, auditActor(sessionOf(request), request), box, request.body)),
  );
  app.post(
    STAFF_PATHS.smsTemplateList,
    { config: SMS_READ, schema: schema('各短信类型的模板（未设置的为默认文案）', emptyBody, smsTemplateListEnvelope) },
    async (request) => ok(await sms.smsTemplates(app.db, sessionOf(request))),
  );
  app.post(
    STAFF_PATHS.smsTemplateDetail,
    { config: SMS_READ, schema: schema('一个短信类型的模板', smsTemplateTypeBody, smsTemplateEnvelope) },
    async (request) => ok(await sms.smsTemplate(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.smsTemplateSave,
    {
      config: SMS_EDIT,
      schema: schema('保存短信模板（变量 ${code}、${minutes}、${name}；须含 ${code}）', smsTemplateSaveBody, smsTemplateEnvelope),
    },
    async (request) => ok(await sms.saveSmsTemplate(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.smsTemplateDelete,
    { config: SMS_EDIT, schema: schema('删除短信模板（恢复默认文案）', smsTemplateTypeBody, emptyEnvelope) },
    async (request) => {
      await sms.deleteSmsTemplate(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.smsHistoryPageList,
    {
      config: SMS_READ,
      schema: schema('短信发送记录分页（验证码已脱敏；手机号、类型、状态、时间）', smsHistoryPageBody, smsHistoryPageEnvelope),
    },
    async (request) => ok(await sms.smsHistoryPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.smsHistoryExport,
    {
      config: { ...SMS_READ, binary: true },
      schema: { tags, summary: '导出短信发送记录（xlsx，验证码已脱敏，最多10000条）', body: smsHistoryExportBody },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await sms.exportSmsHistory(app.db, ctx, request.body);
      const fileName = await sms.smsHistoryFileName(app.db, ctx);
      await saveGenerated(app.db, ctx, filesRoot, { fileName, mimeType: XLSX, data, operationType: 2, businessCode: 'smsHistory' });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );

  app.post(
    STAFF_PATHS.mailSettingGet,
    { config: MAIL_READ, schema: schema('企业邮件设置（SMTP；密码只回答是否已设置）', mailCompanyBody, mailSettingEnvelope) },
    async (request) => ok(await mail.mailSetting(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.mailSettingSave,
    {
      config: MAIL_EDIT,
      schema: schema(
        '保存企业邮件设置（密码加密保存，留空则保留原值；无SMTP服务器时邮件进入发件箱）',
        mailSettingSaveBody,
        mailSettingEnvelope,
      ),
    },
    async (request) => ok(await mail.saveMailSetting(app.db, auditActor(sessionOf(request), request), box, request.body)),
  );
  app.post(
    STAFF_PATHS.mailTestSend,
    { config: MAIL_EDIT, schema: schema('发送测试邮件（无SMTP服务器时存入发件箱）', mailTestSendBody, mailOutboxEnvelope) },
    async (request) => ok(await mail.testSendMail(app.db, sessionOf(request), box, request.body)),
  );
  app.post(
    STAFF_PATHS.mailOutboxPageList,
    { config: MAIL_READ, schema: schema('企业发件记录分页（收件人、主题、正文、状态、时间）', mailOutboxPageBody, mailOutboxPageEnvelope) },
    async (request) => ok(await mail.mailOutboxPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.mailTemplatePageList,
    { config: MAIL_READ, schema: schema('企业邮件模板分页', mailTemplatePageBody, mailTemplatePageEnvelope) },
    async (request) => ok(await mail.mailTemplatePage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.mailTemplateDetail,
    { config: MAIL_READ, schema: schema('邮件模板详情', mailTemplateIdBody, mailTemplateEnvelope) },
    async (request) => ok(await mail.mailTemplate(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.mailTemplateSave,
    {
      config: MAIL_EDIT,
      schema: schema(
        '新增或修改邮件模板（主题与正文可用 ${name}、${companyName}、${date}、${link}、${content}）',
        mailTemplateSaveBody,
        mailTemplateEnvelope,
      ),
    },
    async (request) => ok(await mail.saveMailTemplate(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.mailTemplateDelete,
    { config: MAIL_EDIT, schema: schema('删除邮件模板', mailTemplateIdBody, emptyEnvelope) },
    async (request) => {
      await mail.deleteMailTemplate(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
};
