// A letter as its readers see it: list rows (names, derived state, days left, scope summaries, the session's side)
// and the detail (body, scopes, steps, the chain above and below, versions, and what the session may do now).
// Who may read a letter: its grantor, its grantee, the grantor of any letter above it in the chain (a manufacturer
// sees the letters derived from its own) and the platform.
import { letterEventName } from '@medportal/contracts/channel/letter-events';
import { LETTER_STATES, LETTER_STATUSES, type LetterRow, type LetterState } from '@medportal/contracts/channel/letters.contract';
import type { LetterDetailWithStamp as LetterDetail } from '@medportal/contracts/channel/letters-write.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { userNames } from '../../staff-center/access/approvers.service.js';
import { buttonCodesOf } from '../../staff-center/access/grants.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import {
  ancestorsOf,
  eventsOf,
  findLetter,
  scopesOf,
  statesOf,
  versionsOfLetter,
  type LetterRecord,
  type LetterScopeRecord,
} from './letters.repository.js';
import { childrenOf, newerVersionOf } from './letters-write.repository.js';

/** The buttons that open a letter's actions (catalogue, app CM001). */
export const LETTER_BUTTONS = {
  edit: 'cm.auth.issued.edit',
  stamp: 'cm.auth.issued.stamp',
  manage: 'cm.auth.issued.manage',
  receive: 'cm.auth.received.confirm',
} as const;

/** Whole days from `today` to `to` ('YYYY-MM-DD'; negative once past). */
export const daysFrom = (today: string, to: string): number =>
  Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

const labels = (items: readonly LetterScopeRecord[], kinds: readonly string[]) =>
  items.filter((s) => kinds.includes(s.kind)).map((s) => s.label || s.value);

/** Each letter as a list row for the session: names, derived state on the tenant's today, summaries, side. */
export async function letterRowsOf(tx: Tx, ctx: RequestContext, records: readonly LetterRecord[]): Promise<LetterRow[]> {
  if (records.length === 0) return [];
  const today = await tenantTodayIn(tx, ctx.tenantId);
  const states = await statesOf(tx, ctx.tenantId, records, today);
  const scopes = await scopesOf(
    tx,
    ctx.tenantId,
    records.map((r) => r.id),
  );
  const cards = await companyCards(
    tx,
    ctx.tenantId,
    records.flatMap((r) => [r.grantorCompanyId, r.granteeCompanyId]),
  );
  return records.map((r) => {
    const items = scopes.get(r.id) ?? [];
    const state = states.get(r.id) ?? 'notIssued';
    const regions = labels(items, ['region']);
    return {
      id: r.id,
      letterNo: r.letterNo,
      version: r.version,
      title: r.title,
      templateCode: r.templateCode,
      grantorCompanyId: r.grantorCompanyId,
      grantorName: cards.get(r.grantorCompanyId)?.name ?? '',
      granteeCompanyId: r.granteeCompanyId,
      granteeName: cards.get(r.granteeCompanyId)?.name ?? '',
      parentLetterNo: r.parentLetterNo,
      level: r.level,
      validFrom: r.validFrom,
      validTo: r.validTo,
      status: r.status,
      statusName: LETTER_STATUSES[r.status],
      state,
      stateName: LETTER_STATES[state],
      suspended: r.suspended,
      daysLeft: daysFrom(today, r.validTo),
      productSummary: labels(items, ['productLine', 'product']).join('、'),
      regionSummary: regions.length ? regions.join('、') : '全国',
      hospitalCount: items.filter((s) => s.kind === 'hospital').length,
      side: r.grantorCompanyId === ctx.companyId ? 'grantor' : 'grantee',
      issuedAt: r.issuedAt?.toISOString() ?? null,
      receivedAt: r.receivedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/**
 * A letter the session may read, or CM1100 (also for another tenant's id, which the tenant filter never finds).
 * Returns the letter and its chain above (nearest first).
 */
export async function readableLetter(
  tx: Tx,
  ctx: RequestContext,
  id: number,
  forUpdate = false,
): Promise<{ letter: LetterRecord; ancestors: LetterRecord[] }> {
  const letter = await findLetter(tx, ctx.tenantId, id, forUpdate);
  if (!letter) throw new DomainError('LETTER_NOT_FOUND');
  const ancestors = (await ancestorsOf(tx, ctx.tenantId, [letter])).get(letter.id) ?? [];
  const party = letter.grantorCompanyId === ctx.companyId || letter.granteeCompanyId === ctx.companyId;
  // a draft, and a letter (or a renewal's new version) waiting for the stamp, are the grantor's alone until issued,
  // as the lists show them
  const unissued = letter.status === 'draft' || letter.status === 'stamping';
  const upstream = !unissued && ancestors.some((a) => a.grantorCompanyId === ctx.companyId);
  if (!(party || upstream || isPlatformSession(ctx))) throw new DomainError('LETTER_NOT_FOUND');
  if (unissued && letter.grantorCompanyId !== ctx.companyId && !isPlatformSession(ctx)) throw new DomainError('LETTER_NOT_FOUND');
  return { letter, ancestors };
}

type Action = LetterDetail['actions'][number];

/** What the session may do with the letter now: by its side, the letter's status and state, and its buttons. */
export function letterActions(
  ctx: RequestContext,
  letter: LetterRecord,
  state: LetterState,
  buttons: ReadonlySet<string>,
  renewalPending: boolean,
): Action[] {
  const out: Action[] = [];
  if (letter.grantorCompanyId === ctx.companyId) {
    if (letter.status === 'draft' && buttons.has(LETTER_BUTTONS.edit)) out.push('edit', 'delete', 'submit');
    if (letter.status === 'stamping' && buttons.has(LETTER_BUTTONS.stamp)) out.push('stamp');
    const inForce = letter.isCurrent && (letter.status === 'issued' || letter.status === 'received');
    if (inForce && buttons.has(LETTER_BUTTONS.manage)) {
      if (!renewalPending) out.push('renew');
      if (state !== 'expired') out.push(letter.suspended ? 'reinstate' : 'suspend');
      out.push('terminate');
    }
  }
  if (letter.granteeCompanyId === ctx.companyId && letter.status === 'issued' && buttons.has(LETTER_BUTTONS.receive)) out.push('receive');
  return out;
}

const chainItem = (r: LetterRow) => ({
  id: r.id,
  letterNo: r.letterNo,
  grantorName: r.grantorName,
  granteeName: r.granteeName,
  validFrom: r.validFrom,
  validTo: r.validTo,
  state: r.state,
  stateName: r.stateName,
});

/** The detail of a letter the session may read (see readableLetter), with the actions its buttons allow. */
export async function letterDetailOf(
  tx: Tx,
  ctx: RequestContext,
  id: number,
  buttons: ReadonlySet<string> = new Set(),
): Promise<LetterDetail> {
  const { letter, ancestors } = await readableLetter(tx, ctx, id);
  const children = await childrenOf(tx, ctx.tenantId, [letter.letterNo]);
  const [row, ...chainRows] = await letterRowsOf(tx, ctx, [letter, ...ancestors, ...children]);
  const ancestorRows = chainRows.slice(0, ancestors.length);
  const childRows = chainRows.slice(ancestors.length);
  const scopes = (await scopesOf(tx, ctx.tenantId, [letter.id])).get(letter.id) ?? [];
  const events = await eventsOf(tx, ctx.tenantId, letter.id);
  const cards = await companyCards(
    tx,
    ctx.tenantId,
    events.map((e) => e.companyId),
  );
  const users = await userNames(
    tx,
    ctx.tenantId,
    events.map((e) => e.userId).filter((u): u is number => u !== null),
  );
  const versions = await versionsOfLetter(tx, ctx.tenantId, letter.letterNo);
  const renewalPending = (await newerVersionOf(tx, ctx.tenantId, letter.letterNo, letter.version)) !== undefined;
  return {
    ...row!,
    bodyText: letter.bodyText,
    remark: letter.remark,
    suspendReason: letter.suspendReason,
    terminateReason: letter.terminateReason,
    scopes: scopes.map((s) => ({ kind: s.kind, value: s.value, label: s.label })),
    events: events.map((e) => ({
      action: e.action,
      actionName: letterEventName(e.action),
      companyName: cards.get(e.companyId)?.name ?? '',
      userName: e.userId === null ? '' : (users.get(e.userId) ?? ''),
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    ancestors: ancestorRows.map(chainItem),
    children: childRows.map(chainItem),
    versions: versions.map((v) => ({ id: v.id, version: v.version, validFrom: v.validFrom, validTo: v.validTo, status: v.status })),
    pdfFileCode: letter.pdfFileCode,
    contentHash: letter.contentHash,
    sealId: letter.sealId,
    actions: letterActions(ctx, letter, row!.state, buttons, renewalPending),
    updatedAt: letter.updatedAt.toISOString(),
  };
}

/** authorization/letter/detail: the letter with the actions the session's buttons allow. */
export async function letterDetail(db: Database, ctx: RequestContext, id: number): Promise<LetterDetail> {
  const buttons = await buttonCodesOf(db, ctx);
  return db.tenant(ctx.tenantId, (tx) => letterDetailOf(tx, ctx, id, buttons));
}
