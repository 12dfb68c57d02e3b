// @vitest-environment happy-dom
import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAILED_CLASS, PROGRESS_TIMING, progress, withProgress } from './progress';

const bar = () => document.getElementById('nprogress');

describe('progress bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.advanceTimersByTime(2_000); // let the last hide animation finish
    vi.useRealTimers();
  });

  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    progress.start();
    vi.advanceTimersByTime(PROGRESS_TIMING.throttleMs - 1);
    progress.done();
    vi.advanceTimersByTime(1_000);
    expect(bar()).toBeNull();
    expect(progress.isShown()).toBe(false);
  });

  it('appears after 200 ms and advances 2 % per 100 ms tick (5000 ms duration)', () => {
    progress.start();
    vi.advanceTimersByTime(PROGRESS_TIMING.throttleMs);
    expect(bar()).not.toBeNull();
    const first = NProgress.status ?? 0;
    vi.advanceTimersByTime(PROGRESS_TIMING.tickMs * 10);
    expect((NProgress.status ?? 0) - first).toBeCloseTo(0.2, 5);
    progress.done();
  });

  it('hides 500 ms after done', () => {
    progress.start();
    vi.advanceTimersByTime(1_000);
    progress.done();
    expect(progress.isShown()).toBe(false);
    vi.advanceTimersByTime(PROGRESS_TIMING.hideDelayMs - 50);
    expect(bar()).not.toBeNull();
    vi.advanceTimersByTime(100);
    expect(bar()).toBeNull();
  });

  it('finishes only when the last of several concurrent loads is done', () => {
    progress.start();
    progress.start();
    vi.advanceTimersByTime(300);
    progress.done();
    expect(progress.isShown()).toBe(true);
    progress.done();
    expect(progress.isShown()).toBe(false);
  });

  it('switches to the failed style on failure, even for a fast one', () => {
    progress.start();
    vi.advanceTimersByTime(50);
    progress.fail();
    expect(bar()?.classList.contains(FAILED_CLASS)).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(bar()).toBeNull();

    // the next load starts in the normal style again
    progress.start();
    vi.advanceTimersByTime(300);
    expect(bar()?.classList.contains(FAILED_CLASS)).toBe(false);
    progress.done();
  });

  it('withProgress runs the bar around a loader and marks a rejected one as failed', async () => {
    let resolve: (v: string) => void = () => {};
    const ok = withProgress(
      () =>
        new Promise<string>((r) => {
          resolve = r;
        }),
    )();
    vi.advanceTimersByTime(300);
    expect(progress.isShown()).toBe(true);
    resolve('chunk');
    await expect(ok).resolves.toBe('chunk');
    expect(progress.isShown()).toBe(false);
    expect(bar()?.classList.contains(FAILED_CLASS)).toBe(false);
    vi.advanceTimersByTime(1_000);

    const boom = new Error('chunk failed');
    await expect(withProgress(() => Promise.reject(boom))()).rejects.toBe(boom);
    expect(bar()?.classList.contains(FAILED_CLASS)).toBe(true);
  });
});
