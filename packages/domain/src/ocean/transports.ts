/**
 * The transports of a shipment (views.md §3): one per vessel leg, and one per inland move (rail,
 * truck), each with its load and discharge call times.
 *
 * FEEDER: T&T events carry no vessel size, so "short intra-region leg on a small vessel" is read
 * from the geography: in a shipment of several vessel legs, a leg shorter than 1,500 km great
 * circle (e.g. Shanghai–Busan, Singapore–Port Klang) is a feeder, except the longest leg, which
 * is the mainline; a barge leg is always one. A single-leg shipment is always VESSEL.
 */
import { type CallIndex, callTimesOf } from './call-times.js';
import type { PortDirectory } from './port-directory.js';
import type { Transport, TransportCallTimes } from './shipment-view.js';
import type { TimedEvent } from './timed-event.js';
import type { VesselLeg } from './vessel-legs.js';

export const FEEDER_MAX_KM = 1500;

export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle length of a leg in km, null when a port is unknown or unplaced. */
function legKm(leg: VesselLeg, ports: PortDirectory): number | null {
  if (!leg.loadPort || !leg.dischargePort) return null;
  const a = ports.get(leg.loadPort);
  const b = ports.get(leg.dischargePort);
  if (a?.lat == null || a.lon == null || b?.lat == null || b.lon == null) return null;
  return greatCircleKm(a.lat, a.lon, b.lat, b.lon);
}

/** Which legs are feeders: barge legs, and short legs other than the longest (the mainline). */
export function feederLegs(legs: readonly VesselLeg[], ports: PortDirectory): boolean[] {
  const km = legs.map((leg) => legKm(leg, ports));
  let mainline = -1;
  km.forEach((d, i) => {
    if (d !== null && (mainline < 0 || d > (km[mainline] as number))) mainline = i;
  });
  return legs.map((leg, i) => {
    if (leg.events.some((t) => t.source.modeOfTransport === 'BARGE')) return true;
    const d = km[i];
    return legs.length > 1 && i !== mainline && d !== null && d !== undefined && d < FEEDER_MAX_KM;
  });
}

function callOf(
  code: string | null,
  name: string | null,
  times: ReturnType<CallIndex['times']>,
): TransportCallTimes {
  return { locationCode: code ?? '', locationName: name ?? code ?? '', ...times };
}

function nameOf(code: string | null, ports: PortDirectory, events: readonly TimedEvent[]): string | null {
  if (!code) return null;
  return ports.get(code)?.nameEn ?? events.find((t) => t.loc === code)?.source.locationName ?? code;
}

function vesselTransport(leg: VesselLeg, feeder: boolean, index: CallIndex, ports: PortDirectory): Transport {
  const sample = leg.events[0]?.source;
  return {
    transportCategory: feeder ? 'FEEDER' : 'VESSEL',
    vessel: { mmsi: null, vesselName: sample?.vesselName ?? null, imo: sample?.vesselImo ?? null },
    voyage: sample?.voyage ?? null,
    routeNumber: leg.events.find((t) => t.source.serviceCode)?.source.serviceCode ?? null,
    loadTransportCall: callOf(
      leg.loadPort,
      nameOf(leg.loadPort, ports, leg.events),
      index.times(['DEPA', 'LOAD'], leg.loadPort, leg.voyageKey),
    ),
    dischargeTransportCall: callOf(
      leg.dischargePort,
      nameOf(leg.dischargePort, ports, leg.events),
      index.arrivalTimes(['ARRI', 'DISC'], leg.dischargePort, leg.voyageKey),
    ),
  };
}

/**
 * Inland moves: each DEPA by rail or truck pairs with the next ARRI of the same mode and box.
 * Several boxes on the same move give one transport.
 */
function inlandTransports(
  all: readonly TimedEvent[],
  current: readonly TimedEvent[],
  ports: PortDirectory,
): Transport[] {
  const moves = current
    .filter(
      (t) =>
        t.source.eventCategory === 'TRANSPORT' &&
        (t.source.modeOfTransport === 'RAIL' || t.source.modeOfTransport === 'TRUCK'),
    )
    .sort((a, b) => a.at - b.at);
  const versions = new Map<string, TimedEvent[]>();
  for (const t of all) {
    const mode = t.source.modeOfTransport;
    if (t.source.eventCategory !== 'TRANSPORT' || (mode !== 'RAIL' && mode !== 'TRUCK')) continue;
    const key = `${t.source.eventCode}|${t.source.modeOfTransport}|${t.loc}|${t.source.equipmentReference ?? ''}`;
    const list = versions.get(key);
    if (list) list.push(t);
    else versions.set(key, [t]);
  }
  const timesOf = (t: TimedEvent) =>
    callTimesOf(
      versions.get(
        `${t.source.eventCode}|${t.source.modeOfTransport}|${t.loc}|${t.source.equipmentReference ?? ''}`,
      ) ?? [t],
    );
  const out: Transport[] = [];
  const seen = new Set<string>();
  for (const dep of moves) {
    if (dep.source.eventCode !== 'DEPA') continue;
    const arr = moves.find(
      (t) =>
        t.source.eventCode === 'ARRI' &&
        t.at >= dep.at &&
        t.source.modeOfTransport === dep.source.modeOfTransport &&
        t.source.equipmentReference === dep.source.equipmentReference,
    );
    // Boxes of one shipment on the same move give one transport; a box still under way (no
    // arrival yet) joins the move of a box that left from the same place.
    const from = `${dep.source.modeOfTransport}|${dep.loc}`;
    const key = `${from}|${arr?.loc ?? ''}`;
    if (seen.has(key) || (!arr && seen.has(from))) continue;
    seen.add(key);
    seen.add(from);
    out.push({
      transportCategory: dep.source.modeOfTransport === 'RAIL' ? 'RAIL' : 'TRUCK',
      vessel: null,
      voyage: null,
      routeNumber: dep.source.serviceCode,
      loadTransportCall: callOf(dep.loc, nameOf(dep.loc, ports, [dep]), timesOf(dep)),
      dischargeTransportCall: callOf(
        arr?.loc ?? null,
        arr ? nameOf(arr.loc, ports, [arr]) : null,
        arr ? timesOf(arr) : { scheduled: null, estimated: null, actual: null },
      ),
    });
  }
  return out;
}

const startOf = (t: Transport): string =>
  t.loadTransportCall.actual ?? t.loadTransportCall.estimated ?? t.loadTransportCall.scheduled ?? '';

export function buildTransports(
  legs: readonly VesselLeg[],
  index: CallIndex,
  all: readonly TimedEvent[],
  current: readonly TimedEvent[],
  ports: PortDirectory,
): Transport[] {
  const feeders = feederLegs(legs, ports);
  const vessel = legs.map((leg, i) => vesselTransport(leg, feeders[i] === true, index, ports));
  return [...vessel, ...inlandTransports(all, current, ports)].sort((a, b) =>
    startOf(a).localeCompare(startOf(b)),
  );
}
