// Percent input of spec 2 section 5: 0 to 99.99 with 2 decimals, clamped on blur.
import { Input } from 'antd';
import type { InputProps } from 'antd';
import { useNumericText } from './numeric-text';

export const PERCENT_MAX = 99.99;
export const PERCENT_DECIMALS = 2;

export type PercentInputProps = Omit<InputProps, 'value' | 'onChange' | 'suffix'> & {
  value?: number | null;
  onChange?: (value: number | null) => void;
};

export function PercentInput({ value, onChange, onFocus, onBlur, ...rest }: PercentInputProps) {
  const box = useNumericText(value, onChange, { decimals: PERCENT_DECIMALS, min: 0, max: PERCENT_MAX, allowNegative: false }, (n) =>
    n.toFixed(PERCENT_DECIMALS),
  );
  return (
    <Input
      inputMode="decimal"
      {...rest}
      suffix="%"
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
