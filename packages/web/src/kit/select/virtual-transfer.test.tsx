// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import '../../lib/i18n';
import { throttle } from './scroll-throttle';
import {
  TRANSFER_RESERVED_ROWS,
  TRANSFER_ROW_HEIGHT,
  TRANSFER_SCROLL_THROTTLE_MS,
  VirtualTransfer,
  visibleWindow,
  type TransferItem,
} from './virtual-transfer';

afterEach(cleanup);

const items = (n: number): TransferItem[] => Array.from({ length: n }, (_, i) => ({ key: String(i + 1), title: `用户${i + 1}` }));

function Harness({ data, onReachEnd, initial = [] }: { data: TransferItem[]; onReachEnd?: () => void; initial?: string[] }) {
  const [target, setTarget] = useState<string[]>(initial);
  return <VirtualTransfer dataSource={data} targetKeys={target} onChange={setTarget} listHeight={300} onReachEnd={onReachEnd} />;
}

const scrollTo = (list: HTMLElement, top: number) => {
  list.scrollTop = top;
  fireEvent.scroll(list);
};

describe('VirtualTransfer', () => {
  it('renders only the visible rows of 30 px plus 2 reserved rows', () => {
    render(<Harness data={items(1000)} />);
    const rows = within(screen.getByTestId('transfer-list-left')).getAllByTestId('transfer-row');
    expect(rows).toHaveLength(300 / TRANSFER_ROW_HEIGHT + TRANSFER_RESERVED_ROWS);
    expect(rows[0]!.style.height).toBe('30px');
    expect(visibleWindow(0, 300, 1000)).toEqual({ first: 0, count: 12 });
    expect(visibleWindow(0, 300, 5)).toEqual({ first: 0, count: 5 });
  });

  it('moves the window when the list scrolls', async () => {
    render(<Harness data={items(1000)} />);
    const list = screen.getByTestId('transfer-list-left');
    scrollTo(list, 30 * 500);
    await act(() => new Promise((r) => setTimeout(r, TRANSFER_SCROLL_THROTTLE_MS + 20)));
    expect(within(list).getAllByTestId('transfer-row')[0]!.textContent).toContain('用户501');
    expect(within(list).queryByText('用户1')).toBeNull();
  });

  it('asks for more rows when the source list is scrolled near its end', async () => {
    const onReachEnd = vi.fn();
    render(<Harness data={items(100)} onReachEnd={onReachEnd} />);
    const list = screen.getByTestId('transfer-list-left');
    scrollTo(list, 30 * 10);
    await act(() => new Promise((r) => setTimeout(r, TRANSFER_SCROLL_THROTTLE_MS + 20)));
    expect(onReachEnd).not.toHaveBeenCalled();
    scrollTo(list, 30 * 100 - 300);
    await act(() => new Promise((r) => setTimeout(r, TRANSFER_SCROLL_THROTTLE_MS + 20)));
    expect(onReachEnd).toHaveBeenCalled();
  });

  it('throttles scroll handling to one run per 60 ms, keeping the last position', () => {
    vi.useFakeTimers();
    try {
      const seen: number[] = [];
      const onScroll = throttle((top: number) => seen.push(top), TRANSFER_SCROLL_THROTTLE_MS);
      onScroll(10);
      onScroll(20);
      onScroll(30);
      expect(seen).toEqual([10]);
      vi.advanceTimersByTime(TRANSFER_SCROLL_THROTTLE_MS);
      expect(seen).toEqual([10, 30]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves the checked items to the other panel and back', async () => {
    render(<Harness data={items(5)} />);
    const left = () => screen.getByTestId('transfer-list-left');
    await userEvent.click(within(left()).getByText('用户2'));
    await userEvent.click(within(left()).getByText('用户4'));
    const [toRight, toLeft] = screen.getAllByRole('button').filter((b) => b.closest('.ant-transfer-actions, .ant-transfer-operation'));
    await userEvent.click(toRight!);
    const right = screen.getByTestId('transfer-list-right');
    expect(
      within(right)
        .getAllByTestId('transfer-row')
        .map((r) => r.textContent),
    ).toEqual(['用户2', '用户4']);
    expect(within(left()).queryByText('用户2')).toBeNull();
    await userEvent.click(within(right).getByText('用户4'));
    await userEvent.click(toLeft!);
    expect(within(left()).getByText('用户4')).toBeTruthy();
  });

  it("shows '暂无数据' in an empty panel", () => {
    render(<Harness data={items(2)} />);
    expect(within(screen.getAllByTestId('empty-mask')[0]!).getByText('暂无数据')).toBeTruthy();
  });
});
