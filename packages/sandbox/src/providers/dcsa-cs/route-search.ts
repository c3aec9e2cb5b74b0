import type { PortCall, Voyage, World } from '../../world/model.js';
import { bestTime } from '../dcsa-ovs/call-timestamps.js';
import { isSellable } from './cs-parts.js';

/** One ocean leg of a routing: board `voyage` at call `from`, leave it at call `to`. */
export interface RouteLeg {
  voyage: Voyage;
  from: PortCall;
  to: PortCall;
  departure: number;
  arrival: number;
}

export interface RouteSearch {
  origin: string;
  destination: string;
  departFrom: number;
  departTo: number;
  arriveFrom: number;
  arriveTo: number;
  maxTranshipment: number;
}

/** Time a box needs between discharge and loading at a transhipment port, and the longest wait sold. */
const MIN_CONNECTION_MS = 12 * 3_600_000;
const MAX_CONNECTION_MS = 10 * 86_400_000;

interface Stop {
  voyage: Voyage;
  call: PortCall;
}

// The world never changes, so its sellable calls are indexed by (canonical) port once.
const stopsCache = new WeakMap<World, Map<string, Stop[]>>();
function stopsByPort(world: World): Map<string, Stop[]> {
  let byPort = stopsCache.get(world);
  if (byPort) return byPort;
  byPort = new Map();
  for (const voyage of world.voyages) {
    for (const call of voyage.calls) {
      if (!isSellable(voyage, call)) continue;
      const port = world.port(call.locode)?.locode ?? call.locode;
      const list = byPort.get(port) ?? [];
      list.push({ voyage, call });
      byPort.set(port, list);
    }
  }
  stopsCache.set(world, byPort);
  return byPort;
}

/** Bounds the best known time (planned or actual) without computing it. */
const mayFall = (planned: number, actual: number, lo: number, hi: number) =>
  Math.max(planned, actual) >= lo && Math.min(planned, actual) <= hi;

/**
 * Port-to-port routings: direct sailings, and with maxTranshipment ≥ 1 two-leg routings via a
 * port both voyages call at (the earliest onward sailing that leaves 12 h to 10 days after
 * arrival). Times are the best known at `now`. Sorted by departure, then arrival.
 */
export function searchRoutes(world: World, q: RouteSearch, now: number): RouteLeg[][] {
  const portOf = (code: string) => world.port(code)?.locode ?? code;
  const byPort = stopsByPort(world);
  const origin = portOf(q.origin);
  const destination = portOf(q.destination);
  const leg = (voyage: Voyage, from: PortCall, to: PortCall): RouteLeg => ({
    voyage,
    from,
    to,
    departure: bestTime(from, 'DEPA', now),
    arrival: bestTime(to, 'ARRI', now),
  });
  const nextAt = (voyage: Voyage, port: string, after: number) =>
    voyage.calls.find((c) => c.seq > after && isSellable(voyage, c) && portOf(c.locode) === port);

  // Onward sailings to the destination, by the port they can be boarded at.
  const onward = new Map<string, Stop[]>();
  if (q.maxTranshipment >= 1) {
    const latest = q.departTo + 60 * 86_400_000;
    for (const { voyage: b, call: discharge } of byPort.get(destination) ?? []) {
      for (const reload of b.calls) {
        if (reload.seq >= discharge.seq || !isSellable(b, reload)) continue;
        if (!mayFall(reload.plannedDeparture, reload.actualDeparture, q.departFrom, latest)) continue;
        if (nextAt(b, destination, reload.seq) !== discharge) continue;
        const port = portOf(reload.locode);
        onward.set(port, [...(onward.get(port) ?? []), { voyage: b, call: reload }]);
      }
    }
  }

  const routes: RouteLeg[][] = [];
  for (const { voyage: a, call: load } of byPort.get(origin) ?? []) {
    if (!mayFall(load.plannedDeparture, load.actualDeparture, q.departFrom, q.departTo)) continue;
    const departure = bestTime(load, 'DEPA', now);
    if (departure < q.departFrom || departure > q.departTo) continue;
    const direct = nextAt(a, destination, load.seq);
    if (direct) {
      routes.push([leg(a, load, direct)]);
      continue; // a voyage that goes there itself is not sold with a transhipment
    }
    for (const via of a.calls) {
      if (via.seq <= load.seq || !isSellable(a, via) || portOf(via.locode) === origin) continue;
      const first = leg(a, load, via);
      const lo = first.arrival + MIN_CONNECTION_MS;
      const hi = first.arrival + MAX_CONNECTION_MS;
      let best: RouteLeg | null = null;
      for (const { voyage: b, call: reload } of onward.get(portOf(via.locode)) ?? []) {
        if (b.id === a.id || b.vesselImo === a.vesselImo) continue;
        if (!mayFall(reload.plannedDeparture, reload.actualDeparture, lo, hi)) continue;
        const depart = bestTime(reload, 'DEPA', now);
        if (depart < lo || depart > hi || (best && depart >= best.departure)) continue;
        best = leg(b, reload, nextAt(b, destination, reload.seq)!);
      }
      if (best) routes.push([first, best]);
    }
  }
  const arrival = (r: RouteLeg[]) => r[r.length - 1]!.arrival;
  const id = (r: RouteLeg[]) => r.map((l) => `${l.voyage.id}/${l.from.seq}`).join('+');
  return routes
    .filter((r) => arrival(r) >= q.arriveFrom && arrival(r) <= q.arriveTo)
    .sort((x, y) => x[0]!.departure - y[0]!.departure || arrival(x) - arrival(y) || (id(x) < id(y) ? -1 : 1));
}
