import { describe, expect, it } from 'vitest';
import { type BuildOceanShipmentInput, buildOceanShipment } from './__fixtures__/build.js';
import { ALPHA, BETA, BOX, ev, rotterdamToDuisburg, shanghaiRotterdamChain } from './__fixtures__/events.js';
import { testPorts } from './__fixtures__/ports.js';
import type { CarrierEvent } from './carrier-event.js';

function build(events: CarrierEvent[], now: string, extra: Partial<BuildOceanShipmentInput> = {}) {
  return buildOceanShipment({
    carrierCode: 'MAEU',
    billNo: 'MAEU123',
    containerNo: BOX,
    bookingNo: 'BK123',
    events,
    ports: testPorts,
    now: new Date(now),
    ...extra,
  });
}

describe('buildOceanShipment, Shanghai → Singapore → Rotterdam by sea', () => {
  const view = build(shanghaiRotterdamChain(), '2026-10-25T00:00:00.000Z');

  it('derives the route roles with directory names, zones and the canonical code', () => {
    expect(view.shipmentLocations.map((l) => [l.locationCategory, l.location.locationCode])).toEqual([
      ['POL', 'CNSGH'],
      ['POT', 'SGSIN'],
      ['POD', 'NLRTM'],
    ]);
    const pol = view.shipmentLocations[0]?.location;
    expect(pol?.portCn).toBe('上海');
    expect(pol?.portTimeZone).toBe('Asia/Shanghai');
    expect(pol?.podCode).toBe('NLRTM');
  });

  it('maps DCSA codes by role and orders ports in route order', () => {
    const codes = [...view.equipmentEvents, ...view.transportEvents].map((e) => e.eventCode);
    expect(new Set(codes)).toEqual(
      new Set(['STSP', 'GITM', 'LOBD', 'DLPT', 'TSBA', 'TSDC', 'TSLB', 'TSDP', 'BDAR']),
    );
    expect(view.equipmentEvents.map((e) => e.eventCode)).toEqual(['STSP', 'GITM', 'LOBD', 'TSDC', 'TSLB']);
    expect(view.transportEvents.map((e) => e.eventCode)).toEqual(['DLPT', 'TSBA', 'TSDP', 'BDAR']);
  });

  it('keeps only the latest version of a milestone and its first schedule', () => {
    const dlpt = view.transportEvents.filter((e) => e.eventCode === 'DLPT');
    expect(dlpt).toHaveLength(1);
    expect(dlpt[0]?.eventClassifier).toBe('ACT');
    expect(dlpt[0]?.sEventTime).toBe('2026-10-05T10:00:00.000Z');
    const bdar = view.transportEvents.find((e) => e.eventCode === 'BDAR');
    expect(bdar?.eventClassifier).toBe('EST');
    expect(bdar?.eventTime).toBe('2026-11-07T08:00:00.000Z');
  });

  it('is in transit after leaving the transshipment port', () => {
    expect(view.statusCategory).toBe('IN_TRANSIT');
    expect(view.displayStatus).toBe('IN_TRANSIT');
    expect(view.status?.portCode).toBe('SGSIN');
    expect(view.completed).toBe(false);
  });

  it('builds two vessel legs with their call times', () => {
    expect(view.transports.map((t) => [t.transportCategory, t.vessel?.vesselName, t.routeNumber])).toEqual([
      ['VESSEL', ALPHA.vesselName, 'AE1'],
      ['VESSEL', BETA.vesselName, 'AE7'],
    ]);
    expect(view.transports[0]?.loadTransportCall).toMatchObject({
      locationCode: 'CNSGH',
      scheduled: '2026-10-05T10:00:00.000Z',
      estimated: '2026-10-05T18:00:00.000Z',
      actual: '2026-10-05T20:00:00.000Z',
    });
    expect(view.transports[1]?.dischargeTransportCall).toMatchObject({
      locationCode: 'NLRTM',
      scheduled: '2026-11-05T08:00:00.000Z',
      estimated: '2026-11-07T08:00:00.000Z',
      actual: null,
    });
  });

  it('fills proxy.places with departure times at the POL and arrival times at the POD', () => {
    expect(view.proxy.places).toEqual([
      expect.objectContaining({
        type: 2,
        code: 'CNSGH',
        ata: '2026-10-05T20:00:00.000Z',
        sta: '2026-10-05T10:00:00.000Z',
      }),
      expect.objectContaining({
        type: 4,
        code: 'NLRTM',
        ata: null,
        eta: '2026-11-07T08:00:00.000Z',
        sta: '2026-11-05T08:00:00.000Z',
      }),
    ]);
  });

  it('records the ETA history, the delays and the duration', () => {
    expect(view.etaHistory.map((r) => r.value)).toEqual([
      '2026-11-05T08:00:00.000Z',
      '2026-11-06T12:00:00.000Z',
      '2026-11-07T08:00:00.000Z',
    ]);
    expect(view.etaHistory[2]?.recordedAt).toBe('2026-10-20T00:00:00.000Z');
    expect(view.arrivalDelayDays).toBe(2);
    expect(view.departureDelayDays).toBe(0.4);
    expect(view.durationDays).toBe(32.5);
  });

  it('warns of the arrival delay and flags the POD arrival estimate', () => {
    expect(view.warnings.map((w) => [w.eventCode, w.eventLocation])).toEqual([['WETA', 'NLRTM']]);
    expect(view.transportEvents.find((e) => e.eventCode === 'BDAR')?.eventWarning).toBe('WETA');
  });

  it('describes events in Chinese and English and lists the box', () => {
    expect(view.transportEvents[0]?.descriptionCn).toBe('船舶离港');
    expect(view.transportEvents[0]?.description).toBe('Vessel departed port of loading');
    expect(view.shipmentEquipments).toEqual([
      { equipment: { equipmentCode: BOX }, containerTypeGroup: '40HC' },
    ]);
    expect(view.proxy.booking.bookingStatus).toBe('CONFIRMED');
  });
});

describe('buildOceanShipment, through to the empty return in Duisburg', () => {
  const events = [...shanghaiRotterdamChain(), ...rotterdamToDuisburg()];

  it('adds the rail leg and the inland destination', () => {
    const beforeReturn = events.filter((e) => e.eventCode !== 'DROP');
    const view = build(beforeReturn, '2026-11-13T00:00:00.000Z');
    expect(view.shipmentLocations.map((l) => l.locationCategory)).toEqual(['POL', 'POT', 'POD', 'PDE']);
    expect(view.transports.map((t) => t.transportCategory)).toEqual(['VESSEL', 'VESSEL', 'RAIL']);
    expect(view.equipmentEvents.map((e) => e.eventCode).slice(-4)).toEqual(['IRLB', 'IRDS', 'STCS', 'STRP']);
    expect(view.statusCategory).toBe('DELIVERED');
    expect(view.warnings).toEqual([]);
    expect(view.proxy.places.map((p) => p.type)).toEqual([2, 4, 5]);
  });

  it('is complete once the empty is returned', () => {
    const view = build(events, '2026-11-14T00:00:00.000Z');
    expect(view.completed).toBe(true);
    expect(view.displayStatus).toBe('COMPLETE');
    expect(view.equipmentEvents.at(-1)?.eventCode).toBe('RCVE');
  });

  it('is complete when archived whatever the events say', () => {
    const view = build(shanghaiRotterdamChain(), '2026-10-25T00:00:00.000Z', { archived: true });
    expect(view.displayStatus).toBe('COMPLETE');
    // What happened stays on record; nothing is live any more.
    expect(view.warnings.map((w) => w.eventCode)).toEqual(['WETA']);
  });
});

describe('buildOceanShipment, edge cases', () => {
  it('has no data without events', () => {
    const view = build([], '2026-10-25T00:00:00.000Z');
    expect(view.displayStatus).toBe('NODATA');
    expect(view.statusCategory).toBeNull();
    expect(view.proxy.booking.bookingStatus).toBe('UNKNOWN');
    expect(view.proxy.places).toEqual([]);
  });

  it('marks a voided booking cancelled', () => {
    const view = build(
      [
        ev('CONF', '2026-09-25T06:00:00.000Z'),
        ev('VOID', '2026-09-26T06:00:00.000Z', { remark: 'Booking cancelled' }),
      ],
      '2026-10-25T00:00:00.000Z',
    );
    expect(view.proxy.booking.bookingStatus).toBe('CANCELLED');
    expect(view.statusCategory).toBe('CANCELLED');
    expect(view.displayStatus).toBe('CANCELLED');
  });

  it('is booked with only estimates, and places carry them', () => {
    const view = build(
      [
        ev('DEPA', '2026-11-01T10:00:00.000Z', {
          locationCode: 'CNSHA',
          vessel: ALPHA,
          eventClassifier: 'PLN',
          created: '2026-10-20T00:00:00.000Z',
        }),
        ev('ARRI', '2026-11-30T10:00:00.000Z', {
          locationCode: 'NLRTM',
          vessel: ALPHA,
          eventClassifier: 'EST',
          created: '2026-10-21T00:00:00.000Z',
        }),
      ],
      '2026-10-25T00:00:00.000Z',
    );
    expect(view.statusCategory).toBe('BOOKED');
    expect(view.status).toBeNull();
    expect(view.proxy.places.map((p) => [p.type, p.code, p.eta])).toEqual([
      [2, 'CNSGH', '2026-11-01T10:00:00.000Z'],
      [4, 'NLRTM', '2026-11-30T10:00:00.000Z'],
    ]);
  });
});

describe('buildOceanShipment, malformed input', () => {
  it('leaves out an event without a readable time and survives a missing creation stamp', () => {
    const broken = ev('GTIN', 'not a date', { locationCode: 'CNSHA' });
    const unstamped = {
      ...ev('LOAD', '2026-10-05T08:00:00.000Z', { locationCode: 'CNSHA', vessel: ALPHA }),
      createdTime: '',
    };
    const view = build([broken, unstamped], '2026-10-06T00:00:00.000Z');
    expect(view.equipmentEvents.map((e) => e.eventCode)).toEqual(['LOBD']);
    expect(view.statusCategory).toBe('AT_POL');
  });
});

describe('buildOceanShipment, arrival proven by the discharge', () => {
  it('takes the discharge as the actual arrival when the vessel arrival never came', () => {
    const events = [
      ev('DEPA', '2026-10-05T20:00:00.000Z', { locationCode: 'CNSHA', vessel: ALPHA }),
      ev('ARRI', '2026-11-05T08:00:00.000Z', {
        locationCode: 'NLRTM',
        vessel: ALPHA,
        eventClassifier: 'PLN',
        created: '2026-09-01T00:00:00.000Z',
      }),
      ev('ARRI', '2026-11-08T08:00:00.000Z', {
        locationCode: 'NLRTM',
        vessel: ALPHA,
        eventClassifier: 'EST',
        created: '2026-11-01T00:00:00.000Z',
      }),
      ev('DISC', '2026-11-08T12:00:00.000Z', { locationCode: 'NLRTM', vessel: ALPHA }),
    ];
    const view = build(events, '2026-11-09T00:00:00.000Z');
    expect(view.proxy.places.find((p) => p.type === 4)?.ata).toBe('2026-11-08T12:00:00.000Z');
    expect(view.transports[0]?.dischargeTransportCall.actual).toBe('2026-11-08T12:00:00.000Z');
    expect(view.warnings.map((w) => w.eventCode)).not.toContain('WETA');
  });
});
