// /merchants/management/labelClassification 标签分类 (platform): the tenant's label categories searched by
// name or code, applies-to and status, paged and sortable; 新增分类 / 编辑 in a dialog, 启用/停用 and
// 删除 ask first (a category that still has labels is not deleted: the message says how many); the name
// opens /labelDetail with the category's labels.
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery } from '../../../kit/table/use-list-query';
import { showInstant } from '../../../lib/time';
import { CategoryFormDialog, type CategoryFormState } from './category-form-dialog';
import type { LabelCategoryRow } from './labels-api';
import {
  CATEGORY_DETAIL_PATH,
  CATEGORY_EDIT,
  StatusTag,
  statusOf,
  useAppliesToOptions,
  useLabelActions,
  useStatusOptions,
} from './label-parts';

const TABLE_NO = 'pdLabelCategoryList';

function CategoryList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = usePermission(CATEGORY_EDIT);
  const actions = useLabelActions();
  const appliesTo = useAppliesToOptions();
  const statuses = useStatusOptions();
  const [form, setForm] = useState<CategoryFormState>(null);
  const list = useListQuery<LabelCategoryRow>({ url: STAFF_API.labelCategoryQuery });
  const openDetail = (id: number) => void navigate(`${CATEGORY_DETAIL_PATH}?id=${id}`);

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('pdLabels:category.keyword'), placeholder: t('pdLabels:category.keywordPlaceholder') },
      { key: 'appliesTo', type: 'select', title: t('pdLabels:category.appliesTo'), options: appliesTo, attr: { allowClear: true } },
      { key: 'enabled', type: 'select', title: t('pdLabels:field.status'), options: statuses, attr: { allowClear: true } },
    ],
    [t, appliesTo, statuses],
  );
  const search = (v: SearchValues) => list.runSearch({ ...v, enabled: statusOf(v['enabled']) }, true);

  const columns: TableColumn<LabelCategoryRow>[] = [
    { type: 'index' },
    {
      prop: 'name',
      labelKey: 'pdLabels:category.name',
      width: 180,
      allowSort: true,
      render: (_v, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openDetail(r.id)} data-testid={`category-${r.id}`}>
          {r.name}
        </Button>
      ),
    },
    { prop: 'code', labelKey: 'pdLabels:category.code', width: 180 },
    { prop: 'appliesTo', labelKey: 'pdLabels:category.appliesTo', width: 100, render: (_v, r) => t(`pdLabels:appliesTo.${r.appliesTo}`) },
    {
      prop: 'labelCount',
      labelKey: 'pdLabels:category.labelCount',
      width: 120,
      allowSort: true,
      render: (_v, r) => t('pdLabels:category.labelCountValue', { enabled: r.enabledLabelCount, n: r.labelCount }),
    },
    { prop: 'sort', labelKey: 'pdLabels:field.sort', width: 90, allowSort: true },
    {
      prop: 'enabled',
      labelKey: 'pdLabels:field.status',
      width: 90,
      render: (_v, r) => <StatusTag enabled={r.enabled} testId={`status-${r.id}`} />,
    },
    { prop: 'description', labelKey: 'pdLabels:category.description', width: 240, ellipsis: true },
    { prop: 'updatedAt', labelKey: 'pdLabels:field.updatedAt', width: 170, render: (_v, r) => showInstant(r.updatedAt) },
    {
      prop: 'id',
      labelKey: 'pdLabels:field.actions',
      width: 220,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => openDetail(r.id)}>
            {t('pdLabels:action.detail')}
          </Button>
          {canEdit && (
            <>
              <Button type="link" size="small" onClick={() => setForm({ category: r })} data-testid={`category-edit-${r.id}`}>
                {t('pdLabels:action.edit')}
              </Button>
              <Button type="link" size="small" onClick={() => void actions.toggleCategory(r)} data-testid={`category-toggle-${r.id}`}>
                {r.enabled ? t('pdLabels:action.disable') : t('pdLabels:action.enable')}
              </Button>
              <Button type="link" size="small" danger onClick={() => actions.removeCategory(r)} data-testid={`category-delete-${r.id}`}>
                {t('pdLabels:action.delete')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('pdLabels:title.categories')} data-testid="label-category-list-page">
      <Flex vertical gap={12}>
        <SearchForm items={searchItems} onSearch={search} onReset={search} loading={list.isFetching} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('pdLabels:total', { n: list.total })}</Typography.Text>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ category: null })} data-testid="category-add">
              {t('pdLabels:category.add')}
            </Button>
          )}
        </Flex>
        <DataTable<LabelCategoryRow>
          columns={columns}
          data={list.rows}
          rowKey="id"
          loading={list.isFetching}
          headerSetting
          tableNo={TABLE_NO}
          apiPath={STAFF_API.labelCategoryQuery}
          indexOffset={(list.page - 1) * list.pageSize}
          sort={list.sort}
          onSortChange={list.changeSort}
          emptyText={t('pdLabels:category.empty')}
          testId="label-category-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <CategoryFormDialog state={form} onClose={() => setForm(null)} />
    </Card>
  );
}

export function CategoryListPage() {
  return (
    <App component={false}>
      <CategoryList />
    </App>
  );
}
