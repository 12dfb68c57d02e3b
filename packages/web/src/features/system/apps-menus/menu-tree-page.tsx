// /systemSetup/subsystemManagement/sysMenu and /systemSetup/menuManagement/sysMenu: an app's menu tree
// (?appId=). Drag a menu to reorder it or move it into a group (the sort call), select one to see its
// code, path and read-only button codes, and rename or regroup it, add an external link or a group, copy
// an operator subtree, hide or show a menu and delete the operator's own — each destructive step after a
// confirm. Users see the change on their next menu load.
import { useState } from 'react';
import { Alert, App, Button, Card, Col, Descriptions, Empty, Flex, Row, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { ArrowLeftOutlined, FolderAddOutlined, LinkOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ResourceAdminNode } from '@medportal/contracts/system/apps-menus.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { usePermission } from '../../../kit/permission/permission';
import { appName, menuName } from '../../../shell/catalogue-names';
import { APPS_MENUS_KEY, copyResource, deleteResource, resourceTree, setResourceStatus, sortResources } from './apps-menus-api';
import { dropResult, findNode, isGroup, isMenu, menusOf } from './menu-tree-logic';
import { ResourceFormDrawer, type ResourceFormState } from './resource-form-drawer';

type Mode = 'subsystem' | 'menu';
const LIST_PATH: Record<Mode, string> = { subsystem: '/systemSetup/subsystemManagement', menu: '/systemSetup/menuManagement' };

function NodeTags({ node }: { node: ResourceAdminNode }) {
  const { t } = useTranslation();
  return (
    <>
      {node.hidden ? (
        <Tag color="warning">{t('sysAppsMenus:tree.tags.hidden')}</Tag>
      ) : (
        !node.enabled && <Tag>{t('sysAppsMenus:tree.tags.disabled')}</Tag>
      )}
      {!node.screenBuilt && <Tag color="default">{t('sysAppsMenus:tree.tags.notBuilt')}</Tag>}
      {node.operator && <Tag color="purple">{t(node.resourcePath ? 'sysAppsMenus:tree.tags.link' : 'sysAppsMenus:tree.tags.group')}</Tag>}
      {node.edited && !node.operator && <Tag color="blue">{t('sysAppsMenus:tree.tags.edited')}</Tag>}
    </>
  );
}

const toTreeData = (nodes: readonly ResourceAdminNode[]): TreeDataNode[] =>
  menusOf(nodes).map((n) => ({
    key: n.id,
    title: (
      <span data-testid={`menu-node-${n.resourceCode}`}>
        {menuName(n)} <NodeTags node={n} />
      </span>
    ),
    children: toTreeData(n.children),
  }));

function MenuTree({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const appId = Number(params.get('appId'));
  const canEdit = usePermission(['sys.menu.edit', 'sys.subsystem.edit']);
  const [selected, setSelected] = useState<number | null>(null);
  const [form, setForm] = useState<ResourceFormState>(null);
  const valid = Number.isInteger(appId) && appId > 0;
  const key = [...APPS_MENUS_KEY, 'tree', appId];
  const tree = useQuery({ queryKey: key, queryFn: () => resourceTree(appId), enabled: valid });
  const refresh = () => client.invalidateQueries({ queryKey: APPS_MENUS_KEY });
  const nodes = tree.data?.nodes ?? [];
  const node = selected === null ? undefined : findNode(nodes, selected);

  const act = useMutation({
    mutationFn: async (run: () => Promise<unknown>) => run(),
    onSuccess: () => void refresh(),
  });
  const ask = (content: string, run: () => Promise<unknown>, done: string, danger = false) =>
    confirm({ size: danger ? 'delete' : 'default', danger, content })
      .then(() => act.mutateAsync(run))
      .then(() => void message.success(done))
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  const onDrop: TreeProps['onDrop'] = (info) => {
    const pos = info.node.pos.split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    const drop = dropResult(nodes, Number(info.dragNode.key), Number(info.node.key), info.dropToGap, relative);
    if (!drop) {
      void message.warning(t('sysAppsMenus:tree.dropRefused'));
      return;
    }
    act.mutate(() => sortResources({ appId, ...drop }), { onSuccess: () => void message.success(t('sysAppsMenus:tree.done.sorted')) });
  };

  if (!valid) return <Alert type="warning" showIcon title={t('sysAppsMenus:tree.noApp')} />;

  const addUnder = node && isGroup(node) ? node.id : null;
  const buttons = node ? node.children.filter((c) => !isMenu(c)) : [];

  const detail = node ? (
    <Card size="small" title={menuName(node)} data-testid="menu-detail">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'code', label: t('sysAppsMenus:tree.code'), children: <Typography.Text code>{node.resourceCode}</Typography.Text> },
          ...(node.resourcePath
            ? [{ key: 'path', label: t(node.operator ? 'sysAppsMenus:tree.url' : 'sysAppsMenus:tree.path'), children: node.resourcePath }]
            : []),
          ...(node.originResourceName !== node.resourceName
            ? [{ key: 'origin', label: t('sysAppsMenus:tree.origin'), children: node.originResourceName }]
            : []),
          { key: 'tags', label: t('sysAppsMenus:columns.status'), children: <NodeTags node={node} /> },
          {
            key: 'buttons',
            label: t('sysAppsMenus:tree.buttons'),
            children: buttons.length ? (
              <Flex wrap gap={4} data-testid="menu-buttons">
                {buttons.map((b) => (
                  <Tag key={b.id}>
                    {menuName(b)} · {b.resourceCode}
                  </Tag>
                ))}
              </Flex>
            ) : (
              t('sysAppsMenus:tree.noButtons')
            ),
          },
        ]}
      />
      {canEdit && (
        <Space wrap style={{ marginTop: 12 }}>
          <Button onClick={() => setForm({ kind: 'edit', node })} data-testid="menu-edit">
            {t('sysAppsMenus:tree.edit')}
          </Button>
          {node.operator && (
            <Button
              onClick={() =>
                void ask(
                  t('sysAppsMenus:tree.confirmCopy', { name: node.resourceName }),
                  () => copyResource({ id: node.id }),
                  t('sysAppsMenus:tree.done.copied'),
                )
              }
              data-testid="menu-copy"
            >
              {t('sysAppsMenus:tree.copy')}
            </Button>
          )}
          {node.hidden || !node.enabled ? (
            <Button
              onClick={() =>
                void ask(
                  t('sysAppsMenus:tree.confirmShow', { name: node.resourceName }),
                  () => setResourceStatus({ id: node.id, visible: true }),
                  t('sysAppsMenus:tree.done.shown'),
                )
              }
              data-testid="menu-show"
            >
              {t('sysAppsMenus:tree.show')}
            </Button>
          ) : (
            <Button
              onClick={() =>
                void ask(
                  t('sysAppsMenus:tree.confirmHide', { name: node.resourceName }),
                  () => setResourceStatus({ id: node.id, visible: false }),
                  t('sysAppsMenus:tree.done.hidden'),
                )
              }
              data-testid="menu-hide"
            >
              {t('sysAppsMenus:tree.hide')}
            </Button>
          )}
          {node.operator && (
            <Button
              danger
              onClick={() =>
                void ask(
                  t('sysAppsMenus:tree.confirmDelete', { name: node.resourceName }),
                  async () => {
                    await deleteResource(node.id);
                    setSelected(null);
                  },
                  t('sysAppsMenus:tree.done.deleted'),
                  true,
                )
              }
              data-testid="menu-delete"
            >
              {t('sysAppsMenus:tree.delete')}
            </Button>
          )}
        </Space>
      )}
    </Card>
  ) : (
    <Empty description={t('sysAppsMenus:tree.selectHint')} />
  );

  return (
    <Card
      title={
        <Space>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate(LIST_PATH[mode])}
            aria-label={t('sysAppsMenus:tree.back')}
          />
          {t('sysAppsMenus:tree.title')}
          {tree.data && (
            <Typography.Text type="secondary">
              {appName(tree.data.app)}（{tree.data.app.appCode}）
            </Typography.Text>
          )}
        </Space>
      }
      extra={
        canEdit && (
          <Space>
            <Button
              icon={<LinkOutlined />}
              onClick={() => setForm({ kind: 'link', appId, parentId: addUnder })}
              data-testid="menu-add-link"
            >
              {t('sysAppsMenus:tree.addLink')}
            </Button>
            <Button
              icon={<FolderAddOutlined />}
              onClick={() => setForm({ kind: 'group', appId, parentId: addUnder })}
              data-testid="menu-add-group"
            >
              {t('sysAppsMenus:tree.addGroup')}
            </Button>
          </Space>
        )
      }
      data-testid={`menu-tree-${mode}`}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('sysAppsMenus:tree.hint')}</Typography.Text>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Spin spinning={tree.isFetching || act.isPending}>
              {nodes.length === 0 ? (
                <Empty description={tree.isPending ? ' ' : t('sysAppsMenus:tree.empty')} />
              ) : (
                <Tree
                  blockNode
                  defaultExpandAll
                  draggable={canEdit ? { icon: false } : false}
                  treeData={toTreeData(nodes)}
                  selectedKeys={selected === null ? [] : [selected]}
                  onSelect={(keys) => setSelected(keys.length ? Number(keys[0]) : null)}
                  onDrop={onDrop}
                  data-testid="menu-tree"
                />
              )}
            </Spin>
          </Col>
          <Col xs={24} lg={12}>
            {detail}
          </Col>
        </Row>
      </Flex>
      <ResourceFormDrawer
        state={form}
        nodes={nodes}
        onClose={() => setForm(null)}
        onSaved={(id) => {
          setSelected(id);
          void refresh();
        }}
      />
    </Card>
  );
}

export function SubsystemMenuTreePage() {
  return (
    <App component={false}>
      <MenuTree mode="subsystem" />
    </App>
  );
}

export function MenuTreePage() {
  return (
    <App component={false}>
      <MenuTree mode="menu" />
    </App>
  );
}
