// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../lib/i18n';
import { SmsCodeButton } from './sms-code-button';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const button = () => screen.getByRole('button');

async function clickAndSettle() {
  fireEvent.click(button());
  // let the onSend promise and the state updates after it run
  await act(async () => {
    await Promise.resolve();
  });
}

describe('SmsCodeButton', () => {
  it('goes idle -> counting 30 s (disabled) -> expired once the code was sent', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<SmsCodeButton onSend={onSend} />);
    expect(button().textContent).toBe('获取验证码');
    expect(button().getAttribute('data-state')).toBe('idle');

    await clickAndSettle();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('30秒后重新获取');
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(button().textContent).toBe('1秒后重新获取');
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(button().textContent).toBe('重新获取');
    expect(button().getAttribute('data-state')).toBe('expired');
    expect((button() as HTMLButtonElement).disabled).toBe(false);

    await clickAndSettle();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button().textContent).toBe('30秒后重新获取');
  });

  it('stays idle when the code could not be sent', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(() => Promise.resolve(false));
    render(<SmsCodeButton onSend={onSend} />);
    await clickAndSettle();
    expect(onSend).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(button().textContent).toBe('获取验证码');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });
});
