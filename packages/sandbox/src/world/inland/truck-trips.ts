import type { LonLat, Milestone, Shipment, World } from '../model.js';
import { rngFor } from '../rng.js';

const MIN = 60_000;

/** One piece of a truck's day: parked at `from` (from === to) or driving from `from` to `to`. */
export interface TripSegment {
  start: number;
  end: number;
  from: LonLat;
  to: LonLat;
  /** Seconds between GPS points in this segment (10–120 s driving, 300 s parked). */
  intervalS: number;
  /** Sideways bulge of the route as a share of its length, so roads look gently curved. */
  bend: number;
  stop: 'DEPOT' | 'WAREHOUSE' | 'TERMINAL' | null;
}

export interface TruckTrip {
  plate: string;
  containerNumber: string;
  shipment: Shipment;
  warehouseLocode: string;
  polLocode: string;
  /** The GTIN milestone time: when the box passes the terminal gate. */
  gateIn: number;
  segments: readonly TripSegment[];
}

function find(ms: readonly Milestone[], key: (m: Milestone) => boolean): Milestone | undefined {
  return ms.find(key);
}

function km(a: LonLat, b: LonLat): number {
  const rad = Math.PI / 180;
  const x = (b[0] - a[0]) * rad * Math.cos(((a[1] + b[1]) / 2) * rad);
  const y = (b[1] - a[1]) * rad;
  return Math.hypot(x, y) * 6371;
}

/**
 * The truck trip of one pre-carried box, fitted to its milestones: empty pick-up at a depot near
 * the port, a drive to the warehouse, loading there (≥ 30 min), the laden drive from the truck
 * DEPA to ARRI, and a queue at the terminal until the GTIN milestone. The plate comes from the
 * world's plate registry, which keeps plates unique.
 */
export function planTruckTrip(
  world: World,
  shipment: Shipment,
  containerNumber: string,
  plate: string,
): TruckTrip | null {
  const pre = shipment.preCarriage;
  if (pre?.mode !== 'TRUCK') return null;
  const warehouse = world.port(pre.fromLocode);
  const pol = world.port(shipment.portOfLoading);
  if (!warehouse || !pol || pol.country !== 'CN') return null;
  const ms = world.milestonesOf(shipment).filter((m) => m.equipmentReference === containerNumber);
  const departs = find(ms, (m) => m.key === `TR:TRUCK:${containerNumber}:DEPA`)?.actual;
  const arrives = find(ms, (m) => m.key === `TR:TRUCK:${containerNumber}:ARRI`)?.actual;
  const gateIn = find(ms, (m) => m.code === 'GTIN')?.actual;
  if (departs === undefined || arrives === undefined || gateIn === undefined) return null;
  const rng = rngFor(world.seed, 'truck-trip', containerNumber);

  const terminal: LonLat = [pol.lon + rng.range(-0.03, 0.03), pol.lat + rng.range(-0.03, 0.03)];
  const depot: LonLat = [pol.lon + rng.range(-0.12, 0.12), pol.lat + rng.range(-0.12, 0.12)];
  const site: LonLat = [warehouse.lon + rng.range(-0.05, 0.05), warehouse.lat + rng.range(-0.05, 0.05)];
  const loadedAt = departs - rng.range(45, 150) * MIN;
  const emptyDrive = (km(depot, site) / rng.range(40, 60)) * 60 * MIN;
  const leavesDepot = Math.round(loadedAt - emptyDrive);
  const pickedAt = Math.round(leavesDepot - rng.range(20, 60) * MIN);
  const drive = (start: number, end: number, from: LonLat, to: LonLat): TripSegment => ({
    start,
    end,
    from,
    to,
    intervalS: rng.int(10, 120),
    bend: rng.range(-0.08, 0.08),
    stop: null,
  });
  const park = (start: number, end: number, at: LonLat, stop: TripSegment['stop']): TripSegment => ({
    start,
    end,
    from: at,
    to: at,
    intervalS: 300,
    bend: 0,
    stop,
  });
  const segments = [
    park(pickedAt, leavesDepot, depot, 'DEPOT'),
    drive(leavesDepot, Math.round(loadedAt), depot, site),
    park(Math.round(loadedAt), departs, site, 'WAREHOUSE'),
    drive(departs, arrives, site, terminal),
    park(arrives, gateIn, terminal, 'TERMINAL'),
  ].filter((s) => s.end > s.start);
  return {
    plate,
    containerNumber,
    shipment,
    warehouseLocode: pre.fromLocode,
    polLocode: shipment.portOfLoading,
    gateIn,
    segments,
  };
}
