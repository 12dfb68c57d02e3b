// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '../../lib/i18n';
import { DAY_TABLES, daysFor } from './transmission-time';
import type { TransmissionTime } from './transmission-time';
import { TransmissionTimeInput } from './transmission-time-input';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const rule = (cycle: TransmissionTime['cycle'], day: number | null = null): TransmissionTime => ({ cycle, day, time: '09:30' });

describe('TransmissionTimeInput', () => {
  it('cycle tables: monthly 1–31 and weekly 1–7 natural days, 1–22 and 1–5 work days, none daily', () => {
    expect(daysFor('01', 'natural')).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(daysFor('02', 'natural')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(daysFor('01', 'work')).toHaveLength(22);
    expect(DAY_TABLES.work.weekly).toEqual([1, 2, 3, 4, 5]);
    expect(daysFor('03', 'natural')).toEqual([]);
    expect(daysFor(null, 'natural')).toEqual([]);
  });

  it("monthly ('01') shows the day selector with the chosen day", () => {
    render(<TransmissionTimeInput value={rule('01', 15)} />);
    expect(screen.getByText('每月')).toBeTruthy();
    expect(screen.getByTestId('transmission-day').textContent).toContain('15日');
    expect(screen.queryByTestId('transmission-weekday')).toBeNull();
  });

  it("weekly ('02') shows the weekday selector instead", () => {
    render(<TransmissionTimeInput value={rule('02', 3)} />);
    expect(screen.getByTestId('transmission-weekday').textContent).toContain('周三');
    expect(screen.queryByTestId('transmission-day')).toBeNull();
  });

  it("daily ('03') shows neither, only the time", () => {
    render(<TransmissionTimeInput value={rule('03')} />);
    expect(screen.getByText('每天')).toBeTruthy();
    expect(screen.queryByTestId('transmission-day')).toBeNull();
    expect(screen.queryByTestId('transmission-weekday')).toBeNull();
    expect((screen.getByPlaceholderText('请选择时间') as HTMLInputElement).value).toBe('09:30');
  });

  it('work-day table labels the monthly day as the n-th work day', () => {
    render(<TransmissionTimeInput value={rule('01', 2)} dayTable="work" />);
    expect(screen.getByTestId('transmission-day').textContent).toContain('第2个工作日');
  });
});
