// Default roles per company type (/systemSetup/default-role-management and /set, platform only): the
// roles and grants every new company of the type starts with (copyDefaultRoles in roles.service).
// Their grants stay inside what the type's auth groups grant. No session uses a default role, so a
// change needs no cache eviction; companies keep the roles already copied.
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  DefaultRoleGrantBody,
  DefaultRolePageBody,
  DefaultRoleRow,
  DefaultRoleSaveBody,
  DefaultRoleUpdateBody,
  ResourceTreeNode,
} from '@medportal/contracts/system/roles.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { requirePlatform } from '../tenancy/managed-company.js';
import * as repo from './default-roles.repository.js';
import { buildResourceTree, treeResourceIds } from './resource-tree.js';
import { catalogue, typeGrantIds } from './roles.repository.js';
import { isUniqueViolation, toPage } from './roles.service.js';

const rowOf = (r: { role: repo.DefaultRoleRecord; copiedCount: number }, clock: Clock): DefaultRoleRow => ({
  id: r.role.id,
  companyType: r.role.companyType,
  roleName: r.role.name,
  roleCode: r.role.code,
  remark: r.role.remark,
  enabled: r.role.enabled,
  dataScope: r.role.dataScope,
  copiedCount: r.copiedCount,
  createTime: clock.text(r.role.createdAt),
});

const snapshotOf = (r: repo.DefaultRoleRecord) => ({
  companyType: r.companyType,
  roleName: r.name,
  roleCode: r.code,
  remark: r.remark,
  enabled: r.enabled,
  dataScope: r.dataScope,
});

const codeTaken = (code: string) => new DomainError('SYS_DEFAULT_ROLE_CODE_TAKEN', `该企业类型下角色编码 ${code} 已存在`);

export function defaultRolePage(db: Database, ctx: RequestContext, body: DefaultRolePageBody): Promise<Page<DefaultRoleRow>> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const clock = await tenantClockIn(tx, ctx.tenantId);
    const { rows, total } = await repo.pageDefaultRoles(tx, ctx.tenantId, body, body.page, body.pageSize);
    return toPage(
      rows.map((r) => rowOf(r, clock)),
      total,
      body.page,
      body.pageSize,
    );
  });
}

async function readDefaultRole(tx: Tx, tenantId: number, id: number): Promise<DefaultRoleRow> {
  const row = await repo.defaultRoleWithUsage(tx, tenantId, id);
  if (!row) throw new DomainError('SYS_DEFAULT_ROLE_NOT_FOUND');
  return rowOf(row, await tenantClockIn(tx, tenantId));
}

export function defaultRoleDetail(db: Database, ctx: RequestContext, id: number): Promise<DefaultRoleRow> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, (tx) => readDefaultRole(tx, ctx.tenantId, id));
}

async function locked(tx: Tx, tenantId: number, id: number) {
  const role = await repo.lockDefaultRole(tx, tenantId, id);
  if (!role) throw new DomainError('SYS_DEFAULT_ROLE_NOT_FOUND');
  return role;
}

export async function saveDefaultRole(db: Database, actor: AuditActor, body: DefaultRoleSaveBody): Promise<DefaultRoleRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      if (await repo.defaultRoleWithCode(tx, ctx.tenantId, body.companyType, body.roleCode)) throw codeTaken(body.roleCode);
      const role = await repo.insertDefaultRole(tx, {
        tenantId: ctx.tenantId,
        companyType: body.companyType,
        name: body.roleName,
        code: body.roleCode,
        remark: body.remark ?? '',
        enabled: body.enabled ?? true,
        dataScope: body.dataScope ?? 'own',
      });
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'defaultRole',
        objectId: role.id,
        objectName: role.name,
        after: snapshotOf(role),
      });
      return readDefaultRole(tx, ctx.tenantId, role.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(body.roleCode);
    throw err;
  }
}

export async function updateDefaultRole(db: Database, actor: AuditActor, body: DefaultRoleUpdateBody): Promise<DefaultRoleRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const role = await locked(tx, ctx.tenantId, body.id);
      const other = await repo.defaultRoleWithCode(tx, ctx.tenantId, role.companyType, body.roleCode);
      if (other && other.id !== role.id) throw codeTaken(body.roleCode);
      const values = {
        name: body.roleName,
        code: body.roleCode,
        remark: body.remark ?? role.remark,
        enabled: body.enabled ?? role.enabled,
        dataScope: body.dataScope ?? role.dataScope,
      };
      await repo.updateDefaultRole(tx, ctx.tenantId, role.id, values);
      const after = { ...role, ...values };
      await recordAudit(tx, actor, {
        action: role.enabled === after.enabled ? 'update' : after.enabled ? 'enable' : 'disable',
        objectType: 'defaultRole',
        objectId: role.id,
        objectName: after.name,
        before: snapshotOf(role),
        after: snapshotOf(after),
      });
      return readDefaultRole(tx, ctx.tenantId, role.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(body.roleCode);
    throw err;
  }
}

export function deleteDefaultRole(db: Database, actor: AuditActor, id: number): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const role = await locked(tx, ctx.tenantId, id);
    const grants = (await repo.defaultRoleGrantIds(tx, ctx.tenantId, [role.id])).map((g) => g.resourceId);
    await repo.deleteDefaultRole(tx, ctx.tenantId, role.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'defaultRole',
      objectId: role.id,
      objectName: role.name,
      before: { ...snapshotOf(role), resourceIds: grants },
    });
  });
}

async function typeTree(tx: Tx, tenantId: number, companyType: string) {
  const [cat, allowed] = await Promise.all([catalogue(tx, tenantId), typeGrantIds(tx, tenantId, companyType)]);
  const tree = buildResourceTree(cat.apps, cat.resources, allowed);
  return { tree, ids: treeResourceIds(tree), names: new Map(cat.resources.map((r) => [r.id, r.name])) };
}

export function defaultRoleResourceTree(
  db: Database,
  ctx: RequestContext,
  id: number,
): Promise<{ tree: ResourceTreeNode[]; checkedIds: number[] }> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const role = await repo.defaultRoleWithUsage(tx, ctx.tenantId, id);
    if (!role) throw new DomainError('SYS_DEFAULT_ROLE_NOT_FOUND');
    const { tree, ids } = await typeTree(tx, ctx.tenantId, role.role.companyType);
    const granted = (await repo.defaultRoleGrantIds(tx, ctx.tenantId, [id])).map((g) => g.resourceId);
    return { tree, checkedIds: granted.filter((r) => ids.has(r)) };
  });
}

export function grantDefaultRoleResources(db: Database, actor: AuditActor, body: DefaultRoleGrantBody): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const role = await locked(tx, ctx.tenantId, body.id);
    const { ids, names } = await typeTree(tx, ctx.tenantId, role.companyType);
    const outside = body.resourceIds.filter((r) => !ids.has(r));
    if (outside.length) {
      throw new DomainError(
        'SYS_DEFAULT_ROLE_GRANT_OUTSIDE',
        `授权失败：资源 ${outside.slice(0, 10).join('、')} 超出该企业类型的权限组范围`,
      );
    }
    const before = (await repo.defaultRoleGrantIds(tx, ctx.tenantId, [role.id])).map((g) => g.resourceId);
    const after = [...new Set(body.resourceIds)].sort((a, b) => a - b);
    await repo.replaceDefaultRoleGrants(tx, ctx.tenantId, role.id, after);
    const nameList = (list: number[]) => list.map((r) => names.get(r) ?? String(r));
    await recordAudit(tx, actor, {
      action: 'grant',
      objectType: 'defaultRole',
      objectId: role.id,
      objectName: role.name,
      before: { resourceIds: before, names: nameList(before) },
      after: { resourceIds: after, names: nameList(after) },
    });
  });
}
