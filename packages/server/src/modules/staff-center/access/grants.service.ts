// Per-process cache of a session's grants, keyed by tenant, company, role set and the tenant's
// catalogue version: any change to apps, resources, roles or grants bumps the version (in the
// database), so every replica misses and reloads on its next request.
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/client.js';
import type { RequestContext } from '../auth/session.repository.js';
import { loadGrantedResources, type GrantedResource } from './grants.repository.js';

export type MenuNode = GrantedResource & {
  resourceId: number; children: MenuNode[]; idKey: string; supParentIndex: string;
};

export type Grants = {
  resources: GrantedResource[];
  buttonCodes: Set<string>;
  appIds: Set<number>;
  /** serialised menu tree per app id, built once per cache entry */
  menuJson: Map<number, string>;
};

const cache = new LRUCache<string, Promise<Grants>>({ max: 5000 });

export const grantsKey = (ctx: RequestContext): string =>
  `${ctx.tenantId}:${ctx.companyId}:${ctx.isPlatformAdmin ? 'P' : ctx.isAdmin ? 'A' : ctx.roleIds.join('.')}:${ctx.catalogueVersion}`;

export async function grantsOf(db: Database, ctx: RequestContext): Promise<Grants> {
  const key = grantsKey(ctx);
  let hit = cache.get(key);
  if (!hit) {
    hit = loadGrantedResources(db, ctx).then((resources) => ({
      resources,
      buttonCodes: new Set(resources.filter((r) => r.resourceType === 2).map((r) => r.resourceCode)),
      appIds: new Set(resources.map((r) => r.appId)),
      menuJson: new Map(),
    }));
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

export const buttonCodesOf = async (db: Database, ctx: RequestContext) => (await grantsOf(db, ctx)).buttonCodes;

/** Menu tree of an app (type 1 nodes nested, type 2 nodes kept as children for button lists). */
export function buildTree(resources: GrantedResource[], appId: number): MenuNode[] {
  const own = resources.filter((r) => r.appId === appId);
  const nodes = new Map<number, MenuNode>();
  for (const r of own) nodes.set(r.id, { ...r, resourceId: r.id, children: [], idKey: '', supParentIndex: '' });
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
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
  let json = grants.menuJson.get(appId);
  if (json === undefined) {
    json = JSON.stringify({ code: '0', msg: 'success', payload: buildTree(grants.resources, appId) });
    grants.menuJson.set(appId, json);
  }
  return json;
}
