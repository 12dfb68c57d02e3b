// SQL of the company user list (merchantUser/pageList and export): users holding a position in one
// company of one tenant, with department and company names. Filters and sort come validated.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

export type UserListFilter = {
  userName?: string | undefined;
  realName?: string | undefined;
  phone?: string | undefined;
  status?: 'enabled' | 'disabled' | undefined;
  createdFrom?: Date | undefined;
  /** exclusive */ createdTo?: Date | undefined;
};
export type UserListSort = { column: 'userName' | 'realName' | 'createTime' | 'lastLoginTime'; descending: boolean };

export type UserListRow = {
  id: number;
  userName: string;
  realName: string;
  phone: string | null;
  email: string | null;
  companyName: string;
  deptName: string | null;
  status: string;
  createdAt: Date;
  lastLoginAt: Date | null;
};

const SORT_SQL: Record<UserListSort['column'], SQL> = {
  userName: sql`u.user_name`,
  realName: sql`u.real_name`,
  createTime: sql`u.created_at`,
  lastLoginTime: sql`p.last_used_at`,
};

/** LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(tenantId: number, companyId: number, f: UserListFilter): SQL {
  const parts: SQL[] = [sql`p.tenant_id = ${tenantId}`, sql`p.company_id = ${companyId}`];
  if (f.userName) parts.push(sql`u.user_name ILIKE ${contains(f.userName)}`);
  if (f.realName) parts.push(sql`u.real_name ILIKE ${contains(f.realName)}`);
  if (f.phone) parts.push(sql`u.phone LIKE ${contains(f.phone)}`);
  if (f.status) parts.push(sql`u.status = ${f.status}`);
  if (f.createdFrom) parts.push(sql`u.created_at >= ${f.createdFrom.toISOString()}`);
  if (f.createdTo) parts.push(sql`u.created_at < ${f.createdTo.toISOString()}`);
  return sql.join(parts, sql` AND `);
}

const FROM = sql`
  FROM positions p
  JOIN users u ON u.tenant_id = p.tenant_id AND u.id = p.user_id
  JOIN companies c ON c.tenant_id = p.tenant_id AND c.id = p.company_id
  LEFT JOIN organizations o ON o.tenant_id = p.tenant_id AND o.id = p.org_id`;

const toRow = (r: Record<string, unknown>): UserListRow => ({
  id: Number(r['id']),
  userName: String(r['user_name']),
  realName: String(r['real_name'] ?? ''),
  phone: (r['phone'] as string | null) ?? null,
  email: (r['email'] as string | null) ?? null,
  companyName: String(r['company_name'] ?? ''),
  deptName: (r['dept_name'] as string | null) ?? null,
  status: String(r['status']),
  createdAt: new Date(r['created_at'] as string | Date),
  lastLoginAt: r['last_used_at'] === null || r['last_used_at'] === undefined ? null : new Date(r['last_used_at'] as string | Date),
});

export async function countCompanyUsers(db: Database, tenantId: number, companyId: number, f: UserListFilter): Promise<number> {
  const [row] = await db.tenantRead(tenantId, sql`SELECT count(*)::int AS n ${FROM} WHERE ${whereOf(tenantId, companyId, f)}`);
  return Number(row?.['n'] ?? 0);
}

/** One page (offset/limit) of the company's users; the id breaks ties so pages never overlap. */
export async function pageCompanyUsers(
  db: Database,
  tenantId: number,
  companyId: number,
  f: UserListFilter,
  sort: UserListSort,
  offset: number,
  limit: number,
): Promise<UserListRow[]> {
  const direction = sort.descending ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
  const rows = await db.tenantRead(
    tenantId,
    sql`
    SELECT u.id, u.user_name, u.real_name, u.phone, u.email, u.status, u.created_at, p.last_used_at,
           c.name AS company_name, o.name AS dept_name
    ${FROM}
    WHERE ${whereOf(tenantId, companyId, f)}
    ORDER BY ${SORT_SQL[sort.column]} ${direction}, u.id ${sort.descending ? sql`DESC` : sql`ASC`}
    LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(toRow);
}
