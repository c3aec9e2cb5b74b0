/**
 * All bookings of a world: for every voyage whose first departure lies in the booking window,
 * slots 0 … n−1 planned by `planShipment`. The number of slots per voyage is scaled so that about
 * `activeContainers` boxes are between empty pick-up and empty return at the anchor.
 */
import type { Carrier, Shipment, Vessel, Voyage } from '../model.js';
import { rngFor } from '../rng.js';
import type { CargoFleet, CargoReference, InlandPlace } from './inputs.js';
import { loadInlandPlaces } from './inputs.js';
import { voyageCapacity, WEEK_MS, weekOf } from './numbering.js';
import { containerCountOf, type PlanContext, planShipment } from './plan-shipment.js';
import { expectedActivePerBooking } from './scale.js';
import { firstDeparture, indexVoyages, type VoyageIndex } from './voyage-index.js';

const DAY = 86_400_000;
/** Bookings are taken on sailings up to this far beyond the anchor. */
export const BOOKING_HORIZON_MS = 42 * DAY;
export const DEFAULT_ACTIVE_CONTAINERS = 20_000;
const LEASING = ['TGHU', 'TCNU', 'SEGU', 'FCIU', 'TRHU', 'CAIU', 'TEMU', 'BMOU'];

export interface BuildShipmentsOptions {
  seed: number;
  anchor: number;
  from: number;
  to: number;
  fleet: CargoFleet;
  reference: CargoReference;
  activeContainers?: number;
  /** Reuse an index already built over the same fleet. */
  index?: VoyageIndex;
  inland?: readonly InlandPlace[];
}

/** Poisson draw by inverse transform: monotone in the mean, so a larger world only adds slots. */
function poisson(u: number, mean: number): number {
  let k = 0;
  let p = Math.exp(-mean);
  let cdf = p;
  while (u > cdf && k < 10_000) {
    k++;
    p *= mean / k;
    cdf += p;
  }
  return k;
}

export function planContext(options: BuildShipmentsOptions, index: VoyageIndex): PlanContext {
  const carriers = new Map<string, Carrier>(options.fleet.carriers.map((c) => [c.scac, c] as const));
  const vessels = new Map<string, Vessel>(options.fleet.vessels.map((v) => [v.imo, v] as const));
  const leasing = LEASING.filter((p) => options.reference.containerOwners.has(p));
  return {
    seed: options.seed,
    index,
    reference: options.reference,
    inland: options.inland ?? loadInlandPlaces(options.reference.dataDir),
    carrier: (scac) => carriers.get(scac) ?? options.reference.carrier(scac),
    leasingPrefixes: leasing.length > 0 ? leasing : LEASING,
    voyageCap: voyageCapacity(index.serviceCount),
    // Small ships feed the hubs; the DCSA transport mode tells the app which it is.
    legMode: (voyage: Voyage) =>
      (vessels.get(voyage.vesselImo)?.teu ?? 10_000) < 3_000 ? 'FEEDER' : 'VESSEL',
  };
}

export function buildShipments(options: BuildShipmentsOptions): Shipment[] {
  const index = options.index ?? indexVoyages(options.fleet);
  const ctx = planContext(options, index);
  const target = options.activeContainers ?? DEFAULT_ACTIVE_CONTAINERS;
  const windowStart = weekOf(options.from) * WEEK_MS;
  const windowEnd = options.anchor + BOOKING_HORIZON_MS;
  const voyages = options.fleet.voyages.filter((v) => {
    const t = firstDeparture(v);
    return t >= windowStart && t <= windowEnd;
  });
  const perBooking = expectedActivePerBooking(voyages, options.anchor);
  const mean = target / Math.max(1e-9, perBooking);

  const shipments: Shipment[] = [];
  for (const voyage of voyages) {
    const voyageSlot = index.voyageSlot(voyage);
    if (voyageSlot === null) continue;
    // Fewer bookings reach a sailing that blanks; those that do are rolled.
    const slots = poisson(
      rngFor(options.seed, 'voyage-cargo', voyage.id).next(),
      voyage.blank ? mean * 0.3 : mean,
    );
    let used = 0;
    for (let slot = 0; slot < slots; slot++) {
      const size = containerCountOf(options.seed, voyage.id, slot);
      if (used + size > ctx.voyageCap) break;
      const shipment = planShipment(voyage, voyageSlot, slot, used, ctx);
      used += size;
      if (!shipment) continue;
      const load = index.voyage(shipment.legs[0]?.voyageId ?? '')?.calls[shipment.legs[0]?.loadCallSeq ?? -1];
      const departs = load?.plannedDeparture ?? 0;
      if (departs >= options.from && departs <= windowEnd) shipments.push(shipment);
    }
  }
  return shipments;
}
