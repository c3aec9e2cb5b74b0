import { describe, expect, it } from 'vitest';
import type { Vessel } from '../../world/model.js';
import { decodeWithAisStreamDecoder, decodeWithGgencoder } from './__fixtures__/decoders.js';
import {
  angleDiff,
  asTyped,
  expectDimensions,
  expectNavigation,
  expectSentencesWellFormed,
  HALF_POS,
  HALF_TENTH,
} from './__fixtures__/expect-round-trip.js';
import { FIXTURE_T0, FIXTURE_VESSELS, fixtureStateAt } from './__fixtures__/fixture-world.js';
import { encodeBaseStation } from './nmea/messages/base-station.js';
import { SentenceSequencer } from './nmea/sentence.js';
import { positionReport, staticReports } from './vessel-reports.js';

const TIMES = [FIXTURE_T0, FIXTURE_T0 + 3_600_000 + 17_000, FIXTURE_T0 + 9 * 3_600_000 + 59_000];

describe('vessel reports round-trip through ais-stream-decoder', () => {
  it('position reports (types 1, 3, 18) carry the simulated state within the encoding resolution', async () => {
    for (const t of TIMES) {
      for (const vessel of FIXTURE_VESSELS) {
        const state = fixtureStateAt(vessel, t);
        for (const special of [false, true]) {
          if (vessel.aisClass === 'B' && special) continue; // type 19: ggencoder test below
          const lines = positionReport(vessel, state, t, new SentenceSequencer(), { special });
          expectSentencesWellFormed(lines);
          const [m, ...rest] = await decodeWithAisStreamDecoder(lines);
          expect(rest).toEqual([]);
          if (!m) throw new Error('nothing decoded');
          expect(m.type).toBe(vessel.aisClass === 'B' ? 18 : special ? 3 : 1);
          expectNavigation(m, vessel, state, t);
          if (vessel.aisClass === 'A') expect(m.navStatus).toBe(state.navStatus);
        }
      }
    }
  });

  it('type 5 reassembles from two sentences with IMO, names, dimensions, ETA, draught', async () => {
    const t = TIMES[1] ?? FIXTURE_T0;
    for (const vessel of FIXTURE_VESSELS.filter((v) => v.aisClass === 'A')) {
      const state = fixtureStateAt(vessel, t);
      const [lines, ...more] = staticReports(vessel, state, new SentenceSequencer());
      expect(more).toEqual([]);
      expect(lines).toHaveLength(2);
      expectSentencesWellFormed(lines ?? []);
      const [m] = await decodeWithAisStreamDecoder(lines ?? []);
      if (!m) throw new Error('nothing decoded');
      expect(m.type).toBe(5);
      expect(m.mmsi).toBe(Number(vessel.mmsi));
      expect(m.imo).toBe(Number(vessel.imo));
      expect(m.name).toBe(asTyped(vessel.name, 20));
      expect(m.callsign).toBe(asTyped(vessel.callSign, 7));
      expect(m.destination).toBe(asTyped(state.destination ?? '', 20));
      expect(m.typeAndCargo).toBe(vessel.shipType);
      expectDimensions(m.dimBow, m.dimStern, m.dimPort, m.dimStarboard, vessel);
      expect(Math.abs(Number(m.draught) - state.draughtM)).toBeLessThanOrEqual(HALF_TENTH);
      const eta = new Date(state.eta ?? Number.NaN);
      expect([m.etaMonth, m.etaDay, m.etaHour, m.etaMinute]).toEqual([
        eta.getUTCMonth() + 1,
        eta.getUTCDate(),
        eta.getUTCHours(),
        eta.getUTCMinutes(),
      ]);
      expect(m.dte).toBe(false);
    }
  });

  it('type 24 parts A and B carry name, type, vendor, call sign and dimensions', async () => {
    for (const vessel of FIXTURE_VESSELS.filter((v) => v.aisClass === 'B')) {
      const groups = staticReports(vessel, fixtureStateAt(vessel, FIXTURE_T0), new SentenceSequencer());
      const lines = groups.flat();
      expectSentencesWellFormed(lines);
      const [a, b] = await decodeWithAisStreamDecoder(lines);
      expect(a).toMatchObject({
        type: 24,
        partNum: 0,
        mmsi: Number(vessel.mmsi),
        name: asTyped(vessel.name, 20),
      });
      expect(b).toMatchObject({
        type: 24,
        partNum: 1,
        typeAndCargo: vessel.shipType,
        callsign: vessel.callSign,
      });
      expect(b?.vendorId).toMatch(/^[A-Z]{3}$/);
      expectDimensions(b?.dimBow, b?.dimStern, b?.dimPort, b?.dimStarboard, vessel);
    }
  });

  it('type 4 base station report carries the UTC time and the station position', async () => {
    const time = Date.UTC(2026, 1, 28, 23, 59, 58);
    const lines = new SentenceSequencer().encode(
      encodeBaseStation({
        mmsi: 2_442_000,
        time,
        accuracy: true,
        lon: 4.1205,
        lat: -33.98765,
        epfd: 7,
        raim: false,
        radio: 0,
      }).armour(),
    );
    expectSentencesWellFormed(lines);
    const [m] = await decodeWithAisStreamDecoder(lines);
    expect(m).toMatchObject({
      type: 4,
      mmsi: 2_442_000,
      year: 2026,
      month: 2,
      day: 28,
      hour: 23,
      minute: 59,
      second: 58,
    });
    expect(Math.abs(Number(m?.lat) + 33.98765)).toBeLessThanOrEqual(HALF_POS);
    expect(Math.abs(Number(m?.lon) - 4.1205)).toBeLessThanOrEqual(HALF_POS);
    expect(m?.epfd).toBe(7);
  });
});

describe('vessel reports round-trip through ggencoder', () => {
  it('type 19 (extended class B) carries position, name, type and dimensions', () => {
    for (const vessel of FIXTURE_VESSELS.filter((v) => v.aisClass === 'B')) {
      for (const t of TIMES) {
        const state = fixtureStateAt(vessel, t);
        const lines = positionReport(vessel, state, t, new SentenceSequencer(), { special: true });
        expectSentencesWellFormed(lines);
        const [m] = decodeWithGgencoder(lines);
        if (!m) throw new Error('nothing decoded');
        expect(m.aistype).toBe(19);
        expect(m.mmsi).toBe(vessel.mmsi);
        expect(Math.abs(Number(m.lat) - state.lat)).toBeLessThanOrEqual(HALF_POS);
        expect(Math.abs(Number(m.lon) - state.lon)).toBeLessThanOrEqual(HALF_POS);
        expect(Math.abs(Number(m.sog) - state.sogKn)).toBeLessThanOrEqual(HALF_TENTH);
        expect(angleDiff(Number(m.cog), state.cogDeg)).toBeLessThanOrEqual(HALF_TENTH);
        expect(m.hdg).toBe(Math.round(state.headingDeg) % 360);
        expect(m.shipname).toBe(asTyped(vessel.name, 20));
        expect(m.cargo).toBe(vessel.shipType);
        expectDimensions(m.dimA, m.dimB, m.dimC, m.dimD, vessel);
      }
    }
  });

  it('agrees with ais-stream-decoder on type 5 text fields', async () => {
    const vessel = FIXTURE_VESSELS[1] as Vessel;
    const lines = staticReports(vessel, fixtureStateAt(vessel, FIXTURE_T0), new SentenceSequencer()).flat();
    const [g] = decodeWithGgencoder(lines);
    const [a] = await decodeWithAisStreamDecoder(lines);
    expect([g?.shipname, g?.callsign, g?.destination, g?.imo]).toEqual([
      a?.name,
      a?.callsign,
      a?.destination,
      a?.imo,
    ]);
  });
});
