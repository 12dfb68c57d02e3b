import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatFen, yuanToFen } from './money';

describe('order money', () => {
  it('formats fen as yuan with separators and two decimals', () => {
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(100)).toBe('¥1.00');
    expect(formatFen(123456789)).toBe('¥1,234,567.89');
    expect(formatFen(100000000000)).toBe('¥1,000,000,000.00');
    expect(formatFen(-12345)).toBe('-¥123.45');
  });

  it('reads typed yuan into integer fen without float error', () => {
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('1,234.5')).toBe(123450);
    expect(yuanToFen(' 19.99 ')).toBe(1999);
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen('1.005')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
    expect(yuanToFen('')).toBeNull();
    expect(yuanToFen(null)).toBeNull();
    expect(fenToYuanText(123450)).toBe('1234.50');
    expect(yuanToFen(fenToYuanText(987654321))).toBe(987654321);
  });
});
