import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { AisIngest } from '../ais/ais-ingest.js';
import { readVesselTrack } from './vessel-track.js';

/**
 * Issue 20: a vessel heard for the last two hours, a report every 30 s (the ingest keeps every
 * one in the full track and one per 10 minutes in the overview). Every preset range ends now, as
 * the detail page asks: a longer one must show at least the points of a shorter one, and end at
 * the newest report.
 */
const MMSI = 563000222;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const raw = (degrees: number) => Math.round(degrees * 600_000);
const NOW = Date.now();
const FIRST = NOW - 2 * HOUR;
const LAST = NOW - MIN;

let ctx: TestContext;
let reports = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  const ingest = new AisIngest({ db: ctx.database, mids: loadReferenceData().mids });
  // East along 31°N for an hour, then north-east: a bend the thinning has to keep.
  for (let at = FIRST, i = 0; at <= LAST; at += 30_000, i++) {
    const east = Math.min(i, 120) * 0.005;
    const north = Math.max(0, i - 120) * 0.004;
    ingest.accept(
      {
        type: 1,
        mmsi: MMSI,
        lat: raw(31 + north),
        lon: raw(122 + east + north),
        speed: 150,
        course: 900,
        heading: 90,
        status: 0,
      },
      at,
    );
    reports++;
  }
  await ingest.flush();
});
afterAll(() => ctx?.cleanup());

const read = (rangeMs: number, maxPoints?: number) =>
  readVesselTrack(ctx.database, {
    mmsi: MMSI,
    start: new Date(NOW - rangeMs),
    end: new Date(NOW + 1.5 * HOUR),
    ...(maxPoints === undefined ? {} : { maxPoints }),
  });

describe('readVesselTrack over preset ranges (issue 20)', () => {
  it('never shows fewer points for a longer range, and every range ends at the newest report', async () => {
    const counts: number[] = [];
    for (const range of [DAY, 3 * DAY, 7 * DAY, 30 * DAY]) {
      const track = await read(range);
      counts.push(track.length);
      expect(Date.parse(track.at(-1)?.time ?? '')).toBe(LAST);
      expect(Date.parse(track[0]?.time ?? '')).toBe(FIRST);
    }
    // Every report in every range (fewer than the 2,000-point limit), the overview's 10-minute
    // points only where the full track does not reach.
    expect(reports).toBe(239);
    expect(counts).toEqual([reports, reports, reports, reports]);
  });

  it('thins every range to the same count when each holds more than the limit', async () => {
    const counts: number[] = [];
    for (const range of [DAY, 7 * DAY, 30 * DAY]) {
      const track = await read(range, 40);
      counts.push(track.length);
      expect(Date.parse(track.at(-1)?.time ?? '')).toBe(LAST);
    }
    expect(counts).toEqual([40, 40, 40]);
  });
});
