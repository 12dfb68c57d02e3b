// One import as it runs and after: a live progress bar (getImportProgress polled every second while the
// server works), the summary, the failed rows with their messages under the template's columns
// (checkFailMessage/pageList) and 下载错误数据 (the workbook with 错误信息).
import { useEffect, useState } from 'react';
import { Button, Descriptions, Flex, Pagination, Progress, Result, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FailRowItem, ImportKind, ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import { checkFailMessagePageList, downloadFailUploadData, getImportProgress } from '../api/imports-api';
import { LoadError, orDash } from '../delivery/list-parts';
import { IMPORT_HEADER_LIST, IMPORT_STATUS_COLORS } from '../delivery/ops-dicts';

/** Query-key root of the import records. */
export const IMPORT_KEY = ['order', 'import'] as const;
export const POLL_MS = 1000;
const FAIL_PAGE_SIZE = 20;

const progressStatus = (s: ImportProgressItem['status']) => (s === 'running' ? 'active' : s === 'failed' ? 'exception' : 'success');

/** An import record's kind by name (a client's own kind is shown as it is). */
export function useKindName() {
  const { t } = useTranslation();
  return (kind: string) => (kind in IMPORT_HEADER_LIST ? t(`orderOps:import.kind.${kind}`) : kind);
}

function FailedRows({ record }: { record: ImportProgressItem }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const query = { progressId: record.id, pageNum, pageSize: FAIL_PAGE_SIZE } as const;
  const rows = useQuery({ queryKey: [...IMPORT_KEY, 'failed', query], queryFn: () => checkFailMessagePageList(query) });
  const headers = IMPORT_HEADER_LIST[record.kind as ImportKind] ?? [];
  const width = Math.max(headers.length, ...(rows.data?.content ?? []).map((r) => r.cells.length));
  const columns = [
    { key: 'rowNo', dataIndex: 'rowNo', title: t('orderOps:import.rowNo'), width: 80 },
    ...Array.from({ length: width }, (_x, i) => ({
      key: `cell-${i}`,
      title: headers[i] ?? t('orderOps:import.column', { n: i + 1 }),
      width: 130,
      render: (_v: unknown, r: FailRowItem) => orDash(r.cells[i]),
    })),
    {
      key: 'message',
      dataIndex: 'message',
      title: t('orderOps:import.failMessage'),
      render: (v: string) => <Typography.Text type="danger">{v}</Typography.Text>,
    },
  ];
  if (rows.isError && !rows.isFetching)
    return <LoadError title={t('orderOps:import.failedRowsFailed')} onRetry={() => void rows.refetch()} testId="failed-rows-error" />;
  return (
    <Flex vertical gap={8} data-testid="failed-rows">
      <Table<FailRowItem>
        rowKey="rowNo"
        size="small"
        columns={columns}
        dataSource={rows.data?.content ?? []}
        loading={rows.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {(rows.data?.totalElements ?? 0) > FAIL_PAGE_SIZE && (
        <Pagination
          size="small"
          align="end"
          current={pageNum}
          pageSize={FAIL_PAGE_SIZE}
          total={rows.data?.totalElements}
          showSizeChanger={false}
          onChange={setPageNum}
        />
      )}
    </Flex>
  );
}

export function DownloadFailedButton({ record, size }: { record: ImportProgressItem; size?: 'small' }) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: () => downloadFailUploadData(record.id) });
  if (record.failedRows === 0 || !record.hasFile || record.status === 'running') return null;
  return (
    <Button
      size={size}
      type={size ? 'link' : 'default'}
      icon={size ? undefined : <DownloadOutlined />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      data-testid={`download-failed-${record.id}`}
    >
      {t('orderOps:import.downloadFailed')}
    </Button>
  );
}

export function ImportProgressPanel({ progressId, onFinished }: { progressId: number; onFinished: () => void }) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const progress = useQuery({
    queryKey: [...IMPORT_KEY, 'progress', progressId],
    queryFn: () => getImportProgress({ id: progressId }),
    refetchInterval: (q) => (q.state.data?.status === 'running' || q.state.data === undefined ? POLL_MS : false),
  });
  const record = progress.data;
  const finished = record !== undefined && record.status !== 'running';
  // the history learns of the end once
  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);

  if (progress.isError && !record) {
    return <LoadError title={t('orderOps:import.progressFailed')} onRetry={() => void progress.refetch()} testId="progress-error" />;
  }
  if (!record) return <Progress percent={0} status="active" />;
  return (
    <Flex vertical gap={12} data-testid="import-progress">
      <Flex align="center" gap={12}>
        <Typography.Text strong>{record.fileName}</Typography.Text>
        <Tag>{kindName(record.kind)}</Tag>
        <Tag color={IMPORT_STATUS_COLORS[record.status]} data-testid="import-status">
          {t(`orderOps:import.status.${record.status}`)}
        </Tag>
      </Flex>
      <Progress percent={record.percent} status={progressStatus(record.status)} data-testid="import-percent" />
      <Descriptions size="small" column={4} data-testid="import-summary">
        <Descriptions.Item label={t('orderOps:import.totalRows')}>{record.totalRows}</Descriptions.Item>
        <Descriptions.Item label={t('orderOps:import.doneRows')}>{record.doneRows}</Descriptions.Item>
        <Descriptions.Item label={t('orderOps:import.importedRows')}>{record.importedRows}</Descriptions.Item>
        <Descriptions.Item label={t('orderOps:import.failedRows')}>
          <Typography.Text type={record.failedRows ? 'danger' : undefined}>{record.failedRows}</Typography.Text>
        </Descriptions.Item>
        {record.orderCode && (
          <Descriptions.Item label={t('orderOps:import.orderCode')} span="filled">
            {record.orderCode}
          </Descriptions.Item>
        )}
        {record.message && (
          <Descriptions.Item label={t('orderOps:import.message')} span="filled">
            {record.message}
          </Descriptions.Item>
        )}
      </Descriptions>
      {finished && record.failedRows === 0 && record.status === 'succeeded' && (
        <Result status="success" title={t('orderOps:import.allImported', { n: record.importedRows })} style={{ padding: 8 }} />
      )}
      {finished && record.failedRows > 0 && (
        <>
          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('orderOps:import.failedTitle', { n: record.failedRows })}
            </Typography.Title>
            <DownloadFailedButton record={record} />
          </Flex>
          <FailedRows record={record} />
        </>
      )}
    </Flex>
  );
}
