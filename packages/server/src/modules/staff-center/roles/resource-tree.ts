// The grant tree of the role screens: apps -> menus (type 1) -> buttons (type 2), limited to the
// resources a company (or a company type) is granted. A resource whose parent is outside the allowed
// set is left out with its subtree, as the served menu tree does, so nothing granted hangs loose.
import type { ResourceTreeNode } from '@medportal/contracts/system/roles.contract';
import { TREE_APP } from '@medportal/contracts/system/roles.contract';
import type { AppRow, CatalogueRow } from './roles.repository.js';

export const appKey = (id: number) => `a${id}`;
export const resourceKey = (id: number) => `r${id}`;

export function buildResourceTree(apps: AppRow[], resources: CatalogueRow[], allowed: Set<number>): ResourceTreeNode[] {
  const byId = new Map(resources.filter((r) => allowed.has(r.id)).map((r) => [r.id, r]));
  const nodes = new Map<number, ResourceTreeNode>();
  for (const r of byId.values()) {
    nodes.set(r.id, { key: resourceKey(r.id), id: r.id, appId: r.appId, type: r.type, code: r.code, title: r.name, children: [] });
  }
  const roots = new Map<number, ResourceTreeNode[]>();
  for (const r of byId.values()) {
    const node = nodes.get(r.id)!;
    if (r.parentId === null) {
      roots.set(r.appId, [...(roots.get(r.appId) ?? []), node]);
      continue;
    }
    const parent = byId.get(r.parentId);
    if (parent && parent.type !== 2 && parent.appId === r.appId) nodes.get(parent.id)!.children.push(node);
  }
  return apps
    .filter((a) => roots.has(a.id))
    .map((a) => ({ key: appKey(a.id), id: a.id, appId: a.id, type: TREE_APP, code: a.code, title: a.name, children: roots.get(a.id)! }));
}

/** Ids of the resources reachable in the tree (the allowed ones under allowed parents). */
export function treeResourceIds(tree: ResourceTreeNode[]): Set<number> {
  const ids = new Set<number>();
  const walk = (list: ResourceTreeNode[]) => {
    for (const n of list) {
      if (n.type !== TREE_APP) ids.add(n.id);
      walk(n.children);
    }
  };
  walk(tree);
  return ids;
}
