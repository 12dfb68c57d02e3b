// Pieces every order-operation list shares: the load-failure alert with its retry, the empty text of a
// table (nothing while the first page loads, '未查询到结果' after a search), and the searched, paged
// list itself (search form, table or its failure, footer).
import type { ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchOption, SearchValues } from '../../../kit/form/search-types';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import type { MallPage } from './use-mall-page';

export function LoadError({ title, onRetry, testId }: { title: ReactNode; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      data-testid={testId}
      action={
        <Button size="small" onClick={onRetry}>
          {t('orderOps:retry')}
        </Button>
      }
    />
  );
}

export const emptyText = (pending: boolean, searched: boolean): ReactNode => (pending ? ' ' : <EmptyMask searched={searched} />);

/** '-' for a missing value of a cell. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** A select of the search form: '全部' until one (or, multiple, several) is chosen. */
export const selectSearch = (t: TFunction, key: string, title: string, options: SearchOption[], multiple = false): SearchItem => ({
  key,
  type: 'select',
  title,
  placeholder: t('orderOps:search.all'),
  options,
  attr: multiple ? { mode: 'multiple', allowClear: true, maxTagCount: 'responsive' } : { allowClear: true },
});

/** A date range of the search form sent under the call's two names. */
export const dateRangeSearch = (t: TFunction, key: string, title: string, rangeKeys: [string, string]): SearchItem => ({
  key,
  type: 'dateRange',
  title,
  rangeKeys,
  placeholder: [t('orderOps:search.from'), t('orderOps:search.to')],
});

type MallPageListProps<Row extends object, Filters extends object> = {
  list: MallPage<Row, Filters>;
  searchItems: SearchItem[];
  /** the call's filters from the search form's values */
  toFilters: (values: SearchValues) => Filters;
  columns: readonly TableColumn<Row>[];
  rowKey: keyof Row & string;
  expandedRowRender?: (row: Row) => ReactNode;
  errorTitle: ReactNode;
  /** data-testid of the table; the failure alert gets `<testId>-error` */
  testId: string;
  /** between the search form and the table */
  above?: ReactNode;
  /** left of the pagination footer (e.g. the page's totals) */
  footerStart?: ReactNode;
};

export function MallPageList<Row extends object, Filters extends object>(props: MallPageListProps<Row, Filters>) {
  const { list, searchItems, toFilters, columns, rowKey, expandedRowRender, errorTitle, testId, above, footerStart } = props;
  const footer = <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />;
  return (
    <Flex vertical gap={12}>
      <SearchForm
        items={searchItems}
        loading={list.query.isFetching}
        onSearch={(v) => list.search(toFilters(v))}
        onReset={() => list.search({} as Filters)}
      />
      {above}
      {list.query.isError && !list.query.isFetching ? (
        <LoadError title={errorTitle} onRetry={() => void list.query.refetch()} testId={`${testId}-error`} />
      ) : (
        <>
          <DataTable<Row>
            columns={columns}
            data={list.rows}
            rowKey={rowKey}
            loading={list.query.isFetching}
            indexOffset={(list.page - 1) * list.pageSize}
            emptyText={emptyText(list.query.isPending, list.searched)}
            expandedRowRender={expandedRowRender}
            testId={testId}
          />
          {footerStart === undefined ? (
            footer
          ) : (
            <Flex justify="space-between" align="center" wrap gap={8}>
              {footerStart}
              {footer}
            </Flex>
          )}
        </>
      )}
    </Flex>
  );
}
