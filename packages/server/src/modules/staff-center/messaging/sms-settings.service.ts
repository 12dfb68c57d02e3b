// SMS in system setup (platform only): the provider settings with the sign (keys sealed, never answered), one
// template per SMS type (the sends use it; none: the default text), and the history of every text sent (the
// auth module's outbox) with the verification codes masked, paged and exported. Changes are audit-logged
// with secrets shown as '***'.
import ExcelJS from 'exceljs';
import type { Page } from '@medportal/contracts/common/envelope';
import { CODE_MAX_TRIES } from '@medportal/contracts/staff/auth-rules';
import {
  DEFAULT_SMS_SIGN,
  DEFAULT_SMS_TEMPLATE,
  MASKED_CODE,
  SMS_EXPORT_MAX_ROWS,
  SMS_TEMPLATE_TYPES,
  SMS_TYPE_NAMES,
  type SmsHistoryExportBody,
  type SmsHistoryPageBody,
  type SmsHistoryRow,
  type SmsProviderType,
  type SmsSettingSaveBody,
  type SmsSettingView,
  type SmsStatus,
  type SmsTemplateRow,
  type SmsTemplateSaveBody,
  type SmsTemplateTypeBody,
} from '@medportal/contracts/system/messaging.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { SecretBox } from '../../../lib/secrets.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClock, tenantClockIn } from '../../config-center/config/config.service.js';
import { smsHistory, type SmsHistoryRecord } from '../auth/sms.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { toPage } from '../roles/roles.service.js';
import { requirePlatform } from '../tenancy/managed-company.js';
import * as repo from './messaging.repository.js';

/** What the audit log keeps of a secret: whether there is one. */
export const auditedSecret = (sealed: string | null | undefined) => (sealed ? '***' : '');

const auditedSetting = (s: repo.SmsSettingRecord | undefined) =>
  s && {
    providerName: s.providerName,
    providerType: s.providerType,
    accessKeyId: auditedSecret(s.accessKeyIdSealed),
    accessKeySecret: auditedSecret(s.accessKeySecretSealed),
    signName: s.signName,
    enabled: s.enabled,
  };

const settingView = (s: repo.SmsSettingRecord | undefined, clock: Clock): SmsSettingView => ({
  saved: Boolean(s),
  providerName: s?.providerName ?? '站内发件箱',
  providerType: (s?.providerType ?? 'outbox') as SmsProviderType,
  accessKeyIdSet: Boolean(s?.accessKeyIdSealed),
  accessKeySecretSet: Boolean(s?.accessKeySecretSealed),
  signName: s?.signName ?? DEFAULT_SMS_SIGN,
  enabled: s?.enabled ?? true,
  updatedAt: clock.textOrNull(s?.updatedAt),
});

export function smsSetting(db: Database, ctx: RequestContext): Promise<SmsSettingView> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) =>
    settingView(await repo.smsSettingOf(tx, ctx.tenantId), await tenantClockIn(tx, ctx.tenantId)),
  );
}

/** A secret of a save: a new value sealed, else the stored one (left out or empty keeps it). */
const nextSecret = (box: SecretBox, given: string | undefined, stored: string | null | undefined) =>
  given ? box.seal(given) : (stored ?? null);

export function saveSmsSetting(db: Database, actor: AuditActor, box: SecretBox, body: SmsSettingSaveBody): Promise<SmsSettingView> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await repo.smsSettingOf(tx, ctx.tenantId, true);
    const accessKeyIdSealed = nextSecret(box, body.accessKeyId, before?.accessKeyIdSealed);
    const accessKeySecretSealed = nextSecret(box, body.accessKeySecret, before?.accessKeySecretSealed);
    if (body.providerType !== 'outbox' && (!accessKeyIdSealed || !accessKeySecretSealed)) throw new DomainError('SMS_KEYS_REQUIRED');
    await repo.upsertSmsSetting(tx, {
      tenantId: ctx.tenantId,
      providerName: body.providerName,
      providerType: body.providerType,
      accessKeyIdSealed,
      accessKeySecretSealed,
      signName: body.signName,
      enabled: body.enabled,
      updatedBy: ctx.userId,
    });
    const after = await repo.smsSettingOf(tx, ctx.tenantId);
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      objectType: 'smsSetting',
      objectId: ctx.tenantId,
      objectName: body.providerName,
      before: auditedSetting(before),
      after: auditedSetting(after),
    });
    return settingView(after, await tenantClockIn(tx, ctx.tenantId));
  });
}

// ---- templates ----

const templateRow = (smsType: number, t: repo.SmsTemplateRecord | undefined, clock: Clock): SmsTemplateRow => ({
  smsType,
  typeName: SMS_TYPE_NAMES[smsType] ?? String(smsType),
  custom: Boolean(t),
  name: t?.name ?? SMS_TYPE_NAMES[smsType] ?? String(smsType),
  content: t?.content ?? DEFAULT_SMS_TEMPLATE,
  enabled: t?.enabled ?? true,
  updatedAt: clock.textOrNull(t?.updatedAt),
});

const auditedTemplate = (t: repo.SmsTemplateRecord | undefined) => t && { name: t.name, content: t.content, enabled: t.enabled };

/** Every SMS type with its template (or the default text). */
export function smsTemplates(db: Database, ctx: RequestContext): Promise<SmsTemplateRow[]> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const saved = await repo.smsTemplatesOf(tx, ctx.tenantId);
    const clock = await tenantClockIn(tx, ctx.tenantId);
    return SMS_TEMPLATE_TYPES.map((type) =>
      templateRow(
        type,
        saved.find((t) => t.smsType === type),
        clock,
      ),
    );
  });
}

export function smsTemplate(db: Database, ctx: RequestContext, body: SmsTemplateTypeBody): Promise<SmsTemplateRow> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) =>
    templateRow(body.smsType, await repo.smsTemplateOf(tx, ctx.tenantId, body.smsType), await tenantClockIn(tx, ctx.tenantId)),
  );
}

export function saveSmsTemplate(db: Database, actor: AuditActor, body: SmsTemplateSaveBody): Promise<SmsTemplateRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await repo.smsTemplateOf(tx, ctx.tenantId, body.smsType, true);
    await repo.upsertSmsTemplate(tx, {
      tenantId: ctx.tenantId,
      smsType: body.smsType,
      name: body.name,
      content: body.content.trim(),
      enabled: body.enabled,
      updatedBy: ctx.userId,
    });
    const after = await repo.smsTemplateOf(tx, ctx.tenantId, body.smsType);
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      objectType: 'smsTemplate',
      objectId: body.smsType,
      objectName: body.name,
      before: auditedTemplate(before),
      after: auditedTemplate(after),
    });
    return templateRow(body.smsType, after, await tenantClockIn(tx, ctx.tenantId));
  });
}

/** Removes the type's template: its texts go back to the default. */
export function deleteSmsTemplate(db: Database, actor: AuditActor, body: SmsTemplateTypeBody): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await repo.smsTemplateOf(tx, ctx.tenantId, body.smsType, true);
    if (!before) throw new DomainError('SMS_TEMPLATE_NOT_FOUND');
    await repo.deleteSmsTemplate(tx, ctx.tenantId, body.smsType);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'smsTemplate',
      objectId: body.smsType,
      objectName: before.name,
      before: auditedTemplate(before),
    });
  });
}

// ---- history ----

const statusOf = (r: SmsHistoryRecord, now: Date, maxTries: number): SmsStatus =>
  r.consumedAt ? 'consumed' : r.expiresAt <= now || r.failedTries >= maxTries ? 'expired' : 'valid';

/** The text with every occurrence of its code masked (a code never leaves the server here). */
const masked = (r: SmsHistoryRecord) => (r.code ? r.content.split(r.code).join(MASKED_CODE) : r.content);

const historyRow = (r: SmsHistoryRecord, clock: Clock, now: Date, maxTries: number): SmsHistoryRow => ({
  id: r.id,
  phone: r.phone,
  type: r.type,
  typeName: SMS_TYPE_NAMES[r.type] ?? String(r.type),
  content: masked(r),
  provider: r.provider,
  status: statusOf(r, now, maxTries),
  sentAt: clock.text(r.createdAt),
  expiresAt: clock.text(r.expiresAt),
});

const historyFilter = (body: SmsHistoryExportBody, clock: Clock) => ({
  phone: body.phone || undefined,
  type: body.type,
  status: body.status,
  from: clock.from(body.timeStart),
  to: clock.to(body.timeEnd),
});

export function smsHistoryPage(db: Database, ctx: RequestContext, body: SmsHistoryPageBody): Promise<Page<SmsHistoryRow>> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const clock = await tenantClockIn(tx, ctx.tenantId);
    const { rows, total } = await smsHistory(tx, ctx.tenantId, historyFilter(body, clock), (body.page - 1) * body.pageSize, body.pageSize);
    const now = new Date();
    return toPage(
      rows.map((r) => historyRow(r, clock, now, CODE_MAX_TRIES)),
      total,
      body.page,
      body.pageSize,
    );
  });
}

export const smsHistoryFileName = async (db: Database, ctx: RequestContext, now = new Date()) =>
  `短信发送记录-${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

const STATUS_NAMES: Record<SmsStatus, string> = { valid: '有效', consumed: '已验证', expired: '已失效' };

/** The history as an Excel file (codes masked), at most 10,000 rows. */
export async function exportSmsHistory(db: Database, ctx: RequestContext, body: SmsHistoryExportBody): Promise<Buffer> {
  requirePlatform(ctx);
  const { rows, clock } = await db.tenant(ctx.tenantId, async (tx: Tx) => {
    const clock = await tenantClockIn(tx, ctx.tenantId);
    const page = await smsHistory(tx, ctx.tenantId, historyFilter(body, clock), 0, SMS_EXPORT_MAX_ROWS + 1);
    if (page.total > SMS_EXPORT_MAX_ROWS) throw new DomainError('SMS_EXPORT_TOO_MANY');
    return { rows: page.rows, clock };
  });
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('短信发送记录');
  sheet.columns = [
    { header: '发送时间', key: 'sentAt', width: 20 },
    { header: '手机号', key: 'phone', width: 16 },
    { header: '短信类型', key: 'typeName', width: 16 },
    { header: '短信内容', key: 'content', width: 60 },
    { header: '服务商', key: 'provider', width: 12 },
    { header: '状态', key: 'status', width: 10 },
    { header: '失效时间', key: 'expiresAt', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  const now = new Date();
  for (const r of rows) {
    const row = historyRow(r, clock, now, CODE_MAX_TRIES);
    sheet.addRow({ ...row, status: STATUS_NAMES[row.status] });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
