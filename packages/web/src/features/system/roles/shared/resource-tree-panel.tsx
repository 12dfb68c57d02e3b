// The grant tree of a role or default role: apps -> menus -> buttons (tagged 按钮), checkable. Each
// menu and button is granted on its own (a menu may be granted without its buttons), with two rules
// that keep a grant servable: checking a node checks everything below it and every menu above it
// (a button is only served under its menu); unchecking a node unchecks everything below it. An app
// node checks or unchecks its whole subtree and shows half-checked when only part of it is granted.
import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Space, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceTreeNode } from '@medportal/contracts/system/roles.contract';

const BUTTON = 2;
const APP = 0;

type Props = {
  tree: ResourceTreeNode[];
  checkedIds: number[];
  canEdit: boolean;
  saving: boolean;
  onSave: (resourceIds: number[]) => void;
};

function toData(nodes: ResourceTreeNode[], buttonTag: string): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.key,
    title:
      n.type === BUTTON ? (
        <Space size={4}>
          <span>{n.title}</span>
          <Tag color="blue" variant="outlined">
            {buttonTag}
          </Tag>
        </Space>
      ) : (
        <span style={n.type === APP ? { fontWeight: 600 } : undefined}>{n.title}</span>
      ),
    children: toData(n.children, buttonTag),
  }));
}

type Index = { parent: Map<string, string>; below: Map<string, string[]>; apps: string[]; all: string[]; idOf: Map<string, number> };

function indexTree(tree: ResourceTreeNode[]): Index {
  const index: Index = { parent: new Map(), below: new Map(), apps: [], all: [], idOf: new Map() };
  const walk = (n: ResourceTreeNode, parent: string | null): string[] => {
    index.all.push(n.key);
    if (n.type === APP) index.apps.push(n.key);
    else index.idOf.set(n.key, n.id);
    if (parent) index.parent.set(n.key, parent);
    const below = n.children.flatMap((c) => [c.key, ...walk(c, n.key)]);
    index.below.set(n.key, below);
    return below;
  };
  tree.forEach((n) => walk(n, null));
  return index;
}

/** The granted set after (un)checking one node. */
export function toggleGrant(index: Index, granted: ReadonlySet<string>, key: string, checked: boolean): Set<string> {
  const next = new Set(granted);
  const below = (index.below.get(key) ?? []).filter((k) => index.idOf.has(k));
  if (!checked) {
    next.delete(key);
    below.forEach((k) => next.delete(k));
    return next;
  }
  if (index.idOf.has(key)) next.add(key);
  below.forEach((k) => next.add(k));
  for (let up = index.parent.get(key); up !== undefined; up = index.parent.get(up)) if (index.idOf.has(up)) next.add(up);
  return next;
}

export function ResourceTreePanel({ tree, checkedIds, canEdit, saving, onSave }: Props) {
  const { t } = useTranslation();
  const index = useMemo(() => indexTree(tree), [tree]);
  const initial = useMemo(() => new Set(checkedIds.map((id) => `r${id}`).filter((k) => index.idOf.has(k))), [checkedIds, index]);
  const [granted, setGranted] = useState<Set<string> | null>(null);
  const data = useMemo(() => toData(tree, t('sysRoles:tree.button')), [tree, t]);
  const current = granted ?? initial;
  const shown = useMemo(() => {
    const checked = [...current];
    const halfChecked: string[] = [];
    for (const app of index.apps) {
      const below = (index.below.get(app) ?? []).filter((k) => index.idOf.has(k));
      const n = below.filter((k) => current.has(k)).length;
      if (n > 0 && n === below.length) checked.push(app);
      else if (n > 0) halfChecked.push(app);
    }
    return { checked, halfChecked };
  }, [current, index]);

  if (tree.length === 0) return <Empty description={t('sysRoles:tree.empty')} />;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{t('sysRoles:tree.hint')}</Typography.Text>
        {canEdit && (
          <Button
            type="primary"
            loading={saving}
            onClick={() => onSave([...current].map((k) => index.idOf.get(k)!).sort((a, b) => a - b))}
            data-testid="tree-save"
          >
            {t('sysRoles:tree.save')}
          </Button>
        )}
      </Flex>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        disabled={!canEdit}
        defaultExpandedKeys={index.all}
        treeData={data}
        checkedKeys={shown}
        onCheck={(_keys, info) => setGranted(toggleGrant(index, current, String(info.node.key), info.checked))}
        data-testid="resource-tree"
      />
    </Flex>
  );
}
