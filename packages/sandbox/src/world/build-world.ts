/**
 * Assembles the sandbox world: reference data, sea router, fleet and its tracker, bookings and
 * the lookups the providers serve from. Only plans are built here; milestones are derived per
 * shipment on demand (see cargo/milestones.ts).
 */
import { buildShipments } from './cargo/build-shipments.js';
import { loadInlandPlaces } from './cargo/inputs.js';
import { createMilestones } from './cargo/milestones.js';
import { pickSamples } from './cargo/samples.js';
import { indexVoyages } from './cargo/voyage-index.js';
import { buildFleet, createVesselTracker } from './fleet/index.js';
import { createSeaRouter } from './geo/index.js';
import type { Port, SeaRouter, Shipment, Vessel, Voyage, World, WorldOptions } from './model.js';
import { loadReferenceData, type ReferenceData } from './reference/index.js';

const DAY = 86_400_000;
export const WORLD_PAST_MS = 183 * DAY;
export const WORLD_FUTURE_MS = 70 * DAY;

function group<T>(items: Iterable<readonly [string, T]>): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const [key, item] of items) {
    const list = out.get(key);
    if (list) list.push(item);
    else out.set(key, [item]);
  }
  return out;
}

export function buildWorld(options: WorldOptions & { reference?: ReferenceData; router?: SeaRouter }): World {
  const { seed, anchor } = options;
  const from = anchor - WORLD_PAST_MS;
  const to = anchor + WORLD_FUTURE_MS;
  const reference = options.reference ?? loadReferenceData();
  const router = options.router ?? createSeaRouter(reference);
  const fleet = buildFleet({ seed, from, to, reference, router });
  const tracker = createVesselTracker({ fleet, router, reference, seed });
  const index = indexVoyages(fleet);
  const inland = loadInlandPlaces(reference.dataDir);
  const shipments = buildShipments({
    seed,
    anchor,
    from,
    to,
    fleet,
    reference,
    index,
    inland,
    ...(options.size?.activeContainers === undefined
      ? {}
      : { activeContainers: options.size.activeContainers }),
  });

  const inlandByCode = new Map<string, Port>(inland.map((p) => [p.locode, p] as const));
  const port = (code: string): Port | undefined => {
    const upper = code.trim().toUpperCase();
    return reference.ports.get(upper) ?? inlandByCode.get(upper);
  };
  const canonical = (code: string): string => reference.ports.get(code)?.locode ?? code.trim().toUpperCase();

  const byReference = new Map<string, Shipment[]>();
  const addRef = (ref: string, s: Shipment) => {
    const list = byReference.get(ref);
    if (list) list.push(s);
    else byReference.set(ref, [s]);
  };
  for (const s of shipments) {
    addRef(s.carrierBookingReference, s);
    if (s.transportDocumentReference) addRef(s.transportDocumentReference, s);
    for (const c of s.containers) addRef(c.number, s);
  }
  const calling = group<{ voyage: Voyage; at: number }>(
    fleet.voyages.flatMap((voyage) =>
      voyage.calls.map((call) => [canonical(call.locode), { voyage, at: call.plannedArrival }] as const),
    ),
  );
  const callingAt = new Map<string, Voyage[]>();
  for (const [code, list] of calling) {
    list.sort((a, b) => a.at - b.at);
    // A voyage calling twice at a port is listed once, at its first call.
    callingAt.set(code, [...new Set(list.map((x) => x.voyage))]);
  }
  const byImo = new Map<string, Vessel>(fleet.vessels.map((v) => [v.imo, v] as const));
  const byMmsi = new Map<string, Vessel>(fleet.vessels.map((v) => [v.mmsi, v] as const));
  const carriers = new Map(fleet.carriers.map((c) => [c.scac, c] as const));
  const milestonesOf = createMilestones({ seed, voyage: index.voyage, place: port });
  let samples: ReturnType<World['samples']> | undefined;

  return {
    seed,
    anchor,
    from,
    to,
    carriers: fleet.carriers,
    services: fleet.services,
    vessels: fleet.vessels,
    voyages: fleet.voyages,
    shipments,
    port,
    carrier: (scac) => carriers.get(scac.trim().toUpperCase()) ?? reference.carrier(scac),
    vesselByImo: (imo) => byImo.get(imo),
    vesselByMmsi: (mmsi) => byMmsi.get(mmsi),
    voyage: index.voyage,
    shipmentsByReference: (ref) => byReference.get(ref.trim().toUpperCase()) ?? [],
    voyagesCallingAt: (locode) => callingAt.get(canonical(locode)) ?? [],
    legPath: tracker.legPath,
    vesselStateAt: tracker.vesselStateAt,
    milestonesOf,
    samples: () => {
      samples ??= pickSamples(shipments, anchor, milestonesOf);
      return samples;
    },
  };
}
