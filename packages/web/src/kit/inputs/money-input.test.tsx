// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MONEY_MAX, MoneyInput } from './money-input';
import { formatThousands, sanitizeNumberText } from './numeric-text';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

function Harness({ onValue, ...props }: { min?: number; max?: number; decimals?: number; onValue?: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <MoneyInput
        aria-label="amount"
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <output data-testid="sent">{JSON.stringify(value)}</output>
    </>
  );
}

const box = () => screen.getByLabelText('amount') as HTMLInputElement;

async function typeAndBlur(text: string) {
  const user = userEvent.setup();
  await user.click(box());
  await user.type(box(), text);
  const typed = box().value;
  await user.tab();
  return typed;
}

describe('MoneyInput', () => {
  it('strips everything but digits, one dot and a leading minus while typing', async () => {
    render(<Harness />);
    expect(await typeAndBlur('a1b2,3.4.5x')).toBe('123.45');
    cleanup();
    render(<Harness />);
    expect(await typeAndBlur('-1-2')).toBe('-12');
    expect(screen.getByTestId('sent').textContent).toBe('-12');
  });

  it('cuts (not rounds) the decimals to 2 by default, or to the given places', async () => {
    render(<Harness />);
    expect(await typeAndBlur('1.239')).toBe('1.23');
    expect(screen.getByTestId('sent').textContent).toBe('1.23');
    cleanup();
    render(<Harness decimals={4} />);
    expect(await typeAndBlur('0.123456')).toBe('0.1234');
    expect(box().value).toBe('0.1234');
  });

  it('shows thousands separators and padded decimals on blur, behind a ¥ sign', async () => {
    render(<Harness />);
    await typeAndBlur('1234567.5');
    expect(box().value).toBe('1,234,567.50');
    expect(screen.getByText('¥')).toBeTruthy();
    expect(screen.getByTestId('sent').textContent).toBe('1234567.5');
    // focusing again gives the raw number back to edit
    await userEvent.setup().click(box());
    expect(box().value).toBe('1234567.5');
  });

  it('clamps to min and max on blur', async () => {
    render(<Harness min={10} max={500} />);
    await typeAndBlur('5');
    expect(box().value).toBe('10.00');
    expect(screen.getByTestId('sent').textContent).toBe('10');
    await userEvent.setup().clear(box());
    await typeAndBlur('9999');
    expect(box().value).toBe('500.00');
  });

  it('never goes above 999999999999.99, even when a larger max is given', async () => {
    render(<Harness max={1e20} />);
    await typeAndBlur('99999999999999');
    expect(box().value).toBe('999,999,999,999.99');
    expect(screen.getByTestId('sent').textContent).toBe(String(MONEY_MAX));
  });

  it('refuses a minus when min is 0 and sends null for an empty box', async () => {
    const onValue = vi.fn();
    render(<Harness min={0} onValue={onValue} />);
    expect(await typeAndBlur('-3')).toBe('3');
    await userEvent.setup().clear(box());
    await userEvent.setup().tab();
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(box().value).toBe('');
  });

  it('text rules in isolation', () => {
    expect(sanitizeNumberText('1..2.3', { decimals: 2, allowNegative: true })).toBe('1.23');
    expect(sanitizeNumberText('12.', { decimals: 0, allowNegative: true })).toBe('12');
    expect(formatThousands(-1234.5, 2)).toBe('-1,234.50');
    expect(formatThousands(0, 2)).toBe('0.00');
  });
});
