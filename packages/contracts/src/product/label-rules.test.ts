// Label data rules: lot/serial characters (GS1 set 82 without parentheses) and YYMMDD dates.
import { describe, expect, it } from 'vitest';
import { isLabelText, labelDate } from './label-rules.js';

describe('isLabelText', () => {
  it('accepts letters, digits and the GS1 symbols up to 20 characters', () => {
    expect(isLabelText('LOT-2026/01_a.b')).toBe(true);
    expect(isLabelText(`!"%&'*+,-./:;<=>?_`)).toBe(true);
    expect(isLabelText('A'.repeat(20))).toBe(true);
  });
  it('refuses parentheses, spaces, #, Chinese, empty and 21 characters', () => {
    for (const bad of ['A(1)', 'A 1', 'A#1', '批号', '', 'A'.repeat(21)]) expect(isLabelText(bad)).toBe(false);
  });
});

describe('labelDate', () => {
  it('keeps a valid YYMMDD, day 00 included, and turns YYYY-MM-DD into YYMMDD', () => {
    expect(labelDate('281231')).toBe('281231');
    expect(labelDate('280200')).toBe('280200');
    expect(labelDate('280229')).toBe('280229');
    expect(labelDate('2028-12-31')).toBe('281231');
  });
  it('refuses impossible dates and other shapes', () => {
    for (const bad of ['270229', '281301', '281232', '2028-02-30', '1999-12-31', '2028-1-1', '28123', '2028/12/31']) {
      expect(labelDate(bad)).toBeNull();
    }
  });
});
