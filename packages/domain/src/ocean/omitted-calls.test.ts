import { describe, expect, it } from 'vitest';
import { buildOceanShipment } from './__fixtures__/build.js';
import { ALPHA, BETA, BOX, ev, timed } from './__fixtures__/events.js';
import { testPorts } from './__fixtures__/ports.js';
import type { CarrierEvent } from './carrier-event.js';
import { findOmittedCalls } from './omitted-calls.js';

const est = (code: string, at: string, loc: string, vessel = ALPHA) =>
  ev(code, at, { locationCode: loc, vessel, eventClassifier: 'EST', created: '2026-10-01T00:00:00Z' });
const act = (code: string, at: string, loc: string, vessel = ALPHA) =>
  ev(code, at, { locationCode: loc, vessel });

/** ALPHA was to call Singapore on the 10th but went to Tanjung Pelepas on the 11th. */
const skippedTransshipment: CarrierEvent[] = [
  act('DEPA', '2026-10-05T20:00:00Z', 'CNSHA'),
  est('ARRI', '2026-10-10T06:00:00Z', 'SGSIN'),
  est('DISC', '2026-10-10T12:00:00Z', 'SGSIN'),
  act('ARRI', '2026-10-11T06:00:00Z', 'MYTPP'),
  act('DISC', '2026-10-11T12:00:00Z', 'MYTPP'),
  act('DEPA', '2026-10-13T20:00:00Z', 'MYTPP', BETA),
  est('ARRI', '2026-11-07T08:00:00Z', 'NLRTM', BETA),
];

describe('findOmittedCalls', () => {
  it('finds a planned call the vessel passed without an actual', () => {
    expect(findOmittedCalls(skippedTransshipment.map(timed))).toEqual([
      {
        voyageKey: `${ALPHA.vesselImo}/${ALPHA.voyage}`,
        locationCode: 'SGSIN',
        plannedAt: Date.parse('2026-10-10T12:00:00Z'),
      },
    ]);
  });

  it('does not take a call still ahead for an omitted one', () => {
    const ahead = [
      act('ARRI', '2026-10-04T20:00:00Z', 'CNSHA'),
      act('DEPA', '2026-10-05T20:00:00Z', 'CNSHA'),
      est('ARRI', '2026-10-10T06:00:00Z', 'SGSIN'),
    ];
    expect(findOmittedCalls(ahead.map(timed))).toEqual([]);
  });

  it('does not blame a vessel for another vessel arriving later', () => {
    const list = [
      est('ARRI', '2026-11-07T08:00:00Z', 'NLRTM', BETA),
      act('ARRI', '2026-11-10T06:00:00Z', 'SGSIN', ALPHA),
    ];
    expect(findOmittedCalls(list.map(timed))).toEqual([]);
  });
});

describe('omitted calls in the shipment view', () => {
  const build = (events: CarrierEvent[]) =>
    buildOceanShipment({
      carrierCode: 'MAEU',
      billNo: null,
      containerNo: BOX,
      bookingNo: null,
      events,
      ports: testPorts,
      now: new Date('2026-10-20T00:00:00Z'),
    });

  it('routes via the port really called, warns WTSBA and flags the skipped arrival', () => {
    const view = build(skippedTransshipment);
    expect(view.shipmentLocations.map((l) => `${l.locationCategory}:${l.location.locationCode}`)).toEqual([
      'POL:CNSGH',
      'POT:MYTPP',
      'POD:NLRTM',
    ]);
    expect(view.warnings.map((w) => [w.eventCode, w.eventLocation])).toEqual([['WTSBA', 'SGSIN']]);
    const skipped = view.transportEvents.find((e) => e.transportCall?.location?.locationCode === 'SGSIN');
    expect(skipped).toMatchObject({ eventCode: 'TSBA', eventClassifier: 'EST', eventWarning: 'WTSBA' });
  });

  it('warns WBDAR when the vessel skipped the port of discharge', () => {
    const view = build([
      act('DEPA', '2026-10-05T20:00:00Z', 'CNSHA'),
      est('ARRI', '2026-11-05T08:00:00Z', 'NLRTM'),
      act('ARRI', '2026-11-06T08:00:00Z', 'BEANR'),
    ]);
    expect(view.shipmentLocations.at(-1)?.location.locationCode).toBe('BEANR');
    expect(view.warnings.map((w) => [w.eventCode, w.eventLocation])).toEqual([['WBDAR', 'NLRTM']]);
    expect(view.transportEvents.find((e) => e.eventWarning === 'WBDAR')?.eventCode).toBe('BDAR');
  });
});
