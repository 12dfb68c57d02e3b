// Leading-edge throttle for dialog buttons (spec 2 section 9: dialog buttons are throttled to 1500 ms):
// the first click acts at once, further clicks within the window are dropped, so a double click
// confirms once.
export const DIALOG_THROTTLE_MS = 1500;

export function throttleLeading<A extends unknown[], R>(fn: (...args: A) => R, ms: number): (...args: A) => R | undefined {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < ms) return undefined;
    last = now;
    return fn(...args);
  };
}
