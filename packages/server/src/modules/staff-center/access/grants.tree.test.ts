// The menu tree builder on its own: nesting, buttons as leaves, ordering, indexes, ungranted parents.
import { describe, expect, it } from 'vitest';
import type { GrantedResource } from './grants.repository.js';
import { buildTree } from './grants.service.js';

const r = (id: number, parentId: number | null, type: 1 | 2, sort: number, appId = 7): GrantedResource => ({
  id,
  appId,
  parentId,
  resourceCode: `c${id}`,
  resourceName: `n${id}`,
  originResourceName: `o${id}`,
  resourcePath: type === 1 ? `/p${id}` : null,
  resourceIcon: null,
  iconUrl: null,
  resourceType: type,
  menuSort: sort,
});

describe('buildTree', () => {
  it('nests menus, keeps buttons as leaves of their menu and orders siblings by menuSort', () => {
    const tree = buildTree([r(1, null, 1, 2), r(2, null, 1, 1), r(3, 1, 1, 1), r(4, 3, 2, 2), r(5, 3, 2, 1), r(9, null, 1, 1, 8)], 7);
    expect(tree.map((n) => n.id)).toEqual([2, 1]);
    const [first, second] = tree;
    expect(first).toMatchObject({ id: 2, resourceId: 2, parent: null, idKey: '0', supParentIndex: '', children: [] });
    expect(second!.children.map((n) => n.id)).toEqual([3]);
    const menu = second!.children[0]!;
    expect(menu).toMatchObject({ parent: 1, idKey: '1-0', supParentIndex: '1', resourcePath: '/p3' });
    expect(menu).not.toHaveProperty('buttonCode');
    expect(menu.children.map((n) => [n.id, n.buttonCode, n.buttonName, n.idKey, n.children.length])).toEqual([
      [5, 'c5', 'n5', '1-0-0', 0],
      [4, 'c4', 'n4', '1-0-1', 0],
    ]);
  });

  it('leaves out nodes whose parent is not granted, and anything hung under a button', () => {
    const tree = buildTree([r(1, null, 1, 1), r(2, 1, 2, 1), r(3, 2, 1, 1), r(4, 99, 1, 1), r(5, 4, 2, 1)], 7);
    expect(JSON.parse(JSON.stringify(tree))).toEqual([
      {
        id: 1,
        appId: 7,
        resourceId: 1,
        resourceName: 'n1',
        originResourceName: 'o1',
        resourcePath: '/p1',
        resourceIcon: null,
        iconUrl: null,
        resourceType: 1,
        resourceCode: 'c1',
        menuSort: 1,
        parent: null,
        idKey: '0',
        supParentIndex: '',
        children: [
          {
            id: 2,
            appId: 7,
            resourceId: 2,
            resourceName: 'n2',
            originResourceName: 'o2',
            resourcePath: null,
            resourceIcon: null,
            iconUrl: null,
            resourceType: 2,
            resourceCode: 'c2',
            menuSort: 1,
            parent: 1,
            idKey: '0-0',
            supParentIndex: '0',
            buttonCode: 'c2',
            buttonName: 'n2',
            children: [],
          },
        ],
      },
    ]);
  });

  it('answers an empty tree for an app without grants', () => {
    expect(buildTree([r(1, null, 1, 1)], 8)).toEqual([]);
  });
});
