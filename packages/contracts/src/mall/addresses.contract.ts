// The session company's order address book (orderAddress/*) and its receivers (order/orderReceiver).
// Province and city codes come from area/list; exactly one default address per company.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { keyword, queryObject } from './common.contract.js';
import { rowId } from '../worktable/paging.contract.js';

export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

// no required argument: the client sends { detailedAddress: '' }; an absent body lists everything
export const addressListBody = z.object({ detailedAddress: keyword('详细地址', 200) }, { error: '请求体应为对象' }).optional();

export const saveAddressBody = z.object(
  {
    /** absent: a new address */
    id: rowId('地址编号').optional(),
    receiver: z.string('收货人应为文本').trim().min(1, '请输入收货人').max(32, '收货人最长32个字符'),
    phone: z.string('联系电话应为文本').trim().regex(PHONE_PATTERN, '联系电话格式不正确（手机号或带区号的固定电话）'),
    provinceCode: z.string('省份编码应为文本').regex(/^\d{6}$/, '省份编码应为6位数字'),
    cityCode: z.string('城市编码应为文本').regex(/^\d{6}$/, '城市编码应为6位数字'),
    detailedAddress: z.string('详细地址应为文本').trim().min(1, '请输入详细地址').max(200, '详细地址最长200个字符'),
    isDefault: z.boolean('isDefault 应为布尔值').default(false),
  },
  { error: 'newMallAddressReqDto 收货地址不能为空' },
);
export type SaveAddressBody = z.infer<typeof saveAddressBody>;

export const addressItem = z.object({
  id: z.number().int(),
  receiver: z.string(),
  phone: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  detailedAddress: z.string(),
  /** province + city + detailed address, for display */
  fullAddress: z.string(),
  isDefault: z.boolean(),
});
export type AddressItem = z.infer<typeof addressItem>;
export const addressListEnvelope = envelope(z.array(addressItem));
export const addressEnvelope = envelope(addressItem);

export const orderReceiverBody = queryObject('query', { keyword: keyword('收货人关键字') });
export const receiverItem = z.object({
  receiver: z.string(),
  phone: z.string(),
  addressId: z.number().int(),
  fullAddress: z.string(),
  isDefault: z.boolean(),
});
export type ReceiverItem = z.infer<typeof receiverItem>;
export const receiverListEnvelope = envelope(z.array(receiverItem));
