import { describe, expect, it } from 'vitest';
import { isOnLand } from '../../test-support/land.js';
import { distanceNm } from '../geo/index.js';
import type { LonLat, VesselState } from '../model.js';
import { DAY, defaultFleet, FROM, SEED, TO } from './__fixtures__/default-fleet.js';
import { createVesselTracker } from './index.js';

const { reference, router, fleet } = defaultFleet();
const tracker = createVesselTracker({ fleet, router, reference, seed: SEED });
const craft = fleet.vessels.filter((v) => v.homePort !== null);
const HOUR = 3_600_000;

const portPoint = (code: string): LonLat => {
  const port = reference.ports.get(code);
  if (!port) throw new Error(code);
  return [port.lon, port.lat];
};
const portPoints = [...new Set(fleet.services.flatMap((s) => s.rotation))].map(portPoint);
// 15 nm is a quarter degree of latitude: a cheap box test first keeps 300k checks fast.
const nearAPort = (p: LonLat, nm: number): boolean =>
  portPoints.some((q) => Math.abs(p[1] - q[1]) < nm / 59 && distanceNm(p, q) <= nm);
// Suez (Port Said – Suez) and Panama (Colón – Balboa) canals, as lon/lat boxes.
const CANALS = [
  [32.2, 29.9, 32.7, 31.4],
  [-80.0, 8.85, -79.5, 9.4],
] as const;
const inACanal = (s: VesselState): boolean =>
  CANALS.some(([w, south, e, north]) => s.lon >= w && s.lon <= e && s.lat >= south && s.lat <= north);
const craftHome = new Map(craft.map((c) => [c.imo, c.homePort as string]));

// Every ship every 16 hours over the whole window (plus a little outside it, which clamps).
const samples: { imo: string; t: number; s: VesselState }[] = [];
for (const v of fleet.vessels) {
  for (let t = FROM - DAY; t <= TO + DAY; t += 16 * HOUR)
    samples.push({ imo: v.imo, t, s: tracker.vesselStateAt(v, t) });
}

describe('vessel motion', () => {
  it('keeps speeds within 0–25 kn and reports valid courses for every ship', () => {
    const bad = samples.filter(
      ({ s }) =>
        !(s.sogKn >= 0 && s.sogKn <= 25) ||
        !(s.cogDeg >= 0 && s.cogDeg < 360) ||
        !(s.headingDeg >= 0 && s.headingDeg < 360) ||
        !Number.isFinite(s.lon + s.lat),
    );
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('sails at sea: under 1 % of positions under way away from ports fall on land', () => {
    // Every 9th sample (the land test is slow); canals are land in the 1:50m mask, so left out.
    const atSea = samples.filter(
      ({ s }, i) => i % 9 === 0 && s.navStatus === 0 && !nearAPort([s.lon, s.lat], 15) && !inACanal(s),
    );
    const onLand = atSea.filter(({ s }) => isOnLand(s.lon, s.lat));
    console.info(`on land: ${onLand.length} of ${atSea.length} positions under way`);
    expect(atSea.length).toBeGreaterThan(10_000);
    expect(onLand.length / atSea.length).toBeLessThanOrEqual(0.01);
  });

  it('is moored at the berth between actual arrival and departure', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const voyage of fleet.voyages.filter((_, i) => i % 5 === 0)) {
      const vessel = fleet.vessels.find((v) => v.imo === voyage.vesselImo);
      if (!vessel) continue;
      for (const call of voyage.calls.filter((c) => c.status === 'SCHEDULED')) {
        const t = (call.actualArrival + call.actualDeparture) / 2;
        if (t < FROM || t > TO) continue;
        checked++;
        const s = tracker.vesselStateAt(vessel, t);
        const off = distanceNm([s.lon, s.lat], portPoint(call.locode));
        if (s.navStatus !== 5 || s.sogKn !== 0 || off > 1 || s.voyageId !== voyage.id) {
          problems.push(
            `${voyage.id}#${call.seq} ${call.locode}: status ${s.navStatus}, ${off.toFixed(1)} nm off`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });

  it('heads for the next call with its ETA, and sometimes waits at anchor first', () => {
    const underWay = samples.filter(({ s }) => s.navStatus === 0 && s.voyageId !== null);
    expect(underWay.length).toBeGreaterThan(0);
    for (const { s, t } of underWay.slice(0, 2000)) {
      expect(s.destination).toMatch(/^[A-Z]{2}[A-Z0-9]{3}$/);
      expect(s.eta ?? 0).toBeGreaterThan(t - HOUR);
    }
    const anchored = samples.filter(({ s }) => s.navStatus === 1);
    expect(anchored.length / samples.length).toBeGreaterThan(0.005);
    for (const { s } of anchored) expect(s.sogKn).toBeLessThanOrEqual(0.5);
    const moving = underWay.map(({ s }) => s.sogKn);
    expect(moving.reduce((a, b) => Math.max(a, b), 0)).toBeGreaterThan(15);
    expect(moving.reduce((a, b) => Math.min(a, b), 99)).toBeLessThanOrEqual(10); // slowing near ports
    const draughts = new Set(samples.map(({ s }) => s.draughtM));
    expect(draughts.size).toBeGreaterThan(50);
  });

  it('moves harbour craft slowly around their home port, and rests them moored', () => {
    const own = samples.filter(({ imo }) => craftHome.has(imo));
    const strays = own.filter(({ imo, s }) => {
      const off = distanceNm([s.lon, s.lat], portPoint(craftHome.get(imo) as string));
      return off > 8 || s.sogKn > 16 || s.destination !== null;
    });
    expect(strays.slice(0, 5)).toEqual([]);
    const moored = own.filter(({ s }) => s.navStatus === 5).length / own.length;
    expect(moored).toBeGreaterThan(0.3);
    expect(moored).toBeLessThan(0.95);
  });
});

describe('leg paths', () => {
  it('run from a call to the next call really made, skipping omitted ones', () => {
    const sandwiched = fleet.voyages.flatMap((v) =>
      v.calls
        .filter((c, i) => c.status === 'OMITTED' && v.calls[i - 1]?.status === 'SCHEDULED')
        .filter((c) => v.calls[c.seq + 1]?.status === 'SCHEDULED')
        .map((c) => ({ v, c })),
    );
    expect(sandwiched.length).toBeGreaterThan(10);
    for (const { v, c } of sandwiched.slice(0, 20)) {
      const before = v.calls[c.seq - 1]?.locode as string;
      const after = v.calls[c.seq + 1]?.locode as string;
      const path = tracker.legPath(v.id, c.seq - 1);
      const end = path.points[path.points.length - 1] as LonLat;
      expect(distanceNm(path.points[0] as LonLat, portPoint(before))).toBeLessThan(1);
      expect(distanceNm(end, portPoint(after))).toBeLessThan(1);
      if (c.locode !== after) expect(distanceNm(end, portPoint(c.locode))).toBeGreaterThan(1);
    }
    // The last call of a loop leads to the first call of the ship's next loop.
    const voyage = fleet.voyages.find((v) => !v.blank && v.calls.at(-1)?.status === 'SCHEDULED');
    const last = voyage?.calls.at(-1);
    if (!voyage || !last) throw new Error('no voyage');
    const path = tracker.legPath(voyage.id, last.seq);
    expect(path.lengthNm).toBeGreaterThan(0);
    expect(() => tracker.legPath('NOPE-1-1', 0)).toThrow(RangeError);
  });
});

describe('speed of a lookup', () => {
  it('answers in microseconds once the legs are known', () => {
    const started = performance.now();
    let n = 0;
    for (let r = 0; r < 100_000; r++) {
      const v = fleet.vessels[r % fleet.vessels.length];
      if (v) tracker.vesselStateAt(v, FROM + ((r * 7919) % 5000) * HOUR);
      n++;
    }
    const micros = ((performance.now() - started) * 1000) / n;
    console.info(`vesselStateAt: ${micros.toFixed(2)} µs a call`);
    expect(micros).toBeLessThan(100);
  });
});
