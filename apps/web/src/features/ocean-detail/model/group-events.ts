import { type OceanShipmentView, orderConflicts, orderEvents, type ShipmentEvent } from '@tracklane/domain';

/**
 * The events of one container's timeline, grouped by port (views.md §2 Container timeline).
 * The server sends transport and equipment events as two lists, each already in timeline order;
 * merging them needs the same rule again, so the domain's orderEvents (views.md §4 ranks) runs
 * over the merged list with the same route, and orderConflicts finds the events the carrier dates
 * before an event that must precede them (shown with a conflict marker).
 */
export interface PortGroup {
  /** UN/LOCODE, or null for an event without a place. */
  portCode: string | null;
  events: ShipmentEvent[];
  /** Events dated before an event of lower rank at this port → that event. */
  conflicts: Map<ShipmentEvent, ShipmentEvent>;
}

export interface ContainerTimeline {
  /** Booking and document milestones (no port). */
  documents: ShipmentEvent[];
  ports: PortGroup[];
}

export function locationOf(e: ShipmentEvent): string | null {
  return e.transportCall?.location?.locationCode ?? null;
}

/** Equipment events of this box (all boxes when the carrier has not listed any yet). */
function boxEvents(shipment: OceanShipmentView, container: string | null): ShipmentEvent[] {
  if (!container) return shipment.equipmentEvents;
  return shipment.equipmentEvents.filter((e) => !e.equipment || e.equipment.equipmentCode === container);
}

export function containerTimeline(shipment: OceanShipmentView, container: string | null): ContainerTimeline {
  const route = shipment.shipmentLocations.map((l) => l.location.locationCode);
  const zones = new Map(
    shipment.shipmentLocations.map((l) => [l.location.locationCode, l.location.portTimeZone]),
  );
  const moves = [...shipment.transportEvents, ...boxEvents(shipment, container)].map((event) => ({
    event,
    code: String(event.eventCode),
    at: Date.parse(event.eventTime),
    loc: locationOf(event),
  }));
  const ordered = orderEvents(moves, route);
  const conflicts = orderConflicts(ordered, shipment.carrier.carrierCode, (code) => zones.get(code) ?? null);
  const ports: PortGroup[] = [];
  for (const move of ordered) {
    const { event, loc } = move;
    let last = ports[ports.length - 1];
    if (!last || loc === null || last.portCode !== loc) {
      last = { portCode: loc, events: [], conflicts: new Map() };
      ports.push(last);
    }
    last.events.push(event);
    const conflict = conflicts.get(move);
    if (conflict) last.conflicts.set(event, conflict.after.event);
  }
  const documents = [...shipment.shipmentEvents].sort(
    (a, b) => Date.parse(a.eventTime) - Date.parse(b.eventTime),
  );
  return { documents, ports };
}

/** The containers to show: the listed boxes, the focused one first; one unnamed box when none is listed. */
export function containersOf(shipment: OceanShipmentView, focus?: string | null): (string | null)[] {
  const codes = shipment.shipmentEquipments.map((e) => e.equipment.equipmentCode);
  if (codes.length === 0) return [shipment.proxy.containerNo];
  const wanted = focus?.trim().toUpperCase();
  if (!wanted || !codes.includes(wanted)) return codes;
  return [wanted, ...codes.filter((c) => c !== wanted)];
}
