// The web's address rules agree with saveAddressBody: the pattern accepts and refuses the same phones,
// and every zh-CN message the contract can give is the form's own text.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { PHONE_PATTERN, saveAddressBody } from '@medportal/contracts/mall/addresses.contract';
import '../../../lib/i18n';
import { ADDRESS_PHONE_PATTERN, DETAILED_ADDRESS_MAX, RECEIVER_MAX, addressBody, addressFormValues, addressRules } from './address-rules';

const t = i18next.getFixedT('zh-CN');
const VALID = { receiver: '王晓明', phone: '13800000003', provinceCode: '320000', cityCode: '320100', detailedAddress: '中山路1号' };
const contractMessage = (over: Record<string, unknown>) => {
  const result = saveAddressBody.safeParse({ ...VALID, ...over });
  return result.success ? null : result.error.issues[0]?.message;
};
const ruleMessages = (field: string) =>
  (addressRules(t)[field] ?? []).map((r) => (typeof r === 'object' && 'message' in r ? r.message : null));

describe('address rules', () => {
  it('uses the contract phone pattern', () => {
    expect(ADDRESS_PHONE_PATTERN.source).toBe(PHONE_PATTERN.source);
    for (const phone of ['13800000003', '025-83216688', '02583216688', '0571-8888666'])
      expect(ADDRESS_PHONE_PATTERN.test(phone), phone).toBe(true);
    for (const phone of ['12800000003', '1380000000', '25-83216688', 'abc', ''])
      expect(ADDRESS_PHONE_PATTERN.test(phone), phone).toBe(false);
  });

  it('gives the contract messages in zh-CN', () => {
    expect(ruleMessages('receiver')).toEqual([
      contractMessage({ receiver: ' ' }),
      contractMessage({ receiver: '王'.repeat(RECEIVER_MAX + 1) }),
    ]);
    expect(ruleMessages('receiver')).toEqual(['请输入收货人', '收货人最长32个字符']);
    expect(ruleMessages('phone')[1]).toBe(contractMessage({ phone: '12345' }));
    expect(ruleMessages('phone')[1]).toBe('联系电话格式不正确（手机号或带区号的固定电话）');
    expect(ruleMessages('detailedAddress')).toEqual([
      contractMessage({ detailedAddress: '' }),
      contractMessage({ detailedAddress: 'a'.repeat(DETAILED_ADDRESS_MAX + 1) }),
    ]);
    expect(ruleMessages('region')).toEqual(['请选择省份和城市']);
  });

  it('turns form values into a body the contract accepts, and an address back into form values', () => {
    const body = addressBody(
      { receiver: ' 王晓明 ', phone: ' 13800000003', region: ['320000', '320100'], detailedAddress: '中山路1号 ', isDefault: true },
      7,
    );
    expect(body).toEqual({ id: 7, ...VALID, isDefault: true });
    expect(saveAddressBody.parse(body)).toEqual(body);
    expect(addressBody({ receiver: '王', phone: '13800000003', region: ['320000', '320100'], detailedAddress: 'x' })).not.toHaveProperty(
      'id',
    );
    expect(addressBody({ region: undefined }).isDefault).toBe(false);
    expect(addressFormValues({ id: 7, ...VALID, provinceName: '江苏省', cityName: '南京市', fullAddress: '', isDefault: false })).toEqual({
      receiver: '王晓明',
      phone: '13800000003',
      region: ['320000', '320100'],
      detailedAddress: '中山路1号',
      isDefault: false,
    });
  });
});
