// The audit log screen: search (person, object, action, time on the tenant's clock), paging newest
// first, and the Excel export (at most 10,000 rows, kept in the company's file history). An
// enterprise sees the entries of its own company (acted in it or on its objects); the platform sees
// the whole tenant and may filter by company.
import ExcelJS from 'exceljs';
import type { Page } from '@medportal/contracts/common/envelope';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_OBJECT_TYPE_NAMES,
  type AuditActionCode,
  type AuditLogEntry,
  type AuditLogExportBody,
  type AuditLogPageBody,
} from '@medportal/contracts/system/admin.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClock } from '../../config-center/config/config.service.js';
import { isPlatformSession, managedCompany } from '../tenancy/managed-company.js';
import { countAudit, pageAudit, type AuditFilter, type AuditRow } from './audit-log.repository.js';

export const AUDIT_BUSINESS_CODE = 'auditLog';

/** The platform: the whole tenant or the named company; others: their own company only. */
const scopeOf = (ctx: RequestContext, companyId: number | undefined): number | undefined =>
  isPlatformSession(ctx) ? companyId : managedCompany(ctx, companyId);

const filterOf = (ctx: RequestContext, body: AuditLogExportBody, clock: Clock): AuditFilter => ({
  companyId: scopeOf(ctx, body.companyId),
  actor: body.actor || undefined,
  objectType: body.objectType || undefined,
  object: body.object || undefined,
  action: body.action,
  from: clock.from(body.timeStart),
  to: clock.to(body.timeEnd),
});

const entryOf = (r: AuditRow, clock: Clock): AuditLogEntry => ({
  id: r.id,
  time: clock.text(r.at),
  actorId: r.actorId,
  actorName: r.actorName,
  actorRealName: r.actorRealName,
  companyId: r.companyId,
  companyName: r.companyName,
  ip: r.ip,
  action: r.action,
  objectType: r.objectType,
  objectId: r.objectId,
  objectName: r.objectName,
  objectCompanyId: r.objectCompanyId,
  objectCompanyName: r.objectCompanyName,
  before: r.before,
  after: r.after,
});

export async function pageAuditLog(db: Database, ctx: RequestContext, body: AuditLogPageBody): Promise<Page<AuditLogEntry>> {
  const clock = await tenantClock(db, ctx.tenantId);
  const filter = filterOf(ctx, body, clock);
  return db.tenant(ctx.tenantId, async (tx) => {
    const total = await countAudit(tx, ctx.tenantId, filter);
    const rows = await pageAudit(tx, ctx.tenantId, filter, (body.page - 1) * body.pageSize, body.pageSize);
    return {
      content: rows.map((r) => entryOf(r, clock)),
      totalElements: total,
      number: body.page - 1,
      size: body.pageSize,
      totalPages: Math.ceil(total / body.pageSize),
      numberOfElements: rows.length,
    };
  });
}

/** '操作日志-YYYYMMDDHHmmss.xlsx' on the tenant's clock. */
export const auditExportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `操作日志-${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
const personOf = (r: AuditRow) => (r.actorRealName ? `${r.actorRealName}（${r.actorName}）` : r.actorName);

export async function exportAuditLog(db: Database, ctx: RequestContext, body: AuditLogExportBody): Promise<Buffer> {
  const clock = await tenantClock(db, ctx.tenantId);
  const filter = filterOf(ctx, body, clock);
  const rows = await db.tenant(ctx.tenantId, async (tx) => {
    if ((await countAudit(tx, ctx.tenantId, filter)) > AUDIT_EXPORT_MAX_ROWS) throw new DomainError('AUDIT_EXPORT_TOO_MANY');
    return pageAudit(tx, ctx.tenantId, filter, 0, AUDIT_EXPORT_MAX_ROWS);
  });
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('操作日志');
  sheet.columns = [
    { header: '操作时间', key: 'time', width: 20 },
    { header: '操作人', key: 'actor', width: 22 },
    { header: '操作人企业', key: 'companyName', width: 28 },
    { header: 'IP地址', key: 'ip', width: 16 },
    { header: '操作', key: 'action', width: 10 },
    { header: '对象类型', key: 'objectType', width: 12 },
    { header: '对象ID', key: 'objectId', width: 12 },
    { header: '对象名称', key: 'objectName', width: 30 },
    { header: '对象所属企业', key: 'objectCompanyName', width: 28 },
    { header: '变更前', key: 'before', width: 50 },
    { header: '变更后', key: 'after', width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      time: clock.text(r.at),
      actor: personOf(r),
      companyName: r.companyName,
      ip: r.ip ?? '',
      action: AUDIT_ACTION_NAMES[r.action as AuditActionCode] ?? r.action,
      objectType: AUDIT_OBJECT_TYPE_NAMES[r.objectType] ?? r.objectType,
      objectId: r.objectId,
      objectName: r.objectName,
      objectCompanyName: r.objectCompanyName ?? '',
      before: json(r.before),
      after: json(r.after),
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
