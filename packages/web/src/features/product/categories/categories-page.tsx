// /merchants/management/products/product-category 产品分类: the two-level tree — the 22 first-level
// categories of the 2017 medical-device classification catalogue (fixed) and the second-level categories
// under them — with the product count of each, a search by name (a match keeps its parent and opens it),
// and for the platform holding the buttons: add under a first-level category, rename / re-sort and delete
// (with a confirm) a second-level one. Other companies (a manufacturer picking categories) browse it.
import { useMemo, useState, type Key } from 'react';
import { App, Button, Card, Flex, Form, Input, InputNumber, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@medportal/contracts/product/categories.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { Dialog } from '../../../kit/feedback/dialog';
import { Permission } from '../../../kit/permission/permission';
import { useSessionStore } from '../../../lib/session-store';
import { addCategory, deleteCategory, getCategoryTree, updateCategory } from './categories-api';

export const CATEGORY_KEY = ['product', 'categories'] as const;
export const CATEGORY_BUTTONS = {
  add: 'pt.productCategory.add',
  update: 'pt.productCategory.update',
  delete: 'pt.productCategory.delete',
} as const;

type Row = Omit<CategoryNode, 'children'> & { level: 1 | 2; parent?: CategoryNode; children?: Row[] };

/**
 * The tree as table rows; with a keyword, the first-level categories whose name or a child's name holds it
 * (a first-level match keeps all its children).
 */
export function filterTree(tree: CategoryNode[], keyword: string): Row[] {
  const k = keyword.trim().toLowerCase();
  const hit = (n: { name: string }) => !k || n.name.toLowerCase().includes(k);
  return tree.flatMap((n) => {
    const kids = n.children.filter((c) => hit(n) || hit(c));
    if (!hit(n) && !kids.length) return [];
    const children = kids.map((c): Row => ({ ...c, level: 2, parent: n, children: undefined }));
    return [{ ...n, level: 1 as const, children: children.length ? children : undefined }];
  });
}

type Editing = { mode: 'add'; parent: CategoryNode } | { mode: 'update'; row: Row };

function CategoryDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ name: string; sort?: number | null }>();
  const save = useMutation({
    mutationFn: async (v: { name: string; sort?: number | null }) => {
      const sort = v.sort ?? undefined;
      if (editing.mode === 'add') await addCategory({ parentId: editing.parent.id, name: v.name.trim(), sort });
      else await updateCategory({ id: editing.row.id, name: v.name.trim(), sort: sort ?? editing.row.sort });
    },
    onSuccess: () => {
      void message.success(t(editing.mode === 'add' ? 'pdCategories:added' : 'pdCategories:updated'));
      void client.invalidateQueries({ queryKey: CATEGORY_KEY });
      onClose();
    },
  });
  const parent = editing.mode === 'add' ? editing.parent : editing.row.parent;
  return (
    <Dialog
      open
      width={520}
      title={t(editing.mode === 'add' ? 'pdCategories:addTitle' : 'pdCategories:updateTitle')}
      okText={t('pdCategories:save')}
      cancelText={t('pdCategories:cancel')}
      confirmLoading={save.isPending}
      onOk={() =>
        void form.validateFields().then(
          (v) => save.mutate(v),
          () => undefined,
        )
      }
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'pd-category-save' } as Record<string, string>}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={editing.mode === 'update' ? { name: editing.row.name, sort: editing.row.sort } : {}}
        data-testid="pd-category-form"
      >
        <Form.Item label={t('pdCategories:parent')}>
          <Typography.Text>{parent ? `${parent.code} ${parent.name}` : '-'}</Typography.Text>
        </Form.Item>
        <Form.Item
          name="name"
          label={t('pdCategories:name')}
          rules={[
            { required: true, whitespace: true, message: t('pdCategories:nameRequired') },
            { max: 100, message: t('pdCategories:nameTooLong') },
          ]}
        >
          <Input maxLength={100} placeholder={t('pdCategories:namePlaceholder')} data-testid="pd-category-name" />
        </Form.Item>
        <Form.Item name="sort" label={t('pdCategories:sort')} extra={editing.mode === 'add' ? t('pdCategories:sortHint') : undefined}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} data-testid="pd-category-sort" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

function Categories() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  // only the platform changes the tree (the server refuses others); others browse it
  const platform = useSessionStore((s) => s.session?.companyType === 'MM' || s.session?.adminUser === '1');
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const tree = useQuery({ queryKey: CATEGORY_KEY, queryFn: getCategoryTree });
  const rows = useMemo(() => filterTree(tree.data ?? [], applied), [tree.data, applied]);
  // a search opens every first-level category it kept
  const expandedKeys = applied ? rows.filter((r) => r.children).map((r) => r.id) : expanded;
  const remove = useMutation({
    mutationFn: (id: number) => deleteCategory(id),
    onSuccess: () => {
      void message.success(t('pdCategories:deleted'));
      void client.invalidateQueries({ queryKey: CATEGORY_KEY });
    },
  });
  const askDelete = (row: Row) =>
    confirm({ size: 'delete', content: t('pdCategories:deleteConfirm', { name: row.name }) }).then(
      () => remove.mutate(row.id),
      (err: unknown) => {
        if (!isConfirmCancelled(err)) throw err;
      },
    );

  const allColumns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('pdCategories:name'),
      dataIndex: 'name',
      render: (name: string, r) => (
        <Space>
          <span>{name}</span>
          {r.level === 1 && <Tag>{t('pdCategories:catalogue')}</Tag>}
        </Space>
      ),
    },
    { key: 'code', title: t('pdCategories:code'), dataIndex: 'code', width: 120 },
    { key: 'sort', title: t('pdCategories:sort'), dataIndex: 'sort', width: 90 },
    { key: 'productCount', title: t('pdCategories:productCount'), dataIndex: 'productCount', width: 110, render: (n?: number) => n ?? '-' },
    {
      key: 'actions',
      title: t('pdCategories:actions'),
      width: 220,
      render: (_v, r) =>
        r.level === 1 ? (
          <Permission code={CATEGORY_BUTTONS.add}>
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ mode: 'add', parent: (tree.data ?? []).find((n) => n.id === r.id)! })}
              data-testid={`pd-category-add-${r.code}`}
            >
              {t('pdCategories:addChild')}
            </Button>
          </Permission>
        ) : (
          <Space size={0}>
            <Permission code={CATEGORY_BUTTONS.update}>
              <Button
                type="link"
                size="small"
                onClick={() => setEditing({ mode: 'update', row: r })}
                data-testid={`pd-category-update-${r.code}`}
              >
                {t('pdCategories:update')}
              </Button>
            </Permission>
            <Permission code={CATEGORY_BUTTONS.delete}>
              <Button type="link" size="small" danger onClick={() => void askDelete(r)} data-testid={`pd-category-delete-${r.code}`}>
                {t('pdCategories:delete')}
              </Button>
            </Permission>
          </Space>
        ),
    },
  ];

  const counted = (tree.data ?? []).some((n) => n.productCount !== undefined);
  const columns = allColumns.filter((c) => (c.key !== 'actions' || platform) && (c.key !== 'productCount' || counted));

  return (
    <Card
      title={t('pdCategories:title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void tree.refetch()}>
          {t('pdCategories:refresh')}
        </Button>
      }
      data-testid="pd-categories-page"
    >
      <Flex vertical gap={16}>
        <Flex gap={8}>
          <Input.Search
            allowClear
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              if (!e.target.value) setApplied('');
            }}
            onSearch={(v) => setApplied(v)}
            placeholder={t('pdCategories:searchPlaceholder')}
            enterButton={t('pdCategories:search')}
            style={{ maxWidth: 420 }}
            data-testid="pd-category-search"
          />
        </Flex>
        <Typography.Text type="secondary">{t('pdCategories:note')}</Typography.Text>
        <Table<Row>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={tree.isFetching}
          pagination={false}
          expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded(keys) }}
          locale={{ emptyText: applied ? t('pdCategories:noMatch') : undefined }}
          data-testid="pd-categories-table"
        />
      </Flex>
      {editing && <CategoryDialog editing={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

export function CategoriesPage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <Categories />
    </App>
  );
}
