import { describe, expect, it } from 'vitest';
import { etaOf, positionOf, staticOf } from './mapping.js';

const AT = Date.parse('2026-11-22T06:00:00Z');
/** gpsd unscaled units: 1/10,000 minute → degrees × 600,000. */
const raw = (degrees: number) => Math.round(degrees * 600_000);

describe('positionOf', () => {
  it('turns an unscaled class A report into micro-degrees, tenths and status', () => {
    const p = positionOf(
      {
        type: 1,
        mmsi: 477123456,
        lat: raw(31.2345),
        lon: raw(121.5),
        speed: 125,
        course: 2705,
        heading: 271,
        status: 0,
      },
      AT,
    );
    expect(p).toEqual({
      mmsi: 477123456,
      at: AT,
      latE6: 31_234_500,
      lonE6: 121_500_000,
      sog: 125,
      cog: 2705,
      heading: 271,
      navStatus: 0,
    });
  });

  it('maps the not-available values to null and keeps the position', () => {
    const p = positionOf(
      {
        type: 3,
        mmsi: 1,
        lat: raw(-33.9),
        lon: raw(-18.4),
        speed: 1023,
        course: 3600,
        heading: 511,
        status: 15,
      },
      AT,
    );
    expect(p).toMatchObject({ sog: null, cog: null, heading: null, navStatus: 15, lonE6: -18_400_000 });
  });

  it('has no navigation status for class B (18, 19)', () => {
    expect(
      positionOf({ type: 18, mmsi: 2, lat: raw(1), lon: raw(2), speed: 0, course: 0, heading: 0 }, AT),
    ).toMatchObject({
      navStatus: null,
    });
  });

  it('rejects reports without a position and other message types', () => {
    expect(positionOf({ type: 1, mmsi: 1, lat: 91 * 600_000, lon: raw(2) }, AT)).toBeNull();
    expect(positionOf({ type: 1, mmsi: 1, lat: raw(2), lon: 181 * 600_000 }, AT)).toBeNull();
    expect(positionOf({ type: 1, mmsi: 1, lat: raw(95), lon: raw(2) }, AT)).toBeNull();
    expect(positionOf({ type: 4, mmsi: 1, lat: raw(2), lon: raw(2) }, AT)).toBeNull();
    expect(positionOf({ type: 21, mmsi: 1, lat: raw(2), lon: raw(2) }, AT)).toBeNull();
  });
});

describe('etaOf', () => {
  const now = Date.parse('2026-12-20T00:00:00Z');
  it('places the yearless AIS ETA at its next occurrence', () => {
    expect(etaOf('12-24T08:30Z', now)).toBe(Date.parse('2026-12-24T08:30:00Z'));
    // January is next year's; a few days ago is still this year's (the vessel is late).
    expect(etaOf('01-05T00:00Z', now)).toBe(Date.parse('2027-01-05T00:00:00Z'));
    expect(etaOf('12-10T00:00Z', now)).toBe(Date.parse('2026-12-10T00:00:00Z'));
  });
  it('treats the not-available values and bad text as no ETA', () => {
    expect(etaOf('00-00T24:60Z', now)).toBeNull();
    expect(etaOf('02-31T00:00Z', now)).toBeNull();
    expect(etaOf('soon', now)).toBeNull();
    expect(etaOf(undefined, now)).toBeNull();
  });
});

describe('staticOf', () => {
  it('reads a type 5 (trimmed text, draught in metres, IMO)', () => {
    const s = staticOf(
      {
        type: 5,
        mmsi: 477123456,
        imo: 9811000,
        callsign: 'VRAB2 ',
        shipname: 'EVER GIVEN',
        shiptype: 71,
        to_bow: 300,
        to_stern: 100,
        to_port: 30,
        to_starboard: 29,
        draught: 145,
        destination: 'NLRTM',
        eta: '12-24T08:30Z',
      },
      AT,
    );
    expect(s).toEqual({
      mmsi: 477123456,
      aisClass: 'A',
      imo: 9811000,
      name: 'EVER GIVEN',
      callsign: 'VRAB2',
      shipType: 71,
      toBow: 300,
      toStern: 100,
      toPort: 30,
      toStarboard: 29,
      draught: 14.5,
      destination: 'NLRTM',
      eta: Date.parse('2026-12-24T08:30:00Z'),
    });
  });
  it('reads the two parts of a type 24 separately', () => {
    expect(staticOf({ type: 24, mmsi: 3, part: 'A', shipname: 'SEA BREEZE' }, AT)).toEqual({
      mmsi: 3,
      aisClass: 'B',
      name: 'SEA BREEZE',
    });
    expect(
      staticOf({ type: 24, mmsi: 3, part: 'B', shiptype: 37, callsign: 'AB12', to_bow: 5 }, AT),
    ).toMatchObject({
      shipType: 37,
      callsign: 'AB12',
      toBow: 5,
    });
    expect(staticOf({ type: 24, mmsi: 3, part: 'B', shiptype: 37 }, AT)).not.toHaveProperty('name');
    expect(staticOf({ type: 24, mmsi: 3, shipname: 'SEA BREEZE', shiptype: 37 }, AT)).toMatchObject({
      name: 'SEA BREEZE',
      shipType: 37,
    });
  });
  it('ignores position reports', () => {
    expect(staticOf({ type: 1, mmsi: 1 }, AT)).toBeNull();
  });
});
