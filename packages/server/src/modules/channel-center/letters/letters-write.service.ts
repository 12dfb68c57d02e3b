// Authorisation letters, writing: a grantor (a manufacturer with its own audited products, or a distributor within
// a valid letter it holds) writes a draft from a template or free-form, submits it for the stamp, and once issued
// renews it (a new version waiting for a new stamp), suspends, reinstates or terminates it. What a letter's
// suspension or end does to the letters derived from it is derived (letter-rules letterState), never written to
// them. Every step is a letter event; lifecycle changes are audit-log entries with before and after.
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import { LETTER_TEMPLATES, LETTER_TEMPLATE_CODES, type LetterScopeKind } from '@medportal/contracts/channel/letters.contract';
import { fillLetterTemplate, scopeExceedMessage, type ParentScope } from '@medportal/contracts/channel/letter-scope-rules';
import type {
  LetterAreaOption,
  LetterChangeAnswer,
  LetterDetailWithStamp as LetterDetail,
  LetterOption,
  LetterOptions,
  LetterOptionsBody,
  LetterParentOption,
  LetterProductOption,
  LetterReasonBody,
  LetterReinstateBody,
  LetterRenewBody,
  LetterSaveBody,
  LetterTemplate,
} from '@medportal/contracts/channel/letters-write.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { supplierProductLines } from '../../mall-center/catalogue/catalogue.service.js';
import { areaPathOf, listAreas } from '../../mall-center/areas/areas.service.js';
import { auditedProductsOf } from '../../product-center/products/products.service.js';
import { companyAdmins, roleHolders, rolesGranting } from '../../staff-center/access/approvers.service.js';
import { buttonCodesOf } from '../../staff-center/access/grants.service.js';
import { recordAudit, type AuditActor, type AuditAction } from '../../staff-center/audit/audit.service.js';
import { companyCards, partnerOptions } from '../../staff-center/companies/companies.service.js';
import { raiseTodos } from '../../worktable/todos/todos.service.js';
import { LETTER_BUTTONS, letterDetailOf, letterRowsOf, readableLetter } from './letter-detail.service.js';
import {
  ancestorsOf,
  currentLetterByNo,
  deleteScopes,
  insertLetterEvent,
  insertScopes,
  nextLetterNo,
  scopesOf,
  statesOf,
  type LetterRecord,
  type LetterScopeRecord,
} from './letters.repository.js';
import * as repo from './letters-write.repository.js';

const OBJECT_TYPE = 'authorizationLetter';
const OPTIONS_MAX = 50;
const GENERIC_AREAS = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/** The stamp screen with the letter opened, where the seal users' todo leads (once that screen is built). */
const stampLink = (id: number): string => {
  const path = `/authorization-management/authorized-issuance/authorized-issuance-list/stamp?id=${id}`;
  return isBuiltScreen(path) ? path : '';
};

/** '广东省', '广东省广州市', '北京市朝阳区' (a municipality's 市辖区 skipped); undefined for an unknown code. */
export function areaLabel(code: string): string | undefined {
  const path = areaPathOf(code);
  return path
    ?.map((p) => p.name)
    .filter((n) => !GENERIC_AREAS.has(n))
    .join('');
}

let areaOptions: LetterAreaOption[] | undefined;
/** Provinces and their cities, read once from the area tree. */
const areasOf = (): LetterAreaOption[] =>
  (areaOptions ??= listAreas({}).map((p) => ({
    value: p.code,
    label: p.name,
    children: listAreas({ provinceCode: p.code }).map((c) => ({ value: c.code, label: GENERIC_AREAS.has(c.name) ? p.name : c.name })),
  })));

const productLabel = (p: { name: string; specification: string }) => `${p.name} ${p.specification}`.trim();

/** authorization/letter/templates */
export const letterTemplates = (): LetterTemplate[] =>
  LETTER_TEMPLATE_CODES.map((code) => ({ code, name: LETTER_TEMPLATES[code].name, body: LETTER_TEMPLATES[code].body }));

const grantorTypeOf = (ctx: RequestContext): LetterOptions['grantorType'] =>
  ctx.companyId > 0 && (ctx.companyType === 'FC' || ctx.companyType === 'AG') ? ctx.companyType : 'none';

const entries = (items: readonly LetterScopeRecord[], kind: LetterScopeKind): LetterOption[] =>
  items.filter((s) => s.kind === kind).map((s) => ({ value: s.value, label: s.label }));

/** The manufacturer at the top of a chain: the grantor of the level-1 letter above (or of the letter itself). */
async function manufacturerOf(tx: Tx, tenantId: number, letter: LetterRecord): Promise<number> {
  const chain = (await ancestorsOf(tx, tenantId, [letter])).get(letter.id) ?? [];
  return (chain.at(-1) ?? letter).grantorCompanyId;
}

/** Each valid letter the company holds as grantee with what it may pass on (products of its lines expanded). */
async function parentOptions(tx: Tx, ctx: RequestContext): Promise<LetterParentOption[]> {
  const held = await repo.heldLetters(tx, ctx.tenantId, ctx.companyId);
  const states = await statesOf(tx, ctx.tenantId, held, await tenantTodayIn(tx, ctx.tenantId));
  const valid = held.filter((l) => states.get(l.id) === 'valid');
  const rows = await letterRowsOf(tx, ctx, valid);
  const scopes = await scopesOf(
    tx,
    ctx.tenantId,
    valid.map((l) => l.id),
  );
  const catalogues = new Map<number, Awaited<ReturnType<typeof auditedProductsOf>>>();
  const out: LetterParentOption[] = [];
  for (const [i, l] of valid.entries()) {
    const items = scopes.get(l.id) ?? [];
    const maker = await manufacturerOf(tx, ctx.tenantId, l);
    if (!catalogues.has(maker)) catalogues.set(maker, await auditedProductsOf(tx, ctx.tenantId, maker));
    const lines = entries(items, 'productLine');
    const lineCodes = new Set(lines.map((x) => x.value));
    const named = new Set(items.filter((s) => s.kind === 'product').map((s) => s.value));
    const products: LetterProductOption[] = catalogues
      .get(maker)!
      .filter((p) => named.has(String(p.id)) || (p.productLineCode !== null && lineCodes.has(p.productLineCode)))
      .map((p) => ({ value: String(p.id), label: productLabel(p), lineCode: p.productLineCode }));
    out.push({
      id: l.id,
      letterNo: l.letterNo,
      grantorName: rows[i]!.grantorName,
      level: l.level,
      validFrom: l.validFrom,
      validTo: l.validTo,
      products,
      productLines: lines,
      regions: entries(items, 'region'),
      hospitals: entries(items, 'hospital'),
    });
  }
  return out;
}

/** authorization/letter/options: what the session's company may put into a letter. */
export const letterOptions = (db: Database, ctx: RequestContext, body: LetterOptionsBody): Promise<LetterOptions> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const grantorType = grantorTypeOf(ctx);
    const grantees = (await partnerOptions(tx, ctx.tenantId, 'AG', body.granteeKeyword, OPTIONS_MAX + 1))
      .filter((c) => c.id !== ctx.companyId)
      .slice(0, OPTIONS_MAX)
      .map((c) => ({ value: String(c.id), label: c.name, code: c.code }));
    const hospitals = (await partnerOptions(tx, ctx.tenantId, 'HO', body.hospitalKeyword, OPTIONS_MAX)).map((c) => ({
      value: String(c.id),
      label: c.name,
    }));
    const own = grantorType === 'FC';
    const [products, lines] = own
      ? await Promise.all([auditedProductsOf(tx, ctx.tenantId, ctx.companyId), supplierProductLines(tx, ctx.tenantId, ctx.companyId)])
      : [[], []];
    return {
      grantorType,
      grantees: grantorType === 'none' ? [] : grantees,
      parents: grantorType === 'AG' ? await parentOptions(tx, ctx) : [],
      products: products.map((p) => ({ value: String(p.id), label: productLabel(p), lineCode: p.productLineCode })),
      productLines: lines.map((l) => ({ value: l.code, label: l.name })),
      areas: areasOf(),
      hospitals,
    };
  });

// ---- saving a draft ----

type CheckedScope = {
  products: (LetterOption & { lineCode: string | null })[];
  productLines: LetterOption[];
  regions: LetterOption[];
  hospitals: (LetterOption & { regionCode: string | null })[];
};

const listed = (label: string, values: readonly (string | number)[]) => `${label}：${values.join('、')}`;

/** The parent a distributor derives from: its own valid letter (the current version of the number). */
async function parentOf(tx: Tx, ctx: RequestContext, letterNo: string | null): Promise<LetterRecord | null> {
  if (ctx.companyType === 'FC') {
    if (letterNo !== null) throw new DomainError('LETTER_PARENT_INVALID', '生产企业签发授权书无需选择上级授权书');
    return null;
  }
  if (letterNo === null) throw new DomainError('LETTER_PARENT_REQUIRED');
  const parent = await currentLetterByNo(tx, ctx.tenantId, letterNo);
  if (!parent || parent.granteeCompanyId !== ctx.companyId) throw new DomainError('LETTER_PARENT_INVALID');
  const state = (await statesOf(tx, ctx.tenantId, [parent], await tenantTodayIn(tx, ctx.tenantId))).get(parent.id);
  if (state !== 'valid') throw new DomainError('LETTER_PARENT_INVALID', `上级授权书（${letterNo}）当前不是有效状态，不能转授权`);
  return parent;
}

/** The products, lines, regions and hospitals of a save, each known and named; refused with the unknown ones named. */
async function checkedScope(tx: Tx, ctx: RequestContext, body: LetterSaveBody, parent: LetterRecord | null): Promise<CheckedScope> {
  const productIds = [...new Set(body.products ?? [])];
  const lineCodes = [...new Set(body.productLines ?? [])];
  if (productIds.length === 0 && lineCodes.length === 0) throw new DomainError('LETTER_SCOPE_EMPTY');
  const maker = parent ? await manufacturerOf(tx, ctx.tenantId, parent) : ctx.companyId;
  const catalogue = new Map((await auditedProductsOf(tx, ctx.tenantId, maker)).map((p) => [p.id, p]));
  const missing = productIds.filter((id) => !catalogue.has(id));
  if (missing.length) throw new DomainError('LETTER_PRODUCT_UNKNOWN', `${ERR_PRODUCT}（${listed('产品ID', missing)}）`);
  const lines = new Map((await supplierProductLines(tx, ctx.tenantId, maker)).map((l) => [l.code, l.name]));
  const missingLines = lineCodes.filter((c) => !lines.has(c));
  if (missingLines.length) throw new DomainError('LETTER_PRODUCT_UNKNOWN', `产品线不存在或不属于授权方（${missingLines.join('、')}）`);
  const regionCodes = [...new Set(body.regions ?? [])];
  const regions = regionCodes.map((code) => ({ value: code, label: areaLabel(code) }));
  const unknownRegions = regions.filter((r) => r.label === undefined).map((r) => r.value);
  if (unknownRegions.length) throw new DomainError('LETTER_REGION_UNKNOWN', `授权区域不存在（${unknownRegions.join('、')}）`);
  const hospitalIds = [...new Set(body.hospitals ?? [])];
  const cards = await companyCards(tx, ctx.tenantId, hospitalIds);
  const notHospitals = hospitalIds.filter((id) => cards.get(id)?.type !== 'HO');
  if (notHospitals.length)
    throw new DomainError('LETTER_HOSPITAL_UNKNOWN', `授权医院不存在或不是医疗机构（${listed('ID', notHospitals)}）`);
  return {
    products: productIds.map((id) => {
      const p = catalogue.get(id)!;
      return { value: String(id), label: productLabel(p), lineCode: p.productLineCode };
    }),
    productLines: lineCodes.map((code) => ({ value: code, label: lines.get(code)! })),
    regions: regions.map((r) => ({ value: r.value, label: r.label! })),
    // hospitals carry no area code in the registry: their region is unknown, so the parent's regions accept them
    hospitals: hospitalIds.map((id) => ({ value: String(id), label: cards.get(id)!.name, regionCode: null })),
  };
}
const ERR_PRODUCT = '授权产品不存在、未审核或不属于授权方';

/** The parent's stored scope, for the sub-authorisation check. */
async function parentScope(tx: Tx, tenantId: number, parent: LetterRecord): Promise<ParentScope> {
  const items = (await scopesOf(tx, tenantId, [parent.id])).get(parent.id) ?? [];
  return {
    letterNo: parent.letterNo,
    products: entries(items, 'product'),
    productLines: entries(items, 'productLine'),
    regions: entries(items, 'region'),
    hospitals: entries(items, 'hospital'),
    validFrom: parent.validFrom,
    validTo: parent.validTo,
  };
}

async function checkInsideParent(
  tx: Tx,
  tenantId: number,
  parent: LetterRecord | null,
  scope: CheckedScope,
  period: { validFrom: string; validTo: string },
): Promise<void> {
  if (!parent) return;
  const message = scopeExceedMessage(await parentScope(tx, tenantId, parent), { ...scope, ...period });
  if (message) throw new DomainError('LETTER_SCOPE_EXCEEDS', message);
}

const scopeRows = (s: CheckedScope) => [
  ...s.productLines.map((x) => ({ kind: 'productLine' as const, value: x.value, label: x.label })),
  ...s.products.map((x) => ({ kind: 'product' as const, value: x.value, label: x.label })),
  ...s.regions.map((x) => ({ kind: 'region' as const, value: x.value, label: x.label })),
  ...s.hospitals.map((x) => ({ kind: 'hospital' as const, value: x.value, label: x.label })),
];

/** A template's text filled from the letter's grantee, scope and period. */
const filledBody = (
  templateCode: keyof typeof LETTER_TEMPLATES,
  grantee: string,
  items: readonly { kind: LetterScopeKind; label: string }[],
  period: { validFrom: string; validTo: string },
) =>
  fillLetterTemplate(LETTER_TEMPLATES[templateCode].body, {
    grantee,
    products: items.filter((i) => i.kind === 'productLine' || i.kind === 'product').map((i) => i.label),
    regions: items.filter((i) => i.kind === 'region').map((i) => i.label),
    hospitals: items.filter((i) => i.kind === 'hospital').map((i) => i.label),
    ...period,
  });

/** A letter of the session's company as grantor (locked), or CM1100 / CM1112. */
async function ownLetter(tx: Tx, ctx: RequestContext, id: number): Promise<LetterRecord> {
  const { letter } = await readableLetter(tx, ctx, id, true);
  if (letter.grantorCompanyId !== ctx.companyId) throw new DomainError('LETTER_NOT_GRANTOR');
  return letter;
}

const requireStatus = (letter: LetterRecord, ...allowed: LetterRecord['status'][]) => {
  if (!allowed.includes(letter.status)) throw new DomainError('LETTER_ILLEGAL_STATE');
};

const detailFor = async (db: Database, ctx: RequestContext) => {
  const buttons = await buttonCodesOf(db, ctx);
  return (tx: Tx, id: number) => letterDetailOf(tx, ctx, id, buttons);
};

const snapshot = (l: LetterRecord) => ({
  letterNo: l.letterNo,
  version: l.version,
  status: l.status,
  suspended: l.suspended,
  validFrom: l.validFrom,
  validTo: l.validTo,
  suspendReason: l.suspendReason,
  terminateReason: l.terminateReason,
});

/** authorization/letter/save: create or update a draft (a template's body filled now); checked against the parent. */
export async function saveLetter(db: Database, actor: AuditActor, body: LetterSaveBody): Promise<LetterDetail> {
  const ctx = actor.ctx;
  if (grantorTypeOf(ctx) === 'none') throw new DomainError('LETTER_GRANTOR_TYPE');
  const detail = await detailFor(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const current = body.id === undefined ? undefined : await ownLetter(tx, ctx, body.id);
    if (current) {
      requireStatus(current, 'draft');
      if (body.updatedAt !== undefined && body.updatedAt !== current.updatedAt.toISOString()) throw new DomainError('LETTER_STALE');
    }
    const grantee = (await companyCards(tx, ctx.tenantId, [body.granteeCompanyId])).get(body.granteeCompanyId);
    if (!grantee || grantee.type !== 'AG') throw new DomainError('LETTER_GRANTEE_TYPE');
    if (grantee.id === ctx.companyId) throw new DomainError('LETTER_GRANTEE_TYPE', '被授权方不能是本企业');
    const parent = await parentOf(tx, ctx, body.parentLetterNo ?? null);
    const scope = await checkedScope(tx, ctx, body, parent);
    const period = { validFrom: body.validFrom, validTo: body.validTo };
    await checkInsideParent(tx, ctx.tenantId, parent, scope, period);
    const items = scopeRows(scope);
    const templateCode = body.templateCode;
    const fields = {
      templateCode,
      title: body.title,
      bodyText: templateCode === null ? (body.bodyText ?? '') : filledBody(templateCode, grantee.name, items, period),
      granteeCompanyId: grantee.id,
      parentLetterNo: parent?.letterNo ?? null,
      level: parent ? parent.level + 1 : 1,
      ...period,
      remark: body.remark ?? '',
    };
    const saved = current
      ? await repo.updateLetter(tx, ctx.tenantId, current.id, fields)
      : await repo.insertLetter(tx, {
          ...fields,
          tenantId: ctx.tenantId,
          letterNo: await nextLetterNo(tx, ctx.tenantId, await tenantTodayIn(tx, ctx.tenantId)),
          version: 1,
          isCurrent: true,
          grantorCompanyId: ctx.companyId,
          status: 'draft',
          createdBy: ctx.userId,
        });
    if (current) await deleteScopes(tx, ctx.tenantId, saved.id);
    await insertScopes(tx, ctx.tenantId, saved.id, items);
    await insertLetterEvent(tx, {
      tenantId: ctx.tenantId,
      letterId: saved.id,
      action: current ? 'update' : 'create',
      companyId: ctx.companyId,
      userId: ctx.userId,
    });
    await recordAudit(tx, actor, {
      action: current ? 'update' : 'create',
      objectType: OBJECT_TYPE,
      objectId: saved.id,
      objectName: `${saved.letterNo} ${saved.title}`,
      before: current ? { ...snapshot(current), granteeCompanyId: current.granteeCompanyId, title: current.title } : undefined,
      after: { ...snapshot(saved), granteeCompanyId: saved.granteeCompanyId, title: saved.title, scopes: items },
    });
    return detail(tx, saved.id);
  });
}

/** authorization/letter/delete: a draft only. */
export const deleteLetter = (db: Database, actor: AuditActor, id: number): Promise<null> =>
  db.tenant(actor.ctx.tenantId, async (tx) => {
    const letter = await ownLetter(tx, actor.ctx, id);
    requireStatus(letter, 'draft');
    await repo.deleteLetter(tx, actor.ctx.tenantId, id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: OBJECT_TYPE,
      objectId: id,
      objectName: `${letter.letterNo} ${letter.title}`,
      before: { ...snapshot(letter), granteeCompanyId: letter.granteeCompanyId, title: letter.title },
    });
    return null;
  });

/** The grantor's users who may stamp: holders of cm.auth.issued.stamp through a role, and its administrators. */
async function stampUsers(tx: Tx, tenantId: number, companyId: number): Promise<number[]> {
  const holders = await roleHolders(tx, tenantId, companyId, await rolesGranting(tx, tenantId, companyId, LETTER_BUTTONS.stamp));
  return [...new Set([...holders, ...(await companyAdmins(tx, tenantId, companyId))])].sort((a, b) => a - b);
}

async function askForStamp(tx: Tx, letter: LetterRecord, what: string): Promise<void> {
  const users = await stampUsers(tx, letter.tenantId, letter.grantorCompanyId);
  await raiseTodos(
    tx,
    letter.tenantId,
    users.map((userId) => ({
      companyId: letter.grantorCompanyId,
      assigneeUserId: userId,
      assigneeRoleId: null,
      businessCode: 'AUTHORIZATION_STAMP',
      title: `${what}「${letter.title}」（${letter.letterNo}）待盖章签发`.slice(0, 200),
      linkPath: stampLink(letter.id),
    })),
  );
}

/** authorization/letter/submit: a draft goes to the stamp; the grantor's seal users get a todo. */
export async function submitLetter(db: Database, actor: AuditActor, id: number): Promise<LetterDetail> {
  const ctx = actor.ctx;
  const detail = await detailFor(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const letter = await ownLetter(tx, ctx, id);
    requireStatus(letter, 'draft');
    const saved = await repo.updateLetter(tx, ctx.tenantId, id, { status: 'stamping', submittedAt: new Date() });
    await insertLetterEvent(tx, { tenantId: ctx.tenantId, letterId: id, action: 'submit', companyId: ctx.companyId, userId: ctx.userId });
    await recordAudit(tx, actor, {
      action: 'request',
      objectType: OBJECT_TYPE,
      objectId: id,
      objectName: `${letter.letterNo} ${letter.title}`,
      before: snapshot(letter),
      after: snapshot(saved),
    });
    await askForStamp(tx, saved, '授权书');
    return detail(tx, id);
  });
}

// ---- lifecycle of an issued letter ----

/** The grantor's current letter in force (issued or received), locked. */
async function issuedLetter(tx: Tx, ctx: RequestContext, id: number): Promise<LetterRecord> {
  const letter = await ownLetter(tx, ctx, id);
  requireStatus(letter, 'issued', 'received');
  if (!letter.isCurrent) throw new DomainError('LETTER_ILLEGAL_STATE');
  return letter;
}

/** The current letters derived from a number down the chain, with their state today. */
async function descendantItems(tx: Tx, ctx: RequestContext, letterNo: string): Promise<LetterChangeAnswer['descendants']> {
  const rows = await letterRowsOf(tx, ctx, await repo.descendantsOf(tx, ctx.tenantId, letterNo));
  return rows.map((r) => ({
    id: r.id,
    letterNo: r.letterNo,
    grantorName: r.grantorName,
    granteeName: r.granteeName,
    validFrom: r.validFrom,
    validTo: r.validTo,
    state: r.state,
    stateName: r.stateName,
    level: r.level,
  }));
}

/** authorization/letter/descendants: the letters derived from this one (what ending or suspending it suspends). */
export const letterDescendants = (db: Database, ctx: RequestContext, id: number): Promise<LetterChangeAnswer['descendants']> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const { letter } = await readableLetter(tx, ctx, id);
    return descendantItems(tx, ctx, letter.letterNo);
  });

type Change = { action: 'terminate' | 'suspend' | 'reinstate'; audit: AuditAction; note: string };

async function changeLetter(
  db: Database,
  actor: AuditActor,
  id: number,
  change: Change,
  apply: (letter: LetterRecord) => Parameters<typeof repo.updateLetter>[3],
): Promise<LetterChangeAnswer> {
  const ctx = actor.ctx;
  const detail = await detailFor(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const letter = await issuedLetter(tx, ctx, id);
    const saved = await repo.updateLetter(tx, ctx.tenantId, id, apply(letter));
    await insertLetterEvent(tx, {
      tenantId: ctx.tenantId,
      letterId: id,
      action: change.action,
      companyId: ctx.companyId,
      userId: ctx.userId,
      note: change.note,
    });
    await recordAudit(tx, actor, {
      action: change.audit,
      objectType: OBJECT_TYPE,
      objectId: id,
      objectName: `${letter.letterNo} ${letter.title}`,
      before: snapshot(letter),
      after: { ...snapshot(saved), step: change.action },
    });
    return { letter: await detail(tx, id), descendants: await descendantItems(tx, ctx, letter.letterNo) };
  });
}

/** authorization/letter/terminate: ends an issued letter early (final); the letters derived from it are suspended. */
export const terminateLetter = (db: Database, actor: AuditActor, body: LetterReasonBody) =>
  changeLetter(db, actor, body.id, { action: 'terminate', audit: 'update', note: body.reason }, () => ({
    status: 'terminated',
    terminateReason: body.reason,
    terminatedAt: new Date(),
  }));

/** authorization/letter/suspend: suspends an issued letter (reversible) and with it every letter derived from it. */
export const suspendLetter = (db: Database, actor: AuditActor, body: LetterReasonBody) =>
  changeLetter(db, actor, body.id, { action: 'suspend', audit: 'disable', note: body.reason }, (letter) => {
    if (letter.suspended) throw new DomainError('LETTER_ILLEGAL_STATE', '授权书已暂停');
    return { suspended: true, suspendReason: body.reason };
  });

/** authorization/letter/reinstate: lifts the suspension; derived letters in their period are valid again. */
export const reinstateLetter = (db: Database, actor: AuditActor, body: LetterReinstateBody) =>
  changeLetter(db, actor, body.id, { action: 'reinstate', audit: 'enable', note: body.reason ?? '' }, (letter) => {
    if (!letter.suspended) throw new DomainError('LETTER_ILLEGAL_STATE', '授权书未暂停，无需恢复');
    return { suspended: false, suspendReason: '' };
  });

/**
 * authorization/letter/renew: version n + 1 of the number with the same scope and a later end, waiting for a new
 * stamp (not current until stamped, when the stamp swaps the versions). A distributor stays inside its parent.
 */
export async function renewLetter(db: Database, actor: AuditActor, body: LetterRenewBody): Promise<LetterChangeAnswer> {
  const ctx = actor.ctx;
  const detail = await detailFor(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const letter = await issuedLetter(tx, ctx, body.id);
    if (await repo.newerVersionOf(tx, ctx.tenantId, letter.letterNo, letter.version))
      throw new DomainError('LETTER_ILLEGAL_STATE', '该授权书已有待盖章的续期版本');
    if (body.validTo <= letter.validTo)
      throw new DomainError('LETTER_RENEW_PERIOD', `续期的授权结束日期须晚于原授权结束日期（${letter.validTo}）`);
    const items = (await scopesOf(tx, ctx.tenantId, [letter.id])).get(letter.id) ?? [];
    const period = { validFrom: body.validFrom, validTo: body.validTo };
    if (letter.parentLetterNo !== null) {
      const parent = await currentLetterByNo(tx, ctx.tenantId, letter.parentLetterNo);
      if (!parent) throw new DomainError('LETTER_PARENT_INVALID');
      // the scope was checked when the letter was written: a renewal checks the new period only
      const none = { products: [], productLines: [], regions: [], hospitals: [] };
      const message = scopeExceedMessage({ ...(await parentScope(tx, ctx.tenantId, parent)), ...none }, { ...none, ...period });
      if (message) throw new DomainError('LETTER_SCOPE_EXCEEDS', message);
    }
    const grantee = (await companyCards(tx, ctx.tenantId, [letter.granteeCompanyId])).get(letter.granteeCompanyId)?.name ?? '';
    const renewed = await repo.insertLetter(tx, {
      tenantId: ctx.tenantId,
      letterNo: letter.letterNo,
      version: letter.version + 1,
      isCurrent: false,
      grantorCompanyId: letter.grantorCompanyId,
      granteeCompanyId: letter.granteeCompanyId,
      parentLetterNo: letter.parentLetterNo,
      level: letter.level,
      templateCode: letter.templateCode,
      title: letter.title,
      bodyText:
        letter.templateCode === null
          ? letter.bodyText
          : filledBody(letter.templateCode as keyof typeof LETTER_TEMPLATES, grantee, items, period),
      ...period,
      status: 'stamping',
      remark: body.remark ?? letter.remark,
      applicationId: letter.applicationId,
      createdBy: ctx.userId,
      submittedAt: new Date(),
    });
    await insertScopes(
      tx,
      ctx.tenantId,
      renewed.id,
      items.map((s) => ({ kind: s.kind, value: s.value, label: s.label })),
    );
    const note = `续期至${body.validTo}（第${renewed.version}版）`;
    for (const letterId of [letter.id, renewed.id])
      await insertLetterEvent(tx, {
        tenantId: ctx.tenantId,
        letterId,
        action: 'renew',
        companyId: ctx.companyId,
        userId: ctx.userId,
        note,
      });
    await recordAudit(tx, actor, {
      action: 'create',
      objectType: OBJECT_TYPE,
      objectId: renewed.id,
      objectName: `${letter.letterNo} ${letter.title}`,
      before: snapshot(letter),
      after: snapshot(renewed),
    });
    await askForStamp(tx, renewed, '续期授权书');
    return { letter: await detail(tx, renewed.id), descendants: await descendantItems(tx, ctx, letter.letterNo) };
  });
}
