// Authorisation applications (/authorization-management/authorizationApplication): a distributor asks a grantor —
// a manufacturer of the tenant, or a distributor holding a valid letter — for a letter of a scope and period. One
// pending application per applicant and grantor. It is reviewed through the approval engine
// (AUTHORIZATION_APPLICATION; by default one step, the grantor company's administrators). Approval writes a DRAFT
// letter of the requested scope for the grantor (template 产品销售授权书; a distributor grantor's letter derives
// from its valid letter covering the request) and a todo to complete and stamp it; a rejection keeps the reason
// (the engine notifies the applicant).
import { AsyncLocalStorage } from 'node:async_hooks';
import { LETTER_TEMPLATES } from '@medportal/contracts/channel/letter-rules';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type LetterApplicationOptions,
  type LetterApplicationOptionsBody,
  type LetterApplicationPageBody,
  type LetterApplicationReviewBody,
  type LetterApplicationRow,
  type LetterApplicationSaveBody,
} from '@medportal/contracts/channel/letters-applications.contract';
import type { ExamineBusinessCode } from '@medportal/contracts/audit/examine-rules';
import type { Page } from '@medportal/contracts/common/envelope';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import {
  auditExamine,
  mayDecideRunning,
  runningExamineOf,
  startExamine,
  withdrawExamine,
} from '../../audit-center/examine/engine.service.js';
import { registerExamineBusiness, type ExamineEnd } from '../../audit-center/examine/engine-registry.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { provinceCityTree, provinceOrCity } from '../../mall-center/areas/areas.service.js';
import { productLinesByCodes, productLinesOfSupplier } from '../../mall-center/vendors/contract-register.service.js';
import { letterProductRefs } from '../../product-center/products/products.service.js';
import { companyAdmins, userNames } from '../../staff-center/access/approvers.service.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { companyCards, partnerOptions } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { raiseTodos } from '../../worktable/todos/todos.service.js';
import * as repo from './letter-applications.repository.js';
import { letterLink } from './letter-views.service.js';
import * as views from './letter-views.repository.js';
import { insertLetterEvent, insertScopes, nextLetterNo, scopesOf, statesOf, type LetterRecord } from './letters.repository.js';

export const AUTHORIZATION_APPLICATION = 'AUTHORIZATION_APPLICATION' satisfies ExamineBusinessCode;
export const APPLICATION_SCREEN = '/authorization-management/authorizationApplication';
const screenLink = () => (isBuiltScreen(APPLICATION_SCREEN) ? APPLICATION_SCREEN : undefined);

type Item = { value: string; label: string };
type Scope = { products: Item[]; productLines: Item[]; regions: Item[]; hospitals: Item[] };
const emptyScope = (): Scope => ({ products: [], productLines: [], regions: [], hospitals: [] });
const scopeOfRow = (a: repo.ApplicationRecord): Scope => ({ ...emptyScope(), ...(a.scope as Partial<Scope>) });

/** A distributor's valid letters (current versions, the chain in force) with their scopes. */
async function validLettersOf(tx: Tx, tenantId: number, companyId: number) {
  const held = await views.heldLetters(tx, tenantId, companyId);
  const states = await statesOf(tx, tenantId, held, await tenantTodayIn(tx, tenantId));
  const valid = held.filter((l) => states.get(l.id) === 'valid');
  return {
    valid,
    scopes: await scopesOf(
      tx,
      tenantId,
      valid.map((l) => l.id),
    ),
  };
}

/** The grantors: the tenant's manufacturers and the distributors holding a valid letter (not the session company). */
async function grantorsOf(tx: Tx, ctx: RequestContext): Promise<{ id: number; name: string; type: string }[]> {
  const makers = await partnerOptions(tx, ctx.tenantId, 'FC', undefined, 200);
  const holders = [...new Set((await views.currentLetters(tx, ctx.tenantId)).map((l) => l.granteeCompanyId))];
  const cards = await companyCards(tx, ctx.tenantId, holders);
  const valid: { id: number; name: string; type: string }[] = [];
  for (const id of holders) {
    if (id === ctx.companyId || cards.get(id)?.type !== 'AG') continue;
    if ((await validLettersOf(tx, ctx.tenantId, id)).valid.length) valid.push({ id, name: cards.get(id)!.name, type: 'AG' });
  }
  return [...makers.filter((m) => m.id !== ctx.companyId).map((m) => ({ id: m.id, name: m.name, type: 'FC' })), ...valid];
}

/** What a grantor may grant: a manufacturer its approved products and lines; a distributor what its valid letters name. */
async function grantable(tx: Tx, tenantId: number, grantorId: number, type: string) {
  if (type === 'FC') {
    const products = (await letterProductRefs(tx, tenantId, { manufacturerIds: [grantorId] })).filter((p) => p.approved);
    const lines = await productLinesOfSupplier(tx, tenantId, grantorId);
    return { products, lines: lines.map((l) => ({ value: l.code, label: l.name })) };
  }
  const { valid, scopes } = await validLettersOf(tx, tenantId, grantorId);
  const items = valid.flatMap((l) => scopes.get(l.id) ?? []);
  const ids = [...new Set(items.filter((s) => s.kind === 'product').map((s) => Number(s.value)))];
  const products = await letterProductRefs(tx, tenantId, { ids });
  const lineCodes = [...new Set(items.filter((s) => s.kind === 'productLine').map((s) => s.value))];
  const lines = await productLinesByCodes(tx, tenantId, lineCodes);
  return { products, lines: lines.map((l) => ({ value: l.code, label: l.name })) };
}

const productLabel = (p: { name: string; specification: string }) => (p.specification ? `${p.name}（${p.specification}）` : p.name);

/** authorization/application/options */
export const letterApplicationOptions = (
  db: Database,
  ctx: RequestContext,
  body: LetterApplicationOptionsBody,
): Promise<LetterApplicationOptions> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const grantors = await grantorsOf(tx, ctx);
    const grantor = grantors.find((g) => g.id === body?.grantorCompanyId);
    const offer = grantor ? await grantable(tx, ctx.tenantId, grantor.id, grantor.type) : { products: [], lines: [] };
    const hospitals = await partnerOptions(tx, ctx.tenantId, 'HO', body?.hospitalKeyword, 50);
    return {
      grantors,
      products: offer.products.map((p) => ({ value: String(p.id), label: productLabel(p), productLineCode: p.productLineCode })),
      productLines: offer.lines,
      areas: provinceCityTree().map((p) => ({
        value: p.code,
        label: p.name,
        children: p.children.map((c) => ({ value: c.code, label: c.name })),
      })),
      hospitals: hospitals.map((h) => ({ value: String(h.id), label: h.name })),
    };
  });

const yyyymmdd = (day: string) => day.replaceAll('-', '');
/** SA + the tenant's yyyymmdd + the day's next 4-digit sequence. */
async function nextApplicationNo(tx: Tx, tenantId: number): Promise<string> {
  const prefix = `SA${yyyymmdd(await tenantTodayIn(tx, tenantId))}`;
  const last = await repo.lastApplicationNo(tx, tenantId, prefix);
  const n = last ? Number(last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(n).padStart(4, '0')}`;
}

async function rowsOf(tx: Tx, ctx: RequestContext, rows: repo.ApplicationRecord[]): Promise<LetterApplicationRow[]> {
  const cards = await companyCards(
    tx,
    ctx.tenantId,
    rows.flatMap((r) => [r.applicantCompanyId, r.grantorCompanyId]),
  );
  const out: LetterApplicationRow[] = [];
  for (const a of rows) {
    const s = scopeOfRow(a);
    const status = a.status as ApplicationStatus;
    out.push({
      id: a.id,
      applicationNo: a.applicationNo,
      applicantCompanyId: a.applicantCompanyId,
      applicantName: cards.get(a.applicantCompanyId)?.name ?? '',
      grantorCompanyId: a.grantorCompanyId,
      grantorName: cards.get(a.grantorCompanyId)?.name ?? '',
      ...s,
      validFrom: a.validFrom,
      validTo: a.validTo,
      reason: a.reason,
      status,
      statusName: APPLICATION_STATUSES[status],
      rejectReason: a.rejectReason,
      letterId: a.letterId,
      examineId: a.examineId,
      mayReview:
        status === 'pending' &&
        a.grantorCompanyId === ctx.companyId &&
        (await mayDecideRunning(tx, ctx, AUTHORIZATION_APPLICATION, String(a.id))),
      mayCancel: status === 'pending' && a.applicantCompanyId === ctx.companyId,
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
    });
  }
  return out;
}

/** An application the session may read: its company applied or is the grantor; the platform reads every one. */
async function readable(tx: Tx, ctx: RequestContext, id: number, lock = false): Promise<repo.ApplicationRecord> {
  const a = await repo.findApplication(tx, ctx.tenantId, id, lock);
  if (!a || (!isPlatformSession(ctx) && a.applicantCompanyId !== ctx.companyId && a.grantorCompanyId !== ctx.companyId))
    throw new DomainError('APPLICATION_NOT_FOUND');
  return a;
}

/** authorization/application/pageList: mine (the session company applied) or received (it is the grantor). */
export const letterApplicationPage = (
  db: Database,
  ctx: RequestContext,
  body: LetterApplicationPageBody,
): Promise<Page<LetterApplicationRow>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const platform = isPlatformSession(ctx);
    const f = {
      applicantId: platform || body.side !== 'mine' ? undefined : ctx.companyId,
      grantorId: platform || body.side !== 'received' ? undefined : ctx.companyId,
      status: body.status,
    };
    const { rows, total } = await repo.applicationPage(tx, ctx.tenantId, f, body.pageSize, (body.pageNum - 1) * body.pageSize);
    const content = await rowsOf(tx, ctx, rows);
    return {
      content,
      totalElements: total,
      number: body.pageNum - 1,
      size: body.pageSize,
      totalPages: Math.ceil(total / body.pageSize),
      numberOfElements: content.length,
    };
  });

/** authorization/application/detail */
export const letterApplicationDetail = (db: Database, ctx: RequestContext, id: number): Promise<LetterApplicationRow> =>
  db.tenant(ctx.tenantId, async (tx) => (await rowsOf(tx, ctx, [await readable(tx, ctx, id)]))[0]!);

const snapshot = (a: repo.ApplicationRecord) => ({
  applicationNo: a.applicationNo,
  applicantCompanyId: a.applicantCompanyId,
  grantorCompanyId: a.grantorCompanyId,
  scope: a.scope,
  validFrom: a.validFrom,
  validTo: a.validTo,
  reason: a.reason,
  status: a.status,
  rejectReason: a.rejectReason,
  letterId: a.letterId,
});

const audit = (
  tx: Tx,
  actor: AuditActor,
  action: 'create' | 'approve' | 'reject' | 'withdraw',
  before: repo.ApplicationRecord | null,
  after: repo.ApplicationRecord,
) =>
  recordAudit(tx, actor, {
    action,
    objectType: 'authorizationApplication',
    objectId: after.id,
    objectName: after.applicationNo,
    objectCompanyId: after.applicantCompanyId,
    before: before ? snapshot(before) : null,
    after: snapshot(after),
  });

const names = (items: Item[]) => items.map((i) => i.label).join('、');

/** authorization/application/save: a distributor's application, starting the grantor's review. */
export async function saveLetterApplication(
  db: Database,
  actor: AuditActor,
  body: LetterApplicationSaveBody,
): Promise<LetterApplicationRow> {
  const { ctx } = actor;
  const started = await db.tenant(ctx.tenantId, async (tx) => {
    const me = (await companyCards(tx, ctx.tenantId, [ctx.companyId])).get(ctx.companyId);
    if (me?.type !== 'AG') throw new DomainError('LETTER_GRANTEE_TYPE', '只有经营企业（经销商）可以申请授权');
    const grantor = (await grantorsOf(tx, ctx)).find((g) => g.id === body.grantorCompanyId);
    if (!grantor) throw new DomainError('APPLICATION_GRANTOR_TYPE');
    if (await repo.pendingOf(tx, ctx.tenantId, ctx.companyId, grantor.id)) throw new DomainError('APPLICATION_PENDING_EXISTS');
    const offer = await grantable(tx, ctx.tenantId, grantor.id, grantor.type);
    const scope = emptyScope();
    for (const id of new Set(body.productIds)) {
      const p = offer.products.find((x) => x.id === id);
      if (!p) throw new DomainError('LETTER_PRODUCT_UNKNOWN', `授权产品（ID ${id}）不存在或不在授权方「${grantor.name}」的可授权范围内`);
      scope.products.push({ value: String(id), label: productLabel(p) });
    }
    for (const code of new Set(body.productLineCodes)) {
      const l = offer.lines.find((x) => x.value === code);
      if (!l) throw new DomainError('LETTER_PRODUCT_UNKNOWN', `授权产品线（${code}）不存在或不在授权方「${grantor.name}」的可授权范围内`);
      scope.productLines.push(l);
    }
    for (const code of new Set(body.regionCodes)) {
      const area = provinceOrCity(code);
      if (!area) throw new DomainError('LETTER_REGION_UNKNOWN', `授权区域（${code}）不存在，请选择省或市`);
      scope.regions.push({ value: code, label: area.name });
    }
    const hospitals = await companyCards(tx, ctx.tenantId, body.hospitalIds);
    for (const id of new Set(body.hospitalIds)) {
      const h = hospitals.get(id);
      if (h?.type !== 'HO') throw new DomainError('LETTER_HOSPITAL_UNKNOWN', `授权医院（ID ${id}）不存在或不是医疗机构`);
      scope.hospitals.push({ value: String(id), label: h.name });
    }
    const row = await repo.insertApplication(tx, {
      tenantId: ctx.tenantId,
      applicationNo: await nextApplicationNo(tx, ctx.tenantId),
      applicantCompanyId: ctx.companyId,
      grantorCompanyId: grantor.id,
      scope,
      validFrom: body.validFrom,
      validTo: body.validTo,
      reason: body.reason,
      appliedBy: ctx.userId,
    });
    await audit(tx, actor, 'create', null, row);
    const instance = await startExamine(tx, {
      tenantId: ctx.tenantId,
      companyId: grantor.id,
      businessCode: AUTHORIZATION_APPLICATION,
      businessId: String(row.id),
      title: `${row.applicationNo} ${me.name}申请授权`,
      data: {
        applicationNo: row.applicationNo,
        applicant: me.name,
        grantor: grantor.name,
        products: names([...scope.products, ...scope.productLines]),
        regions: names(scope.regions) || '全国',
        hospitals: names(scope.hospitals) || '不限',
        period: `${body.validFrom} 至 ${body.validTo}`,
        reason: body.reason,
      },
      ...(screenLink() ? { linkPath: screenLink() } : {}),
      initiatorUserId: ctx.userId,
      initiatorCompanyId: ctx.companyId,
    });
    if (!instance) {
      // no approval configured: approved at once
      await approve(tx, ctx.tenantId, row, ctx.userId);
      return row.id;
    }
    await repo.updateApplication(tx, ctx.tenantId, row.id, { examineId: instance.instanceId });
    return row.id;
  });
  return letterApplicationDetail(db, ctx, started);
}

/** authorization/application/cancel: the applicant withdraws its pending application (the engine's withdraw). */
export async function cancelLetterApplication(db: Database, actor: AuditActor, id: number): Promise<LetterApplicationRow> {
  const { ctx } = actor;
  const running = await db.tenant(ctx.tenantId, async (tx) => {
    const a = await readable(tx, ctx, id);
    if (a.applicantCompanyId !== ctx.companyId) throw new DomainError('APPLICATION_ILLEGAL_STATE', '只有申请方可以撤回授权申请');
    if (a.status !== 'pending')
      throw new DomainError('APPLICATION_ILLEGAL_STATE', `授权申请${APPLICATION_STATUSES[a.status as ApplicationStatus]}，不能撤回`);
    return runningExamineOf(tx, ctx.tenantId, AUTHORIZATION_APPLICATION, String(a.id));
  });
  if (running)
    await screenActor.run(actor, () => withdrawExamine(db, actor, { instanceId: running.instanceId, revision: running.revision }));
  else
    await db.tenant(ctx.tenantId, async (tx) => {
      const a = await readable(tx, ctx, id, true);
      const after = await repo.updateApplication(tx, ctx.tenantId, a.id, { status: 'cancelled', decidedAt: new Date() });
      await audit(tx, actor, 'withdraw', a, after);
    });
  return letterApplicationDetail(db, ctx, id);
}

/** The session reviewing through the application screen: the engine's callback audits under it. */
const screenActor = new AsyncLocalStorage<AuditActor>();

/** authorization/application/review: the grantor's approver approves or rejects (the same instance as the audit centre). */
export async function reviewLetterApplication(
  db: Database,
  actor: AuditActor,
  body: LetterApplicationReviewBody,
): Promise<LetterApplicationRow> {
  const { ctx } = actor;
  const running = await db.tenant(ctx.tenantId, async (tx) => {
    const a = await readable(tx, ctx, body.id);
    if (a.grantorCompanyId !== ctx.companyId) throw new DomainError('APPLICATION_ILLEGAL_STATE', '只有授权方可以审核授权申请');
    const found = a.status === 'pending' ? await runningExamineOf(tx, ctx.tenantId, AUTHORIZATION_APPLICATION, String(a.id)) : null;
    if (!found)
      throw new DomainError('APPLICATION_ILLEGAL_STATE', `授权申请${APPLICATION_STATUSES[a.status as ApplicationStatus]}，不在审核中`);
    return found;
  });
  const reason = body.reason ?? '';
  const decision = body.approved
    ? ({ instanceId: running.instanceId, revision: running.revision, decision: 'approve', comment: reason || undefined } as const)
    : ({ instanceId: running.instanceId, revision: running.revision, decision: 'reject', comment: reason } as const);
  await screenActor.run(actor, () => auditExamine(db, actor, decision));
  return letterApplicationDetail(db, ctx, body.id);
}

const fill = (body: string, values: Record<string, string>) => body.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** Approval: the draft letter of the requested scope for the grantor, the application approved, a todo to stamp. */
async function approve(tx: Tx, tenantId: number, a: repo.ApplicationRecord, userId: number): Promise<repo.ApplicationRecord> {
  const scope = scopeOfRow(a);
  const cards = await companyCards(tx, tenantId, [a.grantorCompanyId, a.applicantCompanyId]);
  const grantor = cards.get(a.grantorCompanyId);
  const grantee = cards.get(a.applicantCompanyId)?.name ?? '';
  // a distributor grants within its own letter: the valid one covering most of the request, the chain by number
  let parent: LetterRecord | undefined;
  if (grantor?.type === 'AG') {
    const { valid, scopes } = await validLettersOf(tx, tenantId, a.grantorCompanyId);
    const wanted = new Set([
      ...scope.products.map((p) => `product:${p.value}`),
      ...scope.productLines.map((l) => `productLine:${l.value}`),
    ]);
    const score = (l: LetterRecord) => (scopes.get(l.id) ?? []).filter((s) => wanted.has(`${s.kind}:${s.value}`)).length;
    parent = [...valid].sort((x, y) => score(y) - score(x) || y.validTo.localeCompare(x.validTo))[0];
  }
  const template = LETTER_TEMPLATES.productSales;
  const letter = await repo.insertLetter(tx, {
    tenantId,
    letterNo: await nextLetterNo(tx, tenantId, await tenantTodayIn(tx, tenantId)),
    grantorCompanyId: a.grantorCompanyId,
    granteeCompanyId: a.applicantCompanyId,
    parentLetterNo: parent?.letterNo ?? null,
    level: parent ? parent.level + 1 : 1,
    templateCode: 'productSales',
    title: template.name,
    bodyText: fill(template.body, {
      grantee,
      products: names([...scope.products, ...scope.productLines]),
      regions: names(scope.regions) || '全国',
      hospitals: names(scope.hospitals) || '各医疗机构',
      validFrom: a.validFrom,
      validTo: a.validTo,
    }),
    validFrom: a.validFrom,
    validTo: a.validTo,
    status: 'draft',
    applicationId: a.id,
    createdBy: userId,
  });
  await insertScopes(tx, tenantId, letter.id, [
    ...scope.products.map((i) => ({ kind: 'product' as const, ...i })),
    ...scope.productLines.map((i) => ({ kind: 'productLine' as const, ...i })),
    ...scope.regions.map((i) => ({ kind: 'region' as const, ...i })),
    ...scope.hospitals.map((i) => ({ kind: 'hospital' as const, ...i })),
  ]);
  await insertLetterEvent(tx, {
    tenantId,
    letterId: letter.id,
    action: 'create',
    companyId: a.grantorCompanyId,
    userId,
    note: `由授权申请 ${a.applicationNo} 生成`,
  });
  const after = await repo.updateApplication(tx, tenantId, a.id, { status: 'approved', letterId: letter.id, decidedAt: new Date() });
  const link = letterLink(letter.id) ?? screenLink() ?? '';
  const admins = await companyAdmins(tx, tenantId, a.grantorCompanyId);
  if (admins.length)
    await raiseTodos(
      tx,
      tenantId,
      admins.map((assigneeUserId) => ({
        companyId: a.grantorCompanyId,
        assigneeUserId,
        assigneeRoleId: null,
        businessCode: 'AUTHORIZATION_STAMP',
        title: `授权申请 ${a.applicationNo} 已通过，请完善并盖章签发授权书（${grantee}）`.slice(0, 200),
        linkPath: link,
      })),
    );
  return after;
}

async function deciderActor(tx: Tx, end: ExamineEnd, companyId: number): Promise<AuditActor> {
  const screen = screenActor.getStore();
  if (screen && screen.ctx.tenantId === end.tenantId && screen.ctx.userId === end.actorUserId) return screen;
  const who = await userNames(tx, end.tenantId, [end.actorUserId]);
  const ctx: Pick<RequestContext, 'tenantId' | 'userId' | 'userName' | 'companyId'> = {
    tenantId: end.tenantId,
    userId: end.actorUserId,
    userName: who.get(end.actorUserId) ?? String(end.actorUserId),
    companyId,
  };
  // recordAudit reads only these fields of the context
  return { ctx: ctx as RequestContext, ip: null };
}

/** The engine's callback when a review ends (in the engine's transaction). */
async function endReview(tx: Tx, end: ExamineEnd): Promise<void> {
  const id = Number(end.businessId);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  const a = await repo.findApplication(tx, end.tenantId, id, true);
  if (!a || a.status !== 'pending' || a.examineId !== end.instanceId) return;
  const after =
    end.status === 'approved'
      ? await approve(tx, end.tenantId, a, end.actorUserId)
      : end.status === 'rejected'
        ? await repo.updateApplication(tx, end.tenantId, id, {
            status: 'rejected',
            rejectReason: end.comment.slice(0, 500) || '审核未通过',
            decidedAt: new Date(),
          })
        : await repo.updateApplication(tx, end.tenantId, id, { status: 'cancelled', decidedAt: new Date() });
  const actor = await deciderActor(tx, end, end.status === 'withdrawn' ? a.applicantCompanyId : a.grantorCompanyId);
  await audit(tx, actor, end.status === 'approved' ? 'approve' : end.status === 'rejected' ? 'reject' : 'withdraw', a, after);
}

registerExamineBusiness({
  code: AUTHORIZATION_APPLICATION,
  defaultDescription: '一步：授权方企业管理员审核',
  defaultSteps: async () => [
    { name: '授权方企业管理员审核', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: true },
  ],
  dataFields: [
    { name: 'applicationNo', label: '申请编号' },
    { name: 'applicant', label: '申请企业' },
    { name: 'grantor', label: '授权方' },
    { name: 'products', label: '授权产品' },
    { name: 'regions', label: '授权区域' },
    { name: 'hospitals', label: '授权医院' },
    { name: 'period', label: '授权期限' },
    { name: 'reason', label: '申请理由' },
  ],
  onEnd: endReview,
});
