// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import * as client from '../../lib/api-client';
import { ApiError, CANCELLED_CODE } from '../../lib/api-error';
import { clearRemoteOptionsCache, toOptions, type RemoteSelectConfig } from './remote-options';
import { REMOTE_FILTER_DEBOUNCE_MS, RemoteSelect } from './remote-select';

vi.mock('../../lib/api-client', () => ({ request: vi.fn() }));
const request = vi.mocked(client.request);

type Call = { url: string; method: string; params?: Record<string, unknown>; data?: Record<string, unknown>; signal: AbortSignal };
const calls = () => request.mock.calls.map(([config]) => config as unknown as Call);
const ok = (payload: unknown) => ({ code: '0', msg: 'success', payload });

const USERS: RemoteSelectConfig = {
  url: '/m-staff-center/api/v1/merchantUser/pageList',
  method: 'POST',
  params: { page: 1, pageSize: 50 },
  searchKey: 'realName',
  labelKey: 'realName',
  valueKey: 'id',
};
const rows = [
  { id: 1, realName: '王晓明' },
  { id: 2, realName: '李娜' },
];

beforeEach(() => {
  vi.clearAllMocks();
  clearRemoteOptionsCache();
});
afterEach(cleanup);

describe('RemoteSelect', () => {
  it('sends GET filters as query params and other methods as a body', async () => {
    request.mockResolvedValue(ok([]) as never);
    render(<RemoteSelect config={{ url: '/dict', params: { type: 'unit' }, searchKey: 'keyword' }} />);
    render(<RemoteSelect config={USERS} />);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    const [get, post] = calls();
    expect(get).toMatchObject({ url: '/dict', method: 'GET', params: { type: 'unit' } });
    expect(get!.data).toBeUndefined();
    expect(post).toMatchObject({ url: USERS.url, method: 'POST', data: { page: 1, pageSize: 50 } });
    expect(post!.params).toBeUndefined();
  });

  it('puts the filter text under searchKey once typing pauses for 200 ms', async () => {
    request.mockResolvedValue(ok({ content: rows }) as never);
    render(<RemoteSelect config={USERS} />);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    // on a clock of the test's own: a slow machine cannot stretch the typing or the look past the window
    vi.useFakeTimers();
    try {
      const box = screen.getByRole('combobox');
      act(() => void fireEvent.change(box, { target: { value: '王' } }));
      act(() => vi.advanceTimersByTime(REMOTE_FILTER_DEBOUNCE_MS - 50));
      act(() => void fireEvent.change(box, { target: { value: '王晓' } }));
      act(() => vi.advanceTimersByTime(REMOTE_FILTER_DEBOUNCE_MS - 1));
      // typed within the window: nothing asked yet
      expect(request).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    // one request for the whole text, not one per keystroke
    expect(calls()[1]!.data).toEqual({ page: 1, pageSize: 50, realName: '王晓' });
  });

  it('reads payload.content, payload as a list and a key/label map', () => {
    expect(toOptions({ content: rows }, 'realName', 'id')).toEqual([
      { label: '王晓明', value: 1, raw: rows[0] },
      { label: '李娜', value: 2, raw: rows[1] },
    ]);
    expect(toOptions(rows, 'realName', 'id').map((o) => o.label)).toEqual(['王晓明', '李娜']);
    expect(toOptions({ '1': '启用', '0': '停用' }).map(({ label, value }) => ({ label, value }))).toEqual([
      { label: '停用', value: '0' },
      { label: '启用', value: '1' },
    ]);
    expect(toOptions(['A', 'B']).map((o) => o.value)).toEqual(['A', 'B']);
    expect(toOptions(null)).toEqual([]);
  });

  it('shows the loaded labels as options', async () => {
    request.mockResolvedValue(ok({ content: rows }) as never);
    render(<RemoteSelect config={USERS} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByText('李娜')).toBeTruthy();
  });

  it('caches by config: the same config asks once, another config asks again', async () => {
    request.mockResolvedValue(ok(rows) as never);
    const first = render(
      <>
        <RemoteSelect config={USERS} />
        <RemoteSelect config={{ ...USERS }} />
      </>,
    );
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    first.unmount();
    render(<RemoteSelect config={{ ...USERS }} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(request).toHaveBeenCalledTimes(1);
    render(<RemoteSelect config={{ ...USERS, params: { page: 2, pageSize: 50 } }} />);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  it('cancels a request that a new one replaced', async () => {
    request.mockImplementation(
      ((config: Call) =>
        new Promise((_, reject) => {
          config.signal.addEventListener('abort', () => reject(new ApiError({ code: CANCELLED_CODE, msg: 'canceled', url: config.url })));
        })) as never,
    );
    const view = render(<RemoteSelect config={USERS} />);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    view.rerender(<RemoteSelect config={{ ...USERS, params: { page: 1, pageSize: 20 } }} />);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(calls()[0]!.signal.aborted).toBe(true);
    expect(calls()[1]!.signal.aborted).toBe(false);
  });

  it('clears a value the refreshed options no longer hold', async () => {
    request.mockResolvedValue(ok(rows) as never);
    const onChange = vi.fn();
    render(<RemoteSelect config={USERS} value={3} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(undefined));
  });

  it('keeps a value the options hold', async () => {
    request.mockResolvedValue(ok(rows) as never);
    const onChange = vi.fn();
    render(<RemoteSelect config={USERS} value={2} onChange={onChange} />);
    await waitFor(() => expect(request).toHaveBeenCalled());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('李娜')).toBeTruthy();
  });

  it("keeps an absent value when the type is 'object' and emits whole rows", async () => {
    request.mockResolvedValue(ok(rows) as never);
    const onChange = vi.fn();
    render(<RemoteSelect config={{ ...USERS, type: 'object' }} value={{ id: 9, realName: '已离职' }} onChange={onChange} />);
    await waitFor(() => expect(request).toHaveBeenCalled());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('王晓明'));
    expect(onChange).toHaveBeenCalledWith(rows[0], expect.objectContaining({ value: 1 }));
  });
});
