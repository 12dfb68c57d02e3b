// SQL of the publisher's side: a company's notices (never the engine's one-user notices), their audience
// (the enabled users seated in the companies the audience names) and who of it has read them.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import { files } from '../../file-library/files/files.table.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { positions, users } from '../../staff-center/users/users.table.js';
import { containsPattern } from './notices.repository.js';
import { noticeAttachments, noticeAudienceCompanies, noticeReads, notices } from './notices.table.js';

/** The publishing company of a tenant (0: the platform). */
export type Publisher = { tenantId: number; companyId: number };

export type ManageFilters = { keyword?: string | undefined; level?: string | undefined; status?: string | undefined };

/** The company (companies row in scope) is one the notice (notices row in scope) addresses. */
const companyInAudience = sql`(
  ${notices.audience} = 'all'
  OR (${notices.audience} = 'own' AND ${companies.id} = ${notices.companyId})
  OR (${notices.audience} = 'types' AND ${companies.type} = ANY(${notices.audienceTypes}))
  OR (${notices.audience} = 'companies' AND EXISTS (
    SELECT 1 FROM ${noticeAudienceCompanies} WHERE ${noticeAudienceCompanies.tenantId} = ${notices.tenantId}
      AND ${noticeAudienceCompanies.noticeId} = ${notices.id} AND ${noticeAudienceCompanies.companyId} = ${companies.id}))
)`;

/** Enabled users seated in a company of the notice's audience (correlated to the outer notices row). */
const audienceUsers = (extra: SQL = sql`TRUE`) => sql`(
  SELECT count(DISTINCT ${positions.userId})::int FROM ${positions}
    JOIN ${users} ON ${users.tenantId} = ${positions.tenantId} AND ${users.id} = ${positions.userId}
    JOIN ${companies} ON ${companies.tenantId} = ${positions.tenantId} AND ${companies.id} = ${positions.companyId}
  WHERE ${positions.tenantId} = ${notices.tenantId} AND ${users.status} = 'enabled' AND ${companyInAudience} AND ${extra}
)`;

const readByUser = sql`EXISTS (SELECT 1 FROM ${noticeReads} WHERE ${noticeReads.tenantId} = ${notices.tenantId}
  AND ${noticeReads.noticeId} = ${notices.id} AND ${noticeReads.userId} = ${positions.userId})`;

/** draft | scheduled (published, time ahead) | published | withdrawn */
const statusOf = sql<string>`CASE WHEN ${notices.status} = 'published' AND ${notices.publishedAt} > now() THEN 'scheduled'
  ELSE ${notices.status} END`;

const statusFilter = (status: string | undefined): SQL | undefined => {
  if (status === 'scheduled') return and(eq(notices.status, 'published'), gt(notices.publishedAt, sql`now()`));
  if (status === 'published') return and(eq(notices.status, 'published'), lte(notices.publishedAt, sql`now()`));
  return status ? eq(notices.status, status) : undefined;
};

const ownedBy = (p: Publisher): SQL =>
  and(eq(notices.tenantId, p.tenantId), eq(notices.companyId, p.companyId), ne(notices.audience, 'user'))!;

const MANAGE_COLUMNS = {
  id: notices.id,
  title: notices.title,
  level: notices.level,
  status: statusOf,
  storedStatus: notices.status,
  audience: notices.audience,
  audienceTypes: notices.audienceTypes,
  publishedAt: notices.publishedAt,
  withdrawnAt: notices.withdrawnAt,
  createdAt: notices.createdAt,
  createdBy: users.realName,
  audienceCount: sql<number>`${audienceUsers()}`,
  readCount: sql<number>`${audienceUsers(readByUser)}`,
  attachmentCount: sql<number>`(SELECT count(*)::int FROM ${noticeAttachments} WHERE ${noticeAttachments.tenantId} = ${notices.tenantId}
    AND ${noticeAttachments.noticeId} = ${notices.id})`,
};

const creatorJoin = and(eq(users.tenantId, notices.tenantId), eq(users.id, notices.createdBy));

export async function listManaged(tx: Tx, p: Publisher, f: ManageFilters, pageNum: number, pageSize: number) {
  const where = and(
    ownedBy(p),
    f.keyword ? sql`${notices.title} ILIKE ${containsPattern(f.keyword)}` : undefined,
    f.level ? eq(notices.level, f.level) : undefined,
    statusFilter(f.status),
  );
  const [total] = await tx.select({ n: count() }).from(notices).where(where);
  const rows = await tx
    .select(MANAGE_COLUMNS)
    .from(notices)
    .leftJoin(users, creatorJoin)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export type ManagedRow = Awaited<ReturnType<typeof listManaged>>['rows'][number];

export const findManaged = async (tx: Tx, p: Publisher, id: number) =>
  (
    await tx
      .select({ ...MANAGE_COLUMNS, content: notices.content })
      .from(notices)
      .leftJoin(users, creatorJoin)
      .where(and(ownedBy(p), eq(notices.id, id)))
      .limit(1)
  )[0];

const OWNED = { id: notices.id, status: notices.status, title: notices.title, publishedAt: notices.publishedAt };

/** The publisher's notice (state, title), or undefined. */
export const ownedNotice = async (tx: Tx, p: Publisher, id: number) =>
  (
    await tx
      .select(OWNED)
      .from(notices)
      .where(and(ownedBy(p), eq(notices.id, id)))
  )[0];

/** The same, locked for a state change (another request changing it waits). */
export const lockManaged = async (tx: Tx, p: Publisher, id: number) =>
  (
    await tx
      .select(OWNED)
      .from(notices)
      .where(and(ownedBy(p), eq(notices.id, id)))
      .for('update')
  )[0];

/** The named companies of notices, by notice id. */
export async function audienceCompaniesOf(tx: Tx, tenantId: number, noticeIds: number[]) {
  if (!noticeIds.length) return new Map<number, { id: number; code: string; name: string }[]>();
  const rows = await tx
    .select({ noticeId: noticeAudienceCompanies.noticeId, id: companies.id, code: companies.code, name: companies.name })
    .from(noticeAudienceCompanies)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, noticeAudienceCompanies.tenantId), eq(companies.id, noticeAudienceCompanies.companyId)),
    )
    .where(and(eq(noticeAudienceCompanies.tenantId, tenantId), inArray(noticeAudienceCompanies.noticeId, noticeIds)))
    .orderBy(asc(companies.name), asc(companies.id));
  const out = new Map<number, { id: number; code: string; name: string }[]>();
  for (const { noticeId, ...c } of rows) out.set(noticeId, [...(out.get(noticeId) ?? []), c]);
  return out;
}

export const updateNotice = async (tx: Tx, tenantId: number, id: number, set: PgUpdateSetSource<typeof notices>) => {
  await tx
    .update(notices)
    .set(set)
    .where(and(eq(notices.tenantId, tenantId), eq(notices.id, id)));
};

export const deleteNotice = async (tx: Tx, tenantId: number, id: number) => {
  await tx.delete(notices).where(and(eq(notices.tenantId, tenantId), eq(notices.id, id)));
};

/** Replaces a draft's attachments and named companies (the caller inserts the new ones). */
export async function clearNoticeLinks(tx: Tx, tenantId: number, id: number) {
  await tx.delete(noticeAttachments).where(and(eq(noticeAttachments.tenantId, tenantId), eq(noticeAttachments.noticeId, id)));
  await tx
    .delete(noticeAudienceCompanies)
    .where(and(eq(noticeAudienceCompanies.tenantId, tenantId), eq(noticeAudienceCompanies.noticeId, id)));
}

/** The file library's owner of a session's uploads: its company; without one, the user alone. */
export type Uploader = { tenantId: number; companyId: number; userId: number };

/** Of the file codes, those the uploader's company (or, without a company, the user) saved whole to the file library. */
export async function companyFileCodes(tx: Tx, u: Uploader, fileCodes: string[]): Promise<Set<string>> {
  if (!fileCodes.length) return new Set();
  const rows = await tx
    .select({ fileCode: files.fileCode })
    .from(files)
    .where(
      and(
        eq(files.tenantId, u.tenantId),
        eq(files.companyId, u.companyId),
        u.companyId === 0 ? eq(files.creatorId, u.userId) : undefined,
        eq(files.status, 'SAVESUCCESSFUL'),
        inArray(files.fileCode, fileCodes),
      ),
    );
  return new Set(rows.map((r) => r.fileCode));
}

export type ReceiptFilters = { state?: 'read' | 'unread' | undefined; keyword?: string | undefined };

/** The audience's users of one notice with their read time, read first (latest first), then unread by name. */
export async function listReceipts(tx: Tx, tenantId: number, noticeId: number, f: ReceiptFilters, pageNum: number, pageSize: number) {
  const inAudience = (keyword?: string) =>
    and(
      eq(positions.tenantId, tenantId),
      eq(users.status, 'enabled'),
      companyInAudience,
      keyword
        ? or(
            sql`${users.realName} ILIKE ${containsPattern(keyword)}`,
            sql`${users.userName} ILIKE ${containsPattern(keyword)}`,
            sql`${companies.name} ILIKE ${containsPattern(keyword)}`,
          )
        : undefined,
    );
  const audience = (name: string, keyword?: string) =>
    tx
      .select({
        userId: users.id,
        userName: users.userName,
        realName: users.realName,
        companyNames: sql<string>`string_agg(DISTINCT ${companies.name}, '、')`.as('company_names'),
        readAt: sql<Date | null>`max(${noticeReads.readAt})`.as('read_at'),
      })
      .from(positions)
      .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
      .innerJoin(companies, and(eq(companies.tenantId, positions.tenantId), eq(companies.id, positions.companyId)))
      .innerJoin(notices, and(eq(notices.tenantId, positions.tenantId), eq(notices.id, noticeId)))
      .leftJoin(
        noticeReads,
        and(eq(noticeReads.tenantId, positions.tenantId), eq(noticeReads.noticeId, noticeId), eq(noticeReads.userId, users.id)),
      )
      .where(inAudience(keyword))
      .groupBy(users.id, users.userName, users.realName)
      .as(name);
  const whole = audience('whole_audience');
  const [counts] = await tx.select({ audience: sql<number>`count(*)::int`, read: sql<number>`count(${whole.readAt})::int` }).from(whole);
  const all = audience('audience', f.keyword);
  const stateWhere = f.state === 'read' ? isNotNull(all.readAt) : f.state === 'unread' ? isNull(all.readAt) : undefined;
  const [filtered] = await tx.select({ n: count() }).from(all).where(stateWhere);
  const rows = await tx
    .select()
    .from(all)
    .where(stateWhere)
    .orderBy(sql`${all.readAt} DESC NULLS LAST`, asc(all.userName), asc(all.userId))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: filtered?.n ?? 0, audienceCount: counts?.audience ?? 0, readCount: counts?.read ?? 0 };
}
