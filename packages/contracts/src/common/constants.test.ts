import { describe, expect, it } from 'vitest';
import { authenticateFlagOf, PASSWORD_RULE, roleTypeOf } from './constants.js';

describe('spec 1 section 4 mappings', () => {
  it('maps companyType to roleType: AG 0, HO 1, FC 2, SV 3, anything else -1', () => {
    expect(['AG', 'HO', 'FC', 'SV', 'MM', 'AM', '', null].map(roleTypeOf)).toEqual([0, 1, 2, 3, -1, -1, -1, -1]);
  });

  it('authenticateFlag is false for empty, 0 and 2 approveStatus, true otherwise', () => {
    expect([null, undefined, '', '0', 0, '2', 2].map(authenticateFlagOf)).toEqual([false, false, false, false, false, false, false]);
    expect(['1', 1, '3'].map(authenticateFlagOf)).toEqual([true, true, true]);
  });
});

describe('password rule: 6-16 letters and digits, both present', () => {
  it.each(['abc123', 'A1b2C3d4E5f6G7h8', 'Demo1234'])('accepts %s', (p) => expect(PASSWORD_RULE.test(p)).toBe(true));
  it.each(['abc12', 'abcdefgh', '12345678', 'abc123!', 'A1b2C3d4E5f6G7h8X', '密码abc123', ''])('refuses %s', (p) =>
    expect(PASSWORD_RULE.test(p)).toBe(false),
  );
});
