import { describe, expect, it } from 'vitest';
import { PROVINCE_SHORT_NAMES, validateCertNo } from './certificate-rules.js';

const messageOf = (no: string): string => {
  const r = validateCertNo(no);
  if (r.ok) throw new Error(`${no} was accepted`);
  return r.message;
};

describe('validateCertNo: valid numbers', () => {
  it.each([
    [
      '国械注准20193140123',
      { kind: 'registration', deviceClass: 3, authority: '国', origin: '准', year: '2019', category: '14', serial: '0123' },
    ],
    [
      '国械注进20172010045',
      { kind: 'registration', deviceClass: 2, authority: '国', origin: '进', year: '2017', category: '01', serial: '0045' },
    ],
    [
      '国械注许20213220007',
      { kind: 'registration', deviceClass: 3, authority: '国', origin: '许', year: '2021', category: '22', serial: '0007' },
    ],
    ['国械注准20153400318', { kind: 'registration', deviceClass: 3, category: '40' }],
    ['苏械注准20202140456', { kind: 'registration', deviceClass: 2, authority: '苏', origin: '准', category: '14', serial: '0456' }],
    ['  粤械注准20222060001 ', { kind: 'registration', deviceClass: 2, authority: '粤' }],
    ['苏宁械备20210012号', { kind: 'filing', deviceClass: 1, authority: '苏宁', year: '2021', serial: '0012' }],
    ['沪械备20200034号', { kind: 'filing', deviceClass: 1, authority: '沪', year: '2020', serial: '0034' }],
    ['国械备20190001号', { kind: 'filing', deviceClass: 1, authority: '国' }],
    ['浙杭西械备20230101号', { kind: 'filing', deviceClass: 1, authority: '浙杭西' }],
  ])('%s', (no, parts) => {
    expect(validateCertNo(no)).toMatchObject({ ok: true, ...parts });
  });

  it('accepts every province short name on a provincial class II registration', () => {
    for (const p of PROVINCE_SHORT_NAMES) expect(validateCertNo(`${p}械注准20202140456`).ok).toBe(true);
  });
});

describe('validateCertNo: each part corrupted once, the message names it', () => {
  it.each([
    // registration, national
    ['国械注准2x193140123', '注册证编号的年份“2x19”应为4位数字'],
    ['国械注准20191140123', '注册证编号的管理类别“1”应为2或3'],
    ['国械注准20194140123', '注册证编号的管理类别“4”应为2或3'],
    ['国械注准20193230123', '注册证编号的分类编码“23”应为01–22（体外诊断试剂为40）'],
    ['国械注准20193000123', '注册证编号的分类编码“00”应为01–22（体外诊断试剂为40）'],
    ['国械注准20193410123', '注册证编号的分类编码“41”应为01–22（体外诊断试剂为40）'],
    ['国械注准2019314012', '注册证编号的流水号“012”应为4位数字'],
    ['国械注准201931401234', '注册证编号的流水号“01234”应为4位数字'],
    ['国械注准2019314012a', '注册证编号的流水号“012a”应为4位数字'],
    ['国械注备20193140123', '注册证编号的“械注备”不正确，应为械注准、械注进或械注许'],
    // registration, provincial
    ['X械注准20202140456', '注册证编号的省份简称“X”不正确'],
    ['港械注准20202140456', '注册证编号的省份简称“港”不正确'],
    ['苏械注进20202140456', '省级注册证编号应为“苏械注准”，不能为“苏械注进”'],
    ['苏械注准20203140456', '省级注册证编号的管理类别“3”应为2（第二类）'],
    ['苏械注准20２02140456', '注册证编号的年份“20２0”应为4位数字'],
    ['苏械注准20202990456', '注册证编号的分类编码“99”应为01–22（体外诊断试剂为40）'],
    ['苏械注准2020214045', '注册证编号的流水号“045”应为4位数字'],
    // filing
    ['苏宁械备20210012', '备案凭证编号应以“号”结尾'],
    ['X宁械备20210012号', '备案凭证编号“械备”前应为1–4个汉字的备案部门简称，不能为“X宁”'],
    ['美宁械备20210012号', '备案凭证编号的省份简称“美”不正确'],
    ['港械备20210012号', '备案凭证编号的省份简称“港”不正确'],
    ['苏宁江北新区械备20210012号', '备案凭证编号“械备”前应为1–4个汉字的备案部门简称，不能为“苏宁江北新区”'],
    ['苏宁械备2o210012号', '备案凭证编号的年份“2o21”应为4位数字'],
    ['苏宁械备2021012号', '备案凭证编号的流水号“012”应为4位数字'],
    ['沪械备202000345号', '备案凭证编号的流水号“00345”应为4位数字'],
  ])('%s', (no, message) => {
    expect(messageOf(no)).toBe(message);
  });

  it('an empty or unrecognisable number says what the formats are', () => {
    expect(messageOf('  ')).toBe('请输入注册证编号');
    expect(messageOf('ABC123')).toMatch(/^注册证编号格式不正确/);
    expect(messageOf('械注准20193140123')).toMatch(/^注册证编号格式不正确/);
  });
});
