// The thin navigation progress bar (nprogress): shown while route chunks load, red when a load fails.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './progress.css';

// Spec 1 section 9 mapped onto nprogress: 200 ms throttle = the bar only appears when loading lasts
// longer (our timer); 100 ms tick with 5000 ms duration = our own trickle adding 100/5000 = 2 % per
// tick (nprogress' trickle is random), `speed` 100 so each step animates within one tick and steps
// never queue up; 500 ms hide delay = the final step runs at speed 250 (250 ms fill + 250 ms fade).
export const PROGRESS_TIMING = { durationMs: 5000, throttleMs: 200, tickMs: 100, hideDelayMs: 500 } as const;
const STEP = PROGRESS_TIMING.tickMs / PROGRESS_TIMING.durationMs;
const TICK_SPEED = PROGRESS_TIMING.tickMs;
const FINISH_SPEED = PROGRESS_TIMING.hideDelayMs / 2;

/** Class put on #nprogress when a load failed (styled in progress.css). */
export const FAILED_CLASS = 'nprogress-failed';

// nprogress's own template gives the bar role="bar", which is no ARIA role (axe aria-roles): the bar is a
// picture of the loading, hidden from assistive technology like the spinner it replaces
NProgress.configure({
  showSpinner: false,
  trickle: false,
  speed: TICK_SPEED,
  minimum: 0.08,
  barSelector: '.bar',
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
});

// concurrent loads are counted: the bar finishes when the last one does, failed if any failed
let pending = 0;
let anyFailed = false;
let throttleTimer: ReturnType<typeof setTimeout> | undefined;
let tickTimer: ReturnType<typeof setInterval> | undefined;

function stopTimers(): void {
  clearTimeout(throttleTimer);
  clearInterval(tickTimer);
  throttleTimer = undefined;
  tickTimer = undefined;
}

function show(): void {
  throttleTimer = undefined;
  document.getElementById('nprogress')?.classList.remove(FAILED_CLASS);
  NProgress.start();
  tickTimer = setInterval(() => NProgress.inc(STEP), PROGRESS_TIMING.tickMs);
}

function finish(failed: boolean): void {
  const shown = NProgress.isStarted();
  stopTimers();
  // a fast success never shows the bar; a failure always does, so the user sees something went wrong
  if (!shown && !failed) return;
  NProgress.configure({ speed: FINISH_SPEED });
  NProgress.set(1);
  NProgress.configure({ speed: TICK_SPEED });
  if (failed) document.getElementById('nprogress')?.classList.add(FAILED_CLASS);
}

export const progress = {
  start(): void {
    pending += 1;
    if (pending > 1 || throttleTimer !== undefined || tickTimer !== undefined) return;
    anyFailed = false;
    throttleTimer = setTimeout(show, PROGRESS_TIMING.throttleMs);
  },
  done(): void {
    if (pending === 0) return;
    pending -= 1;
    if (pending === 0) finish(anyFailed);
  },
  fail(): void {
    anyFailed = true;
    if (pending > 0) pending -= 1;
    if (pending === 0) finish(true);
  },
  /** true while the bar is visible and moving */
  isShown(): boolean {
    return tickTimer !== undefined;
  },
};

/** Wraps a loader so the bar runs while it is pending and turns to the failed style if it rejects. */
export function withProgress<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    progress.start();
    try {
      const value = await load();
      progress.done();
      return value;
    } catch (err) {
      progress.fail();
      throw err;
    }
  };
}
