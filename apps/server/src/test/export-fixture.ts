import type {
  CarrierRegistry,
  OceanShipmentView,
  ShipmentEvent,
  ShipmentLocation,
  Transport,
} from '@tracklane/domain';
import type { oceanSubscriptions } from '../db/schema/index.js';

/**
 * A shipment for export tests (issue 22): Shanghai → Singapore (POT) → Rotterdam (POD) → Duisburg
 * (place of delivery), two sea legs and a truck, two boxes with events, terminal data, ETA and ETD
 * history. The subscription columns are in FIXTURE_ROW.
 */
const location = (
  locationCategory: ShipmentLocation['locationCategory'],
  code: string,
  portEn: string,
  portCn: string,
  portJp: string,
  portTimeZone: string,
): ShipmentLocation => ({
  locationCategory,
  location: {
    locationCode: code,
    locationName: portEn,
    portEn,
    portCn,
    portJp,
    podCode: null,
    polCode: null,
    portTimeZone,
    lat: null,
    lon: null,
  },
});

const call = (code: string, times: { scheduled?: string; estimated?: string; actual?: string }) => ({
  locationCode: code,
  locationName: code,
  scheduled: times.scheduled ?? null,
  estimated: times.estimated ?? null,
  actual: times.actual ?? null,
});

const leg = (
  transportCategory: Transport['transportCategory'],
  vesselName: string | null,
  voyage: string | null,
  imo: string | null,
  load: Transport['loadTransportCall'],
  discharge: Transport['dischargeTransportCall'],
): Transport => ({
  transportCategory,
  vessel: vesselName ? { vesselName, imo, mmsi: null } : null,
  voyage,
  routeNumber: null,
  loadTransportCall: load,
  dischargeTransportCall: discharge,
});

const event = (
  box: string,
  eventClassifier: ShipmentEvent['eventClassifier'],
  eventCode: string,
  eventTime: string,
  place: string,
  description: string,
  descriptionCn: string,
): ShipmentEvent => ({
  id: `${box}-${eventCode}-${eventTime}`,
  eventClassifier,
  eventCategory: 'EQUIPMENT',
  eventCode,
  eventTime,
  sEventTime: null,
  description,
  descriptionCn,
  transportEventCategory: null,
  equipmentEventCategory: null,
  equipmentIndicator: 'LADEN',
  shipmentEventCategory: null,
  shipmentDocType: null,
  sourceCategory: 'CARRIER',
  transportCall: {
    location: { locationCode: place, locationName: `${place} terminal` },
    vessel: null,
    voyage: null,
    facilityName: null,
    facilityCategory: null,
    eventPlace: null,
    transportCategory: null,
  },
  equipment: { equipmentCode: box },
  eventWarning: null,
});

export const FIXTURE_VIEW: OceanShipmentView = {
  proxy: {
    billNo: 'MAEU123456789',
    containerNo: null,
    booking: { bookingNo: 'BK778899', bookingStatus: 'CONFIRMED' },
    places: [
      {
        type: 5,
        code: 'DEDUI',
        name: 'Duisburg',
        ata: null,
        ata_ais: null,
        atb_ais: null,
        eta: '2026-12-15T08:00:00.000Z',
        sta: null,
      },
    ],
  },
  carrier: { carrierCode: 'MAEU' },
  status: null,
  statusCategory: 'IN_TRANSIT',
  displayStatus: 'IN_TRANSIT',
  completed: false,
  updateTime: '2026-11-20T00:00:00.000Z',
  shipmentEquipments: [
    { equipment: { equipmentCode: 'MSKU1111111' }, containerTypeGroup: '40HC' },
    { equipment: { equipmentCode: 'MSKU2222222' }, containerTypeGroup: '20GP' },
  ],
  shipmentLocations: [
    location('POL', 'CNSHA', 'Shanghai', '上海', '上海', 'Asia/Shanghai'),
    location('POT', 'SGSIN', 'Singapore', '新加坡', 'シンガポール', 'Asia/Singapore'),
    location('POD', 'NLRTM', 'Rotterdam', '鹿特丹', 'ロッテルダム', 'Europe/Amsterdam'),
    location('PDE', 'DEDUI', 'Duisburg', '杜伊斯堡', 'デュイスブルク', 'Europe/Berlin'),
  ],
  transports: [
    leg(
      'VESSEL',
      'EVER ALPHA',
      '001E',
      '9000001',
      call('CNSHA', { scheduled: '2026-10-31T00:00:00.000Z', actual: '2026-11-01T10:00:00.000Z' }),
      call('SGSIN', { estimated: '2026-11-06T00:00:00.000Z', actual: '2026-11-06T04:00:00.000Z' }),
    ),
    leg(
      'VESSEL',
      'MAERSK BRAVO',
      '002W',
      '9000002',
      call('SGSIN', { estimated: '2026-11-08T00:00:00.000Z' }),
      call('NLRTM', { scheduled: '2026-12-09T00:00:00.000Z', estimated: '2026-12-10T06:00:00.000Z' }),
    ),
    leg(
      'TRUCK',
      null,
      null,
      null,
      call('NLRTM', {}),
      call('DEDUI', { estimated: '2026-12-15T08:00:00.000Z' }),
    ),
  ],
  transportEvents: [],
  equipmentEvents: [
    event('MSKU1111111', 'ACT', 'LOAD', '2026-11-01T09:00:00.000Z', 'CNSHA', 'Loaded', '装船'),
    event('MSKU1111111', 'ACT', 'DISC', '2026-11-06T05:00:00.000Z', 'SGSIN', 'Discharged', '卸船'),
    // An estimate after it: not an event that happened, so not the last event.
    event('MSKU1111111', 'EST', 'DISC', '2026-12-10T08:00:00.000Z', 'NLRTM', 'Discharged', '卸船'),
    event('MSKU2222222', 'ACT', 'LOAD', '2026-11-01T09:30:00.000Z', 'CNSHA', 'Loaded', '装船'),
  ],
  shipmentEvents: [],
  shipmentDocuments: [],
  terminal: {
    portCode: 'NLRTM',
    terminalName: 'ECT Delta',
    terminalCode: 'ECTDELTA',
    open: null,
    close: null,
    eta: '2026-12-10T06:00:00.000Z',
    etaIsActual: false,
    shippingAgent: null,
    shippingAgentCn: null,
  },
  warnings: [],
  etdHistory: [{ value: '2026-10-31T00:00:00.000Z', recordedAt: '2026-10-01T00:00:00.000Z' }],
  etaHistory: [
    { value: '2026-12-08T00:00:00.000Z', recordedAt: '2026-10-01T00:00:00.000Z' },
    { value: '2026-12-09T12:00:00.000Z', recordedAt: '2026-11-02T00:00:00.000Z' },
    { value: '2026-12-10T06:00:00.000Z', recordedAt: '2026-11-07T00:00:00.000Z' },
  ],
  departureDelayDays: 1,
  arrivalDelayDays: 2,
  durationDays: 39,
};

/** The subscription columns of the fixture (an ocean_subscriptions insert, less owner and shipment). */
export const FIXTURE_ROW = {
  billNumber: 'MAEU123456789',
  containerNumber: '',
  carrierCode: 'MAEU',
  isExport: true,
  remark: '=HYPERLINK("http://evil.example","click")',
  client: 'Acme, "Global" Ltd',
  status: 'IN_TRANSIT',
  displayStatus: 'IN_TRANSIT',
  polCode: 'CNSHA',
  podCode: 'NLRTM',
  etd: new Date('2026-10-31T00:00:00.000Z'),
  atd: new Date('2026-11-01T10:00:00.000Z'),
  eta: new Date('2026-12-10T06:00:00.000Z'),
  ata: null,
  warningCodes: ['WDLPT'],
  updateTime: new Date('2026-11-20T00:00:00.000Z'),
  createdAt: new Date('2026-10-01T00:00:00.000Z'),
};

/**
 * A subscription row as the export engine reads it, belonging to no one (for tests that call the
 * engine without a database): FIXTURE_ROW's columns, then `overrides`.
 */
export function fixtureSubscriptionRow(
  overrides: Partial<typeof oceanSubscriptions.$inferSelect> = {},
): typeof oceanSubscriptions.$inferSelect {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    organizationId: null,
    guestId: null,
    ownerUserId: null,
    uuidOfUser: null,
    shipmentId: '00000000-0000-4000-8000-000000000002',
    terminalCode: null,
    vesselParam: null,
    voyageParam: null,
    deletedAt: null,
    ...FIXTURE_ROW,
    ...overrides,
  } as typeof oceanSubscriptions.$inferSelect;
}

/** terminal_watches.last_free_day of the fixture. */
export const FIXTURE_LAST_FREE_DAY = new Date('2026-12-20T00:00:00.000Z');

/** A carrier registry that knows Maersk only. */
export const FIXTURE_CARRIERS: CarrierRegistry = {
  all: () => [],
  get: (code) =>
    code === 'MAEU'
      ? {
          code: 'MAEU',
          name: 'Maersk',
          nameCn: '马士基',
          shortName: 'Maersk',
          alternativeScacs: [],
          blPrefixes: [],
          containerPrefixes: [],
          website: null,
          trackUrl: null,
        }
      : undefined,
};
