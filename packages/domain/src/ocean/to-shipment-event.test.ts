import { describe, expect, it } from 'vitest';
import { coded } from './__fixtures__/coded.js';
import { ALPHA, BOX, ev } from './__fixtures__/events.js';
import { toShipmentEvent } from './to-shipment-event.js';

describe('toShipmentEvent', () => {
  it('shows a vessel event with its call, vessel and descriptions', () => {
    const e = coded(
      'TSDC',
      ev('DISC', '2026-10-10T12:00:00.000Z', { locationCode: 'SGSIN', facilityCode: 'PPT', vessel: ALPHA }),
      'POT',
    );
    const out = toShipmentEvent({ ...e, scheduled: '2026-10-10T08:00:00.000Z' }, null, 'Singapore');
    expect(out).toMatchObject({
      eventCode: 'TSDC',
      eventCategory: 'EQUIPMENT',
      equipmentEventCategory: 'DISC',
      transportEventCategory: null,
      eventTime: '2026-10-10T12:00:00.000Z',
      sEventTime: '2026-10-10T08:00:00.000Z',
      description: 'Discharged at transshipment port',
      descriptionCn: '中转港卸船',
      sourceCategory: 'CARRIER',
      equipment: { equipmentCode: BOX },
      eventWarning: null,
    });
    expect(out.transportCall).toEqual({
      location: { locationCode: 'SGSIN', locationName: 'Singapore' },
      vessel: { vesselName: ALPHA.vesselName, imo: ALPHA.vesselImo, mmsi: null },
      voyage: ALPHA.voyage,
      // The code alone: no name was sent with it.
      facilityName: 'PPT',
      facilityCategory: null,
      eventPlace: 'Singapore',
      transportCategory: 'VESSEL',
    });
  });

  it('gives a document event no transport call and carries the warning', () => {
    const e = coded('ISSU', ev('ISSU', '2026-10-06T00:00:00.000Z', { documentTypeCode: 'TRD' }));
    const out = toShipmentEvent(e, 'WDLPT', null);
    expect(out.transportCall).toBeNull();
    expect(out.shipmentEventCategory).toBe('ISSU');
    expect(out.shipmentDocType).toBe('TRD');
    expect(out.eventWarning).toBe('WDLPT');
  });

  it('names a truck move and its mode', () => {
    const e = coded(
      'DEPA',
      ev('DEPA', '2026-09-30T08:00:00.000Z', { locationCode: 'CNSZX', modeOfTransport: 'TRUCK' }),
      'PRE',
    );
    const out = toShipmentEvent(e, null, 'Suzhou');
    expect(out.description).toBe('Departed (truck)');
    expect(out.transportCall?.transportCategory).toBe('TRUCK');
  });
});
