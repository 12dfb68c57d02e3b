// An app's resource tree as the platform operator shapes it (menuManagement, sysMenu). The code catalogue
// stays the source of codes and grants: catalogue menus may be renamed, reordered, regrouped (edited=true:
// the sync keeps name, sort and parent) and hidden (hidden=true: the sync does not enable them again);
// buttons are read-only. An operator adds menus of its own (ext.<n>): external links (http/https, opened
// in a new tab) and groups; they grant nothing and are shown to whoever holds their parent menu or, at
// the top level, any menu of their app (access/grants.repository.ts withOperatorNodes). A menu whose
// screen is not built cannot be made visible. Every change is audited and bumps the catalogue version.
import { RESOURCE_BUTTON, RESOURCE_MENU } from '@medportal/contracts/common/constants';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import {
  OPERATOR_CODE_PREFIX,
  PROTECTED_RESOURCE_CODES,
  isExternalUrl,
  isOperatorCode,
  type ResourceAdminNode,
  type ResourceCopyBody,
  type ResourceSaveBody,
  type ResourceSortBody,
  type ResourceStatusBody,
  type ResourceTree,
  type ResourceUpdateBody,
} from '@medportal/contracts/system/apps-menus.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { bumpCatalogueVersion } from '../access/catalogue.sync.js';
import { CATALOGUE, walk } from '../access/catalogue.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { requirePlatform } from '../tenancy/managed-company.js';
import { appRowOf, notFound } from './apps-admin.service.js';
import * as repo from './apps-menus.repository.js';

type Resource = repo.ResourceRecord;

const CATALOGUE_CODES = new Set(CATALOGUE.flatMap((a) => [...walk(a.resources)].map((n) => n.code)));

const audited = (r: Resource) => ({
  resourceCode: r.resourceCode,
  resourceName: r.resourceName,
  resourcePath: r.resourcePath,
  resourceIcon: r.resourceIcon,
  parentId: r.parentId,
  menuSort: r.menuSort,
  hidden: r.hidden,
  enabled: r.enabled,
});

/** A menu path that opens something: a built screen, an operator's external link, or none (a group). */
const screenBuilt = (r: Resource) =>
  r.resourceType !== RESOURCE_MENU ||
  !r.resourcePath ||
  isBuiltScreen(r.resourcePath) ||
  (isOperatorCode(r.resourceCode) && isExternalUrl(r.resourcePath));

function buildAdminTree(rows: Resource[]): ResourceAdminNode[] {
  const nodes = new Map<number, ResourceAdminNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      appId: r.appId,
      parentId: r.parentId,
      resourceCode: r.resourceCode,
      resourceName: r.resourceName,
      originResourceName: r.originResourceName,
      resourcePath: r.resourcePath,
      resourceIcon: r.resourceIcon,
      resourceType: r.resourceType,
      menuSort: r.menuSort,
      enabled: r.enabled,
      hidden: r.hidden,
      edited: r.edited,
      operator: isOperatorCode(r.resourceCode),
      screenBuilt: screenBuilt(r),
      children: [],
    });
  }
  const roots: ResourceAdminNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const order = (list: ResourceAdminNode[]) => {
    list.sort((a, b) => a.menuSort - b.menuSort || a.id - b.id);
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
}

/** The node and everything under it. */
function subtree(rows: Resource[], rootId: number): Resource[] {
  const result: Resource[] = [];
  const queue = [rootId];
  const seen = new Set<number>();
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const row = rows.find((r) => r.id === id);
    if (row) result.push(row);
    for (const child of rows) if (child.parentId === id) queue.push(child.id);
  }
  return result;
}

/** A parent a menu may sit under: a path-less menu (group) of the same app, not the node itself or below it. */
function checkParent(rows: Resource[], parentId: number | null, moving?: Resource): void {
  if (parentId === null) return;
  const parent = rows.find((r) => r.id === parentId);
  const below = moving ? subtree(rows, moving.id).some((r) => r.id === parentId) : false;
  if (!parent || parent.resourceType !== RESOURCE_MENU || parent.resourcePath || below) {
    throw new DomainError('APPS_MENUS_PARENT_INVALID');
  }
}

export function resourceTree(db: Database, ctx: RequestContext, appId: number): Promise<ResourceTree> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const app = await repo.findApp(tx, ctx.tenantId, appId);
    if (!app) throw notFound();
    const rows = await repo.appResources(tx, ctx.tenantId, appId);
    return { app: appRowOf(app, rows.filter((r) => r.resourceType === RESOURCE_MENU).length), nodes: buildAdminTree(rows) };
  });
}

/** The resource with its app's rows, locked; the app's own lock serialises changes of one tree. */
async function lockedTree(tx: Tx, tenantId: number, resourceId: number) {
  const node = await repo.findResource(tx, tenantId, resourceId);
  if (!node || !(await repo.lockApp(tx, tenantId, node.appId))) throw notFound();
  const rows = await repo.appResources(tx, tenantId, node.appId, true);
  return { node: rows.find((r) => r.id === resourceId)!, rows };
}

async function changed(tx: Tx, actor: AuditActor, entry: Parameters<typeof recordAudit>[2]) {
  await recordAudit(tx, actor, entry);
  await bumpCatalogueVersion(tx, actor.ctx.tenantId);
}

export async function saveResource(db: Database, actor: AuditActor, body: ResourceSaveBody): Promise<{ id: number }> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    if (!(await repo.lockApp(tx, ctx.tenantId, body.appId))) throw notFound();
    const rows = await repo.appResources(tx, ctx.tenantId, body.appId, true);
    checkParent(rows, body.parentId);
    const code = `${OPERATOR_CODE_PREFIX}${await repo.nextOperatorNumber(tx, ctx.tenantId)}`;
    const [row] = await repo.insertResources(tx, [
      {
        tenantId: ctx.tenantId,
        appId: body.appId,
        parentId: body.parentId,
        resourceCode: code,
        resourceName: body.resourceName,
        originResourceName: body.resourceName,
        resourcePath: body.kind === 'link' ? body.resourcePath : null,
        resourceIcon: body.resourceIcon ?? null,
        resourceType: RESOURCE_MENU,
        menuSort: repo.maxChildSort(rows, body.parentId) + 1,
        edited: true,
      },
    ]);
    await changed(tx, actor, {
      action: 'create',
      objectType: 'resource',
      objectId: row!.id,
      objectName: row!.resourceName,
      after: audited(row!),
    });
    return { id: row!.id };
  });
}

export async function updateResource(db: Database, actor: AuditActor, body: ResourceUpdateBody): Promise<{ id: number }> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { node, rows } = await lockedTree(tx, ctx.tenantId, body.id);
    if (node.resourceType === RESOURCE_BUTTON) throw new DomainError('APPS_MENUS_BUTTON_FIXED');
    const operator = isOperatorCode(node.resourceCode);
    if (body.resourcePath !== undefined && body.resourcePath !== node.resourcePath && (!operator || !node.resourcePath)) {
      throw new DomainError('APPS_MENUS_PATH_FIXED', operator ? '分组没有链接地址，请新增外部链接' : undefined);
    }
    const moved = body.parentId !== node.parentId;
    if (moved) checkParent(rows, body.parentId, node);
    const after = await repo.updateResource(tx, ctx.tenantId, node.id, {
      resourceName: body.resourceName,
      resourceIcon: body.resourceIcon === undefined ? node.resourceIcon : body.resourceIcon,
      parentId: body.parentId,
      resourcePath: body.resourcePath ?? node.resourcePath,
      menuSort: moved ? repo.maxChildSort(rows, body.parentId) + 1 : node.menuSort,
      edited: true,
    });
    await changed(tx, actor, {
      action: 'update',
      objectType: 'resource',
      objectId: node.id,
      objectName: after.resourceName,
      before: audited(node),
      after: audited(after),
    });
    return { id: node.id };
  });
}

/**
 * The drag result: the menus under one parent (null: the top level) in their new order. Menus from elsewhere
 * in the app are moved there (regrouped); every menu that stays under the parent must be listed.
 */
export async function sortResources(db: Database, actor: AuditActor, body: ResourceSortBody): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  await db.tenant(ctx.tenantId, async (tx) => {
    if (!(await repo.lockApp(tx, ctx.tenantId, body.appId))) throw notFound();
    const rows = await repo.appResources(tx, ctx.tenantId, body.appId, true);
    const listed = new Set(body.ids);
    const siblings = rows.filter((r) => r.parentId === body.parentId && r.resourceType === RESOURCE_MENU);
    const nodes = body.ids.map((id) => rows.find((r) => r.id === id));
    if (
      listed.size !== body.ids.length ||
      siblings.some((r) => !listed.has(r.id)) ||
      nodes.some((n) => !n || n.resourceType !== RESOURCE_MENU)
    ) {
      throw new DomainError('APPS_MENUS_SORT_INVALID');
    }
    for (const node of nodes) if (node!.parentId !== body.parentId) checkParent(rows, body.parentId, node);
    const before = siblings.map((r) => ({ id: r.id, menuSort: r.menuSort }));
    for (const [i, node] of nodes.entries()) {
      if (node!.parentId !== body.parentId || node!.menuSort !== i + 1) {
        await repo.updateResource(tx, ctx.tenantId, node!.id, { parentId: body.parentId, menuSort: i + 1, edited: true });
      }
    }
    await changed(tx, actor, {
      action: 'update',
      objectType: 'resource',
      objectId: body.parentId ?? body.appId,
      objectName: body.parentId === null ? '顶级菜单排序' : (rows.find((r) => r.id === body.parentId)?.resourceName ?? ''),
      before: { parentId: body.parentId, order: before },
      after: {
        parentId: body.parentId,
        order: nodes.map((n, i) => ({ id: n!.id, menuSort: i + 1, movedFrom: n!.parentId === body.parentId ? undefined : n!.parentId })),
      },
    });
  });
}

/** Copies an operator's subtree (links and groups) next to it or under another group; catalogue menus are refused. */
export async function copyResource(db: Database, actor: AuditActor, body: ResourceCopyBody): Promise<{ id: number }> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { node, rows } = await lockedTree(tx, ctx.tenantId, body.id);
    const source = subtree(rows, node.id);
    if (source.some((r) => !isOperatorCode(r.resourceCode))) {
      throw new DomainError(
        'APPS_MENUS_COPY_REFUSED',
        isOperatorCode(node.resourceCode)
          ? `“${node.resourceName}”下有内置菜单，内置菜单不能复制：复制件没有页面与权限编码，请将其移出后再复制`
          : undefined,
      );
    }
    const parentId = body.parentId === undefined ? node.parentId : body.parentId;
    checkParent(rows, parentId);
    let next = await repo.nextOperatorNumber(tx, ctx.tenantId);
    const ids = new Map<number, number>();
    for (const r of source) {
      const [copy] = await repo.insertResources(tx, [
        {
          tenantId: ctx.tenantId,
          appId: r.appId,
          parentId: r.id === node.id ? parentId : ids.get(r.parentId!)!,
          resourceCode: `${OPERATOR_CODE_PREFIX}${next++}`,
          resourceName: r.id === node.id ? `${r.resourceName}（副本）`.slice(0, 100) : r.resourceName,
          originResourceName: r.resourceName,
          resourcePath: r.resourcePath,
          resourceIcon: r.resourceIcon,
          resourceType: r.resourceType,
          menuSort: r.id === node.id ? repo.maxChildSort(rows, parentId) + 1 : r.menuSort,
          enabled: r.enabled,
          hidden: r.hidden,
          edited: true,
        },
      ]);
      ids.set(r.id, copy!.id);
    }
    const rootId = ids.get(node.id)!;
    await changed(tx, actor, {
      action: 'create',
      objectType: 'resource',
      objectId: rootId,
      objectName: `${node.resourceName}（副本）`,
      after: { copiedFrom: node.id, parentId, nodes: source.map((r) => ({ from: r.resourceCode, to: ids.get(r.id) })) },
    });
    return { id: rootId };
  });
}

/** Shows or hides a menu. Hidden menus leave every menu (and their screens' reads); the sync keeps them hidden. */
export async function updateResourceStatus(db: Database, actor: AuditActor, body: ResourceStatusBody): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  await db.tenant(ctx.tenantId, async (tx) => {
    const { node, rows } = await lockedTree(tx, ctx.tenantId, body.id);
    if (node.resourceType === RESOURCE_BUTTON) throw new DomainError('APPS_MENUS_BUTTON_FIXED');
    const operator = isOperatorCode(node.resourceCode);
    if (body.visible) {
      if (!operator && !CATALOGUE_CODES.has(node.resourceCode)) throw new DomainError('APPS_MENUS_NOT_IN_CATALOGUE');
      if (!screenBuilt(node)) {
        throw new DomainError('APPS_MENUS_SCREEN_NOT_BUILT', `“${node.resourceName}”的页面（${node.resourcePath}）尚未上线，不能设为可见`);
      }
    } else if (subtree(rows, node.id).some((r) => PROTECTED_RESOURCE_CODES.includes(r.resourceCode))) {
      throw new DomainError('APPS_MENUS_RESOURCE_PROTECTED');
    }
    const after = await repo.updateResource(tx, ctx.tenantId, node.id, { hidden: !body.visible, enabled: body.visible });
    await changed(tx, actor, {
      action: body.visible ? 'enable' : 'disable',
      objectType: 'resource',
      objectId: node.id,
      objectName: node.resourceName,
      before: { hidden: node.hidden, enabled: node.enabled },
      after: { hidden: after.hidden, enabled: after.enabled },
    });
  });
}

/** Deletes an operator's menu with its subtree; catalogue menus (also ones moved under it) are refused. */
export async function deleteResource(db: Database, actor: AuditActor, id: number): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  await db.tenant(ctx.tenantId, async (tx) => {
    const { node, rows } = await lockedTree(tx, ctx.tenantId, id);
    if (!isOperatorCode(node.resourceCode)) throw new DomainError('APPS_MENUS_RESOURCE_BUILT_IN');
    const doomed = subtree(rows, node.id);
    if (doomed.some((r) => !isOperatorCode(r.resourceCode))) throw new DomainError('APPS_MENUS_HAS_BUILT_IN');
    await repo.deleteResources(
      tx,
      ctx.tenantId,
      doomed.map((r) => r.id),
    );
    await changed(tx, actor, {
      action: 'delete',
      objectType: 'resource',
      objectId: node.id,
      objectName: node.resourceName,
      before: doomed.map(audited),
    });
  });
}
