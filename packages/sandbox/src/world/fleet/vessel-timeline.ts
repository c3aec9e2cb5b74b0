import type { Vessel, Voyage } from '../model.js';
import { rngFor } from '../rng.js';

/**
 * A liner ship's calls in time order, flattened over its voyages: only the calls it really makes
 * (omitted calls and blanked voyages leave no stop; the ship sails on, or waits for its next
 * loop). Kept in typed arrays so a position lookup is one binary search.
 */
export interface Timeline {
  vessel: Vessel;
  locodes: string[];
  voyageIds: string[];
  seqs: number[];
  arrive: Float64Array;
  depart: Float64Array;
  /** Draught on leaving each stop, metres (loaded share of the design draught). */
  draught: Float64Array;
  /** `${voyageId}#${seq}` → stop index, for the calls really made. */
  stopOf: Map<string, number>;
  /** The ship's voyages in order, blanked ones included. */
  voyages: Voyage[];
}

export function buildTimelines(
  seed: number,
  vessels: readonly Vessel[],
  voyages: readonly Voyage[],
): Map<string, Timeline> {
  const byImo = new Map<string, Voyage[]>();
  for (const voyage of voyages) {
    const list = byImo.get(voyage.vesselImo);
    if (list) list.push(voyage);
    else byImo.set(voyage.vesselImo, [voyage]);
  }
  const timelines = new Map<string, Timeline>();
  for (const vessel of vessels) {
    const own = byImo.get(vessel.imo);
    if (!own) continue;
    own.sort((a, b) => (a.calls[0]?.plannedArrival ?? 0) - (b.calls[0]?.plannedArrival ?? 0));
    const stops = own.flatMap((voyage) =>
      voyage.calls.filter((c) => c.status === 'SCHEDULED').map((call) => ({ voyage, call })),
    );
    const timeline: Timeline = {
      vessel,
      locodes: stops.map((s) => s.call.locode),
      voyageIds: stops.map((s) => s.voyage.id),
      seqs: stops.map((s) => s.call.seq),
      arrive: Float64Array.from(stops.map((s) => s.call.actualArrival)),
      depart: Float64Array.from(stops.map((s) => s.call.actualDeparture)),
      draught: Float64Array.from(
        stops.map((s) => {
          const loaded = rngFor(seed, 'draught', s.voyage.id, s.call.seq).range(0.68, 0.97);
          return Math.round(vessel.draughtM * loaded * 10) / 10;
        }),
      ),
      stopOf: new Map(stops.map((s, i) => [`${s.voyage.id}#${s.call.seq}`, i])),
      voyages: own,
    };
    timelines.set(vessel.imo, timeline);
  }
  return timelines;
}

/** Index of the first stop really made after call `seq` of a voyage (later voyages included). */
export function nextStopAfter(timeline: Timeline, voyageId: string, seq: number): number {
  const at = timeline.voyages.findIndex((v) => v.id === voyageId);
  for (let v = Math.max(0, at); v < timeline.voyages.length; v++) {
    const voyage = timeline.voyages[v] as Voyage;
    for (const call of voyage.calls) {
      if (v === at && call.seq <= seq) continue;
      const index = timeline.stopOf.get(`${voyage.id}#${call.seq}`);
      if (index !== undefined) return index;
    }
  }
  return -1;
}

/** Index of the last stop arrived at by t, or -1 before the first. */
export function stopIndexAt(timeline: Timeline, t: number): number {
  const arrive = timeline.arrive;
  let lo = 0;
  let hi = arrive.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((arrive[mid] as number) <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
