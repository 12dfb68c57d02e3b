// Mail in system setup (each company's administrator for its company; the platform for any): the company's
// SMTP settings (password sealed, never answered), a test-send through nodemailer — with no SMTP host the
// mail is kept in the local outbox instead — the outbox of every mail the company sent, and mail templates
// (subject and body with ${variables}). Changes are audit-logged with secrets shown as '***'.
import nodemailer from 'nodemailer';
import type { Page } from '@medportal/contracts/common/envelope';
import {
  MAIL_TEST_BODY,
  MAIL_TEST_SUBJECT,
  TEMPLATE_SAMPLE_VALUES,
  renderTemplate,
  type MailCompanyBody,
  type MailOutboxPageBody,
  type MailOutboxRow,
  type MailSettingSaveBody,
  type MailSettingView,
  type MailStatus,
  type MailTemplateIdBody,
  type MailTemplatePageBody,
  type MailTemplateRow,
  type MailTemplateSaveBody,
  type MailTestSendBody,
} from '@medportal/contracts/system/messaging.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { SecretBox } from '../../../lib/secrets.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { companyOf, isUniqueViolation, toPage } from '../roles/roles.service.js';
import * as repo from './messaging.repository.js';
import { auditedSecret } from './sms-settings.service.js';

const DEFAULT_PORT = 25;
/** How long a test-send waits for the SMTP server (connect, greeting, each command). */
const SMTP_TIMEOUT_MS = 15_000;

const settingView = (company: { id: number; name: string }, s: repo.MailSettingRecord | undefined, clock: Clock): MailSettingView => ({
  companyId: company.id,
  companyName: company.name,
  saved: Boolean(s),
  host: s?.host ?? '',
  port: s?.port ?? DEFAULT_PORT,
  secure: s?.secure ?? false,
  userName: s?.userName ?? '',
  passwordSet: Boolean(s?.passwordSealed),
  fromAddress: s?.fromAddress ?? '',
  fromName: s?.fromName ?? '',
  updatedAt: clock.textOrNull(s?.updatedAt),
});

const auditedSetting = (s: repo.MailSettingRecord | undefined) =>
  s && {
    host: s.host,
    port: s.port,
    secure: s.secure,
    userName: s.userName,
    password: auditedSecret(s.passwordSealed),
    fromAddress: s.fromAddress,
    fromName: s.fromName,
  };

export function mailSetting(db: Database, ctx: RequestContext, body: MailCompanyBody): Promise<MailSettingView> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    return settingView(company, await repo.mailSettingOf(tx, ctx.tenantId, company.id), await tenantClockIn(tx, ctx.tenantId));
  });
}

export function saveMailSetting(db: Database, actor: AuditActor, box: SecretBox, body: MailSettingSaveBody): Promise<MailSettingView> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const before = await repo.mailSettingOf(tx, ctx.tenantId, company.id, true);
    const passwordSealed = body.password ? box.seal(body.password) : body.clearPassword ? null : (before?.passwordSealed ?? null);
    if (passwordSealed && !body.userName) throw new DomainError('MAIL_USER_REQUIRED');
    await repo.upsertMailSetting(tx, {
      tenantId: ctx.tenantId,
      companyId: company.id,
      host: body.host,
      port: body.port,
      secure: body.secure,
      userName: body.userName,
      passwordSealed,
      fromAddress: body.fromAddress,
      fromName: body.fromName,
      updatedBy: ctx.userId,
    });
    const after = await repo.mailSettingOf(tx, ctx.tenantId, company.id);
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      objectType: 'mailSetting',
      objectId: company.id,
      objectName: company.name,
      objectCompanyId: company.id,
      before: auditedSetting(before),
      after: auditedSetting(after),
    });
    return settingView(company, after, await tenantClockIn(tx, ctx.tenantId));
  });
}

const outboxRow = (r: repo.MailOutboxRecord, clock: Clock): MailOutboxRow => ({
  id: r.id,
  recipient: r.recipient,
  subject: r.subject,
  body: r.body,
  status: r.status as MailStatus,
  error: r.error,
  createdAt: clock.text(r.createdAt),
});

/** The SMTP server's refusal as shown to the administrator: one line, never the password. */
const refusalOf = (err: unknown, password: string | null) => {
  const text = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim();
  return (password ? text.split(password).join('***') : text).slice(0, 500);
};

/**
 * Sends a test mail with the company's settings (a chosen template rendered with the sample values, else the
 * standard test text). No SMTP host: the mail is kept in the outbox (status outbox). Every attempt is
 * recorded in the outbox; a refusal answers MAIL_SEND_FAILED with the server's reason.
 */
export async function testSendMail(db: Database, ctx: RequestContext, box: SecretBox, body: MailTestSendBody): Promise<MailOutboxRow> {
  const prepared = await db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const setting = await repo.mailSettingOf(tx, ctx.tenantId, company.id);
    let subject = MAIL_TEST_SUBJECT;
    let text = MAIL_TEST_BODY;
    if (body.templateId !== undefined) {
      const template = await repo.mailTemplateOf(tx, ctx.tenantId, body.templateId);
      if (!template || template.companyId !== company.id) throw new DomainError('MAIL_TEMPLATE_NOT_FOUND');
      const values = { ...TEMPLATE_SAMPLE_VALUES, companyName: company.name };
      subject = renderTemplate(template.subject, values);
      text = renderTemplate(template.body, values);
    }
    const password = setting?.passwordSealed ? box.open(setting.passwordSealed) : null;
    if (setting?.passwordSealed && password === null) throw new DomainError('SECRET_UNREADABLE');
    return { company, setting, subject, text, password };
  });
  const { company, setting, subject, text, password } = prepared;
  let status: MailStatus = 'outbox';
  let error = '';
  if (setting?.host) {
    try {
      const transport = nodemailer.createTransport({
        host: setting.host,
        port: setting.port,
        secure: setting.secure,
        ...(setting.userName ? { auth: { user: setting.userName, pass: password ?? '' } } : {}),
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      });
      await transport.sendMail({
        from: setting.fromName ? { name: setting.fromName, address: setting.fromAddress } : setting.fromAddress,
        to: body.to,
        subject,
        text,
      });
      transport.close();
      status = 'sent';
    } catch (err) {
      status = 'failed';
      error = refusalOf(err, password);
    }
  }
  const row = await db.tenant(ctx.tenantId, async (tx) => {
    const inserted = await repo.insertMail(tx, {
      tenantId: ctx.tenantId,
      companyId: company.id,
      recipient: body.to,
      subject,
      body: text,
      status,
      error,
      createdBy: ctx.userId,
    });
    return outboxRow(inserted, await tenantClockIn(tx, ctx.tenantId));
  });
  if (status === 'failed') throw new DomainError('MAIL_SEND_FAILED', `测试邮件发送失败：${error}`);
  return row;
}

export function mailOutboxPage(db: Database, ctx: RequestContext, body: MailOutboxPageBody): Promise<Page<MailOutboxRow>> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const clock = await tenantClockIn(tx, ctx.tenantId);
    const filter = {
      recipient: body.recipient || undefined,
      status: body.status,
      from: clock.from(body.timeStart),
      to: clock.to(body.timeEnd),
    };
    const { rows, total } = await repo.pageMailOutbox(tx, ctx.tenantId, company.id, filter, (body.page - 1) * body.pageSize, body.pageSize);
    return toPage(
      rows.map((r) => outboxRow(r, clock)),
      total,
      body.page,
      body.pageSize,
    );
  });
}

// ---- templates ----

const templateRow = (t: repo.MailTemplateRecord, clock: Clock): MailTemplateRow => ({
  id: t.id,
  companyId: t.companyId,
  code: t.code,
  name: t.name,
  subject: t.subject,
  body: t.body,
  enabled: t.enabled,
  updatedAt: clock.text(t.updatedAt),
});

const auditedTemplate = (t: repo.MailTemplateRecord | undefined) =>
  t && { code: t.code, name: t.name, subject: t.subject, body: t.body, enabled: t.enabled };

/** A template of the managed company (another company's: not found). */
async function companyTemplate(tx: Tx, ctx: RequestContext, body: { companyId?: number | undefined; id: number }, lock = false) {
  const company = await companyOf(tx, ctx, body.companyId);
  const template = await repo.mailTemplateOf(tx, ctx.tenantId, body.id, lock);
  if (!template || template.companyId !== company.id) throw new DomainError('MAIL_TEMPLATE_NOT_FOUND');
  return { company, template };
}

export function mailTemplatePage(db: Database, ctx: RequestContext, body: MailTemplatePageBody): Promise<Page<MailTemplateRow>> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const clock = await tenantClockIn(tx, ctx.tenantId);
    const { rows, total } = await repo.pageMailTemplates(
      tx,
      ctx.tenantId,
      company.id,
      body.keyword || undefined,
      (body.page - 1) * body.pageSize,
      body.pageSize,
    );
    return toPage(
      rows.map((r) => templateRow(r, clock)),
      total,
      body.page,
      body.pageSize,
    );
  });
}

export function mailTemplate(db: Database, ctx: RequestContext, body: MailTemplateIdBody): Promise<MailTemplateRow> {
  return db.tenant(ctx.tenantId, async (tx) =>
    templateRow((await companyTemplate(tx, ctx, body)).template, await tenantClockIn(tx, ctx.tenantId)),
  );
}

export async function saveMailTemplate(db: Database, actor: AuditActor, body: MailTemplateSaveBody): Promise<MailTemplateRow> {
  const { ctx } = actor;
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const fields = {
        code: body.code,
        name: body.name,
        subject: body.subject,
        body: body.body.trim(),
        enabled: body.enabled,
        updatedBy: ctx.userId,
      };
      let before: repo.MailTemplateRecord | undefined;
      let after: repo.MailTemplateRecord;
      let company: { id: number; name: string };
      if (body.id === undefined) {
        company = await companyOf(tx, ctx, body.companyId);
        after = await repo.insertMailTemplate(tx, { tenantId: ctx.tenantId, companyId: company.id, ...fields });
      } else {
        const found = await companyTemplate(tx, ctx, { companyId: body.companyId, id: body.id }, true);
        company = found.company;
        before = found.template;
        after = await repo.updateMailTemplate(tx, ctx.tenantId, body.id, fields);
      }
      await recordAudit(tx, actor, {
        action: before ? 'update' : 'create',
        objectType: 'mailTemplate',
        objectId: after.id,
        objectName: after.name,
        objectCompanyId: company.id,
        before: auditedTemplate(before),
        after: auditedTemplate(after),
      });
      return templateRow(after, await tenantClockIn(tx, ctx.tenantId));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('MAIL_TEMPLATE_CODE_TAKEN', `模板编码“${body.code}”已存在`);
    throw err;
  }
}

export function deleteMailTemplate(db: Database, actor: AuditActor, body: MailTemplateIdBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, template } = await companyTemplate(tx, ctx, body, true);
    await repo.deleteMailTemplate(tx, ctx.tenantId, template.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'mailTemplate',
      objectId: template.id,
      objectName: template.name,
      objectCompanyId: company.id,
      before: auditedTemplate(template),
    });
  });
}
