import type { Vessel, VesselState } from '../../world/model.js';

/**
 * Reporting intervals of ITU-R M.1371 (Annex 1, tables 1 and 2), in milliseconds of wall time.
 * The world gives no turn rate, so the "changing course" rows are not used.
 */
export const STATIC_INTERVAL_MS = 6 * 60_000;

export function positionIntervalMs(vessel: Vessel, state: VesselState): number {
  const sog = state.sogKn;
  if (vessel.aisClass === 'B') return sog > 2 ? 30_000 : 3 * 60_000;
  const atRest = state.navStatus === 1 || state.navStatus === 5;
  if (atRest && sog <= 3) return 3 * 60_000;
  if (sog <= 14) return 10_000;
  if (sog <= 23) return 6_000;
  return 2_000;
}

/** One recurring transmission of one vessel: its position report or its static data. */
export interface ReportJob {
  vessel: Vessel;
  kind: 'position' | 'static';
  /** Wall time the next transmission is due, ms. */
  due: number;
  /** Reports sent so far (drives the occasional type 3 / type 19 variant). */
  count: number;
}

/**
 * The jobs of a fleet, each starting at a phase offset within its first interval so that the
 * stream is spread evenly instead of every vessel reporting at once. `phase(vessel, kind)` is a
 * draw in [0, 1) (seeded per vessel by the caller).
 */
export function initialJobs(
  vessels: readonly Vessel[],
  firstInterval: (vessel: Vessel, kind: ReportJob['kind']) => number,
  phase: (vessel: Vessel, kind: ReportJob['kind']) => number,
  wallNow: number,
): ReportJob[] {
  const jobs: ReportJob[] = [];
  for (const vessel of vessels) {
    for (const kind of ['position', 'static'] as const) {
      jobs.push({ vessel, kind, due: wallNow + phase(vessel, kind) * firstInterval(vessel, kind), count: 0 });
    }
  }
  return jobs;
}

/**
 * The next due time after a transmission: one interval on from when it was due (so the phase
 * holds), but never in the past, so a stalled event loop does not replay a backlog as a burst.
 */
export function nextDue(job: ReportJob, intervalMs: number, wallNow: number): number {
  const next = job.due + intervalMs;
  return next > wallNow ? next : wallNow + intervalMs;
}
