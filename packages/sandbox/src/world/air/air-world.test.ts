import { describe, expect, it } from 'vitest';
import { distanceNm } from '../geo/index.js';
import { awbCheckDigit, buildAirWorld, type FsuCode, parseAwb } from './index.js';

const ANCHOR = Date.UTC(2026, 2, 1, 12, 0, 0);
const world = buildAirWorld({ seed: 3, anchor: ANCHOR });

describe('air waybill numbers', () => {
  it('accepts published examples and rejects a wrong check digit', () => {
    // Australian Border Force and JetCurrent examples: 176-12345675, 020-81140743.
    expect(awbCheckDigit('1234567')).toBe(5);
    expect(awbCheckDigit('8114074')).toBe(3);
    expect(parseAwb('17612345675')).toMatchObject({ ok: true, awbNumber: '176-12345675' });
    expect(parseAwb('020-81140743').ok).toBe(true);
    expect(parseAwb('020-81140744')).toMatchObject({ ok: false, reason: 'check-digit' });
    expect(parseAwb('020-8114')).toMatchObject({ ok: false, reason: 'format' });
  });

  it('issues about 2,000 unique AWBs with valid numbers on the sandbox airlines', () => {
    expect(world.awbs.length).toBe(2000);
    expect(new Set(world.awbs.map((a) => a.awbNumber)).size).toBe(2000);
    for (const a of world.awbs) {
      expect(parseAwb(a.awbNumber).ok).toBe(true);
      expect(a.awbNumber.startsWith(a.airlinePrefix)).toBe(true);
      expect(world.awbByNumber(a.awbNumber.replace('-', ''))).toBe(a);
    }
    expect(new Set(world.awbs.map((a) => a.airlinePrefix)).size).toBe(world.airlines.length);
  });
});

describe('air world', () => {
  it('is a pure function of seed and anchor', () => {
    const again = buildAirWorld({ seed: 3, anchor: ANCHOR });
    expect(JSON.stringify(again.awbs)).toBe(JSON.stringify(world.awbs));
    const other = buildAirWorld({ seed: 4, anchor: ANCHOR, awbs: 50 });
    expect(other.awbs[0]?.awbNumber).not.toBe(world.awbs[0]?.awbNumber);
  });

  it('sends FSU messages in a possible order along the routing', () => {
    const after: Partial<Record<FsuCode, readonly FsuCode[]>> = {
      BKD: ['RCS'],
      RCS: ['MAN'],
      MAN: ['DEP', 'OFLD'],
      OFLD: ['MAN'],
      DEP: ['ARR'],
      ARR: ['RCF'],
      RCF: ['MAN', 'NFD', 'DIS'],
      DIS: ['NFD'],
      NFD: ['AWD', 'DLV'],
      AWD: ['DLV'],
    };
    let offloads = 0;
    for (const a of world.awbs) {
      const codes = a.events.map((e) => e.code);
      expect(codes[0]).toBe('BKD');
      expect(codes.at(-1)).toBe('DLV');
      // One assertion per AWB keeps 2,000 chains fast to check.
      const wrong = codes.slice(1).filter((c, i) => !after[codes[i] as FsuCode]?.includes(c));
      const backwards = a.events.slice(1).filter((e, i) => e.at < (a.events[i]?.at ?? 0));
      expect([wrong, backwards.length], `${a.awbNumber} ${codes}`).toEqual([[], 0]);
      const deps = a.events.filter((e) => e.code === 'DEP');
      expect(deps.map((e) => e.flightId)).toEqual(a.flights.map((f) => f.id));
      expect(a.events.filter((e) => e.code === 'ARR').map((e) => e.airport)).toEqual(
        a.flights.map((f) => f.destination),
      );
      expect(a.flights[0]?.origin).toBe(a.origin);
      expect(a.flights.at(-1)?.destination).toBe(a.destination);
      if (codes.includes('OFLD')) offloads += 1;
      const dis = a.events.find((e) => e.code === 'DIS');
      if (dis) expect(a.events.at(-1)?.pieces).toBe(dis.pieces);
    }
    expect(offloads).toBeGreaterThan(20);
    expect(world.awbs.some((a) => a.flights.length === 2)).toBe(true);
  });

  it('flies block times consistent with great-circle distance', () => {
    for (const f of world.awbs.flatMap((a) => a.flights)) {
      const o = world.airport(f.origin)!;
      const d = world.airport(f.destination)!;
      const km = distanceNm([o.lon, o.lat], [d.lon, d.lat]) * 1.852;
      const hours = (f.actualArrival - f.actualDeparture) / 3_600_000;
      expect(km / hours, f.id).toBeGreaterThan(600);
      expect(km / hours, f.id).toBeLessThan(950);
      expect(world.flightById(f.id)).toEqual(f);
    }
  });

  it('places flights on the great circle in the air and at the airport on the ground', () => {
    const flight = world.awbs.flatMap((a) => a.flights).find((f) => f.distanceKm > 8000)!;
    const o = world.airport(flight.origin)!;
    const d = world.airport(flight.destination)!;
    const total = distanceNm([o.lon, o.lat], [d.lon, d.lat]);
    const before = world.flightPositionAt(flight, flight.actualDeparture - 60_000);
    expect(before).toMatchObject({ altitudeFt: 0, groundSpeedKt: 0, onGround: true, lat: o.lat, lon: o.lon });
    const after = world.flightPositionAt(flight, flight.actualArrival + 60_000);
    expect(after).toMatchObject({ altitudeFt: 0, onGround: true, lat: d.lat, lon: d.lon });
    let lastFlown = 0;
    for (let f = 0.05; f < 0.96; f += 0.05) {
      const t = flight.actualDeparture + f * (flight.actualArrival - flight.actualDeparture);
      const p = world.flightPositionAt(flight, t);
      const flown = distanceNm([o.lon, o.lat], [p.lon, p.lat]);
      expect(flown + distanceNm([p.lon, p.lat], [d.lon, d.lat]) - total).toBeLessThan(1);
      expect(flown).toBeGreaterThan(lastFlown);
      lastFlown = flown;
      expect(p.onGround).toBe(false);
      expect(p.altitudeFt).toBeGreaterThan(0);
      expect(p.altitudeFt).toBeLessThanOrEqual(41_000);
      expect(p.groundSpeedKt).toBeGreaterThan(100);
      expect(p.groundSpeedKt).toBeLessThan(600);
      expect(p.headingDeg).toBeGreaterThanOrEqual(0);
      expect(p.headingDeg).toBeLessThan(360);
    }
    const mid = world.flightPositionAt(flight, (flight.actualDeparture + flight.actualArrival) / 2);
    expect(mid.altitudeFt).toBe(35_000);
  });

  it('offers samples moving at the anchor', () => {
    const s = world.samples();
    expect(s.awbNumbers.length).toBeGreaterThan(10);
    expect(s.flightIds.length).toBeGreaterThan(5);
    for (const id of s.flightIds)
      expect(world.flightPositionAt(world.flightById(id)!, ANCHOR).onGround).toBe(false);
  });
});
