// /order/address 收货地址: the session company's address book (the server puts the default first),
// searched by detailed address; 新增/编辑 in the drawer form, 设为默认 on a row.
import { useCallback, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AddressItem } from '@medportal/contracts/mall/addresses.contract';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem } from '../../../kit/form/search-types';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { useSessionStore } from '../../../lib/session-store';
import { getOrderAddressList, saveOrderAddress } from '../api/master-data-api';
import { ADDRESS_LIST_KEY, AddressDrawer } from './address-drawer';
import { useAreaTree } from './area-tree';

type DrawerState = { address: AddressItem | null } | null;

function useAddressColumns(onEdit: (a: AddressItem) => void, onDefault: (a: AddressItem) => void, busyId: number | null) {
  const { t } = useTranslation();
  return useMemo<TableColumn<AddressItem>[]>(
    () => [
      { type: 'index' },
      {
        prop: 'receiver',
        labelKey: 'order:address.columns.receiver',
        width: 160,
        render: (_v, row) => (
          <Space size={4}>
            <span>{row.receiver}</span>
            {row.isDefault && (
              <Tag color="blue" data-testid={`address-default-${row.id}`}>
                {t('order:address.defaultTag')}
              </Tag>
            )}
          </Space>
        ),
      },
      { prop: 'phone', labelKey: 'order:address.columns.phone', width: 150 },
      {
        prop: 'cityName',
        labelKey: 'order:address.columns.region',
        width: 180,
        render: (_v, row) => `${row.provinceName} ${row.cityName}`,
      },
      { prop: 'detailedAddress', labelKey: 'order:address.columns.detailedAddress', ellipsis: true },
      {
        prop: 'id',
        labelKey: 'order:address.columns.actions',
        width: 170,
        fixed: 'right',
        render: (_v, row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onEdit(row)} data-testid={`address-edit-${row.id}`}>
              {t('order:address.edit')}
            </Button>
            {!row.isDefault && (
              <Button
                type="link"
                size="small"
                loading={busyId === row.id}
                onClick={() => onDefault(row)}
                data-testid={`address-set-default-${row.id}`}
              >
                {t('order:address.setDefault')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, onEdit, onDefault, busyId],
  );
}

function AddressBook() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const [keyword, setKeyword] = useState('');
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [wantDrawer, setWantDrawer] = useState(false);
  const list = useQuery({ queryKey: [...ADDRESS_LIST_KEY, companyId, keyword], queryFn: () => getOrderAddressList(keyword) });
  // the area tree loads on the first 新增/编辑 (or at once, when cached)
  const areas = useAreaTree(wantDrawer);

  const makeDefault = useMutation({
    mutationFn: (a: AddressItem) =>
      saveOrderAddress({
        id: a.id,
        receiver: a.receiver,
        phone: a.phone,
        provinceCode: a.provinceCode,
        cityCode: a.cityCode,
        detailedAddress: a.detailedAddress,
        isDefault: true,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ADDRESS_LIST_KEY });
      void message.success(t('order:address.defaultSet'));
    },
  });

  const open = useCallback((address: AddressItem | null) => {
    setWantDrawer(true);
    setDrawer({ address });
  }, []);
  const columns = useAddressColumns(open, makeDefault.mutate, makeDefault.isPending ? (makeDefault.variables?.id ?? null) : null);
  const searchItems = useMemo<SearchItem[]>(
    () => [
      {
        key: 'detailedAddress',
        type: 'input',
        title: t('order:address.search.detailedAddress'),
        placeholder: t('order:address.search.placeholder'),
      },
    ],
    [t],
  );
  const rows = list.data ?? [];
  const drawerReady = drawer !== null && areas.data !== undefined;

  return (
    <Card title={t('order:address.title')} data-testid="address-page">
      <Flex vertical gap={12}>
        <SearchForm
          items={searchItems}
          loading={list.isFetching}
          onSearch={(v) => setKeyword(typeof v.detailedAddress === 'string' ? v.detailedAddress.trim() : '')}
          onReset={() => setKeyword('')}
        />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary" data-testid="address-count">
            {t('order:address.count', { n: rows.length })}
          </Typography.Text>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            loading={drawer !== null && areas.isFetching}
            onClick={() => open(null)}
            data-testid="address-add"
          >
            {t('order:address.add')}
          </Button>
        </Flex>
        {drawer !== null && areas.isError && (
          <Alert
            type="error"
            showIcon
            title={t('order:address.areaLoadFailed')}
            data-testid="address-area-error"
            action={
              <Button size="small" onClick={() => void areas.refetch()}>
                {t('order:retry')}
              </Button>
            }
          />
        )}
        {list.isError && !list.isFetching ? (
          <Alert
            type="error"
            showIcon
            title={t('order:address.loadFailed')}
            data-testid="address-load-error"
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                {t('order:retry')}
              </Button>
            }
          />
        ) : (
          <DataTable<AddressItem>
            columns={columns}
            data={rows}
            rowKey="id"
            loading={list.isFetching}
            emptyText={list.isPending ? ' ' : <EmptyMask searched={keyword !== ''} />}
            testId="address-table"
          />
        )}
      </Flex>
      <AddressDrawer open={drawerReady} address={drawer?.address ?? null} areas={areas.data ?? []} onClose={() => setDrawer(null)} />
    </Card>
  );
}

export function AddressPage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <AddressBook />
    </App>
  );
}
