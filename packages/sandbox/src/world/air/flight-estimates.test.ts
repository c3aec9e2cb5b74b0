import { describe, expect, it } from 'vitest';
import { awbEventsAt, bookedFlightsAt } from './awb-status.js';
import { buildAirWorld } from './build-air-world.js';
import { flightEstimateAt, flightEstimates } from './flight-estimates.js';
import type { Flight } from './flights.js';

const ANCHOR = Date.UTC(2026, 2, 1, 12, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;
const world = buildAirWorld({ seed: 9, anchor: ANCHOR, awbs: 400 });
const flights: Flight[] = [...new Map(world.awbs.flatMap((a) => a.flights).map((f) => [f.id, f])).values()];

/** Instants across an AWB's life, from booking to delivery, plus each flight's critical moments. */
function instants(awb: (typeof world.awbs)[number]): number[] {
  const first = awb.bookedAt;
  const last = awb.events.at(-1)?.at ?? first;
  const grid = Array.from({ length: 30 }, (_, i) => first + ((last - first) * i) / 29);
  const edges = [...awb.flights, ...(awb.offloadedFrom ? [awb.offloadedFrom] : [])].flatMap((f) => [
    f.actualDeparture - 1,
    f.actualDeparture,
    f.actualArrival - 1,
    f.actualArrival,
  ]);
  return [...grid, ...edges].map(Math.round);
}

describe('estimated air events', () => {
  it('are only in the future of the clock, after every actual one', () => {
    for (const awb of world.awbs) {
      for (const now of instants(awb)) {
        const events = awbEventsAt(awb, now);
        const est = events.filter((e) => e.classifier === 'EST');
        const act = events.filter((e) => e.classifier === 'ACT');
        const wrong = [...est.filter((e) => e.at <= now), ...act.filter((e) => e.at > now)];
        expect(wrong, `${awb.awbNumber} at ${new Date(now).toISOString()}`).toEqual([]);
        expect(events.slice(1).every((e, i) => e.at >= (events[i]?.at ?? 0))).toBe(true);
      }
    }
  });

  it('give way to the actual DEP and ARR once their time has passed', () => {
    let checked = 0;
    for (const awb of world.awbs.slice(0, 200)) {
      for (const flight of awb.flights) {
        const before = awbEventsAt(awb, flight.actualDeparture - 1);
        const after = awbEventsAt(awb, flight.actualDeparture);
        const on =
          (code: string, cls: string) => (e: { code: string; classifier: string; flightId: string | null }) =>
            e.code === code && e.classifier === cls && e.flightId === flight.id;
        if (bookedFlightsAt(awb, flight.actualDeparture - 1).includes(flight)) {
          expect(before.filter(on('DEP', 'EST'))).toHaveLength(1);
          expect(before.filter(on('DEP', 'ACT'))).toHaveLength(0);
          checked += 1;
        }
        expect(after.filter(on('DEP', 'EST'))).toHaveLength(0);
        expect(after.filter(on('DEP', 'ACT'))).toHaveLength(1);
        expect(after.filter(on('ARR', 'EST')).map((e) => e.at)).toEqual([
          flightEstimateAt(flight, flight.actualDeparture).arrival,
        ]);
        const landed = awbEventsAt(awb, flight.actualArrival);
        expect(landed.filter(on('ARR', 'EST'))).toHaveLength(0);
        expect(landed.filter(on('ARR', 'ACT')).map((e) => e.at)).toEqual([flight.actualArrival]);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('shows the offloaded flight as booked until it leaves without the cargo', () => {
    const awb = world.awbs.find((a) => a.offloadedFrom) as (typeof world.awbs)[number];
    const off = awb.offloadedFrom as Flight;
    const est = awbEventsAt(awb, off.actualDeparture - HOUR).filter((e) => e.classifier === 'EST');
    expect(est.find((e) => e.code === 'DEP')?.flightId).toBe(off.id);
    const later = awbEventsAt(awb, off.actualDeparture).filter((e) => e.classifier === 'EST');
    expect(later.find((e) => e.code === 'DEP')?.flightId).toBe(awb.flights[0]?.id);
  });

  it('converge to the actual times as the flight nears, from the schedule a day out', () => {
    const delayed = flights.filter((f) => f.actualDeparture - f.scheduledDeparture >= 30 * MIN);
    expect(delayed.length).toBeGreaterThan(10);
    for (const f of flights) {
      const early = flightEstimateAt(f, f.actualDeparture - 30 * HOUR);
      expect([early.departure, early.arrival]).toEqual([f.scheduledDeparture, f.scheduledArrival]);
      let depError = Number.POSITIVE_INFINITY;
      for (let t = f.actualDeparture - 30 * HOUR; t < f.actualDeparture; t += 15 * MIN) {
        const error = Math.abs(flightEstimateAt(f, t).departure - f.actualDeparture);
        expect(error, f.id).toBeLessThanOrEqual(depError);
        depError = error;
      }
      expect(flightEstimateAt(f, f.actualDeparture - 45 * MIN).departure).toBe(f.actualDeparture);
      let arrError = Number.POSITIVE_INFINITY;
      for (let t = f.actualDeparture; t < f.actualArrival; t += 10 * MIN) {
        const error = Math.abs(flightEstimateAt(f, t).arrival - f.actualArrival);
        expect(error, f.id).toBeLessThanOrEqual(arrError);
        arrError = error;
      }
      const lastRevision = flightEstimates(f).at(-1);
      expect(lastRevision?.arrival).toBe(f.actualArrival);
      expect(lastRevision?.publishedAt).toBeLessThan(f.actualArrival);
    }
    // A delay is known in part before it is known in full.
    const f = delayed[0] as Flight;
    const midway = flightEstimateAt(f, f.actualDeparture - 7 * HOUR).departure;
    expect(midway).toBeGreaterThan(f.scheduledDeparture);
    expect(midway).toBeLessThan(f.actualDeparture);
  });
});
