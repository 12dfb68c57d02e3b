// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import dayjs from 'dayjs';
import '../../lib/i18n';
import { optionsFromPayload } from './remote-options';
import { SearchForm } from './search-form';
import { dateOrderBroken, normalizeSearchValues } from './search-normalize';
import type { SearchItem } from './search-types';
import { SEARCH_ACTIONS_WIDTH, SEARCH_ITEM_WIDTH, SEARCH_RANGE_WIDTH, SEARCH_RESIZE_DEBOUNCE_MS, itemsPerLine } from './use-collapse';

vi.setConfig({ testTimeout: 30_000 });

// ResizeObserver stand-in: the test decides the form's width
let resize: ((width: number) => void) | null = null;
class FakeResizeObserver {
  constructor(private cb: ResizeObserverCallback) {}
  observe() {
    resize = (width) => this.cb([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  disconnect() {}
  unobserve() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
afterEach(() => {
  cleanup();
  resize = null;
  vi.unstubAllGlobals();
});

const CASCADE = [{ value: 'js', label: '江苏', children: [{ value: 'nj', label: '南京', children: [{ value: 'gl', label: '鼓楼' }] }] }];
const d = (s: string) => dayjs(s);

function renderForm(items: SearchItem[], handlers: { onSearch?: (v: unknown) => void; onReset?: (v: unknown) => void } = {}) {
  const onSearch = vi.fn(handlers.onSearch);
  const onReset = vi.fn(handlers.onReset);
  render(
    <App>
      <SearchForm items={items} onSearch={onSearch} onReset={onReset} />
    </App>,
  );
  return { onSearch, onReset };
}

const dateInput = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};

async function typeDate(testId: string, text: string) {
  const input = dateInput(testId);
  const user = userEvent.setup();
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${text}{Enter}`);
  return input as HTMLInputElement;
}

describe('SearchForm', () => {
  it('trims text values and drops empty ones', () => {
    const items: SearchItem[] = [
      { key: 'userName', type: 'input', title: '用户名' },
      { key: 'phone', type: 'input', title: '手机号' },
    ];
    expect(normalizeSearchValues(items, { userName: '  admin ', phone: '   ' })).toEqual({ userName: 'admin', phone: undefined });
  });

  it('formats dates YYYY-MM-DD HH:mm:ss; a range end at 00:00:00 becomes 23:59:59', () => {
    const items: SearchItem[] = [
      { key: 'day', type: 'date', title: '日期' },
      { key: 'createTime', type: 'dateRange', title: '创建时间' },
      { key: 'sent', type: 'dateRange', title: '发送时间', attr: { showTime: true }, rangeKeys: ['sentFrom', 'sentTo'] },
    ];
    expect(
      normalizeSearchValues(items, {
        day: d('2024-03-05 14:20:11'),
        createTime: { start: d('2024-03-01 10:00:00'), end: d('2024-03-31 00:00:00') },
        sent: { start: d('2024-03-01 08:30:00'), end: d('2024-03-02 00:00:00') },
      }),
    ).toEqual({
      day: '2024-03-05 00:00:00',
      createTimeStart: '2024-03-01 00:00:00',
      createTimeEnd: '2024-03-31 23:59:59',
      sentFrom: '2024-03-01 08:30:00',
      sentTo: '2024-03-02 23:59:59',
    });
    // a chosen end time other than midnight is kept
    expect(normalizeSearchValues([items[2] as SearchItem], { sent: { end: d('2024-03-02 18:00:00') } })).toEqual({
      sentFrom: undefined,
      sentTo: '2024-03-02 18:00:00',
    });
  });

  it('a month end becomes the last day of that month at 23:59:59', () => {
    const items: SearchItem[] = [
      { key: 'm', type: 'month', title: '月份' },
      { key: 'period', type: 'monthRange', title: '期间' },
    ];
    expect(normalizeSearchValues(items, { m: d('2024-02-17'), period: { start: d('2024-01-20'), end: d('2024-02-03') } })).toEqual({
      m: '2024-02-01 00:00:00',
      periodStart: '2024-01-01 00:00:00',
      periodEnd: '2024-02-29 23:59:59',
    });
  });

  it('sends a cascader as its last node, the whole path for resultType array, null when empty', () => {
    const last: SearchItem = { key: 'area', type: 'cascader', title: '地区', options: CASCADE };
    const path: SearchItem = { ...last, key: 'areaPath', resultType: 'array' };
    expect(normalizeSearchValues([last, path], { area: ['js', 'nj', 'gl'], areaPath: ['js', 'nj'] })).toEqual({
      area: 'gl',
      areaPath: ['js', 'nj'],
    });
    expect(normalizeSearchValues([last, path], { area: [], areaPath: undefined })).toEqual({ area: null, areaPath: null });
  });

  it('sends a number range as numbers under key+Min / key+Max', () => {
    const items: SearchItem[] = [{ key: 'price', type: 'numberRange', title: '价格' }];
    expect(normalizeSearchValues(items, { price: { start: 0, end: 12.5 } })).toEqual({ priceMin: 0, priceMax: 12.5 });
    expect(normalizeSearchValues(items, { price: { start: null } })).toEqual({ priceMin: undefined, priceMax: undefined });
  });

  it('compares range sides as they are sent (same day is fine, later start is not)', () => {
    const item: SearchItem = { key: 't', type: 'dateRange', title: 't' };
    expect(dateOrderBroken(item, { start: d('2024-03-05 10:00'), end: d('2024-03-05') })).toBe(false);
    expect(dateOrderBroken(item, { start: d('2024-03-06'), end: d('2024-03-05') })).toBe(true);
    expect(dateOrderBroken({ ...item, type: 'monthRange' }, { start: d('2024-03-20'), end: d('2024-03-01') })).toBe(false);
  });

  const RANGE: SearchItem[] = [{ key: 'createTime', type: 'dateRange', title: '创建时间' }];

  it("an end before the start says '结束时间应大于开始时间' and clears the end only", async () => {
    renderForm([{ ...(RANGE[0] as SearchItem), initialValue: ['2024-03-10', null] }]);
    const end = await typeDate('search-createTime-end', '2024-03-01');
    expect(await screen.findByText('结束时间应大于开始时间')).toBeTruthy();
    await waitFor(() => expect(dateInput('search-createTime-end').value).toBe(''));
    expect(end.value).toBe('');
    expect(dateInput('search-createTime-start').value).toBe('2024-03-10');
  });

  it("a start after the end says '开始时间应小于结束时间' and clears the start only", async () => {
    renderForm([{ ...(RANGE[0] as SearchItem), initialValue: [null, '2024-03-10'] }]);
    const start = await typeDate('search-createTime-start', '2024-03-20');
    expect(await screen.findByText('开始时间应小于结束时间')).toBeTruthy();
    await waitFor(() => expect(dateInput('search-createTime-start').value).toBe(''));
    expect(start.value).toBe('');
    expect(dateInput('search-createTime-end').value).toBe('2024-03-10');
  });

  it('Enter in a text box searches with the trimmed, normalised values', async () => {
    const { onSearch } = renderForm([
      { key: 'userName', type: 'input', title: '用户名' },
      { ...(RANGE[0] as SearchItem), initialValue: ['2024-03-01', '2024-03-31'] },
      { key: 'area', type: 'cascader', title: '地区', options: CASCADE },
    ]);
    await userEvent.setup().type(screen.getByPlaceholderText('请输入用户名'), '  admin  {Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith({
      userName: 'admin',
      createTimeStart: '2024-03-01 00:00:00',
      createTimeEnd: '2024-03-31 23:59:59',
      area: null,
    });
  });

  it('reset restores the initial values and emits reset with them', async () => {
    const { onReset, onSearch } = renderForm([
      { key: 'userName', type: 'input', title: '用户名', initialValue: 'ag' },
      { key: 'status', type: 'select', title: '状态', options: [{ value: '1', label: '启用' }] },
    ]);
    const box = screen.getByPlaceholderText('请输入用户名') as HTMLInputElement;
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, 'someone else');
    await user.click(screen.getByTestId('search-reset'));
    // the reset remounts the control: look it up again
    expect((screen.getByPlaceholderText('请输入用户名') as HTMLInputElement).value).toBe('ag');
    expect(onReset).toHaveBeenCalledWith({ userName: 'ag', status: undefined });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('number range: the lower box has minimum 0 and the upper one the lower value', async () => {
    const { onSearch } = renderForm([{ key: 'price', type: 'numberRange', title: '价格' }]);
    const user = userEvent.setup();
    const lower = screen.getByLabelText('价格 最小值') as HTMLInputElement;
    const upper = screen.getByLabelText('价格 最大值') as HTMLInputElement;
    await user.type(lower, '-5');
    await user.tab();
    await waitFor(() => expect(lower.value).toBe('0'));
    await user.clear(lower);
    await user.type(lower, '10');
    await user.type(upper, '3');
    await user.tab();
    await waitFor(() => expect(upper.value).toBe('10'));
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ priceMin: 10, priceMax: 10 }));
  });

  it('collapses the items that overflow one line (after the 100 ms resize debounce) and expands them', async () => {
    const items: SearchItem[] = ['a', 'b', 'c', 'd', 'e'].map((key) => ({ key, type: 'input', title: key.toUpperCase() }));
    renderForm(items);
    expect(screen.queryByTestId('search-toggle')).toBeNull();
    // room for exactly 2 items beside the buttons; on a clock of the test's own, so a slow machine
    // cannot let the debounce pass before the first look
    vi.useFakeTimers();
    try {
      act(() => resize?.(SEARCH_ACTIONS_WIDTH + SEARCH_ITEM_WIDTH * 2 + 10));
      act(() => vi.advanceTimersByTime(SEARCH_RESIZE_DEBOUNCE_MS - 1));
      expect(screen.queryByTestId('search-toggle')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    const toggle = screen.getByTestId('search-toggle');
    expect(toggle.textContent).toContain('展开');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const hiddenKeys = () =>
      items
        .filter((i) => screen.getByTestId(`search-item-${i.key}`).closest('.ant-form-item')?.className.includes('ant-form-item-hidden'))
        .map((i) => i.key);
    expect(hiddenKeys()).toEqual(['c', 'd', 'e']);
    fireEvent.click(toggle);
    expect(toggle.textContent).toContain('收起');
    expect(hiddenKeys()).toEqual([]);
    // wide enough for all: no toggle
    act(() => resize?.(SEARCH_ACTIONS_WIDTH + SEARCH_ITEM_WIDTH * 5));
    await waitFor(() => expect(screen.queryByTestId('search-toggle')).toBeNull());
  });

  it('a range takes one and a half item widths on the line', () => {
    const width = SEARCH_ACTIONS_WIDTH + SEARCH_ITEM_WIDTH + SEARCH_RANGE_WIDTH;
    expect(itemsPerLine(width, [SEARCH_ITEM_WIDTH, SEARCH_RANGE_WIDTH, SEARCH_ITEM_WIDTH])).toBe(2);
    expect(itemsPerLine(width, [SEARCH_RANGE_WIDTH, SEARCH_RANGE_WIDTH])).toBe(1);
    expect(itemsPerLine(100, [SEARCH_ITEM_WIDTH])).toBe(1);
    expect(itemsPerLine(0, [SEARCH_ITEM_WIDTH])).toBe(Infinity);
  });

  it('a collapsed item still counts in the search', async () => {
    const items: SearchItem[] = [
      { key: 'a', type: 'input', title: 'A' },
      { key: 'b', type: 'input', title: 'B', initialValue: ' kept ' },
    ];
    const { onSearch } = renderForm(items);
    act(() => resize?.(SEARCH_ACTIONS_WIDTH + SEARCH_ITEM_WIDTH + 10));
    await screen.findByTestId('search-toggle');
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ a: undefined, b: 'kept' }));
  });

  it('select options come from the item or a remote request', async () => {
    const request = vi.fn().mockResolvedValue([{ value: 'x', label: '远程选项' }]);
    renderForm([{ key: 's', type: 'select', title: '来源', request }]);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    fireEvent.mouseDown(within(screen.getByTestId('search-item-s')).getByRole('combobox'));
    expect(await screen.findByText('远程选项')).toBeTruthy();
    expect(optionsFromPayload({ content: [{ id: 1, name: 'A' }] }, { valueKey: 'id', labelKey: 'name' })).toEqual([
      { value: 1, label: 'A' },
    ]);
    expect(optionsFromPayload([{ value: 'v', label: 'L' }])).toEqual([{ value: 'v', label: 'L' }]);
    expect(optionsFromPayload({ on: '启用', off: '停用' })).toEqual([
      { value: 'on', label: '启用' },
      { value: 'off', label: '停用' },
    ]);
  });
});
