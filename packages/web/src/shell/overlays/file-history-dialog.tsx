// The full import/export history ('查看全部'): filters by file name, operation type and created date
// range, and a paged table (20/30/50/100 per page) with the same download rules as the dropdown.
import { useState } from 'react';
import { Button, DatePicker, Form, Input, Modal, Select, Table, Tag, type TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { FileRecord } from '@medportal/contracts/files/file-library.contract';
import { fetchFileHistory, type FileHistoryQuery } from './overlays-api';
import { formatCreatedAt, operationKey, RecordActions } from './file-history-parts';

export const PAGE_SIZE_OPTIONS = [20, 30, 50, 100] as const;
const DAY = 'YYYY-MM-DD';

export type HistoryFilters = { fileOldName?: string; operationType?: 1 | 2; created?: [Dayjs | null, Dayjs | null] | null };

/** The history body: the session's ids, trimmed name, and a date range covering whole days. */
export function buildHistoryQuery(companyId: number, filters: HistoryFilters, pageNum: number, pageSize: number): FileHistoryQuery {
  const [start, end] = filters.created ?? [null, null];
  const name = filters.fileOldName?.trim();
  return {
    merchantId: companyId,
    companyId,
    pageNum,
    pageSize,
    ...(name ? { fileOldName: name } : {}),
    ...(filters.operationType ? { operationType: filters.operationType } : {}),
    ...(start ? { startCreatedAt: `${start.format(DAY)} 00:00:00` } : {}),
    ...(end ? { endCreatedAt: `${end.format(DAY)} 23:59:59` } : {}),
  };
}

export function FileHistoryDialog({ companyId, open, onClose }: { companyId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HistoryFilters>();
  const [filters, setFilters] = useState<HistoryFilters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: PAGE_SIZE_OPTIONS[0] as number });
  const body = buildHistoryQuery(companyId, filters, paging.pageNum, paging.pageSize);
  const list = useQuery({
    queryKey: ['shell', 'fileHistory', 'all', body],
    queryFn: () => fetchFileHistory(body),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const total = list.data?.totalElements ?? 0;

  const search = (values: HistoryFilters) => {
    setFilters(values);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  const reset = () => {
    form.resetFields();
    search({});
  };
  // the form is destroyed with the dialog: the next opening starts unfiltered on page 1 as well
  const close = () => {
    setFilters({});
    setPaging({ pageNum: 1, pageSize: PAGE_SIZE_OPTIONS[0] });
    onClose();
  };

  const columns: TableProps<FileRecord>['columns'] = [
    { key: 'fileOldName', dataIndex: 'fileOldName', title: t('overlays:fileHistory.fileName'), ellipsis: true },
    {
      key: 'operationType',
      dataIndex: 'operationType',
      title: t('overlays:fileHistory.operationType'),
      width: 100,
      render: (_, r) => {
        const key = operationKey(r.operationType);
        return key ? <Tag color={key === 'import' ? 'blue' : 'green'}>{t(`overlays:fileHistory.${key}`)}</Tag> : null;
      },
    },
    { key: 'showStatus', dataIndex: 'showStatus', title: t('overlays:fileHistory.status'), width: 100 },
    { key: 'createdBy', dataIndex: 'createdBy', title: t('overlays:fileHistory.createdBy'), width: 120 },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('overlays:fileHistory.createdAt'),
      width: 180,
      render: (_, r) => formatCreatedAt(r.createdAt),
    },
    {
      key: 'actions',
      title: t('overlays:fileHistory.actions'),
      width: 200,
      render: (_, r) => <RecordActions record={r} showStatusText={false} />,
    },
  ];

  return (
    <Modal open={open} onCancel={close} title={t('overlays:fileHistory.title')} footer={null} width={1080} destroyOnHidden>
      <div data-testid="file-history-dialog">
        <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="fileOldName" label={t('overlays:fileHistory.fileName')}>
            <Input allowClear maxLength={200} placeholder={t('overlays:fileHistory.fileNamePlaceholder')} data-testid="file-history-name" />
          </Form.Item>
          <Form.Item name="operationType" label={t('overlays:fileHistory.operationType')}>
            <Select
              allowClear
              style={{ width: 120 }}
              placeholder={t('overlays:fileHistory.all')}
              data-testid="file-history-type"
              options={[
                { value: 1, label: t('overlays:fileHistory.import') },
                { value: 2, label: t('overlays:fileHistory.export') },
              ]}
            />
          </Form.Item>
          <Form.Item name="created" label={t('overlays:fileHistory.createdAt')}>
            <DatePicker.RangePicker
              format={DAY}
              placeholder={[t('overlays:fileHistory.startDate'), t('overlays:fileHistory.endDate')]}
              data-testid="file-history-range"
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" data-testid="file-history-search">
              {t('overlays:fileHistory.search')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Button onClick={reset}>{t('overlays:fileHistory.reset')}</Button>
          </Form.Item>
        </Form>
        <Table<FileRecord>
          rowKey="fileCode"
          size="middle"
          columns={columns}
          dataSource={list.data?.content ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('overlays:fileHistory.empty') }}
          scroll={{ y: 480 }}
          pagination={
            total > 0 && {
              current: paging.pageNum,
              pageSize: paging.pageSize,
              total,
              pageSizeOptions: [...PAGE_SIZE_OPTIONS],
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: (n) => t('overlays:fileHistory.total', { total: n }),
            }
          }
          onChange={(pagination) => {
            const pageSize = pagination.pageSize ?? paging.pageSize;
            // a new page size starts again at page 1
            setPaging({ pageSize, pageNum: pageSize === paging.pageSize ? (pagination.current ?? 1) : 1 });
          }}
        />
      </div>
    </Modal>
  );
}
