// Throttle with a trailing call: scroll handlers run at most once per window, and the last position
// of a burst is always applied (a leading-only throttle would drop where the scroll stopped).
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (...args: A) => {
    const now = Date.now();
    const wait = ms - (now - last);
    if (wait <= 0) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = null;
      last = Date.now();
      const next = pending;
      pending = null;
      if (next) fn(...next);
    }, wait);
  };
  run.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return run;
}
