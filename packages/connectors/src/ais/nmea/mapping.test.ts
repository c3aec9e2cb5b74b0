import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAisDecoder } from './decoder.js';
import { etaOf, positionOf, staticOf, stationOf } from './mapping.js';

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

describe('stationOf', () => {
  /** The first decoded message of `type` in a real capture (libais's test file). */
  const firstOfType = (type: number) => {
    const decoder = createAisDecoder();
    const lines = readFileSync(new URL('./__fixtures__/libais_test.aivdm', import.meta.url), 'latin1');
    for (const line of lines.split('\n'))
      for (const message of decoder.push(line)) if (message.type === type) return message;
    throw new Error(`no type ${type} in the capture`);
  };

  it('keeps a decoded base station (type 4): position and fix type', () => {
    expect(stationOf(firstOfType(4), AT)).toEqual({
      mmsi: 3100051,
      kind: 'base-station',
      at: AT,
      // gpsd: lat 42.069433, lon -82.666100
      latE6: 42_069_433,
      lonE6: -82_666_100,
      epfd: 7,
      name: null,
      aidType: null,
      toBow: null,
      toStern: null,
      toPort: null,
      toStarboard: null,
      virtualAid: null,
      offPosition: null,
      altitude: null,
      sog: null,
      cog: null,
    });
  });

  it('keeps a decoded aid to navigation (type 21): name, aid type, size, flags', () => {
    expect(stationOf(firstOfType(21), AT)).toMatchObject({
      mmsi: 316011284,
      kind: 'aid-to-navigation',
      latE6: 49_148_652,
      lonE6: -123_038_718,
      epfd: 1,
      name: 'EC WATER QUALITY BUOY',
      aidType: 30,
      toBow: 0,
      toStern: 0,
      virtualAid: false,
      offPosition: false,
      altitude: null,
    });
  });

  it('reads the off-position flag only while the time stamp is valid', () => {
    const aton = { type: 21 as const, mmsi: 993131001, lat: raw(31), lon: raw(122), off_position: true };
    expect(stationOf({ ...aton, second: 12 }, AT)?.offPosition).toBe(true);
    expect(stationOf({ ...aton, second: 61 }, AT)?.offPosition).toBeNull();
    expect(stationOf({ ...aton, second: 12, virtual_aid: true, name: '  ' }, AT)).toMatchObject({
      virtualAid: true,
      name: null,
    });
  });

  it('keeps a decoded SAR aircraft (type 9): altitude, speed, course', () => {
    // gpsd: mmsi 1015, alt 157 m, speed 107 kn, course 77.3°, lat 11620075, lon -55219959
    expect(stationOf(firstOfType(9), AT)).toMatchObject({
      mmsi: 1015,
      kind: 'sar-aircraft',
      latE6: 19_366_792,
      lonE6: -92_033_265,
      altitude: 157,
      sog: 1070,
      cog: 773,
      epfd: null,
    });
  });

  it('keeps a SAR aircraft (type 9): altitude, speed in tenths of a knot, course', () => {
    expect(
      stationOf(
        { type: 9, mmsi: 111413001, alt: 300, speed: 120, course: 905, lat: raw(30), lon: raw(122) },
        AT,
      ),
    ).toMatchObject({ kind: 'sar-aircraft', altitude: 300, sog: 1200, cog: 905, epfd: null, name: null });
    expect(
      stationOf(
        { type: 9, mmsi: 111413001, alt: 4095, speed: 1023, course: 3600, lat: raw(30), lon: raw(122) },
        AT,
      ),
    ).toMatchObject({ altitude: null, sog: null, cog: null });
  });

  it('rejects stations without a position, undefined fix types and other message types', () => {
    expect(stationOf({ type: 4, mmsi: 1, lat: 91 * 600_000, lon: raw(2) }, AT)).toBeNull();
    expect(stationOf({ type: 21, mmsi: 1, lat: raw(2), lon: 181 * 600_000 }, AT)).toBeNull();
    expect(stationOf({ type: 9, mmsi: 1, lat: raw(95), lon: raw(2) }, AT)).toBeNull();
    expect(stationOf({ type: 4, mmsi: 1, lat: raw(2), lon: raw(2), epfd: 0 }, AT)?.epfd).toBeNull();
    expect(stationOf({ type: 1, mmsi: 1, lat: raw(2), lon: raw(2) }, AT)).toBeNull();
    expect(stationOf({ type: 5, mmsi: 1 }, AT)).toBeNull();
  });
});
