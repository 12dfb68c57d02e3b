// One product or picture import as it runs and after: the progress (polled every second while the server
// works), the summary, the failed rows (a workbook's under the template's columns, a zip's with the file
// name) with their reasons, and the error workbook.
import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Progress, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PAGE_SIZES } from '@medportal/contracts/common/constants';
import type { FailRowItem, ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import { PRODUCT_IMPORT_HEADERS } from '@medportal/contracts/product/product-import-rules';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { downloadProductImportFailures, getProductImportFailures, getProductImportProgress, type ImportTarget } from './product-import-api';

type PageSize = (typeof PAGE_SIZES)[number];
export const PRODUCT_IMPORT_KEY = ['product', 'import'] as const;
export const POLL_MS = 1000;

const STATUS_COLORS: Record<ImportProgressItem['status'], string> = { running: 'processing', succeeded: 'success', failed: 'error' };
const barStatus = (s: ImportProgressItem['status']) => (s === 'running' ? 'active' : s === 'failed' ? 'exception' : 'success');

function FailedRows({ record, target }: { record: ImportProgressItem; target: ImportTarget }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<{ pageNum: number; pageSize: PageSize }>({ pageNum: 1, pageSize: 20 });
  const body = { progressId: record.id, ...page };
  const rows = useQuery({ queryKey: [...PRODUCT_IMPORT_KEY, 'failures', body], queryFn: () => getProductImportFailures(body) });
  const headers = target === 'products' ? [...PRODUCT_IMPORT_HEADERS] : [t('pdImport:result.fileName')];
  const columns = [
    {
      key: 'rowNo',
      dataIndex: 'rowNo',
      title: t(target === 'products' ? 'pdImport:result.rowNo' : 'pdImport:result.entryNo'),
      width: 80,
      fixed: 'left' as const,
    },
    {
      key: 'message',
      dataIndex: 'message',
      title: t('pdImport:result.reason'),
      width: 320,
      render: (v: string) => <Typography.Text type="danger">{v}</Typography.Text>,
    },
    ...headers.map((header, i) => ({
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
        title={t('pdImport:result.failuresFailed')}
        action={<Button onClick={() => void rows.refetch()}>{t('pdImport:retry')}</Button>}
      />
    );
  return (
    <div data-testid={`pd-import-failures-${target}`}>
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

export function ProductImportResult({
  progressId,
  target,
  onFinished,
}: {
  progressId: number;
  target: ImportTarget;
  onFinished?: () => void;
}) {
  const { t } = useTranslation();
  const progress = useQuery({
    queryKey: [...PRODUCT_IMPORT_KEY, 'progress', progressId],
    queryFn: () => getProductImportProgress(progressId),
    refetchInterval: (q) => (q.state.data === undefined || q.state.data.status === 'running' ? POLL_MS : false),
  });
  const download = useMutation({ mutationFn: () => downloadProductImportFailures(progressId) });
  const record = progress.data;
  const finished = record !== undefined && record.status !== 'running';
  useEffect(() => {
    if (finished) onFinished?.();
  }, [finished, onFinished]);

  if (progress.isError && !record)
    return (
      <Alert
        type="error"
        title={t('pdImport:result.progressFailed')}
        action={<Button onClick={() => void progress.refetch()}>{t('pdImport:retry')}</Button>}
      />
    );
  if (!record) return <Progress percent={0} status="active" />;
  const unit = target === 'products' ? 'rows' : 'files';
  return (
    <Flex vertical gap={12} data-testid={`pd-import-result-${target}`}>
      <Flex align="center" gap={12}>
        <Typography.Text strong>{record.fileName}</Typography.Text>
        <Tag color={STATUS_COLORS[record.status]} data-testid={`pd-import-status-${target}`}>
          {t(`pdImport:status.${record.status}`)}
        </Tag>
      </Flex>
      <Progress percent={record.percent} status={barStatus(record.status)} />
      <Descriptions size="small" column={4}>
        <Descriptions.Item label={t(`pdImport:result.total.${unit}`)}>{record.totalRows}</Descriptions.Item>
        <Descriptions.Item label={t('pdImport:result.done')}>{record.doneRows}</Descriptions.Item>
        <Descriptions.Item label={t('pdImport:result.imported')}>
          <span data-testid={`pd-import-imported-${target}`}>{record.importedRows}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('pdImport:result.failed')}>
          <Typography.Text type={record.failedRows ? 'danger' : undefined} data-testid={`pd-import-failed-${target}`}>
            {record.failedRows}
          </Typography.Text>
        </Descriptions.Item>
        {record.message && (
          <Descriptions.Item label={t('pdImport:result.message')} span="filled">
            {record.message}
          </Descriptions.Item>
        )}
      </Descriptions>
      {finished && record.failedRows > 0 && (
        <>
          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t(`pdImport:result.failuresTitle.${unit}`, { count: record.failedRows })}
            </Typography.Title>
            {record.hasFile && (
              <Button
                icon={<DownloadOutlined />}
                loading={download.isPending}
                onClick={() => download.mutate()}
                data-testid={`pd-import-download-failures-${target}`}
              >
                {t('pdImport:result.downloadFailures')}
              </Button>
            )}
          </Flex>
          <FailedRows record={record} target={target} />
        </>
      )}
    </Flex>
  );
}
