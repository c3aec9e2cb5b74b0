/**
 * Lets a key through at most once per window. Time comes from `now` at every call (Date.now by
 * default) so fake clocks in unit and browser tests drive it.
 */
export function createDeduper(windowMs: number, now: () => number = () => Date.now()) {
  const lastShown = new Map<string, number>();
  return {
    allow(key: string): boolean {
      const t = now();
      for (const [k, at] of lastShown) if (t - at >= windowMs) lastShown.delete(k);
      if (lastShown.has(key)) return false;
      lastShown.set(key, t);
      return true;
    },
  };
}
