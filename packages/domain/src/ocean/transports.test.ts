import { describe, expect, it } from 'vitest';
import { ALPHA, BETA, BOX, ev, timed } from './__fixtures__/events.js';
import { testPorts } from './__fixtures__/ports.js';
import { CallIndex } from './call-times.js';
import type { CarrierEvent } from './carrier-event.js';
import { selectCurrentVersions } from './supersession.js';
import { buildTransports, greatCircleKm } from './transports.js';
import { deriveVesselLegs } from './vessel-legs.js';

function transportsOf(events: CarrierEvent[]) {
  const list = events.map(timed);
  return buildTransports(deriveVesselLegs(list), new CallIndex(list), list, list, testPorts);
}

describe('buildTransports', () => {
  it('measures great circles', () => {
    // Shanghai–Rotterdam is about 8,900 km as the crow flies.
    expect(greatCircleKm(31.23, 121.47, 51.95, 4.14)).toBeGreaterThan(8800);
    expect(greatCircleKm(31.23, 121.47, 51.95, 4.14)).toBeLessThan(9000);
  });

  it('calls a single sailing VESSEL even when short', () => {
    const list = transportsOf([
      ev('DEPA', '2026-10-05T08:00:00Z', { locationCode: 'CNSHA', vessel: ALPHA }),
      ev('ARRI', '2026-10-07T08:00:00Z', { locationCode: 'KRPUS', vessel: ALPHA }),
    ]);
    expect(list.map((t) => t.transportCategory)).toEqual(['VESSEL']);
  });

  it('calls a short leg of a transshipment a FEEDER', () => {
    const list = transportsOf([
      ev('DEPA', '2026-10-05T08:00:00Z', { locationCode: 'CNSHA', vessel: ALPHA }),
      ev('ARRI', '2026-10-07T08:00:00Z', { locationCode: 'KRPUS', vessel: ALPHA }),
      ev('DEPA', '2026-10-09T08:00:00Z', { locationCode: 'KRPUS', vessel: BETA }),
      ev('ARRI', '2026-11-07T08:00:00Z', { locationCode: 'NLRTM', vessel: BETA }),
    ]);
    expect(list.map((t) => [t.transportCategory, t.loadTransportCall.locationCode])).toEqual([
      ['FEEDER', 'CNSGH'],
      ['VESSEL', 'KRPUS'],
    ]);
  });

  it('calls a barge leg a FEEDER', () => {
    const list = transportsOf([
      ev('DEPA', '2026-10-05T08:00:00Z', { locationCode: 'NLRTM', vessel: ALPHA, modeOfTransport: 'BARGE' }),
      ev('ARRI', '2026-10-06T08:00:00Z', { locationCode: 'DEDUI', vessel: ALPHA, modeOfTransport: 'BARGE' }),
    ]);
    expect(list[0]?.transportCategory).toBe('FEEDER');
  });

  it('pairs an inland departure with the next arrival of its mode, one transport for several boxes', () => {
    const rail = (code: string, at: string, loc: string, box: string) =>
      ev(code, at, { locationCode: loc, modeOfTransport: 'RAIL', equipmentReference: box });
    const list = transportsOf([
      rail('DEPA', '2026-11-09T12:00:00Z', 'NLRTM', BOX),
      rail('ARRI', '2026-11-10T06:00:00Z', 'DEDUI', BOX),
      rail('DEPA', '2026-11-09T12:00:00Z', 'NLRTM', 'MSKU7654321'),
      rail('ARRI', '2026-11-10T06:00:00Z', 'DEDUI', 'MSKU7654321'),
    ]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      transportCategory: 'RAIL',
      loadTransportCall: { locationCode: 'NLRTM', actual: '2026-11-09T12:00:00.000Z' },
      dischargeTransportCall: {
        locationCode: 'DEDUI',
        locationName: 'Duisburg',
        actual: '2026-11-10T06:00:00.000Z',
      },
    });
  });

  it('gives each call its first schedule, latest estimate and actual', () => {
    const list = transportsOf([
      ev('ARRI', '2026-11-05T08:00:00Z', {
        locationCode: 'NLRTM',
        vessel: ALPHA,
        eventClassifier: 'PLN',
        created: '2026-09-01T00:00:00Z',
      }),
      ev('ARRI', '2026-11-06T08:00:00Z', {
        locationCode: 'NLRTM',
        vessel: ALPHA,
        eventClassifier: 'EST',
        created: '2026-10-01T00:00:00Z',
      }),
      ev('ARRI', '2026-11-04T08:00:00Z', {
        locationCode: 'NLRTM',
        vessel: ALPHA,
        eventClassifier: 'EST',
        created: '2026-09-15T00:00:00Z',
      }),
      ev('DEPA', '2026-10-05T08:00:00Z', { locationCode: 'CNSHA', vessel: ALPHA }),
    ]);
    expect(list[0]?.dischargeTransportCall).toMatchObject({
      scheduled: '2026-11-05T08:00:00.000Z',
      estimated: '2026-11-06T08:00:00.000Z',
      actual: null,
    });
    expect(list[0]?.vessel).toEqual({ mmsi: null, vesselName: ALPHA.vesselName, imo: ALPHA.vesselImo });
    expect(list[0]?.voyage).toBe(ALPHA.voyage);
  });
});

describe('call times', () => {
  it('take the first box to reach a place as its actual time, without superseded actuals', () => {
    const first = ev('GTIN', '2026-10-03T09:00:00Z', {
      locationCode: 'CNSHA',
      created: '2026-10-03T09:00:00Z',
    });
    const corrected = ev('GTIN', '2026-10-03T10:00:00Z', {
      locationCode: 'CNSHA',
      created: '2026-10-03T12:00:00Z',
    });
    const second = ev('GTIN', '2026-10-04T09:00:00Z', {
      locationCode: 'CNSHA',
      equipmentReference: 'MSKU7654321',
    });
    const list = [first, corrected, second].map(timed);
    const { current } = selectCurrentVersions(list);
    const index = new CallIndex(list, new Set(current));
    expect(index.times(['GTIN'], 'CNSGH').actual).toBe('2026-10-03T10:00:00.000Z');
  });
});

describe('feeders when every leg is short', () => {
  it('keeps the longest leg as the mainline VESSEL', () => {
    const list = transportsOf([
      ev('DEPA', '2026-10-05T08:00:00Z', { locationCode: 'CNNGB', vessel: ALPHA }),
      ev('ARRI', '2026-10-06T08:00:00Z', { locationCode: 'CNSHA', vessel: ALPHA }),
      ev('DEPA', '2026-10-07T08:00:00Z', { locationCode: 'CNSHA', vessel: BETA }),
      ev('ARRI', '2026-10-09T08:00:00Z', { locationCode: 'KRPUS', vessel: BETA }),
    ]);
    expect(list.map((t) => t.transportCategory)).toEqual(['FEEDER', 'VESSEL']);
  });
});
