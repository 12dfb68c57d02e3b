// Money input of spec 2 section 5: digits, one dot and a leading minus while typing, decimals cut to
// `decimals`; on blur clamped to min/max and shown with thousands separators behind a ¥ sign.
import { Input } from 'antd';
import type { InputProps } from 'antd';
import { formatThousands, useNumericText } from './numeric-text';

export const MONEY_MAX = 999999999999.99;
export const MONEY_DECIMALS = 2;

export type MoneyInputProps = Omit<InputProps, 'value' | 'onChange' | 'prefix' | 'min' | 'max'> & {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** decimal places kept (default 2) */
  decimals?: number;
  min?: number;
  /** never above 999999999999.99 */
  max?: number;
};

export function MoneyInput({
  value,
  onChange,
  decimals = MONEY_DECIMALS,
  min = -MONEY_MAX,
  max = MONEY_MAX,
  onFocus,
  onBlur,
  ...rest
}: MoneyInputProps) {
  const upper = Math.min(max, MONEY_MAX);
  const box = useNumericText(value, onChange, { decimals, min: Math.max(min, -MONEY_MAX), max: upper, allowNegative: min < 0 }, (n) =>
    formatThousands(n, decimals),
  );
  return (
    <Input
      inputMode="decimal"
      {...rest}
      prefix="¥"
      value={box.value}
      onChange={box.onChange}
      onFocus={(e) => {
        box.onFocus();
        onFocus?.(e);
      }}
      onBlur={(e) => {
        box.onBlur();
        onBlur?.(e);
      }}
    />
  );
}
