export interface InFlightTracker {
  /** Counts a request in; the returned function counts it out. */
  enter(): () => void;
  snapshot(): { current: number; max: number };
  /** Forgets the high-water mark (max becomes the current count). */
  reset(): void;
}

/**
 * Concurrency meter for the browser tests: they fire many slow requests and check that the web
 * client never has more than its limit (5) in flight at once.
 */
export function trackInFlight(): InFlightTracker {
  let current = 0;
  let max = 0;
  return {
    enter() {
      current += 1;
      max = Math.max(max, current);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        current -= 1;
      };
    },
    snapshot: () => ({ current, max }),
    reset() {
      max = current;
    },
  };
}
