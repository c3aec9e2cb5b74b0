import { describe, expect, it } from 'vitest';
import { rngFor } from '../rng.js';
import { estimateSeries } from './estimates.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('estimateSeries', () => {
  it('publishes every 1–3 days, ends a few hours before the event and lands close to it', () => {
    let toPlanned = 0;
    let toActual = 0;
    for (let i = 0; i < 200; i++) {
      const actual = 40 * DAY + i * HOUR;
      // A voyage running up to 4 days late against its proforma.
      const planned = actual - (i % 5) * DAY;
      const series = estimateSeries(rngFor(1, 'eta', i), { from: 0, planned, actual });
      const gaps = series.slice(1).map((e, k) => e.publishedAt - (series[k]?.publishedAt ?? 0));
      expect(Math.max(...gaps.slice(0, -1))).toBeLessThanOrEqual(3 * DAY);
      const last = series.at(-1);
      expect(actual - (last?.publishedAt ?? 0)).toBeGreaterThanOrEqual(2 * HOUR);
      expect(actual - (last?.publishedAt ?? 0)).toBeLessThanOrEqual(10 * HOUR);
      expect(Math.abs((last?.value ?? 0) - actual)).toBeLessThan(6 * HOUR);
      const first = series[0]?.value ?? 0;
      if (i % 5 === 4) {
        toPlanned += Math.abs(first - planned);
        toActual += Math.abs(first - actual);
      }
    }
    // Weeks ahead, the first estimates still lean on the proforma time (on average).
    expect(toPlanned).toBeLessThan(toActual);
  });

  it('tracks the first booked sailing until the roll is announced, then the new one', () => {
    const series = estimateSeries(rngFor(2, 'eta'), {
      from: 0,
      planned: 20 * DAY,
      actual: 27 * DAY,
      before: { at: 19 * DAY, actual: 20 * DAY },
    });
    const before = series.filter((e) => e.publishedAt > 15 * DAY && e.publishedAt < 19 * DAY);
    const after = series.filter((e) => e.publishedAt >= 19 * DAY);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    for (const e of before) expect(Math.abs(e.value - 20 * DAY)).toBeLessThan(DAY);
    for (const e of after.slice(-2)) expect(Math.abs(e.value - 27 * DAY)).toBeLessThan(DAY);
  });
});
