// Authorisation letters, reading: the session company's letters as grantor or grantee (the platform: the
// tenant's), filtered by the state derived on the tenant's today (letter-rules letterState, the chain included),
// the grantor's counts per stage, the export, and the grantee acknowledging an issued letter.
import ExcelJS from 'exceljs';
import type { Page } from '@medportal/contracts/common/envelope';
import { addDays } from '@medportal/contracts/common/time';
import type { LetterRow, LetterState } from '@medportal/contracts/channel/letters.contract';
import {
  LETTER_EXPIRING_DAYS,
  LETTER_EXPORT_MAX,
  type LetterExportQuery,
  type LetterIssuanceSummary,
  type LetterListFilter,
  type LetterPageQuery,
} from '@medportal/contracts/channel/letters-read.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClock, tenantTodayIn } from '../../config-center/config/config.service.js';
import { companyIdsNamed } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { closeTodosOfRecord } from '../../worktable/todos/todos.service.js';
import { letterRowsOf } from './letter-detail.service.js';
import { findLetter, insertLetterEvent, statesOf } from './letters.repository.js';
import * as repo from './letters-read.repository.js';

// the states a letter's stored fields cannot settle alone: they need its chain
const CHAIN_STATES: readonly LetterState[] = ['valid', 'suspended'];

/** Whose letters: null for the platform (all), else the session's company; a session without one sees none. */
function viewerOf(ctx: RequestContext): number | null {
  if (isPlatformSession(ctx)) return null;
  if (ctx.companyId <= 0) throw new DomainError('FORBIDDEN', undefined, { httpStatus: 403 });
  return ctx.companyId;
}

async function whereOf(tx: Tx, ctx: RequestContext, f: LetterListFilter, today: string): Promise<repo.LetterListWhere> {
  return {
    tenantId: ctx.tenantId,
    companyId: viewerOf(ctx),
    side: f.side,
    derived: f.derived,
    status: f.status,
    state: f.expiring ? 'valid' : f.state,
    keyword: f.keyword || undefined,
    keywordCompanyIds: f.keyword ? await companyIdsNamed(tx, ctx.tenantId, f.keyword) : undefined,
    productKeyword: f.productKeyword || undefined,
    validToFrom: f.validToFrom,
    validToTo: f.validToTo,
    expiringBy: f.expiring ? addDays(today, LETTER_EXPIRING_DAYS) : undefined,
    allVersions: f.allVersions,
    today,
  };
}

const orderOf = (q: {
  sortField?: repo.LetterOrder['field'] | undefined;
  sortOrder?: 'ascend' | 'descend' | undefined;
}): repo.LetterOrder => ({
  field: q.sortField ?? 'createdAt',
  dir: q.sortOrder === 'ascend' ? 'asc' : 'desc',
});

/** A page of the filter's letters; `max` bounds the rows read when the state needs every letter's chain. */
async function pageIn(tx: Tx, ctx: RequestContext, q: LetterExportQuery & { pageNum: number; pageSize: number }, max: number) {
  const today = await tenantTodayIn(tx, ctx.tenantId);
  const where = await whereOf(tx, ctx, q, today);
  const order = orderOf(q);
  const offset = (q.pageNum - 1) * q.pageSize;
  if (!where.state || !CHAIN_STATES.includes(where.state)) {
    const { rows, total } = await repo.letterPage(tx, where, order, q.pageSize, offset);
    return { rows: await letterRowsOf(tx, ctx, rows), total };
  }
  // valid and suspended depend on the chain: read the candidates the stored fields allow, derive, then page
  const candidates = await repo.lettersOf(tx, where, order, max + 1);
  const states = await statesOf(tx, ctx.tenantId, candidates, today);
  const matching = candidates.filter((r) => states.get(r.id) === where.state);
  return { rows: await letterRowsOf(tx, ctx, matching.slice(offset, offset + q.pageSize)), total: matching.length };
}

// letters a company holds in force at once stay far below this; it only bounds a derived-state filter's read
const CHAIN_FILTER_MAX = 50_000;

export const letterPage = (db: Database, ctx: RequestContext, q: LetterPageQuery): Promise<Page<LetterRow>> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const { rows, total } = await pageIn(tx, ctx, q, CHAIN_FILTER_MAX);
    return {
      content: rows,
      totalElements: total,
      number: q.pageNum - 1,
      size: q.pageSize,
      totalPages: Math.ceil(total / q.pageSize),
      numberOfElements: rows.length,
    };
  });

/** issuanceSummary: the grantor's current letters counted per stage and derived state (the platform: the tenant's). */
export const letterIssuanceSummary = (db: Database, ctx: RequestContext): Promise<LetterIssuanceSummary> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const grantor = viewerOf(ctx);
    const today = await tenantTodayIn(tx, ctx.tenantId);
    const own = await repo.grantorLetters(tx, ctx.tenantId, grantor);
    const states = await statesOf(tx, ctx.tenantId, own, today);
    const horizon = addDays(today, LETTER_EXPIRING_DAYS);
    const out: LetterIssuanceSummary = {
      draft: 0,
      stamping: 0,
      issued: 0,
      valid: 0,
      expiring: 0,
      expired: 0,
      suspended: 0,
      terminated: 0,
      derived: 0,
    };
    for (const l of own) {
      if (l.status === 'draft') out.draft++;
      if (l.status === 'stamping') out.stamping++;
      if (l.status === 'issued') out.issued++;
      const s = states.get(l.id);
      if (s === 'valid') out.valid++;
      if (s === 'valid' && l.validTo <= horizon) out.expiring++;
      if (s === 'expired') out.expired++;
      if (s === 'suspended') out.suspended++;
      if (s === 'terminated') out.terminated++;
    }
    out.derived = await repo.derivedCount(tx, ctx.tenantId, grantor, today);
    return out;
  });

const SIDE_NAMES = { grantor: '签发', grantee: '接收' } as const;
const EXPORT_COLUMNS: { title: string; width: number; value: (r: LetterRow) => string | number }[] = [
  { title: '授权书编号', width: 20, value: (r) => r.letterNo },
  { title: '版本', width: 6, value: (r) => r.version },
  { title: '标题', width: 28, value: (r) => r.title },
  { title: '授权方', width: 28, value: (r) => r.grantorName },
  { title: '被授权方', width: 28, value: (r) => r.granteeName },
  { title: '本企业', width: 8, value: (r) => SIDE_NAMES[r.side] },
  { title: '级别', width: 6, value: (r) => r.level },
  { title: '上级授权书', width: 20, value: (r) => r.parentLetterNo ?? '' },
  { title: '授权产品', width: 36, value: (r) => r.productSummary },
  { title: '授权区域', width: 24, value: (r) => r.regionSummary },
  { title: '授权医院数', width: 10, value: (r) => r.hospitalCount },
  { title: '有效期起', width: 12, value: (r) => r.validFrom },
  { title: '有效期至', width: 12, value: (r) => r.validTo },
  { title: '剩余天数', width: 10, value: (r) => r.daysLeft },
  { title: '状态', width: 10, value: (r) => r.statusName },
  { title: '效力', width: 10, value: (r) => r.stateName },
];

export const letterExportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `授权书_${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

/** export: every letter of the list's filter and order (no paging) as an .xlsx workbook. */
export const exportLetters = (db: Database, ctx: RequestContext, q: LetterExportQuery) =>
  db.tenant(ctx.tenantId, async (tx): Promise<Buffer> => {
    const { rows, total } = await pageIn(tx, ctx, { ...q, pageNum: 1, pageSize: LETTER_EXPORT_MAX }, LETTER_EXPORT_MAX);
    if (total > LETTER_EXPORT_MAX) throw new DomainError('LETTER_EXPORT_TOO_MANY');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('授权书');
    sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.title, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    for (const r of rows) sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(r)));
    return Buffer.from(await book.xlsx.writeBuffer());
  });

/** receive: the grantee acknowledges an issued letter; its AUTHORIZATION_RECEIVE todos close. */
export const receiveLetter = (db: Database, ctx: RequestContext, id: number): Promise<LetterRow> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const letter = await findLetter(tx, ctx.tenantId, id, true);
    const mine = letter && (letter.granteeCompanyId === ctx.companyId || letter.grantorCompanyId === ctx.companyId);
    if (
      !letter ||
      (!mine && !isPlatformSession(ctx)) ||
      (letter.granteeCompanyId === ctx.companyId && ['draft', 'stamping'].includes(letter.status))
    )
      throw new DomainError('LETTER_NOT_FOUND');
    if (letter.granteeCompanyId !== ctx.companyId) throw new DomainError('LETTER_NOT_GRANTEE');
    if (!(await repo.markReceived(tx, ctx.tenantId, id, ctx.userId))) throw new DomainError('LETTER_ILLEGAL_STATE');
    await insertLetterEvent(tx, { tenantId: ctx.tenantId, letterId: id, action: 'receive', companyId: ctx.companyId, userId: ctx.userId });
    // the stamp raised them with the letter's id in their link
    await closeTodosOfRecord(tx, ctx.tenantId, ctx.companyId, 'AUTHORIZATION_RECEIVE', id, ctx.userId);
    const [row] = await letterRowsOf(tx, ctx, [(await findLetter(tx, ctx.tenantId, id))!]);
    return row!;
  });
