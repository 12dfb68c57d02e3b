// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PercentInput } from './percent-input';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('PercentInput', () => {
  async function enter(text: string) {
    const onChange = vi.fn();
    render(<PercentInput aria-label="rate" onChange={onChange} />);
    const box = screen.getByLabelText('rate') as HTMLInputElement;
    const user = userEvent.setup();
    await user.click(box);
    await user.type(box, text);
    const typed = box.value;
    await user.tab();
    return { box, typed, onChange };
  }

  it('keeps 2 decimals and pads them on blur, with a % sign', async () => {
    const { box, typed, onChange } = await enter('12.345');
    expect(typed).toBe('12.34');
    expect(box.value).toBe('12.34');
    expect(onChange).toHaveBeenLastCalledWith(12.34);
    expect(screen.getByText('%')).toBeTruthy();
    cleanup();
    const second = await enter('5');
    expect(second.box.value).toBe('5.00');
  });

  it('clamps to 99.99 and allows no minus (min 0)', async () => {
    const { box, onChange } = await enter('150');
    expect(box.value).toBe('99.99');
    expect(onChange).toHaveBeenLastCalledWith(99.99);
    cleanup();
    const negative = await enter('-7');
    expect(negative.typed).toBe('7');
    expect(negative.onChange).toHaveBeenLastCalledWith(7);
  });
});
