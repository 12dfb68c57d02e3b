// Pieces the screens of this part share: the platform check, the company picker of the platform, the
// request status tag, the load-failure alert and the searched, paged list (search form, table, footer).
import type { ReactNode } from 'react';
import { Alert, Button, Flex, Select, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminChangeStatus } from '@medportal/contracts/system/admin.contract';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useSessionStore } from '../../../lib/session-store';
import { companyOptions } from './admin-api';
import type { PagedList } from './use-paged-list';

/** The platform (a session in the MM company) manages every company of the tenant. */
export const useIsPlatform = (): boolean => useSessionStore((s) => s.session?.companyType === 'MM');

const STATUS_COLORS: Record<AdminChangeStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export function ChangeStatusTag({ status }: { status: AdminChangeStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`sysAdmin:status.${status}`)}</Tag>;
}

/** The companies of the tenant, searched by name (the platform's picker). */
export function CompanyPicker({
  id,
  value,
  onChange,
  allowClear = true,
  testId = 'company-picker',
}: {
  /** from a Form.Item around it, whose label points at it */
  id?: string;
  value?: number | undefined;
  onChange?: (value: number | undefined) => void;
  allowClear?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const options = useQuery({ queryKey: ['sysAdmin', 'companyOptions'], queryFn: () => companyOptions() });
  return (
    // named by itself too: on the change list it stands alone, without a form label
    <Select
      id={id}
      aria-label={t('sysAdmin:company.label')}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      value={value}
      onChange={(v?: number) => onChange?.(v)}
      loading={options.isFetching}
      placeholder={t('sysAdmin:company.placeholder')}
      options={(options.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}

export function LoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('sysAdmin:loadFailed')}
      data-testid={testId}
      action={
        <Button size="small" onClick={onRetry}>
          {t('sysAdmin:retry')}
        </Button>
      }
    />
  );
}

/** '-' for a missing value of a cell. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '-' : String(value);

type PagedTableProps<Row extends object, Filters extends object> = {
  list: PagedList<Row, Filters>;
  searchItems: SearchItem[];
  toFilters: (values: SearchValues) => Filters;
  columns: readonly TableColumn<Row>[];
  rowKey: keyof Row & string;
  testId: string;
  /** the saved column setting (header icon): the table's number and the list's api path */
  tableNo: string;
  apiPath: string;
  /** between the search form and the table (actions) */
  above?: ReactNode;
};

export function PagedTable<Row extends object, Filters extends object>(props: PagedTableProps<Row, Filters>) {
  const { list, searchItems, toFilters, columns, rowKey, testId, tableNo, apiPath, above } = props;
  return (
    <Flex vertical gap={12}>
      {searchItems.length > 0 && (
        <SearchForm
          items={searchItems}
          loading={list.query.isFetching}
          onSearch={(v) => list.search(toFilters(v))}
          onReset={() => list.search(toFilters({}))}
        />
      )}
      {above}
      {list.query.isError && !list.query.isFetching ? (
        <LoadError onRetry={() => void list.query.refetch()} testId={`${testId}-error`} />
      ) : (
        <>
          <DataTable<Row>
            columns={columns}
            data={list.rows}
            rowKey={rowKey}
            headerSetting
            tableNo={tableNo}
            apiPath={apiPath}
            loading={list.query.isFetching}
            indexOffset={(list.page - 1) * list.pageSize}
            emptyText={list.query.isPending ? ' ' : <EmptyMask searched={list.searched} />}
            testId={testId}
          />
          <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
        </>
      )}
    </Flex>
  );
}
