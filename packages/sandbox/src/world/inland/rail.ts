import { interpolateGreatCircle } from '../geo/great-circle.js';
import { distanceNm } from '../geo/index.js';
import type { Milestone, Shipment, World } from '../model.js';
import { rngFor } from '../rng.js';

/** EDI 322 / CLM-like event codes: received, departed, passed, arrived, unloaded, out-gate. */
export type RailEventCode = 'R' | 'D' | 'P' | 'A' | 'U' | 'OG';

export interface RailSighting {
  code: RailEventCode;
  t: number;
  lon: number;
  lat: number;
  /** UN/LOCODE of the ramp for ramp events; null for line-of-road sightings. */
  locode: string | null;
  /** Miles still to run to the destination ramp. */
  milesToGo: number;
  /** The estimated arrival at the destination ramp as published at `t`. */
  eta: number;
}

export interface RailTrip {
  region: 'US' | 'EU';
  railroad: string;
  trainId: string;
  waybill: string;
  containerNumber: string;
  shipment: Shipment;
  originLocode: string;
  destinationLocode: string;
  sightings: readonly RailSighting[];
}

const HOUR = 3_600_000;
const cache = new WeakMap<World, Map<string, RailTrip | null>>();

function etaAt(arri: Milestone, t: number): number {
  let eta = arri.planned ?? arri.actual;
  for (const e of arri.estimates) if (e.publishedAt <= t) eta = e.value;
  return t >= arri.actual ? arri.actual : eta;
}

function plan(world: World, shipment: Shipment, box: string): RailTrip | null {
  const on = shipment.onCarriage;
  if (on?.mode !== 'RAIL') return null;
  const from = world.port(on.fromLocode);
  const to = world.port(on.toLocode);
  if (!from || !to) return null;
  const ms = world.milestonesOf(shipment).filter((m) => m.equipmentReference === box);
  const get = (test: (m: Milestone) => boolean) => ms.find(test);
  const load = get((m) => m.code === 'LOAD' && m.mode === 'RAIL');
  const dep = get((m) => m.key === `TR:RAIL:${box}:DEPA`);
  const arri = get((m) => m.key === `TR:RAIL:${box}:ARRI`);
  const disc = get((m) => m.code === 'DISC' && m.mode === 'RAIL');
  const out = get((m) => m.code === 'GTOT' && m.locode === on.toLocode);
  if (!load || !dep || !arri || !disc) return null;
  const rng = rngFor(world.seed, 'rail-trip', box);
  const region = to.country === 'US' || to.country === 'CA' ? 'US' : 'EU';
  // Boxes landed on the West Coast ride UP/BNSF, East and Gulf Coast CSX/NS, Canadian ports CN/CPR
  // (the railroads in shared/data/carriers/rail_carriers_tracktrace.csv); Europe mostly DB Cargo.
  const usRoads = from.country === 'CA' ? ['CN', 'CPR'] : from.lon < -100 ? ['UP', 'BNSF'] : ['CSX', 'NS'];
  const railroad = region === 'EU' ? 'DB Cargo' : rng.pick(usRoads);
  const a = [from.lon, from.lat] as const;
  const b = [to.lon, to.lat] as const;
  const totalMi = distanceNm(a, b) * 1.15078;
  const at = (code: RailEventCode, t: number, f: number, locode: string | null): RailSighting => {
    const [lon, lat] = interpolateGreatCircle(a, b, f);
    return { code, t, lon, lat, locode, milesToGo: Math.round(totalMi * (1 - f)), eta: etaAt(arri, t) };
  };
  const sightings = [at('R', load.actual, 0, on.fromLocode), at('D', dep.actual, 0, on.fromLocode)];
  for (let t = dep.actual + rng.range(2, 6) * HOUR; t < arri.actual - HOUR; t += rng.range(2, 6) * HOUR) {
    sightings.push(at('P', Math.round(t), (t - dep.actual) / (arri.actual - dep.actual), null));
  }
  sightings.push(at('A', arri.actual, 1, on.toLocode), at('U', disc.actual, 1, on.toLocode));
  if (out) sightings.push(at('OG', out.actual, 1, on.toLocode));
  return {
    region,
    railroad,
    trainId: `${region === 'US' ? 'Z' : 'KT'}${rng.int(100, 999)}${on.fromLocode.slice(2, 4)}${on.toLocode.slice(2, 4)}`,
    waybill: String(rng.int(100_000, 999_999)),
    containerNumber: box,
    shipment,
    originLocode: on.fromLocode,
    destinationLocode: on.toLocode,
    sightings,
  };
}

/** The rail trip of a container by number (the latest one when a number was reused), or null. */
export function railTripOf(world: World, containerNumber: string): RailTrip | null {
  let trips = cache.get(world);
  if (!trips) {
    trips = new Map();
    cache.set(world, trips);
  }
  if (!trips.has(containerNumber)) {
    const found = world
      .shipmentsByReference(containerNumber)
      .filter((s) => s.status === 'CONFIRMED')
      .map((s) => plan(world, s, containerNumber))
      .filter((t): t is RailTrip => t !== null);
    trips.set(containerNumber, found[found.length - 1] ?? null);
  }
  return trips.get(containerNumber) ?? null;
}
