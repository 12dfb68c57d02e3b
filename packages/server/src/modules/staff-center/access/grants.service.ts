// Per-process cache of a session's grants, keyed by tenant, company, role set and the tenant's
// catalogue version: any change to apps, resources, roles or grants bumps the version (in the
// database), so every replica misses and reloads on its next request.
import { LRUCache } from 'lru-cache';
import { RESOURCE_BUTTON } from '@medportal/contracts/common/constants';
import type { ButtonEntry, MenuNode } from '@medportal/contracts/staff/menu.contract';
import type { Database } from '../../../db/client.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { loadGrantedResources, type GrantedResource } from './grants.repository.js';

export type { MenuNode };

export type Grants = {
  resources: GrantedResource[];
  byId: Map<number, GrantedResource>;
  buttonCodes: Set<string>;
  /** codes of every granted resource, menus and buttons (the route declarations are checked against it) */
  codes: Set<string>;
  appIds: Set<number>;
  /** serialised menu envelope per granted app id, built once per cache entry */
  menuJson: Map<number, string>;
};

const cache = new LRUCache<string, Promise<Grants>>({ max: 5000 });

const EMPTY_MENU_JSON = JSON.stringify({ code: '0', msg: 'success', payload: [] });

export const grantsKey = (ctx: RequestContext): string =>
  `${ctx.tenantId}:${ctx.companyId}:${ctx.isPlatformAdmin ? 'P' : ctx.isAdmin ? 'A' : ctx.roleIds.join('.')}:${ctx.catalogueVersion}`;

export async function grantsOf(db: Database, ctx: RequestContext): Promise<Grants> {
  const key = grantsKey(ctx);
  let hit = cache.get(key);
  if (!hit) {
    hit = loadGrantedResources(db, ctx).then((resources) => ({
      resources,
      byId: new Map(resources.map((r) => [r.id, r])),
      buttonCodes: new Set(resources.filter((r) => r.resourceType === RESOURCE_BUTTON).map((r) => r.resourceCode)),
      codes: new Set(resources.map((r) => r.resourceCode)),
      appIds: new Set(resources.map((r) => r.appId)),
      menuJson: new Map(),
    }));
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

export const buttonCodesOf = async (db: Database, ctx: RequestContext) => (await grantsOf(db, ctx)).buttonCodes;

/** Codes of all resources the session may use, menus and buttons. */
export const resourceCodesOf = async (db: Database, ctx: RequestContext) => (await grantsOf(db, ctx)).codes;

/** The granted resource with this id, if the session may use it. */
export const grantedResource = async (db: Database, ctx: RequestContext, resourceId: number) =>
  (await grantsOf(db, ctx)).byId.get(resourceId);

/** Granted resources of one type (2: buttons) over all apps, as the button-permission list. */
export async function buttonList(db: Database, ctx: RequestContext, buttonType: number): Promise<ButtonEntry[]> {
  const grants = await grantsOf(db, ctx);
  return grants.resources.filter((r) => r.resourceType === buttonType)
    .map((r) => ({ buttonCode: r.resourceCode, buttonName: r.resourceName }));
}

const toNode = (r: GrantedResource): MenuNode => ({
  id: r.id,
  appId: r.appId,
  resourceId: r.id,
  resourceName: r.resourceName,
  originResourceName: r.originResourceName,
  resourcePath: r.resourcePath,
  resourceIcon: r.resourceIcon,
  iconUrl: r.iconUrl,
  resourceType: r.resourceType,
  resourceCode: r.resourceCode,
  menuSort: r.menuSort,
  parent: r.parentId,
  idKey: '',
  supParentIndex: '',
  ...(r.resourceType === RESOURCE_BUTTON ? { buttonCode: r.resourceCode, buttonName: r.resourceName } : {}),
  children: [],
});

/**
 * Menu tree of an app: menus nested under their parents, buttons (type 2) as leaves under their menu.
 * A node whose parent is not granted (or is a button) is left out with its subtree, so a grant never
 * shows a page outside the menus it sits in.
 */
export function buildTree(resources: GrantedResource[], appId: number): MenuNode[] {
  const own = resources.filter((r) => r.appId === appId);
  const nodes = new Map<number, MenuNode>();
  for (const r of own) nodes.set(r.id, toNode(r));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.parent === null) { roots.push(node); continue; }
    const parent = nodes.get(node.parent);
    if (parent && parent.resourceType !== RESOURCE_BUTTON) parent.children.push(node);
  }
  const index = (list: MenuNode[], prefix: string) => {
    list.sort((a, b) => a.menuSort - b.menuSort || a.id - b.id);
    list.forEach((n, i) => {
      n.idKey = prefix ? `${prefix}-${i}` : String(i);
      n.supParentIndex = prefix;
      index(n.children, n.idKey);
    });
  };
  index(roots, '');
  return roots;
}

/** The envelope JSON of an app's menu tree, cached with the grants (the hot path serialises once). */
export async function menuEnvelopeJson(db: Database, ctx: RequestContext, appId: number): Promise<string> {
  const grants = await grantsOf(db, ctx);
  // apps without a grant share one constant, so arbitrary ids cannot grow the cache entry
  if (!grants.appIds.has(appId)) return EMPTY_MENU_JSON;
  let json = grants.menuJson.get(appId);
  if (json === undefined) {
    json = JSON.stringify({ code: '0', msg: 'success', payload: buildTree(grants.resources, appId) });
    grants.menuJson.set(appId, json);
  }
  return json;
}
