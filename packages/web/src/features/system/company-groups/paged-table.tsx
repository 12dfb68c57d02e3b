// A paged list's table: its rows, or the load error with a retry in their place; the empty mask once loaded.
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import type { PagedList } from './use-paged';

type Props<T> = { list: PagedList<T>; columns: TableColumn<T>[]; rowKey: keyof T & string; testId: string };

export function PagedTable<T extends object>({ list, columns, rowKey, testId }: Props<T>) {
  const { t } = useTranslation();
  if (list.isError && !list.isFetching)
    return (
      <Alert
        type="error"
        showIcon
        title={t('sysCompanyGroups:loadFailed')}
        action={
          <Button size="small" onClick={() => void list.refetch()}>
            {t('sysCompanyGroups:retry')}
          </Button>
        }
      />
    );
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
