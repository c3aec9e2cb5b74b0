/**
 * Scheduled / estimated / actual time of one call, from every version of its events: the first
 * published plan, the latest estimate and the actual. Shared by transports and proxy.places.
 */
import { eventTimeIso, type TimedEvent } from './timed-event.js';

export interface CallTimes {
  scheduled: string | null;
  estimated: string | null;
  actual: string | null;
}

/** Index of every version of every event by (code, place, vessel/voyage or mode). */
export class CallIndex {
  private readonly byKey = new Map<string, TimedEvent[]>();

  /**
   * `current` (optional) names the versions still standing: an actual superseded by a later
   * actual of the same milestone (a correction under a new id) is left out.
   */
  constructor(all: readonly TimedEvent[], current?: ReadonlySet<TimedEvent>) {
    for (const t of all) {
      if (current && t.source.eventClassifier === 'ACT' && !current.has(t)) continue;
      for (const key of [
        CallIndex.key(t.source.eventCode, t.loc, t.voyageKey),
        CallIndex.key(t.source.eventCode, t.loc, null),
      ]) {
        const list = this.byKey.get(key);
        if (list) list.push(t);
        else this.byKey.set(key, [t]);
      }
    }
  }

  private static key(code: string, loc: string | null, voyageKey: string | null): string {
    return `${code}|${loc ?? ''}|${voyageKey ?? '*'}`;
  }

  /** Versions of `code` at `loc`; `voyageKey` null means any vessel or mode. */
  versions(code: string, loc: string | null, voyageKey: string | null = null): readonly TimedEvent[] {
    return this.byKey.get(CallIndex.key(code, loc, voyageKey)) ?? [];
  }

  /** First of the codes that has any version decides (e.g. DEPA, else LOAD). */
  times(codes: readonly string[], loc: string | null, voyageKey: string | null = null): CallTimes {
    for (const code of codes) {
      const list = this.versions(code, loc, voyageKey);
      if (list.length > 0) return callTimesOf(list);
    }
    return { scheduled: null, estimated: null, actual: null };
  }

  /**
   * Times of an arrival: like `times`, but when the first code has no actual a later one may give
   * it (a box discharged at the POD proves the vessel arrived even when its ARRI never came).
   */
  arrivalTimes(codes: readonly string[], loc: string | null, voyageKey: string | null = null): CallTimes {
    const times = this.times(codes, loc, voyageKey);
    for (const code of codes) {
      if (times.actual) break;
      times.actual = callTimesOf(this.versions(code, loc, voyageKey)).actual;
    }
    return times;
  }
}

export function callTimesOf(versions: readonly TimedEvent[]): CallTimes {
  let plan: TimedEvent | undefined;
  let estimate: TimedEvent | undefined;
  let actual: TimedEvent | undefined;
  for (const t of versions) {
    const c = t.source.eventClassifier;
    if (c === 'ACT') {
      // Several boxes of one shipment: the place was reached with the first of them.
      if (!actual || t.at < actual.at) actual = t;
      continue;
    }
    // The schedule is the first plan published (an estimate only when no plan exists).
    const planBetter =
      !plan ||
      (c === 'PLN' && plan.source.eventClassifier === 'EST') ||
      (c === plan.source.eventClassifier && t.created < plan.created);
    if (planBetter) plan = t;
    if (!estimate || t.created > estimate.created) estimate = t;
  }
  const text = (t: TimedEvent | undefined) => (t ? eventTimeIso(t) : null);
  return { scheduled: text(plan), estimated: text(estimate), actual: text(actual) };
}
