// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as client from '../../lib/api-client';
import { listParams, useListQuery, type ListQueryOptions } from './use-list-query';

vi.mock('../../lib/api-client', () => ({ request: vi.fn() }));
const request = vi.mocked(client.request);

const page = (content: unknown[], totalElements: number) => ({
  code: '0',
  msg: '',
  payload: { content, totalElements, number: 0, size: 20 },
});

function setup(options: ListQueryOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useListQuery<{ id: number }>(options), { wrapper });
}
const configOf = (n: number) => request.mock.calls[n]![0] as Record<string, any>;

beforeEach(() => {
  vi.clearAllMocks();
  request.mockResolvedValue(page([{ id: 1 }, { id: 2 }], 42));
});
afterEach(() => cleanup());

describe('useListQuery', () => {
  it('POSTs page and pageSize (default the first size) with the search values, reads content and totalElements', async () => {
    const { result } = setup({ url: '/list', initialSearch: { realName: '张', empty: '', none: undefined } });
    await waitFor(() => expect(result.current.total).toBe(42));
    expect(result.current.rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(configOf(0)).toMatchObject({
      url: '/list',
      method: 'POST',
      data: { realName: '张', page: 1, pageSize: 20 },
      cancelPrevious: true,
    });
    expect(configOf(0)['params']).toBeUndefined();
    expect(configOf(0)['signal']).toBeInstanceOf(AbortSignal);
  });

  it('GETs with params under configurable page keys', async () => {
    const { result } = setup({ url: '/list', method: 'GET', pageKey: 'pageNum', pageSizeKey: 'size', pageSizes: [50, 100] });
    await waitFor(() => expect(result.current.total).toBe(42));
    expect(configOf(0)).toMatchObject({ method: 'GET', params: { pageNum: 1, size: 50 } });
    expect(configOf(0)['data']).toBeUndefined();
  });

  it('merges search values and returns to page 1; sort goes out as sortField / sortOrder', async () => {
    const { result } = setup({ url: '/list', initialSearch: { status: '1' } });
    await waitFor(() => expect(result.current.total).toBe(42));
    act(() => result.current.changePage(3, 20));
    await waitFor(() => expect(configOf(request.mock.calls.length - 1)['data']).toMatchObject({ page: 3 }));
    act(() => result.current.runSearch({ realName: '李' }));
    await waitFor(() =>
      expect(configOf(request.mock.calls.length - 1)['data']).toEqual({ status: '1', realName: '李', page: 1, pageSize: 20 }),
    );
    act(() => result.current.changeSort({ field: 'createTime', order: 'ascend' }));
    await waitFor(() =>
      expect(configOf(request.mock.calls.length - 1)['data']).toMatchObject({ sortField: 'createTime', sortOrder: 'ascend', page: 1 }),
    );
    expect(listParams({}, { page: 2, pageSize: 30, pageKey: 'p', pageSizeKey: 's' }, null, { field: 'f', order: 'o' })).toEqual({
      p: 2,
      s: 30,
    });
  });

  it('cancels the previous request and keeps the previous rows while the next page loads', async () => {
    const { result } = setup({ url: '/list' });
    await waitFor(() => expect(result.current.total).toBe(42));
    let resolveNext: (v: unknown) => void = () => undefined;
    request.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          resolveNext = resolve;
        }),
    );
    request.mockImplementationOnce(() => new Promise(() => undefined));
    act(() => result.current.changePage(2, 20));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(result.current.rows).toEqual([{ id: 1 }, { id: 2 }]);
    act(() => result.current.changePage(3, 20));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(3));
    expect((configOf(1)['signal'] as AbortSignal).aborted).toBe(true);
    expect(configOf(2)['cancelPrevious']).toBe(true);
    resolveNext(page([], 0));
  });
});
