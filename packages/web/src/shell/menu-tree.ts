// Turns the resource tree of login/resourceList into antd Menu items and finds a path's menu trail.
import type { MenuProps } from 'antd';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';

export type MenuItem = NonNullable<MenuProps['items']>[number];

const MENU_TYPE = 1;

const menusOf = (nodes: readonly MenuNode[]) => nodes.filter((node) => node.resourceType === MENU_TYPE);

/** Menu items keyed by node id; type-2 nodes (buttons) are permissions, never items. */
export function buildMenuItems(nodes: readonly MenuNode[]): MenuItem[] {
  return menusOf(nodes).map((node) => {
    const children = buildMenuItems(node.children);
    return children.length > 0
      ? { key: String(node.id), label: node.resourceName, children }
      : { key: String(node.id), label: node.resourceName };
  });
}

export function findMenuNode(nodes: readonly MenuNode[], key: string): MenuNode | undefined {
  for (const node of menusOf(nodes)) {
    if (String(node.id) === key) return node;
    const found = findMenuNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}

/** The menu nodes from the root down to the one whose path is `path`; empty when no menu has it. */
export function findMenuTrail(nodes: readonly MenuNode[], path: string): MenuNode[] {
  for (const node of menusOf(nodes)) {
    if (node.resourcePath === path) return [node];
    const below = findMenuTrail(node.children, path);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
