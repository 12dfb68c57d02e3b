// Pure helpers of the menu tree screen: finding nodes, the groups a menu may move under, and turning an
// antd Tree drop into the sort call (the parent and the full new order of its menus).
import type { ResourceAdminNode } from '@medportal/contracts/system/apps-menus.contract';

const MENU = 1;

export const isMenu = (n: ResourceAdminNode) => n.resourceType === MENU;
/** A group: a menu without a page path (the only kind of parent a menu may move under). */
export const isGroup = (n: ResourceAdminNode) => isMenu(n) && !n.resourcePath;
export const menusOf = (nodes: readonly ResourceAdminNode[]) => nodes.filter(isMenu);

export function findNode(nodes: readonly ResourceAdminNode[], id: number): ResourceAdminNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = findNode(n.children, id);
    if (below) return below;
  }
  return undefined;
}

/** The menus under a parent (null: the top level), in their order. */
export const childMenus = (nodes: readonly ResourceAdminNode[], parentId: number | null): ResourceAdminNode[] =>
  menusOf(parentId === null ? nodes : (findNode(nodes, parentId)?.children ?? []));

const contains = (node: ResourceAdminNode, id: number): boolean => node.id === id || node.children.some((c) => contains(c, id));

/** Groups a node may move under (not itself nor anything below it), flattened with their depth. */
export function groupChoices(
  nodes: readonly ResourceAdminNode[],
  moving?: ResourceAdminNode,
): { node: ResourceAdminNode; depth: number }[] {
  const out: { node: ResourceAdminNode; depth: number }[] = [];
  const walk = (list: readonly ResourceAdminNode[], depth: number) => {
    for (const n of menusOf(list)) {
      if (moving && contains(moving, n.id)) continue;
      if (isGroup(n)) out.push({ node: n, depth });
      walk(n.children, depth + 1);
    }
  };
  walk(nodes, 0);
  return out;
}

export type Drop = { parentId: number | null; ids: number[] };

/**
 * The sort call for a drop: onto a node (dropToGap false) puts the dragged menu first inside it (a group
 * only); into a gap puts it before (relative -1) or after (1) the target among the target's siblings.
 * null when the drop is refused (into a page menu, a button, or below itself).
 */
export function dropResult(
  nodes: readonly ResourceAdminNode[],
  dragId: number,
  targetId: number,
  dropToGap: boolean,
  relative: number,
): Drop | null {
  const drag = findNode(nodes, dragId);
  const target = findNode(nodes, targetId);
  if (!drag || !target || !isMenu(drag) || !isMenu(target) || contains(drag, targetId)) return null;
  if (!dropToGap) {
    if (!isGroup(target)) return null;
    return {
      parentId: target.id,
      ids: [
        drag.id,
        ...childMenus(nodes, target.id)
          .filter((n) => n.id !== drag.id)
          .map((n) => n.id),
      ],
    };
  }
  const parentId = target.parentId !== null && findNode(nodes, target.parentId) ? target.parentId : null;
  if (parentId !== null && !isGroup(findNode(nodes, parentId)!)) return null;
  const siblings = childMenus(nodes, parentId).filter((n) => n.id !== drag.id);
  const at = siblings.findIndex((n) => n.id === target.id) + (relative < 0 ? 0 : 1);
  const ids = siblings.map((n) => n.id);
  ids.splice(at, 0, drag.id);
  return { parentId, ids };
}
