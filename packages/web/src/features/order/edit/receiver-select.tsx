// 收货地址 of the order form: the company's address book (default first), and 新增地址 in the address
// drawer of /order/address; a new address is chosen at once.
import { useState } from 'react';
import { Button, Flex, Select, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import type { AddressItem } from '@medportal/contracts/mall/addresses.contract';
import { useSessionStore } from '../../../lib/session-store';
import { ADDRESS_LIST_KEY, AddressDrawer } from '../address/address-drawer';
import { useAreaTree } from '../address/area-tree';
import { getOrderAddressList } from '../api/master-data-api';

/** The address book as the address page loads it (same cache). */
export function useAddressBook() {
  const companyId = useSessionStore((s) => s.session?.companyId);
  return useQuery({ queryKey: [...ADDRESS_LIST_KEY, companyId, ''], queryFn: () => getOrderAddressList('') });
}

type ReceiverSelectProps = { value?: number; onChange?: (id?: number) => void; id?: string; status?: '' | 'error' | 'warning' };

export function ReceiverSelect({ value, onChange, id, status }: ReceiverSelectProps) {
  const { t } = useTranslation();
  const book = useAddressBook();
  const [adding, setAdding] = useState(false);
  const areas = useAreaTree(adding);
  const label = (a: AddressItem) => `${a.receiver} ${a.phone} ${a.fullAddress}`;

  return (
    <Flex vertical gap={4} style={{ width: '100%' }}>
      <Space.Compact block>
        <Select<number>
          id={id}
          status={status}
          style={{ flex: 1, minWidth: 0 }}
          allowClear
          showSearch={{ optionFilterProp: 'title' }}
          loading={book.isFetching}
          placeholder={t('order:form.addressPlaceholder')}
          value={value}
          onChange={(v) => onChange?.(v)}
          options={(book.data ?? []).map((a) => ({
            value: a.id,
            title: label(a),
            label: (
              <span>
                {label(a)}
                {a.isDefault && (
                  <Tag color="blue" style={{ marginInlineStart: 8 }}>
                    {t('order:address.defaultTag')}
                  </Tag>
                )}
              </span>
            ),
          }))}
          data-testid="order-address-select"
        />
        <Button
          icon={<PlusOutlined />}
          loading={adding && areas.isFetching}
          onClick={() => setAdding(true)}
          data-testid="order-address-add"
        >
          {t('order:address.add')}
        </Button>
      </Space.Compact>
      {adding && areas.isError && (
        <Typography.Text type="danger" data-testid="order-area-error">
          <Trans
            t={t}
            i18nKey="order:address.areaLoadFailedRetry"
            components={{ retry: <Typography.Link onClick={() => void areas.refetch()} /> }}
          />
        </Typography.Text>
      )}
      <AddressDrawer
        open={adding && areas.data !== undefined}
        areas={areas.data ?? []}
        onClose={() => setAdding(false)}
        onSaved={(saved) => onChange?.(saved.id)}
      />
    </Flex>
  );
}
