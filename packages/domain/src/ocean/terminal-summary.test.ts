import { describe, expect, it } from 'vitest';
import { buildOceanShipment } from './__fixtures__/build.js';
import { ALPHA, BOX, ev, shanghaiRotterdamChain } from './__fixtures__/events.js';
import { testPorts } from './__fixtures__/ports.js';
import type { CarrierEvent } from './carrier-event.js';

const SHENGDONG = { facilityCode: 'SGHSD', locationName: 'Shanghai Shengdong Terminal' };
const EUROMAX = { facilityCode: 'EUROMX', locationName: 'Euromax Terminal Rotterdam' };

function build(events: CarrierEvent[], now: string) {
  return buildOceanShipment({
    carrierCode: 'MAEU',
    billNo: 'MAEU123',
    containerNo: BOX,
    bookingNo: null,
    events,
    ports: testPorts,
    now: new Date(now),
  });
}

/** Before departure from Shanghai: the booking, the gate-in and the vessel's estimates with terminals. */
function beforeDeparture(): CarrierEvent[] {
  return [
    ev('RECE', '2026-09-25T01:00:00.000Z'),
    ev('GTIN', '2026-10-03T09:00:00.000Z', { locationCode: 'CNSHA', ...SHENGDONG }),
    ev('ARRI', '2026-10-04T22:00:00.000Z', {
      locationCode: 'CNSHA',
      vessel: ALPHA,
      eventClassifier: 'EST',
      created: '2026-10-02T00:00:00.000Z',
      ...SHENGDONG,
    }),
    ev('DEPA', '2026-10-05T18:00:00.000Z', {
      locationCode: 'CNSHA',
      vessel: ALPHA,
      eventClassifier: 'EST',
      created: '2026-10-02T00:00:00.000Z',
      ...SHENGDONG,
    }),
    ev('ARRI', '2026-11-06T12:00:00.000Z', {
      locationCode: 'NLRTM',
      vessel: ALPHA,
      eventClassifier: 'EST',
      created: '2026-10-02T00:00:00.000Z',
      ...EUROMAX,
    }),
  ];
}

describe('terminal summary (views.md §3 terminal)', () => {
  it("names the load port's terminal until the vessel leaves, with the vessel's ETA there", () => {
    const view = build(beforeDeparture(), '2026-10-04T00:00:00.000Z');
    expect(view.terminal).toEqual({
      portCode: 'CNSGH',
      terminalName: 'Shanghai Shengdong Terminal',
      terminalCode: 'SGHSD',
      open: null,
      close: null,
      eta: '2026-10-04T22:00:00.000Z',
      etaIsActual: false,
      shippingAgent: null,
      shippingAgentCn: null,
    });
  });

  it("names the discharge port's terminal once the vessel has left, and its actual arrival when in", () => {
    const sailing = [
      ...beforeDeparture(),
      ev('DEPA', '2026-10-05T20:00:00.000Z', { locationCode: 'CNSHA', vessel: ALPHA, ...SHENGDONG }),
    ];
    const atSea = build(sailing, '2026-10-20T00:00:00.000Z');
    expect(atSea.terminal).toMatchObject({
      portCode: 'NLRTM',
      terminalCode: 'EUROMX',
      eta: '2026-11-06T12:00:00.000Z',
      etaIsActual: false,
    });
    const arrived = build(
      [
        ...sailing,
        ev('ARRI', '2026-11-07T10:00:00.000Z', { locationCode: 'NLRTM', vessel: ALPHA, ...EUROMAX }),
      ],
      '2026-11-08T00:00:00.000Z',
    );
    expect(arrived.terminal).toMatchObject({
      portCode: 'NLRTM',
      eta: '2026-11-07T10:00:00.000Z',
      etaIsActual: true,
    });
  });

  it('names the transshipment terminal while the box sails to it and waits there, then the destination', () => {
    const PSA = { facilityCode: 'SGPSA', locationName: 'PSA Pasir Panjang' };
    const plan = ev('ARRI', '2026-10-10T04:00:00.000Z', {
      locationCode: 'SGSIN',
      vessel: ALPHA,
      eventClassifier: 'EST',
      created: '2026-10-03T00:00:00.000Z',
    });
    const named = [...shanghaiRotterdamChain(), plan].map((e) =>
      e.locationCode === 'SGSIN' ? { ...e, ...PSA } : e.locationCode === 'NLRTM' ? { ...e, ...EUROMAX } : e,
    );
    const upTo = (iso: string) => named.filter((e) => e.eventClassifier !== 'ACT' || e.eventTime <= iso);
    // Sailing from Shanghai to Singapore: the next terminal is Singapore's.
    const toTs = build(upTo('2026-10-06T00:00:00.000Z'), '2026-10-06T00:00:00.000Z');
    expect(toTs.terminal).toMatchObject({ portCode: 'SGSIN', terminalCode: 'SGPSA' });
    // Discharged at Singapore, waiting for the onward vessel: Singapore's, with the arrival there.
    const atTs = build(upTo('2026-10-11T00:00:00.000Z'), '2026-10-11T00:00:00.000Z');
    expect(atTs.terminal).toMatchObject({
      portCode: 'SGSIN',
      terminalCode: 'SGPSA',
      eta: '2026-10-10T06:00:00.000Z',
      etaIsActual: true,
    });
    // Loaded on the onward vessel: Rotterdam's.
    const onward = build(upTo('2026-10-12T10:00:00.000Z'), '2026-10-12T10:00:00.000Z');
    expect(onward.terminal).toMatchObject({ portCode: 'NLRTM', terminalCode: 'EUROMX' });
  });

  it('is null when the carrier named no terminal there', () => {
    expect(build(shanghaiRotterdamChain(), '2026-10-25T00:00:00.000Z').terminal).toBeNull();
  });

  it('keeps the terminal name off the port: places and events still read the port name', () => {
    const view = build(beforeDeparture(), '2026-10-04T00:00:00.000Z');
    const gateIn = view.equipmentEvents.find((e) => e.equipmentEventCategory === 'GTIN');
    expect(gateIn?.transportCall).toMatchObject({
      location: { locationCode: 'CNSGH', locationName: 'Shanghai' },
      facilityName: 'Shanghai Shengdong Terminal',
      eventPlace: 'Shanghai',
    });
    expect(view.proxy.places.find((p) => p.type === 2)?.name).toBe('Shanghai');
  });
});
