import type { Milestone, Shipment, Voyage, World } from '../../world/model.js';
import { fixtureMilestones, SHIPMENTS } from './fixture-shipments.js';
import { ANCHOR, at, CARRIERS, PORTS, SERVICES, VESSELS, VOYAGES } from './fixture-voyages.js';

/**
 * A tiny hand-written World for the provider tests, independent of the world generator.
 * Geography (legPath, vesselStateAt) is not needed by the DCSA servers and throws.
 */
export function fixtureWorld(seed = 7): World {
  const milestones = new Map<Shipment, readonly Milestone[]>(SHIPMENTS.map((s) => [s, fixtureMilestones(s)]));
  const portOf = (code: string) => PORTS.find((p) => p.locode === code || p.aliases.includes(code));
  return {
    seed,
    anchor: ANCHOR,
    from: at(-183),
    to: at(60),
    carriers: CARRIERS,
    services: SERVICES,
    vessels: VESSELS,
    voyages: VOYAGES,
    shipments: SHIPMENTS,
    port: portOf,
    carrier: (scac) => CARRIERS.find((c) => c.scac === scac),
    vesselByImo: (imo) => VESSELS.find((v) => v.imo === imo),
    vesselByMmsi: (mmsi) => VESSELS.find((v) => v.mmsi === mmsi),
    voyage: (id) => VOYAGES.find((v) => v.id === id),
    shipmentsByReference: (ref) =>
      SHIPMENTS.filter(
        (s) =>
          s.carrierBookingReference === ref ||
          s.transportDocumentReference === ref ||
          s.containers.some((c) => c.number === ref),
      ),
    voyagesCallingAt: (locode) => {
      const canonical = portOf(locode)?.locode ?? locode;
      const arrival = (v: Voyage) => v.calls.find((c) => c.locode === canonical)?.plannedArrival ?? 0;
      return VOYAGES.filter((v) => v.calls.some((c) => c.locode === canonical)).sort(
        (a, b) => arrival(a) - arrival(b),
      );
    },
    legPath: () => {
      throw new Error('fixture world has no geography');
    },
    vesselStateAt: () => {
      throw new Error('fixture world has no geography');
    },
    milestonesOf: (shipment) => milestones.get(shipment) ?? [],
    samples: () => ({
      bookings: SHIPMENTS.map((s) => s.carrierBookingReference),
      billsOfLading: SHIPMENTS.flatMap((s) =>
        s.transportDocumentReference ? [s.transportDocumentReference] : [],
      ),
      containers: SHIPMENTS.flatMap((s) => s.containers.map((c) => c.number)),
      delayed: [],
      carriers: Object.fromEntries(
        SHIPMENTS.flatMap((s) =>
          [s.carrierBookingReference, s.transportDocumentReference, ...s.containers.map((c) => c.number)]
            .filter((n): n is string => Boolean(n))
            .map((n) => [n, s.carrierScac]),
        ),
      ),
    }),
  };
}

/** A clock the tests move by hand. */
export function manualClock(startAt: number): {
  now(): number;
  speed: number;
  startAt: number;
  set(t: number): void;
} {
  let t = startAt;
  return {
    now: () => t,
    speed: 0,
    startAt,
    set: (next: number) => {
      t = next;
    },
  };
}
