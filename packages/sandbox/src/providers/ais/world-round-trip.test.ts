import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../world/index.js';
import type { Vessel } from '../../world/model.js';
import { decodeWithAisStreamDecoder, decodeWithGgencoder } from './__fixtures__/decoders.js';
import {
  asTyped,
  expectDimensions,
  expectNavigation,
  expectSentencesWellFormed,
  HALF_TENTH,
} from './__fixtures__/expect-round-trip.js';
import { SentenceSequencer } from './nmea/sentence.js';
import { ReportScheduler } from './report-scheduler.js';
import { positionReport, staticReports } from './vessel-reports.js';

/**
 * The encoder over a real (small) sandbox world: every vessel's reports at two instants decode
 * back to the world's state. Building the world takes most of this file's time.
 */
const anchor = Date.UTC(2026, 10, 21, 6, 30, 0);
const world = buildWorld({ seed: 7, anchor, size: { activeContainers: 200 } });
const instants = [anchor, anchor + 5 * 86_400_000 + 3_723_000];

describe('AIS round trip over a built world', () => {
  it('every vessel: position and static reports decode to the world state', async () => {
    expect(world.vessels.length).toBeGreaterThan(50);
    const seq = new SentenceSequencer();
    for (const t of instants) {
      const lines: string[] = [];
      const expected: { vessel: Vessel; kind: 'position' | 'static' }[] = [];
      const states = new Map(world.vessels.map((v) => [v, world.vesselStateAt(v, t)] as const));
      for (const [vessel, state] of states) {
        lines.push(...positionReport(vessel, state, t, seq));
        expected.push({ vessel, kind: 'position' });
        for (const group of staticReports(vessel, state, seq)) {
          lines.push(...group);
          expected.push({ vessel, kind: 'static' });
        }
      }
      expectSentencesWellFormed(lines);
      const decoded = await decodeWithAisStreamDecoder(lines);
      expect(decoded).toHaveLength(expected.length);
      decoded.forEach((m, i) => {
        const { vessel, kind } = expected[i] ?? {};
        const state = vessel && states.get(vessel);
        if (!vessel || !state) throw new Error('more messages than expected');
        expect(m.mmsi).toBe(Number(vessel.mmsi));
        if (kind === 'position') {
          expectNavigation(m, vessel, state, t);
          if (vessel.aisClass === 'A') expect(m.navStatus).toBe(state.navStatus);
        } else if (m.type === 5) {
          expect(m.imo).toBe(Number(vessel.imo));
          expect(m.name).toBe(asTyped(vessel.name, 20));
          expect(m.callsign).toBe(asTyped(vessel.callSign, 7));
          expect(m.destination).toBe(asTyped(state.destination ?? '', 20));
          expect(Math.abs(Number(m.draught) - state.draughtM)).toBeLessThanOrEqual(HALF_TENTH);
          expectDimensions(m.dimBow, m.dimStern, m.dimPort, m.dimStarboard, vessel);
        } else {
          expect(m.type).toBe(24);
          if (m.partNum === 0) expect(m.name).toBe(asTyped(vessel.name, 20));
          else expect(m.callsign).toBe(asTyped(vessel.callSign, 7));
        }
      });
    }
  });

  it('class B extended reports (type 19) decode with ggencoder', () => {
    const t = instants[1] ?? anchor;
    for (const vessel of world.vessels.filter((v) => v.aisClass === 'B')) {
      const state = world.vesselStateAt(vessel, t);
      const [m] = decodeWithGgencoder(
        positionReport(vessel, state, t, new SentenceSequencer(), { special: true }),
      );
      expect(m?.aistype).toBe(19);
      expect(m?.shipname).toBe(asTyped(vessel.name, 20));
      expect(m?.cargo).toBe(vessel.shipType);
    }
  });

  it('spreads the fleet over the reporting interval instead of reporting all at once', () => {
    // Schedule time = simulated time here, as in a recording: count messages per second.
    const scheduler = new ReportScheduler({ world }, anchor, anchor);
    const perSecond: number[] = [];
    for (let t = anchor; t < anchor + 60_000; t += 1000) perSecond.push(scheduler.due(t, t).length);
    const mean = perSecond.reduce((a, b) => a + b, 0) / perSecond.length;
    expect(mean).toBeGreaterThan(10);
    expect(Math.max(...perSecond)).toBeLessThan(mean * 2.5);
  });
});
