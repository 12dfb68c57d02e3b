// 导入记录: the user imports into the company (newest first); a record shows its result above and its
// failed rows download as a workbook.
import { useState } from 'react';
import { Alert, Button, Progress, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { getUserImportHistory } from './user-import-api';
import { DownloadFailuresButton, STATUS_COLORS, USER_IMPORT_KEY, type PageSize } from './user-import-result';

export function UserImportHistory({ companyId, onShow }: { companyId?: number; onShow: (record: ImportProgressItem) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<{ pageNum: number; pageSize: PageSize }>({ pageNum: 1, pageSize: 20 });
  const body = { ...page, ...(companyId === undefined ? {} : { companyId }) };
  const list = useQuery({ queryKey: [...USER_IMPORT_KEY, 'history', body], queryFn: () => getUserImportHistory(body) });
  const columns: TableColumn<ImportProgressItem>[] = [
    { type: 'index' },
    { prop: 'fileName', labelKey: 'sysUserImport:history.fileName', width: 220, ellipsis: true },
    {
      prop: 'status',
      labelKey: 'sysUserImport:history.status',
      width: 190,
      render: (_v, r) => (
        <Space>
          <Tag color={STATUS_COLORS[r.status]}>{t(`sysUserImport:status.${r.status}`)}</Tag>
          <Progress
            percent={r.percent}
            size="small"
            showInfo={false}
            style={{ width: 70, margin: 0 }}
            status={r.status === 'failed' ? 'exception' : undefined}
          />
        </Space>
      ),
    },
    {
      prop: 'totalRows',
      labelKey: 'sysUserImport:history.rows',
      width: 240,
      render: (_v, r) => t('sysUserImport:history.rowsText', { total: r.totalRows, ok: r.importedRows, failed: r.failedRows }),
    },
    { prop: 'createdBy', labelKey: 'sysUserImport:history.createdBy', width: 110 },
    { prop: 'createdAt', labelKey: 'sysUserImport:history.createdAt', width: 170, render: (_v, r) => showInstant(r.createdAt) },
    {
      prop: 'id',
      labelKey: 'sysUserImport:history.actions',
      width: 200,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onShow(r)} data-testid={`user-import-show-${r.id}`}>
            {t('sysUserImport:history.show')}
          </Button>
          <DownloadFailuresButton record={r} link />
        </Space>
      ),
    },
  ];
  if (list.isError)
    return (
      <Alert
        type="error"
        title={t('sysUserImport:history.failed')}
        action={<Button onClick={() => void list.refetch()}>{t('sysUserImport:retry')}</Button>}
      />
    );
  return (
    <div data-testid="user-import-history">
      <DataTable<ImportProgressItem>
        columns={columns}
        data={list.data?.content ?? []}
        rowKey="id"
        loading={list.isFetching}
        indexOffset={(page.pageNum - 1) * page.pageSize}
        emptyText={list.isFetching ? undefined : t('sysUserImport:history.empty')}
      />
      <PaginationFooter
        total={list.data?.totalElements ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize: pageSize as PageSize })}
      />
    </div>
  );
}
