import type { OceanShipmentView, TransportCallTimes } from '@tracklane/domain';
import type { Position } from '../../../../map/core/path-geometry';

export type LegMode = 'VESSEL' | 'FEEDER' | 'RAIL' | 'TRUCK';

/** One transport drawn on the map, from its load call to its discharge call. */
export interface RouteLeg {
  mode: LegMode;
  fromCode: string;
  toCode: string;
  from: Position;
  to: Position;
  /** Epoch ms: actual, else estimated; null when neither is known. */
  start: number | null;
  end: number | null;
  vesselName: string | null;
  /** Index in shipment.transports; null for the planned leg of a shipment without transports. */
  transport: number | null;
}

export type LegTiming = 'past' | 'current' | 'future';

const MODES = new Set<string>(['VESSEL', 'FEEDER', 'RAIL', 'TRUCK']);
export const isSeaLeg = (leg: Pick<RouteLeg, 'mode'>) => leg.mode === 'VESSEL' || leg.mode === 'FEEDER';

function time(call: TransportCallTimes): number | null {
  const value = call.actual ?? call.estimated;
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
}

/** locationCode → [lon, lat] from shipmentLocations (the places that have coordinates). */
export function locationCoordinates(shipment: OceanShipmentView): Map<string, Position> {
  const out = new Map<string, Position>();
  for (const { location } of shipment.shipmentLocations)
    if (location.lat !== null && location.lon !== null)
      out.set(location.locationCode, [location.lon, location.lat]);
  return out;
}

/**
 * The shipment's legs in transport order. Legs whose ends have no coordinates are left out; a
 * rail leg without an end time ends now (views.md §4). A shipment with no transports yet (a fresh
 * booking) gets one planned POL → POD vessel leg so the map still shows where the cargo goes.
 */
export function buildLegs(shipment: OceanShipmentView, now: number): RouteLeg[] {
  const where = locationCoordinates(shipment);
  const legs: RouteLeg[] = [];
  for (const [index, transport] of shipment.transports.entries()) {
    if (!MODES.has(transport.transportCategory)) continue;
    const fromCode = transport.loadTransportCall.locationCode;
    const toCode = transport.dischargeTransportCall.locationCode;
    const from = where.get(fromCode);
    const to = where.get(toCode);
    if (!from || !to || fromCode === toCode) continue;
    const mode = transport.transportCategory as LegMode;
    const end = time(transport.dischargeTransportCall);
    legs.push({
      mode,
      fromCode,
      toCode,
      from,
      to,
      start: time(transport.loadTransportCall),
      end: end ?? (mode === 'RAIL' ? now : null),
      vesselName: transport.vessel?.vesselName ?? null,
      transport: index,
    });
  }
  if (legs.length > 0 || shipment.transports.length > 0) return legs;
  const code = (category: string) =>
    shipment.shipmentLocations.find((l) => l.locationCategory === category)?.location.locationCode;
  const pol = code('POL');
  const pod = code('POD');
  const from = pol ? where.get(pol) : undefined;
  const to = pod ? where.get(pod) : undefined;
  if (!pol || !pod || !from || !to || pol === pod) return [];
  return [
    {
      mode: 'VESSEL',
      fromCode: pol,
      toCode: pod,
      from,
      to,
      start: null,
      end: null,
      vesselName: null,
      transport: null,
    },
  ];
}

/** views.md §4: a leg is current if now lies within its start and end. */
export function legTiming(leg: Pick<RouteLeg, 'start' | 'end'>, now: number): LegTiming {
  if (leg.start !== null && leg.end !== null && leg.start <= now && now <= leg.end) return 'current';
  if (leg.end !== null && leg.end < now) return 'past';
  return 'future';
}
