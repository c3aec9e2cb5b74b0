import { useCallback, useRef } from 'react';

/** views.md §9: throttled buttons accept one click a second. */
export const CLICK_THROTTLE_MS = 1000;

/**
 * A leading-edge throttle: the first call runs at once, calls within `windowMs` after it are
 * dropped (not queued — a second click should not fire a second search a second later). The
 * wrapper is stable and always calls the latest `fn`, so it can sit in props without re-renders.
 * Time comes from `now` at each call so fake clocks drive it in tests.
 */
export function createThrottle(windowMs: number, now: () => number = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryAcquire(): boolean {
      const at = now();
      if (at - last < windowMs) return false;
      last = at;
      return true;
    },
  };
}

export function useThrottledClick<A extends unknown[]>(
  fn: (...args: A) => void,
  windowMs: number = CLICK_THROTTLE_MS,
): (...args: A) => void {
  const latest = useRef(fn);
  latest.current = fn;
  const throttle = useRef<ReturnType<typeof createThrottle> | null>(null);
  throttle.current ??= createThrottle(windowMs);
  return useCallback((...args: A) => {
    if (throttle.current?.tryAcquire()) latest.current(...args);
  }, []);
}
