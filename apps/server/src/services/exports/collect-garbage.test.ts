import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage.js';

describe('collectGarbage', () => {
  it('frees what is no longer referenced at once, not when the heap has grown', () => {
    // ~32 MB of arrays, then dropped: only a full collection gives it back straight away.
    let junk: number[][] | null = Array.from({ length: 200 }, () => new Array(20_000).fill(1.5));
    expect(junk.length).toBe(200);
    const before = process.memoryUsage().heapUsed;
    junk = null;
    collectGarbage();
    expect(process.memoryUsage().heapUsed).toBeLessThan(before - 20 * 1024 * 1024);
    // Callable again (the function is found once).
    collectGarbage();
  });
});
