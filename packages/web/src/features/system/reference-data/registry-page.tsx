// /systemSetup/qichachaData 企业工商数据: the enterprise registry imported from Excel — name, unified social
// credit code, legal person, registered capital, status, address, established date — searched by name,
// credit code and status, paged and exported; 导入 uploads a workbook (the import runs on the server and
// shows on /import-records), 下载模板 gives the template with its rules.
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Space, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { RegistryRow } from '@medportal/contracts/system/reference-data.contract';
import {
  REGISTRY_IMPORT_MAX_BYTES,
  REGISTRY_INACTIVE_STATUSES,
  REGISTRY_STATUSES,
  type RegistryStatus,
} from '@medportal/contracts/system/reference-data-rules';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { REFERENCE_DATA_KEY, downloadRegistryTemplate, registryPage, uploadRegistryImport } from './reference-data-api';
import { REGISTRY_RECORDS_PATH } from './registry-paths';

type Filter = { name?: string; creditCode?: string; status?: RegistryStatus };
type PageSize = 20 | 30 | 50 | 100;

const statusColor = (s: string) => (REGISTRY_INACTIVE_STATUSES.includes(s as RegistryStatus) ? 'error' : 'success');
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function Registry() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canImport = usePermission('sys.qichacha.import');
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: defaultPageSizeOf() as PageSize });
  const body = { ...filter, ...paging };
  const list = useQuery({ queryKey: [...REFERENCE_DATA_KEY, 'registry', body], queryFn: () => registryPage(body) });
  const template = useMutation({ mutationFn: downloadRegistryTemplate });
  const upload = useMutation({
    mutationFn: (file: File) => uploadRegistryImport(file),
    onSuccess: ({ progressId }) => {
      void message.success(t('sysRefData:registry.importStarted'));
      void navigate(`${REGISTRY_RECORDS_PATH}?id=${progressId}`);
    },
  });

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'name', type: 'input', title: t('sysRefData:registry.name') },
      { key: 'creditCode', type: 'input', title: t('sysRefData:registry.creditCode') },
      {
        key: 'status',
        type: 'select',
        title: t('sysRefData:registry.status'),
        options: REGISTRY_STATUSES.map((s) => ({ value: s, label: s })),
      },
    ],
    [t],
  );
  const onSearch = (v: SearchValues) => {
    setFilter({
      name: text(v['name']),
      creditCode: text(v['creditCode']),
      status: REGISTRY_STATUSES.find((s) => s === v['status']),
    });
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };

  const columns: TableColumn<RegistryRow>[] = [
    { type: 'index' },
    { prop: 'name', labelKey: 'sysRefData:registry.name', width: 260, ellipsis: true },
    { prop: 'creditCode', labelKey: 'sysRefData:registry.creditCode', width: 190 },
    { prop: 'legalPerson', labelKey: 'sysRefData:registry.legalPerson', width: 110 },
    { prop: 'registeredCapital', labelKey: 'sysRefData:registry.capital', width: 150, render: (_v, r) => r.registeredCapital ?? '-' },
    {
      prop: 'status',
      labelKey: 'sysRefData:registry.status',
      width: 100,
      render: (_v, r) => <Tag color={statusColor(r.status)}>{r.status}</Tag>,
    },
    {
      prop: 'registeredAddress',
      labelKey: 'sysRefData:registry.address',
      width: 260,
      ellipsis: true,
      render: (_v, r) => r.registeredAddress ?? '-',
    },
    { prop: 'establishedDate', labelKey: 'sysRefData:registry.established', width: 120, render: (_v, r) => r.establishedDate ?? '-' },
    { prop: 'updatedAt', labelKey: 'sysRefData:updatedAt', width: 170, render: (_v, r) => showInstant(r.updatedAt) },
  ];

  return (
    <Card
      title={t('sysRefData:registry.title')}
      data-testid="registry-page"
      extra={
        <Button icon={<HistoryOutlined />} onClick={() => void navigate(REGISTRY_RECORDS_PATH)} data-testid="registry-records-link">
          {t('sysRefData:records.title')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('sysRefData:registry.intro')}</Typography.Text>
        <SearchForm items={searchItems} loading={list.isFetching} onSearch={onSearch} onReset={onSearch} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('sysRefData:total', { n: list.data?.totalElements ?? 0 })}</Typography.Text>
          <Space>
            <ExportButton url={STAFF_API.qichachaExport} body={filter} disabled={!list.data?.totalElements}>
              {t('sysRefData:registry.export')}
            </ExportButton>
            {canImport && (
              <>
                <Button
                  icon={<DownloadOutlined />}
                  loading={template.isPending}
                  onClick={() => template.mutate()}
                  data-testid="registry-template"
                >
                  {t('sysRefData:registry.template')}
                </Button>
                <Upload
                  accept=".xlsx"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    if (!/\.xlsx$/i.test(file.name)) void message.error(t('sysRefData:registry.onlyXlsx'));
                    else if (file.size > REGISTRY_IMPORT_MAX_BYTES) void message.error(t('sysRefData:registry.tooBig'));
                    else upload.mutate(file);
                    return false;
                  }}
                >
                  <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending} data-testid="registry-import">
                    {t('sysRefData:registry.import')}
                  </Button>
                </Upload>
              </>
            )}
          </Space>
        </Flex>
        <DataTable<RegistryRow>
          columns={columns}
          data={list.data?.content ?? []}
          rowKey="id"
          loading={list.isFetching}
          indexOffset={(paging.pageNum - 1) * paging.pageSize}
        />
        <PaginationFooter
          total={list.data?.totalElements ?? 0}
          page={paging.pageNum}
          pageSize={paging.pageSize}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize: pageSize as PageSize })}
        />
      </Flex>
    </Card>
  );
}

export function RegistryPage() {
  return (
    <App component={false}>
      <Registry />
    </App>
  );
}
