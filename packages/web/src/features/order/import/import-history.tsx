// 导入记录 (getImportProgressPageList): the company's imports, by kind, status and date; a record shows
// its result above, its failed rows download as a workbook, and the user deletes their finished ones
// (deleteProgress, after a confirm; a running one cannot go).
import { useMemo } from 'react';
import { App, Button, Flex, Progress, Space, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportProgressItem, ImportProgressPageQuery } from '@medportal/contracts/mall/imports.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { deleteProgress, getImportProgressPageList } from '../api/imports-api';
import { MallPageList, dateRangeSearch, orDash, selectSearch } from '../delivery/list-parts';
import { IMPORT_KIND_LIST, IMPORT_STATUS_COLORS, IMPORT_STATUS_LIST } from '../delivery/ops-dicts';
import { useMallPage } from '../delivery/use-mall-page';
import { DownloadFailedButton, IMPORT_KEY, useKindName } from './import-progress';

type Filters = Omit<ImportProgressPageQuery, 'pageNum' | 'pageSize'>;

/** The history's filters: the search form sends moments, the call takes days. */
const filtersOf = (v: SearchValues): Filters => ({
  kind: v.kind as string | undefined,
  status: v.status as Filters['status'],
  startDate: typeof v.startDate === 'string' ? v.startDate.slice(0, 10) : undefined,
  endDate: typeof v.endDate === 'string' ? v.endDate.slice(0, 10) : undefined,
});

export function ImportHistory({ onShow }: { onShow: (record: ImportProgressItem) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const kindName = useKindName();
  const list = useMallPage([...IMPORT_KEY, 'history'], getImportProgressPageList, {} as Filters);
  const remove = useMutation({
    mutationFn: (record: ImportProgressItem) => deleteProgress({ ids: [record.id] }),
    onSuccess: ({ deleted }) => {
      if (deleted) void message.success(t('orderOps:import.deleted'));
      else void message.warning(t('orderOps:import.notDeleted'));
      void client.invalidateQueries({ queryKey: [...IMPORT_KEY, 'history'] });
    },
  });
  const askRemove = (record: ImportProgressItem) =>
    confirm({ size: 'delete', content: t('orderOps:import.deleteConfirm', { name: record.fileName }) }).then(
      () => remove.mutate(record),
      (e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      },
    );

  // rebuilt each render: the actions close over this render's mutation and confirm
  const columns: TableColumn<ImportProgressItem>[] = [
    { type: 'index' },
    { prop: 'fileName', labelKey: 'orderOps:import.col.fileName', width: 220, ellipsis: true },
    { prop: 'kind', labelKey: 'orderOps:import.col.kind', width: 130, render: (_v, r) => kindName(r.kind) },
    {
      prop: 'status',
      labelKey: 'orderOps:col.status',
      width: 190,
      render: (_v, r) => (
        <Flex gap={8} align="center">
          <Tag color={IMPORT_STATUS_COLORS[r.status]}>{t(`orderOps:import.status.${r.status}`)}</Tag>
          <Progress
            percent={r.percent}
            size="small"
            showInfo={false}
            style={{ width: 70, margin: 0 }}
            status={r.status === 'failed' ? 'exception' : undefined}
          />
        </Flex>
      ),
    },
    {
      prop: 'totalRows',
      labelKey: 'orderOps:import.col.rows',
      width: 170,
      render: (_v, r) => t('orderOps:import.rowsText', { total: r.totalRows, ok: r.importedRows, failed: r.failedRows }),
    },
    { prop: 'orderCode', labelKey: 'orderOps:import.orderCode', width: 170, render: (_v, r) => orDash(r.orderCode) },
    { prop: 'createdBy', labelKey: 'orderOps:import.col.createdBy', width: 110 },
    { prop: 'createdAt', labelKey: 'orderOps:import.col.createdAt', width: 170 },
    {
      prop: 'id',
      labelKey: 'orderOps:col.actions',
      width: 230,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onShow(r)} data-testid={`history-show-${r.id}`}>
            {t('orderOps:import.showResult')}
          </Button>
          <DownloadFailedButton record={r} size="small" />
          <Button
            type="link"
            size="small"
            danger
            disabled={r.status === 'running'}
            onClick={() => void askRemove(r)}
            data-testid={`history-delete-${r.id}`}
          >
            {t('orderOps:import.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const searchItems = useMemo<SearchItem[]>(
    () => [
      selectSearch(
        t,
        'kind',
        t('orderOps:import.col.kind'),
        IMPORT_KIND_LIST.map((k) => ({ value: k, label: t(`orderOps:import.kind.${k}`) })),
      ),
      selectSearch(
        t,
        'status',
        t('orderOps:col.status'),
        IMPORT_STATUS_LIST.map((s) => ({ value: s, label: t(`orderOps:import.status.${s}`) })),
      ),
      dateRangeSearch(t, 'created', t('orderOps:import.col.createdAt'), ['startDate', 'endDate']),
    ],
    [t],
  );

  return (
    <div data-testid="import-history">
      <MallPageList
        list={list}
        searchItems={searchItems}
        toFilters={filtersOf}
        columns={columns}
        rowKey="id"
        errorTitle={t('orderOps:import.historyFailed')}
        testId="history-table"
      />
    </div>
  );
}
