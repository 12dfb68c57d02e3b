// The address form's rules, mirroring saveAddressBody of addresses.contract (the web takes no values
// from *.contract modules): the same limits, the same pattern and, in zh-CN, the same messages
// (address-rules.test.ts holds them to the contract).
import type { TFunction } from 'i18next';
import type { AddressItem, SaveAddressBody } from '@medportal/contracts/mall/addresses.contract';
import type { FormRules, FormValues } from '../../../kit/form/form-field-types';

/** A mobile number, or a fixed line with its area code (dash optional). */
export const ADDRESS_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
export const RECEIVER_MAX = 32;
export const DETAILED_ADDRESS_MAX = 200;

export function addressRules(t: TFunction): FormRules {
  return {
    receiver: [
      { required: true, whitespace: true, message: t('order:address.rules.receiverRequired') },
      { max: RECEIVER_MAX, message: t('order:address.rules.receiverMax') },
    ],
    phone: [
      { required: true, whitespace: true, message: t('order:address.rules.phoneRequired') },
      { pattern: ADDRESS_PHONE_PATTERN, message: t('order:address.rules.phoneInvalid'), transform: (v: string) => v?.trim() },
    ],
    region: [{ required: true, type: 'array', len: 2, message: t('order:address.rules.regionRequired') }],
    detailedAddress: [
      { required: true, whitespace: true, message: t('order:address.rules.detailedAddressRequired') },
      { max: DETAILED_ADDRESS_MAX, message: t('order:address.rules.detailedAddressMax') },
    ],
  };
}

/** The drawer's values of an address (region = [province, city]). */
export const addressFormValues = (address: AddressItem): FormValues => ({
  receiver: address.receiver,
  phone: address.phone,
  region: [address.provinceCode, address.cityCode],
  detailedAddress: address.detailedAddress,
  isDefault: address.isDefault,
});

/** The saveOrderAddress body of the drawer's values; an id changes that address. */
export function addressBody(values: FormValues, id?: number): SaveAddressBody {
  const [provinceCode = '', cityCode = ''] = (values.region as string[] | undefined) ?? [];
  return {
    ...(id === undefined ? {} : { id }),
    receiver: String(values.receiver ?? '').trim(),
    phone: String(values.phone ?? '').trim(),
    provinceCode,
    cityCode,
    detailedAddress: String(values.detailedAddress ?? '').trim(),
    isDefault: values.isDefault === true,
  };
}
