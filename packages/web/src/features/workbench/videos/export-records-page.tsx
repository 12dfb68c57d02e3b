// /group-exportRecord 导出记录 (menu wt.exportRecord): who exported what and when, with the file's
// download. Company groups do not exist yet, so the list is the session company's own; the platform
// sees every company's and may narrow to one.
import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import { DEFAULT_PAGE_SIZE } from '@medportal/contracts/common/constants';
import { EXPORT_BUSINESS_NAMES } from '@medportal/contracts/worktable/export-records-rules';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { downloadFile, FILE_LIBRARY_TIMEOUT_MS } from '../../../lib/download';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import { formatSize } from './video-format';
import { fetchCompanyOptions, fetchExportRecords, type ExportRecord, type ExportRecordQuery } from './videos-api';

type Filters = Omit<ExportRecordQuery, 'pageNum' | 'pageSize'>;
const STATUS_COLORS: Record<string, string> = { SAVESUCCESSFUL: 'success', PROCESSING: 'processing', FAILED: 'error' };

const filtersOf = (v: SearchValues): Filters =>
  Object.fromEntries(
    Object.entries({
      startTime: v.startTime,
      endTime: v.endTime,
      creatorName: typeof v.creatorName === 'string' ? v.creatorName.trim() : undefined,
      fileName: typeof v.fileName === 'string' ? v.fileName.trim() : undefined,
      companyId: v.companyId,
    }).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Filters;

function ExportRecords() {
  const { t } = useTranslation();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const platform = useSessionStore((s) => s.session?.companyType === 'MM');
  const [filters, setFilters] = useState<Filters>({});
  const [searched, setSearched] = useState(false);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const query = useQuery({
    queryKey: ['wbVideos', 'exportRecords', companyId, filters, paging],
    queryFn: () => fetchExportRecords({ ...filters, ...paging }),
    placeholderData: keepPreviousData,
  });

  const searchItems = useMemo<SearchItem[]>(
    () => [
      {
        key: 'time',
        type: 'dateRange',
        title: t('wbVideos:exports.time'),
        rangeKeys: ['startTime', 'endTime'],
      },
      { key: 'creatorName', type: 'input', title: t('wbVideos:exports.user'), placeholder: t('wbVideos:exports.userPlaceholder') },
      { key: 'fileName', type: 'input', title: t('wbVideos:exports.fileName') },
      ...(platform
        ? [
            {
              key: 'companyId',
              type: 'select',
              title: t('wbVideos:exports.company'),
              placeholder: t('wbVideos:exports.allCompanies'),
              attr: { allowClear: true, showSearch: { optionFilterProp: 'label' } },
              request: async () => (await fetchCompanyOptions()).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` })),
            } satisfies SearchItem,
          ]
        : []),
    ],
    [t, platform],
  );

  // a business this screen has no word for yet shows the name the contracts give it, else its code
  const businessOf = (code: string | null) =>
    code ? t(`wbVideos:exports.business.${code}`, { defaultValue: EXPORT_BUSINESS_NAMES[code] ?? code }) : '-';

  const columns: TableColumn<ExportRecord>[] = [
    { type: 'index' },
    { prop: 'fileName', labelKey: 'wbVideos:exports.fileName', width: 220, ellipsis: true },
    { prop: 'businessCode', labelKey: 'wbVideos:exports.businessCol', width: 100, render: (_v, r) => businessOf(r.businessCode) },
    ...(platform
      ? [{ prop: 'companyName', labelKey: 'wbVideos:exports.company', width: 200, ellipsis: true } satisfies TableColumn<ExportRecord>]
      : []),
    { prop: 'creatorName', labelKey: 'wbVideos:exports.user', width: 100 },
    { prop: 'createdAt', labelKey: 'wbVideos:exports.time', width: 160, render: (_v, r) => showInstant(r.createdAt) },
    {
      prop: 'status',
      labelKey: 'wbVideos:exports.status',
      width: 100,
      render: (_v, r) => (
        <Tag color={STATUS_COLORS[r.status] ?? 'default'}>{t(`wbVideos:exports.statuses.${r.status}`, { defaultValue: r.showStatus })}</Tag>
      ),
    },
    { prop: 'fileSize', labelKey: 'wbVideos:exports.size', width: 100, render: (_v, r) => formatSize(r.fileSize) },
    {
      prop: 'fileCode',
      labelKey: 'wbVideos:exports.action',
      width: 100,
      fixed: 'right',
      render: (_v, r) =>
        r.downloadUrl ? (
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => void downloadFile({ url: r.downloadUrl!, fileName: r.fileName, timeout: FILE_LIBRARY_TIMEOUT_MS })}
            data-testid={`export-download-${r.fileCode}`}
          >
            {t('wbVideos:exports.download')}
          </Button>
        ) : (
          <Tooltip title={t('wbVideos:exports.notDownloadable')}>
            <Typography.Text type="secondary">-</Typography.Text>
          </Tooltip>
        ),
    },
  ];

  return (
    <Card title={t('wbVideos:title.exportRecord')} data-testid="export-records-page">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t(platform ? 'wbVideos:exports.platformNote' : 'wbVideos:exports.groupNote')}</Typography.Text>
        <SearchForm
          items={searchItems}
          loading={query.isFetching}
          onSearch={(v) => {
            setFilters(filtersOf(v));
            setSearched(true);
            setPaging((p) => ({ ...p, pageNum: 1 }));
          }}
          onReset={() => {
            setFilters({});
            setSearched(false);
            setPaging((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        {query.isError && !query.isFetching ? (
          <Alert
            type="error"
            showIcon
            title={t('wbVideos:exports.loadFailed')}
            action={
              <Button size="small" onClick={() => void query.refetch()}>
                {t('wbVideos:retry')}
              </Button>
            }
          />
        ) : (
          <>
            <DataTable<ExportRecord>
              columns={columns}
              data={query.data?.content ?? []}
              rowKey="fileCode"
              loading={query.isFetching}
              headerSetting
              tableNo="groupExportRecordList"
              apiPath={WORKTABLE_API.exportRecordPageList}
              indexOffset={(paging.pageNum - 1) * paging.pageSize}
              emptyText={query.isPending ? ' ' : <EmptyMask searched={searched} />}
              testId="export-records-table"
            />
            <PaginationFooter
              total={query.data?.totalElements ?? 0}
              page={paging.pageNum}
              pageSize={paging.pageSize}
              onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}

export function ExportRecordsPage() {
  return (
    <App component={false}>
      <ExportRecords />
    </App>
  );
}
