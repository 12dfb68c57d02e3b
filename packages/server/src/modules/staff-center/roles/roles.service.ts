// Roles of a company (system setup /systemSetup/jurisdiction, /set and /dataManagement): CRUD, grants of
// apps, menus and buttons within what the company's auth groups grant, data scopes with related
// companies, and field permissions per role. Every change is audited in its transaction; a change that
// alters what sessions may use bumps the catalogue version there too, so a user's next request and
// next menu load follow it.
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  CompanyBrief,
  FieldTableRow,
  ResourceTreeNode,
  RoleDataScopePageBody,
  RoleDataScopeRow,
  RoleDetail,
  RoleFieldRow,
  RoleFieldSaveBody,
  RoleGrantAppsBody,
  RoleGrantDataBody,
  RoleGrantResourcesBody,
  RolePageBody,
  RoleRow,
  RoleSaveBody,
  RoleUpdateBody,
} from '@medportal/contracts/system/roles.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { bumpCatalogueVersion } from '../access/catalogue.sync.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { roleFieldStatuses, setRoleFieldStatuses } from '../field-permissions/field-permissions.service.js';
import { managedCompany } from '../tenancy/managed-company.js';
import { buildResourceTree, treeResourceIds } from './resource-tree.js';
import * as repo from './roles.repository.js';
import { defaultRoleGrantIds, enabledDefaultRoles } from './default-roles.repository.js';

export const toPage = <T>(content: T[], total: number, pageNum: number, pageSize: number): Page<T> => ({
  content,
  totalElements: total,
  number: pageNum - 1,
  size: pageSize,
  totalPages: Math.ceil(total / pageSize),
  numberOfElements: content.length,
});

export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
};

/** The managed company of the call, checked to exist in the tenant. */
export async function companyOf(tx: Tx, ctx: RequestContext, requested: number | undefined) {
  const id = managedCompany(ctx, requested);
  const company = await repo.findCompany(tx, ctx.tenantId, id);
  if (!company) throw new DomainError('SYS_COMPANY_NOT_FOUND');
  return company;
}

const rowOf = (r: { role: repo.RoleRecord; userCount: number; groupCount: number }, clock: Clock): RoleRow => ({
  roleId: r.role.id,
  companyId: r.role.companyId,
  roleName: r.role.name,
  roleCode: r.role.code,
  remark: r.role.remark,
  enabled: r.role.enabled,
  dataScope: r.role.dataScope,
  defaultRoleId: r.role.defaultRoleId,
  userCount: r.userCount,
  groupCount: r.groupCount,
  createTime: clock.text(r.role.createdAt),
});

const snapshotOf = (r: repo.RoleRecord) => ({
  roleName: r.name,
  roleCode: r.code,
  remark: r.remark,
  enabled: r.enabled,
  dataScope: r.dataScope,
});

export function rolePage(db: Database, ctx: RequestContext, body: RolePageBody): Promise<Page<RoleRow>> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const clock = await tenantClockIn(tx, ctx.tenantId);
    const { rows, total } = await repo.pageRoles(tx, ctx.tenantId, company.id, body, body.page, body.pageSize);
    return toPage(
      rows.map((r) => rowOf(r, clock)),
      total,
      body.page,
      body.pageSize,
    );
  });
}

async function readRole(tx: Tx, ctx: RequestContext, companyId: number, roleId: number): Promise<RoleRow> {
  const row = await repo.roleWithUsage(tx, ctx.tenantId, companyId, roleId);
  if (!row) throw new DomainError('SYS_ROLE_NOT_FOUND');
  return rowOf(row, await tenantClockIn(tx, ctx.tenantId));
}

export function roleDetail(
  db: Database,
  ctx: RequestContext,
  body: { companyId?: number | undefined; roleId: number },
): Promise<RoleDetail> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const role = await readRole(tx, ctx, (await companyOf(tx, ctx, body.companyId)).id, body.roleId);
    const links = await repo.roleRelatedIds(tx, ctx.tenantId, [role.roleId]);
    const relatedCompanies = await repo.companiesByIds(
      tx,
      ctx.tenantId,
      links.map((l) => l.companyId),
    );
    return { ...role, relatedCompanies };
  });
}

async function lockedRole(tx: Tx, ctx: RequestContext, companyId: number | undefined, roleId: number) {
  const company = await companyOf(tx, ctx, companyId);
  const role = await repo.lockRole(tx, ctx.tenantId, company.id, roleId);
  if (!role) throw new DomainError('SYS_ROLE_NOT_FOUND');
  return { company, role };
}

const codeTaken = (code: string) => new DomainError('SYS_ROLE_CODE_TAKEN', `角色编码 ${code} 已存在`);

export async function saveRole(db: Database, actor: AuditActor, body: RoleSaveBody): Promise<RoleRow> {
  const { ctx } = actor;
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const company = await companyOf(tx, ctx, body.companyId);
      if (await repo.roleWithCode(tx, ctx.tenantId, company.id, body.roleCode)) throw codeTaken(body.roleCode);
      const role = await repo.insertRole(tx, {
        tenantId: ctx.tenantId,
        companyId: company.id,
        name: body.roleName,
        code: body.roleCode,
        remark: body.remark ?? '',
        enabled: body.enabled ?? true,
        dataScope: body.dataScope ?? 'own',
      });
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'role',
        objectId: role.id,
        objectName: role.name,
        objectCompanyId: company.id,
        after: snapshotOf(role),
      });
      return readRole(tx, ctx, company.id, role.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(body.roleCode);
    throw err;
  }
}

export async function updateRole(db: Database, actor: AuditActor, body: RoleUpdateBody): Promise<RoleRow> {
  const { ctx } = actor;
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const { company, role } = await lockedRole(tx, ctx, body.companyId, body.roleId);
      const other = await repo.roleWithCode(tx, ctx.tenantId, company.id, body.roleCode);
      if (other && other.id !== role.id) throw codeTaken(body.roleCode);
      const values = {
        name: body.roleName,
        code: body.roleCode,
        remark: body.remark ?? role.remark,
        enabled: body.enabled ?? role.enabled,
        dataScope: body.dataScope ?? role.dataScope,
      };
      await repo.updateRole(tx, ctx.tenantId, role.id, values);
      const after = { ...role, ...values };
      const action = role.enabled === after.enabled ? 'update' : after.enabled ? 'enable' : 'disable';
      await recordAudit(tx, actor, {
        action,
        objectType: 'role',
        objectId: role.id,
        objectName: after.name,
        objectCompanyId: company.id,
        before: snapshotOf(role),
        after: snapshotOf(after),
      });
      // enabling or disabling a role changes what its holders may use
      if (role.enabled !== after.enabled) await bumpCatalogueVersion(tx, ctx.tenantId);
      return readRole(tx, ctx, company.id, role.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(body.roleCode);
    throw err;
  }
}

/** Refused while users hold the role through a seat or a user group carries it. */
export function deleteRole(db: Database, actor: AuditActor, body: { companyId?: number | undefined; roleId: number }): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, role } = await lockedRole(tx, ctx, body.companyId, body.roleId);
    const usage = await repo.roleUsage(tx, ctx.tenantId, role.id);
    if (usage.users > 0) throw new DomainError('SYS_ROLE_IN_USE', `删除失败：该角色已分配给${usage.users}名用户`);
    if (usage.groups > 0) throw new DomainError('SYS_ROLE_IN_USE', `删除失败：该角色已分配给${usage.groups}个用户组`);
    const grants = await repo.roleGrantIds(tx, ctx.tenantId, role.id);
    await repo.deleteRole(tx, ctx.tenantId, role.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'role',
      objectId: role.id,
      objectName: role.name,
      objectCompanyId: company.id,
      before: { ...snapshotOf(role), resourceIds: grants },
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
  });
}

// ---- grants ----------------------------------------------------------------------------------

export async function companyTree(tx: Tx, tenantId: number, companyId: number) {
  const [catalogue, allowed] = await Promise.all([repo.catalogue(tx, tenantId), repo.companyGrantIds(tx, tenantId, companyId)]);
  const tree = buildResourceTree(catalogue.apps, catalogue.resources, allowed);
  return { tree, ids: treeResourceIds(tree), catalogue };
}

export function roleResourceTree(
  db: Database,
  ctx: RequestContext,
  body: { companyId?: number | undefined; roleId: number },
): Promise<{ tree: ResourceTreeNode[]; checkedIds: number[] }> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    if (!(await repo.roleWithUsage(tx, ctx.tenantId, company.id, body.roleId))) throw new DomainError('SYS_ROLE_NOT_FOUND');
    const { tree, ids } = await companyTree(tx, ctx.tenantId, company.id);
    const granted = await repo.roleGrantIds(tx, ctx.tenantId, body.roleId);
    return { tree, checkedIds: granted.filter((id) => ids.has(id)) };
  });
}

const namesOf = (ids: number[], names: Map<number, string>) => ids.map((id) => names.get(id) ?? String(id));

async function writeGrants(
  tx: Tx,
  actor: AuditActor,
  company: { id: number },
  role: repo.RoleRecord,
  next: number[],
  names: Map<number, string>,
) {
  const before = await repo.roleGrantIds(tx, actor.ctx.tenantId, role.id);
  const after = [...new Set(next)].sort((a, b) => a - b);
  await repo.replaceRoleGrants(tx, actor.ctx.tenantId, role.id, after);
  await recordAudit(tx, actor, {
    action: 'grant',
    objectType: 'role',
    objectId: role.id,
    objectName: role.name,
    objectCompanyId: company.id,
    before: { resourceIds: before, names: namesOf(before, names) },
    after: { resourceIds: after, names: namesOf(after, names) },
  });
  await bumpCatalogueVersion(tx, actor.ctx.tenantId);
}

/** Replaces the role's grants; every id must be one the company is granted (else nothing is written). */
export function grantResources(db: Database, actor: AuditActor, body: RoleGrantResourcesBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, role } = await lockedRole(tx, ctx, body.companyId, body.roleId);
    const { ids, catalogue } = await companyTree(tx, ctx.tenantId, company.id);
    const outside = body.resourceIds.filter((id) => !ids.has(id));
    if (outside.length) {
      throw new DomainError('SYS_ROLE_GRANT_OUTSIDE', `授权失败：资源 ${outside.slice(0, 10).join('、')} 超出企业已开通的权限范围`);
    }
    const names = new Map(catalogue.resources.map((r) => [r.id, r.name]));
    await writeGrants(tx, actor, company, role, body.resourceIds, names);
  });
}

/** Grants (or revokes) every menu and button of whole apps, within the company's grants. */
export function grantApps(db: Database, actor: AuditActor, body: RoleGrantAppsBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, role } = await lockedRole(tx, ctx, body.companyId, body.roleId);
    const { tree, catalogue } = await companyTree(tx, ctx.tenantId, company.id);
    const byApp = new Map(tree.map((app) => [app.id, treeResourceIds([app])]));
    const outside = body.appIds.filter((id) => !byApp.has(id));
    if (outside.length) throw new DomainError('SYS_ROLE_APP_OUTSIDE', `授权失败：子系统 ${outside.join('、')} 未对该企业开通`);
    const current = new Set(await repo.roleGrantIds(tx, ctx.tenantId, role.id));
    const appOf = new Map(catalogue.resources.map((r) => [r.id, r.appId]));
    const chosen = new Set(body.appIds);
    const next = body.granted
      ? [...current, ...body.appIds.flatMap((id) => [...byApp.get(id)!])]
      : [...current].filter((id) => !chosen.has(appOf.get(id) ?? -1));
    const names = new Map(catalogue.resources.map((r) => [r.id, r.name]));
    await writeGrants(tx, actor, company, role, next, names);
  });
}

// ---- data scopes -------------------------------------------------------------------------------

export function relatedCompanyOptions(
  db: Database,
  ctx: RequestContext,
  body: { companyId?: number | undefined },
): Promise<CompanyBrief[]> {
  return db.tenant(ctx.tenantId, async (tx) => repo.relatedCompanies(tx, ctx.tenantId, (await companyOf(tx, ctx, body.companyId)).id));
}

/** Sets the role's data scope and, for 'related', which related companies it may see. */
export function grantData(db: Database, actor: AuditActor, body: RoleGrantDataBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, role } = await lockedRole(tx, ctx, body.companyId, body.roleId);
    const related = await repo.relatedCompanies(tx, ctx.tenantId, company.id);
    const known = new Map(related.map((c) => [c.id, c.name]));
    const outside = body.relatedCompanyIds.filter((id) => !known.has(id));
    if (outside.length) {
      throw new DomainError('SYS_ROLE_RELATED_OUTSIDE', `relatedCompanyIds：企业 ${outside.join('、')} 不是该企业的关联企业`);
    }
    const before = (await repo.roleRelatedIds(tx, ctx.tenantId, [role.id])).map((r) => r.companyId);
    const after = [...new Set(body.relatedCompanyIds)].sort((a, b) => a - b);
    await repo.updateRole(tx, ctx.tenantId, role.id, { dataScope: body.dataScope });
    await repo.replaceRoleRelated(tx, ctx.tenantId, role.id, after);
    const beforeNames = new Map((await repo.companiesByIds(tx, ctx.tenantId, before)).map((c) => [c.id, c.name]));
    await recordAudit(tx, actor, {
      action: 'grant',
      objectType: 'dataScope',
      objectId: role.id,
      objectName: role.name,
      objectCompanyId: company.id,
      before: { dataScope: role.dataScope, relatedCompanyIds: before, names: namesOf(before, beforeNames) },
      after: { dataScope: body.dataScope, relatedCompanyIds: after, names: namesOf(after, known) },
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
  });
}

export function dataScopePage(db: Database, ctx: RequestContext, body: RoleDataScopePageBody): Promise<Page<RoleDataScopeRow>> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const { rows, total } = await repo.pageRoles(tx, ctx.tenantId, company.id, { roleName: body.roleName }, body.page, body.pageSize);
    const links = await repo.roleRelatedIds(
      tx,
      ctx.tenantId,
      rows.map((r) => r.role.id),
    );
    const cards = new Map((await repo.companiesByIds(tx, ctx.tenantId, [...new Set(links.map((l) => l.companyId))])).map((c) => [c.id, c]));
    return toPage(
      rows.map(({ role }) => ({
        roleId: role.id,
        roleName: role.name,
        roleCode: role.code,
        enabled: role.enabled,
        dataScope: role.dataScope,
        relatedCompanies: links.filter((l) => l.roleId === role.id && cards.has(l.companyId)).map((l) => cards.get(l.companyId)!),
      })),
      total,
      body.page,
      body.pageSize,
    );
  });
}

// ---- field permissions -------------------------------------------------------------------------

export function fieldTableList(db: Database, ctx: RequestContext, body: { companyId?: number | undefined }): Promise<FieldTableRow[]> {
  return db.tenant(ctx.tenantId, async (tx) => {
    await companyOf(tx, ctx, body.companyId);
    return (await repo.fieldTables(tx, ctx.tenantId)).map((t) => ({ tableNo: t.tableNo, fieldCount: Number(t.fieldCount) }));
  });
}

export function roleFields(
  db: Database,
  ctx: RequestContext,
  body: { companyId?: number | undefined; roleId: number; businessCode: string },
): Promise<RoleFieldRow[]> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    if (!(await repo.roleWithUsage(tx, ctx.tenantId, company.id, body.roleId))) throw new DomainError('SYS_ROLE_NOT_FOUND');
    const fields = await roleFieldStatuses(tx, ctx.tenantId, body.roleId, body.businessCode);
    if (fields.length === 0) throw new DomainError('SYS_FIELD_TABLE_UNKNOWN');
    return fields;
  });
}

export function saveRoleFields(db: Database, actor: AuditActor, body: RoleFieldSaveBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, role } = await lockedRole(tx, ctx, body.companyId, body.roleId);
    const before = await roleFieldStatuses(tx, ctx.tenantId, role.id, body.businessCode);
    await setRoleFieldStatuses(tx, ctx.tenantId, role.id, body.businessCode, body.fields);
    const after = await roleFieldStatuses(tx, ctx.tenantId, role.id, body.businessCode);
    const statuses = (list: RoleFieldRow[]) => Object.fromEntries(list.map((f) => [f.fieldCode, f.status]));
    await recordAudit(tx, actor, {
      action: 'grant',
      objectType: 'fieldPermission',
      objectId: role.id,
      objectName: `${role.name} / ${body.businessCode}`,
      objectCompanyId: company.id,
      before: { businessCode: body.businessCode, fields: statuses(before) },
      after: { businessCode: body.businessCode, fields: statuses(after) },
    });
  });
}

// ---- used by other modules -------------------------------------------------------------------

/**
 * Copies the enabled default roles of a company type into a new company, inside the caller's
 * transaction (companies.service createCompany): each with its grants cut to what the company is
 * granted, linked to its default role by roles.default_role_id. Returns how many roles were made.
 */
export async function copyDefaultRoles(tx: Tx, tenantId: number, companyId: number, companyType: string): Promise<number> {
  const templates = await enabledDefaultRoles(tx, tenantId, companyType);
  if (templates.length === 0) return 0;
  const allowed = await repo.companyGrantIds(tx, tenantId, companyId);
  const grants = await defaultRoleGrantIds(
    tx,
    tenantId,
    templates.map((t) => t.id),
  );
  const made = await repo.insertRoles(
    tx,
    templates.map((t) => ({
      tenantId,
      companyId,
      name: t.name,
      code: t.code,
      remark: t.remark,
      dataScope: t.dataScope,
      enabled: true,
      defaultRoleId: t.id,
    })),
  );
  const roleOf = new Map(made.map((r) => [r.defaultRoleId!, r.id]));
  await repo.insertRoleGrants(
    tx,
    grants
      .filter((g) => allowed.has(g.resourceId))
      .map((g) => ({ tenantId, roleId: roleOf.get(g.defaultRoleId)!, resourceId: g.resourceId })),
  );
  return made.length;
}
