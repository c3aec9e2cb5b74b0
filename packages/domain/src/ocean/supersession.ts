/**
 * Supersession: carriers publish a milestone several times (a plan, revised estimates, the
 * actual, corrections). Only the latest version of each is shown; older versions stay available
 * as history (ETD/ETA history, first schedule, rolled-cargo detection).
 */
import { eventTimeIso, type TimedEvent } from './timed-event.js';

export interface VersionedEvents {
  /** What the timeline shows: actuals, and open estimates of milestones without an actual. */
  current: TimedEvent[];
  /** Every distinct event (duplicates by eventId removed), superseded versions included. */
  all: TimedEvent[];
  /** Time of the first published plan (PLN, else EST) of each current event's milestone. */
  scheduledOf: Map<TimedEvent, string>;
}

/** Same milestone = same category, code, place, container, vessel and voyage (and document). */
export function milestoneKey(t: TimedEvent): string {
  const e = t.source;
  return [
    e.eventCategory,
    e.eventCode,
    t.loc ?? '',
    e.equipmentReference ?? '',
    t.voyageKey ?? e.modeOfTransport ?? '',
    e.documentTypeCode ?? '',
  ].join('|');
}

/** The milestone without its vessel: a rolled box keeps this key while its voyage changes. */
function looseKey(t: TimedEvent): string {
  const e = t.source;
  return [e.eventCategory, e.eventCode, t.loc ?? '', e.equipmentReference ?? ''].join('|');
}

const newer = (a: TimedEvent, b: TimedEvent): boolean =>
  a.created > b.created || (a.created === b.created && a.at > b.at);

interface Slot {
  ACT?: TimedEvent;
  EST?: TimedEvent;
  PLN?: TimedEvent;
  firstPlan?: TimedEvent;
}

export function selectCurrentVersions(events: readonly TimedEvent[]): VersionedEvents {
  const byId = new Map<string, TimedEvent>();
  for (const t of events) {
    const seen = byId.get(t.source.eventId);
    if (!seen || newer(t, seen)) byId.set(t.source.eventId, t);
  }
  const all = [...byId.values()];
  const slots = new Map<string, Slot>();
  for (const t of all) {
    const key = milestoneKey(t);
    let slot = slots.get(key);
    if (!slot) {
      slot = {};
      slots.set(key, slot);
    }
    const c = t.source.eventClassifier;
    const held = slot[c];
    if (!held || newer(t, held)) slot[c] = t;
    // The first schedule: the earliest-published plan, an estimate when no plan was ever sent.
    const fp = slot.firstPlan;
    if (c !== 'ACT') {
      const better =
        !fp ||
        (c === 'PLN' && fp.source.eventClassifier === 'EST') ||
        (c === fp.source.eventClassifier && t.created < fp.created);
      if (better) slot.firstPlan = t;
    }
  }
  // Newest version of each loose milestone: estimates on an older voyage are stale (rolled).
  const newestLoose = new Map<string, TimedEvent>();
  for (const t of all) {
    const key = looseKey(t);
    const held = newestLoose.get(key);
    if (!held || newer(t, held)) newestLoose.set(key, t);
  }
  const current: TimedEvent[] = [];
  const scheduledOf = new Map<TimedEvent, string>();
  for (const slot of slots.values()) {
    const shown = slot.ACT ?? slot.EST ?? slot.PLN;
    if (!shown) continue;
    if (shown.source.eventClassifier !== 'ACT' && shown.voyageKey !== null) {
      const newest = newestLoose.get(looseKey(shown));
      if (newest && newest.voyageKey !== shown.voyageKey && newest.created > shown.created) continue;
    }
    current.push(shown);
    if (slot.firstPlan) scheduledOf.set(shown, eventTimeIso(slot.firstPlan));
  }
  return { current, all, scheduledOf };
}
