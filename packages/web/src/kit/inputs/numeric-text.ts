// Text rules shared by the money and percent inputs: what typing may leave in the box, and how a
// finished value is clamped and shown.
import { useEffect, useState } from 'react';

export type NumericTextOptions = {
  decimals: number;
  min: number;
  max: number;
  allowNegative: boolean;
};

/** Keeps digits, the first dot and a leading minus; cuts (never rounds) the decimals. */
export function sanitizeNumberText(
  raw: string,
  { decimals, allowNegative }: Pick<NumericTextOptions, 'decimals' | 'allowNegative'>,
): string {
  const kept = raw.replace(/[^\d.-]/g, '');
  const negative = allowNegative && kept.startsWith('-');
  const unsigned = kept.replace(/-/g, '');
  const dot = unsigned.indexOf('.');
  let body = unsigned;
  if (dot >= 0) {
    const int = unsigned.slice(0, dot);
    const frac = unsigned
      .slice(dot + 1)
      .replace(/\./g, '')
      .slice(0, decimals);
    body = decimals > 0 ? `${int}.${frac}` : int;
  }
  return (negative ? '-' : '') + body;
}

/** The number a sanitised text stands for; null while it is empty or only a sign or a dot. */
export function parseNumberText(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export const clampNumber = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/** Padded decimals with thousands separators: 1234567.5 → '1,234,567.50'. */
export function formatThousands(n: number, decimals: number): string {
  const [int = '0', frac] = Math.abs(n).toFixed(decimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/**
 * The box text of a numeric input: raw while focused, formatted after blur. Works with or without
 * a `value` prop (antd Form passes undefined for an unset field).
 */
export function useNumericText(
  value: number | null | undefined,
  onChange: ((value: number | null) => void) | undefined,
  options: NumericTextOptions,
  format: (n: number) => string,
) {
  const [num, setNum] = useState<number | null>(value ?? null);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  useEffect(() => setNum(value ?? null), [value]);

  const emit = (n: number | null) => {
    setNum(n);
    onChange?.(n);
  };
  return {
    value: focused ? text : num === null ? '' : format(num),
    onFocus: () => {
      setText(num === null ? '' : String(num));
      setFocused(true);
    },
    onChange: (e: { target: { value: string } }) => {
      const next = sanitizeNumberText(e.target.value, options);
      setText(next);
      emit(parseNumberText(next));
    },
    onBlur: () => {
      const n = parseNumberText(text);
      setFocused(false);
      emit(n === null ? null : clampNumber(n, options.min, options.max));
    },
  };
}
