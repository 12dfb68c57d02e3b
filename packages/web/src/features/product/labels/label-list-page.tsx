// /merchants/management/labelList 标签管理 (platform): every label of the tenant, shown as merchants will
// see it, filtered by category, name and status, paged and sortable (by default a category's labels stay
// together in the categories' order); 新增标签 / 编辑 in a dialog, 启用/停用 and 删除 ask first; a label
// of a disabled category is marked (it is hidden from the options). The name opens /labelListDetail.
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
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
import { LabelFormDialog, type LabelFormState } from './label-form-dialog';
import { LABELS_KEY, categoryOptions, type LabelRow } from './labels-api';
import { LABEL_DETAIL_PATH, LABEL_EDIT, LabelTag, StatusTag, statusOf, useLabelActions, useStatusOptions } from './label-parts';

const TABLE_NO = 'pdLabelList';

function LabelList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = usePermission(LABEL_EDIT);
  const actions = useLabelActions();
  const statuses = useStatusOptions();
  const [form, setForm] = useState<LabelFormState>(null);
  const categories = useQuery({ queryKey: [...LABELS_KEY, 'categoryOptions'], queryFn: categoryOptions });
  const list = useListQuery<LabelRow>({ url: STAFF_API.labelTabulationQuery });
  const openDetail = (id: number) => void navigate(`${LABEL_DETAIL_PATH}?id=${id}`);

  const searchItems = useMemo<SearchItem[]>(
    () => [
      {
        key: 'categoryId',
        type: 'select',
        title: t('pdLabels:label.category'),
        options: (categories.data ?? []).map((c) => ({
          value: c.id,
          label: c.enabled ? c.name : t('pdLabels:category.disabledOption', { name: c.name }),
        })),
        attr: { allowClear: true, showSearch: { optionFilterProp: 'label' } },
      },
      { key: 'name', type: 'input', title: t('pdLabels:label.name'), placeholder: t('pdLabels:label.namePlaceholder') },
      { key: 'enabled', type: 'select', title: t('pdLabels:field.status'), options: statuses, attr: { allowClear: true } },
    ],
    [t, categories.data, statuses],
  );
  const search = (v: SearchValues) => list.runSearch({ ...v, enabled: statusOf(v['enabled']) }, true);

  const columns: TableColumn<LabelRow>[] = [
    { type: 'index' },
    {
      prop: 'name',
      labelKey: 'pdLabels:label.name',
      width: 200,
      allowSort: true,
      render: (_v, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openDetail(r.id)} data-testid={`label-${r.id}`}>
          <LabelTag name={r.name} colour={r.colour} />
        </Button>
      ),
    },
    {
      prop: 'categoryName',
      labelKey: 'pdLabels:label.category',
      width: 200,
      render: (_v, r) => (
        <Space size={4}>
          {r.categoryName}
          {!r.categoryEnabled && <Tag data-testid={`category-off-${r.id}`}>{t('pdLabels:status.disabled')}</Tag>}
        </Space>
      ),
    },
    { prop: 'appliesTo', labelKey: 'pdLabels:category.appliesTo', width: 100, render: (_v, r) => t(`pdLabels:appliesTo.${r.appliesTo}`) },
    { prop: 'sort', labelKey: 'pdLabels:field.sort', width: 90, allowSort: true },
    {
      prop: 'enabled',
      labelKey: 'pdLabels:field.status',
      width: 90,
      render: (_v, r) => <StatusTag enabled={r.enabled} testId={`status-${r.id}`} />,
    },
    { prop: 'remark', labelKey: 'pdLabels:label.remark', width: 220, ellipsis: true },
    { prop: 'createdAt', labelKey: 'pdLabels:field.createdAt', width: 170, allowSort: true, render: (_v, r) => showInstant(r.createdAt) },
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
              <Button type="link" size="small" onClick={() => setForm({ label: r })} data-testid={`label-edit-${r.id}`}>
                {t('pdLabels:action.edit')}
              </Button>
              <Button type="link" size="small" onClick={() => void actions.toggleLabel(r)} data-testid={`label-toggle-${r.id}`}>
                {r.enabled ? t('pdLabels:action.disable') : t('pdLabels:action.enable')}
              </Button>
              <Button type="link" size="small" danger onClick={() => void actions.removeLabel(r)} data-testid={`label-delete-${r.id}`}>
                {t('pdLabels:action.delete')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('pdLabels:title.labels')} data-testid="label-list-page">
      <Flex vertical gap={12}>
        <SearchForm items={searchItems} onSearch={search} onReset={search} loading={list.isFetching} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('pdLabels:total', { n: list.total })}</Typography.Text>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ label: null })} data-testid="label-add">
              {t('pdLabels:label.add')}
            </Button>
          )}
        </Flex>
        <DataTable<LabelRow>
          columns={columns}
          data={list.rows}
          rowKey="id"
          loading={list.isFetching}
          headerSetting
          tableNo={TABLE_NO}
          apiPath={STAFF_API.labelTabulationQuery}
          indexOffset={(list.page - 1) * list.pageSize}
          sort={list.sort}
          onSortChange={list.changeSort}
          emptyText={t('pdLabels:label.empty')}
          testId="label-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <LabelFormDialog state={form} onClose={() => setForm(null)} />
    </Card>
  );
}

export function LabelListPage() {
  return (
    <App component={false}>
      <LabelList />
    </App>
  );
}
