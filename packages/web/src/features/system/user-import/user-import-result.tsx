// One user import as it runs and after: the progress (polled every second while the server works), the
// summary, the failed rows under the template's columns with their reasons, and the error workbook.
import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Progress, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FailRowItem, ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import type { PAGE_SIZES } from '@medportal/contracts/common/constants';
import { USER_IMPORT_HEADERS } from '@medportal/contracts/system/user-import-rules';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { downloadUserImportFailures, getUserImportFailures, getUserImportProgress } from './user-import-api';

export type PageSize = (typeof PAGE_SIZES)[number];
export const USER_IMPORT_KEY = ['system', 'userImport'] as const;
export const POLL_MS = 1000;

export const STATUS_COLORS: Record<ImportProgressItem['status'], string> = { running: 'processing', succeeded: 'success', failed: 'error' };
const barStatus = (s: ImportProgressItem['status']) => (s === 'running' ? 'active' : s === 'failed' ? 'exception' : 'success');

function FailedRows({ record }: { record: ImportProgressItem }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<{ pageNum: number; pageSize: PageSize }>({ pageNum: 1, pageSize: 20 });
  const body = { progressId: record.id, ...page };
  const rows = useQuery({ queryKey: [...USER_IMPORT_KEY, 'failures', body], queryFn: () => getUserImportFailures(body) });
  const columns = [
    { key: 'rowNo', dataIndex: 'rowNo', title: t('sysUserImport:result.rowNo'), width: 80, fixed: 'left' as const },
    {
      key: 'message',
      dataIndex: 'message',
      title: t('sysUserImport:result.reason'),
      width: 320,
      render: (v: string) => <Typography.Text type="danger">{v}</Typography.Text>,
    },
    ...USER_IMPORT_HEADERS.map((header, i) => ({
      key: `cell-${i}`,
      title: header,
      width: 130,
      render: (_v: unknown, r: FailRowItem) => r.cells[i] || '-',
    })),
  ];
  if (rows.isError)
    return (
      <Alert
        type="error"
        title={t('sysUserImport:result.failuresFailed')}
        action={<Button onClick={() => void rows.refetch()}>{t('sysUserImport:retry')}</Button>}
      />
    );
  return (
    <div data-testid="user-import-failures">
      <Table<FailRowItem>
        rowKey="rowNo"
        size="small"
        columns={columns}
        dataSource={rows.data?.content ?? []}
        loading={rows.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <PaginationFooter
        total={rows.data?.totalElements ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize: pageSize as PageSize })}
      />
    </div>
  );
}

export function DownloadFailuresButton({ record, link }: { record: ImportProgressItem; link?: boolean }) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: () => downloadUserImportFailures(record.id) });
  if (record.failedRows === 0 || !record.hasFile || record.status === 'running') return null;
  return (
    <Button
      type={link ? 'link' : 'default'}
      size={link ? 'small' : undefined}
      icon={link ? undefined : <DownloadOutlined />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      data-testid={`user-import-download-failures-${record.id}`}
    >
      {t('sysUserImport:result.downloadFailures')}
    </Button>
  );
}

export function UserImportResult({ progressId, onFinished }: { progressId: number; onFinished: () => void }) {
  const { t } = useTranslation();
  const progress = useQuery({
    queryKey: [...USER_IMPORT_KEY, 'progress', progressId],
    queryFn: () => getUserImportProgress(progressId),
    refetchInterval: (q) => (q.state.data === undefined || q.state.data.status === 'running' ? POLL_MS : false),
  });
  const record = progress.data;
  const finished = record !== undefined && record.status !== 'running';
  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);

  if (progress.isError && !record)
    return (
      <Alert
        type="error"
        title={t('sysUserImport:result.progressFailed')}
        action={<Button onClick={() => void progress.refetch()}>{t('sysUserImport:retry')}</Button>}
      />
    );
  if (!record) return <Progress percent={0} status="active" />;
  return (
    <Flex vertical gap={12} data-testid="user-import-result">
      <Flex align="center" gap={12}>
        <Typography.Text strong>{record.fileName}</Typography.Text>
        <Tag color={STATUS_COLORS[record.status]} data-testid="user-import-status">
          {t(`sysUserImport:status.${record.status}`)}
        </Tag>
      </Flex>
      <Progress percent={record.percent} status={barStatus(record.status)} data-testid="user-import-percent" />
      <Descriptions size="small" column={4} data-testid="user-import-summary">
        <Descriptions.Item label={t('sysUserImport:result.totalRows')}>{record.totalRows}</Descriptions.Item>
        <Descriptions.Item label={t('sysUserImport:result.doneRows')}>{record.doneRows}</Descriptions.Item>
        <Descriptions.Item label={t('sysUserImport:result.importedRows')}>
          <span data-testid="user-import-imported">{record.importedRows}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('sysUserImport:result.failedRows')}>
          <Typography.Text type={record.failedRows ? 'danger' : undefined} data-testid="user-import-failed">
            {record.failedRows}
          </Typography.Text>
        </Descriptions.Item>
        {record.message && (
          <Descriptions.Item label={t('sysUserImport:result.message')} span="filled">
            {record.message}
          </Descriptions.Item>
        )}
      </Descriptions>
      {finished && record.failedRows > 0 && (
        <>
          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('sysUserImport:result.failuresTitle', { count: record.failedRows })}
            </Typography.Title>
            <DownloadFailuresButton record={record} />
          </Flex>
          <FailedRows record={record} />
        </>
      )}
    </Flex>
  );
}
