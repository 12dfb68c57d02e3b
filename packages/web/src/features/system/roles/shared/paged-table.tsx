// The table of a paged list of the role screens: its rows with the load error (and a retry) in their place,
// one page of rows numbered across pages, the empty mask once loaded.
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyMask } from '../../../../kit/feedback/empty-mask';
import type { TableColumn } from '../../../../kit/table/columns';
import { DataTable } from '../../../../kit/table/data-table';
import type { usePaged } from './use-paged';

type PagedTableProps<T> = {
  list: ReturnType<typeof usePaged<T>>;
  columns: TableColumn<T>[];
  rowKey: keyof T & string;
  testId: string;
};

export function PagedTable<T extends object>({ list, columns, rowKey, testId }: PagedTableProps<T>) {
  const { t } = useTranslation();
  if (list.isError && !list.isFetching) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('sysRoles:loadFailed')}
        action={
          <Button size="small" onClick={() => void list.refetch()}>
            {t('sysRoles:retry')}
          </Button>
        }
      />
    );
  }
  return (
    <DataTable<T>
      columns={columns}
      data={list.rows}
      rowKey={rowKey}
      loading={list.isFetching}
      indexOffset={(list.page - 1) * list.pageSize}
      emptyText={list.isPending ? ' ' : <EmptyMask searched={list.searched} />}
      testId={testId}
    />
  );
}
