/**
 * When the top progress bar shows (platform.md §4, §9): while a route change is loading or any
 * request is queued or in flight. It hides DONE_DELAY_MS after both are over, so a burst of calls
 * (a page firing one request after another) shows one continuous bar instead of a flicker.
 */
export const DONE_DELAY_MS = 200;

export interface ProgressBar {
  start(): void;
  done(): void;
}

export interface ProgressTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ProgressCounter {
  requestStarted(): void;
  requestFinished(): void;
  routeChanged(loading: boolean): void;
  /** A router error stops the bar at once, whatever is pending. */
  routeError(): void;
  readonly pending: number;
}

const globalTimers: ProgressTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createProgressCounter(
  bar: ProgressBar,
  timers: ProgressTimers = globalTimers,
): ProgressCounter {
  let pending = 0;
  let routeLoading = false;
  let shown = false;
  let doneTimer: unknown = null;

  const cancelDone = () => {
    if (doneTimer !== null) timers.clearTimeout(doneTimer);
    doneTimer = null;
  };
  const busy = () => {
    cancelDone();
    if (!shown) {
      shown = true;
      bar.start();
    }
  };
  const maybeIdle = () => {
    if (pending > 0 || routeLoading || !shown || doneTimer !== null) return;
    doneTimer = timers.setTimeout(() => {
      doneTimer = null;
      shown = false;
      bar.done();
    }, DONE_DELAY_MS);
  };

  return {
    requestStarted() {
      pending += 1;
      busy();
    },
    requestFinished() {
      pending = Math.max(0, pending - 1);
      maybeIdle();
    },
    routeChanged(loading) {
      routeLoading = loading;
      if (loading) busy();
      else maybeIdle();
    },
    routeError() {
      routeLoading = false;
      cancelDone();
      shown = false;
      bar.done();
    },
    get pending() {
      return pending;
    },
  };
}
