/**
 * Location roles of a shipment (views.md §3 shipmentLocations): PRE the place of receipt inland
 * (empty pick-up, truck pre-carriage), POL the first vessel load port, POT every port between
 * where the cargo changes vessel, POD the last vessel discharge port, PDE the inland place of
 * delivery (rail or truck on-carriage, laden gate-out). PRE and PDE exist only when they differ
 * from POL and POD.
 */
import type { LocationCategory } from './shipment-view.js';
import type { TimedEvent } from './timed-event.js';
import type { VesselLeg } from './vessel-legs.js';

export interface RouteRoles {
  /** Locations in route order with their role. */
  route: { code: string; role: LocationCategory }[];
  roleOf: Map<string, LocationCategory>;
  pre: string | null;
  pol: string | null;
  pod: string | null;
  pde: string | null;
}

/**
 * Events that place the cargo on its route. The empty return (DROP, empty gate-in) goes to a
 * depot that is not the route; the empty pick-up (PICK, empty gate-out) starts it.
 */
function isRouteEvent(t: TimedEvent): boolean {
  const e = t.source;
  if (!t.loc || e.eventCategory === 'SHIPMENT' || e.eventCode === 'DROP') return false;
  if (e.emptyIndicator === 'EMPTY') return e.eventCode === 'PICK' || e.eventCode === 'GTOT';
  return true;
}

export function deriveLocationRoles(events: readonly TimedEvent[], legs: readonly VesselLeg[]): RouteRoles {
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) return { route: [], roleOf: new Map(), pre: null, pol: null, pod: null, pde: null };
  const pol = first.loadPort;
  const pod = last.dischargePort ?? (legs.length > 1 ? last.loadPort : null);
  // Ports in sailing order; a leg known only by its arrival has no load port to add.
  const ports: string[] = [];
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i] as VesselLeg;
    if (leg.loadPort) ports.push(leg.loadPort);
    if (i < legs.length - 1 && leg.dischargePort) ports.push(leg.dischargePort);
  }
  if (pod) ports.push(pod);
  const vesselPorts = new Set(ports);
  // Loops, not Math.min(...spread): a bill of hundreds of boxes has thousands of leg events.
  let departsAt = Number.POSITIVE_INFINITY;
  for (const t of first.events) departsAt = Math.min(departsAt, t.at);
  let arrivesAt = Number.NEGATIVE_INFINITY;
  for (const t of last.events) arrivesAt = Math.max(arrivesAt, t.at);
  let pre: { loc: string; at: number } | null = null;
  let pde: { loc: string; at: number } | null = null;
  for (const t of events) {
    if (!isRouteEvent(t) || vesselPorts.has(t.loc as string)) continue;
    if (t.at <= departsAt && (!pre || t.at < pre.at)) pre = { loc: t.loc as string, at: t.at };
    const laden = t.source.emptyIndicator !== 'EMPTY';
    if (laden && t.at >= arrivesAt && (!pde || t.at > pde.at)) pde = { loc: t.loc as string, at: t.at };
  }
  const route: RouteRoles['route'] = [];
  const roleOf = new Map<string, LocationCategory>();
  const add = (code: string, role: LocationCategory) => {
    if (roleOf.has(code)) return;
    roleOf.set(code, role);
    route.push({ code, role });
  };
  if (pre) add(pre.loc, 'PRE');
  if (pol) add(pol, 'POL');
  for (const code of ports.slice(pol ? 1 : 0, pod ? -1 : undefined)) add(code, 'POT');
  if (pod) add(pod, 'POD');
  if (pde) add(pde.loc, 'PDE');
  return { route, roleOf, pre: pre?.loc ?? null, pol, pod, pde: pde?.loc ?? null };
}
