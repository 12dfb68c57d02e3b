// SQL of the letters' reading part: the lists of a company's letters (as grantor, as grantee, derived from its
// letters; the platform: the tenant's), the stored-state part of the derived-state filter, receiving, and the
// numbers the issuance summary counts derived letters from.
import { and, asc, count, desc, eq, exists, gt, gte, ilike, inArray, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { LetterState } from '@medportal/contracts/channel/letter-rules';
import type { LetterSide } from '@medportal/contracts/channel/letters-read.contract';
import type { LetterRecord } from './letters.repository.js';
import { authorizationLetterScopes as scopes, authorizationLetters as letters } from './letters.table.js';

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
// a grantee sees a letter once it is issued: drafts and letters waiting for the stamp stay with their grantor
const UNISSUED = ['draft', 'stamping'] as const;
const IN_FORCE = ['issued', 'received'] as const;

export type LetterListWhere = {
  tenantId: number;
  /** the session's company; null: the platform sees every letter of the tenant */
  companyId: number | null;
  side?: LetterSide | undefined;
  /** the letters derived from the company's letters instead of its own */
  derived?: boolean | undefined;
  status?: string | undefined;
  /** narrows to the letters whose stored fields allow this state (valid and suspended still need the chain) */
  state?: LetterState | undefined;
  keyword?: string | undefined;
  /** companies whose name matches the keyword (the other party) */
  keywordCompanyIds?: number[] | undefined;
  productKeyword?: string | undefined;
  validToFrom?: string | undefined;
  validToTo?: string | undefined;
  /** valid letters ending on or before this date */
  expiringBy?: string | undefined;
  allVersions?: boolean | undefined;
  today: string;
};

function sideWhere(f: LetterListWhere): SQL | undefined {
  const c = f.companyId;
  if (f.derived) {
    const own = sql`(SELECT o.letter_no FROM authorization_letters o WHERE o.tenant_id = ${f.tenantId}${
      c === null ? sql`` : sql` AND o.grantor_company_id = ${c}`
    })`;
    return and(sql`${letters.parentLetterNo} IN ${own}`, notInArray(letters.status, [...UNISSUED]));
  }
  if (c === null) return undefined;
  const asGrantor = eq(letters.grantorCompanyId, c);
  const asGrantee = and(eq(letters.granteeCompanyId, c), notInArray(letters.status, [...UNISSUED]));
  if (f.side === 'grantor') return asGrantor;
  if (f.side === 'grantee') return asGrantee;
  return or(asGrantor, asGrantee);
}

/** The stored fields a derived state requires (letter-rules ownLetterState read backwards). */
function stateWhere(state: LetterState | undefined, today: string): SQL | undefined {
  const inForce = inArray(letters.status, [...IN_FORCE]);
  switch (state) {
    case undefined:
      return undefined;
    case 'terminated':
      return eq(letters.status, 'terminated');
    case 'expired':
      return and(inForce, lt(letters.validTo, today));
    case 'valid':
      return and(inForce, gte(letters.validTo, today), lte(letters.validFrom, today), eq(letters.suspended, false));
    case 'suspended':
      return and(inForce, gte(letters.validTo, today));
    case 'notIssued':
      return or(
        inArray(letters.status, [...UNISSUED, 'superseded']),
        and(inForce, gte(letters.validTo, today), gt(letters.validFrom, today), eq(letters.suspended, false)),
      );
  }
}

function listWhere(f: LetterListWhere): SQL {
  const conds: (SQL | undefined)[] = [eq(letters.tenantId, f.tenantId), sideWhere(f), stateWhere(f.state, f.today)];
  if (!f.allVersions) conds.push(eq(letters.isCurrent, true));
  if (f.status) conds.push(eq(letters.status, f.status as LetterRecord['status']));
  if (f.keyword) {
    const ids = f.keywordCompanyIds ?? [];
    const c = f.companyId;
    // the other party's name: the grantee's for the company's own letters, the grantor's for received ones
    const party =
      ids.length === 0
        ? undefined
        : c === null || f.derived
          ? or(inArray(letters.grantorCompanyId, ids), inArray(letters.granteeCompanyId, ids))
          : or(
              and(eq(letters.grantorCompanyId, c), inArray(letters.granteeCompanyId, ids)),
              and(eq(letters.granteeCompanyId, c), inArray(letters.grantorCompanyId, ids)),
            );
    conds.push(or(ilike(letters.letterNo, escapeLike(f.keyword)), ilike(letters.title, escapeLike(f.keyword)), party));
  }
  if (f.productKeyword)
    conds.push(
      exists(
        sql`(SELECT 1 FROM ${scopes} WHERE ${scopes.tenantId} = ${letters.tenantId} AND ${scopes.letterId} = ${letters.id}
          AND ${scopes.kind} IN ('product', 'productLine') AND ${scopes.label} ILIKE ${escapeLike(f.productKeyword)})`,
      ),
    );
  if (f.validToFrom) conds.push(gte(letters.validTo, f.validToFrom));
  if (f.validToTo) conds.push(lte(letters.validTo, f.validToTo));
  if (f.expiringBy)
    conds.push(and(inArray(letters.status, [...IN_FORCE]), gte(letters.validTo, f.today), lte(letters.validTo, f.expiringBy)));
  return and(...conds)!;
}

export type LetterOrder = { field: 'validTo' | 'issuedAt' | 'createdAt'; dir: 'asc' | 'desc' };

const orderOf = (o: LetterOrder): SQL[] => {
  const col = { validTo: letters.validTo, issuedAt: letters.issuedAt, createdAt: letters.createdAt }[o.field];
  // letters not yet issued have no issuedAt: last either way
  const primary = o.dir === 'asc' ? sql`${col} ASC NULLS LAST` : sql`${col} DESC NULLS LAST`;
  return [primary, o.dir === 'asc' ? asc(letters.id) : desc(letters.id)];
};

/** One page of the filter's letters and their number. */
export async function letterPage(tx: Tx, f: LetterListWhere, order: LetterOrder, limit: number, offset: number) {
  const where = listWhere(f);
  const [total] = await tx.select({ n: count() }).from(letters).where(where);
  const rows = await tx
    .select()
    .from(letters)
    .where(where)
    .orderBy(...orderOf(order))
    .limit(limit)
    .offset(offset);
  return { rows, total: total?.n ?? 0 };
}

/** Every letter of the filter in order (the states that depend on the chain are filtered after reading it), at most `max`. */
export const lettersOf = (tx: Tx, f: LetterListWhere, order: LetterOrder, max: number): Promise<LetterRecord[]> =>
  tx
    .select()
    .from(letters)
    .where(listWhere(f))
    .orderBy(...orderOf(order))
    .limit(max);

/** Marks an issued letter received; false when it was not (any more) issued. */
export async function markReceived(tx: Tx, tenantId: number, id: number, userId: number): Promise<boolean> {
  const rows = await tx
    .update(letters)
    .set({ status: 'received', receivedAt: sql`now()`, receivedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(letters.tenantId, tenantId), eq(letters.id, id), eq(letters.status, 'issued'), eq(letters.isCurrent, true)))
    .returning({ id: letters.id });
  return rows.length > 0;
}

/** How many current letters (issued or later) derive from the grantor's letters (the platform: from any letter). */
export async function derivedCount(tx: Tx, tenantId: number, grantorCompanyId: number | null, today: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(letters)
    .where(listWhere({ tenantId, companyId: grantorCompanyId, derived: true, today }));
  return row?.n ?? 0;
}

/** The grantor's current letters (the platform: the tenant's), for the issuance summary. */
export const grantorLetters = (tx: Tx, tenantId: number, grantorCompanyId: number | null): Promise<LetterRecord[]> =>
  tx
    .select()
    .from(letters)
    .where(
      and(
        eq(letters.tenantId, tenantId),
        eq(letters.isCurrent, true),
        grantorCompanyId === null ? undefined : eq(letters.grantorCompanyId, grantorCompanyId),
        ne(letters.status, 'superseded'),
      ),
    );
