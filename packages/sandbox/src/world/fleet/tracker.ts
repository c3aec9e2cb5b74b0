import type { SeaPath, SeaRouter, Vessel, VesselState } from '../model.js';
import type { ReferenceData } from '../reference/index.js';
import { craftStateAt, planCraft } from './craft-motion.js';
import type { Fleet } from './index.js';
import { type LegMotion, legPointAt, planLegMotion } from './leg-motion.js';
import { HOUR_MS } from './sailing.js';
import { buildTimelines, nextStopAfter, stopIndexAt, type Timeline } from './vessel-timeline.js';

export interface VesselTracker {
  /** The sea path a voyage sails from call `fromSeq` to the next call it really makes. */
  legPath(voyageId: string, fromSeq: number): SeaPath;
  /** Where a ship is and what it does at t (clamped to the ship's first and last call). */
  vesselStateAt(vessel: Vessel, t: number): VesselState;
}

/** A moored ship lies along its berth: a fixed heading per ship and port. */
function berthHeading(imo: string, locode: string): number {
  let h = 7;
  for (const ch of imo + locode) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/**
 * Positions for the AIS feed, which asks hundreds of times a second: one binary search over the
 * ship's stops, and leg paths and motion plans computed once per leg and kept.
 */
export function createVesselTracker(input: {
  fleet: Fleet;
  router: SeaRouter;
  reference: ReferenceData;
  seed: number;
}): VesselTracker {
  const { fleet, router, reference, seed } = input;
  const timelines = buildTimelines(seed, fleet.vessels, fleet.voyages);
  const paths = new Map<string, SeaPath>();
  const legs = new Map<Timeline, (LegMotion | undefined)[]>();
  const crafts = new Map<string, ReturnType<typeof planCraft>>();
  const voyageById = new Map(fleet.voyages.map((v) => [v.id, v]));

  const route = (from: string, to: string): SeaPath => {
    const key = `${from}>${to}`;
    let path = paths.get(key);
    if (!path) {
      path = router.route(from, to);
      paths.set(key, path);
    }
    return path;
  };

  const legAfter = (tl: Timeline, i: number): LegMotion => {
    let list = legs.get(tl);
    if (!list) {
      list = [];
      legs.set(tl, list);
    }
    let leg = list[i];
    if (!leg) {
      const path = route(tl.locodes[i] as string, tl.locodes[i + 1] as string);
      leg = planLegMotion(path, tl.depart[i] as number, tl.arrive[i + 1] as number);
      list[i] = leg;
    }
    return leg;
  };

  const moored = (tl: Timeline, i: number, draughtM: number): VesselState => {
    const locode = tl.locodes[i] as string;
    const port = reference.ports.get(locode);
    const heading = berthHeading(tl.vessel.imo, locode);
    const next = i + 1 < tl.locodes.length ? i + 1 : i;
    return {
      lon: port?.lon ?? 0,
      lat: port?.lat ?? 0,
      sogKn: 0,
      cogDeg: heading,
      headingDeg: heading,
      navStatus: 5,
      voyageId: tl.voyageIds[i] ?? null,
      destination: tl.locodes[next] ?? null,
      eta: Math.round((tl.arrive[next] as number) / HOUR_MS) * HOUR_MS,
      draughtM,
    };
  };

  const linerStateAt = (tl: Timeline, t: number): VesselState => {
    const last = tl.locodes.length - 1;
    const i = stopIndexAt(tl, t);
    if (i < 0) return moored(tl, 0, tl.draught[0] as number);
    const arrivedDraught = (i > 0 ? tl.draught[i - 1] : tl.draught[i]) as number;
    if (t < (tl.depart[i] as number) || i === last) return moored(tl, i, arrivedDraught);
    const p = legPointAt(legAfter(tl, i), t);
    // Anchored ships swing and drift a little; the reported speed is never quite zero.
    const drift = p.atAnchor ? 0.1 + 0.3 * Math.abs(Math.sin(t / 600_000)) : 0;
    const cog = (Math.round(p.courseDeg) + 360) % 360;
    return {
      lon: p.lon,
      lat: p.lat,
      sogKn: Math.round((p.sogKn + drift) * 10) / 10,
      cogDeg: cog,
      headingDeg: (cog + (p.atAnchor ? 0 : ((t / 900_000) | 0) % 3) - 1 + 360) % 360,
      navStatus: p.atAnchor ? 1 : 0,
      voyageId: tl.voyageIds[i] ?? null,
      destination: tl.locodes[i + 1] ?? null,
      eta: Math.round((tl.arrive[i + 1] as number) / HOUR_MS) * HOUR_MS,
      draughtM: tl.draught[i] as number,
    };
  };

  return {
    legPath(voyageId, fromSeq) {
      const voyage = voyageById.get(voyageId);
      const call = voyage?.calls[fromSeq];
      const tl = voyage ? timelines.get(voyage.vesselImo) : undefined;
      if (!voyage || !call || !tl) throw new RangeError(`no call ${fromSeq} on voyage ${voyageId}`);
      // The next stop really made after this call (skipping omitted calls and blank voyages).
      const next = tl.locodes[nextStopAfter(tl, voyageId, fromSeq)];
      if (next === undefined) throw new RangeError(`voyage ${voyageId} has no call after ${fromSeq}`);
      return route(call.locode, next);
    },
    vesselStateAt(vessel, t) {
      const tl = timelines.get(vessel.imo);
      if (tl) return linerStateAt(tl, t);
      if (vessel.homePort === null)
        throw new RangeError(`vessel ${vessel.imo} has no voyages and no home port`);
      let plan = crafts.get(vessel.imo);
      if (!plan) {
        plan = planCraft({ vessel, services: fleet.services, router, reference, seed });
        crafts.set(vessel.imo, plan);
      }
      return craftStateAt(vessel, plan, seed, t);
    },
  };
}
