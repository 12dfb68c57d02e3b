// The resource tree of login/resourceList: menu items for antd Menu, a path's menu trail, the
// first-level (top) menus, assigned indexes and the button permissions held in type-2 nodes.
import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import type { ButtonEntry, MenuNode } from '@medportal/contracts/staff/menu.contract';
import { menuName } from './catalogue-names';

export type MenuItem = NonNullable<MenuProps['items']>[number];

const MENU_TYPE = 1;
const BUTTON_TYPE = 2;

export const menusOf = (nodes: readonly MenuNode[]): MenuNode[] => nodes.filter((node) => node.resourceType === MENU_TYPE);

/** Menu items keyed by node id; type-2 nodes (buttons) are permissions, never items. */
export function buildMenuItems(nodes: readonly MenuNode[], iconOf?: (node: MenuNode) => ReactNode): MenuItem[] {
  return menusOf(nodes).map((node) => {
    const children = buildMenuItems(node.children, iconOf);
    const icon = iconOf?.(node);
    const item = { key: String(node.id), label: menuName(node), ...(icon ? { icon } : {}) };
    return children.length > 0 ? { ...item, children } : item;
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

/** The trail of the menu with a catalogue code (a sub-page's route names its list's menu), root first; [] when absent. */
export function findMenuTrailByCode(nodes: readonly MenuNode[], code: string): MenuNode[] {
  for (const node of menusOf(nodes)) {
    if (node.resourceCode === code) return [node];
    const below = findMenuTrailByCode(node.children, code);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * Indexes the menu part of the tree: idKey becomes the node's position ('0', '0-2', '0-2-1') and
 * supParentIndex the index of its first-level ancestor, which is what the top menu selects by.
 * Button nodes keep their place under their menu (they are filtered out when rendering).
 */
export function indexMenuTree(nodes: readonly MenuNode[], prefix = '', top = ''): MenuNode[] {
  let position = 0;
  return nodes.map((node) => {
    if (node.resourceType !== MENU_TYPE) return { ...node, children: [] };
    const idKey = prefix ? `${prefix}-${position}` : String(position);
    position += 1;
    const supParentIndex = top || idKey;
    return { ...node, idKey, supParentIndex, children: indexMenuTree(node.children, idKey, supParentIndex) };
  });
}

/** Every type-2 node of the tree as a button permission, in tree order. */
export function collectButtons(nodes: readonly MenuNode[]): ButtonEntry[] {
  return nodes.flatMap((node) => [
    ...(node.resourceType === BUTTON_TYPE
      ? [{ buttonCode: node.buttonCode ?? node.resourceCode, buttonName: node.buttonName ?? node.resourceName }]
      : []),
    ...collectButtons(node.children),
  ]);
}

/** Position among the first-level menus of the one whose subtree holds `path`, or -1. */
export function topIndexOf(nodes: readonly MenuNode[], path: string): number {
  const [root] = findMenuTrail(nodes, path);
  return root ? menusOf(nodes).indexOf(root) : -1;
}

const hasMenuChildren = (node: MenuNode) => menusOf(node.children).length > 0;

/**
 * What the left menu shows for the active top item: its children; for a leaf top item (a flat app)
 * the app's first-level leaves, so every page of such an app stays one click away.
 */
export function sideMenuNodes(topNav: readonly MenuNode[], activeIndex: number): MenuNode[] {
  const active = topNav[activeIndex] ?? topNav[0];
  if (!active) return [];
  return hasMenuChildren(active) ? menusOf(active.children) : topNav.filter((node) => !hasMenuChildren(node));
}
