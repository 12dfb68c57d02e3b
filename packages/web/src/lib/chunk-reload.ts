// A route chunk that fails to load (usually a deploy replaced the hashed files) reloads the page to
// fetch the new build, at most once per minute so a chunk that is really gone cannot loop.

export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'medportal.chunkReloadAt';

export type ChunkReloadDeps = {
  now: () => number;
  reload: () => void;
  /** where the last reload time is kept; undefined when storage is unavailable */
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined;
};

const browserDeps: ChunkReloadDeps = {
  now: () => Date.now(),
  reload: () => window.location.reload(),
  storage: () => {
    try {
      return window.sessionStorage;
    } catch {
      return undefined;
    }
  },
};

// Messages of a failed dynamic import in Chromium, Firefox and Safari, and of Vite's preload helper.
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /failed to load module script/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * Reloads the page unless it already did so for a chunk error within the last minute.
 * Returns whether a reload was started. Without storage it never reloads: no loop guard, no reload.
 */
export function reloadForChunkError(deps: ChunkReloadDeps = browserDeps): boolean {
  const store = deps.storage();
  if (!store) return false;
  const now = deps.now();
  try {
    const last = Number(store.getItem(CHUNK_RELOAD_STORAGE_KEY));
    // a time in the future (clock set back) does not block reloading forever
    if (last > 0 && last <= now && now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
    store.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

/**
 * Wraps a chunk loader: a chunk error reloads the page (the returned promise then never settles,
 * the page is going away); any other error, or a chunk error inside the throttle window, is
 * rethrown so the route's error page shows it.
 */
export function withChunkReload<T>(load: () => Promise<T>, deps: ChunkReloadDeps = browserDeps): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (isChunkLoadError(error) && reloadForChunkError(deps)) return new Promise<T>(() => {});
      throw error;
    }
  };
}
