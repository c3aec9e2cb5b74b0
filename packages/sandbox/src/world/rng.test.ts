import { describe, expect, it } from 'vitest';
import { hashKey, rngFor } from './rng.js';

describe('seeded randomness', () => {
  it('draws the same sequence for the same seed and label', () => {
    const a = rngFor(7, 'voyage', 'AE1-9876543-3');
    const b = rngFor(7, 'voyage', 'AE1-9876543-3');
    const drawsA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(drawsA);
  });

  it('draws differently for another seed or another label', () => {
    const base = rngFor(7, 'voyage', 'x').next();
    expect(rngFor(8, 'voyage', 'x').next()).not.toBe(base);
    expect(rngFor(7, 'voyage', 'y').next()).not.toBe(base);
    expect(hashKey(1, 'ab', 'c')).not.toBe(hashKey(1, 'a', 'bc'));
  });

  it('keeps int, range and chance within bounds and roughly uniform', () => {
    const rng = rngFor(1, 'bounds');
    let hits = 0;
    for (let i = 0; i < 10_000; i++) {
      const n = rng.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      const r = rng.range(-2, 2);
      expect(r).toBeGreaterThanOrEqual(-2);
      expect(r).toBeLessThan(2);
      if (rng.chance(0.3)) hits++;
    }
    expect(hits / 10_000).toBeGreaterThan(0.27);
    expect(hits / 10_000).toBeLessThan(0.33);
  });
});
