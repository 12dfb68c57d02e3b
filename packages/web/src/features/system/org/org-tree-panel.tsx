// The department tree of the organisation screen: 全部人员 above it, each department with its head count;
// with the edit grant: 新增部门 (the department form page), per node 新增下级部门 / 重命名 / 删除 (confirmed)
// and drag to move (another parent or another place among the siblings).
import { useState } from 'react';
import { Alert, App, Button, Dropdown, Empty, Flex, Form, Input, Modal, Spin, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrgTreeNode } from '@medportal/contracts/system/org.contract';
import { ORG_NAME_MAX } from '@medportal/contracts/system/org-rules';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { usePermission } from '../../../kit/permission/permission';
import { deleteOrg, moveOrg, ORG_KEY, updateOrg, type CompanyScope } from './org-api';
import { ORG_NEW_PATH } from './org-paths';
import { okProps } from './seat-dialogs';

export const ORG_EDIT = 'sys.orgManage.edit';

type Props = {
  tree: OrgTreeNode[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  scope: CompanyScope;
  /** '?companyId=…' of the platform's pick, kept on the way to the form page */
  query: string;
  selected: number | undefined;
  onSelect: (orgId: number | undefined) => void;
};

/** Where a drop puts the dragged department: its new parent and its index among the new siblings. */
export function dropTarget(
  tree: OrgTreeNode[],
  dragId: number,
  dropId: number,
  dropToGap: boolean,
  below: boolean,
): { parentId: number | null; index: number } | null {
  if (!dropToGap) return { parentId: dropId, index: 0 };
  const find = (nodes: OrgTreeNode[], parentId: number | null): { siblings: OrgTreeNode[]; parentId: number | null } | null => {
    if (nodes.some((n) => n.id === dropId)) return { siblings: nodes, parentId };
    for (const n of nodes) {
      const hit = find(n.children, n.id);
      if (hit) return hit;
    }
    return null;
  };
  const hit = find(tree, null);
  if (!hit) return null;
  const siblings = hit.siblings.filter((n) => n.id !== dragId);
  const at = siblings.findIndex((n) => n.id === dropId);
  return { parentId: hit.parentId, index: below ? at + 1 : at };
}

export function OrgTreePanel({ tree, loading, failed, onRetry, scope, query, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = usePermission(ORG_EDIT);
  const [renaming, setRenaming] = useState<OrgTreeNode | null>(null);
  // every department starts expanded, also one added later: the tree remembers what was collapsed
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [form] = Form.useForm<{ name: string }>();
  const refresh = () => client.invalidateQueries({ queryKey: ORG_KEY });

  const rename = useMutation({
    mutationFn: (v: { id: number; name: string; sort: number }) => updateOrg({ ...scope, ...v }),
    onSuccess: () => {
      void message.success(t('sysOrg:tree.renamed'));
      setRenaming(null);
      void refresh();
    },
  });
  const move = useMutation({
    mutationFn: (v: { id: number; parentId: number | null; index: number }) => moveOrg({ ...scope, ...v }),
    onSuccess: () => void message.success(t('sysOrg:tree.moved')),
    onSettled: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteOrg({ ...scope, id }),
    onSuccess: (_r, id) => {
      void message.success(t('sysOrg:tree.deleted'));
      if (selected === id) onSelect(undefined);
      void refresh();
    },
  });

  const addUnder = (parentId?: number) => {
    const params = new URLSearchParams(query.slice(1));
    if (parentId !== undefined) params.set('parentId', String(parentId));
    const qs = params.toString();
    void navigate(`${ORG_NEW_PATH}${qs ? `?${qs}` : ''}`);
  };

  const askDelete = (node: OrgTreeNode) =>
    confirm({ size: 'delete', content: t('sysOrg:tree.deleteConfirm', { name: node.name }) })
      .then(() => remove.mutate(node.id))
      .catch(() => undefined);

  const toNode = (n: OrgTreeNode): TreeDataNode => ({
    key: n.id,
    title: (
      <Flex justify="space-between" align="center" gap={8} data-testid={`org-node-${n.id}`}>
        <Typography.Text ellipsis={{ tooltip: n.name }} style={{ flex: 1, minWidth: 0 }}>
          {n.name}
        </Typography.Text>
        <Flex align="center" gap={4} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
          <Typography.Text type="secondary">{t('sysOrg:tree.members', { n: n.totalMemberCount })}</Typography.Text>
          {canEdit && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'add', label: t('sysOrg:tree.addChild') },
                  { key: 'rename', label: t('sysOrg:tree.rename') },
                  { key: 'delete', label: t('sysOrg:tree.delete'), danger: true },
                ],
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation();
                  if (key === 'add') addUnder(n.id);
                  if (key === 'rename') {
                    form.setFieldsValue({ name: n.name });
                    setRenaming(n);
                  }
                  if (key === 'delete') void askDelete(n);
                },
              }}
            >
              <Button
                type="text"
                size="small"
                icon={<MoreOutlined />}
                aria-label={t('sysOrg:seats.columns.actions')}
                onClick={(e) => e.stopPropagation()}
                data-testid={`org-node-menu-${n.id}`}
              />
            </Dropdown>
          )}
        </Flex>
      </Flex>
    ),
    children: n.children.map(toNode),
  });
  const data = (tree ?? []).map(toNode);
  const allKeys: number[] = [];
  const walk = (nodes: OrgTreeNode[]) =>
    nodes.forEach((n) => {
      if (n.children.length) allKeys.push(n.id);
      walk(n.children);
    });
  walk(tree ?? []);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragId = Number(info.dragNode.key);
    const dropId = Number(info.node.key);
    const pos = info.node.pos.split('-');
    const below = info.dropPosition - Number(pos[pos.length - 1]) > 0;
    const target = dropTarget(tree ?? [], dragId, dropId, info.dropToGap, below);
    if (target) move.mutate({ id: dragId, ...target });
  };

  return (
    <Flex vertical gap={8} data-testid="org-tree-panel">
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('sysOrg:tree.title')}
        </Typography.Title>
        {canEdit && (
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => addUnder(selected)} data-testid="org-add">
            {t('sysOrg:tree.add')}
          </Button>
        )}
      </Flex>
      <Button
        type={selected === undefined ? 'primary' : 'text'}
        ghost={selected === undefined}
        block
        style={{ textAlign: 'left' }}
        onClick={() => onSelect(undefined)}
        data-testid="org-all"
      >
        {t('sysOrg:tree.all')}
      </Button>
      {canEdit && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('sysOrg:tree.dragHint')}
        </Typography.Text>
      )}
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('sysOrg:tree.loadFailed')}
          action={
            <Button size="small" onClick={onRetry}>
              {t('sysOrg:seats.retry')}
            </Button>
          }
        />
      ) : loading && !tree ? (
        <Spin />
      ) : data.length === 0 ? (
        <Empty description={t('sysOrg:tree.empty')} />
      ) : (
        <Tree
          blockNode
          expandedKeys={allKeys.filter((k) => !collapsed.has(k))}
          onExpand={(keys) => setCollapsed(new Set(allKeys.filter((k) => !keys.includes(k))))}
          draggable={canEdit && !move.isPending ? { icon: false } : false}
          treeData={data}
          selectedKeys={selected === undefined ? [] : [selected]}
          onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
          onDrop={onDrop}
          data-testid="org-tree"
        />
      )}
      <Modal
        open={renaming !== null}
        title={t('sysOrg:tree.renameTitle')}
        width={520}
        okButtonProps={okProps(rename.isPending, 'org-rename-ok')}
        onOk={() =>
          void form
            .validateFields()
            .then((v) => renaming && rename.mutate({ id: renaming.id, name: v.name.trim(), sort: renaming.sort }))
            .catch(() => undefined)
        }
        onCancel={() => setRenaming(null)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="name"
            label={t('sysOrg:orgForm.name')}
            rules={[
              { required: true, whitespace: true, message: t('sysOrg:orgForm.nameRequired') },
              { max: ORG_NAME_MAX, message: t('sysOrg:orgForm.nameMax') },
            ]}
          >
            <Input placeholder={t('sysOrg:orgForm.namePlaceholder')} maxLength={ORG_NAME_MAX} data-testid="org-rename-input" />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
