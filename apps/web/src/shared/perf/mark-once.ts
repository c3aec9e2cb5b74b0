const marked = new Set<string>();

/**
 * A User Timing mark of a first-load milestone (entry run, map created, route drawn …), once per
 * page load: bench/web-map.bench.mjs reads them to say where the time to a drawn route goes, and
 * they show in any browser's performance panel. Once, so a page left open for hours (the route is
 * rebuilt every minute) does not fill the browser's mark buffer.
 */
export function markOnce(name: string): void {
  if (marked.has(name) || typeof performance === 'undefined' || !performance.mark) return;
  marked.add(name);
  performance.mark(name);
}
