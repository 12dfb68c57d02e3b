import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_THROTTLE_MS,
  isChunkLoadError,
  withChunkReload,
  type ChunkReloadDeps,
} from './chunk-reload';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/page-abc.js');

// 'pending' when the promise has not settled by the time an already-resolved one has
function state(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  return Promise.race([
    promise.then(
      () => 'resolved' as const,
      () => 'rejected' as const,
    ),
    Promise.resolve().then(() => 'pending' as const),
  ]);
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/a.js',
    'error loading dynamically imported module: http://x/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('withChunkReload', () => {
  let now: number;
  let stored: Map<string, string>;
  let deps: ChunkReloadDeps & { reload: Mock<() => void> };

  beforeEach(() => {
    now = 1_700_000_000_000;
    stored = new Map();
    deps = {
      now: () => now,
      reload: vi.fn<() => void>(),
      storage: () => ({ getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) }),
    };
  });

  it('passes a loaded chunk through without reloading', async () => {
    const load = withChunkReload(() => Promise.resolve('module'), deps);
    await expect(load()).resolves.toBe('module');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads once on a chunk error and never settles, so the old page does not render an error', async () => {
    const pending = withChunkReload(() => Promise.reject(chunkError()), deps)();
    await Promise.resolve();
    await Promise.resolve();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(stored.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(now));
    expect(await state(pending)).toBe('pending');
  });

  it('does not reload again within 60 s of the last reload but shows the error', async () => {
    const load = withChunkReload(() => Promise.reject(chunkError()), deps);
    void load();
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));

    now += CHUNK_RELOAD_THROTTLE_MS - 1;
    await expect(load()).rejects.toThrow(/dynamically imported module/);
    expect(deps.reload).toHaveBeenCalledTimes(1);

    now += 1; // exactly 60 s after the first reload
    void load();
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(2));
    expect(stored.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(now));
  });

  it('remembers the reload across page loads through storage', async () => {
    stored.set(CHUNK_RELOAD_STORAGE_KEY, String(now - 30_000)); // the previous page reloaded 30 s ago
    await expect(withChunkReload(() => Promise.reject(chunkError()), deps)()).rejects.toThrow();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads when the stored time lies in the future (clock set back) or is garbage', async () => {
    stored.set(CHUNK_RELOAD_STORAGE_KEY, String(now + 3_600_000));
    void withChunkReload(() => Promise.reject(chunkError()), deps)();
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));

    stored.set(CHUNK_RELOAD_STORAGE_KEY, 'not-a-time');
    void withChunkReload(() => Promise.reject(chunkError()), deps)();
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(2));
  });

  it('rethrows other errors without reloading', async () => {
    const boom = new Error('render bug');
    await expect(withChunkReload(() => Promise.reject(boom), deps)()).rejects.toBe(boom);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
  });

  it('never reloads when the reload time cannot be stored (no loop guard)', async () => {
    const noStorage = { ...deps, storage: () => undefined };
    await expect(withChunkReload(() => Promise.reject(chunkError()), noStorage)()).rejects.toThrow();
    const failing = {
      ...deps,
      storage: () => ({
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      }),
    };
    await expect(withChunkReload(() => Promise.reject(chunkError()), failing)()).rejects.toThrow();
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
