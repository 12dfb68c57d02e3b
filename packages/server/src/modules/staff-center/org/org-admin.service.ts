// The organisation screens: a company's department tree (add, rename, move, delete when empty), its seats
// (a user in a department with a post and roles), per-company statistics and the posts. The company is
// managedCompany(ctx, body.companyId); a row of another company is "not found", another tenant's never
// reachable. Every change is audited in its transaction; a seat's change evicts that user's sessions from
// the cache, so it applies at the user's next request and menu load.
import { DEFAULT_POSITION_NAME } from '@medportal/contracts/system/org-rules';
import type {
  DutyIdBody,
  DutyPageBody,
  DutyRow,
  DutySaveBody,
  DutyUpdateBody,
  OrgFlat,
  OrgIdBody,
  OrgMoveBody,
  OrgSaveBody,
  OrgStatistics,
  OrgTreeNode,
  OrgUpdateBody,
  PositionIdBody,
  PositionPageBody,
  PositionRoleSaveBody,
  PositionRow,
  PositionUserSaveBody,
} from '@medportal/contracts/system/org.contract';
import type { Page } from '@medportal/contracts/common/envelope';
import { DEFAULT_PAGE_SIZE } from '@medportal/contracts/common/constants';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { maskPhone } from '../../../lib/phone.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { publishCacheEvent } from '../../../lib/session-cache.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { revokePositionSessions } from '../auth/session.service.js';
import { isPlatformSession, managedCompany } from '../tenancy/managed-company.js';
import * as repo from './org-admin.repository.js';

type CompanyBody = { companyId?: number | undefined } | null | undefined;

const pageOf = <T>(content: T[], total: number, pageNum: number, pageSize: number): Page<T> => ({
  content,
  totalElements: total,
  number: pageNum - 1,
  size: pageSize,
  totalPages: Math.ceil(total / pageSize),
  numberOfElements: content.length,
});

/** The managed company of the call, checked to exist in the tenant. */
async function targetCompany(tx: Tx, ctx: RequestContext, body: CompanyBody): Promise<number> {
  const companyId = managedCompany(ctx, body?.companyId);
  if (!(await repo.companyOf(tx, ctx.tenantId, companyId))) throw new DomainError('ORG_COMPANY_NOT_FOUND');
  return companyId;
}

// ---- departments ----

/** Nests departments under their parents; a missing parent or a cycle makes a node a root. */
function nest(rows: repo.OrgRow[], seats: Map<number | null, number>): OrgTreeNode[] {
  const nodes = new Map<number, OrgTreeNode>(
    rows.map((r) => [r.id, { ...r, memberCount: seats.get(r.id) ?? 0, totalMemberCount: 0, children: [] }]),
  );
  const roots: OrgTreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId === null ? undefined : nodes.get(n.parentId);
    if (parent && !isAncestor(nodes, n.id, parent.id)) parent.children.push(n);
    else roots.push(n);
  }
  const total = (n: OrgTreeNode): number => (n.totalMemberCount = n.memberCount + n.children.reduce((s, c) => s + total(c), 0));
  roots.forEach(total);
  return roots;
}

/** True when id is candidate or one of candidate's ancestors (following parentId). */
function isAncestor(nodes: Map<number, { parentId: number | null }>, id: number, candidate: number): boolean {
  const seen = new Set<number>();
  for (let cur: number | null = candidate; cur !== null && !seen.has(cur); cur = nodes.get(cur)?.parentId ?? null) {
    if (cur === id) return true;
    seen.add(cur);
  }
  return false;
}

/** The ids of a department and everything below it. */
function subtreeIds(rows: repo.OrgRow[], rootId: number): number[] {
  const byParent = new Map<number, number[]>();
  for (const r of rows) if (r.parentId !== null) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r.id]);
  const out: number[] = [];
  const seen = new Set<number>();
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    stack.push(...(byParent.get(id) ?? []));
  }
  return out;
}

export function orgTree(db: Database, ctx: RequestContext, body: CompanyBody) {
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    const [rows, seats] = await Promise.all([repo.orgsOf(tx, ctx.tenantId, companyId), repo.seatCountsByOrg(tx, ctx.tenantId, companyId)]);
    return { companyId, unassignedCount: seats.get(null) ?? 0, tree: nest(rows, seats) };
  });
}

export function orgList(db: Database, ctx: RequestContext, body: CompanyBody): Promise<OrgFlat[]> {
  return db.tenant(ctx.tenantId, async (tx) => repo.orgsOf(tx, ctx.tenantId, await targetCompany(tx, ctx, body)));
}

async function requireOrg(
  tx: Tx,
  tenantId: number,
  companyId: number,
  id: number,
  key: 'ORG_NOT_FOUND' | 'ORG_PARENT_NOT_FOUND' = 'ORG_NOT_FOUND',
) {
  const org = await repo.orgById(tx, tenantId, companyId, id);
  if (!org) throw new DomainError(key);
  return org;
}

export function saveOrg(db: Database, actor: AuditActor, body: OrgSaveBody): Promise<OrgFlat> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    await repo.lockCompanyOrg(tx, ctx.tenantId, companyId);
    const parentId = body.parentId ?? null;
    if (parentId !== null) await requireOrg(tx, ctx.tenantId, companyId, parentId, 'ORG_PARENT_NOT_FOUND');
    if (await repo.siblingNamed(tx, ctx.tenantId, companyId, parentId, body.name)) throw new DomainError('ORG_NAME_TAKEN');
    const siblings = (await repo.orgsOf(tx, ctx.tenantId, companyId)).filter((o) => o.parentId === parentId);
    const sort = body.sort ?? (siblings.length ? Math.max(...siblings.map((s) => s.sort)) + 1 : 0);
    const org = await repo.insertOrg(tx, ctx.tenantId, companyId, { parentId, name: body.name, sort });
    await recordAudit(tx, actor, {
      action: 'create',
      objectType: 'department',
      objectId: org.id,
      objectName: org.name,
      objectCompanyId: companyId,
      after: org,
    });
    return org;
  });
}

export function updateOrg(db: Database, actor: AuditActor, body: OrgUpdateBody): Promise<OrgFlat> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    await repo.lockCompanyOrg(tx, ctx.tenantId, companyId);
    const before = await requireOrg(tx, ctx.tenantId, companyId, body.id);
    if (await repo.siblingNamed(tx, ctx.tenantId, companyId, before.parentId, body.name, before.id))
      throw new DomainError('ORG_NAME_TAKEN');
    const after = { ...before, name: body.name, sort: body.sort ?? before.sort };
    await repo.updateOrg(tx, ctx.tenantId, before.id, { name: after.name, sort: after.sort });
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'department',
      objectId: before.id,
      objectName: after.name,
      objectCompanyId: companyId,
      before,
      after,
    });
    return after;
  });
}

export function moveOrg(db: Database, actor: AuditActor, body: OrgMoveBody): Promise<OrgFlat> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    await repo.lockCompanyOrg(tx, ctx.tenantId, companyId);
    const before = await requireOrg(tx, ctx.tenantId, companyId, body.id);
    const rows = await repo.orgsOf(tx, ctx.tenantId, companyId);
    const parentId = body.parentId;
    if (parentId !== null) {
      await requireOrg(tx, ctx.tenantId, companyId, parentId, 'ORG_PARENT_NOT_FOUND');
      if (subtreeIds(rows, before.id).includes(parentId)) throw new DomainError('ORG_MOVE_CYCLE');
    }
    if (parentId !== before.parentId && (await repo.siblingNamed(tx, ctx.tenantId, companyId, parentId, before.name, before.id)))
      throw new DomainError('ORG_NAME_TAKEN');
    // the new siblings in order, the moved department inserted at index; sorts renumbered 0..n
    const siblings = rows.filter((o) => o.parentId === parentId && o.id !== before.id);
    const index = Math.min(body.index ?? siblings.length, siblings.length);
    const ordered = [...siblings.slice(0, index), before, ...siblings.slice(index)];
    for (const [i, o] of ordered.entries()) {
      if (o.id === before.id) await repo.updateOrg(tx, ctx.tenantId, o.id, { parentId, sort: i });
      else if (o.sort !== i) await repo.updateOrg(tx, ctx.tenantId, o.id, { sort: i });
    }
    const after = { ...before, parentId, sort: index };
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'department',
      objectId: before.id,
      objectName: before.name,
      objectCompanyId: companyId,
      before: { parentId: before.parentId, sort: before.sort },
      after: { parentId, sort: index },
    });
    return after;
  });
}

export function deleteOrg(db: Database, actor: AuditActor, body: OrgIdBody): Promise<null> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    await repo.lockCompanyOrg(tx, ctx.tenantId, companyId);
    const org = await requireOrg(tx, ctx.tenantId, companyId, body.id);
    const [children, seats] = await Promise.all([
      repo.countOrgChildren(tx, ctx.tenantId, org.id),
      repo.countOrgSeats(tx, ctx.tenantId, org.id),
    ]);
    if (children > 0 || seats > 0) {
      const uses = [seats > 0 ? `${seats}名人员` : '', children > 0 ? `${children}个下级部门` : ''].filter(Boolean).join('和');
      throw new DomainError('ORG_IN_USE', `删除失败：该部门下还有${uses}`);
    }
    await repo.deleteOrg(tx, ctx.tenantId, org.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'department',
      objectId: org.id,
      objectName: org.name,
      objectCompanyId: companyId,
      before: org,
    });
    return null;
  });
}

// ---- seats ----

async function withRoles(tx: Tx, tenantId: number, rows: repo.SeatRow[]): Promise<PositionRow[]> {
  const links = await repo.rolesOfSeats(
    tx,
    tenantId,
    rows.map((r) => r.positionId),
  );
  return rows.map((r) => ({
    ...r,
    phone: maskPhone(r.phone),
    roles: links.filter((l) => l.positionId === r.positionId).map((l) => ({ roleId: l.roleId, roleName: l.roleName })),
  }));
}

export function pagePositions(db: Database, ctx: RequestContext, body: PositionPageBody): Promise<Page<PositionRow>> {
  const pageNum = body.page ?? 1;
  const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    const filter: repo.SeatFilter = { ...(body.keyword ? { keyword: body.keyword } : {}) };
    if (body.orgId !== undefined) {
      await requireOrg(tx, ctx.tenantId, companyId, body.orgId);
      filter.orgIds =
        body.includeChildren === false ? [body.orgId] : subtreeIds(await repo.orgsOf(tx, ctx.tenantId, companyId), body.orgId);
    }
    const [total, rows] = await Promise.all([
      repo.countSeats(tx, ctx.tenantId, companyId, filter),
      repo.pageSeats(tx, ctx.tenantId, companyId, filter, pageSize, (pageNum - 1) * pageSize),
    ]);
    return pageOf(await withRoles(tx, ctx.tenantId, rows), total, pageNum, pageSize);
  });
}

async function requireSeat(tx: Tx, tenantId: number, companyId: number, positionId: number): Promise<repo.SeatRow> {
  const seat = await repo.seatById(tx, tenantId, companyId, positionId);
  if (!seat) throw new DomainError('POSITION_NOT_FOUND');
  return seat;
}

async function seatView(tx: Tx, tenantId: number, companyId: number, positionId: number): Promise<PositionRow> {
  return (await withRoles(tx, tenantId, [await requireSeat(tx, tenantId, companyId, positionId)]))[0]!;
}

/** What the audit log keeps of a seat: where it is, never the phone. */
const seatAudit = (s: repo.SeatRow, roles?: { roleId: number; roleName: string }[]) => ({
  userId: s.userId,
  userName: s.userName,
  orgId: s.orgId,
  orgName: s.orgName,
  dutyId: s.dutyId,
  dutyName: s.dutyName,
  positionName: s.positionName,
  ...(roles ? { roles: roles.map((r) => r.roleName) } : {}),
});

export function savePositionUser(db: Database, actor: AuditActor, body: PositionUserSaveBody): Promise<PositionRow> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    const orgId = body.orgId ?? null;
    const dutyId = body.dutyId ?? null;
    if (orgId !== null) await requireOrg(tx, ctx.tenantId, companyId, orgId);
    const duty = dutyId === null ? undefined : await repo.dutyById(tx, ctx.tenantId, companyId, dutyId);
    if (dutyId !== null && !duty) throw new DomainError('DUTY_NOT_FOUND');
    const positionName = body.positionName || duty?.name || DEFAULT_POSITION_NAME;

    let positionId: number;
    if (body.positionId !== undefined) {
      const before = await requireSeat(tx, ctx.tenantId, companyId, body.positionId);
      positionId = before.positionId;
      await repo.updateSeat(tx, ctx.tenantId, positionId, { orgId, dutyId, positionName });
      const after = await requireSeat(tx, ctx.tenantId, companyId, positionId);
      await recordAudit(tx, actor, {
        action: 'update',
        objectType: 'position',
        objectId: positionId,
        objectName: before.realName || before.userName,
        objectCompanyId: companyId,
        before: seatAudit(before),
        after: seatAudit(after),
      });
      await publishCacheEvent(tx, { kind: 'user', tenantId: ctx.tenantId, userId: before.userId });
    } else {
      const user = await repo.userByAccount(tx, ctx.tenantId, body.account!);
      if (!user) throw new DomainError('POSITION_USER_NOT_FOUND');
      if ((await repo.seatOfUser(tx, ctx.tenantId, companyId, user.id)) !== undefined) throw new DomainError('POSITION_USER_EXISTS');
      positionId = await repo.insertSeat(tx, ctx.tenantId, { userId: user.id, companyId, orgId, dutyId, positionName });
      const after = await requireSeat(tx, ctx.tenantId, companyId, positionId);
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'position',
        objectId: positionId,
        objectName: user.realName || user.userName,
        objectCompanyId: companyId,
        after: seatAudit(after),
      });
      await publishCacheEvent(tx, { kind: 'user', tenantId: ctx.tenantId, userId: user.id });
    }
    return seatView(tx, ctx.tenantId, companyId, positionId);
  });
}

export function deletePositionUser(db: Database, actor: AuditActor, body: PositionIdBody): Promise<null> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    const seat = await requireSeat(tx, ctx.tenantId, companyId, body.positionId);
    if (seat.isAdmin) throw new DomainError('POSITION_ADMIN_SEAT');
    const roles = await repo.rolesOfSeats(tx, ctx.tenantId, [seat.positionId]);
    await repo.deleteSeat(tx, ctx.tenantId, seat.positionId);
    // a session signed into the removed seat ends; the user's other companies stay signed in
    await revokePositionSessions(tx, ctx.tenantId, seat.userId, seat.positionId);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'position',
      objectId: seat.positionId,
      objectName: seat.realName || seat.userName,
      objectCompanyId: companyId,
      before: seatAudit(seat, roles),
    });
    return null;
  });
}

export function savePositionRoles(db: Database, actor: AuditActor, body: PositionRoleSaveBody): Promise<PositionRow> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    const seat = await requireSeat(tx, ctx.tenantId, companyId, body.positionId);
    const roleIds = [...new Set(body.roleIds)];
    const companyRoles = new Map((await repo.rolesOfCompany(tx, ctx.tenantId, companyId)).map((r) => [r.id, r]));
    if (roleIds.some((id) => !companyRoles.has(id))) throw new DomainError('POSITION_ROLE_NOT_IN_COMPANY');
    const before = await repo.rolesOfSeats(tx, ctx.tenantId, [seat.positionId]);
    await repo.replaceSeatRoles(tx, ctx.tenantId, seat.positionId, roleIds);
    await recordAudit(tx, actor, {
      action: 'grant',
      objectType: 'position',
      objectId: seat.positionId,
      objectName: seat.realName || seat.userName,
      objectCompanyId: companyId,
      before: { roles: before.map((r) => r.roleName) },
      after: { roles: roleIds.map((id) => companyRoles.get(id)!.name) },
    });
    // the user's cached sessions re-read their roles on the next request (and so the menu)
    await publishCacheEvent(tx, { kind: 'user', tenantId: ctx.tenantId, userId: seat.userId });
    return seatView(tx, ctx.tenantId, companyId, seat.positionId);
  });
}

export function roleOptions(db: Database, ctx: RequestContext, body: CompanyBody) {
  return db.tenant(ctx.tenantId, async (tx) => repo.rolesOfCompany(tx, ctx.tenantId, await targetCompany(tx, ctx, body)));
}

// ---- statistics ----

/** The platform: every company of the tenant (or the one named); others: their own company. */
export function statistics(db: Database, ctx: RequestContext, body: CompanyBody): Promise<OrgStatistics[]> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const all = isPlatformSession(ctx) && body?.companyId === undefined;
    const list = all
      ? await repo.companiesOfTenant(tx, ctx.tenantId)
      : [(await repo.companyOf(tx, ctx.tenantId, await targetCompany(tx, ctx, body)))!];
    const counts = await repo.companyCounts(
      tx,
      ctx.tenantId,
      list.map((c) => c.id),
    );
    return list.map((c) => {
      const { companyId: _id, ...n } = counts.get(c.id)!;
      return { companyId: c.id, companyCode: c.code, companyName: c.name, companyType: c.type, ...n };
    });
  });
}

// ---- posts ----

const dutyOut = (d: repo.DutyRowDb): DutyRow => ({
  id: d.id,
  name: d.name,
  positionCount: d.positionCount,
  createdAt: d.createdAt.toISOString(),
});

export function pageDuties(db: Database, ctx: RequestContext, body: DutyPageBody): Promise<Page<DutyRow>> {
  const pageNum = body.page ?? 1;
  const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    const name = body.name || undefined;
    const [total, rows] = await Promise.all([
      repo.countDuties(tx, ctx.tenantId, companyId, name),
      repo.pageDuties(tx, ctx.tenantId, companyId, name, pageSize, (pageNum - 1) * pageSize),
    ]);
    return pageOf(rows.map(dutyOut), total, pageNum, pageSize);
  });
}

async function requireDuty(tx: Tx, tenantId: number, companyId: number, id: number) {
  const duty = await repo.dutyById(tx, tenantId, companyId, id);
  if (!duty) throw new DomainError('DUTY_NOT_FOUND');
  return duty;
}

export function saveDuty(db: Database, actor: AuditActor, body: DutySaveBody): Promise<DutyRow> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    await repo.lockCompanyOrg(tx, ctx.tenantId, companyId);
    if (await repo.dutyNamed(tx, ctx.tenantId, companyId, body.name)) throw new DomainError('DUTY_NAME_TAKEN');
    const id = await repo.insertDuty(tx, ctx.tenantId, companyId, body.name);
    await recordAudit(tx, actor, {
      action: 'create',
      objectType: 'duty',
      objectId: id,
      objectName: body.name,
      objectCompanyId: companyId,
      after: { name: body.name },
    });
    return dutyOut(await requireDuty(tx, ctx.tenantId, companyId, id));
  });
}

export function updateDuty(db: Database, actor: AuditActor, body: DutyUpdateBody): Promise<DutyRow> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    await repo.lockCompanyOrg(tx, ctx.tenantId, companyId);
    const before = await requireDuty(tx, ctx.tenantId, companyId, body.id);
    if (await repo.dutyNamed(tx, ctx.tenantId, companyId, body.name, before.id)) throw new DomainError('DUTY_NAME_TAKEN');
    await repo.updateDuty(tx, ctx.tenantId, before.id, body.name);
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'duty',
      objectId: before.id,
      objectName: body.name,
      objectCompanyId: companyId,
      before: { name: before.name },
      after: { name: body.name },
    });
    return { ...dutyOut(before), name: body.name };
  });
}

export function deleteDuty(db: Database, actor: AuditActor, body: DutyIdBody): Promise<null> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await targetCompany(tx, ctx, body);
    await repo.lockCompanyOrg(tx, ctx.tenantId, companyId);
    const duty = await requireDuty(tx, ctx.tenantId, companyId, body.id);
    if (duty.positionCount > 0) throw new DomainError('DUTY_IN_USE', `删除失败：该岗位下还有${duty.positionCount}名人员`);
    await repo.deleteDuty(tx, ctx.tenantId, duty.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'duty',
      objectId: duty.id,
      objectName: duty.name,
      objectCompanyId: companyId,
      before: { name: duty.name },
    });
    return null;
  });
}
