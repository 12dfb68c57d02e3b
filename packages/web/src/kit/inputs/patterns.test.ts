import { describe, expect, it } from 'vitest';
import { DECIMAL_15_2, DECIMAL_15_4, EMAIL_PATTERN, PHONE_LIKE } from './patterns';

describe('Helper patterns', () => {
  it('decimal 15.4: up to 15 integer digits and 4 decimals', () => {
    for (const ok of ['0', '123456789012345', '1.5', '12.3456']) expect(DECIMAL_15_4.test(ok)).toBe(true);
    for (const bad of ['1234567890123456', '1.23456', '-1', '1.', '.5', 'a1']) expect(DECIMAL_15_4.test(bad)).toBe(false);
  });
  it('decimal 15.2: up to 15 integer digits and 2 decimals', () => {
    for (const ok of ['0', '123456789012345.99', '7.1']) expect(DECIMAL_15_2.test(ok)).toBe(true);
    for (const bad of ['1.234', '1234567890123456', '1,000']) expect(DECIMAL_15_2.test(bad)).toBe(false);
  });
  it('phone-like: 6 to 11 digits with an optional area prefix', () => {
    for (const ok of ['123456', '13800000000', '0571-88886666', '010-123456']) expect(PHONE_LIKE.test(ok)).toBe(true);
    for (const bad of ['12345', '123456789012', '0571-12345', '05-1234567', '138 0000 0000']) expect(PHONE_LIKE.test(bad)).toBe(false);
  });
  it('email: a standard address', () => {
    for (const ok of ['a@b.cn', 'li.ming+x@med-portal.com.cn']) expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['a@b', 'ab.cn', 'a@@b.cn', 'a b@c.cn', '@b.cn']) expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });
});
