// /systemSetup/qichachaData/import-records 导入记录: the registry imports, newest first — file, status with
// progress (polled every second while one runs), rows imported and failed, who and when; 失败明细 shows the
// failed rows with their reasons under the template's columns, 下载失败数据 the workbook with 错误信息.
// A record just started (?id=) is highlighted.
import { useState } from 'react';
import { Button, Card, Modal, Progress, Space, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { FailRowItem, ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import { REGISTRY_IMPORT_HEADERS } from '@medportal/contracts/system/reference-data-rules';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { REFERENCE_DATA_KEY, downloadRegistryFailures, registryImportFailures, registryImportHistory } from './reference-data-api';
import { REGISTRY_PATH } from './registry-paths';

type PageSize = 20 | 30 | 50 | 100;
export const POLL_MS = 1000;
const STATUS_COLORS: Record<ImportProgressItem['status'], string> = { running: 'processing', succeeded: 'success', failed: 'error' };

function FailuresModal({ record, onClose }: { record: ImportProgressItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<{ pageNum: number; pageSize: PageSize }>({ pageNum: 1, pageSize: 20 });
  const body = { progressId: record?.id ?? 0, ...page };
  const rows = useQuery({
    queryKey: [...REFERENCE_DATA_KEY, 'failures', body],
    queryFn: () => registryImportFailures(body),
    enabled: record !== null,
  });
  const columns = [
    { key: 'rowNo', dataIndex: 'rowNo', title: t('sysRefData:records.rowNo'), width: 70, fixed: 'left' as const },
    {
      key: 'message',
      dataIndex: 'message',
      title: t('sysRefData:records.reason'),
      width: 320,
      render: (v: string) => <Typography.Text type="danger">{v}</Typography.Text>,
    },
    ...REGISTRY_IMPORT_HEADERS.map((header, i) => ({
      key: `cell-${i}`,
      title: header,
      width: 140,
      render: (_v: unknown, r: FailRowItem) => r.cells[i] || '-',
    })),
  ];
  return (
    <Modal
      open={record !== null}
      width={960}
      title={t('sysRefData:records.failuresOf', { name: record?.fileName ?? '' })}
      footer={null}
      onCancel={onClose}
    >
      <div data-testid="registry-failures">
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
    </Modal>
  );
}

export function RegistryRecordsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = Number(params.get('id')) || null;
  const [page, setPage] = useState<{ pageNum: number; pageSize: PageSize }>({ pageNum: 1, pageSize: 20 });
  const [failures, setFailures] = useState<ImportProgressItem | null>(null);
  const list = useQuery({
    queryKey: [...REFERENCE_DATA_KEY, 'records', page],
    queryFn: () => registryImportHistory(page),
    refetchInterval: (q) => (q.state.data?.content.some((r) => r.status === 'running') ? POLL_MS : false),
  });
  const download = useMutation({ mutationFn: (id: number) => downloadRegistryFailures(id) });

  const columns: TableColumn<ImportProgressItem>[] = [
    { type: 'index' },
    {
      prop: 'fileName',
      labelKey: 'sysRefData:records.fileName',
      width: 220,
      ellipsis: true,
      render: (_v, r) => (r.id === started ? <Typography.Text strong>{r.fileName}</Typography.Text> : r.fileName),
    },
    {
      prop: 'status',
      labelKey: 'sysRefData:records.status',
      width: 200,
      render: (_v, r) => (
        <Space>
          <Tag color={STATUS_COLORS[r.status]}>{t(`sysRefData:records.statuses.${r.status}`)}</Tag>
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
      labelKey: 'sysRefData:records.rows',
      width: 240,
      render: (_v, r) => t('sysRefData:records.rowsText', { total: r.totalRows, ok: r.importedRows, failed: r.failedRows }),
    },
    { prop: 'message', labelKey: 'sysRefData:records.message', width: 220, ellipsis: true, render: (_v, r) => r.message ?? '-' },
    { prop: 'createdBy', labelKey: 'sysRefData:records.createdBy', width: 110 },
    { prop: 'createdAt', labelKey: 'sysRefData:records.createdAt', width: 170, render: (_v, r) => showInstant(r.createdAt) },
    {
      prop: 'actions',
      labelKey: 'sysRefData:actions',
      width: 200,
      fixed: 'right',
      render: (_v, r) =>
        r.failedRows > 0 && r.status !== 'running' ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setFailures(r)} data-testid={`records-failures-${r.id}`}>
              {t('sysRefData:records.failures')}
            </Button>
            {r.hasFile && (
              <Button
                type="link"
                size="small"
                loading={download.isPending && download.variables === r.id}
                onClick={() => download.mutate(r.id)}
                data-testid={`records-download-${r.id}`}
              >
                {t('sysRefData:records.download')}
              </Button>
            )}
          </Space>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Card
      title={t('sysRefData:records.title')}
      data-testid="registry-records-page"
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(REGISTRY_PATH)} data-testid="records-back">
          {t('sysRefData:registry.title')}
        </Button>
      }
    >
      <DataTable<ImportProgressItem>
        columns={columns}
        data={list.data?.content ?? []}
        rowKey="id"
        loading={list.isLoading}
        indexOffset={(page.pageNum - 1) * page.pageSize}
      />
      <PaginationFooter
        total={list.data?.totalElements ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize: pageSize as PageSize })}
      />
      <FailuresModal record={failures} onClose={() => setFailures(null)} />
    </Card>
  );
}
