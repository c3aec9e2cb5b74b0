import { describe, expect, it } from 'vitest';
import { reminderEventsBetween } from './reminders.js';
import type {
  OceanShipmentView,
  Place,
  ShipmentEvent,
  ShipmentLocation,
  Transport,
  TransportCallTimes,
  Warning,
} from './shipment-view.js';

const NOW = '2026-11-18T06:00:00.000Z';

const place = (type: Place['type'], code: string, eta: string | null, ata: string | null = null): Place => ({
  type,
  code,
  name: code,
  ata,
  ata_ais: null,
  atb_ais: null,
  eta,
  sta: null,
});

const call = (
  locationCode: string,
  estimated: string | null,
  actual: string | null = null,
): TransportCallTimes => ({
  locationCode,
  locationName: locationCode,
  scheduled: null,
  estimated,
  actual,
});

const leg = (load: TransportCallTimes, discharge: TransportCallTimes): Transport => ({
  transportCategory: 'VESSEL',
  vessel: { mmsi: null, vesselName: 'EVER GIVEN', imo: null },
  voyage: '001W',
  routeNumber: null,
  loadTransportCall: load,
  dischargeTransportCall: discharge,
});

const location = (
  locationCategory: ShipmentLocation['locationCategory'],
  code: string,
): ShipmentLocation => ({
  locationCategory,
  location: {
    locationCode: code,
    locationName: code,
    portEn: code,
    portCn: code,
    podCode: null,
    polCode: null,
    portTimeZone: null,
    lat: null,
    lon: null,
  },
});

const actual = (eventCode: string, portCode: string, eventTime: string, ais = false): ShipmentEvent => ({
  id: `${eventCode}-${portCode}-${eventTime}`,
  eventClassifier: 'ACT',
  eventCategory: 'TRANSPORT',
  eventCode,
  eventTime,
  sEventTime: null,
  description: eventCode,
  descriptionCn: eventCode,
  transportEventCategory: null,
  equipmentEventCategory: null,
  equipmentIndicator: null,
  shipmentEventCategory: null,
  shipmentDocType: null,
  sourceCategory: ais ? 'AIS' : 'CARRIER',
  transportCall: {
    location: { locationCode: portCode, locationName: portCode },
    vessel: null,
    voyage: null,
    facilityName: null,
    facilityCategory: null,
    eventPlace: null,
    transportCategory: null,
  },
  equipment: null,
  eventWarning: null,
});

const warning = (eventCode: Warning['eventCode'], eventLocation: string | null): Warning => ({
  containerNumber: 'MSKU1234565',
  eventCode,
  eventLocation,
  eventDescription: eventCode,
  eventDescriptionEn: eventCode,
});

interface Shape {
  places?: Place[];
  transports?: Transport[];
  locations?: ShipmentLocation[];
  events?: ShipmentEvent[];
  warnings?: Warning[];
}

const viewWith = (shape: Shape): OceanShipmentView =>
  ({
    proxy: { places: shape.places ?? [] },
    shipmentLocations: shape.locations ?? [],
    transports: shape.transports ?? [],
    transportEvents: shape.events ?? [],
    equipmentEvents: [],
    shipmentEvents: [],
    warnings: shape.warnings ?? [],
  }) as unknown as OceanShipmentView;

/** Shanghai → Singapore (transshipment) → Rotterdam, then inland to Duisburg. */
function route(dates: {
  etd?: string;
  potEta?: string;
  potAta?: string | null;
  potEtd?: string;
  potAtd?: string | null;
  eta?: string;
  pdeEta?: string;
}): Shape {
  return {
    places: [
      place(2, 'CNSHA', dates.etd ?? '2026-10-05T10:00:00.000Z'),
      place(4, 'NLRTM', dates.eta ?? '2026-11-05T08:00:00.000Z'),
      place(5, 'DEDUI', dates.pdeEta ?? '2026-11-08T08:00:00.000Z'),
    ],
    locations: [
      location('POL', 'CNSHA'),
      location('POT', 'SGSIN'),
      location('POD', 'NLRTM'),
      location('PDE', 'DEDUI'),
    ],
    transports: [
      leg(
        call('CNSHA', dates.etd ?? '2026-10-05T10:00:00.000Z'),
        call('SGSIN', dates.potEta ?? '2026-10-12T00:00:00.000Z', dates.potAta ?? null),
      ),
      leg(
        call('SGSIN', dates.potEtd ?? '2026-10-14T00:00:00.000Z', dates.potAtd ?? null),
        call('NLRTM', dates.eta ?? '2026-11-05T08:00:00.000Z'),
      ),
    ],
  };
}

const brief = (events: ReturnType<typeof reminderEventsBetween>) =>
  events.map((e) => [e.type, e.placeRole, e.portCode, e.oldValue, e.newValue]);

describe('reminderEventsBetween: date changes', () => {
  it('reports a moved ETD and ETA at the load and discharge port with old and new values', () => {
    const before = viewWith(route({}));
    const after = viewWith(route({ etd: '2026-10-06T10:00:00.000Z', eta: '2026-11-07T08:00:00.000Z' }));
    expect(reminderEventsBetween(before, after, NOW)).toEqual([
      {
        type: 'ETD_CHANGE',
        oldValue: '2026-10-05T10:00:00.000Z',
        newValue: '2026-10-06T10:00:00.000Z',
        portCode: 'CNSHA',
        placeRole: 'POL',
        code: null,
        source: null,
      },
      {
        type: 'ETA_CHANGE',
        oldValue: '2026-11-05T08:00:00.000Z',
        newValue: '2026-11-07T08:00:00.000Z',
        portCode: 'NLRTM',
        placeRole: 'POD',
        code: null,
        source: null,
      },
    ]);
  });

  it('reports dates at the transshipment port and the final destination with their role', () => {
    const before = viewWith(route({}));
    const after = viewWith(
      route({
        potEta: '2026-10-13T00:00:00.000Z',
        potEtd: '2026-10-15T00:00:00.000Z',
        pdeEta: '2026-11-09T08:00:00.000Z',
      }),
    );
    expect(brief(reminderEventsBetween(before, after, NOW))).toEqual([
      ['ETA_CHANGE', 'POT', 'SGSIN', '2026-10-12T00:00:00.000Z', '2026-10-13T00:00:00.000Z'],
      ['ETD_CHANGE', 'POT', 'SGSIN', '2026-10-14T00:00:00.000Z', '2026-10-15T00:00:00.000Z'],
      ['ETA_CHANGE', 'PDE', 'DEDUI', '2026-11-08T08:00:00.000Z', '2026-11-09T08:00:00.000Z'],
    ]);
  });

  it('reports a new actual arrival and departure at the transshipment port', () => {
    const before = viewWith(route({}));
    const after = viewWith(route({ potAta: '2026-10-12T03:00:00.000Z', potAtd: '2026-10-14T05:00:00.000Z' }));
    expect(brief(reminderEventsBetween(before, after, NOW))).toEqual([
      ['ATA_CHANGE', 'POT', 'SGSIN', null, '2026-10-12T03:00:00.000Z'],
      ['ATD_CHANGE', 'POT', 'SGSIN', null, '2026-10-14T05:00:00.000Z'],
    ]);
  });

  it('reports a new actual departure and arrival at the load and discharge port', () => {
    const before = viewWith({ places: [place(2, 'CNSGH', 'x'), place(4, 'NLRTM', 'y')] });
    const after = viewWith({
      places: [
        place(2, 'CNSGH', 'x', '2026-10-05T20:00:00.000Z'),
        place(4, 'NLRTM', 'y', '2026-11-07T10:00:00.000Z'),
      ],
    });
    expect(brief(reminderEventsBetween(before, after, NOW))).toEqual([
      ['ATD_CHANGE', 'POL', 'CNSGH', null, '2026-10-05T20:00:00.000Z'],
      ['ATA_CHANGE', 'POD', 'NLRTM', null, '2026-11-07T10:00:00.000Z'],
    ]);
  });

  it('tells a destination that is the discharge port once, as the discharge port', () => {
    const before = viewWith({
      places: [place(4, 'NLRTM', '2026-11-05T08:00:00.000Z'), place(5, 'NLRTM', '2026-11-05T08:00:00.000Z')],
    });
    const after = viewWith({
      places: [place(4, 'NLRTM', '2026-11-07T08:00:00.000Z'), place(5, 'NLRTM', '2026-11-07T08:00:00.000Z')],
    });
    expect(brief(reminderEventsBetween(before, after, NOW)).map((e) => e[1])).toEqual(['POD']);
  });

  it('reports nothing when nothing moved, and not the first estimate ever seen', () => {
    const same = viewWith(route({}));
    expect(reminderEventsBetween(same, same, NOW)).toEqual([]);
    // A first estimate at a newly planned transshipment port is not a change either.
    const noPot = viewWith({ ...route({}), transports: [] });
    expect(reminderEventsBetween(noPot, same, NOW)).toEqual([]);
    const sameInstant = viewWith(route({ etd: '2026-10-05T10:00:00Z' }));
    expect(reminderEventsBetween(same, sameInstant, NOW)).toEqual([]);
  });
});

describe('reminderEventsBetween: milestones', () => {
  const base = route({});
  const cases: [string, string, string, string | null][] = [
    ['DLPT', 'CNSHA', 'VESSEL_DEPARTED', 'POL'],
    ['TSDP', 'SGSIN', 'VESSEL_DEPARTED', 'POT'],
    ['TSBA', 'SGSIN', 'VESSEL_ARRIVED', 'POT'],
    ['BDAR', 'NLRTM', 'VESSEL_ARRIVED', 'POD'],
    ['POCA', 'NLRTM', 'VESSEL_ARRIVED', 'POD'],
    ['TSDC', 'SGSIN', 'DISCHARGED', 'POT'],
    ['DSCH', 'NLRTM', 'DISCHARGED', 'POD'],
    ['PCAB', 'NLRTM', 'AVAILABLE_FOR_PICKUP', 'POD'],
    ['STCS', 'NLRTM', 'GATE_OUT', 'POD'],
    ['RCVE', 'DEDUI', 'EMPTY_RETURNED', 'PDE'],
    ['TMHD', 'NLRTM', 'HOLD_SET', 'POD'],
    ['SRHD', 'NLRTM', 'HOLD_SET', 'POD'],
    ['CUIP', 'NLRTM', 'HOLD_SET', 'POD'],
    ['TMPS', 'NLRTM', 'HOLD_RELEASED', 'POD'],
    ['SRRS', 'NLRTM', 'HOLD_RELEASED', 'POD'],
    ['PASS', 'NLRTM', 'HOLD_RELEASED', 'POD'],
    ['RCVE', 'DEHAM', 'EMPTY_RETURNED', null],
  ];
  it.each(cases)('a new actual %s at %s is %s (%s)', (code, port, type, role) => {
    const before = viewWith(base);
    const after = viewWith({ ...base, events: [actual(code, port, '2026-11-06T01:00:00.000Z')] });
    expect(reminderEventsBetween(before, after, NOW)).toEqual([
      {
        type,
        oldValue: null,
        newValue: '2026-11-06T01:00:00.000Z',
        portCode: port,
        placeRole: role,
        code,
        source: 'carrier',
      },
    ]);
  });

  it('is not told again on an unchanged refresh, nor when the carrier restates it', () => {
    const once = viewWith({ ...base, events: [actual('DLPT', 'CNSHA', '2026-10-05T20:00:00.000Z', true)] });
    expect(reminderEventsBetween(once, once, NOW)).toEqual([]);
    const restated = viewWith({ ...base, events: [actual('DLPT', 'CNSHA', '2026-10-05T21:00:00.000Z')] });
    expect(reminderEventsBetween(once, restated, NOW)).toEqual([]);
  });

  it('carries AIS as the source when AIS saw it, and one arrival for BDAR and POCA together', () => {
    const before = viewWith(base);
    const after = viewWith({
      ...base,
      events: [
        actual('POCA', 'NLRTM', '2026-11-06T02:00:00.000Z'),
        actual('BDAR', 'NLRTM', '2026-11-06T01:00:00.000Z', true),
      ],
    });
    expect(brief(reminderEventsBetween(before, after, NOW))).toEqual([
      ['VESSEL_ARRIVED', 'POD', 'NLRTM', null, '2026-11-06T01:00:00.000Z'],
    ]);
    expect(reminderEventsBetween(before, after, NOW)[0]?.source).toBe('ais');
  });

  it('tells a terminal hold and a customs hold at one port apart, and ignores planned events', () => {
    const before = viewWith({ ...base, events: [actual('TMHD', 'NLRTM', '2026-11-06T01:00:00.000Z')] });
    const planned = {
      ...actual('PCAB', 'NLRTM', '2026-11-07T01:00:00.000Z'),
      eventClassifier: 'EST' as const,
    };
    const after = viewWith({
      ...base,
      events: [
        actual('TMHD', 'NLRTM', '2026-11-06T01:00:00.000Z'),
        actual('CUIP', 'NLRTM', '2026-11-06T03:00:00.000Z'),
        planned,
      ],
    });
    expect(brief(reminderEventsBetween(before, after, NOW))).toEqual([
      ['HOLD_SET', 'POD', 'NLRTM', null, '2026-11-06T03:00:00.000Z'],
    ]);
  });
});

describe('reminderEventsBetween: warnings', () => {
  const base = route({});
  it.each([
    ['WDLPT', 'CNSHA', 'ROLLED', 'POL'],
    ['WTSBA', 'SGSIN', 'PORT_OMITTED', 'POT'],
    ['WBDAR', 'NLRTM', 'PORT_OMITTED', 'POD'],
    ['WETA', 'NLRTM', 'WARNING', 'POD'],
    ['WGTOT', 'NLRTM', 'WARNING', 'POD'],
    ['WRCVE', null, 'WARNING', null],
  ] as const)('a newly raised %s at %s is %s', (code, where, type, role) => {
    const before = viewWith(base);
    const after = viewWith({ ...base, warnings: [warning(code, where)] });
    expect(reminderEventsBetween(before, after, NOW)).toEqual([
      {
        type,
        oldValue: null,
        newValue: NOW,
        portCode: where ?? '',
        placeRole: role,
        code,
        source: 'carrier',
      },
    ]);
  });

  it('is not told again while it stands, and once for several boxes', () => {
    const raised = viewWith({
      ...base,
      warnings: [warning('WGTOT', 'NLRTM'), { ...warning('WGTOT', 'NLRTM'), containerNumber: 'X' }],
    });
    expect(reminderEventsBetween(viewWith(base), raised, NOW)).toHaveLength(1);
    expect(reminderEventsBetween(raised, raised, NOW)).toEqual([]);
  });
});

describe('reminderEventsBetween: the first view', () => {
  it('answers the history (actuals, milestones, warnings) for the caller to store as handled, no estimate', () => {
    const first = viewWith({
      ...route({}),
      places: [place(2, 'CNSHA', '2026-10-05T10:00:00.000Z', '2026-10-05T20:00:00.000Z')],
      events: [actual('DLPT', 'CNSHA', '2026-10-05T20:00:00.000Z')],
      warnings: [warning('WDLPT', 'CNSHA')],
    });
    expect(reminderEventsBetween(null, first, NOW).map((e) => e.type)).toEqual([
      'ATD_CHANGE',
      'VESSEL_DEPARTED',
      'ROLLED',
    ]);
  });
});
