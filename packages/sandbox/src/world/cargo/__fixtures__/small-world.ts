/** Test support: the real reference data and fleet around an anchor, with a small cargo book. */
import { buildFleet } from '../../fleet/index.js';
import { createSeaRouter } from '../../geo/index.js';
import type { SeaRouter, Shipment } from '../../model.js';
import { loadReferenceData, type ReferenceData } from '../../reference/index.js';
import { buildShipments } from '../build-shipments.js';
import { type CargoFleet, loadInlandPlaces } from '../inputs.js';
import { createMilestones, type MilestoneContext } from '../milestones.js';
import { indexVoyages } from '../voyage-index.js';

const DAY = 86_400_000;
export const ANCHOR = Date.UTC(2026, 2, 16, 9, 30);

let shared: { reference: ReferenceData; router: SeaRouter } | undefined;
export function referenceAndRouter(): { reference: ReferenceData; router: SeaRouter } {
  if (!shared) {
    const reference = loadReferenceData();
    shared = { reference, router: createSeaRouter(reference) };
  }
  return shared;
}

export interface CargoWorld {
  fleet: CargoFleet;
  shipments: Shipment[];
  milestonesOf: ReturnType<typeof createMilestones>;
  ctx: MilestoneContext;
  anchor: number;
  reference: ReferenceData;
}

export function smallWorld(options: {
  seed: number;
  anchor?: number;
  activeContainers: number;
  fleet?: CargoFleet;
}): CargoWorld {
  const { reference, router } = referenceAndRouter();
  const anchor = options.anchor ?? ANCHOR;
  const from = anchor - 183 * DAY;
  const to = anchor + 70 * DAY;
  const fleet = options.fleet ?? buildFleet({ seed: options.seed, from, to, reference, router });
  const index = indexVoyages(fleet);
  const shipments = buildShipments({
    seed: options.seed,
    anchor,
    from,
    to,
    fleet,
    reference,
    index,
    activeContainers: options.activeContainers,
  });
  const inland = new Map(loadInlandPlaces(reference.dataDir).map((p) => [p.locode, p] as const));
  const ctx: MilestoneContext = {
    seed: options.seed,
    voyage: index.voyage,
    place: (code) => reference.ports.get(code) ?? inland.get(code),
  };
  return { fleet, shipments, milestonesOf: createMilestones(ctx, 100_000), ctx, anchor, reference };
}
