import type { LonLat, World } from '../model.js';
import type { TripSegment, TruckTrip } from './truck-trips.js';

/** views.md §3 "Truck": the fence children of a trip. */
export type FenceType = 'ORIGIN' | 'TRANSFER' | 'DESTINATION';

/** A circular geofence the platform draws around a place the truck must reach. */
export interface TruckFence {
  /** Stable: the container number, the fence's place in the trip and its type. */
  id: string;
  fenceType: FenceType;
  kind: NonNullable<TripSegment['stop']>;
  name: string;
  /** UN/LOCODE of the town or port the place belongs to. */
  locode: string;
  center: LonLat;
  radiusM: number;
}

// A yard or warehouse compound fits in a few hundred metres; a container terminal is larger.
const RADIUS_M: Record<TruckFence['kind'], number> = { DEPOT: 300, WAREHOUSE: 250, TERMINAL: 800 };

/**
 * The fences of a trip, one per planned stop: the first (the empty depot where the box is picked
 * up) is the ORIGIN, the last (the port terminal) the DESTINATION, the ones between (the
 * warehouse where it is stuffed) TRANSFERs. Known from the order, so they exist before the trip.
 */
export function fencesOfTrip(world: World, trip: TruckTrip): TruckFence[] {
  const stops = trip.segments.filter((s) => s.stop !== null);
  const pol = world.port(trip.polLocode);
  const warehouse = world.port(trip.warehouseLocode);
  return stops.map((seg, i) => {
    const kind = seg.stop as TruckFence['kind'];
    const fenceType: FenceType = i === 0 ? 'ORIGIN' : i === stops.length - 1 ? 'DESTINATION' : 'TRANSFER';
    const atWarehouse = kind === 'WAREHOUSE';
    const place = atWarehouse ? warehouse : pol;
    const names: Record<TruckFence['kind'], string> = {
      DEPOT: 'empty container depot',
      WAREHOUSE: 'shipper warehouse',
      TERMINAL: 'container terminal',
    };
    return {
      id: `${trip.containerNumber}-${i + 1}-${fenceType}`,
      fenceType,
      kind,
      name: `${place?.name ?? ''} ${names[kind]}`.trim(),
      locode: atWarehouse ? trip.warehouseLocode : trip.polLocode,
      center: seg.from,
      radiusM: RADIUS_M[kind],
    };
  });
}

/** The fence a point lies in, or null. */
export function fenceAt(fences: readonly TruckFence[], lon: number, lat: number): TruckFence | null {
  const rad = Math.PI / 180;
  for (const fence of fences) {
    const dx = (lon - fence.center[0]) * rad * Math.cos(lat * rad);
    const dy = (lat - fence.center[1]) * rad;
    if (Math.hypot(dx, dy) * 6_371_000 <= fence.radiusM) return fence;
  }
  return null;
}
