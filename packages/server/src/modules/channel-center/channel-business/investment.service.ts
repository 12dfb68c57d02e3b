// Investment entries (招商录入): a manufacturer publishes which product line (optionally which of its audited
// products) it wants distributed in which provinces or cities, edits it while open and closes it; the
// tenant's distributors see the open entries and apply once each; the manufacturer accepts or rejects
// (with a reason). The manufacturer hears of each application and the applicant of the decision through
// a todo linking to the entry. Product lines come from the order module, products from the product centre,
// regions from china-area-data; every write is audit-logged.
import type { Page } from '@medportal/contracts/common/envelope';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import {
  INVESTMENT_READ_PATH,
  type ApplicationStatus,
  type InvestmentApplication,
  type InvestmentApplyBody,
  type InvestmentDecideBody,
  type InvestmentDetail,
  type InvestmentOptions,
  type InvestmentPageBody,
  type InvestmentRow,
  type InvestmentSaveBody,
  type InvestmentStatus,
} from '@medportal/contracts/channel/investment.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { provinceCityTree, provinceOrCity } from '../../mall-center/areas/areas.service.js';
import { supplierProductLines } from '../../mall-center/catalogue/catalogue.service.js';
import { productForContract } from '../../product-center/products/product-audit.service.js';
import { auditedProductsOf } from '../../product-center/products/products.service.js';
import { companyAdmins, seatedUsers, userNames } from '../../staff-center/access/approvers.service.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { companyCards, companyCreditCodes } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { raiseTodos } from '../../worktable/todos/todos.service.js';
import * as repo from './investment.repository.js';

const OBJECT_TYPE = 'investmentEntry';
const APPLICATION_TYPE = 'investmentApplication';

const scopeOf = (ctx: RequestContext): repo.EntryScope =>
  isPlatformSession(ctx)
    ? { kind: 'all' }
    : ctx.companyType === 'FC'
      ? { kind: 'owner', companyId: ctx.companyId }
      : { kind: 'dealer', companyId: ctx.companyId };

const regionsOf = (codes: string[]) => codes.map((code) => ({ code, name: provinceOrCity(code)?.name ?? code }));

/** Product line names of the manufacturers of the entries. */
async function lineNames(tx: Tx, tenantId: number, companyIds: number[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const companyId of new Set(companyIds))
    for (const l of await supplierProductLines(tx, tenantId, companyId)) names.set(l.code, l.name);
  return names;
}

async function rowsOf(tx: Tx, tenantId: number, records: repo.EntryListRecord[], today: string): Promise<InvestmentRow[]> {
  const companyIds = records.map((r) => r.companyId);
  const [cards, lines] = await Promise.all([companyCards(tx, tenantId, companyIds), lineNames(tx, tenantId, companyIds)]);
  return records.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    companyName: cards.get(r.companyId)?.name ?? '',
    title: r.title,
    productLineCode: r.productLineCode,
    productLineName: lines.get(r.productLineCode) ?? r.productLineCode,
    productCodes: r.productCodes,
    regions: regionsOf(r.regionCodes),
    deadline: r.deadline,
    status: r.status as InvestmentStatus,
    expired: r.status === 'open' && r.deadline !== null && r.deadline < today,
    applicationCount: r.applicationCount,
    pendingCount: r.pendingCount,
    myApplicationStatus: (r.myStatus as ApplicationStatus | null) ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** investment/pageList: the manufacturer's own entries; a distributor's view: the open entries of all. */
export const investmentPage = (db: Database, ctx: RequestContext, q: InvestmentPageBody & { pageNum: number; pageSize: number }) =>
  db.tenant(ctx.tenantId, async (tx): Promise<Page<InvestmentRow>> => {
    const region = q.regionCode ? provinceOrCity(q.regionCode) : undefined;
    const f: repo.EntryFilter = {
      tenantId: ctx.tenantId,
      scope: scopeOf(ctx),
      title: q.title || undefined,
      productLineCode: q.productLineCode || undefined,
      // a city matches entries covering it or its province
      regionCodes: q.regionCode ? [...new Set([q.regionCode, region?.provinceCode ?? q.regionCode])] : undefined,
      status: q.status,
    };
    const sort = q.sortField ? { field: q.sortField, order: q.sortOrder ?? 'ascend' } : undefined;
    const { rows, total } = await repo.pageEntries(tx, f, sort, q.pageSize, (q.pageNum - 1) * q.pageSize);
    const content = await rowsOf(tx, ctx.tenantId, rows, await tenantTodayIn(tx, ctx.tenantId));
    return {
      content,
      totalElements: total,
      number: q.pageNum - 1,
      size: q.pageSize,
      totalPages: Math.ceil(total / q.pageSize),
      numberOfElements: content.length,
    };
  });

/** The entry as the session may see it: its owner, the platform, or a distributor (open, or applied to). */
async function visibleEntry(tx: Tx, ctx: RequestContext, id: number): Promise<repo.EntryRecord> {
  const entry = await repo.findEntry(tx, ctx.tenantId, id);
  if (!entry) throw new DomainError('INVESTMENT_NOT_FOUND');
  const scope = scopeOf(ctx);
  if (scope.kind === 'all') return entry;
  if (scope.kind === 'owner' && entry.companyId === ctx.companyId) return entry;
  if (scope.kind === 'dealer' && (entry.status === 'open' || (await repo.applicationOf(tx, ctx.tenantId, id, ctx.companyId)))) return entry;
  throw new DomainError('INVESTMENT_NOT_FOUND');
}

async function applicationsView(tx: Tx, tenantId: number, list: repo.ApplicationRecord[]): Promise<InvestmentApplication[]> {
  const dealers = list.map((a) => a.dealerCompanyId);
  const [cards, credit, names] = await Promise.all([
    companyCards(tx, tenantId, dealers),
    companyCreditCodes(tx, tenantId, dealers),
    userNames(
      tx,
      tenantId,
      list.flatMap((a) => [a.appliedBy, a.decidedBy].filter((u): u is number => u !== null)),
    ),
  ]);
  return list.map((a) => ({
    id: a.id,
    dealerCompanyId: a.dealerCompanyId,
    dealerName: cards.get(a.dealerCompanyId)?.name ?? '',
    creditCode: credit.get(a.dealerCompanyId) ?? '',
    note: a.note,
    status: a.status as ApplicationStatus,
    reason: a.reason,
    appliedByName: a.appliedBy === null ? '' : (names.get(a.appliedBy) ?? ''),
    createdAt: a.createdAt.toISOString(),
    decidedByName: a.decidedBy === null ? '' : (names.get(a.decidedBy) ?? ''),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  }));
}

async function detailOf(tx: Tx, ctx: RequestContext, entry: repo.EntryRecord): Promise<InvestmentDetail> {
  const today = await tenantTodayIn(tx, ctx.tenantId);
  const all = await repo.applicationsOf(tx, ctx.tenantId, entry.id);
  const mine = all.find((a) => a.dealerCompanyId === ctx.companyId) ?? null;
  const owner = ctx.companyType === 'FC' && entry.companyId === ctx.companyId;
  const seesAll = owner || isPlatformSession(ctx);
  const [row] = await rowsOf(
    tx,
    ctx.tenantId,
    [
      {
        ...entry,
        applicationCount: all.length,
        pendingCount: all.filter((a) => a.status === 'pending').length,
        myStatus: mine?.status ?? null,
      },
    ],
    today,
  );
  const products = [];
  for (const code of entry.productCodes) {
    const p = await productForContract(tx, ctx.tenantId, code);
    products.push({ code, name: p?.name ?? '', specification: p?.specification ?? '' });
  }
  return {
    ...row!,
    ...(seesAll ? {} : { applicationCount: 0, pendingCount: 0 }),
    requirements: entry.requirements,
    products,
    applications: seesAll ? await applicationsView(tx, ctx.tenantId, all) : [],
    myApplication: mine ? (await applicationsView(tx, ctx.tenantId, [mine]))[0]! : null,
    owner,
    canApply: ctx.companyType === 'AG' && !mine && entry.status === 'open' && !row!.expired,
  };
}

/** investment/detail */
export const investmentDetail = (db: Database, ctx: RequestContext, id: number): Promise<InvestmentDetail> =>
  db.tenant(ctx.tenantId, async (tx) => detailOf(tx, ctx, await visibleEntry(tx, ctx, id)));

/**
 * investment/options: for a manufacturer its product lines with its audited products (the publish form);
 * for anyone else the product lines of the open entries (the search), without products. Regions for both.
 */
export const investmentOptions = (db: Database, ctx: RequestContext): Promise<InvestmentOptions> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const regions = provinceCityTree();
    if (ctx.companyType !== 'FC') {
      const open = await repo.openEntryLines(tx, ctx.tenantId);
      const names = await lineNames(
        tx,
        ctx.tenantId,
        open.map((o) => o.companyId),
      );
      const codes = [...new Set(open.map((o) => o.productLineCode))];
      return { productLines: codes.map((code) => ({ code, name: names.get(code) ?? code, products: [] })), regions };
    }
    const [lines, products] = await Promise.all([
      supplierProductLines(tx, ctx.tenantId, ctx.companyId),
      auditedProductsOf(tx, ctx.tenantId, ctx.companyId),
    ]);
    return {
      productLines: lines.map((l) => ({
        code: l.code,
        name: l.name,
        products: products
          .filter((p) => p.productLineCode === l.code)
          .map((p) => ({ code: p.code, name: p.name, specification: p.specification })),
      })),
      regions,
    };
  });

function requireManufacturer(ctx: RequestContext): number {
  if (ctx.companyType !== 'FC' || ctx.companyId <= 0) throw new DomainError('INVESTMENT_MANUFACTURER_ONLY');
  return ctx.companyId;
}

/** The manufacturer's own entry, locked; another company's is not found. */
async function ownEntry(tx: Tx, ctx: RequestContext, id: number): Promise<repo.EntryRecord> {
  const entry = await repo.findEntry(tx, ctx.tenantId, id, true);
  if (!entry || entry.companyId !== ctx.companyId) throw new DomainError('INVESTMENT_NOT_FOUND');
  return entry;
}

type CheckedSave = Omit<repo.NewEntry, 'tenantId' | 'companyId' | 'status' | 'createdBy'>;

async function checked(tx: Tx, ctx: RequestContext, body: InvestmentSaveBody): Promise<CheckedSave> {
  const today = await tenantTodayIn(tx, ctx.tenantId);
  if (body.deadline < today) throw new DomainError('INVESTMENT_DEADLINE_PAST', `截止日期 ${body.deadline} 不能早于今天（${today}）`);
  const lines = await supplierProductLines(tx, ctx.tenantId, ctx.companyId);
  if (!lines.some((l) => l.code === body.productLineCode))
    throw new DomainError('INVESTMENT_PRODUCT_LINE_UNKNOWN', `产品线 ${body.productLineCode} 不存在或不属于本企业`);
  const productCodes = [...new Set(body.productCodes ?? [])];
  for (const code of productCodes) {
    const p = await productForContract(tx, ctx.tenantId, code);
    if (!p || p.manufacturerCompanyId !== ctx.companyId || !p.orderable || p.productLineCode !== body.productLineCode)
      throw new DomainError('INVESTMENT_PRODUCT_INVALID', `产品 ${code} 不是本企业该产品线下已审核的产品`);
  }
  const regionCodes = [...new Set(body.regionCodes)];
  const unknown = regionCodes.find((c) => !provinceOrCity(c));
  if (unknown) throw new DomainError('INVESTMENT_REGION_UNKNOWN', `招商区域 ${unknown} 不存在，请选择省份或城市`);
  return {
    title: body.title,
    productLineCode: body.productLineCode,
    productCodes,
    regionCodes,
    requirements: body.requirements ?? '',
    deadline: body.deadline,
  };
}

const auditView = (e: repo.EntryRecord) => ({
  title: e.title,
  productLineCode: e.productLineCode,
  productCodes: e.productCodes,
  regionCodes: e.regionCodes,
  requirements: e.requirements,
  deadline: e.deadline,
  status: e.status,
});

/** investment/save: publish (no id) or edit an open entry of the manufacturer's own. */
export const saveInvestment = (db: Database, actor: AuditActor, body: InvestmentSaveBody): Promise<InvestmentDetail> =>
  db.tenant(actor.ctx.tenantId, async (tx) => {
    const ctx = actor.ctx;
    const companyId = requireManufacturer(ctx);
    const before = body.id === undefined ? undefined : await ownEntry(tx, ctx, body.id);
    if (before && before.status !== 'open') throw new DomainError('INVESTMENT_CLOSED');
    const values = await checked(tx, ctx, body);
    const saved = before
      ? await repo.updateEntry(tx, ctx.tenantId, before.id, values)
      : await repo.insertEntry(tx, { ...values, tenantId: ctx.tenantId, companyId, status: 'open', createdBy: ctx.userId });
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      objectType: OBJECT_TYPE,
      objectId: saved.id,
      objectName: saved.title,
      before: before ? auditView(before) : undefined,
      after: auditView(saved),
    });
    return detailOf(tx, ctx, saved);
  });

/** investment/close: an open entry stops taking applications; pending ones may still be decided. */
export const closeInvestment = (db: Database, actor: AuditActor, id: number): Promise<InvestmentDetail> =>
  db.tenant(actor.ctx.tenantId, async (tx) => {
    const ctx = actor.ctx;
    requireManufacturer(ctx);
    const before = await ownEntry(tx, ctx, id);
    if (before.status !== 'open') throw new DomainError('INVESTMENT_CLOSED', '招商信息已关闭');
    const saved = await repo.updateEntry(tx, ctx.tenantId, id, { status: 'closed' });
    await recordAudit(tx, actor, {
      action: 'disable',
      objectType: OBJECT_TYPE,
      objectId: id,
      objectName: saved.title,
      before: { status: before.status },
      after: { status: saved.status },
    });
    return detailOf(tx, ctx, saved);
  });

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
const linkOf = (entryId: number) => (isBuiltScreen(INVESTMENT_READ_PATH) ? `${INVESTMENT_READ_PATH}?id=${entryId}` : '');

/** The user if still seated in the company, else the company's administrators. */
async function recipients(tx: Tx, tenantId: number, companyId: number, userId: number | null): Promise<number[]> {
  const seated = userId === null ? [] : await seatedUsers(tx, tenantId, companyId, [userId]);
  return seated.length ? seated : companyAdmins(tx, tenantId, companyId);
}

/** investment/apply: a distributor applies once to an open entry before its deadline. */
export const applyInvestment = (db: Database, actor: AuditActor, body: InvestmentApplyBody): Promise<InvestmentDetail> =>
  db.tenant(actor.ctx.tenantId, async (tx) => {
    const ctx = actor.ctx;
    if (ctx.companyType !== 'AG' || ctx.companyId <= 0) throw new DomainError('INVESTMENT_DEALER_ONLY');
    const entry = await repo.findEntry(tx, ctx.tenantId, body.entryId, true);
    if (!entry) throw new DomainError('INVESTMENT_NOT_FOUND');
    if (await repo.applicationOf(tx, ctx.tenantId, entry.id, ctx.companyId)) throw new DomainError('INVESTMENT_APPLIED');
    if (entry.status !== 'open') throw new DomainError('INVESTMENT_CLOSED', '招商信息已关闭，不能申请代理');
    const today = await tenantTodayIn(tx, ctx.tenantId);
    if (entry.deadline !== null && entry.deadline < today)
      throw new DomainError('INVESTMENT_DEADLINE_PAST', `招商已于 ${entry.deadline} 截止，不能申请代理`);
    const created = await repo.insertApplication(tx, {
      tenantId: ctx.tenantId,
      entryId: entry.id,
      dealerCompanyId: ctx.companyId,
      note: body.note ?? '',
      appliedBy: ctx.userId,
    });
    if (!created) throw new DomainError('INVESTMENT_APPLIED');
    const dealer = (await companyCards(tx, ctx.tenantId, [ctx.companyId])).get(ctx.companyId)?.name ?? '';
    await recordAudit(tx, actor, {
      action: 'request',
      objectType: APPLICATION_TYPE,
      objectId: created.id,
      objectName: entry.title,
      objectCompanyId: entry.companyId,
      after: { entryId: entry.id, dealerCompanyId: ctx.companyId, note: created.note, status: created.status },
    });
    const users = await recipients(tx, ctx.tenantId, entry.companyId, entry.createdBy);
    await raiseTodos(
      tx,
      ctx.tenantId,
      users.map((userId) => ({
        companyId: entry.companyId,
        assigneeUserId: userId,
        assigneeRoleId: null,
        businessCode: 'INVESTMENT_APPLY',
        title: clip(`${dealer}申请代理招商「${entry.title}」，请处理`),
        linkPath: linkOf(entry.id),
      })),
    );
    return detailOf(tx, ctx, entry);
  });

/** investment/decide: the manufacturer accepts or rejects (with a reason) a pending application. */
export const decideInvestment = (db: Database, actor: AuditActor, body: InvestmentDecideBody): Promise<InvestmentDetail> =>
  db.tenant(actor.ctx.tenantId, async (tx) => {
    const ctx = actor.ctx;
    requireManufacturer(ctx);
    const application = await repo.findApplication(tx, ctx.tenantId, body.applicationId);
    const entry = application ? await repo.findEntry(tx, ctx.tenantId, application.entryId) : undefined;
    if (!application || !entry || entry.companyId !== ctx.companyId)
      throw new DomainError('INVESTMENT_NOT_FOUND', '代理申请不存在或无权查看');
    if (application.status !== 'pending') throw new DomainError('INVESTMENT_APPLICATION_DECIDED');
    const accepted = body.decision === 'accept';
    const reason = accepted ? '' : (body.reason ?? '').trim();
    const decided = await repo.decideApplication(tx, ctx.tenantId, application.id, {
      status: accepted ? 'accepted' : 'rejected',
      reason,
      decidedBy: ctx.userId,
    });
    if (!decided) throw new DomainError('INVESTMENT_APPLICATION_DECIDED');
    await recordAudit(tx, actor, {
      action: accepted ? 'approve' : 'reject',
      objectType: APPLICATION_TYPE,
      objectId: application.id,
      objectName: entry.title,
      objectCompanyId: application.dealerCompanyId,
      before: { status: application.status },
      after: { status: decided.status, reason: decided.reason },
    });
    const users = await recipients(tx, ctx.tenantId, application.dealerCompanyId, application.appliedBy);
    const title = accepted ? `您对招商「${entry.title}」的代理申请已被接受` : `您对招商「${entry.title}」的代理申请被拒绝：${reason}`;
    await raiseTodos(
      tx,
      ctx.tenantId,
      users.map((userId) => ({
        companyId: application.dealerCompanyId,
        assigneeUserId: userId,
        assigneeRoleId: null,
        businessCode: 'INVESTMENT_DECISION',
        title: clip(title),
        linkPath: linkOf(entry.id),
      })),
    );
    return detailOf(tx, ctx, entry);
  });
