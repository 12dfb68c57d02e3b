import { describe, expect, it } from 'vitest';
import { EXPIRY_COLORS, checkNumber, expiryBucketOf } from './certificate-model';

describe('expiryBucketOf', () => {
  it.each([
    [null, 'longTerm', 'blue'],
    [-1, 'expired', 'red'],
    [0, 'within30', 'orange'],
    [30, 'within30', 'orange'],
    [31, 'within60', 'gold'],
    [60, 'within60', 'gold'],
    [90, 'within90', 'gold'],
    [91, 'valid', 'green'],
  ] as const)('%s days left: %s', (days, bucket, color) => {
    expect(expiryBucketOf(days)).toBe(bucket);
    expect(EXPIRY_COLORS[expiryBucketOf(days)]).toBe(color);
  });
});

describe('checkNumber', () => {
  it('derives kind and class, or names the wrong part', () => {
    expect(checkNumber('')).toEqual({ state: 'empty' });
    expect(checkNumber('国械注准20193140123')).toEqual({ state: 'valid', kind: 'registration', deviceClass: 3 });
    expect(checkNumber('沪械备20200034号')).toEqual({ state: 'valid', kind: 'filing', deviceClass: 1 });
    expect(checkNumber('国械注准2x193140123')).toEqual({ state: 'invalid', message: '注册证编号的年份“2x19”应为4位数字' });
  });
});
