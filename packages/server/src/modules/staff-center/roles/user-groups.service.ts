// User groups of a company (/systemSetup/userGroupManagement and /set): bundles of the company's users
// whose roles apply to the members in that company (the session lookup adds them to ctx.roleIds) and
// which approval steps may name. A membership change evicts the cached sessions of every user it
// touches; a change of the group's roles bumps the catalogue version (every member's grants change).
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  GroupRoleOption,
  GroupUser,
  UserGroupMembersBody,
  UserGroupPageBody,
  UserGroupRolesBody,
  UserGroupRow,
  UserGroupSaveBody,
  UserGroupUpdateBody,
} from '@medportal/contracts/system/roles.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { publishCacheEvent } from '../../../lib/session-cache.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { bumpCatalogueVersion } from '../access/catalogue.sync.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { companyOf, isUniqueViolation, toPage } from './roles.service.js';
import * as repo from './user-groups.repository.js';

type GroupKey = { companyId?: number | undefined; id: number };

const nameTaken = (name: string) => new DomainError('SYS_USER_GROUP_NAME_TAKEN', `用户组名称 ${name} 已存在`);

async function rowsOf(
  tx: Tx,
  tenantId: number,
  rows: { group: repo.UserGroupRecord; memberCount: number }[],
  clock: Clock,
): Promise<UserGroupRow[]> {
  const roleLinks = await repo.groupRoles(
    tx,
    tenantId,
    rows.map((r) => r.group.id),
  );
  return rows.map(({ group, memberCount }) => ({
    id: group.id,
    companyId: group.companyId,
    name: group.name,
    remark: group.remark,
    memberCount,
    roleNames: roleLinks.filter((l) => l.groupId === group.id).map((l) => l.roleName),
    createTime: clock.text(group.createdAt),
  }));
}

export function groupPage(db: Database, ctx: RequestContext, body: UserGroupPageBody): Promise<Page<UserGroupRow>> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const { rows, total } = await repo.pageGroups(tx, ctx.tenantId, company.id, body.name, body.page, body.pageSize);
    return toPage(await rowsOf(tx, ctx.tenantId, rows, await tenantClockIn(tx, ctx.tenantId)), total, body.page, body.pageSize);
  });
}

async function readGroup(tx: Tx, tenantId: number, companyId: number, id: number): Promise<UserGroupRow> {
  const row = await repo.groupWithCount(tx, tenantId, companyId, id);
  if (!row) throw new DomainError('SYS_USER_GROUP_NOT_FOUND');
  return (await rowsOf(tx, tenantId, [row], await tenantClockIn(tx, tenantId)))[0]!;
}

export function groupDetail(
  db: Database,
  ctx: RequestContext,
  body: GroupKey,
): Promise<{ group: UserGroupRow; memberIds: number[]; roleIds: number[]; users: GroupUser[]; roles: GroupRoleOption[] }> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const group = await readGroup(tx, ctx.tenantId, company.id, body.id);
    return {
      group,
      memberIds: await repo.memberIds(tx, ctx.tenantId, group.id),
      roleIds: (await repo.groupRoles(tx, ctx.tenantId, [group.id])).map((r) => r.roleId),
      users: await repo.companySeatUsers(tx, ctx.tenantId, company.id),
      roles: await repo.companyRoleOptions(tx, ctx.tenantId, company.id),
    };
  });
}

async function lockedGroup(tx: Tx, ctx: RequestContext, body: GroupKey) {
  const company = await companyOf(tx, ctx, body.companyId);
  const group = await repo.lockGroup(tx, ctx.tenantId, company.id, body.id);
  if (!group) throw new DomainError('SYS_USER_GROUP_NOT_FOUND');
  return { company, group };
}

export async function saveGroup(db: Database, actor: AuditActor, body: UserGroupSaveBody): Promise<UserGroupRow> {
  const { ctx } = actor;
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const company = await companyOf(tx, ctx, body.companyId);
      if (await repo.groupWithName(tx, ctx.tenantId, company.id, body.name)) throw nameTaken(body.name);
      const group = await repo.insertGroup(tx, {
        tenantId: ctx.tenantId,
        companyId: company.id,
        name: body.name,
        remark: body.remark ?? '',
      });
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'userGroup',
        objectId: group.id,
        objectName: group.name,
        objectCompanyId: company.id,
        after: { name: group.name, remark: group.remark },
      });
      return readGroup(tx, ctx.tenantId, company.id, group.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name);
    throw err;
  }
}

export async function updateGroup(db: Database, actor: AuditActor, body: UserGroupUpdateBody): Promise<UserGroupRow> {
  const { ctx } = actor;
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const { company, group } = await lockedGroup(tx, ctx, body);
      const other = await repo.groupWithName(tx, ctx.tenantId, company.id, body.name);
      if (other && other.id !== group.id) throw nameTaken(body.name);
      const values = { name: body.name, remark: body.remark ?? group.remark };
      await repo.updateGroup(tx, ctx.tenantId, group.id, values);
      await recordAudit(tx, actor, {
        action: 'update',
        objectType: 'userGroup',
        objectId: group.id,
        objectName: values.name,
        objectCompanyId: company.id,
        before: { name: group.name, remark: group.remark },
        after: values,
      });
      return readGroup(tx, ctx.tenantId, company.id, group.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name);
    throw err;
  }
}

const evictUsers = async (tx: Tx, tenantId: number, userIds: Iterable<number>) => {
  for (const userId of new Set(userIds)) await publishCacheEvent(tx, { kind: 'user', tenantId, userId });
};

/** Deletes the group with its members and role links (the screen asks first when it has members). */
export function deleteGroup(db: Database, actor: AuditActor, body: GroupKey): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, group } = await lockedGroup(tx, ctx, body);
    const members = await repo.memberIds(tx, ctx.tenantId, group.id);
    const roles = await repo.groupRoles(tx, ctx.tenantId, [group.id]);
    await repo.deleteGroup(tx, ctx.tenantId, group.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'userGroup',
      objectId: group.id,
      objectName: group.name,
      objectCompanyId: company.id,
      before: { name: group.name, remark: group.remark, memberIds: members, roleIds: roles.map((r) => r.roleId) },
    });
    await evictUsers(tx, ctx.tenantId, members);
  });
}

/** Replaces the members: every user must hold a seat in the group's company. */
export function setMembers(db: Database, actor: AuditActor, body: UserGroupMembersBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, group } = await lockedGroup(tx, ctx, body);
    const seated = new Map((await repo.companySeatUsers(tx, ctx.tenantId, company.id)).map((u) => [u.userId, u]));
    const outside = body.userIds.filter((id) => !seated.has(id));
    if (outside.length)
      throw new DomainError('SYS_USER_GROUP_MEMBER_OUTSIDE', `userIds：用户 ${outside.slice(0, 10).join('、')} 不是该企业的用户`);
    const before = await repo.memberIds(tx, ctx.tenantId, group.id);
    const after = [...new Set(body.userIds)].sort((a, b) => a - b);
    await repo.replaceMembers(tx, ctx.tenantId, group.id, after);
    const names = (ids: number[]) => ids.map((id) => seated.get(id)?.userName ?? String(id));
    await recordAudit(tx, actor, {
      action: 'grant',
      objectType: 'userGroup',
      objectId: group.id,
      objectName: group.name,
      objectCompanyId: company.id,
      before: { memberIds: before, names: names(before) },
      after: { memberIds: after, names: names(after) },
    });
    const changed = [...before.filter((id) => !after.includes(id)), ...after.filter((id) => !before.includes(id))];
    await evictUsers(tx, ctx.tenantId, changed);
  });
}

/** Replaces the group's roles: every role must be one of the company's. */
export function setRoles(db: Database, actor: AuditActor, body: UserGroupRolesBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, group } = await lockedGroup(tx, ctx, body);
    const roles = new Map((await repo.companyRoleOptions(tx, ctx.tenantId, company.id)).map((r) => [r.roleId, r.roleName]));
    const outside = body.roleIds.filter((id) => !roles.has(id));
    if (outside.length)
      throw new DomainError('SYS_USER_GROUP_ROLE_OUTSIDE', `roleIds：角色 ${outside.slice(0, 10).join('、')} 不是该企业的角色`);
    const before = (await repo.groupRoles(tx, ctx.tenantId, [group.id])).map((r) => r.roleId);
    const after = [...new Set(body.roleIds)].sort((a, b) => a - b);
    await repo.replaceGroupRoles(tx, ctx.tenantId, group.id, after);
    const names = (ids: number[]) => ids.map((id) => roles.get(id) ?? String(id));
    await recordAudit(tx, actor, {
      action: 'grant',
      objectType: 'userGroup',
      objectId: group.id,
      objectName: group.name,
      objectCompanyId: company.id,
      before: { roleIds: before, names: names(before) },
      after: { roleIds: after, names: names(after) },
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
  });
}

/** The members of a group (the approval engine resolves a group step to them). */
export const userGroupMemberIds = (db: Database, tenantId: number, groupId: number): Promise<number[]> =>
  db.tenant(tenantId, (tx) => repo.memberIds(tx, tenantId, groupId));
