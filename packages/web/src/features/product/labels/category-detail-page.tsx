// /merchants/management/labelClassification/labelDetail?id=N 标签分类详情: the category (code, applies-to,
// status, sort, counts, description, times) with 编辑 / 启用 / 停用 / 删除 (pd.labelCategory.edit), and its
// labels as merchants will see them, paged, with 新增标签 (preset to this category), 编辑, 启用/停用 and
// 删除 for pd.labelList.edit. A disabled category says its labels are hidden from the options.
import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Space, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery } from '../../../kit/table/use-list-query';
import { showInstant } from '../../../lib/time';
import { CategoryFormDialog, type CategoryFormState } from './category-form-dialog';
import { LabelFormDialog, type LabelFormState } from './label-form-dialog';
import { LABELS_KEY, categoryDetail, type LabelCategoryRow, type LabelRow } from './labels-api';
import { CATEGORY_EDIT, CATEGORY_LIST_PATH, LABEL_DETAIL_PATH, LABEL_EDIT, LabelTag, StatusTag, useLabelActions } from './label-parts';

function CategoryLabels({ category }: { category: LabelCategoryRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = usePermission(LABEL_EDIT);
  const actions = useLabelActions();
  const [form, setForm] = useState<LabelFormState>(null);
  const list = useListQuery<LabelRow>({ url: STAFF_API.labelTabulationQuery, initialSearch: { categoryId: category.id } });

  const columns: TableColumn<LabelRow>[] = [
    { type: 'index' },
    {
      prop: 'name',
      labelKey: 'pdLabels:label.name',
      width: 200,
      render: (_v, r) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => void navigate(`${LABEL_DETAIL_PATH}?id=${r.id}`)}
          data-testid={`label-${r.id}`}
        >
          <LabelTag name={r.name} colour={r.colour} />
        </Button>
      ),
    },
    { prop: 'colour', labelKey: 'pdLabels:label.colour', width: 110 },
    { prop: 'sort', labelKey: 'pdLabels:field.sort', width: 80 },
    { prop: 'enabled', labelKey: 'pdLabels:field.status', width: 90, render: (_v, r) => <StatusTag enabled={r.enabled} /> },
    { prop: 'remark', labelKey: 'pdLabels:label.remark', ellipsis: true },
    ...(canEdit
      ? [
          {
            prop: 'id',
            labelKey: 'pdLabels:field.actions',
            width: 170,
            fixed: 'right',
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setForm({ label: r })} data-testid={`label-edit-${r.id}`}>
                  {t('pdLabels:action.edit')}
                </Button>
                <Button type="link" size="small" onClick={() => void actions.toggleLabel(r)} data-testid={`label-toggle-${r.id}`}>
                  {r.enabled ? t('pdLabels:action.disable') : t('pdLabels:action.enable')}
                </Button>
                <Button type="link" size="small" danger onClick={() => void actions.removeLabel(r)} data-testid={`label-delete-${r.id}`}>
                  {t('pdLabels:action.delete')}
                </Button>
              </Space>
            ),
          } satisfies TableColumn<LabelRow>,
        ]
      : []),
  ];

  return (
    <Card
      title={t('pdLabels:category.labels')}
      extra={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setForm({ label: null, categoryId: category.id })}
            data-testid="label-add"
          >
            {t('pdLabels:label.add')}
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        <DataTable<LabelRow>
          columns={columns}
          data={list.rows}
          rowKey="id"
          loading={list.isFetching}
          indexOffset={(list.page - 1) * list.pageSize}
          emptyText={t('pdLabels:category.noLabels')}
          testId="category-label-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <LabelFormDialog state={form} onClose={() => setForm(null)} />
    </Card>
  );
}

function Detail({ category }: { category: LabelCategoryRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = usePermission(CATEGORY_EDIT);
  const actions = useLabelActions({ onDeleted: () => void navigate(CATEGORY_LIST_PATH) });
  const [form, setForm] = useState<CategoryFormState>(null);

  return (
    <Flex vertical gap={16} data-testid="label-category-detail-page">
      <Card
        title={t('pdLabels:title.categoryDetail')}
        extra={
          <Space>
            <Button onClick={() => void navigate(CATEGORY_LIST_PATH)}>{t('pdLabels:action.back')}</Button>
            {canEdit && (
              <>
                <Button onClick={() => setForm({ category })} data-testid="category-edit">
                  {t('pdLabels:action.edit')}
                </Button>
                <Button onClick={() => void actions.toggleCategory(category)} data-testid="category-toggle">
                  {category.enabled ? t('pdLabels:action.disable') : t('pdLabels:action.enable')}
                </Button>
                <Button danger onClick={() => actions.removeCategory(category)} data-testid="category-delete">
                  {t('pdLabels:action.delete')}
                </Button>
              </>
            )}
          </Space>
        }
      >
        <Flex vertical gap={12}>
          {!category.enabled && (
            <Alert type="warning" showIcon title={t('pdLabels:category.disabledNote')} data-testid="category-disabled-note" />
          )}
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'name', label: t('pdLabels:category.name'), children: category.name },
              { key: 'code', label: t('pdLabels:category.code'), children: category.code },
              { key: 'appliesTo', label: t('pdLabels:category.appliesTo'), children: t(`pdLabels:appliesTo.${category.appliesTo}`) },
              {
                key: 'status',
                label: t('pdLabels:field.status'),
                children: <StatusTag enabled={category.enabled} testId="category-status" />,
              },
              { key: 'sort', label: t('pdLabels:field.sort'), children: category.sort },
              {
                key: 'count',
                label: t('pdLabels:category.labelCount'),
                children: t('pdLabels:category.labelCountValue', { enabled: category.enabledLabelCount, n: category.labelCount }),
              },
              { key: 'createdAt', label: t('pdLabels:field.createdAt'), children: showInstant(category.createdAt) },
              { key: 'updatedAt', label: t('pdLabels:field.updatedAt'), children: showInstant(category.updatedAt) },
              {
                key: 'description',
                label: t('pdLabels:category.description'),
                span: 'filled',
                children: category.description || <Typography.Text type="secondary">{t('pdLabels:none')}</Typography.Text>,
              },
            ]}
          />
        </Flex>
      </Card>
      <CategoryLabels category={category} />
      <CategoryFormDialog state={form} onClose={() => setForm(null)} />
    </Flex>
  );
}

function DetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ queryKey: [...LABELS_KEY, 'category', id], queryFn: () => categoryDetail(id), enabled: valid });
  if (valid && detail.isPending) return <Spin style={{ display: 'block', margin: 48 }} data-testid="label-category-loading" />;
  if (!valid || !detail.data)
    return <Result status="warning" title={t('pdLabels:category.notFound')} data-testid="label-category-not-found" />;
  return <Detail category={detail.data} />;
}

export function CategoryDetailPage() {
  return (
    <App component={false}>
      <DetailScreen />
    </App>
  );
}
