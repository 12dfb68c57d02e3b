// SQL of the company user list (merchantUser/pageList and export): users holding a position in one
// company of one tenant, with department, post, roles and company names. Filters and sort come validated.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

export type UserListFilter = {
  userName?: string | undefined;
  realName?: string | undefined;
  phone?: string | undefined;
  status?: 'enabled' | 'disabled' | 'locked' | undefined;
  createdFrom?: Date | undefined;
  /** exclusive */ createdTo?: Date | undefined;
  /** users with a seat in this department or one below it */
  departmentId?: number | undefined;
  /** users whose seat holds this role */
  roleId?: number | undefined;
  /** the data scope: only these users (undefined: the whole company) */
  userIds?: number[] | undefined;
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
  dutyName: string | null;
  roleNames: string;
  status: string;
  locked: boolean;
  isAdmin: boolean;
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
  if (f.status === 'locked') parts.push(sql`u.locked_until > now()`);
  else if (f.status) parts.push(sql`u.status = ${f.status}`);
  if (f.departmentId) {
    parts.push(sql`p.org_id IN (
      WITH RECURSIVE sub AS (
        SELECT id FROM organizations WHERE tenant_id = ${tenantId} AND company_id = ${companyId} AND id = ${f.departmentId}
        UNION
        SELECT o.id FROM organizations o JOIN sub ON o.parent_id = sub.id WHERE o.tenant_id = ${tenantId}
      ) SELECT id FROM sub)`);
  }
  if (f.roleId) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM position_roles pr WHERE pr.tenant_id = p.tenant_id AND pr.position_id = p.id AND pr.role_id = ${f.roleId})`,
    );
  }
  if (f.userIds) {
    parts.push(
      f.userIds.length
        ? sql`p.user_id IN (${sql.join(
            f.userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`FALSE`,
    );
  }
  if (f.createdFrom) parts.push(sql`u.created_at >= ${f.createdFrom.toISOString()}`);
  if (f.createdTo) parts.push(sql`u.created_at < ${f.createdTo.toISOString()}`);
  return sql.join(parts, sql` AND `);
}

const FROM = sql`
  FROM positions p
  JOIN users u ON u.tenant_id = p.tenant_id AND u.id = p.user_id
  JOIN companies c ON c.tenant_id = p.tenant_id AND c.id = p.company_id
  LEFT JOIN organizations o ON o.tenant_id = p.tenant_id AND o.id = p.org_id
  LEFT JOIN duties d ON d.tenant_id = p.tenant_id AND d.id = p.duty_id`;

const toRow = (r: Record<string, unknown>): UserListRow => ({
  id: Number(r['id']),
  userName: String(r['user_name']),
  realName: String(r['real_name'] ?? ''),
  phone: (r['phone'] as string | null) ?? null,
  email: (r['email'] as string | null) ?? null,
  companyName: String(r['company_name'] ?? ''),
  deptName: (r['dept_name'] as string | null) ?? null,
  dutyName: (r['duty_name'] as string | null) ?? null,
  roleNames: String(r['role_names'] ?? ''),
  status: String(r['status']),
  locked: r['locked'] === true,
  isAdmin: r['is_admin'] === true,
  createdAt: new Date(r['created_at'] as string | Date),
  lastLoginAt: r['last_used_at'] === null || r['last_used_at'] === undefined ? null : new Date(r['last_used_at'] as string | Date),
});

/** Whether a filter reads a column of the user row (otherwise the company's seats alone answer the count). */
const filtersUser = (f: UserListFilter): boolean =>
  Boolean(f.userName || f.realName || f.phone || f.status || f.createdFrom || f.createdTo);

export async function countCompanyUsers(db: Database, tenantId: number, companyId: number, f: UserListFilter): Promise<number> {
  // without a user-column filter the count is an index-only scan of the company's seats (positions_company)
  const from = filtersUser(f) ? FROM : sql`FROM positions p`;
  const [row] = await db.tenantRead(tenantId, sql`SELECT count(*)::int AS n ${from} WHERE ${whereOf(tenantId, companyId, f)}`);
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
           coalesce(u.locked_until > now(), false) AS locked, p.is_admin,
           c.name AS company_name, o.name AS dept_name, d.name AS duty_name,
           (SELECT string_agg(r.name, '、' ORDER BY r.id) FROM position_roles pr
              JOIN roles r ON r.tenant_id = pr.tenant_id AND r.id = pr.role_id
             WHERE pr.tenant_id = p.tenant_id AND pr.position_id = p.id) AS role_names
    ${FROM}
    WHERE ${whereOf(tenantId, companyId, f)}
    ORDER BY ${SORT_SQL[sort.column]} ${direction}, u.id ${sort.descending ? sql`DESC` : sql`ASC`}
    LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(toRow);
}
