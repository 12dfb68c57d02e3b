// /productManagement/productControl 产品管理: the products the company may see (a manufacturer its own,
// a buyer the audited ones it buys, the platform all), searched by name, pinyin initials, code, model,
// certificate number or UDI-DI, category, status and enabled; sorted, paged, exported; enable/disable
// after a confirm; detail drawer; add, edit, commit for audit and audit.
import { useCallback, useMemo, useState } from 'react';
import { App, Button, Card, Flex, Space } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import { PRODUCT_STATUSES } from '@medportal/contracts/product/product-rules';
import type { ProductRow } from '@medportal/contracts/product/products.contract';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchOption, SearchValues } from '../../../kit/form/search-types';
import { Permission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable, type SortState } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { ProductActions } from './product-actions';
import { PRODUCT_TABLE_NO, useProductColumns } from './product-columns';
import { ProductDetailDrawer } from './product-detail-drawer';
import { PRODUCT_ADD_PATH, PRODUCT_IMPORT_PATH } from './product-paths';
import {
  PRODUCTS_KEY,
  PRODUCT_EXPORT_URL,
  categoryTree,
  productPageList,
  productUpdateStatus,
  type CategoryNode,
  type ProductQuery,
} from './products-api';

const toOptions = (nodes: CategoryNode[]): SearchOption[] =>
  nodes.map((n) => ({ value: n.id, label: `${n.code} ${n.name}`, ...(n.children?.length ? { children: toOptions(n.children) } : {}) }));

/** The list's body: empty values dropped, the enabled select's text as a boolean. */
export function productQuery(search: SearchValues, sort: SortState): ProductQuery {
  const q: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(search)) {
    if (v === undefined || v === null || v === '') continue;
    q[k] = k === 'enabled' ? v === 'true' : v;
  }
  if (sort) {
    q.sortField = sort.field;
    q.sortOrder = sort.order;
  }
  return q as ProductQuery;
}

function ProductList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [search, setSearch] = useState<SearchValues>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => defaultPageSizeOf());
  const [sort, setSort] = useState<SortState>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const filter = productQuery(search, sort);
  const list = useQuery({
    queryKey: [...PRODUCTS_KEY, 'list', filter, page, pageSize],
    queryFn: () => productPageList({ ...filter, pageNum: page, pageSize: pageSize as 20 }),
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: PRODUCTS_KEY }), [client]);

  const toggle = useCallback(
    (row: ProductRow, enabled: boolean) => {
      confirm({ content: t(enabled ? 'pdProducts:enable.confirm' : 'pdProducts:disable.confirm', { name: row.name }) })
        .then(async () => {
          await productUpdateStatus([row.id], enabled);
          void message.success(t(enabled ? 'pdProducts:enable.done' : 'pdProducts:disable.done'));
          refresh();
        })
        .catch(() => undefined);
    },
    [confirm, message, refresh, t],
  );
  const base = useProductColumns(toggle);
  const columns = useMemo<TableColumn<ProductRow>[]>(
    () => [
      ...base,
      {
        labelKey: 'pdProducts:columns.actions',
        width: 220,
        fixed: 'right',
        render: (_v, row) => <ProductActions row={row} onDetail={(r) => setDetailId(r.id)} onChanged={refresh} />,
      },
    ],
    [base, refresh],
  );
  const items = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('pdProducts:search.keyword'), placeholder: t('pdProducts:search.keywordHint') },
      {
        key: 'categoryId',
        type: 'cascader',
        title: t('pdProducts:search.category'),
        request: async () => toOptions(await categoryTree()),
        resultType: 'last',
        attr: { changeOnSelect: true, showSearch: true },
      },
      {
        key: 'status',
        type: 'select',
        title: t('pdProducts:search.status'),
        options: PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`pdProducts:status.${s}`) })),
      },
      {
        key: 'enabled',
        type: 'select',
        title: t('pdProducts:search.enabled'),
        options: [
          { value: 'true', label: t('pdProducts:enabled.true') },
          { value: 'false', label: t('pdProducts:enabled.false') },
        ],
      },
    ],
    [t],
  );
  const searched = Object.keys(productQuery(search, null)).length > 0;

  return (
    <Card title={t('pdProducts:title')} data-testid="product-list-page">
      <Flex vertical gap={12}>
        <SearchForm
          items={items}
          loading={list.isFetching}
          onSearch={(v) => {
            setSearch(v);
            setPage(1);
          }}
          onReset={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <Flex justify="flex-end">
          <Space>
            <ExportButton url={PRODUCT_EXPORT_URL} body={filter} disabled={(list.data?.totalElements ?? 0) === 0}>
              {t('pdProducts:export')}
            </ExportButton>
            <Permission code="fc.product.edit">
              <Button icon={<ImportOutlined />} onClick={() => void navigate(PRODUCT_IMPORT_PATH)} data-testid="product-import">
                {t('pdProducts:import')}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(PRODUCT_ADD_PATH)} data-testid="product-add">
                {t('pdProducts:add')}
              </Button>
            </Permission>
          </Space>
        </Flex>
        <DataTable<ProductRow>
          columns={columns}
          data={list.data?.content ?? []}
          rowKey="id"
          loading={list.isFetching}
          headerSetting
          tableNo={PRODUCT_TABLE_NO}
          apiPath={PRODUCT_API.productPageList}
          limit={3}
          indexOffset={(page - 1) * pageSize}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          emptyText={list.isPending ? ' ' : <EmptyMask searched={searched} />}
          testId="product-table"
        />
        <PaginationFooter
          total={list.data?.totalElements ?? 0}
          page={page}
          pageSize={pageSize}
          onChange={(p, size) => {
            setPage(p);
            setPageSize(size);
          }}
        />
      </Flex>
      <ProductDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

export function ProductListPage() {
  return (
    <App component={false}>
      <ProductList />
    </App>
  );
}
