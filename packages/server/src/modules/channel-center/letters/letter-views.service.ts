// Authorisation letters, views: the detail lines (letter × product item × region × hospital), the distributors a
// company authorised (directly and down the chain), the summary per product line × province, the chain as a graph
// and the expiry warnings (90/60/30 days and expired: todos to both parties once, rows on /worktable/warning).
// Every view reads the current versions past the draft, derives each state with its chain (letter-rules
// letterState on the tenant's today) and shows only valid letters unless the filter names a state.
import ExcelJS from 'exceljs';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { Page } from '@medportal/contracts/common/envelope';
import { LETTER_STATES, letterState, type LetterState } from '@medportal/contracts/channel/letter-rules';
import {
  LETTER_NATIONWIDE,
  type LetterChain,
  type LetterChainBody,
  type LetterConvergeBody,
  type LetterConvergeRow,
  type LetterDealerBody,
  type LetterDealerRow,
  type LetterLine,
  type LetterLinesBody,
  type LetterLinesFilter,
} from '@medportal/contracts/channel/letters-views.contract';
import type { ExpiryRun } from '@medportal/contracts/product/expiry.contract';
import { WARNING_BUCKETS, WARNING_HORIZON_DAYS, warningBucketOf, type WarningBucket } from '@medportal/contracts/worktable/workbench-rules';
import type { Database, Tx } from '../../../db/client.js';
import { tenantIds } from '../../../db/tenants.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClock, tenantTodayIn } from '../../config-center/config/config.service.js';
import { provinceName } from '../../mall-center/areas/areas.service.js';
import { productLinesByCodes } from '../../mall-center/vendors/contract-register.service.js';
import { letterProductRefs } from '../../product-center/products/products.service.js';
import { companyAdmins } from '../../staff-center/access/approvers.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { raiseTodos, type TodoInput } from '../../worktable/todos/todos.service.js';
import { scopesOf, type LetterRecord, type LetterScopeRecord } from './letters.repository.js';
import * as repo from './letter-views.repository.js';

/** The letter's detail screen (another part's), linked only while it is built. */
export const LETTER_DETAIL_SCREEN = '/authorization-management/power-attorney-detail';
export const letterLink = (id: number): string | null => (isBuiltScreen(LETTER_DETAIL_SCREEN) ? `${LETTER_DETAIL_SCREEN}?id=${id}` : null);

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
/** Calendar days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
const plusDays = (day: string, days: number): string => new Date(utcOf(day) + days * DAY_MS).toISOString().slice(0, 10);

/** A province / city / district code as the prefix of the codes inside it (320000 → 32, 320100 → 3201). */
export const areaPrefix = (code: string): string =>
  code.endsWith('0000') ? code.slice(0, 2) : code.endsWith('00') ? code.slice(0, 4) : code;
/** Whether area `inner` lies inside area `outer` (or is it). */
export const areaInside = (inner: string, outer: string): boolean => inner.startsWith(areaPrefix(outer));

/** The tenant's current letters with their states, chains, scopes and parties: what every view reads. */
type View = {
  today: string;
  letters: LetterRecord[];
  state: Map<number, LetterState>;
  /** ancestors of each letter, nearest first */
  chain: Map<number, LetterRecord[]>;
  scopes: Map<number, LetterScopeRecord[]>;
  names: Map<number, { name: string; type: string }>;
};

async function loadView(tx: Tx, tenantId: number, now = new Date()): Promise<View> {
  const today = await tenantTodayIn(tx, tenantId, now);
  const letters = await repo.currentLetters(tx, tenantId);
  const byNo = new Map(letters.map((l) => [l.letterNo, l]));
  const chain = new Map<number, LetterRecord[]>();
  for (const l of letters) {
    const up: LetterRecord[] = [];
    let no = l.parentLetterNo;
    while (no !== null && up.length < 20) {
      const p = byNo.get(no);
      if (!p) break;
      up.push(p);
      no = p.parentLetterNo;
    }
    chain.set(l.id, up);
  }
  const state = new Map(letters.map((l) => [l.id, letterState(l, chain.get(l.id) ?? [], today)]));
  const scopes = await scopesOf(
    tx,
    tenantId,
    letters.map((l) => l.id),
  );
  const cards = await companyCards(
    tx,
    tenantId,
    letters.flatMap((l) => [l.grantorCompanyId, l.granteeCompanyId]),
  );
  const names = new Map([...cards].map(([id, c]) => [id, { name: c.name, type: c.type }]));
  return { today, letters, state, chain, scopes, names };
}

const nameOf = (v: View, id: number) => v.names.get(id)?.name ?? '';
const scopeOf = (v: View, l: LetterRecord, kind: LetterScopeRecord['kind']) => (v.scopes.get(l.id) ?? []).filter((s) => s.kind === kind);
/** A state filter: the named state, else valid only. */
const stateMatches = (v: View, l: LetterRecord, wanted: LetterState | undefined) => v.state.get(l.id) === (wanted ?? 'valid');

/**
 * The letters a company reaches down the chain: those it granted (direct) and every letter derived from one of
 * them; the platform reaches every letter.
 */
function reachable(v: View, ctx: RequestContext): { letter: LetterRecord; direct: boolean }[] {
  if (isPlatformSession(ctx)) return v.letters.map((l) => ({ letter: l, direct: l.level === 1 }));
  return v.letters
    .filter((l) => l.grantorCompanyId === ctx.companyId || (v.chain.get(l.id) ?? []).some((a) => a.grantorCompanyId === ctx.companyId))
    .map((l) => ({ letter: l, direct: l.grantorCompanyId === ctx.companyId }));
}

const paged = <T>(all: T[], pageNum: number, pageSize: number): Page<T> => {
  const content = all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return {
    content,
    totalElements: all.length,
    number: pageNum - 1,
    size: pageSize,
    totalPages: Math.ceil(all.length / pageSize),
    numberOfElements: content.length,
  };
};

// ---- detail lines (/authorization-details/:bussinesstype?)

async function allLines(tx: Tx, ctx: RequestContext, f: LetterLinesFilter): Promise<LetterLine[]> {
  const v = await loadView(tx, ctx.tenantId);
  const platform = isPlatformSession(ctx);
  const mine = (l: LetterRecord) =>
    platform ||
    (f.bussinessType !== 'received' && l.grantorCompanyId === ctx.companyId) ||
    (f.bussinessType !== 'issued' && l.granteeCompanyId === ctx.companyId);
  const party = f.party?.toLowerCase();
  const product = f.product?.toLowerCase();
  const lines: LetterLine[] = [];
  for (const l of v.letters) {
    if (!mine(l) || !stateMatches(v, l, f.state)) continue;
    const daysLeft = daysBetween(v.today, l.validTo);
    if (f.expiringWithinDays !== undefined && (daysLeft < 0 || daysLeft > f.expiringWithinDays)) continue;
    if (f.letterNo && !l.letterNo.includes(f.letterNo.toUpperCase())) continue;
    if (party) {
      const other = platform
        ? `${nameOf(v, l.grantorCompanyId)} ${nameOf(v, l.granteeCompanyId)}`
        : l.grantorCompanyId === ctx.companyId
          ? nameOf(v, l.granteeCompanyId)
          : nameOf(v, l.grantorCompanyId);
      if (!other.toLowerCase().includes(party)) continue;
    }
    const items = (v.scopes.get(l.id) ?? []).filter((s) => s.kind === 'product' || s.kind === 'productLine');
    const regions: (LetterScopeRecord | null)[] = scopeOf(v, l, 'region');
    const hospitals: (LetterScopeRecord | null)[] = scopeOf(v, l, 'hospital');
    const state = v.state.get(l.id)!;
    for (const item of items) {
      if (product && !`${item.label} ${item.value}`.toLowerCase().includes(product)) continue;
      for (const r of regions.length ? regions : [null]) {
        if (f.regionCode && r && !areaInside(r.value, f.regionCode) && !areaInside(f.regionCode, r.value)) continue;
        for (const h of hospitals.length ? hospitals : [null])
          lines.push({
            key: `${l.id}/${item.kind}:${item.value}/${r?.value ?? '*'}/${h?.value ?? '*'}`,
            letterId: l.id,
            letterNo: l.letterNo,
            level: l.level,
            grantorCompanyId: l.grantorCompanyId,
            grantorName: nameOf(v, l.grantorCompanyId),
            granteeCompanyId: l.granteeCompanyId,
            granteeName: nameOf(v, l.granteeCompanyId),
            productKind: item.kind as 'product' | 'productLine',
            productValue: item.value,
            productLabel: item.label,
            regionCode: r?.value ?? null,
            regionLabel: r?.label ?? LETTER_NATIONWIDE.name,
            hospitalId: h ? Number(h.value) : null,
            hospitalLabel: h?.label ?? '不限',
            validFrom: l.validFrom,
            validTo: l.validTo,
            daysLeft,
            state,
            stateName: LETTER_STATES[state],
          });
      }
    }
  }
  return lines;
}

/** authorization/details/pageList */
export const letterDetailLines = (db: Database, ctx: RequestContext, body: LetterLinesBody): Promise<Page<LetterLine>> =>
  db.tenant(ctx.tenantId, async (tx) => paged(await allLines(tx, ctx, body), body.pageNum, body.pageSize));

/** At most this many lines in one export. */
export const LETTER_LINES_EXPORT_MAX = 10_000;

/** authorization/details/export: the filter's lines (no paging) as an .xlsx workbook. */
export async function exportLetterLines(db: Database, ctx: RequestContext, f: LetterLinesFilter): Promise<Buffer> {
  const lines = (await db.tenant(ctx.tenantId, (tx) => allLines(tx, ctx, f))).slice(0, LETTER_LINES_EXPORT_MAX);
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('授权明细');
  sheet.columns = [
    { header: '授权书编号', key: 'letterNo', width: 22 },
    { header: '授权方', key: 'grantor', width: 28 },
    { header: '被授权方', key: 'grantee', width: 28 },
    { header: '授权层级', key: 'level', width: 10 },
    { header: '产品/产品线', key: 'product', width: 32 },
    { header: '授权区域', key: 'region', width: 20 },
    { header: '授权医院', key: 'hospital', width: 24 },
    { header: '开始日期', key: 'validFrom', width: 12 },
    { header: '结束日期', key: 'validTo', width: 12 },
    { header: '剩余天数', key: 'daysLeft', width: 10 },
    { header: '状态', key: 'state', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const l of lines)
    sheet.addRow([
      l.letterNo,
      l.grantorName,
      l.granteeName,
      l.level,
      `${l.productKind === 'productLine' ? '产品线：' : ''}${l.productLabel}`,
      l.regionLabel,
      l.hospitalLabel,
      l.validFrom,
      l.validTo,
      l.daysLeft,
      l.stateName,
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** '授权明细_YYYYMMDDHHmmss.xlsx' on the tenant's clock. */
export const letterLinesExportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `授权明细_${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

// ---- distributors (/authorization-details-dealer and /notContainHO)

const joinLabels = (items: LetterScopeRecord[], none: string) => (items.length ? items.map((s) => s.label).join('、') : none);

/** authorization/dealer/pageList */
export const letterDealerPage = (db: Database, ctx: RequestContext, body: LetterDealerBody): Promise<Page<LetterDealerRow>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const v = await loadView(tx, ctx.tenantId);
    const dealer = body.dealer?.toLowerCase();
    const rows: LetterDealerRow[] = [];
    for (const { letter: l, direct } of reachable(v, ctx)) {
      if (!stateMatches(v, l, body.state)) continue;
      const hospitals = scopeOf(v, l, 'hospital');
      if (body.withHospitals !== undefined && body.withHospitals !== hospitals.length > 0) continue;
      if (dealer && !nameOf(v, l.granteeCompanyId).toLowerCase().includes(dealer)) continue;
      const state = v.state.get(l.id)!;
      rows.push({
        letterId: l.id,
        letterNo: l.letterNo,
        parentLetterNo: l.parentLetterNo,
        level: l.level,
        direct,
        grantorName: nameOf(v, l.grantorCompanyId),
        granteeCompanyId: l.granteeCompanyId,
        granteeName: nameOf(v, l.granteeCompanyId),
        products: (v.scopes.get(l.id) ?? [])
          .filter((s) => s.kind === 'product' || s.kind === 'productLine')
          .map((s) => s.label)
          .join('、'),
        regions: joinLabels(scopeOf(v, l, 'region'), LETTER_NATIONWIDE.name),
        hospitals: joinLabels(hospitals, '不限'),
        hospitalCount: hospitals.length,
        validFrom: l.validFrom,
        validTo: l.validTo,
        daysLeft: daysBetween(v.today, l.validTo),
        state,
        stateName: LETTER_STATES[state],
      });
    }
    rows.sort((a, b) => a.level - b.level || a.granteeName.localeCompare(b.granteeName, 'zh-CN') || a.letterNo.localeCompare(b.letterNo));
    return paged(rows, body.pageNum, body.pageSize);
  });

// ---- product lines of letters (the summary and the chain filter)

/** The product-line codes each letter covers: its productLine items and its products' lines ('' = no line). */
async function linesOfLetters(tx: Tx, tenantId: number, v: View, letters: LetterRecord[]): Promise<Map<number, Set<string>>> {
  const productIds = letters.flatMap((l) => scopeOf(v, l, 'product').map((s) => Number(s.value)));
  const refs = new Map(
    (await letterProductRefs(tx, tenantId, { ids: [...new Set(productIds)].filter(Number.isSafeInteger) })).map((p) => [p.id, p]),
  );
  return new Map(
    letters.map((l) => [
      l.id,
      new Set([
        ...scopeOf(v, l, 'productLine').map((s) => s.value),
        ...scopeOf(v, l, 'product').map((s) => refs.get(Number(s.value))?.productLineCode ?? ''),
      ]),
    ]),
  );
}

/** The letters the summary and the chain read: reached down the chain, held, and (for the chain) held ones' ancestors. */
function involved(v: View, ctx: RequestContext, withAncestors: boolean): LetterRecord[] {
  if (isPlatformSession(ctx)) return v.letters;
  const ids = new Set(reachable(v, ctx).map((r) => r.letter.id));
  for (const l of v.letters)
    if (l.granteeCompanyId === ctx.companyId) {
      ids.add(l.id);
      if (withAncestors) for (const a of v.chain.get(l.id) ?? []) ids.add(a.id);
    }
  // what derives from the letters the company holds
  for (const l of v.letters) if ((v.chain.get(l.id) ?? []).some((a) => a.granteeCompanyId === ctx.companyId)) ids.add(l.id);
  return v.letters.filter((l) => ids.has(l.id));
}

/** authorization/converge: per product line × province, distributors and letters in force, expiring within 90 days, expired. */
export const letterConverge = (db: Database, ctx: RequestContext, body: LetterConvergeBody): Promise<LetterConvergeRow[]> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const v = await loadView(tx, ctx.tenantId);
    const letters = involved(v, ctx, false).filter((l) => {
      const s = v.state.get(l.id);
      return s === 'valid' || s === 'expired';
    });
    const lines = await linesOfLetters(tx, ctx.tenantId, v, letters);
    const lineNames = new Map(
      (await productLinesByCodes(tx, ctx.tenantId, [...new Set([...lines.values()].flatMap((s) => [...s]))].filter(Boolean))).map((p) => [
        p.code,
        p.name,
      ]),
    );
    type Acc = LetterConvergeRow & { dealers: Set<number> };
    const acc = new Map<string, Acc>();
    for (const l of letters) {
      const provinces = [...new Set(scopeOf(v, l, 'region').map((s) => `${s.value.slice(0, 2)}0000`))];
      const state = v.state.get(l.id)!;
      const left = daysBetween(v.today, l.validTo);
      for (const line of lines.get(l.id) ?? []) {
        if (body?.productLineCode && line !== body.productLineCode) continue;
        for (const province of provinces.length ? provinces : [LETTER_NATIONWIDE.code]) {
          const key = `${line}/${province}`;
          let a = acc.get(key);
          if (!a) {
            a = {
              productLineCode: line,
              productLineName: line ? (lineNames.get(line) ?? line) : '未分产品线',
              provinceCode: province,
              provinceName: province === LETTER_NATIONWIDE.code ? LETTER_NATIONWIDE.name : (provinceName(province) ?? province),
              distributors: 0,
              letters: 0,
              expiring: 0,
              expired: 0,
              dealers: new Set(),
            };
            acc.set(key, a);
          }
          if (state === 'expired') a.expired += 1;
          else {
            a.letters += 1;
            a.dealers.add(l.granteeCompanyId);
            if (left <= WARNING_HORIZON_DAYS) a.expiring += 1;
          }
        }
      }
    }
    return [...acc.values()]
      .map(({ dealers, ...r }) => ({ ...r, distributors: dealers.size }))
      .sort((a, b) => a.productLineCode.localeCompare(b.productLineCode) || a.provinceCode.localeCompare(b.provinceCode));
  });

// ---- the chain (/authorization-heart)

/**
 * authorization/chain: companies as nodes (level 0 = a manufacturer at the top of a chain) and letters as edges,
 * every state: for a manufacturer its letters and everything derived; for a distributor the letters above the
 * ones it holds and everything below it; the platform sees the tenant.
 */
export const letterChain = (db: Database, ctx: RequestContext, body: LetterChainBody): Promise<LetterChain> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const v = await loadView(tx, ctx.tenantId);
    let letters = involved(v, ctx, true);
    if (body?.productLineCode) {
      const lines = await linesOfLetters(tx, ctx.tenantId, v, letters);
      letters = letters.filter((l) => lines.get(l.id)?.has(body.productLineCode!));
    }
    const levels = new Map<number, number>();
    const at = (id: number, level: number) => levels.set(id, Math.min(levels.get(id) ?? level, level));
    for (const l of letters) {
      at(l.grantorCompanyId, l.level - 1);
      at(l.granteeCompanyId, l.level);
    }
    const nodes = [...levels].map(([id, level]) => ({ id, name: nameOf(v, id), type: v.names.get(id)?.type ?? '', level }));
    nodes.sort((a, b) => a.level - b.level || a.id - b.id);
    const edges = letters.map((l) => {
      const state = v.state.get(l.id)!;
      return {
        id: l.id,
        letterNo: l.letterNo,
        source: l.grantorCompanyId,
        target: l.granteeCompanyId,
        level: l.level,
        validFrom: l.validFrom,
        validTo: l.validTo,
        state,
        stateName: LETTER_STATES[state],
      };
    });
    return { nodes, edges };
  });

// ---- expiry (todos once, /worktable/warning rows)

export type WatchedLetter = { id: number; letterNo: string; title: string; validTo: string; counterparty: string; linkPath: string | null };

/**
 * For the worktable's expiry warnings: the issued or received letters (current versions, not terminated) the
 * company granted or holds whose last day is on or before lastDay, expired ones included.
 */
export async function lettersExpiringBy(tx: Tx, tenantId: number, companyId: number, lastDay: string): Promise<WatchedLetter[]> {
  const due = (await repo.dueLetters(tx, tenantId, lastDay)).filter(
    (l) => l.grantorCompanyId === companyId || l.granteeCompanyId === companyId,
  );
  const cards = await companyCards(
    tx,
    tenantId,
    due.flatMap((l) => [l.grantorCompanyId, l.granteeCompanyId]),
  );
  return due.map((l) => ({
    id: l.id,
    letterNo: l.letterNo,
    title: l.title,
    validTo: l.validTo,
    counterparty: cards.get(l.grantorCompanyId === companyId ? l.granteeCompanyId : l.grantorCompanyId)?.name ?? '',
    linkPath: letterLink(l.id),
  }));
}

const expiryTitle = (l: LetterRecord, grantor: string, grantee: string, bucket: WarningBucket, left: number): string =>
  (bucket === 'expired'
    ? `授权书已过期：${grantor}授予${grantee}的授权书（${l.letterNo}）已于${l.validTo}过期`
    : `授权书即将到期：${grantor}授予${grantee}的授权书（${l.letterNo}）将于${l.validTo}到期，剩余${left}天`
  ).slice(0, 200);

/**
 * One run for a tenant on its today: the issued or received letters (current versions) expired or expiring
 * within 90 days, each in its bucket; an alert per (letter version, end date, bucket) recorded once; each new
 * alert a todo (证照到期) for the administrators of the grantor and of the grantee, linking the letter's detail.
 */
export async function runLetterExpiryIn(tx: Tx, tenantId: number, now = new Date()): Promise<ExpiryRun> {
  const today = await tenantTodayIn(tx, tenantId, now);
  const due = await repo.dueLetters(tx, tenantId, plusDays(today, WARNING_HORIZON_DAYS));
  const counts = Object.fromEntries(WARNING_BUCKETS.map((b) => [b, 0])) as Record<WarningBucket, number>;
  const wanted: repo.NewLetterAlert[] = [];
  for (const l of due) {
    const bucket = warningBucketOf(daysBetween(today, l.validTo))!;
    counts[bucket] += 1;
    wanted.push({ letterId: l.id, validTo: l.validTo, bucket });
  }
  const raised = await repo.insertAlerts(tx, tenantId, wanted);
  const byId = new Map(due.map((l) => [l.id, l]));
  const cards = await companyCards(
    tx,
    tenantId,
    due.flatMap((l) => [l.grantorCompanyId, l.granteeCompanyId]),
  );
  const admins = new Map<number, number[]>();
  const todos: TodoInput[] = [];
  for (const a of raised) {
    const l = byId.get(a.letterId)!;
    const title = expiryTitle(
      l,
      cards.get(l.grantorCompanyId)?.name ?? '',
      cards.get(l.granteeCompanyId)?.name ?? '',
      a.bucket as WarningBucket,
      daysBetween(today, l.validTo),
    );
    for (const companyId of [l.grantorCompanyId, l.granteeCompanyId]) {
      if (!admins.has(companyId)) admins.set(companyId, await companyAdmins(tx, tenantId, companyId));
      for (const userId of admins.get(companyId)!)
        todos.push({
          companyId,
          assigneeUserId: userId,
          assigneeRoleId: null,
          businessCode: 'LICENCE_EXPIRY',
          title,
          linkPath: letterLink(l.id) ?? '',
        });
    }
  }
  if (todos.length) await raiseTodos(tx, tenantId, todos);
  return { today, ...counts, alerts: raised.length, todos: todos.length };
}

/** authorization/letter/expiryRun: the run now, for the session's tenant. */
export const runLetterExpiry = (db: Database, tenantId: number, now = new Date()): Promise<ExpiryRun> =>
  db.tenant(tenantId, (tx) => runLetterExpiryIn(tx, tenantId, now));

/** The daily job: one run per tenant of the database; a failing tenant does not stop the others. */
export async function runLetterExpiryForAllTenants(db: Database, onError: (tenantId: number, err: unknown) => void): Promise<void> {
  for (const tenantId of await tenantIds(db)) {
    try {
      await runLetterExpiry(db, tenantId);
    } catch (err) {
      onError(tenantId, err);
    }
  }
}
