// A company's qualification files (资质证照): the current file per type with its expiry on the tenant's
// today, every version (a new version supersedes the current one, optimistic on its number; the history
// stays), the type rules (营业执照: a valid credit code; 经营许可证 / 生产许可证: a validity end, licensed
// categories of the catalogue and the warehouse or production address; 备案凭证: categories), attachments
// from the file library, and the expiry warnings and todos (90/60/30 days, expired) for the holder and
// the buyers holding the file through an approved first-camp exchange. Files are read and written by
// their company or the platform; a buyer reads the attachments of a file its exchange holds.
import {
  QUALIFICATION_ATTACHMENT_TYPES,
  QUALIFICATION_FILE_RULES,
  QUALIFICATION_FILE_TYPE_NAMES,
  qualificationExpiryOf,
  type QualificationFileDetail,
  type QualificationFileFields,
  type QualificationFileListBody,
  type QualificationFileNewVersionBody,
  type QualificationFileRow,
  type QualificationFileSaveBody,
  type QualificationFileType,
  type QualificationFileVersion,
  qualificationFileDetails,
} from '@medportal/contracts/channel/qualification-files.contract';
import { EXCHANGE_PAGE_PATH } from '@medportal/contracts/channel/exchanges.contract';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { ExpiryRun } from '@medportal/contracts/product/expiry.contract';
import type { FileRef } from '@medportal/contracts/product/products.contract';
import { CREDIT_CODE_INVALID_MSG, isValidCreditCode } from '@medportal/contracts/staff/company-rules';
import { WARNING_BUCKETS, WARNING_HORIZON_DAYS, warningBucketOf, type WarningBucket } from '@medportal/contracts/worktable/workbench-rules';
import type { Database, Tx } from '../../../db/client.js';
import { tenantIds } from '../../../db/tenants.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { fileInfo, openSharedDownload } from '../../file-library/files/files.service.js';
import { categoriesByCode } from '../../product-center/categories/categories.service.js';
import { companyAdmins } from '../../staff-center/access/approvers.service.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession, managedCompany } from '../../staff-center/tenancy/managed-company.js';
import { userDisplayName } from '../../staff-center/users/users.service.js';
import { raiseTodos, type TodoInput } from '../../worktable/todos/todos.service.js';
import * as repo from './qualification-files.repository.js';
import type { FileVersionData, QualificationFileHead, QualificationFileVersionRow } from './qualification-files.repository.js';

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const plusDays = (day: string, n: number): string => new Date(utcOf(day) + n * DAY_MS).toISOString().slice(0, 10);
const daysLeftOf = (today: string, validTo: string | null) =>
  validTo === null ? null : Math.round((utcOf(validTo) - utcOf(today)) / DAY_MS);

/** The file's view screen (this part's), linked once built. */
export const FILE_VIEW_SCREEN = '/basicData/qualificationFile/view';

/** A company's current files (heads), inside the caller's transaction (the enterprise registry's detail). */
export const currentFilesOf = (tx: Tx, tenantId: number, companyId: number) => repo.headsOf(tx, tenantId, [companyId]);
const fileLink = (id: number): string | null => (isBuiltScreen(FILE_VIEW_SCREEN) ? `${FILE_VIEW_SCREEN}?id=${id}` : null);
/** a buyer reads a supplier's files on the exchange page (the view screen is the holder's) */
const exchangeLink = (): string | null => (isBuiltScreen(EXCHANGE_PAGE_PATH) ? EXCHANGE_PAGE_PATH : null);

const typeOf = (head: QualificationFileHead) => head.fileType as QualificationFileType;
const attachmentsOf = (v: Pick<QualificationFileVersionRow, 'attachments'> | undefined): FileRef[] =>
  (v?.attachments as FileRef[] | undefined) ?? [];

const toRow = (head: QualificationFileHead, companyName: string, today: string): QualificationFileRow => {
  const daysLeft = daysLeftOf(today, head.validTo);
  return {
    id: head.id,
    companyId: head.companyId,
    companyName,
    fileType: typeOf(head),
    fileTypeName: QUALIFICATION_FILE_TYPE_NAMES[typeOf(head)],
    fileNo: head.fileNo,
    validFrom: head.validFrom,
    validTo: head.validTo,
    expiryStatus: qualificationExpiryOf(daysLeft),
    daysLeft,
    currentVersion: head.currentVersion,
    updatedAt: head.updatedAt.toISOString(),
  };
};

/** The company whose files a call reads or writes: its own, or a named one for the platform; it must exist. */
async function companyOf(tx: Tx, ctx: RequestContext, requested: number | undefined): Promise<{ id: number; name: string }> {
  const companyId = managedCompany(ctx, requested);
  const card = (await companyCards(tx, ctx.tenantId, [companyId])).get(companyId);
  if (!card) throw new DomainError('QUALIFICATION_FILE_COMPANY_NOT_FOUND');
  return card;
}

/** A head the session may read and write: its company's, or any for the platform. */
async function ownHead(tx: Tx, ctx: RequestContext, id: number): Promise<QualificationFileHead> {
  const head = await repo.headById(tx, ctx.tenantId, id);
  if (!head || (head.companyId !== ctx.companyId && !isPlatformSession(ctx))) throw new DomainError('QUALIFICATION_FILE_NOT_FOUND');
  return head;
}

/** qualificationFile/list: a company's current files by type, with expiry status and days left. */
export function fileList(db: Database, ctx: RequestContext, body: QualificationFileListBody): Promise<QualificationFileRow[]> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const today = await tenantTodayIn(tx, ctx.tenantId);
    return (await repo.headsOf(tx, ctx.tenantId, [company.id]))
      .map((h) => toRow(h, company.name, today))
      .filter((r) => (!body.fileType || r.fileType === body.fileType) && (!body.expiryStatus || r.expiryStatus === body.expiryStatus));
  });
}

async function versionsView(tx: Tx, tenantId: number, fileId: number): Promise<QualificationFileVersion[]> {
  const rows = await repo.versionsOf(tx, tenantId, fileId);
  const names = new Map<number, string>();
  for (const userId of new Set(rows.map((v) => v.createdBy).filter((u): u is number => u !== null)))
    names.set(userId, await userDisplayName(tx, tenantId, userId));
  return rows
    .map((v) => ({
      version: v.version,
      fileNo: v.fileNo,
      validFrom: v.validFrom,
      validTo: v.validTo,
      details: qualificationFileDetails.parse(v.details ?? {}),
      attachments: attachmentsOf(v),
      changeReason: v.changeReason,
      createdByName: v.createdBy === null ? '' : (names.get(v.createdBy) ?? ''),
      createdAt: v.createdAt.toISOString(),
    }))
    .reverse();
}

/** qualificationFile/detail: the head, its current version and every version, newest first. */
export function fileDetail(db: Database, ctx: RequestContext, id: number): Promise<QualificationFileDetail> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const head = await ownHead(tx, ctx, id);
    const today = await tenantTodayIn(tx, ctx.tenantId);
    const company = (await companyCards(tx, ctx.tenantId, [head.companyId])).get(head.companyId);
    const versions = await versionsView(tx, ctx.tenantId, head.id);
    const current = versions.find((v) => v.version === head.currentVersion) ?? versions[0]!;
    return { ...toRow(head, company?.name ?? '', today), current, versions };
  });
}

/** qualificationFile/versions: every version of a file, newest first. */
export const fileVersions = (db: Database, ctx: RequestContext, id: number): Promise<QualificationFileVersion[]> =>
  db.tenant(ctx.tenantId, async (tx) => versionsView(tx, ctx.tenantId, (await ownHead(tx, ctx, id)).id));

const invalid = (msg: string): never => {
  throw new DomainError('QUALIFICATION_FILE_INVALID', msg);
};

/** The type's rules; a broken one names the field. Category codes must exist in the tenant's catalogue. */
async function checkFields(tx: Tx, tenantId: number, type: QualificationFileType, f: QualificationFileFields): Promise<void> {
  const rule = QUALIFICATION_FILE_RULES[type];
  const name = QUALIFICATION_FILE_TYPE_NAMES[type];
  if (rule.creditCode && !isValidCreditCode(f.fileNo.trim().toUpperCase()))
    invalid(`证照编号（统一社会信用代码）“${f.fileNo}”不正确：${CREDIT_CODE_INVALID_MSG}`);
  if (rule.validToRequired && !f.validTo) invalid(`${name}的有效期至不能为空（不能为长期）`);
  if (f.validFrom && f.validTo && f.validTo < f.validFrom) invalid('有效期至不能早于有效期起');
  const codes = f.details.categoryCodes;
  if (rule.categoriesRequired && !codes.length) invalid(`${name}的${type === 'production_license' ? '生产范围' : '经营范围'}分类不能为空`);
  if (rule.warehouseRequired && !f.details.warehouseAddress) invalid(`${name}的库房地址不能为空`);
  if (rule.productionRequired && !f.details.productionAddress) invalid(`${name}的生产地址不能为空`);
  if (codes.length) {
    const known = await categoriesByCode(tx, tenantId);
    const unknown = codes.filter((c) => !known.has(c));
    if (unknown.length)
      throw new DomainError('QUALIFICATION_FILE_CATEGORY_UNKNOWN', `经营范围分类编码不存在：${unknown.slice(0, 5).join('、')}`);
  }
}

/** New attachments must be PDF or image files of the session's company (ones already on the file stay). */
async function checkAttachments(db: Database, ctx: RequestContext, attachments: FileRef[], kept: FileRef[]): Promise<FileRef[]> {
  const keptCodes = new Set(kept.map((a) => a.fileCode));
  const seen = new Set<string>();
  const out: FileRef[] = [];
  for (const a of attachments) {
    if (seen.has(a.fileCode)) continue;
    seen.add(a.fileCode);
    if (!keptCodes.has(a.fileCode)) {
      const info = await fileInfo(db, ctx, a.fileCode).catch(() => null);
      if (!info) throw new DomainError('QUALIFICATION_FILE_ATTACHMENT_INVALID', `附件“${a.fileName}”不存在或不属于本企业`);
      if (!(QUALIFICATION_ATTACHMENT_TYPES as readonly string[]).includes(info.contentType))
        throw new DomainError('QUALIFICATION_FILE_ATTACHMENT_TYPE', `附件“${a.fileName}”只能为 PDF 或图片（jpg、png）`);
    }
    out.push({ fileCode: a.fileCode, fileName: a.fileName });
  }
  return out;
}

const dataOf = (type: QualificationFileType, f: QualificationFileFields, attachments: FileRef[]): FileVersionData => ({
  fileNo: QUALIFICATION_FILE_RULES[type].creditCode ? f.fileNo.trim().toUpperCase() : f.fileNo.trim(),
  validFrom: f.validFrom,
  validTo: f.validTo,
  details: f.details,
  attachments,
});

const audited = (head: QualificationFileHead, data: FileVersionData, changeReason = '') => ({
  companyId: head.companyId,
  fileType: head.fileType,
  version: head.currentVersion,
  ...data,
  changeReason,
});

/** qualificationFile/save: the company's first file of a type, version 1. */
export async function saveFile(
  db: Database,
  actor: AuditActor,
  body: QualificationFileSaveBody & QualificationFileFields,
): Promise<QualificationFileDetail> {
  const { ctx } = actor;
  const type = body.fileType;
  const attachments = await checkAttachments(db, ctx, body.attachments, []);
  const id = await db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    await checkFields(tx, ctx.tenantId, type, body);
    if (await repo.headOfType(tx, ctx.tenantId, company.id, type))
      throw new DomainError('QUALIFICATION_FILE_EXISTS', `${QUALIFICATION_FILE_TYPE_NAMES[type]}已存在，请上传新版本`);
    const data = dataOf(type, body, attachments);
    const head = await repo.insertFile(tx, ctx.tenantId, { companyId: company.id, fileType: type, data, createdBy: ctx.userId });
    await recordAudit(tx, actor, {
      action: 'create',
      objectType: 'qualificationFile',
      objectId: head.id,
      objectName: `${QUALIFICATION_FILE_TYPE_NAMES[type]} ${head.fileNo}`,
      objectCompanyId: company.id,
      after: audited(head, data),
    });
    return head.id;
  });
  return fileDetail(db, ctx, id);
}

/** qualificationFile/newVersion: a new version superseding the current one; a stale currentVersion is refused. */
export async function newFileVersion(
  db: Database,
  actor: AuditActor,
  body: QualificationFileNewVersionBody & QualificationFileFields,
): Promise<QualificationFileDetail> {
  const { ctx } = actor;
  const seen = await db.tenant(ctx.tenantId, async (tx) => {
    const head = await ownHead(tx, ctx, body.id);
    const versions = await repo.versionsOf(tx, ctx.tenantId, head.id);
    return { head, current: versions.find((v) => v.version === head.currentVersion), all: versions };
  });
  const { head } = seen;
  if (body.currentVersion !== head.currentVersion)
    throw new DomainError('QUALIFICATION_FILE_STALE', `资质证照已更新为第${head.currentVersion}版，请刷新后重新换证`);
  const type = typeOf(head);
  // attachments already on any version stay allowed (they may be another colleague's upload)
  const attachments = await checkAttachments(
    db,
    ctx,
    body.attachments,
    seen.all.flatMap((v) => attachmentsOf(v)),
  );
  await db.tenant(ctx.tenantId, async (tx) => {
    await checkFields(tx, ctx.tenantId, type, body);
    const data = dataOf(type, body, attachments);
    const updated = await repo.insertVersion(tx, ctx.tenantId, {
      fileId: head.id,
      fromVersion: body.currentVersion,
      data,
      changeReason: body.changeReason,
      createdBy: ctx.userId,
    });
    if (!updated) throw new DomainError('QUALIFICATION_FILE_STALE');
    const current = seen.current;
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'qualificationFile',
      objectId: head.id,
      objectName: `${QUALIFICATION_FILE_TYPE_NAMES[type]} ${updated.fileNo}`,
      objectCompanyId: head.companyId,
      before: current
        ? audited(
            head,
            {
              fileNo: current.fileNo,
              validFrom: current.validFrom,
              validTo: current.validTo,
              details: current.details as Record<string, unknown>,
              attachments: attachmentsOf(current),
            },
            current.changeReason,
          )
        : { ...head },
      after: audited(updated, data, body.changeReason),
    });
  });
  return fileDetail(db, ctx, head.id);
}

/**
 * qualificationFile/attachment: a file of any version, for the holder, the platform, or a buyer whose
 * exchange under review or approved holds the file.
 */
export async function fileAttachment(db: Database, ctx: RequestContext, root: string, q: { id: number; fileCode: string }) {
  const listed = await db.tenant(ctx.tenantId, async (tx) => {
    const head = await repo.headById(tx, ctx.tenantId, q.id);
    if (!head) return false;
    const allowed =
      head.companyId === ctx.companyId ||
      isPlatformSession(ctx) ||
      (ctx.companyId > 0 && (await repo.buyerHoldsFile(tx, ctx.tenantId, ctx.companyId, head.id)));
    return allowed && (await repo.fileHasAttachment(tx, ctx.tenantId, head.id, q.fileCode));
  });
  if (!listed) throw new DomainError('FILE_NOT_FOUND', undefined, { httpStatus: 404 });
  return openSharedDownload(db, ctx, root, q.fileCode);
}

export type WatchedFile = {
  id: number;
  fileNo: string;
  typeName: string;
  validTo: string;
  /** the holder's name; empty when the company holds it itself */
  holderName: string;
  linkPath: string | null;
};

/**
 * For the worktable's expiry warnings: the files whose last valid day is on or before lastDay (expired
 * ones included) that the company holds, or holds as a buyer through an approved exchange.
 */
export async function filesExpiringBy(tx: Tx, tenantId: number, companyId: number, lastDay: string): Promise<WatchedFile[]> {
  const heads = await repo.dueFiles(tx, tenantId, lastDay, companyId);
  const holders = await companyCards(
    tx,
    tenantId,
    heads.map((h) => h.companyId),
  );
  return heads.map((h) => {
    const own = h.companyId === companyId;
    return {
      id: h.id,
      fileNo: h.fileNo,
      typeName: QUALIFICATION_FILE_TYPE_NAMES[typeOf(h)],
      validTo: h.validTo!,
      holderName: own ? '' : (holders.get(h.companyId)?.name ?? ''),
      linkPath: own ? fileLink(h.id) : exchangeLink(),
    };
  });
}

const todoTitle = (h: QualificationFileHead, holder: string, bucket: WarningBucket, left: number): string =>
  (bucket === 'expired'
    ? `资质证照已过期：${holder}的${QUALIFICATION_FILE_TYPE_NAMES[typeOf(h)]}（${h.fileNo}）已于${h.validTo}过期`
    : `资质证照即将到期：${holder}的${QUALIFICATION_FILE_TYPE_NAMES[typeOf(h)]}（${h.fileNo}）将于${h.validTo}到期，剩余${left}天`
  ).slice(0, 200);

/**
 * One run for a tenant on its today: the files expired or expiring within 90 days, each in its bucket; an
 * alert per (file, company, validity end, bucket) for the holder and every buyer holding the file through
 * an approved exchange, recorded once (a repeated or concurrent run raises nothing again); each new alert
 * a LICENCE_EXPIRY todo for the company's administrators.
 */
export async function runQualificationExpiryIn(tx: Tx, tenantId: number, now = new Date()): Promise<ExpiryRun> {
  const today = await tenantTodayIn(tx, tenantId, now);
  const due = await repo.dueFiles(tx, tenantId, plusDays(today, WARNING_HORIZON_DAYS));
  const counts = Object.fromEntries(WARNING_BUCKETS.map((b) => [b, 0])) as Record<WarningBucket, number>;
  const buyers = await repo.buyersHolding(
    tx,
    tenantId,
    due.map((h) => h.id),
  );
  const wanted: repo.NewQualificationAlert[] = [];
  for (const h of due) {
    const bucket = warningBucketOf(daysLeftOf(today, h.validTo)!)!;
    counts[bucket] += 1;
    const companies = new Set([h.companyId, ...buyers.filter((b) => b.fileId === h.id).map((b) => b.buyerCompanyId)]);
    for (const companyId of companies) wanted.push({ fileId: h.id, companyId, validTo: h.validTo!, bucket });
  }
  const raised = await repo.insertAlerts(tx, tenantId, wanted);
  const byId = new Map(due.map((h) => [h.id, h]));
  const holders = await companyCards(
    tx,
    tenantId,
    due.map((h) => h.companyId),
  );
  const todos: TodoInput[] = [];
  const admins = new Map<number, number[]>();
  for (const a of raised) {
    if (!admins.has(a.companyId)) admins.set(a.companyId, await companyAdmins(tx, tenantId, a.companyId));
    const h = byId.get(a.fileId)!;
    const own = h.companyId === a.companyId;
    const title = todoTitle(
      h,
      own ? '本企业' : (holders.get(h.companyId)?.name ?? ''),
      a.bucket as WarningBucket,
      daysLeftOf(today, h.validTo)!,
    );
    for (const userId of admins.get(a.companyId)!)
      todos.push({
        companyId: a.companyId,
        assigneeUserId: userId,
        assigneeRoleId: null,
        businessCode: 'LICENCE_EXPIRY',
        title,
        linkPath: (own ? fileLink(h.id) : exchangeLink()) ?? '',
      });
  }
  if (todos.length) await raiseTodos(tx, tenantId, todos);
  return { today, ...counts, alerts: raised.length, todos: todos.length };
}

/** qualificationFile/expiryRun: the run now, for the session's tenant. */
export const runQualificationExpiry = (db: Database, tenantId: number): Promise<ExpiryRun> =>
  db.tenant(tenantId, (tx) => runQualificationExpiryIn(tx, tenantId));

/** The daily job: one run per tenant of the database; a failing tenant does not stop the others. */
export async function runQualificationExpiryForAllTenants(db: Database, onError: (tenantId: number, err: unknown) => void): Promise<void> {
  for (const tenantId of await tenantIds(db)) {
    try {
      await runQualificationExpiry(db, tenantId);
    } catch (err) {
      onError(tenantId, err);
    }
  }
}
