import type { OceanShipmentView, Transport } from '@tracklane/domain';

type Call = Partial<Transport['loadTransportCall']> & { locationCode: string };
const call = (c: Call): Transport['loadTransportCall'] => ({
  locationName: c.locationCode,
  scheduled: null,
  estimated: null,
  actual: null,
  ...c,
});

export function transport(
  mode: Transport['transportCategory'],
  load: Call,
  discharge: Call,
  vesselName = 'EVER GIVEN',
): Transport {
  return {
    transportCategory: mode,
    vessel: { vesselName, imo: null, mmsi: null },
    voyage: null,
    routeNumber: null,
    loadTransportCall: call(load),
    dischargeTransportCall: call(discharge),
  };
}

const location = (
  locationCategory: 'PRE' | 'POL' | 'POT' | 'POD' | 'PDE',
  code: string,
  lon: number | null,
  lat: number | null,
) => ({
  locationCategory,
  location: {
    locationCode: code,
    locationName: code,
    portEn: `${code} port`,
    portCn: `${code}港`,
    podCode: null,
    polCode: null,
    portTimeZone: null,
    lat,
    lon,
  },
});

/** Shanghai → Los Angeles by vessel, then a truck to Phoenix; test shipments start from this. */
export function shipmentFixture(patch: Partial<OceanShipmentView> = {}): OceanShipmentView {
  return {
    proxy: {
      billNo: 'BL1',
      containerNo: 'MSKU1234565',
      booking: { bookingNo: null, bookingStatus: 'CONFIRMED' },
      places: [],
    },
    carrier: { carrierCode: 'MAEU' },
    status: null,
    statusCategory: null,
    displayStatus: 'NODATA',
    completed: false,
    updateTime: null,
    shipmentEquipments: [],
    shipmentLocations: [
      location('POL', 'CNSHA', 121.5, 31.2),
      location('POD', 'USLAX', -118.3, 33.7),
      location('PDE', 'USPHX', -112.1, 33.4),
    ],
    transports: [
      transport(
        'VESSEL',
        { locationCode: 'CNSHA', actual: '2026-01-01T00:00:00Z' },
        { locationCode: 'USLAX', estimated: '2026-01-21T00:00:00Z' },
      ),
      transport(
        'TRUCK',
        { locationCode: 'USLAX', estimated: '2026-01-23T00:00:00Z' },
        { locationCode: 'USPHX', estimated: '2026-01-24T00:00:00Z' },
      ),
    ],
    transportEvents: [],
    equipmentEvents: [],
    shipmentEvents: [],
    shipmentDocuments: [],
    terminal: null,
    warnings: [],
    etdHistory: [],
    etaHistory: [],
    departureDelayDays: null,
    arrivalDelayDays: null,
    durationDays: null,
    ...patch,
  };
}
