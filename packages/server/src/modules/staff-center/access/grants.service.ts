// Per-process cache of a session's grants, keyed by tenant, company, role set and the tenant's
// catalogue version: any change to apps, resources, roles or grants bumps the version (in the
// database), so every replica misses and reloads on its next request.
import { LRUCache } from 'lru-cache';
import { RESOURCE_BUTTON, RESOURCE_MENU } from '@medportal/contracts/common/constants';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import { isExternalUrl, isOperatorCode } from '@medportal/contracts/system/apps-menus-rules';
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
  /** the granted resources served as navigation (menus, shortcuts): see servedResources */
  served: Map<number, GrantedResource>;
  /** per app with a built screen among its served menus, the path its tile opens when its domain is no built screen */
  servedEntry: Map<number, string>;
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
    hit = loadGrantedResources(db, ctx).then((resources) => {
      const served = servedResources(resources);
      return {
        resources,
        byId: new Map(resources.map((r) => [r.id, r])),
        buttonCodes: new Set(resources.filter((r) => r.resourceType === RESOURCE_BUTTON).map((r) => r.resourceCode)),
        codes: new Set(resources.map((r) => r.resourceCode)),
        appIds: new Set(resources.map((r) => r.appId)),
        served: new Map(served.map((r) => [r.id, r])),
        servedEntry: entryPaths(served),
        menuJson: new Map(),
      };
    });
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
  return grants.resources
    .filter((r) => r.resourceType === buttonType)
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
    if (node.parent === null) {
      roots.push(node);
      continue;
    }
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

/**
 * The granted resources the session is served as navigation. The catalogue keeps nodes whose screen
 * is not built yet; they are granted (the grants decide what a session may do) but never served, so no
 * menu, tile or shortcut leads to the 404 page: a menu is served when its path is a built screen
 * (contracts common/screens.ts), a menu without a path when one of its child menus is served, and a
 * button when its menu is. A menu with an unbuilt path is left out with everything under it.
 */
export function servedResources(resources: GrantedResource[]): GrantedResource[] {
  const byId = new Map(resources.map((r) => [r.id, r]));
  const children = new Map<number, GrantedResource[]>();
  for (const r of resources) {
    if (r.parentId === null) continue;
    const siblings = children.get(r.parentId);
    if (siblings) siblings.push(r);
    else children.set(r.parentId, [r]);
  }
  // looking down: a menu with a built path, or a path-less menu with such a menu below it
  const own = new Map<number, boolean>();
  const ownServed = (r: GrantedResource, seen: Set<number>): boolean => {
    const known = own.get(r.id);
    if (known !== undefined) return known;
    // a cycle of parent links (an edited catalogue) serves nothing
    if (r.resourceType !== RESOURCE_MENU || seen.has(r.id)) return false;
    seen.add(r.id);
    const served = r.resourcePath ? opensSomething(r) : (children.get(r.id) ?? []).some((child) => ownServed(child, seen));
    own.set(r.id, served);
    return served;
  };
  // looking up: every ancestor is granted and served (as the tree shows only nodes under granted menus)
  const full = new Map<number, boolean>();
  const served = (r: GrantedResource, depth = 0): boolean => {
    const known = full.get(r.id);
    if (known !== undefined) return known;
    let verdict: boolean;
    if (depth > resources.length) verdict = false;
    else if (r.parentId === null) verdict = r.resourceType === RESOURCE_MENU && ownServed(r, new Set());
    else {
      const parent = byId.get(r.parentId);
      verdict =
        parent !== undefined &&
        parent.resourceType === RESOURCE_MENU &&
        served(parent, depth + 1) &&
        (r.resourceType !== RESOURCE_MENU || ownServed(r, new Set()));
    }
    full.set(r.id, verdict);
    return verdict;
  };
  return resources.filter((r) => served(r));
}

/** A menu path that opens a built screen, or an operator's external link (opened in a new tab by the shell). */
const opensSomething = (r: GrantedResource): boolean =>
  isBuiltScreen(r.resourcePath) || (isOperatorCode(r.resourceCode) && isExternalUrl(r.resourcePath));

/** The first built-screen path of each app's served tree, in menu order (an external link when it has none). */
function entryPaths(served: GrantedResource[]): Map<number, string> {
  const entries = new Map<number, string>();
  for (const appId of new Set(served.map((r) => r.appId))) {
    const first = (nodes: MenuNode[], accept: (path: string) => boolean): string | undefined => {
      for (const node of nodes) {
        const own = node.resourceType === RESOURCE_MENU && node.resourcePath && accept(node.resourcePath) ? node.resourcePath : undefined;
        const path = own ?? first(node.children, accept);
        if (path) return path;
      }
      return undefined;
    };
    const tree = buildTree(served, appId);
    const path = first(tree, isBuiltScreen) ?? first(tree, isExternalUrl);
    if (path) entries.set(appId, path);
  }
  return entries;
}

/** The envelope JSON of an app's menu tree, cached with the grants (the hot path serialises once). */
export async function menuEnvelopeJson(db: Database, ctx: RequestContext, appId: number): Promise<string> {
  const grants = await grantsOf(db, ctx);
  // apps without a served menu share one constant, so arbitrary ids cannot grow the cache entry
  if (!grants.servedEntry.has(appId)) return EMPTY_MENU_JSON;
  let json = grants.menuJson.get(appId);
  if (json === undefined) {
    json = JSON.stringify({ code: '0', msg: 'success', payload: buildTree([...grants.served.values()], appId) });
    grants.menuJson.set(appId, json);
  }
  return json;
}
