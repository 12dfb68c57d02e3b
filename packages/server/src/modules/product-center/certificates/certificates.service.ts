// Registration certificates (注册证) and class I filing certificates (备案凭证): the list, detail with every
// version, add, change (a new version; the head follows it), the number check, the pickers' options and
// the export. Who sees what: the platform every certificate of the tenant; a manufacturer (FC) the ones
// it holds; any other company (distributors, hospitals) the certificates of products buyers see (approved
// once and enabled). Only the platform and the holding manufacturer add or change; every add and change
// is audit-logged with the values before and after.
import ExcelJS from 'exceljs';
import type { Page } from '@medportal/contracts/common/envelope';
import {
  CERTIFICATE_KIND_NAMES,
  DEVICE_CLASS_NAMES,
  validateCertNo,
  type DeviceClass,
} from '@medportal/contracts/product/certificate-rules';
import {
  CERTIFICATE_ATTACHMENT_TYPES,
  CERTIFICATE_EXPIRING_DAYS,
  type CertificateChangeBody,
  type CertificateCheckAnswer,
  type CertificateDetail,
  type CertificateFields,
  type CertificateFilter,
  type CertificateOption,
  type CertificatePageBody,
  type CertificateRow,
  type CertificateSaveBody,
} from '@medportal/contracts/product/certificates.contract';
import type { FileRef } from '@medportal/contracts/product/products.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClock, tenantTodayIn } from '../../config-center/config/config.service.js';
import { fileInfo, openSharedDownload } from '../../file-library/files/files.service.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { companyCards, companyIdsNamed } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { userDisplayName } from '../../staff-center/users/users.service.js';
import * as repo from './certificates.repository.js';
import type { CertificateHead, CertificateScope, CertificateVersionRow } from './certificates.repository.js';

export const CERTIFICATE_OPTIONS_MAX = 20;
export const CERTIFICATE_EXPORT_MAX_ROWS = 10_000;
const MANUFACTURER = 'FC';

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
const plusDays = (day: string, days: number): string => new Date(utcOf(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The certificates a session sees (see the file comment). */
export const certificateScopeOf = (ctx: RequestContext): CertificateScope =>
  isPlatformSession(ctx)
    ? { kind: 'all' }
    : ctx.companyType === MANUFACTURER && ctx.companyId > 0
      ? { kind: 'holder', companyId: ctx.companyId }
      : { kind: 'buyer' };

/** The certificates a session may change: the platform every one, a manufacturer its own, nobody else. */
const writeScopeOf = (ctx: RequestContext): CertificateScope => {
  const scope = certificateScopeOf(ctx);
  if (scope.kind === 'buyer') throw new DomainError('CERTIFICATE_FORBIDDEN', undefined, { httpStatus: 403 });
  return scope;
};

const toRow = (c: CertificateHead, holders: Map<number, { name: string }>, today: string): CertificateRow => ({
  id: c.id,
  certNo: c.certNo,
  kind: c.kind as CertificateRow['kind'],
  holderCompanyId: c.holderCompanyId,
  holderName: holders.get(c.holderCompanyId)?.name ?? '',
  deviceClass: c.deviceClass,
  productName: c.productName,
  issueDate: c.issueDate,
  expiryDate: c.expiryDate,
  daysLeft: c.expiryDate ? daysBetween(today, c.expiryDate) : null,
  currentVersion: c.currentVersion,
  updatedAt: c.updatedAt.toISOString(),
});

async function filterOf(tx: Tx, ctx: RequestContext, f: CertificateFilter): Promise<repo.CertificateWhere> {
  const today = await tenantTodayIn(tx, ctx.tenantId);
  return {
    tenantId: ctx.tenantId,
    scope: certificateScopeOf(ctx),
    certNo: f.certNo || undefined,
    productName: f.productName || undefined,
    holderIds: f.holderName ? await companyIdsNamed(tx, ctx.tenantId, f.holderName) : undefined,
    deviceClass: f.deviceClass,
    kind: f.kind,
    expiryStatus: f.expiryStatus,
    today,
    horizon: plusDays(today, CERTIFICATE_EXPIRING_DAYS),
  };
}

/** registerCard/pageList */
export function certificatePage(db: Database, ctx: RequestContext, body: CertificatePageBody): Promise<Page<CertificateRow>> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const where = await filterOf(tx, ctx, body);
    const { rows, total } = await repo.listCertificates(tx, where, body);
    const holders = await companyCards(
      tx,
      ctx.tenantId,
      rows.map((r) => r.holderCompanyId),
    );
    const content = rows.map((r) => toRow(r, holders, where.today));
    return {
      content,
      totalElements: total,
      number: body.pageNum - 1,
      size: body.pageSize,
      totalPages: Math.ceil(total / body.pageSize),
      numberOfElements: content.length,
    };
  });
}

const attachmentsOf = (v: CertificateVersionRow | undefined): FileRef[] => (v?.attachments as FileRef[] | undefined) ?? [];

/** registerCard/detail: the head, its current data and every version, newest first. */
export function certificateDetail(db: Database, ctx: RequestContext, id: number): Promise<CertificateDetail> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const head = await repo.findCertificate(tx, ctx.tenantId, id, certificateScopeOf(ctx));
    if (!head) throw new DomainError('CERTIFICATE_NOT_FOUND');
    const today = await tenantTodayIn(tx, ctx.tenantId);
    const holders = await companyCards(tx, ctx.tenantId, [head.holderCompanyId]);
    const versions = await repo.versionsOf(tx, ctx.tenantId, head.id);
    const names = new Map<number, string>();
    for (const userId of new Set(versions.map((v) => v.createdBy).filter((u): u is number => u !== null)))
      names.set(userId, await userDisplayName(tx, ctx.tenantId, userId));
    const current = versions.find((v) => v.version === head.currentVersion);
    const scope = certificateScopeOf(ctx);
    return {
      ...toRow(head, holders, today),
      structure: current?.structure ?? '',
      scope: current?.scope ?? '',
      attachments: attachmentsOf(current),
      versions: versions.map((v) => ({
        version: v.version,
        deviceClass: v.deviceClass,
        productName: v.productName,
        structure: v.structure,
        scope: v.scope,
        issueDate: v.issueDate,
        expiryDate: v.expiryDate,
        attachments: attachmentsOf(v),
        changeReason: v.changeReason,
        createdBy: v.createdBy === null ? '' : (names.get(v.createdBy) ?? ''),
        createdAt: v.createdAt.toISOString(),
      })),
      productCount: await repo.productCountOf(tx, ctx.tenantId, head.id),
      canEdit: scope.kind === 'all' || (scope.kind === 'holder' && scope.companyId === head.holderCompanyId),
    };
  });
}

/** The class the number implies and the kind's date rules; a mismatch names the field. */
function checkFields(kind: 'registration' | 'filing', certNo: string, fields: CertificateFields): void {
  const parsed = validateCertNo(certNo);
  if (!parsed.ok) throw new DomainError('CERTIFICATE_NO_INVALID', parsed.message);
  if (parsed.kind !== kind)
    throw new DomainError('CERTIFICATE_KIND_MISMATCH', `证书类型与编号不符：编号“${certNo}”是${CERTIFICATE_KIND_NAMES[parsed.kind]}`);
  if (parsed.deviceClass !== fields.deviceClass)
    throw new DomainError(
      'CERTIFICATE_CLASS_MISMATCH',
      `管理类别与编号不符：编号“${certNo}”为${DEVICE_CLASS_NAMES[parsed.deviceClass as DeviceClass]}医疗器械`,
    );
  if (kind === 'registration' && !fields.expiryDate) throw new DomainError('CERTIFICATE_EXPIRY_REQUIRED');
  if (kind === 'filing' && fields.expiryDate) throw new DomainError('CERTIFICATE_FILING_NO_EXPIRY');
  if (fields.expiryDate && fields.expiryDate < fields.issueDate) throw new DomainError('CERTIFICATE_PERIOD_INVALID');
}

/** New attachments must be PDF or image files of the session's company (ones already on the certificate stay). */
async function checkAttachments(db: Database, ctx: RequestContext, attachments: FileRef[], kept: FileRef[]): Promise<FileRef[]> {
  const keptCodes = new Set(kept.map((a) => a.fileCode));
  const seen = new Set<string>();
  const out: FileRef[] = [];
  for (const a of attachments) {
    if (seen.has(a.fileCode)) continue;
    seen.add(a.fileCode);
    if (!keptCodes.has(a.fileCode)) {
      const info = await fileInfo(db, ctx, a.fileCode).catch(() => null);
      if (!info) throw new DomainError('CERTIFICATE_ATTACHMENT_INVALID', `附件“${a.fileName}”不存在或不属于本企业`);
      if (!(CERTIFICATE_ATTACHMENT_TYPES as readonly string[]).includes(info.contentType))
        throw new DomainError('CERTIFICATE_ATTACHMENT_TYPE', `附件“${a.fileName}”只能为 PDF 或图片（jpg、png）`);
    }
    out.push({ fileCode: a.fileCode, fileName: a.fileName });
  }
  return out;
}

/** The holder of a new certificate: the platform names a manufacturer; a manufacturer is the holder itself. */
async function holderOf(tx: Tx, ctx: RequestContext, requested: number | undefined): Promise<number> {
  if (!isPlatformSession(ctx)) {
    if (ctx.companyType !== MANUFACTURER || ctx.companyId <= 0)
      throw new DomainError('CERTIFICATE_FORBIDDEN', undefined, { httpStatus: 403 });
    if (requested !== undefined && requested !== ctx.companyId) throw new DomainError('FORBIDDEN', undefined, { httpStatus: 403 });
    return ctx.companyId;
  }
  if (requested === undefined) throw new DomainError('CERTIFICATE_HOLDER_REQUIRED');
  const company = (await companyCards(tx, ctx.tenantId, [requested])).get(requested);
  if (!company || company.type !== MANUFACTURER) throw new DomainError('CERTIFICATE_HOLDER_INVALID');
  return requested;
}

const audited = (head: CertificateHead, v: Pick<CertificateVersionRow, 'structure' | 'scope' | 'attachments' | 'changeReason'>) => ({
  certNo: head.certNo,
  kind: head.kind,
  holderCompanyId: head.holderCompanyId,
  deviceClass: head.deviceClass,
  productName: head.productName,
  issueDate: head.issueDate,
  expiryDate: head.expiryDate,
  version: head.currentVersion,
  structure: v.structure,
  scope: v.scope,
  attachments: v.attachments,
  changeReason: v.changeReason,
});

const versionValues = (fields: CertificateFields, attachments: FileRef[]) => ({
  deviceClass: fields.deviceClass,
  productName: fields.productName,
  structure: fields.structure,
  scope: fields.scope,
  issueDate: fields.issueDate,
  expiryDate: fields.expiryDate,
  attachments,
});

/** registerCard/save: a new certificate with its version 1. */
export async function saveCertificate(db: Database, actor: AuditActor, body: CertificateSaveBody): Promise<CertificateDetail> {
  const { ctx } = actor;
  writeScopeOf(ctx);
  const certNo = body.certNo.trim();
  checkFields(body.kind, certNo, body);
  const attachments = await checkAttachments(db, ctx, body.attachments, []);
  const id = await db.tenant(ctx.tenantId, async (tx) => {
    const holderCompanyId = await holderOf(tx, ctx, body.holderCompanyId);
    if (await repo.findCertificateByNo(tx, ctx.tenantId, certNo))
      throw new DomainError('CERTIFICATE_NO_DUPLICATE', `注册证编号“${certNo}”已存在`);
    const head = await repo.insertCertificate(tx, {
      tenantId: ctx.tenantId,
      certNo,
      kind: body.kind,
      holderCompanyId,
      deviceClass: body.deviceClass,
      productName: body.productName,
      issueDate: body.issueDate,
      expiryDate: body.expiryDate,
      currentVersion: 1,
    });
    const version = await repo.insertVersion(tx, {
      tenantId: ctx.tenantId,
      certificateId: head.id,
      version: 1,
      ...versionValues(body, attachments),
      changeReason: '',
      createdBy: ctx.userId,
    });
    await recordAudit(tx, actor, {
      action: 'create',
      objectType: 'registrationCertificate',
      objectId: head.id,
      objectName: certNo,
      objectCompanyId: holderCompanyId,
      after: audited(head, version),
    });
    return head.id;
  });
  return certificateDetail(db, ctx, id);
}

/** registerCard/change: a new version with the change reason; the head moves to it, older versions stay. */
export async function changeCertificate(db: Database, actor: AuditActor, body: CertificateChangeBody): Promise<CertificateDetail> {
  const { ctx } = actor;
  const scope = writeScopeOf(ctx);
  const seen = await db.tenant(ctx.tenantId, async (tx) => {
    const head = await repo.findCertificate(tx, ctx.tenantId, body.id, scope);
    return head ? { head, current: await repo.currentVersionOf(tx, head) } : undefined;
  });
  if (!seen) throw new DomainError('CERTIFICATE_NOT_FOUND');
  const { head, current } = seen;
  if (body.revision !== undefined && body.revision !== head.currentVersion) throw new DomainError('CERTIFICATE_STALE');
  checkFields(head.kind as 'registration' | 'filing', head.certNo, body);
  // the file library is read outside the writing transaction; the head's version guards the write
  const attachments = await checkAttachments(db, ctx, body.attachments, attachmentsOf(current));
  await db.tenant(ctx.tenantId, async (tx) => {
    const next = head.currentVersion + 1;
    const updated = await repo.updateCertificateHead(tx, ctx.tenantId, head.id, head.currentVersion, {
      deviceClass: body.deviceClass,
      productName: body.productName,
      issueDate: body.issueDate,
      expiryDate: body.expiryDate,
      currentVersion: next,
    });
    if (!updated) throw new DomainError('CERTIFICATE_STALE');
    const version = await repo.insertVersion(tx, {
      tenantId: ctx.tenantId,
      certificateId: head.id,
      version: next,
      ...versionValues(body, attachments),
      changeReason: body.changeReason,
      createdBy: ctx.userId,
    });
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'registrationCertificate',
      objectId: head.id,
      objectName: head.certNo,
      objectCompanyId: head.holderCompanyId,
      before: current ? audited(head, current) : { ...head },
      after: audited(updated, version),
    });
  });
  return certificateDetail(db, ctx, body.id);
}

/** registerCard/checkNo: the number's parts or the message naming the wrong part; whether it is taken. */
export async function checkCertificateNo(db: Database, ctx: RequestContext, certNo: string): Promise<CertificateCheckAnswer> {
  const parsed = validateCertNo(certNo);
  if (!parsed.ok) return parsed;
  const exists = await db.tenant(ctx.tenantId, async (tx) => !!(await repo.findCertificateByNo(tx, ctx.tenantId, certNo.trim())));
  return { ...parsed, exists };
}

/** registerCard/options: up to 20 certificates the session may pick (a product's certificate). */
export function certificateOptions(
  db: Database,
  ctx: RequestContext,
  body: { keyword?: string | undefined; holderCompanyId?: number | undefined },
): Promise<CertificateOption[]> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const rows = await repo.certificateOptionRows(
      tx,
      { tenantId: ctx.tenantId, scope: certificateScopeOf(ctx), keyword: body.keyword || undefined, holderCompanyId: body.holderCompanyId },
      CERTIFICATE_OPTIONS_MAX,
    );
    return rows.map((c) => ({
      id: c.id,
      certNo: c.certNo,
      productName: c.productName,
      expiryDate: c.expiryDate,
      deviceClass: c.deviceClass,
      kind: c.kind as CertificateOption['kind'],
    }));
  });
}

export type CertificateSummary = Pick<
  CertificateRow,
  'id' | 'certNo' | 'kind' | 'holderCompanyId' | 'deviceClass' | 'productName' | 'issueDate' | 'expiryDate'
>;

/** For other parts (products, orders, expiry): the heads of certificates by id, inside the caller's transaction. */
export async function certificateSummaries(tx: Tx, tenantId: number, ids: number[]): Promise<Map<number, CertificateSummary>> {
  const rows = await repo.certificatesByIds(tx, tenantId, [...new Set(ids)]);
  return new Map(
    rows.map((c) => [
      c.id,
      {
        id: c.id,
        certNo: c.certNo,
        kind: c.kind as CertificateSummary['kind'],
        holderCompanyId: c.holderCompanyId,
        deviceClass: c.deviceClass,
        productName: c.productName,
        issueDate: c.issueDate,
        expiryDate: c.expiryDate,
      },
    ]),
  );
}

/** registerCard/attachment: a file of any version of a certificate the session sees. */
export async function certificateAttachment(db: Database, ctx: RequestContext, root: string, q: { id: number; fileCode: string }) {
  const listed = await db.tenant(ctx.tenantId, async (tx) => {
    const head = await repo.findCertificate(tx, ctx.tenantId, q.id, certificateScopeOf(ctx));
    if (!head) return false;
    return (await repo.versionsOf(tx, ctx.tenantId, head.id)).some((v) => attachmentsOf(v).some((a) => a.fileCode === q.fileCode));
  });
  if (!listed) throw new DomainError('FILE_NOT_FOUND', undefined, { httpStatus: 404 });
  return openSharedDownload(db, ctx, root, q.fileCode);
}

const EXPORT_COLUMNS: { title: string; width: number; value: (c: CertificateRow) => string | number }[] = [
  { title: '注册证编号', width: 26, value: (c) => c.certNo },
  { title: '类型', width: 10, value: (c) => CERTIFICATE_KIND_NAMES[c.kind] },
  { title: '注册人/备案人', width: 30, value: (c) => c.holderName },
  { title: '管理类别', width: 10, value: (c) => DEVICE_CLASS_NAMES[c.deviceClass as DeviceClass] ?? String(c.deviceClass) },
  { title: '产品名称', width: 30, value: (c) => c.productName },
  { title: '批准日期', width: 12, value: (c) => c.issueDate },
  { title: '有效期至', width: 12, value: (c) => c.expiryDate ?? '长期' },
  {
    title: '有效期状态',
    width: 14,
    value: (c) =>
      c.daysLeft === null
        ? '长期有效'
        : c.daysLeft < 0
          ? '已过期'
          : c.daysLeft <= CERTIFICATE_EXPIRING_DAYS
            ? `${c.daysLeft}天后到期`
            : '有效',
  },
  { title: '版本', width: 8, value: (c) => c.currentVersion },
];

/** '注册证列表_YYYYMMDDHHmmss.xlsx' on the tenant's clock. */
export const certificateExportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `注册证列表_${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

/** registerCard/export: the list of the filter (no paging) as an .xlsx workbook. */
export async function exportCertificates(db: Database, ctx: RequestContext, filter: CertificateFilter): Promise<Buffer> {
  const pageAt = (pageNum: number) => certificatePage(db, ctx, { ...filter, pageNum, pageSize: 100 });
  const first = await pageAt(1);
  if (first.totalElements > CERTIFICATE_EXPORT_MAX_ROWS) throw new DomainError('CERTIFICATE_EXPORT_TOO_MANY');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('注册证列表');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.title, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  const write = (rows: CertificateRow[]) => {
    for (const c of rows) sheet.addRow(EXPORT_COLUMNS.map((col) => col.value(c)));
  };
  write(first.content);
  for (let pageNum = 2; pageNum <= first.totalPages; pageNum += 1) write((await pageAt(pageNum)).content);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** What the channel centre's first-camp exchange reads of a certificate: its head with the current version. */
export type ExchangeCertificate = Pick<CertificateSummary, 'id' | 'certNo' | 'kind' | 'holderCompanyId' | 'expiryDate'> & {
  currentVersion: number;
};

/** For the first-camp exchange (set snapshots, the forced check): certificate heads by id, in the caller's transaction. */
export async function exchangeCertificates(tx: Tx, tenantId: number, ids: number[]): Promise<Map<number, ExchangeCertificate>> {
  const rows = ids.length ? await repo.certificatesByIds(tx, tenantId, [...new Set(ids)]) : [];
  return new Map(
    rows.map((c) => [
      c.id,
      {
        id: c.id,
        certNo: c.certNo,
        kind: c.kind as ExchangeCertificate['kind'],
        holderCompanyId: c.holderCompanyId,
        expiryDate: c.expiryDate,
        currentVersion: c.currentVersion,
      },
    ]),
  );
}

/** For the first-camp data pack: the attachments of one version of a certificate (empty when there is no such version). */
export async function certificateVersionAttachments(tx: Tx, tenantId: number, certificateId: number, version: number): Promise<FileRef[]> {
  return attachmentsOf((await repo.versionsOf(tx, tenantId, certificateId)).find((v) => v.version === version));
}
