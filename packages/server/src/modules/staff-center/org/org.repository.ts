// Read-only SQL for the shell's pickers: the people (positions + users), departments (organizations)
// and roles of one company. Every read is scoped to the tenant and the company.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

export type CompanyUserRow = {
  userId: number;
  userName: string;
  realName: string;
  phone: string | null;
  positionName: string;
  orgId: number | null;
};

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Enabled users holding a position in the company, in position order. */
export async function companyUsers(db: Database, tenantId: number, companyId: number): Promise<CompanyUserRow[]> {
  const rows = await db.tenantRead(
    tenantId,
    sql`
    SELECT u.id, u.user_name, u.real_name, u.phone, p.position_name, p.org_id
      FROM positions p
      JOIN users u ON u.tenant_id = p.tenant_id AND u.id = p.user_id
     WHERE p.tenant_id = ${tenantId} AND p.company_id = ${companyId} AND u.status = 'enabled'
     ORDER BY p.id`,
  );
  return rows.map((r) => ({
    userId: Number(r['id']),
    userName: String(r['user_name']),
    realName: String(r['real_name'] ?? ''),
    phone: (r['phone'] as string | null) ?? null,
    positionName: String(r['position_name'] ?? ''),
    orgId: numOrNull(r['org_id']),
  }));
}

export type DeptRow = { id: number; parentId: number | null; name: string; sort: number };

export async function companyDepartments(db: Database, tenantId: number, companyId: number): Promise<DeptRow[]> {
  const rows = await db.tenantRead(
    tenantId,
    sql`
    SELECT id, parent_id, name, sort FROM organizations
     WHERE tenant_id = ${tenantId} AND company_id = ${companyId}
     ORDER BY sort, id`,
  );
  return rows.map((r) => ({ id: Number(r['id']), parentId: numOrNull(r['parent_id']), name: String(r['name']), sort: Number(r['sort']) }));
}

export type RoleRow = { id: number; name: string; code: string; dataScope: string; enabled: boolean };

export async function companyRoles(db: Database, tenantId: number, companyId: number): Promise<RoleRow[]> {
  const rows = await db.tenantRead(
    tenantId,
    sql`
    SELECT id, name, code, data_scope, enabled FROM roles
     WHERE tenant_id = ${tenantId} AND company_id = ${companyId}
     ORDER BY id`,
  );
  return rows.map((r) => ({
    id: Number(r['id']),
    name: String(r['name']),
    code: String(r['code']),
    dataScope: String(r['data_scope']),
    enabled: r['enabled'] === true,
  }));
}
