import type { OceanShipmentView, ShipmentEvent, ShipmentLocation } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { containersOf, containerTimeline } from './group-events';

const loc = (
  locationCategory: ShipmentLocation['locationCategory'],
  code: string,
  zone: string,
): ShipmentLocation => ({
  locationCategory,
  location: {
    locationCode: code,
    locationName: code,
    portEn: code,
    portCn: code,
    podCode: null,
    polCode: null,
    portTimeZone: zone,
    lat: null,
    lon: null,
  },
});

let seq = 0;
function ev(
  code: string,
  at: string,
  port: string | null,
  extra: { box?: string; category?: ShipmentEvent['eventCategory']; classifier?: 'ACT' | 'EST' } = {},
): ShipmentEvent {
  seq += 1;
  return {
    id: `e${seq}`,
    eventClassifier: extra.classifier ?? 'ACT',
    eventCategory: extra.category ?? (extra.box ? 'EQUIPMENT' : 'TRANSPORT'),
    eventCode: code,
    eventTime: at,
    sEventTime: null,
    description: code,
    descriptionCn: code,
    transportEventCategory: null,
    equipmentEventCategory: null,
    equipmentIndicator: null,
    shipmentEventCategory: null,
    shipmentDocType: null,
    sourceCategory: 'CARRIER',
    transportCall: port
      ? {
          location: { locationCode: port, locationName: port },
          vessel: null,
          voyage: null,
          facilityName: null,
          facilityCategory: null,
          eventPlace: port,
          transportCategory: null,
        }
      : null,
    equipment: extra.box ? { equipmentCode: extra.box } : null,
    eventWarning: null,
  };
}

function shipment(): OceanShipmentView {
  return {
    carrier: { carrierCode: 'COSU' },
    proxy: {
      billNo: 'B1',
      containerNo: null,
      booking: { bookingNo: null, bookingStatus: 'CONFIRMED' },
      places: [],
    },
    shipmentLocations: [
      loc('POL', 'CNYTN', 'Asia/Shanghai'),
      loc('POT', 'HKHKG', 'Asia/Hong_Kong'),
      loc('POD', 'USOAK', 'America/Los_Angeles'),
    ],
    shipmentEquipments: [
      { equipment: { equipmentCode: 'AAAU1111111' }, containerTypeGroup: '40HC' },
      { equipment: { equipmentCode: 'BBBU2222222' }, containerTypeGroup: '20GP' },
    ],
    // As the server sends them: each list in timeline order on its own.
    transportEvents: [
      ev('DLPT', '2026-11-03T00:55:00Z', 'CNYTN'),
      ev('TSBA', '2026-11-04T14:05:00Z', 'HKHKG'),
      ev('TSDP', '2026-11-14T02:36:00Z', 'HKHKG'),
      ev('BDAR', '2026-12-04T22:21:00Z', 'USOAK', { classifier: 'EST' }),
    ],
    equipmentEvents: [
      ev('STSP', '2026-10-26T10:32:00Z', 'CNYTN', { box: 'AAAU1111111' }),
      ev('GITM', '2026-10-30T20:22:00Z', 'CNYTN', { box: 'AAAU1111111' }),
      ev('GITM', '2026-10-30T21:00:00Z', 'CNYTN', { box: 'BBBU2222222' }),
      // Same minute as the departure: the rank puts loading first.
      ev('LOBD', '2026-11-03T00:55:00Z', 'CNYTN', { box: 'AAAU1111111' }),
      ev('TSDC', '2026-11-05T10:08:00Z', 'HKHKG', { box: 'AAAU1111111' }),
      ev('TSLB', '2026-11-13T19:39:00Z', 'HKHKG', { box: 'AAAU1111111' }),
      ev('DSCH', '2026-12-04T23:00:00Z', 'USOAK', { box: 'AAAU1111111', classifier: 'EST' }),
    ],
    shipmentEvents: [
      ev('ISSU', '2026-11-04T15:02:00Z', null, { category: 'SHIPMENT' }),
      ev('CONF', '2026-10-11T22:33:00Z', null, { category: 'SHIPMENT' }),
    ],
  } as unknown as OceanShipmentView;
}

describe('containerTimeline', () => {
  it('merges transport and box events into port groups in route order, ranked within a port', () => {
    const { ports } = containerTimeline(shipment(), 'AAAU1111111');
    expect(ports.map((g) => [g.portCode, g.events.map((e) => e.eventCode)])).toEqual([
      ['CNYTN', ['STSP', 'GITM', 'LOBD', 'DLPT']],
      ['HKHKG', ['TSBA', 'TSDC', 'TSLB', 'TSDP']],
      ['USOAK', ['BDAR', 'DSCH']],
    ]);
  });

  it("keeps only this box's equipment events, with the shared vessel events", () => {
    const { ports } = containerTimeline(shipment(), 'BBBU2222222');
    expect(ports.map((g) => [g.portCode, g.events.map((e) => e.eventCode)])).toEqual([
      ['CNYTN', ['GITM', 'DLPT']],
      ['HKHKG', ['TSBA', 'TSDP']],
      ['USOAK', ['BDAR']],
    ]);
  });

  it('puts booking and document events apart, oldest first', () => {
    expect(containerTimeline(shipment(), 'AAAU1111111').documents.map((e) => e.eventCode)).toEqual([
      'CONF',
      'ISSU',
    ]);
  });

  it('puts the vessel arrival before a discharge the carrier dates earlier, and marks the conflict', () => {
    const s = shipment();
    // Estimates from two lists: the box's discharge at 21:00, the vessel's arrival at 01:00 next day.
    s.transportEvents[3] = ev('BDAR', '2026-12-05T01:00:00Z', 'USOAK', { classifier: 'EST' });
    s.equipmentEvents[6] = ev('DSCH', '2026-12-04T21:00:00Z', 'USOAK', {
      box: 'AAAU1111111',
      classifier: 'EST',
    });
    const usoak = containerTimeline(s, 'AAAU1111111').ports.find((g) => g.portCode === 'USOAK');
    expect(usoak?.events.map((e) => e.eventCode)).toEqual(['BDAR', 'DSCH']);
    expect([...(usoak?.conflicts ?? [])].map(([e, after]) => [e.eventCode, after.eventCode])).toEqual([
      ['DSCH', 'BDAR'],
    ]);
    // Times in order: no conflict anywhere.
    const plain = containerTimeline(shipment(), 'AAAU1111111').ports;
    expect(plain.every((g) => g.conflicts.size === 0)).toBe(true);
  });

  it('gives each unplaced event its own group', () => {
    const s = shipment();
    s.equipmentEvents.push(ev('GTOT', '2026-11-20T00:00:00Z', null, { box: 'AAAU1111111' }));
    const groups = containerTimeline(s, 'AAAU1111111').ports;
    expect(groups.filter((g) => g.portCode === null).map((g) => g.events.length)).toEqual([1]);
  });
});

describe('containersOf', () => {
  it('lists the boxes, the focused one first', () => {
    expect(containersOf(shipment())).toEqual(['AAAU1111111', 'BBBU2222222']);
    expect(containersOf(shipment(), 'bbbu2222222')).toEqual(['BBBU2222222', 'AAAU1111111']);
    expect(containersOf(shipment(), 'ZZZU0000000')).toEqual(['AAAU1111111', 'BBBU2222222']);
  });
});
