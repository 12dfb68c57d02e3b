// The first-camp exchange (首营资质交换). A buyer (distributor or hospital) asks a supplier (manufacturer or
// distributor) for its qualification set of a scope — the company's licences, or those and one product's
// registration certificate — (requested), or the supplier offers it. Sending snapshots the supplier's
// current set (each document at its current version) and starts the review in the BUYER company through
// the approval engine (business QUALIFICATION_EXCHANGE; by default one step, the buyer's administrator).
// The engine's end callback approves or rejects the exchange. Every step is an event (append-only) and,
// as an admin change, an audit-log entry.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Page } from '@medportal/contracts/common/envelope';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { EXAMINE_BUSINESS } from '@medportal/contracts/audit/examine-rules';
import {
  EXCHANGE_ACTION_NAMES,
  EXCHANGE_PERMISSION_CODE,
  EXCHANGE_STATUS_NAMES,
  EXCHANGE_SCOPE_NAMES,
  type ExchangeAction,
  type ExchangeDetail,
  type ExchangeDoc,
  type ExchangeIdBody,
  type ExchangeOfferBody,
  type ExchangePageBody,
  type ExchangePair,
  type ExchangeRequestBody,
  type ExchangeReviewBody,
  type ExchangeRow,
  type ExchangeScope,
  type ExchangeSendBody,
  type ExchangeSide,
  type ExchangeStatus,
  type ForceQualification,
} from '@medportal/contracts/channel/exchanges.contract';
import { QUALIFICATION_FILE_TYPE_NAMES, type QualificationFileType } from '@medportal/contracts/channel/qualification-files.contract';
import { CERTIFICATE_KIND_NAMES, type CertificateKind } from '@medportal/contracts/product/certificate-rules';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { auditExamine, runningExamineOf, startExamine } from '../../audit-center/examine/engine.service.js';
import { registerExamineBusiness, type ExamineEnd } from '../../audit-center/examine/engine-registry.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { exchangeCertificates } from '../../product-center/certificates/certificates.service.js';
import { exchangeProducts } from '../../product-center/products/products.service.js';
import { companyAdmins, userNames } from '../../staff-center/access/approvers.service.js';
import { buttonCodesOf } from '../../staff-center/access/grants.service.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { companyCards, companyIdsNamed } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { forcingSuppliersOf, subscriptionsOf } from './exchange-gate.service.js';
import * as repo from './exchanges.repository.js';

export const QUALIFICATION_EXCHANGE = 'QUALIFICATION_EXCHANGE' satisfies keyof typeof EXAMINE_BUSINESS;

const BUYER_TYPES = new Set(['AG', 'HO']);
const SUPPLIER_TYPES = new Set(['FC', 'AG']);

/** The exchange page with the exchange opened, where an approver's link leads (once that screen is built). */
const exchangeLink = (id: number): string | undefined => {
  const path = `/channelManagement/qualification/addtional?id=${id}`;
  return isBuiltScreen(path) ? path : undefined;
};

type Party = { id: number; code: string; name: string; type: string };

async function partyOf(tx: Tx, tenantId: number, id: number): Promise<Party> {
  const c = (await companyCards(tx, tenantId, [id])).get(id);
  if (!c) throw new DomainError('EXCHANGE_COMPANY_UNKNOWN');
  return c;
}

const sideOf = (ctx: RequestContext, e: repo.ExchangeRecord): ExchangeSide =>
  e.supplierCompanyId === ctx.companyId ? 'supplier' : 'buyer';

/** The session sees an exchange of its company (either side); the platform sees all. */
const mayRead = (ctx: RequestContext, e: repo.ExchangeRecord) =>
  isPlatformSession(ctx) || e.buyerCompanyId === ctx.companyId || e.supplierCompanyId === ctx.companyId;

async function readable(tx: Tx, ctx: RequestContext, id: number, forUpdate = false): Promise<repo.ExchangeRecord> {
  const e = await repo.findExchange(tx, ctx.tenantId, id, forUpdate);
  if (!e || !mayRead(ctx, e)) throw new DomainError('EXCHANGE_NOT_FOUND');
  return e;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function rowsOf(tx: Tx, ctx: RequestContext, list: repo.ExchangeRecord[]): Promise<ExchangeRow[]> {
  const cards = await companyCards(
    tx,
    ctx.tenantId,
    list.flatMap((e) => [e.buyerCompanyId, e.supplierCompanyId]),
  );
  const products = await exchangeProducts(
    tx,
    ctx.tenantId,
    list.flatMap((e) => (e.productId === null ? [] : [e.productId])),
  );
  return list.map((e) => ({
    id: e.id,
    exchangeNo: e.exchangeNo,
    buyerCompanyId: e.buyerCompanyId,
    buyerName: cards.get(e.buyerCompanyId)?.name ?? '',
    supplierCompanyId: e.supplierCompanyId,
    supplierName: cards.get(e.supplierCompanyId)?.name ?? '',
    scope: e.scope as ExchangeScope,
    productId: e.productId,
    productName: e.productId === null ? null : (products.get(e.productId)?.name ?? null),
    initiator: e.initiator as ExchangeSide,
    status: e.status as ExchangeStatus,
    statusName: EXCHANGE_STATUS_NAMES[e.status as ExchangeStatus],
    side: sideOf(ctx, e),
    requestNote: e.requestNote,
    rejectReason: e.rejectReason,
    createdAt: e.createdAt.toISOString(),
    sentAt: iso(e.sentAt),
    decidedAt: iso(e.decidedAt),
  }));
}

const docTypeName = (kind: string, type: string) =>
  kind === 'file'
    ? (QUALIFICATION_FILE_TYPE_NAMES[type as QualificationFileType] ?? type)
    : (CERTIFICATE_KIND_NAMES[type as CertificateKind] ?? type);

/**
 * The set a supplier would send now for a subject: its current qualification files and, for a product
 * exchange, the product's certificate at its current version. Refused without a business licence.
 */
async function currentSetOf(
  tx: Tx,
  tenantId: number,
  supplierId: number,
  productId: number | null,
  requireLicence = true,
): Promise<repo.NewExchangeItem[]> {
  const heads = await repo.fileHeadsOf(tx, tenantId, [supplierId]);
  if (requireLicence && !heads.some((h) => h.fileType === 'business_license')) throw new DomainError('EXCHANGE_NO_LICENCE');
  const out: repo.NewExchangeItem[] = heads.map((h) => ({
    docKind: 'file',
    docId: h.id,
    version: h.currentVersion,
    docType: h.fileType,
    docNo: h.fileNo,
    validTo: h.validTo,
  }));
  if (productId !== null) {
    const product = (await exchangeProducts(tx, tenantId, [productId])).get(productId);
    const certId = product?.certificateId ?? null;
    const cert = certId === null ? undefined : (await exchangeCertificates(tx, tenantId, [certId])).get(certId);
    if (cert)
      out.push({
        docKind: 'certificate',
        docId: cert.id,
        version: cert.currentVersion,
        docType: cert.kind,
        docNo: cert.certNo,
        validTo: cert.expiryDate,
      });
  }
  return out;
}

/** Items of a set as the contract shows them, each with whether a newer version exists now. */
async function docsOf(tx: Tx, tenantId: number, supplierId: number, list: repo.NewExchangeItem[]): Promise<ExchangeDoc[]> {
  const heads = new Map((await repo.fileHeadsOf(tx, tenantId, [supplierId])).map((h) => [h.id, h]));
  const certs = await exchangeCertificates(
    tx,
    tenantId,
    list.filter((i) => i.docKind === 'certificate').map((i) => i.docId),
  );
  return list.map((i) => {
    const now = i.docKind === 'file' ? heads.get(i.docId)?.currentVersion : certs.get(i.docId)?.currentVersion;
    return {
      docKind: i.docKind as ExchangeDoc['docKind'],
      docId: i.docId,
      version: i.version,
      docType: i.docType,
      docTypeName: docTypeName(i.docKind, i.docType),
      docNo: i.docNo,
      validTo: i.validTo ?? null,
      superseded: now !== undefined && now > i.version,
    };
  });
}

/** A product exchange's product: one of the manufacturer's audited products, or any audited product a distributor sells. */
async function checkSubject(
  tx: Tx,
  tenantId: number,
  supplier: Party,
  scope: ExchangeScope,
  productId: number | undefined,
): Promise<number | null> {
  if (scope === 'company') return null;
  if (productId === undefined) throw new DomainError('EXCHANGE_PRODUCT_REQUIRED');
  const p = (await exchangeProducts(tx, tenantId, [productId])).get(productId);
  if (!p || !p.audited || (supplier.type === 'FC' && p.manufacturerCompanyId !== supplier.id)) throw new DomainError('EXCHANGE_PRODUCT');
  return p.id;
}

function checkParties(buyer: Party, supplier: Party) {
  if (buyer.id === supplier.id) throw new DomainError('EXCHANGE_SELF');
  if (!SUPPLIER_TYPES.has(supplier.type)) throw new DomainError('EXCHANGE_SUPPLIER_TYPE');
  if (!BUYER_TYPES.has(buyer.type)) throw new DomainError('EXCHANGE_BUYER_TYPE');
}

const isOpenViolation = (err: unknown): boolean => {
  for (
    let e = err as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505')
      return (e.constraint ?? e.constraint_name ?? 'qualification_exchanges_one_open') === 'qualification_exchanges_one_open';
  }
  return false;
};

/** A new exchange of a pair and subject; a second open one is refused in words (the partial unique index backs it). */
async function createExchange(tx: Tx, ctx: RequestContext, values: Omit<repo.NewExchange, 'tenantId' | 'exchangeNo'>) {
  const key = {
    buyerCompanyId: values.buyerCompanyId,
    supplierCompanyId: values.supplierCompanyId,
    scope: values.scope,
    productId: values.productId ?? null,
  };
  if (await repo.openExchangeOf(tx, ctx.tenantId, key)) throw new DomainError('EXCHANGE_OPEN_EXISTS');
  const exchangeNo = await repo.nextExchangeNo(tx, ctx.tenantId, await tenantTodayIn(tx, ctx.tenantId));
  try {
    return await repo.insertExchange(tx, { ...values, tenantId: ctx.tenantId, exchangeNo });
  } catch (err) {
    if (isOpenViolation(err)) throw new DomainError('EXCHANGE_OPEN_EXISTS');
    throw err;
  }
}

async function addEvent(
  tx: Tx,
  ctx: Pick<RequestContext, 'tenantId' | 'userId' | 'userName'>,
  e: repo.ExchangeRecord,
  action: ExchangeAction,
  companyId: number,
  note = '',
) {
  await repo.insertEvent(tx, {
    tenantId: ctx.tenantId,
    exchangeId: e.id,
    action,
    companyId,
    userId: ctx.userId || null,
    userName: ctx.userName.slice(0, 64),
    note: note.slice(0, 500),
  });
}

const snapshot = (e: repo.ExchangeRecord) => ({
  status: e.status,
  scope: e.scope,
  productId: e.productId,
  rejectReason: e.rejectReason,
  examineId: e.examineId,
});

async function audit(
  tx: Tx,
  actor: AuditActor,
  action: 'create' | 'request' | 'approve' | 'reject' | 'withdraw' | 'update',
  before: repo.ExchangeRecord | null,
  after: repo.ExchangeRecord,
) {
  await recordAudit(tx, actor, {
    action,
    objectType: 'qualificationExchange',
    objectId: after.id,
    objectName: after.exchangeNo,
    objectCompanyId: after.buyerCompanyId,
    before: before ? snapshot(before) : null,
    after: snapshot(after),
  });
}

/** Snapshots the supplier's current set into the exchange and starts the buyer's review. */
async function sendSet(tx: Tx, ctx: RequestContext, e: repo.ExchangeRecord): Promise<repo.ExchangeRecord> {
  const set = await currentSetOf(tx, ctx.tenantId, e.supplierCompanyId, e.productId);
  await repo.insertItems(tx, ctx.tenantId, e.id, set);
  const cards = await companyCards(tx, ctx.tenantId, [e.buyerCompanyId, e.supplierCompanyId]);
  const product = e.productId === null ? undefined : (await exchangeProducts(tx, ctx.tenantId, [e.productId])).get(e.productId);
  const started = await startExamine(tx, {
    tenantId: ctx.tenantId,
    companyId: e.buyerCompanyId,
    businessCode: QUALIFICATION_EXCHANGE,
    businessId: String(e.id),
    title: `${e.exchangeNo} ${cards.get(e.supplierCompanyId)?.name ?? ''}${EXCHANGE_SCOPE_NAMES[e.scope as ExchangeScope]}`,
    data: {
      exchangeNo: e.exchangeNo,
      supplier: cards.get(e.supplierCompanyId)?.name ?? '',
      buyer: cards.get(e.buyerCompanyId)?.name ?? '',
      scope: EXCHANGE_SCOPE_NAMES[e.scope as ExchangeScope],
      product: product ? `${product.code} ${product.name}` : '',
      documents: set.map((i) => `${docTypeName(i.docKind, i.docType)} ${i.docNo}（第${i.version}版）`).join('；'),
    },
    ...(exchangeLink(e.id) ? { linkPath: exchangeLink(e.id) } : {}),
    initiatorUserId: ctx.userId,
    initiatorCompanyId: ctx.companyId,
  });
  const now = new Date();
  if (!started) return repo.updateExchange(tx, ctx.tenantId, e.id, { status: 'approved', sentBy: ctx.userId, sentAt: now, decidedAt: now });
  return repo.updateExchange(tx, ctx.tenantId, e.id, {
    status: 'reviewing',
    sentBy: ctx.userId,
    sentAt: now,
    examineId: started.instanceId,
  });
}

/** 发起首营: the session's company (buyer) asks a supplier for its set. */
export async function requestExchange(db: Database, actor: AuditActor, body: ExchangeRequestBody): Promise<ExchangeDetail> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const buyer = await partyOf(tx, ctx.tenantId, ctx.companyId).catch(() => {
      throw new DomainError('EXCHANGE_BUYER_TYPE');
    });
    const supplier = await partyOf(tx, ctx.tenantId, body.supplierCompanyId);
    checkParties(buyer, supplier);
    const scope = body.scope;
    const productId = await checkSubject(tx, ctx.tenantId, supplier, scope, body.productId);
    const e = await createExchange(tx, ctx, {
      buyerCompanyId: buyer.id,
      supplierCompanyId: supplier.id,
      scope,
      productId,
      initiator: 'buyer',
      status: 'requested',
      requestNote: body.requestNote ?? '',
      requestedBy: ctx.userId,
    });
    await addEvent(tx, ctx, e, 'request', buyer.id, e.requestNote);
    await audit(tx, actor, 'create', null, e);
    return detailOf(tx, ctx, e);
  });
}

/** 主动提供资质: the session's company (supplier) offers its current set to a buyer; the buyer's review starts. */
export async function offerExchange(db: Database, actor: AuditActor, body: ExchangeOfferBody): Promise<ExchangeDetail> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const supplier = await partyOf(tx, ctx.tenantId, ctx.companyId).catch(() => {
      throw new DomainError('EXCHANGE_SUPPLIER_TYPE');
    });
    const buyer = await partyOf(tx, ctx.tenantId, body.buyerCompanyId);
    checkParties(buyer, supplier);
    const productId = await checkSubject(tx, ctx.tenantId, supplier, body.scope, body.productId);
    const e = await createExchange(tx, ctx, {
      buyerCompanyId: buyer.id,
      supplierCompanyId: supplier.id,
      scope: body.scope,
      productId,
      initiator: 'supplier',
      status: 'requested',
      requestNote: body.requestNote ?? '',
      requestedBy: ctx.userId,
    });
    const sent = await sendSet(tx, ctx, e);
    await addEvent(tx, ctx, sent, 'offer', supplier.id, e.requestNote);
    await audit(tx, actor, 'create', null, sent);
    return detailOf(tx, ctx, sent);
  });
}

/** 资质交换: the supplier sends its current set for a requested exchange. */
export async function sendExchange(db: Database, actor: AuditActor, body: ExchangeSendBody): Promise<ExchangeDetail> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const e = await readable(tx, ctx, body.id, true);
    if (e.supplierCompanyId !== ctx.companyId) throw new DomainError('EXCHANGE_WRONG_PARTY', '只有供应方可以发送资质');
    if (e.status !== 'requested')
      throw new DomainError('EXCHANGE_ILLEGAL_STATE', `首营记录${EXCHANGE_STATUS_NAMES[e.status as ExchangeStatus]}，不能再发送资质`);
    const sent = await sendSet(tx, ctx, e);
    await addEvent(tx, ctx, sent, 'send', ctx.companyId, body.note ?? '');
    await audit(tx, actor, 'request', e, sent);
    return detailOf(tx, ctx, sent);
  });
}

/** 撤回: the buyer withdraws its request before the supplier sent the set. */
export async function cancelExchange(db: Database, actor: AuditActor, body: ExchangeIdBody): Promise<ExchangeDetail> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const e = await readable(tx, ctx, body.id, true);
    if (e.buyerCompanyId !== ctx.companyId) throw new DomainError('EXCHANGE_WRONG_PARTY', '只有发起首营的采购方可以撤回');
    if (e.status !== 'requested')
      throw new DomainError(
        'EXCHANGE_ILLEGAL_STATE',
        `首营记录${EXCHANGE_STATUS_NAMES[e.status as ExchangeStatus]}，不能撤回（供应方发送资质后不能撤回）`,
      );
    const after = await repo.updateExchange(tx, ctx.tenantId, e.id, { status: 'cancelled', decidedAt: new Date() });
    await addEvent(tx, ctx, after, 'cancel', ctx.companyId);
    await audit(tx, actor, 'withdraw', e, after);
    return detailOf(tx, ctx, after);
  });
}

/** The session reviewing through the exchange screen: the engine's callback audits the exchange under it. */
const screenActor = new AsyncLocalStorage<AuditActor>();

/** The buyer's approver approves or rejects a set under review (the same instance as the audit centre). */
export async function reviewExchange(db: Database, actor: AuditActor, body: ExchangeReviewBody): Promise<ExchangeDetail> {
  const { ctx } = actor;
  const running = await db.tenant(ctx.tenantId, async (tx) => {
    const e = await readable(tx, ctx, body.id);
    if (e.buyerCompanyId !== ctx.companyId) throw new DomainError('EXCHANGE_WRONG_PARTY', '只有采购方可以审核首营资质');
    const found = e.status === 'reviewing' ? await runningExamineOf(tx, ctx.tenantId, QUALIFICATION_EXCHANGE, String(e.id)) : null;
    if (!found) throw new DomainError('EXCHANGE_ILLEGAL_STATE', `首营记录${EXCHANGE_STATUS_NAMES[e.status as ExchangeStatus]}，不在审核中`);
    return found;
  });
  const reason = body.reason ?? '';
  const decision = body.approved
    ? ({ instanceId: running.instanceId, revision: running.revision, decision: 'approve', comment: reason || undefined } as const)
    : ({ instanceId: running.instanceId, revision: running.revision, decision: 'reject', comment: reason } as const);
  await screenActor.run(actor, () => auditExamine(db, actor, decision));
  return db.tenant(ctx.tenantId, async (tx) => detailOf(tx, ctx, await readable(tx, ctx, body.id)));
}

async function deciderActor(tx: Tx, end: ExamineEnd, companyId: number): Promise<AuditActor> {
  const screen = screenActor.getStore();
  if (screen && screen.ctx.tenantId === end.tenantId && screen.ctx.userId === end.actorUserId) return screen;
  const names = await userNames(tx, end.tenantId, [end.actorUserId]);
  const who: Pick<RequestContext, 'tenantId' | 'userId' | 'userName' | 'companyId'> = {
    tenantId: end.tenantId,
    userId: end.actorUserId,
    userName: names.get(end.actorUserId) ?? String(end.actorUserId),
    companyId,
  };
  // recordAudit reads only these fields of the context
  return { ctx: who as RequestContext, ip: null };
}

/** The engine's callback when a review ends (in the engine's transaction). */
async function endReview(tx: Tx, end: ExamineEnd): Promise<void> {
  const id = Number(end.businessId);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  const e = await repo.findExchange(tx, end.tenantId, id, true);
  if (!e || e.status !== 'reviewing' || e.examineId !== end.instanceId) return;
  const now = new Date();
  const after =
    end.status === 'approved'
      ? await repo.updateExchange(tx, end.tenantId, id, { status: 'approved', decidedAt: now })
      : end.status === 'rejected'
        ? await repo.updateExchange(tx, end.tenantId, id, {
            status: 'rejected',
            rejectReason: end.comment.slice(0, 500) || '审核未通过',
            decidedAt: now,
          })
        : await repo.updateExchange(tx, end.tenantId, id, { status: 'cancelled', decidedAt: now });
  const actor = await deciderActor(tx, end, end.status === 'withdrawn' ? e.supplierCompanyId : e.buyerCompanyId);
  const action: ExchangeAction = end.status === 'approved' ? 'approve' : end.status === 'rejected' ? 'reject' : 'cancel';
  await addEvent(tx, actor.ctx, after, action, actor.ctx.companyId, action === 'reject' ? after.rejectReason : end.comment);
  await audit(tx, actor, end.status === 'approved' ? 'approve' : end.status === 'rejected' ? 'reject' : 'withdraw', e, after);
}

registerExamineBusiness({
  code: QUALIFICATION_EXCHANGE,
  defaultDescription: '一步：采购方企业管理员审核',
  defaultSteps: async () => [
    { name: '企业管理员审核', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: true },
  ],
  dataFields: [
    { name: 'exchangeNo', label: '首营编号' },
    { name: 'supplier', label: '供应商' },
    { name: 'buyer', label: '采购方' },
    { name: 'scope', label: '首营类型' },
    { name: 'product', label: '产品' },
    { name: 'documents', label: '资质证照（版本）' },
  ],
  onEnd: endReview,
});

async function detailOf(tx: Tx, ctx: RequestContext, e: repo.ExchangeRecord): Promise<ExchangeDetail> {
  const [row] = await rowsOf(tx, ctx, [e]);
  const items = await repo.itemsOf(tx, ctx.tenantId, [e.id]);
  const events = await repo.eventsOf(tx, ctx.tenantId, e.id);
  const cards = await companyCards(
    tx,
    ctx.tenantId,
    events.map((v) => v.companyId),
  );
  const history = (await repo.exchangesOfPair(tx, ctx.tenantId, e.buyerCompanyId, e.supplierCompanyId)).filter((h) => h.id !== e.id);
  return {
    ...row!,
    items: await docsOf(tx, ctx.tenantId, e.supplierCompanyId, items),
    events: events.map((v) => ({
      action: v.action as ExchangeAction,
      actionName: EXCHANGE_ACTION_NAMES[v.action as ExchangeAction],
      companyName: cards.get(v.companyId)?.name ?? '',
      userName: v.userName,
      note: v.note,
      createdAt: v.createdAt.toISOString(),
    })),
    history: await rowsOf(tx, ctx, history),
    examineId: e.examineId,
  };
}

export const exchangeDetail = (db: Database, ctx: RequestContext, id: number): Promise<ExchangeDetail> =>
  db.tenant(ctx.tenantId, async (tx) => detailOf(tx, ctx, await readable(tx, ctx, id)));

export async function exchangePage(db: Database, ctx: RequestContext, body: ExchangePageBody): Promise<Page<ExchangeRow>> {
  const pageNum = body.pageNum ?? 1;
  const pageSize = body.pageSize ?? 20;
  return db.tenant(ctx.tenantId, async (tx) => {
    const filter: repo.ExchangeListFilter = {
      tenantId: ctx.tenantId,
      companyId: isPlatformSession(ctx) ? null : ctx.companyId,
      side: body.side,
      status: body.status,
      scope: body.scope,
      exchangeNo: body.exchangeNo || undefined,
      counterpartyIds: body.counterpartyName ? await companyIdsNamed(tx, ctx.tenantId, body.counterpartyName) : undefined,
    };
    const total = await repo.countExchanges(tx, filter);
    const list = await repo.listExchanges(tx, filter, (pageNum - 1) * pageSize, pageSize);
    return {
      content: await rowsOf(tx, ctx, list),
      totalElements: total,
      totalPages: Math.ceil(total / pageSize),
      size: pageSize,
      number: pageNum - 1,
      numberOfElements: list.length,
    };
  });
}

/** Each counterparty of the session's company with its latest exchange and whether the buyer is forced. */
export async function exchangePairs(db: Database, ctx: RequestContext): Promise<ExchangePair[]> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const latest = await repo.latestPerCounterparty(tx, ctx.tenantId, ctx.companyId);
    const subs = [
      ...(await subscriptionsOf(tx, ctx.tenantId, { buyerId: ctx.companyId })),
      ...(await subscriptionsOf(tx, ctx.tenantId, { supplierId: ctx.companyId })),
    ];
    const cards = await companyCards(
      tx,
      ctx.tenantId,
      latest.map((l) => l.counterpartyId),
    );
    const pairOf = (side: ExchangeSide, other: number) =>
      subs.filter((s) =>
        side === 'buyer'
          ? s.exchange.buyerCompanyId === ctx.companyId && s.exchange.supplierCompanyId === other
          : s.exchange.supplierCompanyId === ctx.companyId && s.exchange.buyerCompanyId === other,
      );
    return latest
      .map((l) => {
        const mine = pairOf(l.side, l.counterpartyId);
        const approved = mine.map((s) => s.exchange.decidedAt).filter((d): d is Date => d !== null);
        return {
          companyId: l.counterpartyId,
          companyName: cards.get(l.counterpartyId)?.name ?? '',
          side: l.side,
          latestStatus: l.exchange.status as ExchangeStatus,
          latestExchangeId: l.exchange.id,
          approvedAt: approved.length ? new Date(Math.max(...approved.map((d) => d.getTime()))).toISOString() : null,
          forced: mine.some((s) => s.forced),
        };
      })
      .sort((a, b) => a.companyName.localeCompare(b.companyName, 'zh-CN'));
  });
}

/** What the session's company would send now for a subject (its current set). */
export async function exchangeCurrentSet(
  db: Database,
  ctx: RequestContext,
  body: { scope: ExchangeScope; productId?: number | undefined },
): Promise<ExchangeDoc[]> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const me = await partyOf(tx, ctx.tenantId, ctx.companyId).catch(() => {
      throw new DomainError('EXCHANGE_SUPPLIER_TYPE');
    });
    if (!SUPPLIER_TYPES.has(me.type)) throw new DomainError('EXCHANGE_SUPPLIER_TYPE');
    const productId = await checkSubject(tx, ctx.tenantId, me, body.scope, body.productId);
    return docsOf(tx, ctx.tenantId, me.id, await currentSetOf(tx, ctx.tenantId, me.id, productId));
  });
}

/** qualification/checkForceQualification: whether the session's company must complete a new exchange first. */
export async function checkForceQualification(db: Database, ctx: RequestContext): Promise<ForceQualification> {
  if (ctx.companyId === 0 || isPlatformSession(ctx)) return { forceQualification: false, suppliers: [], hasPermission: false };
  const suppliers = await db.tenant(ctx.tenantId, (tx) => forcingSuppliersOf(tx, ctx.tenantId, ctx.companyId));
  const hasPermission = (await buttonCodesOf(db, ctx)).has(EXCHANGE_PERMISSION_CODE);
  return { forceQualification: suppliers.length > 0, suppliers, hasPermission };
}

export type SeedExchange = {
  buyerCompanyId: number;
  supplierCompanyId: number;
  scope?: ExchangeScope;
  productId?: number | null;
  initiator?: ExchangeSide;
  status: ExchangeStatus;
  requestNote?: string;
  rejectReason?: string;
  /** when it was asked for (the steps follow an hour apart) */
  at?: Date;
};

const HOUR_MS = 3_600_000;

/**
 * For the demo seed and test fixtures: an exchange in a given state, acted by the parties' administrators
 * in the caller's transaction — a reviewing one through the engine (its instance runs), an approved or
 * rejected one with the supplier's current set (a supplier without a business licence sends its files as
 * they are). Not an admin change: no audit-log entries.
 */
export async function seedExchange(tx: Tx, tenantId: number, s: SeedExchange): Promise<repo.ExchangeRecord> {
  const actorOf = async (companyId: number): Promise<RequestContext> => {
    const [userId] = await companyAdmins(tx, tenantId, companyId);
    const names = userId === undefined ? new Map<number, string>() : await userNames(tx, tenantId, [userId]);
    return {
      tenantId,
      userId: userId ?? 0,
      userName: (userId !== undefined && names.get(userId)) || 'seed',
      companyId,
      companyType: null,
      positionId: null,
      appId: 0,
      isAdmin: true,
      isPlatformAdmin: false,
      roleIds: [],
      mustChangePassword: false,
      catalogueVersion: 0,
      tokenHash: '',
      expiresAt: new Date(),
    };
  };
  const buyer = await actorOf(s.buyerCompanyId);
  const supplier = await actorOf(s.supplierCompanyId);
  const at = s.at ?? new Date();
  const step = (n: number) => new Date(at.getTime() + n * HOUR_MS);
  const initiator = s.initiator ?? 'buyer';
  const first = initiator === 'buyer' ? buyer : supplier;
  let e = await repo.insertExchange(tx, {
    tenantId,
    exchangeNo: await repo.nextExchangeNo(tx, tenantId, await tenantTodayIn(tx, tenantId, at)),
    buyerCompanyId: s.buyerCompanyId,
    supplierCompanyId: s.supplierCompanyId,
    scope: s.scope ?? 'company',
    productId: s.productId ?? null,
    initiator,
    status: 'requested',
    requestNote: s.requestNote ?? '',
    requestedBy: first.userId || null,
    createdAt: at,
  });
  const event = (who: RequestContext, action: ExchangeAction, n: number, note = '') =>
    repo.insertEvent(tx, {
      tenantId,
      exchangeId: e.id,
      action,
      companyId: who.companyId,
      userId: who.userId || null,
      userName: who.userName,
      note,
      createdAt: step(n),
    });
  if (initiator === 'buyer') await event(buyer, 'request', 0, e.requestNote);
  if (s.status === 'requested') return e;
  if (s.status === 'cancelled') {
    await event(buyer, 'cancel', 1);
    return repo.updateExchange(tx, tenantId, e.id, { status: 'cancelled', decidedAt: step(1) });
  }
  const sendAction: ExchangeAction = initiator === 'buyer' ? 'send' : 'offer';
  if (s.status === 'reviewing') {
    e = await sendSet(tx, supplier, e);
    await event(supplier, sendAction, 1, initiator === 'supplier' ? e.requestNote : '');
    return e;
  }
  await repo.insertItems(tx, tenantId, e.id, await currentSetOf(tx, tenantId, s.supplierCompanyId, e.productId, false));
  await event(supplier, sendAction, 1, initiator === 'supplier' ? e.requestNote : '');
  const reason = s.status === 'rejected' ? (s.rejectReason ?? '审核未通过') : '';
  await event(buyer, s.status === 'approved' ? 'approve' : 'reject', 2, reason);
  return repo.updateExchange(tx, tenantId, e.id, {
    status: s.status,
    rejectReason: reason,
    sentBy: supplier.userId || null,
    sentAt: step(1),
    decidedAt: step(2),
  });
}
