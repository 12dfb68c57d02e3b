// /systemSetup/PickUpAddress 自提地址: the company's pick-up addresses (where buyers collect an order with
// the 自提 carry way) — name, contact, phone, full address, business hours, default and status — searched
// by keyword and status, paged; 新增/编辑 open the drawer, 启用/停用 and 删除 ask first.
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PickUpAddressRow } from '@medportal/contracts/system/reference-data.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { PickUpAddressDrawer } from './pick-up-address-drawer';
import { REFERENCE_DATA_KEY, deletePickUpAddress, pickUpAddressPage, setPickUpAddressStatus } from './reference-data-api';

type Filter = { keyword?: string; enabled?: boolean };
type PageSize = 20 | 30 | 50 | 100;

function PickUpAddresses() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const canEdit = usePermission('sys.pickUpAddress.edit');
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: defaultPageSizeOf() as PageSize });
  const [drawer, setDrawer] = useState<{ row: PickUpAddressRow | null } | null>(null);
  const body = { ...filter, ...paging };
  const list = useQuery({ queryKey: [...REFERENCE_DATA_KEY, 'pickUp', body], queryFn: () => pickUpAddressPage(body) });
  const refresh = () => client.invalidateQueries({ queryKey: [...REFERENCE_DATA_KEY, 'pickUp'] });

  const status = useMutation({
    mutationFn: (row: PickUpAddressRow) => setPickUpAddressStatus(row.id, !row.enabled),
    onSuccess: (row) => {
      void refresh();
      void message.success(row.enabled ? t('sysRefData:enabledDone') : t('sysRefData:disabledDone'));
    },
  });
  const remove = useMutation({
    mutationFn: (row: PickUpAddressRow) => deletePickUpAddress(row.id),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysRefData:deleted'));
    },
  });
  const ask = (content: string, run: () => void, danger = false) =>
    confirm({ size: danger ? 'delete' : 'default', danger, content })
      .then(run)
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('sysRefData:pickUp.keyword') },
      {
        key: 'enabled',
        type: 'select',
        title: t('sysRefData:status.label'),
        options: [
          { value: 'true', label: t('sysRefData:enabled') },
          { value: 'false', label: t('sysRefData:disabled') },
        ],
      },
    ],
    [t],
  );
  const onSearch = (v: SearchValues) => {
    setFilter({
      keyword: typeof v['keyword'] === 'string' && v['keyword'] ? v['keyword'] : undefined,
      enabled: v['enabled'] === 'true' ? true : v['enabled'] === 'false' ? false : undefined,
    });
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };

  const columns: TableColumn<PickUpAddressRow>[] = [
    { type: 'index' },
    {
      prop: 'name',
      labelKey: 'sysRefData:pickUp.name',
      width: 180,
      render: (_v, r) => (
        <Space size={4}>
          {r.name}
          {r.isDefault && <Tag color="blue">{t('sysRefData:pickUp.default')}</Tag>}
        </Space>
      ),
    },
    { prop: 'contact', labelKey: 'sysRefData:pickUp.contact', width: 110 },
    { prop: 'phone', labelKey: 'sysRefData:pickUp.phone', width: 140 },
    { prop: 'fullAddress', labelKey: 'sysRefData:pickUp.fullAddress', width: 300, ellipsis: true },
    { prop: 'businessHours', labelKey: 'sysRefData:pickUp.businessHours', width: 170, render: (_v, r) => r.businessHours ?? '-' },
    {
      prop: 'enabled',
      labelKey: 'sysRefData:status.label',
      width: 90,
      render: (_v, r) => (
        <Tag color={r.enabled ? 'success' : 'default'}>{r.enabled ? t('sysRefData:enabled') : t('sysRefData:disabled')}</Tag>
      ),
    },
    { prop: 'updatedAt', labelKey: 'sysRefData:updatedAt', width: 170, render: (_v, r) => showInstant(r.updatedAt) },
    ...(canEdit
      ? [
          {
            prop: 'actions',
            labelKey: 'sysRefData:actions',
            width: 180,
            fixed: 'right' as const,
            render: (_v: unknown, r: PickUpAddressRow) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setDrawer({ row: r })} data-testid={`pick-up-edit-${r.id}`}>
                  {t('sysRefData:edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void ask(t(r.enabled ? 'sysRefData:confirmDisable' : 'sysRefData:confirmEnable', { name: r.name }), () =>
                      status.mutate(r),
                    )
                  }
                  data-testid={`pick-up-status-${r.id}`}
                >
                  {r.enabled ? t('sysRefData:disable') : t('sysRefData:enable')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => void ask(t('sysRefData:confirmDelete', { name: r.name }), () => remove.mutate(r), true)}
                  data-testid={`pick-up-delete-${r.id}`}
                >
                  {t('sysRefData:delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title={t('sysRefData:pickUp.title')} data-testid="pick-up-page">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('sysRefData:pickUp.intro')}</Typography.Text>
        <SearchForm items={searchItems} loading={list.isFetching} onSearch={onSearch} onReset={onSearch} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('sysRefData:total', { n: list.data?.totalElements ?? 0 })}</Typography.Text>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ row: null })} data-testid="pick-up-add">
              {t('sysRefData:pickUp.add')}
            </Button>
          )}
        </Flex>
        <DataTable<PickUpAddressRow>
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
      <PickUpAddressDrawer state={drawer} onClose={() => setDrawer(null)} onSaved={() => void refresh()} />
    </Card>
  );
}

export function PickUpAddressPage() {
  return (
    <App component={false}>
      <PickUpAddresses />
    </App>
  );
}
