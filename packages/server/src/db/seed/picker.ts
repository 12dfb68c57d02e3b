// Turns catalogue codes into resource ids of one tenant (as synced), parents included so menus stay trees.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { apps, resources } from '../schema.js';
import type { ResourcePick } from './types.js';

type Node = { id: number; code: string; parentId: number | null; appCode: string };

export type Picker = { resolve: (pick: ResourcePick) => Set<number>; codeOf: (id: number) => string };

export async function loadPicker(tx: Tx, tenantId: number): Promise<Picker> {
  const nodes: Node[] = await tx
    .select({ id: resources.id, code: resources.resourceCode, parentId: resources.parentId, appCode: apps.appCode })
    .from(resources)
    .innerJoin(apps, and(eq(apps.tenantId, resources.tenantId), eq(apps.id, resources.appId)))
    .where(and(eq(resources.tenantId, tenantId), eq(resources.enabled, true)));
  if (nodes.length === 0) throw new Error(`tenant ${tenantId}: the catalogue must be synced before the demo seed`);
  const byCode = new Map(nodes.map((n) => [n.code, n]));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<number, Node[]>();
  for (const n of nodes) if (n.parentId !== null) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);

  const node = (code: string): Node => {
    const found = byCode.get(code);
    // a renamed or removed catalogue code must fail the seed loudly, not grant less in silence
    if (!found) throw new Error(`tenant ${tenantId}: demo seed refers to unknown resource code '${code}'`);
    return found;
  };
  const addTree = (n: Node, into: Set<number>) => {
    into.add(n.id);
    for (const c of children.get(n.id) ?? []) addTree(c, into);
  };

  const resolve = (pick: ResourcePick): Set<number> => {
    const ids = new Set<number>();
    for (const n of nodes) if (pick.all || pick.apps?.includes(n.appCode)) ids.add(n.id);
    for (const app of pick.apps ?? []) if (!nodes.some((n) => n.appCode === app)) throw new Error(`unknown app code '${app}'`);
    for (const code of pick.trees ?? []) addTree(node(code), ids);
    for (const code of pick.codes ?? []) ids.add(node(code).id);
    for (const id of [...ids]) {
      for (let p = byId.get(id)?.parentId ?? null; p !== null; p = byId.get(p)?.parentId ?? null) ids.add(p);
    }
    return ids;
  };
  return { resolve, codeOf: (id) => byId.get(id)?.code ?? String(id) };
}
