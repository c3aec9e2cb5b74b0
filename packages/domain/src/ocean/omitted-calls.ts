/**
 * Omitted port calls. T&T 2.2 has no "omitted" code, so a skipped call shows as a planned call
 * that never gets an actual: a vessel call X (ARRI/DISC planned or estimated on voyage V) is
 * omitted when V already reported an actual arrival or discharge at another port at a time later
 * than X's latest estimate. Requiring the same voyage keeps a delayed connection (another vessel)
 * from looking like an omission.
 */
import type { TimedEvent } from './timed-event.js';

export interface OmittedCall {
  voyageKey: string;
  locationCode: string;
  /** The latest estimated arrival (or discharge) at the skipped call. */
  plannedAt: number;
}

const ARRIVAL_CODES = new Set(['ARRI', 'DISC']);

export function findOmittedCalls(current: readonly TimedEvent[]): OmittedCall[] {
  const actualAt = new Map<string, Set<string>>();
  const lastActualArrival = new Map<string, number>();
  const planned = new Map<string, { voyageKey: string; loc: string; at: number }>();
  for (const t of current) {
    if (!t.voyageKey || !t.loc) continue;
    const isActual = t.source.eventClassifier === 'ACT';
    if (isActual) {
      const places = actualAt.get(t.voyageKey) ?? new Set<string>();
      places.add(t.loc);
      actualAt.set(t.voyageKey, places);
    }
    if (!ARRIVAL_CODES.has(t.source.eventCode)) continue;
    if (isActual) {
      lastActualArrival.set(t.voyageKey, Math.max(lastActualArrival.get(t.voyageKey) ?? 0, t.at));
    } else {
      const key = `${t.voyageKey}@${t.loc}`;
      const held = planned.get(key);
      if (!held || t.at > held.at) planned.set(key, { voyageKey: t.voyageKey, loc: t.loc, at: t.at });
    }
  }
  const out: OmittedCall[] = [];
  for (const p of planned.values()) {
    if (actualAt.get(p.voyageKey)?.has(p.loc)) continue;
    const reached = lastActualArrival.get(p.voyageKey);
    if (reached !== undefined && reached > p.at) {
      out.push({ voyageKey: p.voyageKey, locationCode: p.loc, plannedAt: p.at });
    }
  }
  return out;
}

export function isOmittedEvent(t: TimedEvent, omitted: readonly OmittedCall[]): boolean {
  if (!t.voyageKey || omitted.length === 0) return false;
  return omitted.some((o) => o.voyageKey === t.voyageKey && o.locationCode === t.loc);
}
