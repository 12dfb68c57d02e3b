// The session company's users, department tree, departments and roles. A session without a
// company (companyId 0) gets empty lists; no call takes a company from the request.
import type { CompanyUser, Dept, OrgNode, RoleItem, UserBrief } from '@medportal/contracts/staff/org.contract';
import type { Database } from '../../../db/client.js';
import { companyDepartments, companyRoles, companyUsers, type DeptRow } from './org.repository.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { maskPhone } from '../../../lib/phone.js';

export { maskPhone };

export async function listCompanyUsers(db: Database, ctx: RequestContext): Promise<CompanyUser[]> {
  if (ctx.companyId <= 0) return [];
  const rows = await companyUsers(db, ctx.tenantId, ctx.companyId);
  return rows.map((r) => ({
    userId: r.userId,
    userName: r.userName,
    realname: r.realName,
    phone: maskPhone(r.phone),
    positionName: r.positionName,
    orgId: r.orgId,
  }));
}

const deptOf = (d: DeptRow): Dept => ({ orgId: d.id, orgName: d.name, deptId: d.id, name: d.name, parentId: d.parentId, sort: d.sort });

export async function listDepartments(db: Database, ctx: RequestContext): Promise<Dept[]> {
  if (ctx.companyId <= 0) return [];
  return (await companyDepartments(db, ctx.tenantId, ctx.companyId)).map(deptOf);
}

/** Nests departments under their parents; a missing parent or a cycle makes a node a root, never a loop. */
export function buildOrgTree(depts: DeptRow[], usersByOrg: Map<number, UserBrief[]>): OrgNode[] {
  const nodes = new Map<number, OrgNode>();
  for (const d of depts) {
    const { sort: _sort, ...dept } = deptOf(d);
    nodes.set(d.id, { ...dept, children: [], userList: usersByOrg.get(d.id) ?? [] });
  }
  const childrenOf = new Map<number, OrgNode[]>();
  for (const n of nodes.values()) {
    if (n.parentId !== null && n.parentId !== n.orgId && nodes.has(n.parentId)) {
      const list = childrenOf.get(n.parentId) ?? [];
      list.push(n);
      childrenOf.set(n.parentId, list);
    }
  }
  const placed = new Set<number>();
  const attach = (node: OrgNode) => {
    placed.add(node.orgId);
    for (const child of childrenOf.get(node.orgId) ?? []) {
      if (placed.has(child.orgId)) continue;
      node.children.push(child);
      attach(child);
    }
  };
  const roots = [...nodes.values()].filter((n) => n.parentId === null || n.parentId === n.orgId || !nodes.has(n.parentId));
  roots.forEach(attach);
  for (const n of nodes.values()) {
    if (!placed.has(n.orgId)) {
      roots.push(n);
      attach(n);
    }
  }
  return roots;
}

export async function userOrgMap(db: Database, ctx: RequestContext): Promise<{ orgList: OrgNode[]; userMap: Record<string, UserBrief> }> {
  if (ctx.companyId <= 0) return { orgList: [], userMap: {} };
  const [users, depts] = await Promise.all([
    companyUsers(db, ctx.tenantId, ctx.companyId),
    companyDepartments(db, ctx.tenantId, ctx.companyId),
  ]);
  const userMap: Record<string, UserBrief> = {};
  const usersByOrg = new Map<number, UserBrief[]>();
  for (const u of users) {
    const brief = { userId: u.userId, userName: u.userName, realname: u.realName };
    userMap[String(u.userId)] = brief;
    if (u.orgId !== null) usersByOrg.set(u.orgId, [...(usersByOrg.get(u.orgId) ?? []), brief]);
  }
  return { orgList: buildOrgTree(depts, usersByOrg), userMap };
}

export async function listRoles(db: Database, ctx: RequestContext): Promise<RoleItem[]> {
  if (ctx.companyId <= 0) return [];
  return (await companyRoles(db, ctx.tenantId, ctx.companyId)).map((r) => ({
    roleId: r.id,
    roleName: r.name,
    roleCode: r.code,
    dataScope: r.dataScope,
    enabled: r.enabled,
  }));
}
