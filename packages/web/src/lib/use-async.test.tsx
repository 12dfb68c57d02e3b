// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedLoader, useAsyncAction, useAsyncValue } from './use-async';

afterEach(cleanup);

describe('useAsyncAction', () => {
  it('is pending while it runs, then calls the hook callback before the call callback', async () => {
    let finish!: (value: string) => void;
    const order: string[] = [];
    const { result } = renderHook(() =>
      useAsyncAction<string, number>({
        action: (n) =>
          new Promise((resolve) => {
            finish = (v) => resolve(`${v}${n}`);
          }),
        onSuccess: (data) => order.push(`hook ${data}`),
      }),
    );
    act(() => result.current.mutate(1, { onSuccess: (data) => order.push(`call ${data}`) }));
    expect(result.current.isPending).toBe(true);
    await act(async () => finish('ok'));
    expect(result.current.isPending).toBe(false);
    expect(result.current.data).toBe('ok1');
    expect(order).toEqual(['hook ok1', 'call ok1']);
  });

  it('mutate reports a failure to the callbacks and error only; mutateAsync rejects', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useAsyncAction<string, void>({ action: () => Promise.reject(new Error('down')), onError }));
    const callError = vi.fn();
    await act(async () => result.current.mutate(undefined, { onError: callError }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('down');
    expect(onError).toHaveBeenCalledOnce();
    expect(callError).toHaveBeenCalledOnce();
    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toThrow('down');
    });
  });
});

describe('useAsyncValue', () => {
  it('loads on mount and again on refetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('text');
    const { result } = renderHook(() => useAsyncValue(load as () => Promise<string>));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.refetch());
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('text'));
    expect(result.current.isError).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('sharedLoader', () => {
  it('shares one answer for its age, and does not keep a failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('a');
    const shared = sharedLoader(load as () => Promise<string>, 1000);
    await expect(shared()).rejects.toThrow('down');
    await expect(shared()).resolves.toBe('a');
    await expect(shared()).resolves.toBe('a');
    expect(load).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 1000);
    await shared();
    expect(load).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });
});
