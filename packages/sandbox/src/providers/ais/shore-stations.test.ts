import { describe, expect, it } from 'vitest';
import { decodeWithGgencoder } from './__fixtures__/decoders.js';
import { FIXTURE_T0, fixtureWorld } from './__fixtures__/fixture-world.js';
import { SentenceSequencer } from './nmea/sentence.js';
import { ReportScheduler } from './report-scheduler.js';
import { DEFAULT_SHORE_STATIONS, sarAircraftAt, shoreTransmitters } from './shore-stations.js';

/**
 * The sandbox's base stations (type 4), aids to navigation (type 21) and SAR aircraft (type 9),
 * checked against ggencoder, an independent decoder.
 */
const T = Date.parse('2026-11-21T12:00:30Z');

function decodedAt(simNow: number) {
  const seq = new SentenceSequencer();
  return shoreTransmitters(DEFAULT_SHORE_STATIONS).map((t) => {
    const [decoded] = decodeWithGgencoder(seq.encode(t.render(simNow).armour()));
    if (!decoded) throw new Error(`${t.key} did not decode`);
    return decoded;
  });
}

describe('shore stations of the sandbox feed', () => {
  it('encodes base stations, aids to navigation and SAR aircraft that decode to their lists', () => {
    const decoded = decodedAt(T);
    const { baseStations, aidsToNavigation, sarAircraft } = DEFAULT_SHORE_STATIONS;
    expect(decoded.filter((d) => d.aistype === 4).map((d) => [d.immsi, d.lon, d.lat])).toEqual(
      baseStations.map((s) => [s.mmsi, s.lon, s.lat]),
    );
    const atons = decoded.filter((d) => d.aistype === 21);
    expect(atons.map((d) => [d.immsi, d.aidtype, `${d.shipname}${d.txt}`, d.lon, d.lat])).toEqual(
      aidsToNavigation.map((a) => [a.mmsi, a.aidType, a.name, a.lon, a.lat]),
    );
    // The virtual mark has no hull, so no dimensions; the buoys are 4 m across.
    expect(atons.map((d) => [d.virtual, d.length])).toEqual(
      aidsToNavigation.map((a) => (a.virtual ? [1, 0] : [0, 4])),
    );
    expect(atons.every((d) => d.utc === 30 && d.offpos === 0)).toBe(true);
    const sar = decoded.filter((d) => d.aistype === 9);
    expect(sar.map((d) => [d.immsi, d.alt, d.sog])).toEqual(
      sarAircraft.map((a) => [a.mmsi, a.altitudeM, a.sogKn]),
    );
  });

  it('flies the SAR aircraft in circles, its course along its track', () => {
    const [aircraft] = DEFAULT_SHORE_STATIONS.sarAircraft;
    if (!aircraft) throw new Error('no SAR aircraft');
    const a = sarAircraftAt(aircraft, T);
    const b = sarAircraftAt(aircraft, T + 10_000);
    const km = (p: { lon: number; lat: number }) =>
      Math.hypot((p.lon - aircraft.lon) * Math.cos((aircraft.lat * Math.PI) / 180), p.lat - aircraft.lat);
    expect(km(a)).toBeCloseTo(aircraft.radiusDeg, 6);
    expect(km(b)).toBeCloseTo(aircraft.radiusDeg, 6);
    const east = (b.lon - a.lon) * Math.cos((aircraft.lat * Math.PI) / 180);
    const bearing = ((Math.atan2(east, b.lat - a.lat) * 180) / Math.PI + 360) % 360;
    expect(Math.abs(((bearing - a.cogDeg + 540) % 360) - 180)).toBeLessThan(3);
  });

  it('are in the snapshot a new client gets and keep reporting on their intervals', () => {
    const scheduler = new ReportScheduler(
      { world: fixtureWorld, rate: 1, ...DEFAULT_SHORE_STATIONS },
      0,
      FIXTURE_T0,
    );
    scheduler.primeSnapshot(FIXTURE_T0);
    const types = (groups: string[][]) => decodeWithGgencoder(groups.flat()).map((d) => d.aistype);
    const snapshot = types(scheduler.snapshot());
    expect(snapshot.filter((t) => t === 4)).toHaveLength(DEFAULT_SHORE_STATIONS.baseStations.length);
    expect(snapshot.filter((t) => t === 21)).toHaveLength(DEFAULT_SHORE_STATIONS.aidsToNavigation.length);
    expect(snapshot.filter((t) => t === 9)).toHaveLength(DEFAULT_SHORE_STATIONS.sarAircraft.length);
    // Within the first 3 minutes every station has reported: aids every 3 min, the rest every 10 s.
    const sent: number[] = [];
    for (let t = 0; t <= 180_000; t += 1000) sent.push(...types(scheduler.due(t, FIXTURE_T0 + t)));
    expect(sent.filter((t) => t === 21).length).toBeGreaterThanOrEqual(
      DEFAULT_SHORE_STATIONS.aidsToNavigation.length,
    );
    expect(sent.filter((t) => t === 9).length).toBeGreaterThanOrEqual(
      DEFAULT_SHORE_STATIONS.sarAircraft.length * 17,
    );
  });
});
