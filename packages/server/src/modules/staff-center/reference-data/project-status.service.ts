// The project status dictionary (/systemSetup/projectStatus): the tenant's statuses of a project (code,
// name, colour, sort, enabled), managed by the platform; whoever lists projects reads the enabled ones in
// order (options). A tenant starts with the common statuses (seedProjectStatuses).
import { DEFAULT_PROJECT_STATUSES } from '@medportal/contracts/system/reference-data-rules';
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  ProjectStatusPageBody,
  ProjectStatusRow,
  ProjectStatusSaveBody,
  ProjectStatusSortBody,
  ProjectStatusStatusBody,
  ProjectStatusUpdateBody,
} from '@medportal/contracts/system/reference-data.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { isUniqueViolation, toPage } from '../roles/roles.service.js';
import { requirePlatform } from '../tenancy/managed-company.js';
import * as repo from './reference-data.repository.js';

type Fields = Pick<ProjectStatusSaveBody, 'code' | 'name' | 'color' | 'sort' | 'enabled'>;

const notFound = () => new DomainError('PROJECT_STATUS_NOT_FOUND');

const rowOf = (r: repo.ProjectStatusRecord, clock: Clock): ProjectStatusRow => ({
  id: r.id,
  code: r.code,
  name: r.name,
  color: r.color,
  sort: r.sort,
  enabled: r.enabled,
  updatedAt: clock.text(r.updatedAt),
});

const audited = (r: repo.ProjectStatusRecord) => ({ code: r.code, name: r.name, color: r.color, sort: r.sort, enabled: r.enabled });

/** Code and name are unique in the tenant: says which one is taken. */
async function checkClash(tx: Tx, tenantId: number, f: Fields, exceptId?: number) {
  const clash = await repo.projectStatusClash(tx, tenantId, f.code, f.name, exceptId);
  if (clash.some((c) => c.code === f.code)) throw new DomainError('PROJECT_STATUS_CODE_TAKEN', `项目状态编码 code “${f.code}”已存在`);
  if (clash.length) throw new DomainError('PROJECT_STATUS_NAME_TAKEN', `项目状态名称 name “${f.name}”已存在`);
}

const unique = async <T>(f: Fields, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (err) {
    // a colleague saved the same code or name at the same moment
    if (isUniqueViolation(err))
      throw new DomainError('PROJECT_STATUS_CODE_TAKEN', `项目状态编码 code “${f.code}”或名称 name “${f.name}”已存在`);
    throw err;
  }
};

export function projectStatusPage(db: Database, ctx: RequestContext, body: ProjectStatusPageBody): Promise<Page<ProjectStatusRow>> {
  requirePlatform(ctx);
  const pageNum = body.pageNum ?? 1;
  const pageSize = body.pageSize ?? 20;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { rows, total } = await repo.pageProjectStatuses(tx, ctx.tenantId, body, (pageNum - 1) * pageSize, pageSize);
    const clock = await tenantClockIn(tx, ctx.tenantId);
    return toPage(
      rows.map((r) => rowOf(r, clock)),
      total,
      pageNum,
      pageSize,
    );
  });
}

export function saveProjectStatus(db: Database, actor: AuditActor, body: Fields): Promise<ProjectStatusRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return unique(body, () =>
    db.tenant(ctx.tenantId, async (tx) => {
      await checkClash(tx, ctx.tenantId, body);
      const row = await repo.insertProjectStatus(tx, ctx.tenantId, {
        code: body.code,
        name: body.name,
        color: body.color.toUpperCase(),
        sort: body.sort ?? (await repo.nextProjectStatusSort(tx, ctx.tenantId)),
        enabled: body.enabled ?? true,
      });
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'projectStatus',
        objectId: row.id,
        objectName: row.name,
        after: audited(row),
      });
      return rowOf(row, await tenantClockIn(tx, ctx.tenantId));
    }),
  );
}

export function updateProjectStatus(db: Database, actor: AuditActor, body: ProjectStatusUpdateBody): Promise<ProjectStatusRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return unique(body, () =>
    db.tenant(ctx.tenantId, async (tx) => {
      const before = await repo.lockProjectStatus(tx, ctx.tenantId, body.id);
      if (!before) throw notFound();
      await checkClash(tx, ctx.tenantId, body, before.id);
      const row = await repo.updateProjectStatus(tx, ctx.tenantId, before.id, {
        code: body.code,
        name: body.name,
        color: body.color.toUpperCase(),
        sort: body.sort ?? before.sort,
        enabled: body.enabled ?? before.enabled,
      });
      await recordAudit(tx, actor, {
        action: 'update',
        objectType: 'projectStatus',
        objectId: row.id,
        objectName: row.name,
        before: audited(before),
        after: audited(row),
      });
      return rowOf(row, await tenantClockIn(tx, ctx.tenantId));
    }),
  );
}

export function setProjectStatusEnabled(db: Database, actor: AuditActor, body: ProjectStatusStatusBody): Promise<ProjectStatusRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await repo.lockProjectStatus(tx, ctx.tenantId, body.id);
    if (!before) throw notFound();
    const row = await repo.updateProjectStatus(tx, ctx.tenantId, before.id, { enabled: body.enabled });
    await recordAudit(tx, actor, {
      action: body.enabled ? 'enable' : 'disable',
      objectType: 'projectStatus',
      objectId: row.id,
      objectName: row.name,
      before: audited(before),
      after: audited(row),
    });
    return rowOf(row, await tenantClockIn(tx, ctx.tenantId));
  });
}

export function deleteProjectStatus(db: Database, actor: AuditActor, id: number): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await repo.lockProjectStatus(tx, ctx.tenantId, id);
    if (!before) throw notFound();
    await repo.deleteProjectStatus(tx, ctx.tenantId, id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'projectStatus',
      objectId: id,
      objectName: before.name,
      before: audited(before),
    });
  });
}

/** projectStatus/sort: the ids are every status of the tenant in their new order (sort 10, 20, 30 ...). */
export function sortProjectStatuses(db: Database, actor: AuditActor, body: ProjectStatusSortBody): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const all = await repo.lockAllProjectStatuses(tx, ctx.tenantId);
    const known = new Set(all.map((r) => r.id));
    if (all.length !== body.ids.length || body.ids.some((id) => !known.has(id))) throw new DomainError('PROJECT_STATUS_SORT_MISMATCH');
    const before = Object.fromEntries(all.map((r) => [r.id, r.sort]));
    const after: Record<number, number> = {};
    for (const [i, id] of body.ids.entries()) {
      const sort = Math.min(9999, (i + 1) * 10);
      after[id] = sort;
      if (before[id] !== sort) await repo.updateProjectStatus(tx, ctx.tenantId, id, { sort });
    }
    await recordAudit(tx, actor, { action: 'update', objectType: 'projectStatus', objectId: 'sort', objectName: '排序', before, after });
  });
}

/** projectStatus/options: the enabled statuses in order, for any screen that shows a project. */
export const projectStatusOptions = (db: Database, ctx: RequestContext) =>
  db.tenant(ctx.tenantId, async (tx) =>
    (await repo.allProjectStatuses(tx, ctx.tenantId, true)).map((r) => ({ id: r.id, code: r.code, name: r.name, color: r.color })),
  );

/** The common statuses (contracts DEFAULT_PROJECT_STATUSES) for a tenant that has none yet. */
export async function seedProjectStatuses(tx: Tx, tenantId: number): Promise<void> {
  if ((await repo.allProjectStatuses(tx, tenantId)).length) return;
  for (const [i, s] of DEFAULT_PROJECT_STATUSES.entries())
    await repo.insertProjectStatus(tx, tenantId, { code: s.code, name: s.name, color: s.color, sort: (i + 1) * 10, enabled: true });
}
