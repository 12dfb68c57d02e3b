// The enterprise registry (基础数据·企业管理): the companies a company works with, by kind (经销商, CSO,
// 第三方企业, 生产厂家, 医院), with the relation's data, the partner's current licences and the orders between
// the two. A company keeps and sees only its own registry; the platform (MM) may read and keep any
// company's (ownerCompanyId). One route serves five kinds, so besides the route's access (any of the five
// menus) each call checks the kind's own menu, and writes its edit button. Every write is audit-logged
// with the values before and after, in the same transaction.
import ExcelJS from 'exceljs';
import type { Page } from '@medportal/contracts/common/envelope';
import {
  PARTNER_FILE_EXPIRING_DAYS,
  PARTNER_KIND_MENUS,
  PARTNER_KIND_NAMES,
  PARTNER_KIND_TYPES,
  partnerEditCode,
  type PartnerCompany,
  type PartnerDetail,
  type PartnerFile,
  type PartnerFilter,
  type PartnerKind,
  type PartnerLookupAnswer,
  type PartnerLookupBody,
  type PartnerPageBody,
  type PartnerRow,
  type PartnerSaveData,
  type PartnerTrade,
  type PartnerTradesBody,
} from '@medportal/contracts/channel/partners.contract';
import {
  QUALIFICATION_FILE_TYPE_NAMES,
  type QualificationExpiryStatus,
  type QualificationFileType,
} from '@medportal/contracts/channel/qualification-files.contract';
import { CREDIT_CODE_LENGTH_MSG, isValidCreditCode } from '@medportal/contracts/staff/company-rules';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClock, tenantTodayIn } from '../../config-center/config/config.service.js';
import { areaPathOf } from '../../mall-center/areas/areas.service.js';
import { tradeSummaryBetween, tradesBetween } from '../../mall-center/orders/order-trades.service.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { resourceCodesOf } from '../../staff-center/access/grants.service.js';
import {
  companyByCreditCode,
  companyIdsNamed,
  companyRecords,
  type CompanyRecord,
} from '../../staff-center/companies/companies.service.js';
import { isPlatformSession, managedCompany } from '../../staff-center/tenancy/managed-company.js';
import { currentFilesOf } from '../qualification-files/qualification-files.service.js';
import * as repo from './partners.repository.js';
import type { PartnerRelation } from './partners.repository.js';

export const PARTNER_EXPORT_MAX_ROWS = 10_000;

/** The kind's menu (reads) or edit button (writes) must be among the session's grants. */
async function requireKind(db: Database, ctx: RequestContext, kind: PartnerKind, write: boolean): Promise<void> {
  const granted = await resourceCodesOf(db, ctx);
  if (!granted.has(write ? partnerEditCode(kind) : PARTNER_KIND_MENUS[kind]))
    throw new DomainError('PARTNER_KIND_FORBIDDEN', `没有${PARTNER_KIND_NAMES[kind]}列表的${write ? '编辑' : '查看'}权限`, {
      httpStatus: 403,
    });
}

/** Whose registry: the session's company, or for the platform the company it names (which must exist). */
async function ownerOf(tx: Tx, ctx: RequestContext, requested: number | undefined): Promise<number> {
  const owner = managedCompany(ctx, requested);
  if (owner !== ctx.companyId && !(await companyRecords(tx, ctx.tenantId, [owner])).has(owner))
    throw new DomainError('PARTNER_OWNER_NOT_FOUND');
  return owner;
}

/** The relation when the session may see it: its own company's, or any for the platform. */
async function visibleRelation(tx: Tx, ctx: RequestContext, id: number, lock = false): Promise<PartnerRelation> {
  const row = await (lock ? repo.lockPartner : repo.findPartner)(tx, ctx.tenantId, id);
  if (!row || (row.ownerCompanyId !== ctx.companyId && !isPlatformSession(ctx))) throw new DomainError('PARTNER_NOT_FOUND');
  return row;
}

/** '江苏省 / 南京市 / 玄武区' (市辖区 left out), '' for no code. */
export const regionNameOf = (code: string): string =>
  code
    ? (areaPathOf(code) ?? [])
        .filter((a) => a.name !== '市辖区')
        .map((a) => a.name)
        .join(' / ')
    : '';

/** A province / city / district code as a prefix of the codes inside it (320000 → 32, 320100 → 3201). */
const regionPrefixOf = (code: string): string => (code.endsWith('0000') ? code.slice(0, 2) : code.endsWith('00') ? code.slice(0, 4) : code);

const toRow = (r: PartnerRelation, companies: Map<number, CompanyRecord>): PartnerRow => {
  const c = companies.get(r.partnerCompanyId);
  return {
    id: r.id,
    kind: r.kind as PartnerKind,
    ownerCompanyId: r.ownerCompanyId,
    partnerCompanyId: r.partnerCompanyId,
    partnerCode: c?.code ?? '',
    partnerName: c?.name ?? '',
    partnerType: c?.type ?? '',
    creditCode: c?.creditCode ?? '',
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    regionCode: r.regionCode,
    regionName: regionNameOf(r.regionCode),
    level: r.level,
    cooperationFrom: r.cooperationFrom,
    cooperationTo: r.cooperationTo,
    remark: r.remark,
    enabled: r.enabled,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
};

const companyOf = (c: CompanyRecord): PartnerCompany => ({
  companyId: c.id,
  companyCode: c.code,
  companyName: c.name,
  companyType: c.type,
  creditCode: c.creditCode ?? '',
  approveStatus: c.approveStatus,
});

async function whereOf(tx: Tx, ctx: RequestContext, f: PartnerFilter): Promise<repo.PartnerWhere> {
  const ownerCompanyId = await ownerOf(tx, ctx, f.ownerCompanyId);
  let partnerIds: number[] | undefined;
  if (f.partnerName) partnerIds = await companyIdsNamed(tx, ctx.tenantId, f.partnerName);
  if (f.creditCode) {
    const byCode = await companyByCreditCode(tx, ctx.tenantId, f.creditCode.toUpperCase());
    const ids = byCode ? [byCode.id] : [];
    partnerIds = partnerIds ? partnerIds.filter((id) => ids.includes(id)) : ids;
  }
  return {
    tenantId: ctx.tenantId,
    ownerCompanyId,
    kind: f.kind,
    partnerIds,
    regionPrefix: f.regionCode ? regionPrefixOf(f.regionCode) : undefined,
    enabled: f.enabled,
    level: f.level || undefined,
  };
}

/** partner/pageList */
export async function partnerPage(db: Database, ctx: RequestContext, body: PartnerPageBody): Promise<Page<PartnerRow>> {
  await requireKind(db, ctx, body.kind, false);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { rows, total } = await repo.listPartners(tx, await whereOf(tx, ctx, body), body);
    const companies = await companyRecords(
      tx,
      ctx.tenantId,
      rows.map((r) => r.partnerCompanyId),
    );
    const content = rows.map((r) => toRow(r, companies));
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

/** The message of a wrong credit code: its length, or the check character. */
function checkCreditCode(raw: string): string {
  const code = raw.trim().toUpperCase();
  if (code.length !== 18) throw new DomainError('PARTNER_CREDIT_CODE_INVALID', CREDIT_CODE_LENGTH_MSG);
  if (!isValidCreditCode(code)) throw new DomainError('PARTNER_CREDIT_CODE_INVALID');
  return code;
}

/** The partner company must fit the kind and not be the owner itself. */
function checkPartner(company: CompanyRecord, kind: PartnerKind, ownerCompanyId: number): void {
  if (company.id === ownerCompanyId) throw new DomainError('PARTNER_SELF');
  if (!PARTNER_KIND_TYPES[kind].includes(company.type))
    throw new DomainError(
      'PARTNER_KIND_MISMATCH',
      `“${company.name}”不是${PARTNER_KIND_NAMES[kind]}类型的企业，不能加入${PARTNER_KIND_NAMES[kind]}列表`,
    );
}

/** partner/lookup: the tenant's company with the credit code (and, for a kind, whether it fits). */
export async function partnerLookup(db: Database, ctx: RequestContext, body: PartnerLookupBody): Promise<PartnerLookupAnswer> {
  if (body.kind) await requireKind(db, ctx, body.kind, false);
  const code = checkCreditCode(body.creditCode);
  return db.tenant(ctx.tenantId, async (tx) => {
    const owner = await ownerOf(tx, ctx, body.ownerCompanyId);
    const company = await companyByCreditCode(tx, ctx.tenantId, code);
    if (!company) throw new DomainError('PARTNER_COMPANY_NOT_FOUND');
    let relationId: number | null = null;
    if (body.kind) {
      checkPartner(company, body.kind, owner);
      relationId =
        (await repo.findPair(tx, ctx.tenantId, { ownerCompanyId: owner, partnerCompanyId: company.id, kind: body.kind }))?.id ?? null;
    }
    return { ...companyOf(company), relationId };
  });
}

const audited = (r: PartnerRelation) => ({
  ownerCompanyId: r.ownerCompanyId,
  partnerCompanyId: r.partnerCompanyId,
  kind: r.kind,
  contactName: r.contactName,
  contactPhone: r.contactPhone,
  regionCode: r.regionCode,
  level: r.level,
  cooperationFrom: r.cooperationFrom,
  cooperationTo: r.cooperationTo,
  remark: r.remark,
  enabled: r.enabled,
});

const relationValues = (b: PartnerSaveData) => ({
  contactName: b.contactName,
  contactPhone: b.contactPhone,
  regionCode: b.regionCode,
  level: b.level,
  cooperationFrom: b.cooperationFrom,
  cooperationTo: b.cooperationTo,
  remark: b.remark,
});

/** partner/save: a new relation (the partner by credit code or id) or the data of an existing one. */
export async function savePartner(db: Database, actor: AuditActor, body: PartnerSaveData): Promise<PartnerRow> {
  const { ctx } = actor;
  await requireKind(db, ctx, body.kind, true);
  if (body.regionCode && !areaPathOf(body.regionCode)) throw new DomainError('PARTNER_REGION_INVALID');
  if (body.cooperationFrom && body.cooperationTo && body.cooperationFrom > body.cooperationTo)
    throw new DomainError('PARTNER_PERIOD_INVALID');
  return db.tenant(ctx.tenantId, async (tx) => {
    let saved: PartnerRelation;
    if (body.id !== undefined) {
      const before = await visibleRelation(tx, ctx, body.id, true);
      if (before.kind !== body.kind) throw new DomainError('PARTNER_NOT_FOUND');
      saved = await repo.updatePartner(tx, ctx.tenantId, before.id, relationValues(body));
      await recordAudit(tx, actor, {
        action: 'update',
        objectType: 'partnerRelation',
        objectId: saved.id,
        objectName: await partnerName(tx, ctx, saved),
        objectCompanyId: saved.ownerCompanyId,
        before: audited(before),
        after: audited(saved),
      });
    } else {
      const owner = await ownerOf(tx, ctx, body.ownerCompanyId);
      if (!body.creditCode && body.partnerCompanyId === undefined) throw new DomainError('PARTNER_COMPANY_REQUIRED');
      const company = body.creditCode
        ? await companyByCreditCode(tx, ctx.tenantId, body.creditCode)
        : (await companyRecords(tx, ctx.tenantId, [body.partnerCompanyId!])).get(body.partnerCompanyId!);
      if (!company) throw new DomainError('PARTNER_COMPANY_NOT_FOUND');
      checkPartner(company, body.kind, owner);
      const pair = { ownerCompanyId: owner, partnerCompanyId: company.id, kind: body.kind };
      const duplicate = () =>
        new DomainError('PARTNER_DUPLICATE', `“${company.name}”已在${PARTNER_KIND_NAMES[body.kind]}列表中，请勿重复添加`);
      if (await repo.findPair(tx, ctx.tenantId, pair)) throw duplicate();
      const inserted = await repo.insertPartner(tx, { tenantId: ctx.tenantId, ...pair, ...relationValues(body), createdBy: ctx.userId });
      if (!inserted) throw duplicate();
      saved = inserted;
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'partnerRelation',
        objectId: saved.id,
        objectName: company.name,
        objectCompanyId: owner,
        after: audited(saved),
      });
    }
    return toRow(saved, await companyRecords(tx, ctx.tenantId, [saved.partnerCompanyId]));
  });
}

const partnerName = async (tx: Tx, ctx: RequestContext, r: PartnerRelation): Promise<string> =>
  (await companyRecords(tx, ctx.tenantId, [r.partnerCompanyId])).get(r.partnerCompanyId)?.name ?? String(r.partnerCompanyId);

/** The relation of an id for a write: seen by the session, and the kind's edit button granted. */
async function writableRelation(db: Database, tx: Tx, ctx: RequestContext, id: number): Promise<PartnerRelation> {
  const row = await visibleRelation(tx, ctx, id, true);
  await requireKind(db, ctx, row.kind as PartnerKind, true);
  return row;
}

/** partner/updateStatus: enable or disable a relation. */
export function updatePartnerStatus(db: Database, actor: AuditActor, body: { id: number; enabled: boolean }): Promise<PartnerRow> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await writableRelation(db, tx, ctx, body.id);
    const saved =
      before.enabled === body.enabled ? before : await repo.updatePartner(tx, ctx.tenantId, before.id, { enabled: body.enabled });
    if (saved !== before)
      await recordAudit(tx, actor, {
        action: body.enabled ? 'enable' : 'disable',
        objectType: 'partnerRelation',
        objectId: saved.id,
        objectName: await partnerName(tx, ctx, saved),
        objectCompanyId: saved.ownerCompanyId,
        before: audited(before),
        after: audited(saved),
      });
    return toRow(saved, await companyRecords(tx, ctx.tenantId, [saved.partnerCompanyId]));
  });
}

/** partner/delete: removes the relation (the companies and their orders stay). */
export function deletePartner(db: Database, actor: AuditActor, id: number): Promise<null> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await writableRelation(db, tx, ctx, id);
    await repo.deletePartner(tx, ctx.tenantId, before.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'partnerRelation',
      objectId: before.id,
      objectName: await partnerName(tx, ctx, before),
      objectCompanyId: before.ownerCompanyId,
      before: audited(before),
    });
    return null;
  });
}

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

const expiryOf = (validTo: string | null, today: string): { daysLeft: number | null; expiryStatus: QualificationExpiryStatus } => {
  if (validTo === null) return { daysLeft: null, expiryStatus: 'valid' };
  const daysLeft = Math.round((utcOf(validTo) - utcOf(today)) / DAY_MS);
  return { daysLeft, expiryStatus: daysLeft < 0 ? 'expired' : daysLeft <= PARTNER_FILE_EXPIRING_DAYS ? 'expiring' : 'valid' };
};

/** partner/detail: the relation, the partner company, its current licences and the trading summary. */
export async function partnerDetail(db: Database, ctx: RequestContext, id: number): Promise<PartnerDetail> {
  const { detail, kind } = await db.tenant(ctx.tenantId, async (tx) => {
    const r = await visibleRelation(tx, ctx, id);
    const companies = await companyRecords(tx, ctx.tenantId, [r.partnerCompanyId]);
    const today = await tenantTodayIn(tx, ctx.tenantId);
    const files = (await currentFilesOf(tx, ctx.tenantId, r.partnerCompanyId)).map((f): PartnerFile => ({
      id: f.id,
      fileType: f.fileType as QualificationFileType,
      fileTypeName: QUALIFICATION_FILE_TYPE_NAMES[f.fileType as QualificationFileType] ?? f.fileType,
      fileNo: f.fileNo,
      validFrom: f.validFrom,
      validTo: f.validTo,
      currentVersion: f.currentVersion,
      ...expiryOf(f.validTo, today),
    }));
    const detail: Omit<PartnerDetail, 'canEdit'> = {
      relation: toRow(r, companies),
      partner: companyOf(companies.get(r.partnerCompanyId)!),
      files,
      trades: await tradeSummaryBetween(tx, ctx.tenantId, r.ownerCompanyId, r.partnerCompanyId),
    };
    return { detail, kind: r.kind as PartnerKind };
  });
  await requireKind(db, ctx, kind, false);
  const canEdit = (await resourceCodesOf(db, ctx)).has(partnerEditCode(kind));
  return { ...detail, canEdit };
}

/** partner/trades: the orders between the registry's owner and the partner, either direction, newest first. */
export async function partnerTrades(db: Database, ctx: RequestContext, body: PartnerTradesBody): Promise<Page<PartnerTrade>> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const r = await visibleRelation(tx, ctx, body.id);
    await requireKind(db, ctx, r.kind as PartnerKind, false);
    return tradesBetween(tx, ctx.tenantId, r.ownerCompanyId, r.partnerCompanyId, body);
  });
}

const EXPORT_COLUMNS: { title: string; width: number; value: (r: PartnerRow) => string }[] = [
  { title: '企业名称', width: 32, value: (r) => r.partnerName },
  { title: '统一社会信用代码', width: 22, value: (r) => r.creditCode },
  { title: '联系人', width: 12, value: (r) => r.contactName },
  { title: '联系电话', width: 16, value: (r) => r.contactPhone },
  { title: '所在区域', width: 26, value: (r) => r.regionName },
  { title: '合作等级', width: 10, value: (r) => r.level },
  { title: '合作开始日期', width: 14, value: (r) => r.cooperationFrom ?? '' },
  { title: '合作结束日期', width: 14, value: (r) => r.cooperationTo ?? '' },
  { title: '状态', width: 8, value: (r) => (r.enabled ? '启用' : '停用') },
  { title: '备注', width: 30, value: (r) => r.remark },
];

/** '经销商列表_YYYYMMDDHHmmss.xlsx' on the tenant's clock. */
export const partnerExportFileName = async (db: Database, ctx: RequestContext, kind: PartnerKind, now = new Date()): Promise<string> =>
  `${PARTNER_KIND_NAMES[kind]}列表_${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

/** partner/export: the list of the filter (no paging) as an .xlsx workbook. */
export async function exportPartners(db: Database, ctx: RequestContext, filter: PartnerFilter): Promise<Buffer> {
  const pageAt = (pageNum: number) => partnerPage(db, ctx, { ...filter, pageNum, pageSize: 100 });
  const first = await pageAt(1);
  if (first.totalElements > PARTNER_EXPORT_MAX_ROWS) throw new DomainError('PARTNER_EXPORT_TOO_MANY');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`${PARTNER_KIND_NAMES[filter.kind]}列表`);
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.title, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  const write = (rows: PartnerRow[]) => {
    for (const r of rows) sheet.addRow(EXPORT_COLUMNS.map((col) => col.value(r)));
  };
  write(first.content);
  for (let pageNum = 2; pageNum <= first.totalPages; pageNum += 1) write((await pageAt(pageNum)).content);
  return Buffer.from(await book.xlsx.writeBuffer());
}
