// /basicData/channelBusinessManagement 渠道商务管理: which distributor carries which product line where. A
// manufacturer sees and keeps its records (新增, 停用/启用 with cm.channelBusiness.edit); a distributor reads
// those naming it; the platform reads all. Search by dealer, product line, region, tier and status;
// sort by update time or end of validity; the Excel export of the search.
import { useMemo } from 'react';
import { App, Button, Card, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { CHANNEL_TIERS } from '@medportal/contracts/channel/channel-business-rules';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem } from '../../../kit/form/search-types';
import { Permission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery } from '../../../kit/table/use-list-query';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import {
  CHANNEL_BUSINESS_ADD_PATH,
  CHANNEL_BUSINESS_EDIT_BUTTON,
  CHANNEL_BUSINESS_READ_PATH,
  subScreen,
  useChannelBusinessOptions,
  type ChannelBusinessRow,
} from './channel-business-api';
import { RegionList, StatusAction, StatusTag, TierLabel } from './channel-business-parts';

const TABLE_NO = 'cmChannelBusinessList';

function useSearchItems(isManufacturer: boolean): SearchItem[] {
  const { t } = useTranslation();
  const options = useChannelBusinessOptions();
  return useMemo<SearchItem[]>(
    () => [
      { key: 'dealerName', type: 'input', title: t('cmChannelBusiness:field.dealer'), placeholder: t('cmChannelBusiness:search.dealer') },
      ...(isManufacturer
        ? []
        : [
            {
              key: 'manufacturerName',
              type: 'input' as const,
              title: t('cmChannelBusiness:field.manufacturer'),
              placeholder: t('cmChannelBusiness:search.manufacturer'),
            },
          ]),
      {
        key: 'productLineCode',
        type: 'select',
        title: t('cmChannelBusiness:field.productLine'),
        placeholder: t('cmChannelBusiness:search.all'),
        attr: { allowClear: true },
        options: (options.data?.productLines ?? []).map((l) => ({ value: l.code, label: l.name })),
      },
      {
        key: 'regionCode',
        type: 'cascader',
        title: t('cmChannelBusiness:field.region'),
        placeholder: t('cmChannelBusiness:search.region'),
        attr: { changeOnSelect: true, allowClear: true },
        resultType: 'last',
        options: (options.data?.regions ?? []).map((p) => ({
          value: p.code,
          label: p.name,
          children: (p.children ?? []).map((c) => ({ value: c.code, label: c.name })),
        })),
      },
      {
        key: 'tier',
        type: 'select',
        title: t('cmChannelBusiness:field.tier'),
        placeholder: t('cmChannelBusiness:search.all'),
        attr: { allowClear: true },
        options: CHANNEL_TIERS.map((tier) => ({ value: tier, label: t(`cmChannelBusiness:tier.${tier}`) })),
      },
      {
        key: 'status',
        type: 'select',
        title: t('cmChannelBusiness:field.status'),
        placeholder: t('cmChannelBusiness:search.all'),
        attr: { allowClear: true },
        options: (['active', 'stopped'] as const).map((s) => ({ value: s, label: t(`cmChannelBusiness:status.${s}`) })),
      },
    ],
    [t, isManufacturer, options.data],
  );
}

function ChannelBusinessList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const isManufacturer = useSessionStore((s) => s.session?.companyType === 'FC');
  const searchItems = useSearchItems(isManufacturer);
  const list = useListQuery<ChannelBusinessRow>({ url: CHANNEL_API.channelBusinessPageList, pageKey: 'pageNum', scope: [companyId] });
  const exportBody = { ...list.search, ...(list.sort ? { sortField: list.sort.field, sortOrder: list.sort.order } : {}) };
  const read = (id: number) => void navigate(subScreen(CHANNEL_BUSINESS_READ_PATH, { id }));

  const columns: TableColumn<ChannelBusinessRow>[] = [
    { type: 'index' },
    ...(isManufacturer ? [] : [{ prop: 'manufacturerName', labelKey: 'cmChannelBusiness:field.manufacturer', width: 220, ellipsis: true }]),
    {
      prop: 'dealerName',
      labelKey: 'cmChannelBusiness:field.dealer',
      width: 220,
      render: (_v, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => read(r.id)} data-testid={`read-${r.id}`}>
          {r.dealerName}
        </Button>
      ),
    },
    { prop: 'dealerCreditCode', labelKey: 'cmChannelBusiness:field.creditCode', width: 190 },
    { prop: 'productLineName', labelKey: 'cmChannelBusiness:field.productLine', width: 140 },
    { prop: 'regions', labelKey: 'cmChannelBusiness:field.regions', width: 220, render: (_v, r) => <RegionList regions={r.regions} /> },
    { prop: 'tier', labelKey: 'cmChannelBusiness:field.tier', width: 90, render: (_v, r) => <TierLabel tier={r.tier} /> },
    {
      prop: 'validTo',
      labelKey: 'cmChannelBusiness:field.validity',
      width: 200,
      allowSort: true,
      render: (_v, r) => `${r.validFrom ?? '—'} ~ ${r.validTo ?? t('cmChannelBusiness:longTerm')}`,
    },
    {
      prop: 'status',
      labelKey: 'cmChannelBusiness:field.status',
      width: 80,
      render: (_v, r) => <StatusTag status={r.status} testId={`state-${r.id}`} />,
    },
    {
      prop: 'updatedAt',
      labelKey: 'cmChannelBusiness:field.updatedAt',
      width: 170,
      allowSort: true,
      render: (_v, r) => showInstant(r.updatedAt),
    },
    {
      prop: 'actions',
      labelKey: 'cmChannelBusiness:field.actions',
      width: 130,
      fixed: 'right',
      render: (_v, r) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => read(r.id)}>
            {t('cmChannelBusiness:action.read')}
          </Button>
          <StatusAction row={r} />
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={t('cmChannelBusiness:title.list')}
      data-testid="channel-business-list-page"
      extra={
        <Flex gap={8}>
          <ExportButton url={CHANNEL_API.channelBusinessExport} body={exportBody} disabled={!list.total}>
            {t('cmChannelBusiness:action.export')}
          </ExportButton>
          {isManufacturer && (
            <Permission code={CHANNEL_BUSINESS_EDIT_BUTTON}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate(subScreen(CHANNEL_BUSINESS_ADD_PATH))}
                data-testid="channel-business-add"
              >
                {t('cmChannelBusiness:action.add')}
              </Button>
            </Permission>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <SearchForm
          items={searchItems}
          onSearch={(v) => list.runSearch(v, true)}
          onReset={(v) => list.runSearch(v, true)}
          loading={list.isFetching}
        />
        <DataTable<ChannelBusinessRow>
          columns={columns}
          data={list.rows}
          rowKey="id"
          loading={list.isFetching}
          headerSetting
          tableNo={TABLE_NO}
          apiPath={CHANNEL_API.channelBusinessPageList}
          indexOffset={(list.page - 1) * list.pageSize}
          sort={list.sort}
          onSortChange={list.changeSort}
          testId="channel-business-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
    </Card>
  );
}

export function ChannelBusinessListPage() {
  return (
    <App component={false}>
      <ChannelBusinessList />
    </App>
  );
}
