// The header fields of a fill-up order, shared by 生成补货单 (consignment) and the draft's edit: carry
// way (zh names of the order dictionary), a receiving address of the company's book and the memo.
import { useMemo } from 'react';
import { Form, Select, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AddressItem } from '@medportal/contracts/mall/addresses.contract';
import type { CarryWay } from '@medportal/contracts/mall/common.contract';
import { WordLimitTextArea } from '../../../kit/inputs/word-limit-textarea';
import { useSessionStore } from '../../../lib/session-store';
import { ADDRESS_LIST_KEY } from '../address/address-drawer';
import { getOrderAddressList } from '../api/master-data-api';
import { CARRY_WAY_LIST } from '../shared/order-dicts';
import { IN_TEXT_LINK } from '../../../kit/display/in-text-link';

export const FILLUP_MEMO_MAX = 500;

export type FillupHeaderValues = { carryWay?: CarryWay; addressId?: number; memo?: string };

/** The company's address book (the same cache as the address page's unfiltered list). */
export function useAddressBook() {
  const companyId = useSessionStore((s) => s.session?.companyId);
  return useQuery({ queryKey: [...ADDRESS_LIST_KEY, companyId, ''], queryFn: () => getOrderAddressList() });
}

/** The default address of a book, for a new fill-up order. */
export const defaultAddressId = (book: readonly AddressItem[] | undefined): number | undefined =>
  (book?.find((a) => a.isDefault) ?? book?.[0])?.id;

export function FillupHeaderFields() {
  const { t } = useTranslation();
  const book = useAddressBook();
  const rules = useMemo<Record<string, FormRule[]>>(
    () => ({
      carryWay: [{ required: true, message: t('orderOps:fillup.rules.carryWay') }],
      addressId: [{ required: true, message: t('orderOps:fillup.rules.address') }],
      memo: [{ max: FILLUP_MEMO_MAX, message: t('orderOps:fillup.rules.memoMax') }],
    }),
    [t],
  );
  const empty = book.isSuccess && book.data.length === 0;

  return (
    <>
      <Form.Item name="carryWay" label={t('orderOps:col.carryWay')} rules={rules.carryWay} data-testid="fillup-field-carryWay">
        <Select
          placeholder={t('orderOps:fillup.placeholder.carryWay')}
          options={CARRY_WAY_LIST.map((c) => ({ value: c, label: t(`order:carryWay.${c}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="addressId"
        label={t('orderOps:fillup.field.address')}
        rules={rules.addressId}
        data-testid="fillup-field-address"
        extra={
          empty ? (
            <Typography.Text type="warning">
              <Trans t={t} i18nKey="orderOps:fillup.noAddressAdd" components={{ add: <Link to="/order/address" style={IN_TEXT_LINK} /> }} />
            </Typography.Text>
          ) : undefined
        }
      >
        <Select
          placeholder={t('orderOps:fillup.placeholder.address')}
          loading={book.isFetching}
          options={(book.data ?? []).map((a) => ({
            value: a.id,
            label: `${a.receiver} ${a.phone} ${a.fullAddress}${a.isDefault ? ` (${t('orderOps:fillup.defaultAddress')})` : ''}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="memo" label={t('orderOps:col.memo')} rules={rules.memo}>
        <WordLimitTextArea maxlength={FILLUP_MEMO_MAX} rows={3} placeholder={t('orderOps:fillup.placeholder.memo')} />
      </Form.Item>
    </>
  );
}
