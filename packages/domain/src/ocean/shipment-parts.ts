/**
 * Smaller parts of the view: shipmentLocations, proxy.places, equipments, documents and the
 * booking status.
 */
import type { CallIndex } from './call-times.js';
import type { RouteRoles } from './location-roles.js';
import type { PortDirectory } from './port-directory.js';
import type { OceanShipmentView, Place, PlaceType, ShipmentLocation } from './shipment-view.js';
import type { TimedEvent } from './timed-event.js';

export function shipmentLocationsOf(
  roles: RouteRoles,
  ports: PortDirectory,
  nameHint: Map<string, string>,
): ShipmentLocation[] {
  return roles.route.map(({ code, role }) => {
    const port = ports.get(code);
    const name = port?.nameEn ?? nameHint.get(code) ?? code;
    return {
      locationCategory: role,
      location: {
        locationCode: code,
        locationName: name,
        portEn: name,
        portCn: port?.nameCn ?? name,
        portJp: port?.nameJp ?? name,
        podCode: roles.pod,
        polCode: roles.pol,
        portTimeZone: port?.timeZone ?? null,
        lat: port?.lat ?? null,
        lon: port?.lon ?? null,
      },
    };
  });
}

/**
 * proxy.places: 1 origin (PRE), 2 load port, 4 discharge port, 5 destination (PDE), only those
 * the route has. For the load port the times are the vessel's DEPARTURE (ata = ATD, eta = ETD,
 * sta = first scheduled departure): that is what users follow there. Elsewhere they are arrivals
 * (vessel ARRI at the POD; for PRE and PDE the first event there, e.g. empty pick-up or rail
 * arrival). ata_ais / atb_ais are null here: the server fills them from the vessel's AIS track when
 * it reads a view (apps/server/src/services/vessels/ais-port-times.ts).
 */
export function placesOf(
  roles: RouteRoles,
  index: CallIndex,
  ports: PortDirectory,
  nameHint: Map<string, string>,
  firstEventAt: Map<string, string>,
): Place[] {
  const place = (type: PlaceType, code: string | null, codes: readonly string[]): Place | null => {
    if (!code) return null;
    // At the load port only the departure itself is the departure; elsewhere any later step
    // (discharge, gate-out) proves the arrival.
    const times = type === 2 ? index.times(codes, code) : index.arrivalTimes(codes, code);
    return {
      type,
      code,
      name: ports.get(code)?.nameEn ?? nameHint.get(code) ?? code,
      ata: times.actual,
      ata_ais: null,
      atb_ais: null,
      eta: times.estimated,
      sta: times.scheduled,
    };
  };
  const inland = (type: PlaceType, code: string | null, codes: readonly string[]): Place | null => {
    const p = place(type, code, codes);
    if (p && !p.ata && !p.eta && !p.sta && code) p.ata = firstEventAt.get(code) ?? null;
    return p;
  };
  return [
    inland(1, roles.pre, ['PICK', 'GTOT', 'STUF']),
    place(2, roles.pol, ['DEPA', 'LOAD']),
    place(4, roles.pod, ['ARRI', 'DISC']),
    inland(5, roles.pde, ['ARRI', 'DISC', 'GTOT']),
  ].filter((p): p is Place => p !== null);
}

/** ISO 6346 size/type → the trade's short group name (20GP, 40HC, 40RF …). */
export function containerTypeGroupOf(iso: string | null): string | null {
  if (!iso || iso.length < 3) return null;
  const size = ({ '2': '20', '4': '40', L: '45', M: '48' } as Record<string, string>)[iso[0] as string];
  if (!size) return null;
  const high = iso[1] === '5';
  const kind = (
    { G: high ? 'HC' : 'GP', R: high ? 'RH' : 'RF', U: 'OT', P: 'FR', T: 'TK' } as Record<string, string>
  )[iso[2] as string];
  return kind ? `${size}${kind}` : `${size}${iso.slice(2)}`;
}

export function equipmentsOf(events: readonly TimedEvent[]): OceanShipmentView['shipmentEquipments'] {
  const types = new Map<string, string | null>();
  for (const t of events) {
    const box = t.source.equipmentReference;
    if (!box) continue;
    if (!types.get(box)) types.set(box, t.source.isoEquipmentCode);
  }
  return [...types].map(([code, iso]) => ({
    equipment: { equipmentCode: code },
    containerTypeGroup: containerTypeGroupOf(iso),
  }));
}

export function documentsOf(events: readonly TimedEvent[]): OceanShipmentView['shipmentDocuments'] {
  const seen = new Map<string, { documentType: string; documentId: string }>();
  const add = (documentType: string, documentId: string) =>
    seen.set(`${documentType}|${documentId}`, { documentType, documentId });
  for (const t of events) {
    const e = t.source;
    if (e.eventCategory === 'SHIPMENT' && e.documentTypeCode && e.documentId)
      add(e.documentTypeCode, e.documentId);
    for (const ref of e.documentReferences) add(ref.type, ref.value);
  }
  return [...seen.values()];
}

/** CANCELLED on an actual VOID or CANC of the booking; CONFIRMED once the carrier sent anything. */
export function bookingStatusOf(events: readonly TimedEvent[]): 'CONFIRMED' | 'CANCELLED' | 'UNKNOWN' {
  if (events.length === 0) return 'UNKNOWN';
  const cancelled = events.some(
    (t) =>
      t.source.eventCategory === 'SHIPMENT' &&
      t.source.eventClassifier === 'ACT' &&
      (t.source.eventCode === 'VOID' || t.source.eventCode === 'CANC') &&
      (t.source.documentTypeCode === null ||
        t.source.documentTypeCode === 'BKG' ||
        t.source.documentTypeCode === 'CBR'),
  );
  return cancelled ? 'CANCELLED' : 'CONFIRMED';
}
