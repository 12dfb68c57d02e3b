// 新增/编辑收货地址 in the kit's drawer form: receiver, phone, province → city, detailed address and
// 设为默认. Used by the address book and by the order form's 新增地址. It opens once the area tree
// is loaded (see area-tree.ts); a failed save keeps the drawer open with what was typed.
import { useMemo } from 'react';
import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AddressItem } from '@medportal/contracts/mall/addresses.contract';
import { DrawerForm } from '../../../kit/form/drawer-form';
import type { DrawerFieldType, FieldOption, FormFieldDef, FormValues } from '../../../kit/form/form-field-types';
import { saveOrderAddress } from '../api/master-data-api';
import { DETAILED_ADDRESS_MAX, RECEIVER_MAX, addressBody, addressFormValues, addressRules } from './address-rules';

/** Query-key root of the address book (every search of it). */
export const ADDRESS_LIST_KEY = ['order', 'addresses'] as const;

export type AddressDrawerProps = {
  open: boolean;
  /** the address to edit; none adds one */
  address?: AddressItem | null;
  areas: FieldOption[];
  onClose: () => void;
  onSaved?: (address: AddressItem) => void;
};

export function AddressDrawer({ open, address, areas, onClose, onSaved }: AddressDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const rules = useMemo(() => addressRules(t), [t]);
  const fields = useMemo<FormFieldDef<DrawerFieldType>[]>(
    () => [
      { field: 'receiver', type: 'input', label: t('order:address.fields.receiver'), maxlength: RECEIVER_MAX, valueDefault: '' },
      { field: 'phone', type: 'input', label: t('order:address.fields.phone'), maxlength: 13, valueDefault: '' },
      { field: 'region', type: 'cascader', label: t('order:address.fields.region'), options: areas, valueDefault: undefined },
      {
        field: 'detailedAddress',
        type: 'textarea',
        label: t('order:address.fields.detailedAddress'),
        maxlength: DETAILED_ADDRESS_MAX,
        rows: 3,
        valueDefault: '',
      },
      { field: 'isDefault', type: 'switch', label: t('order:address.fields.isDefault'), valueDefault: false },
    ],
    [t, areas],
  );
  const values = useMemo(() => (address ? addressFormValues(address) : undefined), [address]);

  const save = useMutation({
    mutationFn: (v: FormValues) => saveOrderAddress(addressBody(v, address?.id)),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: ADDRESS_LIST_KEY });
      void message.success(t('order:address.saved'));
      onSaved?.(saved);
    },
  });

  return (
    <DrawerForm
      open={open}
      title={t(address ? 'order:address.editTitle' : 'order:address.addTitle')}
      mode={address ? 'edit' : 'add'}
      fields={fields}
      values={values}
      rules={rules}
      onConfirm={(v) => save.mutateAsync(v)}
      onClose={onClose}
    />
  );
}
